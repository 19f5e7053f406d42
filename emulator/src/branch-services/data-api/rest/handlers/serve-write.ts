import { maxAffectedError, RestError, singularError } from "../core/errors.ts";
import { parseSelectParam, planRead } from "../plan/read-plan.ts";
import { newContext } from "../query/sql.ts";
import {
  deleteCte,
  insertCte,
  parseColumnsParam,
  updateCte,
  type WriteCte,
} from "../query/sql-write.ts";
import { explainStatement, writeStatement } from "../query/statements.ts";
import { contentType, negotiate } from "../request/media-types.ts";
import { readBody } from "../request/request.ts";
import type { Outcome } from "../response/answer-parts.ts";
import { contentRange, handlerFor, planAnswer } from "../response/answer-parts.ts";
import type { Answer, RequestScope } from "../response/answers.ts";
import type { Table } from "../schema-cache/schema-cache.ts";
import { inTransaction } from "../transaction/transaction.ts";

/**
 * POST (insert, upsert), PATCH and DELETE on a table, answered as PostgREST's Response.hs:
 * `Prefer: return=…`, `count=exact` in Content-Range, max-affected with `handling=strict`, a
 * singular representation; 201 for an insert (200 for a merge upsert that only updated), 200
 * or 204 otherwise.
 */
export async function writeRows(scope: RequestScope, table: Table): Promise<Answer> {
  const { method, url, cache, prefs, pool, identity, rollback, request, schema, instance } = scope;
  if (method !== "POST" && method !== "PATCH" && method !== "DELETE") {
    throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
  }
  const returning = prefs.return ?? "minimal";
  const { plan, rootConditions } = planRead({
    cache,
    schema,
    root: { schema: table.schema, name: table.name },
    rootTable: table,
    action: "mutate",
    select: parseSelectParam(url.searchParams.get("select")),
    entries: scope.entries,
    maxRows: undefined,
    aggregatesEnabled: instance.settings.db_aggregates_enabled,
  });
  const negotiated = negotiate(request, instance.settings.db_plan_enabled);
  const body = method === "DELETE" ? undefined : await readBody(request);
  const ctx = newContext(cache);
  let write: WriteCte | undefined;
  if (method === "POST") {
    if (body === undefined) throw new RestError(400, "PGRST102", "Empty or invalid json");
    if (Array.isArray(body) && body.length === 0) return emptyInsert(scope, negotiated);
    const columns = url.searchParams.get("columns");
    const onConflict = url.searchParams.get("on_conflict");
    write = insertCte(ctx, table, body, {
      columns: columns !== null ? parseColumnsParam(columns) : undefined,
      missingDefault: prefs.missing === "default",
      onConflict: onConflict !== null ? parseColumnsParam(onConflict) : undefined,
      resolution: prefs.resolution,
    });
  } else if (method === "PATCH") {
    write = updateCte(ctx, table, body ?? {}, rootConditions);
  } else {
    write = deleteCte(ctx, table, rootConditions);
  }
  if (write === undefined) {
    return {
      status: returning === "representation" ? 200 : 204,
      headers: { "Content-Range": "*/*", "Content-Type": contentType(negotiated) },
      body: returning === "representation" ? "[]" : undefined,
    };
  }
  const represent = returning === "representation";
  const statement = writeStatement(
    ctx,
    write.cte,
    represent ? plan : undefined,
    represent ? handlerFor(negotiated, false) : { kind: "none" },
    {
      firstRow: returning === "headers-only" && method === "POST",
      ...(write.insertedFrom !== undefined ? { insertedFrom: write.insertedFrom } : {}),
    },
  );
  const strict =
    prefs.handling === "strict" && prefs.maxAffected !== undefined && method !== "POST";
  const singular =
    negotiated.kind === "object" ||
    (negotiated.kind === "plan" && negotiated.for.kind === "object");
  const text =
    negotiated.kind === "plan"
      ? explainStatement(negotiated.format, negotiated.options, statement)
      : statement;
  // PostgREST checks the rows written (a singular Accept, max-affected) before it commits: the
  // write runs in an explicit transaction then.
  const result = await inTransaction(
    pool,
    identity,
    { readOnly: false, rollback, checked: negotiated.kind !== "plan" && (strict || singular) },
    { text, values: ctx.params.values },
    (
      r,
    ): Outcome<{
      page: number;
      body: string;
      firstRow: string | undefined;
      inserted: number | undefined;
    }> => {
      if (negotiated.kind === "plan") return { plan: r };
      const [, pageText, bodyText, firstRow, inserted] = r.rows[0] ?? [];
      const page = Number(pageText);
      if (singular && page !== 1) throw singularError(page);
      if (strict && page > (prefs.maxAffected as number)) throw maxAffectedError(page);
      return {
        page,
        body: bodyText ?? "",
        firstRow: firstRow ?? undefined,
        inserted: inserted == null ? undefined : Number(inserted),
      };
    },
  );
  if ("plan" in result) return planAnswer(negotiated, result.plan);
  const counted = prefs.count === "exact" || prefs.count === "estimated" ? result.page : undefined;
  const headers: Record<string, string> = {
    "Content-Range":
      method === "PATCH" ? contentRange(0, result.page - 1, counted) : contentRange(1, 0, counted),
  };
  const applied = [
    prefs.resolution && method === "POST" ? `resolution=${prefs.resolution}` : "",
    prefs.return ? `return=${prefs.return}` : "",
    prefs.count ? `count=${prefs.count}` : "",
    prefs.tx ? `tx=${prefs.tx}` : "",
    prefs.missing ? `missing=${prefs.missing}` : "",
    prefs.handling && method !== "POST" ? `handling=${prefs.handling}` : "",
    prefs.maxAffected !== undefined && method !== "POST" ? `max-affected=${prefs.maxAffected}` : "",
  ].filter((p) => p !== "");
  if (applied.length > 0) headers["Preference-Applied"] = applied.join(", ");
  if (returning === "headers-only" && result.page === 1 && result.firstRow && table.pk.length > 0) {
    const row = JSON.parse(result.firstRow) as Record<string, unknown>;
    headers.Location = `/${encodeURIComponent(table.name)}?${table.pk
      .map(
        (c) =>
          `${encodeURIComponent(c)}=${row[c] === null ? "is.null" : `eq.${encodeURIComponent(String(row[c]))}`}`,
      )
      .join("&")}`;
  }
  const onlyUpdated = prefs.resolution === "merge-duplicates" && result.inserted === 0;
  const status = method === "POST" ? (onlyUpdated ? 200 : 201) : represent ? 200 : 204;
  if (!represent) return { status: method === "POST" ? status : 204, headers, body: undefined };
  headers["Content-Type"] = contentType(negotiated);
  return { status, headers, body: result.body };
}

/** An insert of no rows: nothing to run. */
function emptyInsert(scope: RequestScope, negotiated: ReturnType<typeof negotiate>): Answer {
  if (negotiated.kind === "object") throw singularError(0);
  const counted = scope.prefs.count === "exact" ? 0 : undefined;
  return {
    status: 201,
    headers: {
      "Content-Range": contentRange(1, 0, counted),
      "Content-Type": contentType(negotiated),
    },
    body: scope.prefs.return === "representation" ? "[]" : undefined,
  };
}
