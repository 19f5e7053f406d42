import { z } from "zod";

// A database's catalog as the migration-impact comparison reads it: storage identity, size and
// rows of each table, its columns, constraints and indexes. Names and numbers only, never data.

const count = z.coerce.number().nonnegative();

export const columnSchema = z.object({
  name: z.string(),
  /** attnum: a column keeps it through a rename (absent in a state of an older version). */
  num: z.number().int().optional(),
  type: z.string(),
  notNull: z.boolean(),
  /** atthasmissing: added with a constant default, stored once in the catalog (no rewrite). */
  hasMissing: z.boolean().default(false),
  /** pg_stats' average width in bytes, when the table was analyzed. */
  width: count.nullable(),
});

export const tableSchema = z.object({
  oid: count,
  schema: z.string(),
  name: z.string(),
  /** relfilenode: a new one means the table was rewritten. */
  filenode: count,
  /** pg_total_relation_size: heap, TOAST and indexes. */
  bytes: count,
  /** pg_relation_size of the heap alone: 0 for a table that never held a row. */
  heapBytes: count,
  /** reltuples, or n_live_tup when larger (reltuples is -1 before the first ANALYZE). */
  rows: count,
  /** pg_stat_user_tables' cumulative n_tup_upd and n_tup_del. */
  updated: count,
  deleted: count,
  columns: z.array(columnSchema),
});

export const constraintSchema = z.object({
  table: count,
  name: z.string(),
  /** pg_constraint.contype: c check, f foreign key, p primary key, u unique, x exclusion, n not null. */
  type: z.string(),
  validated: z.boolean(),
  /** A foreign key's referenced table (confrelid): ADD FOREIGN KEY locks it too. */
  references: count.nullish(),
});

export const indexSchema = z.object({
  table: count,
  name: z.string(),
  bytes: count,
  valid: z.boolean(),
});

export const databaseCatalogSchema = z.object({
  database: z.string(),
  tables: z.array(tableSchema),
  constraints: z.array(constraintSchema),
  indexes: z.array(indexSchema),
});

export type Column = z.infer<typeof columnSchema>;
export type Table = z.infer<typeof tableSchema>;
export type Constraint = z.infer<typeof constraintSchema>;
export type Index = z.infer<typeof indexSchema>;
export type DatabaseCatalog = z.infer<typeof databaseCatalogSchema>;
