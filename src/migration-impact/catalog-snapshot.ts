import { type DatabaseCatalog, databaseCatalogSchema } from "./catalog.ts";

// One statement per database, in one round trip: it sees one snapshot of the catalog and the
// statistics (sizes are read from the files as it runs). Catalog reads lock nothing; the sizes
// take each table's ACCESS SHARE lock for an instant, as a SELECT would. Statistics come from
// the pg_stat_get_* functions pg_stat_user_tables is made of, without the view's joins.
const SNAPSHOT_SQL = `
WITH rels AS (
  SELECT c.oid, n.nspname, c.relname, c.relfilenode, c.reltuples
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'm')
    AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'
)
SELECT json_build_object(
  'tables', (SELECT coalesce(json_agg(json_build_object(
      'oid', r.oid::bigint, 'schema', r.nspname, 'name', r.relname,
      'filenode', r.relfilenode::bigint,
      'bytes', pg_total_relation_size(r.oid), 'heapBytes', pg_relation_size(r.oid),
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
      'table', i.indrelid::bigint, 'name', ic.relname,
      'bytes', pg_relation_size(i.indexrelid), 'valid', i.indisvalid)), '[]')
    FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
    WHERE i.indrelid IN (SELECT oid FROM rels))
) AS catalog`;

/**
 * Whatever runs one query on one database and gives its rows (pg at the edge, a fake in tests).
 * With `name`, a statement prepared once per connection and reused: parsed and planned once.
 */
export type RunQuery = (
  sql: string,
  params?: unknown[],
  name?: string,
) => Promise<Array<Record<string, unknown>>>;

export async function takeCatalogSnapshot(
  database: string,
  run: RunQuery,
): Promise<DatabaseCatalog> {
  const rows = await run(SNAPSHOT_SQL);
  const catalog = rows[0]?.catalog;
  return databaseCatalogSchema.parse({
    database,
    ...(typeof catalog === "string" ? JSON.parse(catalog) : catalog),
  });
}

/** Application name of the action's own connections: the lock sampler leaves them out. */
export const OWN_APPLICATION_NAME = "preview-compute";

/** Runs `use` with one connection to `uri`, closed after whatever happens. */
export async function withConnection<T>(
  uri: string,
  use: (run: RunQuery) => Promise<T>,
  timeoutMs = 15_000,
): Promise<T> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    connectionString: libpqSslMode(uri),
    application_name: OWN_APPLICATION_NAME,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
  });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await use(
      async (sql, params, name) =>
        (
          await client.query(
            name ? { name, text: sql, values: params } : { text: sql, values: params },
          )
        ).rows,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A snapshot of one database through `uri`. */
export function snapshotDatabase(uri: string, database: string): Promise<DatabaseCatalog> {
  return withConnection(uri, (run) => takeCatalogSnapshot(database, run));
}

/**
 * node-postgres reads `sslmode=require` as `verify-full` (and warns on stderr that this will
 * change); the action connects as libpq, psql and the user's tools do with the same URI.
 */
export function libpqSslMode(uri: string): string {
  if (!/[?&]sslmode=/.test(uri) || /[?&]uselibpqcompat=/.test(uri)) return uri;
  return `${uri}&uselibpqcompat=true`;
}
