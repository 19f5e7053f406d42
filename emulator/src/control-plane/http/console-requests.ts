import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { consolePage, consoleStyles } from "../views/console/console-page.ts";
import { adminPrefix } from "./admin-requests.ts";
import { apiPrefix } from "./api-routes.ts";

/**
 * The console (docs/emulator/console.md): a page at `/` for browsers (a request whose Accept
 * names text/html; `/?format=json` and every other client keep the JSON index of signposts.ts),
 * its styles and its scripts. The page holds no data: its script reads Neon's API with a key the
 * admin API gives pages of this machine only (admin/console-routes.ts). Served under the API's
 * Host check (server.ts); the headers keep it out of other sites' frames and its script the
 * only one that runs.
 */

const scripts = ["console.mjs", "api.mjs", "dom.mjs", "render.mjs"];
const scriptFolder = new URL("../views/console/", import.meta.url);

const securityHeaders = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
};

interface Asset {
  type: string;
  body: () => string;
}

const cache = new Map<string, string>();
const once = (name: string, make: () => string) => () => {
  const made = cache.get(name) ?? make();
  cache.set(name, made);
  return made;
};

const assets = new Map<string, Asset>([
  [
    "/",
    {
      type: "text/html; charset=utf-8",
      body: once("/", () => consolePage({ api: apiPrefix, admin: `${adminPrefix}/` })),
    },
  ],
  ["/console/console.css", { type: "text/css; charset=utf-8", body: () => consoleStyles }],
  ...scripts.map((name): [string, Asset] => [
    `/console/${name}`,
    {
      type: "text/javascript; charset=utf-8",
      body: once(name, () => readFileSync(new URL(name, scriptFolder), "utf8")),
    },
  ]),
]);

/** Whether the request is the console's: its page (to a browser) or one of its files. */
export function isConsoleRequest(req: IncomingMessage, url: URL): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (url.pathname !== "/") return assets.has(url.pathname);
  return (
    url.searchParams.get("format") !== "json" && /\btext\/html\b/i.test(req.headers.accept ?? "")
  );
}

export function serveConsole(req: IncomingMessage, res: ServerResponse, url: URL): void {
  const asset = assets.get(url.pathname);
  if (!asset) return;
  const body = asset.body();
  res.writeHead(200, {
    ...securityHeaders,
    "content-type": asset.type,
    "content-length": Buffer.byteLength(body),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
