import type { ClientBase } from "pg";

/**
 * What PostgREST's schema cache holds, read from the catalog of the exposed schemas: tables and
 * views with their columns and primary keys, foreign keys (for embedding) and functions (for
 * `rpc/` and computed fields). Every identifier the SQL builder writes comes from here.
 */

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

export interface Table {
  schema: string;
  name: string;
  kind: string;
  /** The table's row type, to find computed fields (functions taking the row). */
  rowType: number;
  columns: Column[];
  pk: string[];
  insertable: boolean;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  typeOid: number;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnsVoid: boolean;
  returnType: string;
  /** Set when the function returns a table's rows (or one row): that table's schema and name. */
  returnsTable: { schema: string; name: string } | undefined;
  /** The columns of `RETURNS TABLE (…)` or OUT arguments, when it has them. */
  outColumns: Column[];
  /** Returns a composite type (a row or a table's rows). */
  returnsComposite: boolean;
  volatile: boolean;
}

export interface SchemaCache {
  schemas: string[];
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: DbFunction[];
}

export const tableKey = (schema: string, name: string) => `${schema}\u0000${name}`;

const catalogQuery = `
SELECT json_build_object(
  'tables', (SELECT coalesce(json_agg(t), '[]') FROM (
    SELECT n.nspname AS schema, c.relname AS name, c.relkind AS kind, c.reltype::int8 AS "rowType",
      (c.relkind IN ('r','p','f') OR (c.relkind = 'v' AND pg_relation_is_updatable(c.oid, true) & 8 = 8)) AS insertable,
      (SELECT coalesce(json_agg(json_build_object(
          'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'nullable', NOT a.attnotnull,
          'hasDefault', a.atthasdef OR a.attidentity <> '' OR a.attgenerated <> '') ORDER BY a.attnum), '[]')
        FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
      (SELECT coalesce(json_agg(a.attname ORDER BY k.i), '[]')
        FROM pg_index i, unnest(i.indkey::int2[]) WITH ORDINALITY k(num, i)
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.num
        WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ANY($1) AND c.relkind IN ('r','v','m','f','p')) t),
  'foreignKeys', (SELECT coalesce(json_agg(f), '[]') FROM (
    SELECT con.conname AS name, ns.nspname AS schema, cs.relname AS "table",
      nt.nspname AS "refSchema", ct.relname AS "refTable",
      (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k(num, i)
        JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num) AS columns,
      (SELECT json_agg(a.attname ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k(num, i)
        JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num) AS "refColumns"
    FROM pg_constraint con
    JOIN pg_class cs ON cs.oid = con.conrelid JOIN pg_namespace ns ON ns.oid = cs.relnamespace
    JOIN pg_class ct ON ct.oid = con.confrelid JOIN pg_namespace nt ON nt.oid = ct.relnamespace
    WHERE con.contype = 'f' AND ns.nspname = ANY($1) AND nt.nspname = ANY($1)) f),
  'functions', (SELECT coalesce(json_agg(fn), '[]') FROM (
    SELECT n.nspname AS schema, p.proname AS name, p.proretset AS "returnsSet",
      p.prorettype = 'void'::regtype AS "returnsVoid", format_type(p.prorettype, NULL) AS "returnType",
      (rt.typtype = 'c' OR (p.proretset AND p.proargmodes IS NOT NULL AND 't' = ANY(p.proargmodes))
        OR rt.oid = 'record'::regtype) AS "returnsComposite",
      rn.nspname AS "returnSchema", rc.relname AS "returnTable", p.provolatile = 'v' AS volatile,
      (SELECT coalesce(json_agg(json_build_object('name', a.name, 'type', format_type(a.type, NULL),
          'typeOid', a.type::int8, 'mode', a.mode) ORDER BY a.i), '[]')
        FROM unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
          coalesce(p.proargmodes, array_fill('i'::"char", ARRAY[cardinality(p.proargtypes::oid[])])),
          coalesce(p.proargnames, array_fill(''::text, ARRAY[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])))
          WITH ORDINALITY a(type, mode, name, i)) AS args,
      p.pronargdefaults AS defaults
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_type rt ON rt.oid = p.prorettype
    LEFT JOIN pg_class rc ON rc.oid = rt.typrelid AND rc.relkind IN ('r','v','m','f','p')
    LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
    WHERE n.nspname = ANY($1) AND p.prokind = 'f') fn)
)::text AS cache`;

interface RawFunction extends Omit<DbFunction, "returnsTable" | "args"> {
  returnSchema: string | null;
  returnTable: string | null;
  args: Array<{ name: string; type: string; typeOid: number; mode: string }>;
  defaults: number;
}

export async function loadSchemaCache(client: ClientBase, schemas: string[]): Promise<SchemaCache> {
  const result = await client.query<{ cache: string }>(catalogQuery, [schemas]);
  const raw = JSON.parse(result.rows[0]?.cache ?? "{}") as {
    tables: Table[];
    foreignKeys: ForeignKey[];
    functions: RawFunction[];
  };
  return {
    schemas,
    tables: new Map(raw.tables.map((t) => [tableKey(t.schema, t.name), t])),
    foreignKeys: raw.foreignKeys,
    functions: raw.functions.map((f) => ({
      schema: f.schema,
      name: f.name,
      returnsSet: f.returnsSet,
      returnsVoid: f.returnsVoid,
      returnType: f.returnType,
      returnsComposite: f.returnsComposite,
      volatile: f.volatile,
      returnsTable:
        f.returnSchema && f.returnTable
          ? { schema: f.returnSchema, name: f.returnTable }
          : undefined,
      args: inputArgs(f),
      outColumns: f.args
        .filter((a) => a.mode === "o" || a.mode === "b" || a.mode === "t")
        .map((a) => ({ name: a.name, type: a.type, nullable: true, hasDefault: false })),
    })),
  };
}

function inputArgs(f: RawFunction): FunctionArg[] {
  const inputs = f.args.filter((a) => a.mode === "i" || a.mode === "b" || a.mode === "v");
  return inputs.map((a, i) => ({
    name: a.name,
    type: a.type,
    typeOid: a.typeOid,
    hasDefault: i >= inputs.length - f.defaults,
  }));
}

/** Functions of one argument of the table's row type: PostgREST's computed fields. */
export function computedField(
  cache: SchemaCache,
  table: Table,
  name: string,
): DbFunction | undefined {
  return cache.functions.find(
    (f) =>
      f.name === name &&
      f.schema === table.schema &&
      f.args.length === 1 &&
      f.args[0]?.typeOid === table.rowType,
  );
}
