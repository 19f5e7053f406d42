import type { ClientBase } from "pg";
import type { DbFunction, ForeignKey, FunctionArg, Table } from "./catalog.ts";
import { tableKey } from "./catalog.ts";
import { buildRelationships, computedRelationships } from "./relationship-graph.ts";
import type { RelationshipsMap } from "./relationships.ts";
import { type CatalogRelation, viewColumnSources } from "./view-columns.ts";

/**
 * What PostgREST's schema cache holds, read from the catalog of the exposed schemas: tables and
 * views with their columns and primary keys, foreign keys (for embedding) and functions (for
 * `rpc/` and computed fields). Every identifier the SQL builder writes comes from here.
 */

export type { Column, DbFunction, ForeignKey, FunctionArg, Table } from "./catalog.ts";
export { tableKey } from "./catalog.ts";

export interface SchemaCache {
  schemas: string[];
  tables: Map<string, Table>;
  /** Every relationship PostgREST would find, by origin (`tableKey`), in its order. */
  relationships: RelationshipsMap;
  functions: DbFunction[];
}

const catalogQuery = `
SELECT json_build_object(
  'tables', (SELECT coalesce(json_agg(t), '[]') FROM (
    SELECT n.nspname AS schema, c.relname AS name, c.relkind AS kind, c.reltype::int8 AS "rowType",
      c.relkind IN ('v','m') AS "isView",
      (c.relkind IN ('r','p','f') OR (c.relkind = 'v' AND pg_relation_is_updatable(c.oid, true) & 8 = 8)) AS insertable,
      (SELECT coalesce(json_agg(json_build_object(
          'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod), 'nullable', NOT a.attnotnull,
          'hasDefault', a.atthasdef OR a.attidentity <> '' OR a.attgenerated <> '',
          'default', CASE
            WHEN a.attgenerated = 's' THEN NULL
            WHEN a.attidentity = 'd' THEN format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
            WHEN ad.adbin IS NOT NULL THEN pg_get_expr(ad.adbin, ad.adrelid)
            WHEN ty.typbasetype <> 0 THEN pg_get_expr(ty.typdefaultbin, 0) END) ORDER BY a.attnum), '[]')
        FROM pg_attribute a JOIN pg_type ty ON ty.oid = a.atttypid
        LEFT JOIN pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
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
        JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num) AS "refColumns",
      EXISTS (SELECT 1 FROM pg_constraint u WHERE u.conrelid = con.conrelid AND u.contype IN ('p','u')
        AND (SELECT array_agg(x ORDER BY x) FROM unnest(u.conkey) x) = (SELECT array_agg(x ORDER BY x) FROM unnest(con.conkey) x)) AS "oneToOne"
    FROM pg_constraint con
    JOIN pg_class cs ON cs.oid = con.conrelid JOIN pg_namespace ns ON ns.oid = cs.relnamespace
    JOIN pg_class ct ON ct.oid = con.confrelid JOIN pg_namespace nt ON nt.oid = ct.relnamespace
    WHERE con.contype = 'f' AND con.conparentid = 0
      AND ns.nspname NOT IN ('pg_catalog', 'information_schema')
    ORDER BY con.conrelid, con.conname) f),
  'relations', (SELECT coalesce(json_agg(r), '[]') FROM (
    SELECT c.oid::int8 AS oid, n.nspname AS schema, c.relname AS name, c.relkind IN ('v','m') AS "isView",
      (SELECT coalesce(json_object_agg(a.attnum, a.attname), '{}') FROM pg_attribute a
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
      (SELECT coalesce(json_agg(a.attname ORDER BY k.ord), '[]')
        FROM pg_index x, unnest(x.indkey::int2[]) WITH ORDINALITY k(num, ord)
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.num
        WHERE x.indrelid = c.oid AND x.indisprimary) AS pk,
      (SELECT r.ev_action::text FROM pg_rewrite r WHERE r.ev_class = c.oid AND r.rulename = '_RETURN') AS "viewQuery"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r','v','m','f','p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND n.nspname NOT LIKE 'pg_toast%') r),
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
      p.pronargdefaults AS defaults, p.prorows::float8 AS rows
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
    relations: CatalogRelation[];
    functions: RawFunction[];
  };
  const tables = new Map(raw.tables.map((t) => [tableKey(t.schema, t.name), t]));
  const sources = viewColumnSources(raw.relations);
  for (const table of tables.values()) {
    if (table.isView) table.pk = sources.primaryKey(table.schema, table.name);
  }
  const functions = raw.functions.map(toFunction);
  return {
    schemas,
    tables,
    relationships: buildRelationships(
      raw.foreignKeys,
      sources,
      tables,
      schemas,
      computedRelationships(functions, tables),
    ),
    functions,
  };
}

function toFunction(f: RawFunction): DbFunction {
  return {
    schema: f.schema,
    name: f.name,
    returnsSet: f.returnsSet,
    returnsVoid: f.returnsVoid,
    returnType: f.returnType,
    returnsComposite: f.returnsComposite,
    volatile: f.volatile,
    rows: f.rows,
    returnsTable:
      f.returnSchema && f.returnTable ? { schema: f.returnSchema, name: f.returnTable } : undefined,
    args: inputArgs(f),
    outColumns: f.args
      .filter((a) => a.mode === "o" || a.mode === "b" || a.mode === "t")
      .map((a) => ({ name: a.name, type: a.type, nullable: true, hasDefault: false })),
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
