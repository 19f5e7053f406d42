// Which operation of an OpenAPI document a method and a concrete path name, as a server routes.
import { isRecord, type Json } from "./openapi-schema.ts";

type Segment = { literal?: string; regex: RegExp; names: string[]; rank: number };
export type Route = { template: string; segments: Segment[]; item: Json };
export type Operation = {
  name: string;
  template: string;
  method: string;
  def: Json;
  /** The path item, whose parameters apply to each of its operations. */
  item: Json;
  /** Path parameters by name, decoded. */
  pathParams: Record<string, string>;
};

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

export function findOperation(
  routes: Route[],
  method: string,
  path: string,
  title: string,
): Operation | string {
  const parts = splitPath(path).map(safeDecode);
  const candidates = routes.filter((route) => matches(route, parts));
  if (candidates.length === 0) return `no path in ${title} matches ${path}`;
  // Routing picks the path first (literal segments win over {param}), then the method.
  const route = candidates.reduce((best, next) => (moreSpecific(next, best) ? next : best));
  const key = method.toLowerCase();
  const def = route.item[key];
  if (!isRecord(def)) {
    const allowed = METHODS.filter((m) => isRecord(route.item[m])).map((m) => m.toUpperCase());
    return `no ${method.toUpperCase()} operation on ${route.template} (documented: ${allowed.join(", ")})`;
  }
  const name =
    typeof def.operationId === "string"
      ? def.operationId
      : `${key.toUpperCase()} ${route.template}`;
  const pathParams: Record<string, string> = {};
  route.segments.forEach((segment, i) => {
    const values = segment.regex.exec(parts[i] ?? "")?.slice(1) ?? [];
    segment.names.forEach((name, j) => {
      pathParams[name] = values[j] ?? "";
    });
  });
  return { name, template: route.template, method: key, def, item: route.item, pathParams };
}

/** The path alone: no scheme and host, no query, no API prefix, no trailing slash. */
export function normalizePath(raw: string, apiPrefix = ""): string {
  let path = /^https?:\/\//i.test(raw) ? new URL(raw).pathname : raw;
  path = path.split(/[?#]/, 1)[0] ?? "";
  if (apiPrefix && (path === apiPrefix || path.startsWith(`${apiPrefix}/`)))
    path = path.slice(apiPrefix.length);
  if (!path.startsWith("/")) path = `/${path}`;
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export function toSegments(template: string): Segment[] {
  return splitPath(template).map(toSegment);
}

function splitPath(path: string): string[] {
  return path.split("/").filter((part) => part !== "");
}

function toSegment(part: string): Segment {
  if (!part.includes("{")) return { literal: part, regex: /^$/, names: [], rank: 2 };
  const names: string[] = [];
  const source = part
    .split(/(\{[^}]+\})/)
    .map((piece) => {
      if (!piece.startsWith("{")) return piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(piece.slice(1, -1));
      // Paths are split before they are decoded: an encoded `/` (`heads%2Fmain`, as Octokit
      // sends GitHub's `{ref}`) is part of its segment's value.
      return "(.+)";
    })
    .join("");
  return { regex: new RegExp(`^${source}$`), names, rank: /^\{[^}]+\}$/.test(part) ? 0 : 1 };
}

function matches(route: Route, parts: string[]): boolean {
  if (route.segments.length !== parts.length) return false;
  return route.segments.every((segment, i) => {
    const part = parts[i] ?? "";
    return segment.literal === undefined ? segment.regex.test(part) : segment.literal === part;
  });
}

// Compares left to right: the first segment where one route is more literal decides.
function moreSpecific(a: Route, b: Route): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const diff = (a.segments[i]?.rank ?? 0) - (b.segments[i]?.rank ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
