import type { Branch } from "../../control-plane/state/records/records.ts";
import { proxyOrigin } from "../../front-doors/service-front-door.ts";
import type { BranchService, BranchServiceHost } from "../branch-service.ts";
import type { ServiceBus } from "../service-bus.ts";
import { inheritedAuth, type NeonAuthRuntime } from "./api/integration.ts";
import type { NeonAuth } from "./api/records.ts";
import { neonAuthRoutes } from "./api/routes.ts";
import { neonAuthSettingsRoutes } from "./api/settings-routes.ts";
import { authBaseUrl, neonAuthJwksUrl } from "./api/urls.ts";
import { authIntegrationView } from "./api/views.ts";
import { authFrontDoor } from "./front-door.ts";
import { AuthServers, noAuthServers } from "./server/auth-servers.ts";

/**
 * Neon Auth: Neon's routes for it (api/), a Better Auth server per branch (server/), started on
 * its first request at `/neonauth/…` on the proxy's port (front-door.ts).
 */
export function neonAuthService(host: BranchServiceHost, bus: ServiceBus): BranchService {
  const runtime: NeonAuthRuntime = {
    servers: host.proxy ? new AuthServers(host.proxy) : noAuthServers,
    proxy: host.proxy,
    origin: proxyOrigin(host.proxy),
    bus,
    auths: new Map(),
  };
  const { servers, auths, origin } = runtime;
  bus.answer("neonAuthUrls", (branch) => {
    const auth = auths.get(branch.id);
    return auth
      ? {
          baseUrl: authBaseUrl(origin, branch, auth),
          jwksUrl: neonAuthJwksUrl(origin, branch, auth),
        }
      : undefined;
  });
  const inherit = (from: Branch, to: Branch, now: number) => {
    const auth = auths.get(from.id);
    if (auth) auths.set(to.id, inheritedAuth(auth, now));
  };
  return {
    name: "neon-auth",
    routes: [...neonAuthRoutes(runtime), ...neonAuthSettingsRoutes(auths)],
    frontDoor: (platform) => authFrontDoor(platform, runtime),
    // A child has its parent's Neon Auth, with its own URL, keys and secret; nothing starts now.
    onBranchCreated: inherit,
    // Neon Auth lives in the data: the preserved branch keeps it, and a source with it brings
    // it to a branch without (the branch keeps its own keys).
    onRestoreStarted({ branch, source, preserved, now }) {
      if (preserved) inherit(branch, preserved, now);
      if (!auths.has(branch.id)) inherit(source, branch, now);
    },
    // The server stops; its next request starts it on the data as it is then, which makes the
    // `neon_auth` schema when the data lacks it and drops the JWKS rows not the branch's own.
    onDataReplaced: ({ branch }) => servers.stop(branch.id),
    onBranchDeleted(branch) {
      auths.delete(branch.id);
      return servers.stop(branch.id);
    },
    // Kept across restarts: the records (the users are in the branch's data, `neon_auth`).
    saveState: () => [...auths],
    loadState(saved) {
      for (const [branchId, auth] of saved as Array<[string, NeonAuth]>) auths.set(branchId, auth);
    },
    adminView: (branch) => ({ neon_auth: adminView(runtime, branch) }),
    stop() {
      auths.clear();
      return servers.stopAll();
    },
  };
}

/** Like role passwords and key tokens there; Better Auth's own secret never leaves the record. */
function adminView(runtime: NeonAuthRuntime, branch: Branch) {
  const auth = runtime.auths.get(branch.id);
  if (!auth) return undefined;
  return {
    ...authIntegrationView(runtime.origin, branch, auth),
    pub_client_key: auth.pub_client_key,
    secret_server_key: auth.secret_server_key,
    trusted_domains: auth.trusted_domains.map((d) => d.domain),
    allow_localhost: auth.allow_localhost,
    server_running: runtime.servers.isRunning(branch.id),
  };
}
