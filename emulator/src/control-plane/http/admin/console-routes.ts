import { consoleProjects } from "../../services/access/console-keys.ts";
import type { AdminHandler, Route } from "../routing/router.ts";

/**
 * What the console (the page at `/`: views/console/) asks of the admin API, which answers this
 * machine's pages only (admin-guard.ts: loopback, own Host, no foreign Origin): the projects,
 * with the key to call Neon's API with on each. Its event stream: http/console-events.ts.
 */
export const consoleRoutes: Route<AdminHandler>[] = [
  {
    method: "GET",
    template: "/console/projects",
    handler: (ctx) => ({ status: 200, body: { projects: consoleProjects(ctx.platform.state) } }),
  },
];
