import type { ReadPlan } from "../plan/read-plan-types.ts";
import type { PlanFormat } from "../request/media-types.ts";
import { countQuery, readPlanQuery } from "./read-sql.ts";
import type { SqlContext } from "./sql.ts";

/**
 * The one statement of a request, as PostgREST's Statements.hs writes it: the rows in a CTE
 * (`pgrst_source`: the read, the write with RETURNING, or the call), an optional count of them,
 * then one row: the total, the page's row count and the body, built by the database. Under
 * `Accept: application/vnd.pgrst.plan` the same statement is EXPLAINed instead.
 */

/** How the body is built (PostgREST's media handlers). */
export type BodyHandler =
  | { kind: "array"; strip: boolean }
  | { kind: "object"; strip: boolean }
  | { kind: "csv" }
  | { kind: "none" };

/** What a function returns, for its body: one value, a set of values, one row, or rows. */
export type CallShape = "scalar" | "setof-scalar" | "single-row" | "rows";

const row = "_postgrest_t";

function strip(on: boolean, sql: string): string {
  return on ? `json_strip_nulls(${sql})` : sql;
}

/** PostgREST's CSV: the first row's keys, then each row as Postgres prints a record. */
const csvBody =
  "(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text as k FROM ( SELECT row_to_json(hh) as r from pgrst_source as hh limit 1) s) a) || '\n' || " +
  `coalesce(string_agg(substring(${row}::text, 2, length(${row}::text) - 2), '\n'), '')`;

export function bodySql(handler: BodyHandler, shape: CallShape = "rows"): string {
  const scalar = shape === "scalar" || shape === "setof-scalar";
  const value = scalar ? `${row}.pgrst_scalar` : row;
  switch (handler.kind) {
    case "none":
      return "''::text";
    case "csv":
      return csvBody;
    case "object":
      return `coalesce(${strip(handler.strip, `json_agg(${value})->0`)}, 'null')::text`;
    case "array":
      if (shape === "scalar" || shape === "single-row") {
        return `coalesce(${strip(handler.strip, `json_agg(${value})->0`)}, 'null')::text`;
      }
      return `coalesce(${strip(handler.strip, `json_agg(${value})`)}, '[]')::text`;
  }
}

export interface CountOptions {
  count: boolean;
  /** `count=estimated`: the exact count stops past db_max_rows. */
  limit?: number | undefined;
}

function countParts(ctx: SqlContext, plan: ReadPlan, options: CountOptions): [string, string] {
  if (!options.count) return ["", "null::bigint"];
  const limit = options.limit !== undefined ? ` LIMIT ${ctx.params.add(options.limit)}` : "";
  return [
    `, pgrst_source_count AS (${countQuery(ctx, plan)}${limit})`,
    "(SELECT pg_catalog.count(*) FROM pgrst_source_count)",
  ];
}

/** A read of a table or view: columns total, page, body. */
export function readStatement(
  ctx: SqlContext,
  plan: ReadPlan,
  handler: BodyHandler,
  count: CountOptions,
): string {
  const source = readPlanQuery(ctx, plan);
  const [countCte, total] = countParts(ctx, plan, count);
  return `WITH pgrst_source AS ( ${source} )${countCte} SELECT ${total} AS total_result_set, pg_catalog.count(${row}) AS page_total, ${bodySql(handler)} AS body FROM ( SELECT * FROM pgrst_source ) ${row}`;
}

/** A call: columns total, page, body. */
export function callStatement(
  ctx: SqlContext,
  call: string,
  plan: ReadPlan,
  handler: BodyHandler,
  shape: CallShape,
  count: CountOptions,
): string {
  const [countCte, total] = countParts(ctx, plan, count);
  const page = shape === "scalar" || shape === "single-row" ? "1" : `pg_catalog.count(${row})`;
  return `WITH pgrst_source AS (${call})${countCte} SELECT ${total} AS total_result_set, ${page} AS page_total, ${bodySql(handler, shape)} AS body FROM (${readPlanQuery(ctx, plan)}) ${row}`;
}

/**
 * A write: columns total (always null), page (the rows written), body, the first row's JSON
 * (for a Location), and how many rows an upsert inserted rather than updated.
 */
export function writeStatement(
  ctx: SqlContext,
  write: string,
  plan: ReadPlan | undefined,
  handler: BodyHandler,
  extra: { firstRow: boolean; insertedFrom?: string },
): string {
  const rows = plan ? readPlanQuery(ctx, plan) : "SELECT * FROM pgrst_source";
  const firstRow = extra.firstRow
    ? "(SELECT row_to_json(_) FROM pgrst_source AS _ LIMIT 1)::text"
    : "NULL::text";
  const inserted = extra.insertedFrom ?? "NULL::bigint";
  return `WITH ${write} SELECT NULL::bigint AS total_result_set, pg_catalog.count(${row}) AS page_total, ${bodySql(handler)} AS body, ${firstRow} AS first_row, ${inserted} AS inserted FROM (${rows}) ${row}`;
}

/** PostgREST's explainF. */
export function explainStatement(format: PlanFormat, options: string[], statement: string): string {
  const list = [`FORMAT ${format.toUpperCase()}`, ...options.map((o) => o.toUpperCase())];
  return `EXPLAIN (${list.join(", ")}) ${statement}`;
}

/** `Prefer: count=planned|estimated`: the planner's row estimate of the count query. */
export function plannedCountStatement(ctx: SqlContext, plan: ReadPlan): string {
  return `EXPLAIN (FORMAT JSON) ${countQuery(ctx, plan)}`;
}
