import type { IncomingMessage } from "node:http";
import type pg from "pg";
import type { DataApiInstance } from "../core/instance.ts";
import type { Preferences } from "../request/request.ts";
import type { SchemaCache } from "../schema-cache/schema-cache.ts";
import type { RequestIdentity } from "../transaction/transaction.ts";

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
  entries: Array<[string, string]>;
  rollback: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

export const json = "application/json; charset=utf-8";

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
