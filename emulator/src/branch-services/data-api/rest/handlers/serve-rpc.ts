import { maxAffectedError, RestError, singularError } from "../core/errors.ts";
import { parseSelectParam, planRead } from "../plan/read-plan.ts";
import { newContext } from "../query/sql.ts";
import { callQuery, callSql, findFunction, rowsTable } from "../query/sql-rpc.ts";
import { type CallShape, callStatement, explainStatement } from "../query/statements.ts";
import { contentType, negotiate } from "../request/media-types.ts";
import { rangeHeader, readBody } from "../request/request.ts";
import type { Outcome } from "../response/answer-parts.ts";
import { handlerFor, planAnswer, rangeStatus } from "../response/answer-parts.ts";
import type { Answer, RequestScope } from "../response/answers.ts";
import type { DbFunction } from "../schema-cache/schema-cache.ts";
import { inTransaction } from "../transaction/transaction.ts";

/**
 * `rpc/<name>`: arguments from the query (GET, HEAD) or the JSON body (POST), the call read
 * like a table (select, filters, order, embedding, a page), answered as PostgREST's Response.hs:
 * Content-Range with `Prefer: count=exact`, 206 for part of the rows, 204 for `void`,
 * max-affected with `handling=strict`.
 */
export async function callFunction(scope: RequestScope, name: string): Promise<Answer> {
  const { request, method, cache, schema, entries, prefs, pool, identity, rollback, instance } =
    scope;
  const reading = method === "GET" || method === "HEAD";
  if (!reading && method !== "POST")
    throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
  let args: Record<string, unknown> = {};
  let rest = entries;
  const candidates = cache.functions.filter((f) => f.schema === schema && f.name === name);
  if (reading) {
    const argNames = new Set(candidates.flatMap((f) => f.args.map((a) => a.name)));
    args = Object.fromEntries(entries.filter(([k]) => argNames.has(k)));
    rest = entries.filter(([k]) => !argNames.has(k));
  } else {
    const body = await readBody(request);
    if (body !== undefined && (body === null || typeof body !== "object" || Array.isArray(body))) {
      throw new RestError(
        400,
        "PGRST102",
        "Empty or invalid json: rpc takes one JSON object of arguments",
      );
    }
    args = (body ?? {}) as Record<string, unknown>;
  }
  const fn = findFunction(cache, schema, name, Object.keys(args));
  const strict = prefs.handling === "strict" && prefs.maxAffected !== undefined;
  if (strict && !fn.returnsSet) {
    throw new RestError(
      400,
      "PGRST128",
      "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
    );
  }
  const shape = shapeOf(fn);
  const table = fn.returnsComposite ? rowsTable(cache, fn) : undefined;
  const rootName = fn.returnsTable?.name ?? fn.name;
  const { plan } = planRead({
    cache,
    schema,
    root: { schema: fn.schema, name: rootName },
    rootTable: table,
    action: "call",
    select: parseSelectParam(rest.find(([k]) => k === "select")?.[1] ?? null),
    entries: rest,
    maxRows: instance.settings.db_max_rows,
    aggregatesEnabled: instance.settings.db_aggregates_enabled,
  });
  const negotiated = negotiate(request, instance.settings.db_plan_enabled);
  const range = rangeHeader(request);
  const offset = plan.offset ?? range?.offset ?? 0;
  let limit = plan.limit ?? range?.limit;
  const max = instance.settings.db_max_rows;
  if (max !== undefined && (limit === undefined || limit > max)) limit = max;
  plan.offset = offset;
  if (limit !== undefined) plan.limit = limit;
  const ctx = newContext(cache);
  // The call's parameters come first; the read's follow in the same context.
  const call = callQuery(callSql(ctx, fn, args), shape === "scalar" || shape === "setof-scalar");
  const statement = callStatement(
    ctx,
    call,
    plan,
    handlerFor(negotiated, method === "HEAD"),
    shape,
    { count: prefs.count === "exact" || prefs.count === "estimated" },
  );
  const singular = negotiated.kind === "object";
  const text =
    negotiated.kind === "plan"
      ? explainStatement(negotiated.format, negotiated.options, statement)
      : statement;
  // The result decides between COMMIT and ROLLBACK: the call runs in an explicit transaction.
  const result = await inTransaction(
    pool,
    identity,
    {
      readOnly: reading || !fn.volatile,
      rollback,
      checked: negotiated.kind !== "plan" && (singular || strict),
    },
    { text, values: ctx.params.values },
    (r): Outcome<{ page: number; body: string; total: number | undefined }> => {
      if (negotiated.kind === "plan") return { plan: r };
      const [total, pageText, body] = r.rows[0] ?? [];
      const page = Number(pageText ?? 0);
      if (singular && page !== 1) throw singularError(page);
      if (strict && page > (prefs.maxAffected as number)) throw maxAffectedError(page);
      return { total: total == null ? undefined : Number(total), page, body: body ?? "" };
    },
  );
  if ("plan" in result) return planAnswer(negotiated, result.plan);
  if (fn.returnsVoid) return { status: 204, headers: {}, body: undefined };
  const { status, contentRange } = rangeStatus(offset, result.page, result.total);
  const headers: Record<string, string> = {
    "Content-Range": contentRange,
    "Content-Type": contentType(negotiated),
  };
  if (prefs.count) headers["Preference-Applied"] = `count=${prefs.count}`;
  return { status, headers, body: method === "HEAD" ? undefined : result.body };
}

function shapeOf(fn: DbFunction): CallShape {
  if (fn.returnsVoid || !fn.returnsComposite) return fn.returnsSet ? "setof-scalar" : "scalar";
  return fn.returnsSet ? "rows" : "single-row";
}
