import { adminPrefix } from "./admin-requests.ts";
import { apiPrefix } from "./api-routes.ts";
import type { Router } from "./routing/router.ts";

/**
 * What the server's own addresses answer to a person who opens them (the start banner prints
 * them): where Neon's API and the admin API are, how to authenticate, and the API's routes.
 */

export function isSignpost(method: string, path: string): boolean {
  return method === "GET" && (path === "/" || path === apiPrefix || path === `${apiPrefix}/`);
}

export function signpost(path: string, router: Router): unknown {
  if (path === "/") {
    return {
      message: `The Neon-style platform emulator: Neon's API v2 under ${apiPrefix} (GET ${apiPrefix} lists its routes and how to authenticate), its admin API under ${adminPrefix}/, its console at / in a browser.`,
      api: apiPrefix,
      console: "/ (Accept: text/html)",
      admin_api: `${adminPrefix}/`,
      docs: ["emulator/README.md", "docs/emulator/console.md"],
    };
  }
  return {
    message: `Neon's API v2, as the emulator serves it. Send each request with "Authorization: Bearer <API key>": npm run emulator prints one key of each kind, and GET ${adminPrefix}/state lists them all. Errors are Neon's {code, message, request_id}.`,
    authentication: "Authorization: Bearer <API key>",
    admin_api: `${adminPrefix}/`,
    docs: ["emulator/README.md", "docs/emulator/control-api.md"],
    routes: router.describe().map((route) => route.replace(" ", ` ${apiPrefix}`)),
  };
}
