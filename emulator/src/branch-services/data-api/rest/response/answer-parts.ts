import { RestError } from "../core/errors.ts";
import type { BodyHandler } from "../query/statements.ts";
import { contentType, type Negotiated } from "../request/media-types.ts";
import type { StatementResult } from "../transaction/pipeline.ts";
import type { Answer } from "./answers.ts";

/** The pieces of PostgREST's answers (Response.hs, RangeQuery.hs) its handlers share. */

/** RangeQuery.contentRangeH: `lower-upper/total`, `*` for an empty range, `*` for no total. */
export function contentRange(lower: number, upper: number, total: number | undefined): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : "*";
  return `${range}/${total ?? "*"}`;
}

/** RangeQuery.rangeStatusHeader: 416 past the total, 206 for part of it, else 200. */
export function rangeStatus(
  offset: number,
  page: number,
  total: number | undefined,
): { status: number; contentRange: string } {
  const upper = offset + page - 1;
  const range = contentRange(offset, upper, total);
  if (total === undefined) return { status: 200, contentRange: range };
  if (offset > total) {
    throw new RestError(416, "PGRST103", "Requested range not satisfiable", {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      headers: { "Content-Range": range },
    });
  }
  return { status: 1 + upper - offset < total ? 206 : 200, contentRange: range };
}

/** A statement's checked result: the plan it was EXPLAINed to, or its answer's parts. */
export type Outcome<T> = { plan: StatementResult } | T;

/** The body a negotiated media type is built with; HEAD builds none. */
export function handlerFor(negotiated: Negotiated, head: boolean): BodyHandler {
  if (head) return { kind: "none" };
  const target = negotiated.kind === "plan" ? negotiated.for : negotiated;
  return target.kind === "csv"
    ? { kind: "csv" }
    : { kind: target.kind === "object" ? "object" : "array", strip: target.strip };
}

/** An EXPLAIN's answer: its rows, one per line (PostgREST's planRow). */
export function planAnswer(negotiated: Negotiated, result: StatementResult): Answer {
  const body = result.rows.map((r) => `${r[0] ?? ""}\n`).join("");
  return { status: 200, headers: { "Content-Type": contentType(negotiated) }, body };
}

/** The planner's row estimate from `EXPLAIN (FORMAT JSON)` of the count query. */
export function plannedRows(result: StatementResult | undefined): number | undefined {
  const text = result?.rows[0]?.[0];
  if (!text) return undefined;
  const plan = JSON.parse(text) as Array<{ Plan?: { "Plan Rows"?: number } }>;
  return plan[0]?.Plan?.["Plan Rows"];
}
