import type { IncomingMessage } from "node:http";
import type pg from "pg";
import type { DataApiInstance } from "./instance.ts";
import type { ReadNode } from "./read-plan.ts";
import type { Accepted, Preferences } from "./request.ts";
import type { SchemaCache } from "./schema-cache.ts";
import type { BodyShape } from "./sql.ts";
import type { RequestIdentity } from "./transaction.ts";

/** One request as the service has resolved it, and its answer. */
export interface RequestScope {
  request: IncomingMessage;
  method: string;
  url: URL;
  instance: DataApiInstance;
  /** The exposed schema the request is about (its profile). */
  schema: string;
  identity: RequestIdentity;
  pool: pg.Pool;
  cache: SchemaCache;
  prefs: Preferences;
  accept: Accepted;
  entries: Array<[string, string]>;
  rollback: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

export const json = "application/json; charset=utf-8";

export function contentTypeOf(accept: Accepted, shape: BodyShape): string {
  if (accept === "csv") return "text/csv; charset=utf-8";
  return shape === "object" ? "application/vnd.pgrst.object+json; charset=utf-8" : json;
}

/** CORS as `server_cors_allowed_origins` says: any origin by default, else those listed. */
export function corsHeaders(
  request: IncomingMessage,
  instance: DataApiInstance | undefined,
): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  const allowed = instance?.settings.server_cors_allowed_origins;
  if (allowed === undefined || allowed.trim() === "" || allowed.trim() === "*") {
    return {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers":
        "Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit",
    };
  }
  const list = allowed.split(",").map((s) => s.trim());
  return list.includes(origin)
    ? {
        "Access-Control-Allow-Origin": origin,
        Vary: "Origin",
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Expose-Headers": "Content-Range, Location",
      }
    : {};
}

/** PostgREST's CSV: a header of the column names, then one line per row. */
export function toCsv(bodyText: string, node: ReadNode): string {
  const rows = JSON.parse(bodyText || "[]") as Array<Record<string, unknown>>;
  const list = Array.isArray(rows) ? rows : [rows];
  const names = list[0]
    ? Object.keys(list[0])
    : node.columns.flatMap((c) => (c.kind === "field" ? [c.output] : [c.node.name]));
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return "";
    const text = typeof v === "object" ? JSON.stringify(v) : String(v);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [
    names.map(cell).join(","),
    ...list.map((r) => names.map((n) => cell(r[n])).join(",")),
  ].join("\n");
}
