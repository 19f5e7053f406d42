import type { IncomingMessage } from "node:http";
import { RestError } from "../core/errors.ts";

/**
 * PostgREST's content negotiation (MediaType.hs, negotiateContent): the Accept header's media
 * types by quality, the first the service produces wins: JSON, a singular object, CSV, and
 * (only when the Data API's `db_plan_enabled` setting is on, PostgREST's db-plan-enabled) an
 * EXPLAIN plan of the statement. None produced: 406 PGRST107.
 */

export type PlanFormat = "json" | "text";

export type Produced =
  | { kind: "json"; strip: boolean }
  | { kind: "object"; strip: boolean }
  | { kind: "csv" };

export type Negotiated =
  | Produced
  | { kind: "plan"; format: PlanFormat; for: Produced; options: string[]; forMime: string };

interface MediaType {
  type: string;
  params: Map<string, string>;
  raw: string;
}

const planOptions = ["analyze", "verbose", "settings", "buffers", "wal"];

/** wai-extra's parseHttpAccept: by quality, then by specificity (parameters less wildcards). */
function acceptList(header: string): MediaType[] {
  const items = header
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .map((text, index) => {
      const parts = text.split(";").map((p) => p.trim());
      const params = new Map<string, string>();
      let quality = 1;
      const kept = [parts[0] ?? ""];
      for (const part of parts.slice(1)) {
        const eq = part.indexOf("=");
        if (eq < 0) continue;
        const key = part.slice(0, eq).trim().toLowerCase();
        const value = part
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, "$1");
        if (key === "q") quality = Number(value) || 0;
        else {
          params.set(key, value);
          kept.push(part);
        }
      }
      const raw = kept.join(";");
      const specificity = (raw.match(/;/g)?.length ?? 0) - (raw.match(/\*/g)?.length ?? 0);
      return { type: (parts[0] ?? "").toLowerCase(), params, raw, quality, specificity, index };
    });
  items.sort((a, b) => b.quality - a.quality || b.specificity - a.specificity || a.index - b.index);
  return items;
}

function produced(mt: { type: string; params: Map<string, string> }): Produced | undefined {
  const strip = mt.params.get("nulls") === "stripped";
  switch (mt.type) {
    case "application/json":
    case "*/*":
    case "application/*":
    case "application/openapi+json":
      return { kind: "json", strip: false };
    case "application/vnd.pgrst.array+json":
    case "application/vnd.pgrst.array":
      return { kind: "json", strip };
    case "application/vnd.pgrst.object+json":
    case "application/vnd.pgrst.object":
      return { kind: "object", strip };
    case "text/csv":
    case "text/*":
      return { kind: "csv" };
    default:
      return undefined;
  }
}

/** PostgREST's toMime of a requested media type, for PGRST107's message. */
function mimeOf(mt: MediaType): string {
  if (mt.type.startsWith("application/vnd.pgrst.plan")) {
    const format = mt.type.endsWith("+json") ? "json" : "text";
    const options = (mt.params.get("options") ?? "")
      .split("|")
      .filter((o) => planOptions.includes(o));
    return `application/vnd.pgrst.plan+${format}; for="${mt.params.get("for") ?? "application/json"}"${options.length > 0 ? `; options=${options.join("|")}` : ""}`;
  }
  return mt.raw;
}

export function negotiate(request: IncomingMessage, planEnabled: boolean): Negotiated {
  const header = request.headers.accept;
  const list = acceptList(header === undefined || header.trim() === "" ? "*/*" : header);
  for (const mt of list) {
    if (mt.type.startsWith("application/vnd.pgrst.plan")) {
      if (!planEnabled) continue;
      const forMime = mt.params.get("for") ?? "application/json";
      const target = acceptList(forMime)[0];
      const forType = target ? produced(target) : undefined;
      if (!forType) continue;
      const options = (mt.params.get("options") ?? "").split("|");
      return {
        kind: "plan",
        format: mt.type.endsWith("+json") ? "json" : "text",
        for: forType,
        options: planOptions.filter((o) => options.includes(o)),
        forMime,
      };
    }
    const found = produced(mt);
    if (found) return found;
  }
  throw new RestError(
    406,
    "PGRST107",
    `None of these media types are available: ${list.map(mimeOf).join(", ")}`,
  );
}

/** The answer's Content-Type, as PostgREST's toContentType. */
export function contentType(negotiated: Negotiated): string {
  switch (negotiated.kind) {
    case "json":
      return negotiated.strip
        ? "application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8"
        : "application/json; charset=utf-8";
    case "object":
      return `application/vnd.pgrst.object+json${negotiated.strip ? ";nulls=stripped" : ""}; charset=utf-8`;
    case "csv":
      return "text/csv; charset=utf-8";
    case "plan":
      return `application/vnd.pgrst.plan+${negotiated.format}; for="${negotiated.forMime}"${negotiated.options.length > 0 ? `; options=${negotiated.options.join("|")}` : ""}; charset=utf-8`;
  }
}
