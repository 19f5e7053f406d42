import type { RunQuery } from "../migration-impact/connection.ts";
import type { CheckedStatement } from "./compare-plans.ts";

/** The longest statement text kept (pg_stat_statements keeps up to track_activity_query_size). */
export const MAX_PARENT_STATEMENT_CHARS = 20_000;

/**
 * Production's statements that a migration can break or slow: the ones EXPLAIN plans. Utility
 * statements (SET, BEGIN, DDL, VACUUM, …) are left out, and so are catalog reads (the action's
 * own, a driver's or a console's).
 */
const PLANNABLE = String.raw`^\s*(select|insert|update|delete|with|values|table|merge)\M`;
const CATALOG = String.raw`\m(pg_\w+|information_schema)\M`;

/**
 * The parent's top statements by total execution time in this database, from its
 * `pg_stat_statements`: one read-only query. Texts are normalised (constants became `$n`): no
 * literal value leaves production. Texts the role may not read are left out.
 */
export async function readParentStatements(
  run: RunQuery,
  top: number,
): Promise<CheckedStatement[]> {
  const rows = await run(
    `SELECT query, calls::float8 AS calls
       FROM pg_stat_statements
      WHERE dbid = (SELECT oid FROM pg_catalog.pg_database WHERE datname = current_database())
        AND toplevel
        AND query ~* $1 AND query !~* $2
        AND length(query) <= $3
      ORDER BY total_exec_time DESC
      LIMIT $4`,
    [PLANNABLE, CATALOG, MAX_PARENT_STATEMENT_CHARS, top],
  );
  return rows.map((r) => ({ text: String(r.query), calls: Number(r.calls) }));
}

/** What the log says when the parent's statements cannot be read: one line, never a failure. */
export function parentReadProblem(
  error: { message?: string; code?: string },
  whose = "the parent's",
): string {
  if (error.code === "42P01")
    return `${whose} database has no pg_stat_statements view: run CREATE EXTENSION pg_stat_statements there (Neon's computes load the library)`;
  if (error.code === "55000")
    return `${whose} compute does not load pg_stat_statements (shared_preload_libraries)`;
  if (error.code === "42501")
    return "the role may not read pg_stat_statements: grant it pg_read_all_stats, or use the database's owner";
  return `could not read ${whose} pg_stat_statements: ${String(error.message ?? error).split("\n")[0]}`;
}
