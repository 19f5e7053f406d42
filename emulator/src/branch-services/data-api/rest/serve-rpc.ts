import { type Answer, json, type RequestScope } from "./answers.ts";
import { maxAffectedError, RestError, singularError } from "./errors.ts";
import { applyQuery, buildReadNode, parseSelectParam, type ReadNode } from "./read-plan.ts";
import { readBody } from "./request.ts";
import { type BodyShape, ident, newContext, readStatement } from "./sql.ts";
import { callSql, findFunction, rowsTable } from "./sql-rpc.ts";
import { inTransaction } from "./transaction.ts";

/**
 * `rpc/<name>`: arguments from the query (GET, HEAD) or the JSON body (POST); a function
 * returning rows is read like a table (select, filters, order, embedding), a scalar answers its
 * value, `void` answers 204.
 */
export async function callFunction(scope: RequestScope, name: string): Promise<Answer> {
  const { request, method, cache, schema, entries, prefs, pool, identity, rollback, accept } =
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
  const ctx = newContext(cache);
  // The result decides between COMMIT and ROLLBACK: the call runs in an explicit transaction.
  const checked =
    accept === "object" || (prefs.handling === "strict" && prefs.maxAffected !== undefined);
  const call = callSql(ctx, fn, args);
  const table = fn.returnsComposite ? rowsTable(cache, fn) : undefined;
  if (table) {
    const shape: BodyShape = accept === "object" || !fn.returnsSet ? "object" : "array";
    const node = buildReadNode(
      cache,
      table,
      parseSelectParam(entries.find(([k]) => k === "select")?.[1] ?? null),
      fn.name,
    );
    applyQuery(cache, node, rest);
    const alias = fn.name;
    // The call's parameters come first; the read's follow in the same context.
    const statement = readStatement(
      ctx,
      { ...node, limit: undefined, offset: undefined } as ReadNode,
      { from: `${call} AS ${ident(alias)}`, alias },
      {
        count: prefs.count,
        shape,
        ...(node.limit !== undefined ? { limit: node.limit } : {}),
        ...(node.offset !== undefined ? { offset: node.offset } : {}),
      },
    );
    const result = await inTransaction(
      pool,
      identity,
      { readOnly: reading, rollback, checked },
      { text: statement.sql, values: statement.values },
      (r) => {
        const [total, page, body] = r.rows[0] ?? [];
        refuseRows(scope, Number(page));
        return { total, page, body: body ?? "" };
      },
    );
    const page = Number(result.page);
    return {
      status: 200,
      headers: {
        "Content-Type": json,
        "Content-Range": `${page === 0 ? "*" : `0-${page - 1}`}/${result.total ?? "*"}`,
      },
      body: shape === "object" && !fn.returnsSet && result.body === "" ? "null" : result.body,
    };
  }
  if (fn.returnsVoid) {
    await inTransaction(
      pool,
      identity,
      { readOnly: reading, rollback, checked },
      { text: `SELECT ${call}`, values: ctx.params.values },
      (r) => refuseRows(scope, r.count),
    );
    return { status: 204, headers: {}, body: undefined };
  }
  // A set is answered as an array, or as its one item for a singular Accept.
  const text = fn.returnsSet
    ? `SELECT ${accept === "object" ? "coalesce((json_agg(pgrst_scalar) -> 0)::text, 'null')" : "coalesce(json_agg(pgrst_scalar), '[]')::text"} AS body, pg_catalog.count(*) AS page FROM ${call} AS pgrst_scalar`
    : `SELECT coalesce(to_json(${call})::text, 'null') AS body, 1 AS page`;
  const body = await inTransaction(
    pool,
    identity,
    { readOnly: reading, rollback, checked },
    { text, values: ctx.params.values },
    (r) => {
      refuseRows(scope, Number(r.rows[0]?.[1]));
      return r.rows[0]?.[0] ?? "null";
    },
  );
  return { status: 200, headers: { "Content-Type": json }, body };
}

/** PostgREST's checks of a call's rows once it ran: a singular Accept wants one, max-affected at most n. */
function refuseRows(scope: RequestScope, rows: number): void {
  if (scope.accept === "object" && rows !== 1) throw singularError(rows);
  const { handling, maxAffected } = scope.prefs;
  if (handling === "strict" && maxAffected !== undefined && rows > maxAffected)
    throw maxAffectedError(rows);
}
