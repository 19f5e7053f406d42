import type { Column, DatabaseCatalog, Table } from "../../../src/migration-impact/catalog.ts";

export const column = (name: string, overrides: Partial<Column> = {}): Column => ({
  name,
  type: "integer",
  notNull: false,
  hasMissing: false,
  width: 4,
  ...overrides,
});

export const populatedTable = (overrides: Partial<Table> = {}): Table => ({
  oid: 16400,
  schema: "public",
  name: "orders",
  filenode: 16400,
  bytes: 20_000_000,
  heapBytes: 15_000_000,
  rows: 200_000,
  updated: 0,
  deleted: 0,
  columns: [column("id", { notNull: true }), column("total")],
  ...overrides,
});

export const catalog = (overrides: Partial<DatabaseCatalog> = {}): DatabaseCatalog => ({
  database: "neondb",
  tables: [populatedTable()],
  constraints: [{ table: 16400, name: "orders_pkey", type: "p", validated: true }],
  indexes: [{ table: 16400, name: "orders_pkey", bytes: 4_000_000, valid: true }],
  ...overrides,
});
