import type { Column, DatabaseCatalog, Table } from "./catalog.ts";

// What a migration did to each table, from the catalog before and after it: pure, so each
// case is tested without a server. Tables are matched by oid (a rename keeps it), constraints
// and indexes by table and name (a rewrite rebuilds indexes under new oids, same names);
// columns by name, or by attnum when renamed.

export type ChangeKind =
  | "rewritten"
  | "validation-scan"
  | "not-null-scan"
  | "index-built"
  | "rows-updated"
  | "rows-deleted"
  | "table-dropped"
  | "column-dropped"
  | "table-renamed"
  | "column-renamed"
  | "table-created"
  | "column-added"
  | "column-type-changed"
  | "constraint-not-valid"
  | "constraint-validated";

export interface Change {
  kind: ChangeKind;
  /** The column, constraint or index it is about, when not the table itself. */
  object?: string;
  /** Rows it touched, scanned, or that were lost. */
  rows?: number;
  /** Bytes it wrote, scanned, or that were lost (an estimate for a dropped column). */
  bytes?: number;
  /** For a type change: `integer → bigint`; for a validation scan: `CHECK` or `FOREIGN KEY`. */
  detail?: string;
  /**
   * Whether a scan or an index build blocked writes: only lock sampling tells (a catalog
   * cannot tell `CREATE INDEX` from `CONCURRENTLY`, nor `ADD CONSTRAINT` from `NOT VALID`
   * then `VALIDATE`); absent when unknown.
   */
  blockedWrites?: boolean;
  /** For a foreign key: the table it references (`schema.name`), which it locks too. */
  references?: string;
}

export interface TableImpact {
  oid: number;
  schema: string;
  name: string;
  /** Before the migration (after it for a new table). */
  rows: number;
  bytes: number;
  /** The table held rows before the migration: what a scan or rewrite would have to read. */
  populated: boolean;
  changes: Change[];
  /** With `migrate`: the strongest lock its backends held on the table, and how long. */
  lock?: { mode: string; heldMs: number };
}

export function compareCatalogs(before: DatabaseCatalog, after: DatabaseCatalog): TableImpact[] {
  const afterByOid = new Map(after.tables.map((table) => [table.oid, table]));
  const beforeOids = new Set(before.tables.map((table) => table.oid));
  const impacts: TableImpact[] = [];
  for (const old of before.tables) {
    const now = afterByOid.get(old.oid);
    const impact = now ? changedTable(old, now, before, after) : droppedTable(old);
    if (impact.changes.length > 0) impacts.push(impact);
  }
  for (const table of after.tables)
    if (!beforeOids.has(table.oid))
      impacts.push({
        ...identity(table),
        rows: table.rows,
        bytes: table.bytes,
        populated: false,
        changes: [{ kind: "table-created" }],
      });
  return impacts;
}

const identity = (table: Table) => ({ oid: table.oid, schema: table.schema, name: table.name });
const populated = (table: Table) => table.rows > 0 || table.heapBytes > 0;

function droppedTable(table: Table): TableImpact {
  return {
    ...identity(table),
    rows: table.rows,
    bytes: table.bytes,
    populated: populated(table),
    changes: [{ kind: "table-dropped", rows: table.rows, bytes: table.bytes }],
  };
}

function changedTable(
  old: Table,
  now: Table,
  before: DatabaseCatalog,
  after: DatabaseCatalog,
): TableImpact {
  const changes: Change[] = [];
  if (old.schema !== now.schema || old.name !== now.name)
    changes.push({
      kind: "table-renamed",
      detail: `${old.schema}.${old.name} → ${now.schema}.${now.name}`,
    });
  const rewritten = old.filenode !== now.filenode;
  if (rewritten) changes.push({ kind: "rewritten", rows: old.rows, bytes: now.bytes });
  changes.push(...columnChanges(old, now));
  changes.push(...constraintChanges(old, now, before, after));
  changes.push(...indexChanges(old, now, before, after));
  // Statistics counters: a restart or a reset between the snapshots makes them go down.
  const updated = now.updated - old.updated;
  const deleted = now.deleted - old.deleted;
  if (updated > 0) changes.push({ kind: "rows-updated", rows: updated });
  if (deleted > 0) changes.push({ kind: "rows-deleted", rows: deleted });
  return {
    ...identity(now),
    rows: old.rows,
    bytes: old.bytes,
    populated: populated(old),
    changes,
  };
}

/** The column that has `column`'s attnum under a name the table did not have: a rename. */
function renamedColumn(column: Column, now: Table, oldNames: Set<string>): Column | undefined {
  if (column.num === undefined || now.columns.some((c) => c.name === column.name)) return undefined;
  const same = now.columns.find((c) => c.num === column.num);
  return same && !oldNames.has(same.name) ? same : undefined;
}

function columnChanges(old: Table, now: Table): Change[] {
  const changes: Change[] = [];
  const nowByName = new Map(now.columns.map((column) => [column.name, column]));
  const oldNames = new Set(old.columns.map((column) => column.name));
  const renamedTo = new Set<string>();
  for (const column of old.columns) {
    const renamed = renamedColumn(column, now, oldNames);
    if (renamed) {
      renamedTo.add(renamed.name);
      changes.push({
        kind: "column-renamed",
        object: column.name,
        detail: `${column.name} → ${renamed.name}`,
      });
    }
    const kept = nowByName.get(column.name) ?? renamed;
    if (!kept) {
      changes.push({
        kind: "column-dropped",
        object: column.name,
        rows: old.rows,
        ...droppedBytes(column, old.rows),
      });
      continue;
    }
    if (kept.type !== column.type)
      changes.push({
        kind: "column-type-changed",
        object: column.name,
        detail: `${column.type} → ${kept.type}`,
      });
    if (kept.notNull && !column.notNull)
      changes.push({
        kind: "not-null-scan",
        object: column.name,
        rows: old.rows,
        bytes: old.bytes,
      });
  }
  const rewritten = old.filenode !== now.filenode;
  for (const column of now.columns) {
    if (oldNames.has(column.name) || renamedTo.has(column.name)) continue;
    changes.push({ kind: "column-added", object: column.name });
    // NOT NULL on rows that existed, without a constant default in the catalog and without a
    // rewrite: filled, then SET NOT NULL, which scanned the table.
    if (column.notNull && !column.hasMissing && !rewritten && populated(old))
      changes.push({
        kind: "not-null-scan",
        object: column.name,
        rows: old.rows,
        bytes: old.bytes,
      });
  }
  return changes;
}

function droppedBytes(column: Column, rows: number): { bytes?: number } {
  return column.width === null ? {} : { bytes: Math.round(column.width * rows) };
}

function constraintChanges(
  old: Table,
  now: Table,
  before: DatabaseCatalog,
  after: DatabaseCatalog,
): Change[] {
  const was = new Map(
    before.constraints.filter((c) => c.table === old.oid).map((c) => [c.name, c]),
  );
  const changes: Change[] = [];
  for (const constraint of after.constraints.filter((c) => c.table === now.oid)) {
    const previous = was.get(constraint.name);
    // NOT NULL constraints (PostgreSQL 18) are the column's not-null-scan; p, u and x build an
    // index, reported as such.
    if (!"cf".includes(constraint.type)) continue;
    const kind = constraint.type === "f" ? "FOREIGN KEY" : "CHECK";
    const referenced = after.tables.find(
      (table) => table.oid === constraint.references && table.oid !== now.oid,
    );
    const what = {
      object: constraint.name,
      detail: kind,
      ...(referenced ? { references: `${referenced.schema}.${referenced.name}` } : {}),
    };
    if (!previous)
      changes.push(
        constraint.validated
          ? { kind: "validation-scan", ...what, rows: old.rows, bytes: old.bytes }
          : { kind: "constraint-not-valid", ...what },
      );
    else if (constraint.validated && !previous.validated)
      changes.push({ kind: "constraint-validated", object: constraint.name, rows: old.rows });
  }
  return changes;
}

function indexChanges(
  old: Table,
  now: Table,
  before: DatabaseCatalog,
  after: DatabaseCatalog,
): Change[] {
  const names = new Set(before.indexes.filter((i) => i.table === old.oid).map((i) => i.name));
  return after.indexes
    .filter((index) => index.table === now.oid && !names.has(index.name))
    .map((index) => ({
      kind: "index-built",
      object: index.name,
      rows: old.rows,
      bytes: index.bytes,
    }));
}
