import { type Answer, contentTypeOf, json, type RequestScope, toCsv } from "./answers.ts";
import { maxAffectedError, RestError, singularError } from "./errors.ts";
import type { ReadNode } from "./read-plan.ts";
import type { Table } from "./schema-cache.ts";
import { type BodyShape, newContext } from "./sql.ts";
import {
  deleteStatement,
  insertStatement,
  parseColumnsParam,
  updateStatement,
} from "./sql-write.ts";
import { inTransaction } from "./transaction.ts";

/**
 * POST (insert, upsert), PATCH and DELETE on a table: `Prefer: return=…`, max-affected with
 * `handling=strict`, a singular representation; 201 for an insert, 200 or 204 otherwise.
 */
export async function writeRows(
  scope: RequestScope,
  table: Table,
  node: ReadNode,
  body: unknown,
  shape: BodyShape,
): Promise<Answer> {
  const { method, url, cache, prefs, pool, identity, rollback, accept } = scope;
  const returning = prefs.return ?? "minimal";
  const ctx = newContext(cache);
  const options = { returning, shape, representation: node };
  let sql: string | undefined;
  if (method === "POST") {
    if (body === undefined) throw new RestError(400, "PGRST102", "Empty or invalid json");
    if (Array.isArray(body) && body.length === 0) {
      if (shape === "object") throw singularError(0);
      return {
        status: 201,
        headers: { "Content-Range": "*/0", "Content-Type": json },
        body: returning === "representation" ? "[]" : undefined,
      };
    }
    const columns = url.searchParams.get("columns");
    const onConflict = url.searchParams.get("on_conflict");
    sql = insertStatement(
      ctx,
      table,
      body,
      {
        columns: columns !== null ? parseColumnsParam(columns) : undefined,
        missingDefault: prefs.missing === "default",
        onConflict: onConflict !== null ? parseColumnsParam(onConflict) : undefined,
        resolution: prefs.resolution,
      },
      options,
    ).sql;
  } else if (method === "PATCH") {
    sql = updateStatement(ctx, table, body ?? {}, node.conditions, options);
  } else if (method === "DELETE") {
    sql = deleteStatement(ctx, table, node.conditions, options);
  } else {
    throw new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`);
  }
  if (sql === undefined) {
    return {
      status: returning === "representation" ? 200 : 204,
      headers: { "Content-Range": "*/*", "Content-Type": json },
      body: returning === "representation" ? "[]" : undefined,
    };
  }
  const strict = prefs.handling === "strict" && prefs.maxAffected !== undefined;
  // PostgREST checks the rows a write touched (a singular Accept, whatever `return` says; and
  // max-affected) before it commits: the write runs in an explicit transaction then.
  const result = await inTransaction(
    pool,
    identity,
    { readOnly: false, rollback, checked: strict || shape === "object" },
    { text: sql, values: ctx.params.values },
    (r) => {
      const affected = returning === "representation" ? Number(r.rows[0]?.[1]) : r.count;
      if (shape === "object" && affected !== 1) throw singularError(affected);
      if (strict && affected > (prefs.maxAffected as number)) throw maxAffectedError(affected);
      return { affected, rows: r.rows };
    },
  );
  const headers: Record<string, string> = {
    "Content-Range":
      method === "POST" ? `*/*` : result.affected === 0 ? "*/*" : `0-${result.affected - 1}/*`,
  };
  const applied = [
    prefs.return ? `return=${prefs.return}` : "",
    prefs.tx ? `tx=${prefs.tx}` : "",
    prefs.resolution ? `resolution=${prefs.resolution}` : "",
    prefs.missing ? `missing=${prefs.missing}` : "",
  ].filter((p) => p !== "");
  if (applied.length > 0) headers["Preference-Applied"] = applied.join(", ");
  if (returning === "headers-only" && method === "POST" && table.pk.length > 0) {
    const first = result.rows[0];
    if (first) {
      const values = first;
      headers.Location = `/${encodeURIComponent(table.name)}?${table.pk.map((c, i) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(values[i]))}`).join("&")}`;
    }
  }
  const created = method === "POST" ? 201 : undefined;
  if (returning !== "representation") return { status: created ?? 204, headers, body: undefined };
  const text = result.rows[0]?.[2] ?? "[]";
  headers["Content-Type"] = contentTypeOf(accept, shape);
  return { status: created ?? 200, headers, body: accept === "csv" ? toCsv(text, node) : text };
}
