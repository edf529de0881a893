import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each owner's schema.ts (domain/catalog's schema/ folder holds several): see src/platform/db/columns.ts.
  schema: ['./src/**/schema.ts', './src/**/schema/*.ts'],
  out: './drizzle',
});
