import type { Rule } from 'eslint';

export interface OwnedTable {
  /** The owner folder, e.g. `src/domain/catalog`. */
  owner: string;
  /** The schema file that defines it. */
  file: string;
  /** Its exported table object's name. */
  binding: string;
}

export function ownerMap(root: string): {
  tables: Map<string, OwnedTable>;
  schemaFiles: Map<string, { owner: string; bindings: Map<string, string> }>;
  owners: string[];
  pattern: RegExp;
};

declare const plugin: { rules: { 'table-owners': Rule.RuleModule } };
export default plugin;
