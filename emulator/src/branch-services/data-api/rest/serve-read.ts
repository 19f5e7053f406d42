import { type Answer, contentTypeOf, type RequestScope, toCsv } from "./answers.ts";
import { RestError, singularError } from "./errors.ts";
import type { ReadNode } from "./read-plan.ts";
import { rangeHeader } from "./request.ts";
import { type BodyShape, newContext, readStatement } from "./sql.ts";
import { inTransaction } from "./transaction.ts";

/**
 * A read of a table (GET, HEAD): the page from `limit`/`offset` or `Range`
 * (capped by `db_max_rows`), the count with `Prefer: count=…`, Content-Range, 206 and 416.
 */
export async function readRows(
  scope: RequestScope,
  node: ReadNode,
  source: { from: string; alias: string },
  shape: BodyShape,
): Promise<Answer> {
  const { request, instance, cache, prefs, pool, identity, rollback, accept } = scope;
  const range = rangeHeader(request);
  const offset = node.offset ?? range?.offset ?? 0;
  let limit = node.limit ?? range?.limit;
  const max = instance.settings.db_max_rows;
  if (max !== undefined && (limit === undefined || limit > max)) limit = max;
  const rootNode = { ...node, limit: undefined, offset: undefined } as ReadNode;
  const ctx = newContext(cache);
  const statement = readStatement(ctx, rootNode, source, {
    count: prefs.count,
    shape,
    ...(limit !== undefined ? { limit } : {}),
    ...(offset > 0 ? { offset } : {}),
  });
  const result = await inTransaction(
    pool,
    identity,
    { readOnly: true, rollback, checked: false },
    { text: statement.sql, values: statement.values },
    (r) => {
      const [total, pageText, body] = r.rows[0] ?? [];
      const page = Number(pageText);
      if (shape === "object" && page !== 1) throw singularError(page);
      return { total: total == null ? undefined : Number(total), page, body: body ?? "" };
    },
  );
  if (result.total !== undefined && offset > 0 && offset >= result.total && result.page === 0) {
    throw new RestError(416, "PGRST103", "Requested range not satisfiable", {
      details: `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
    });
  }
  const rangeText = result.page === 0 ? "*" : `${offset}-${offset + result.page - 1}`;
  const headers: Record<string, string> = {
    "Content-Range": `${rangeText}/${result.total ?? "*"}`,
    "Content-Type": contentTypeOf(accept, shape),
  };
  if (prefs.count) headers["Preference-Applied"] = `count=${prefs.count}`;
  const partial = result.total !== undefined && result.page < result.total;
  return {
    status: partial ? 206 : 200,
    headers,
    body: accept === "csv" ? toCsv(result.body, node) : result.body,
  };
}
