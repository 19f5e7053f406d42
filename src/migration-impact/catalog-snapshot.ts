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
          'name', a.attname, 'num', a.attnum, 'type', format_type(a.atttypid, a.atttypmod),
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
// its own, which a second connection runs beside the first. $1 and $2: only these tables' and
// indexes' oids (NULL: every one).
const SIZES_SQL = `${RELS}
SELECT json_build_object(
  'tables', (SELECT coalesce(json_agg(json_build_array(
      r.oid::bigint, pg_total_relation_size(r.oid), pg_relation_size(r.oid))), '[]')
    FROM rels r WHERE $1::oid[] IS NULL OR r.oid = ANY ($1::oid[])),
  'indexes', (SELECT coalesce(json_agg(json_build_array(
      i.indexrelid::bigint, pg_relation_size(i.indexrelid))), '[]')
    FROM pg_index i WHERE i.indrelid IN (SELECT oid FROM rels)
      AND ($2::oid[] IS NULL OR i.indexrelid = ANY ($2::oid[])))
) AS sizes`;

interface RawCatalog {
  tables: Array<Record<string, unknown> & { oid: number; filenode: number }>;
  constraints: unknown[];
  indexes: Array<Record<string, unknown> & { oid: number; table: number; name: string }>;
}

interface RawSizes {
  tables: Array<[number, number, number]>;
  indexes: Array<[number, number]>;
}

const jsonOf = <T>(value: unknown): T =>
  (typeof value === "string" ? JSON.parse(value) : value) as T;

const indexKey = (table: number, name: string) => `${table}\u0000${name}`;

/**
 * The relations whose sizes a comparison with `since` uses (compare-catalogs.ts): tables new or
 * rewritten (a new relfilenode), indexes new by name. The others keep `since`'s figures.
 */
function sizesWanted(structure: RawCatalog, since: DatabaseCatalog) {
  const filenodes = new Map(since.tables.map((table) => [table.oid, table.filenode]));
  const indexes = new Set(since.indexes.map((index) => indexKey(index.table, index.name)));
  return {
    tables: structure.tables
      .filter((table) => filenodes.get(table.oid) !== table.filenode)
      .map((table) => table.oid),
    indexes: structure.indexes
      .filter((index) => !indexes.has(indexKey(index.table, index.name)))
      .map((index) => index.oid),
  };
}

/**
 * The catalog of `database` as read, not yet validated: its structure and its sizes, two
 * statements that run at once when `sizesOn` is a second connection. Nothing changes the
 * database meanwhile (main reads it before the migrations, post after them). With `since` (the
 * catalog before), only the sizes the comparison uses are read (after the structure, which says
 * which), the others are `since`'s: opening every relation again would cost the most.
 */
export async function readCatalog(
  database: string,
  run: RunQuery,
  sizesOn: RunQuery = run,
  since?: DatabaseCatalog,
): Promise<Record<string, unknown>> {
  const readStructure = run(STRUCTURE_SQL).then((rows) => jsonOf<RawCatalog>(rows[0]?.catalog));
  const readSizes = (wanted?: { tables: number[]; indexes: number[] }) =>
    sizesOn(SIZES_SQL, [wanted?.tables ?? null, wanted?.indexes ?? null]).then((rows) =>
      jsonOf<RawSizes>(rows[0]?.sizes),
    );
  const [structure, sizes] = since
    ? await readStructure.then(
        async (read) => [read, await readSizes(sizesWanted(read, since))] as const,
      )
    : await Promise.all([readStructure, readSizes()]);
  const tableSizes = new Map<number, { bytes: number; heapBytes: number }>(
    since?.tables.map(({ oid, bytes, heapBytes }) => [oid, { bytes, heapBytes }]),
  );
  for (const [oid, bytes, heapBytes] of sizes.tables) tableSizes.set(oid, { bytes, heapBytes });
  const earlierIndexSizes = new Map(
    since?.indexes.map((index) => [indexKey(index.table, index.name), index.bytes]),
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
      bytes: indexSizes.get(oid) ?? earlierIndexSizes.get(indexKey(index.table, index.name)) ?? 0,
    })),
  };
}

export async function takeCatalogSnapshot(
  database: string,
  run: RunQuery,
  sizesOn: RunQuery = run,
  since?: DatabaseCatalog,
): Promise<DatabaseCatalog> {
  return databaseCatalogSchema.parse(await readCatalog(database, run, sizesOn, since));
}

/** A snapshot of one database through `uri` (with `since`: see readCatalog). */
export function snapshotDatabase(
  uri: string,
  database: string,
  since?: DatabaseCatalog,
): Promise<DatabaseCatalog> {
  return withConnection(uri, (run) => takeCatalogSnapshot(database, run, run, since));
}
