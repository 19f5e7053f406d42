import { type DatabaseCatalog, databaseCatalogSchema } from "./catalog.ts";

// One query per database, read in one repeatable-read transaction so that sizes, catalog and
// statistics are of the same moment. Catalog reads take no lock on the tables themselves.
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
      'rows', greatest(r.reltuples, coalesce(s.n_live_tup, 0), 0)::bigint,
      'updated', coalesce(s.n_tup_upd, 0), 'deleted', coalesce(s.n_tup_del, 0),
      'columns', (SELECT coalesce(json_agg(json_build_object(
          'name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
          'notNull', a.attnotnull, 'hasMissing', a.atthasmissing,
          'width', st.avg_width) ORDER BY a.attnum), '[]')
        FROM pg_attribute a
        LEFT JOIN pg_stats st ON st.schemaname = r.nspname AND st.tablename = r.relname
          AND st.attname = a.attname
        WHERE a.attrelid = r.oid AND a.attnum > 0 AND NOT a.attisdropped)
    )), '[]') FROM rels r LEFT JOIN pg_stat_user_tables s ON s.relid = r.oid),
  'constraints', (SELECT coalesce(json_agg(json_build_object(
      'table', co.conrelid::bigint, 'name', co.conname, 'type', co.contype::text,
      'validated', co.convalidated)), '[]')
    FROM pg_constraint co WHERE co.conrelid IN (SELECT oid FROM rels)),
  'indexes', (SELECT coalesce(json_agg(json_build_object(
      'table', i.indrelid::bigint, 'name', ic.relname,
      'bytes', pg_relation_size(i.indexrelid), 'valid', i.indisvalid)), '[]')
    FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
    WHERE i.indrelid IN (SELECT oid FROM rels))
) AS catalog`;

/** Whatever runs one query on one database and gives its rows (pg at the edge, a fake in tests). */
export type RunQuery = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

export async function takeCatalogSnapshot(
  database: string,
  run: RunQuery,
): Promise<DatabaseCatalog> {
  await run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    const rows = await run(SNAPSHOT_SQL);
    const catalog = rows[0]?.catalog;
    return databaseCatalogSchema.parse({
      database,
      ...(typeof catalog === "string" ? JSON.parse(catalog) : catalog),
    });
  } finally {
    await run("COMMIT");
  }
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
    return await use(async (sql, params) => (await client.query(sql, params)).rows);
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
