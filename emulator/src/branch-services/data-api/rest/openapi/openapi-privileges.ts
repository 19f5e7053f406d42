import type pg from "pg";
import { inTransaction, type RequestIdentity } from "../transaction/transaction.ts";

/**
 * What the request's role may use in one schema, for the root under `follow-privileges`
 * (PostgREST's default): the tables and views it has any privilege on, with the columns it may
 * read or write and the changes it may make, and the functions it may execute. Asked of the
 * database as that role, in the request's own read-only transaction.
 */
export interface VisibleTable {
  columns: Set<string>;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

export interface Visible {
  tables: Map<string, VisibleTable>;
  functions: Set<string>;
}

const privilegesQuery = `
SELECT json_build_object(
  'tables', (SELECT coalesce(json_agg(json_build_object(
      'name', c.relname,
      'insert', has_table_privilege(c.oid, 'INSERT') OR has_any_column_privilege(c.oid, 'INSERT'),
      'update', has_table_privilege(c.oid, 'UPDATE') OR has_any_column_privilege(c.oid, 'UPDATE'),
      'delete', has_table_privilege(c.oid, 'DELETE'),
      'columns', (SELECT coalesce(json_agg(a.attname ORDER BY a.attnum), '[]') FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          AND has_column_privilege(c.oid, a.attnum, 'SELECT, INSERT, UPDATE, REFERENCES')))), '[]')
    FROM pg_class c
    WHERE c.relnamespace = n.oid AND c.relkind IN ('r', 'v', 'm', 'f', 'p')
      AND (has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
        OR has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES'))),
  'functions', (SELECT coalesce(json_agg(DISTINCT p.proname), '[]') FROM pg_proc p
    WHERE p.pronamespace = n.oid AND p.prokind = 'f' AND has_function_privilege(p.oid, 'EXECUTE'))
)::text
FROM pg_namespace n WHERE n.nspname = $1 AND has_schema_privilege(n.oid, 'USAGE')`;

interface RawPrivileges {
  tables: Array<{
    name: string;
    insert: boolean;
    update: boolean;
    delete: boolean;
    columns: string[];
  }>;
  functions: string[];
}

export async function visibleTo(
  pool: pg.Pool,
  identity: RequestIdentity,
  schema: string,
): Promise<Visible> {
  const raw = await inTransaction(
    pool,
    identity,
    { readOnly: true, rollback: false, checked: false },
    { text: privilegesQuery, values: [schema] },
    // No row: the role may not use the schema at all.
    (r): RawPrivileges => JSON.parse(r.rows[0]?.[0] ?? '{"tables":[],"functions":[]}'),
  );
  return {
    tables: new Map(
      raw.tables.map((t) => [
        t.name,
        { columns: new Set(t.columns), insert: t.insert, update: t.update, delete: t.delete },
      ]),
    ),
    functions: new Set(raw.functions),
  };
}
