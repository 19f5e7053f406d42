import type { ServerResponse } from "node:http";
import type { Caller } from "../../services/access/access.ts";
import type { Platform } from "../../state/platform.ts";
import type { LoadedSeed } from "../../state/records/seed.ts";

export interface Reply {
  status: number;
  body?: unknown;
  /** An answer that is not JSON (a download's bytes), written in place of `body`. */
  raw?: RawAnswer;
}

/** Bytes answered as they are: the handler's headers, then `write` streams them. */
export interface RawAnswer {
  headers: Record<string, string>;
  /** What the request log keeps instead of the bytes. */
  description: string;
  /** Writes the body and ends the answer (or destroys it when the bytes cannot be read). */
  write(response: ServerResponse): Promise<void>;
}

export interface RequestContext {
  platform: Platform;
  caller: Caller;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** A `multipart/form-data` body (createProjectBranchFunctionDeployment's), unparsed; `body` is then undefined. */
  multipart?: MultipartBody;
}

export interface MultipartBody {
  contentType: string;
  bytes: Buffer;
}

/** Most handlers answer at once; those that read a branch's real data answer when it is read. */
export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

/** An admin API request: no caller (the admin API answers loopback clients only). */
export interface AdminContext {
  platform: Platform;
  /** Validates a seed for `reset`; an empty body means the built-in seed. */
  loadSeed: (input: unknown) => LoadedSeed;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export type AdminHandler = (ctx: AdminContext) => Reply | Promise<Reply>;

export interface Route<H = Handler> {
  method: string;
  /** Path template, e.g. /projects/{project_id}/endpoints. */
  template: string;
  handler: H;
}

interface CompiledRoute<H> extends Route<H> {
  regex: RegExp;
  names: string[];
}

export type RouteMatch<H = Handler> =
  | { kind: "found"; route: Route<H>; params: Record<string, string> }
  | { kind: "method_not_allowed"; allowed: string[] }
  | { kind: "not_found" };

export class Router<H = Handler> {
  private readonly routes: CompiledRoute<H>[];

  constructor(routes: Route<H>[]) {
    this.routes = routes.map((route) => {
      const names: string[] = [];
      const pattern = route.template.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return "([^/]+)";
      });
      return { ...route, regex: new RegExp(`^${pattern}/?$`), names };
    });
  }

  /** `METHOD /template` of every route, in matching order (the API's and admin API's indexes). */
  describe(): string[] {
    return this.routes.map((route) => `${route.method} ${route.template}`);
  }

  match(method: string, path: string): RouteMatch<H> {
    const allowed: string[] = [];
    for (const route of this.routes) {
      const found = route.regex.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        allowed.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? "");
      });
      return { kind: "found", route, params };
    }
    return allowed.length > 0 ? { kind: "method_not_allowed", allowed } : { kind: "not_found" };
  }
}
