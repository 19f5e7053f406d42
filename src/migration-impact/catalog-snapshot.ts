import { type DatabaseCatalog, databaseCatalogSchema } from "./catalog.ts";
import { type RunQuery, withConnection } from "./connection.ts";

// The tables a snapshot reads: the database's own, not PostgreSQL's.
const RELS = `
WITH rels AS (
  SELECT c.oid, n.nspname, c.relname, c.relfilenode, c.reltuples
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'm')
    AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'
)`;

// The catalog without sizes, in one statement: catalog reads lock nothing. Statistics come from
// the pg_stat_get_* functions pg_stat_user_tables is made of, without the view's joins.
const STRUCTURE_SQL = `${RELS}
SELECT json_build_object(
  'tables', (SELECT coalesce(json_agg(json_build_object(
      'oid', r.oid::bigint, 'schema', r.nspname, 'name', r.relname,
      'filenode', r.relfilenode::bigint,
      'rows', greatest(r.reltuples, pg_stat_get_live_tuples(r.oid), 0)::bigint,
      'updated', pg_stat_get_tuples_updated(r.oid), 'deleted', pg_stat_get_tuples_deleted(r.oid),
      'columns', (SELECT coalesce(json_agg(json_build_object(
          'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
          'notNull', a.attnotnull, 'hasMissing', a.atthasmissing,
          'width', st.avg_width) ORDER BY a.attnum), '[]')
        FROM pg_attribute a
        LEFT JOIN pg_stats st ON st.schemaname = r.nspname AND st.tablename = r.relname
          AND st.attname = a.attname
        WHERE a.attrelid = r.oid AND a.attnum > 0 AND NOT a.attisdropped)
    )), '[]') FROM rels r),
  'constraints', (SELECT coalesce(json_agg(json_strip_nulls(json_build_object(
      'table', co.conrelid::bigint, 'name', co.conname, 'type', co.contype::text,
      'validated', co.convalidated,
      'references', CASE WHEN co.contype = 'f' THEN co.confrelid::bigint END))), '[]')
    FROM pg_constraint co WHERE co.conrelid IN (SELECT oid FROM rels)),
  'indexes', (SELECT coalesce(json_agg(json_build_object(
      'oid', i.indexrelid::bigint, 'table', i.indrelid::bigint, 'name', ic.relname,
      'valid', i.indisvalid)), '[]')
    FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
    WHERE i.indrelid IN (SELECT oid FROM rels))
) AS catalog`;

// The sizes, read from the files: each relation is opened (an ACCESS SHARE lock for an instant,
// as a SELECT takes), which on a new session is most of a snapshot's time; hence a statement of
// its own, which a second connection runs beside the first.
const SIZES_SQL = `${RELS}
SELECT json_build_object(
  'tables', (SELECT coalesce(json_agg(json_build_array(
      r.oid::bigint, pg_total_relation_size(r.oid), pg_relation_size(r.oid))), '[]') FROM rels r),
  'indexes', (SELECT coalesce(json_agg(json_build_array(
      i.indexrelid::bigint, pg_relation_size(i.indexrelid))), '[]')
    FROM pg_index i WHERE i.indrelid IN (SELECT oid FROM rels))
) AS sizes`;

interface RawCatalog {
  tables: Array<Record<string, unknown> & { oid: number }>;
  constraints: unknown[];
  indexes: Array<Record<string, unknown> & { oid?: number }>;
}

interface RawSizes {
  tables: Array<[number, number, number]>;
  indexes: Array<[number, number]>;
}

const jsonOf = <T>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : value) as T;

/**
 * The catalog of `database` as read, not yet validated: its structure and its sizes, two
 * statements that run at once when `sizesOn` is a second connection. Nothing changes the
 * database meanwhile (main reads it before the migrations, post after them).
 */
export async function readCatalog(
  database: string,
  run: RunQuery,
  sizesOn: RunQuery = run,
): Promise<Record<string, unknown>> {
  const [structure, sizes] = await Promise.all([
    run(STRUCTURE_SQL).then((rows) => jsonOf<RawCatalog>(rows[0]?.catalog)),
    sizesOn(SIZES_SQL).then((rows) => jsonOf<RawSizes>(rows[0]?.sizes)),
  ]);
  const tableSizes = new Map(
    sizes.tables.map(([oid, bytes, heapBytes]) => [oid, { bytes, heapBytes }]),
  );
  const indexSizes = new Map(sizes.indexes);
  return {
    database,
    tables: structure.tables.map((table) => ({
      ...table,
      ...(tableSizes.get(table.oid) ?? { bytes: 0, heapBytes: 0 }),
    })),
    constraints: structure.constraints,
    indexes: structure.indexes.map(({ oid, ...index }) => ({
      ...index,
      bytes: indexSizes.get(oid ?? -1) ?? 0,
    })),
  };
}

export async function takeCatalogSnapshot(
  database: string,
  run: RunQuery,
  sizesOn: RunQuery = run,
): Promise<DatabaseCatalog> {
  return databaseCatalogSchema.parse(await readCatalog(database, run, sizesOn));
}

/** A snapshot of one database through `uri`. */
export function snapshotDatabase(uri: string, database: string): Promise<DatabaseCatalog> {
  return withConnection(uri, (run) => takeCatalogSnapshot(database, run));
}
