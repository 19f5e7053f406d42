import { singularError } from "../core/errors.ts";
import { parseSelectParam, planRead } from "../plan/read-plan.ts";
import { newContext } from "../query/sql.ts";
import { explainStatement, plannedCountStatement, readStatement } from "../query/statements.ts";
import { contentType, negotiate } from "../request/media-types.ts";
import { rangeHeader } from "../request/request.ts";
import type { Outcome } from "../response/answer-parts.ts";
import { handlerFor, planAnswer, plannedRows, rangeStatus } from "../response/answer-parts.ts";
import type { Answer, RequestScope } from "../response/answers.ts";
import type { Table } from "../schema-cache/schema-cache.ts";
import type { Statement } from "../transaction/pipeline.ts";
import { inTransaction } from "../transaction/transaction.ts";

/**
 * A read of a table or view (GET, HEAD): the page from `limit`/`offset` or `Range` (capped by
 * `db_max_rows`), the total with `Prefer: count=exact|planned|estimated`, Content-Range with
 * 206 and 416 as PostgREST answers, a singular object, CSV, or the statement's plan.
 */
export async function readRows(scope: RequestScope, table: Table): Promise<Answer> {
  const { request, instance, cache, prefs, pool, identity, rollback, url, schema } = scope;
  const settings = instance.settings;
  const max = settings.db_max_rows;
  const { plan } = planRead({
    cache,
    schema,
    root: { schema: table.schema, name: table.name },
    rootTable: table,
    action: "read",
    select: parseSelectParam(url.searchParams.get("select")),
    entries: scope.entries,
    maxRows: max,
    aggregatesEnabled: settings.db_aggregates_enabled,
  });
  const negotiated = negotiate(request, settings.db_plan_enabled);
  const range = rangeHeader(request);
  const offset = plan.offset ?? range?.offset ?? 0;
  let limit = plan.limit ?? range?.limit;
  if (max !== undefined && (limit === undefined || limit > max)) limit = max;
  plan.offset = offset;
  if (limit !== undefined) plan.limit = limit;
  else delete plan.limit;
  const exact = prefs.count === "exact" || prefs.count === "estimated";
  const estimate = prefs.count === "planned" || prefs.count === "estimated";
  const ctx = newContext(cache);
  const statement = readStatement(ctx, plan, handlerFor(negotiated, scope.method === "HEAD"), {
    count: exact,
    limit: prefs.count === "estimated" && max !== undefined ? max + 1 : undefined,
  });
  const main: Statement =
    negotiated.kind === "plan"
      ? {
          text: explainStatement(negotiated.format, negotiated.options, statement),
          values: ctx.params.values,
        }
      : { text: statement, values: ctx.params.values };
  const counting = newContext(cache);
  const statements: Statement[] =
    estimate && negotiated.kind !== "plan"
      ? [{ text: plannedCountStatement(counting, plan), values: counting.params.values }, main]
      : [main];
  const result = await inTransaction(
    pool,
    identity,
    { readOnly: true, rollback, checked: false },
    statements,
    (r, all): Outcome<{ page: number; body: string; total: number | undefined }> => {
      if (negotiated.kind === "plan") return { plan: r };
      const [total, pageText, body] = r.rows[0] ?? [];
      const page = Number(pageText);
      if (negotiated.kind === "object" && page !== 1) throw singularError(page);
      const exactTotal = total == null ? undefined : Number(total);
      const planned = estimate ? plannedRows(all[0]) : undefined;
      return { page, body: body ?? "", total: chooseTotal(prefs.count, exactTotal, planned, max) };
    },
  );
  if ("plan" in result) return planAnswer(negotiated, result.plan);
  const { status, contentRange } = rangeStatus(offset, result.page, result.total);
  const headers: Record<string, string> = {
    "Content-Range": contentRange,
    "Content-Type": contentType(negotiated),
  };
  if (prefs.count) headers["Preference-Applied"] = `count=${prefs.count}`;
  return { status, headers, body: result.body };
}

/** PostgREST's resultSetWTotal: planned is the estimate; estimated is it past db_max_rows. */
function chooseTotal(
  count: string | undefined,
  exact: number | undefined,
  planned: number | undefined,
  max: number | undefined,
): number | undefined {
  if (count === "planned") return planned;
  if (count === "estimated" && exact !== undefined && (max === undefined || exact > max)) {
    return Math.max(exact, planned ?? 0);
  }
  return exact;
}
