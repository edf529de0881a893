/**
 * Column types shared by several capabilities' tables.
 */
import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL int4range, written and read as its text form `[from,to)`. */
export const int4range = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4range',
});

export type LocalizedText = Record<string, string>;
export type LocalizedEntry = { locale: string; value: string };
