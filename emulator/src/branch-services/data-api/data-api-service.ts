import { newPassword } from "../../control-plane/state/records/ids.ts";
import { proxyOrigin } from "../../front-doors/service-front-door.ts";
import type { BranchService, BranchServiceHost } from "../branch-service.ts";
import type { ServiceBus } from "../service-bus.ts";
import { type DataApiRuntime, inheritDataApis, setUpDataApisAgain } from "./api/data-apis.ts";
import type { BranchDataApis, DataApi } from "./api/records.ts";
import { dataApiRoutes } from "./api/routes.ts";
import { dataApiUrl } from "./api/urls.ts";
import { restFrontDoor } from "./front-door.ts";
import { DataApiService } from "./rest/rest-service.ts";

/** A branch's Data APIs as the emulator's state file keeps them. */
interface KeptDataApis {
  branch_id: string;
  apis: DataApi[];
  authenticator_password?: string;
}

/** The role the Data API logs in as on a branch's data (data-plane/compute/data-api-setup.ts). */
const authenticator = "authenticator";

/**
 * Neon's Data API: Neon's routes for it (api/), a PostgREST-compatible service (rest/) at
 * `/apirest/…` on the proxy's port (front-door.ts), checking tokens against the branch's Neon
 * Auth keys or an external JWKS.
 */
export function dataApiService(host: BranchServiceHost, bus: ServiceBus): BranchService {
  const runtime: DataApiRuntime = {
    rest: new DataApiService(),
    dataPlane: host.dataPlane,
    proxy: host.proxy,
    origin: proxyOrigin(host.proxy),
    bus,
    branches: new Map<string, BranchDataApis>(),
  };
  const { branches } = runtime;
  bus.answer("dataApiUrl", (branch, database) =>
    branches.get(branch.id)?.apis.has(database)
      ? dataApiUrl(runtime.origin, branch, database)
      : undefined,
  );
  // The branch's Neon Auth keys changed, or the branch is gone: the service drops what it holds
  // for the branch (pools, schema caches, the key sets it fetched); its next request starts afresh.
  const forgetBranch = (branchId: string) => runtime.rest.stop(branchId);
  bus.on("authKeysChanged", ({ branchId }) => forgetBranch(branchId));
  return {
    name: "data-api",
    routes: dataApiRoutes(runtime),
    frontDoor: (platform) => restFrontDoor(platform, runtime),
    onBranchCreated: (parent, child, now) => inheritDataApis(runtime, parent, child, now),
    // After Neon Auth in each event: a key set it fetches then comes from the new server.
    onDataReplaced: ({ project, branch }) => setUpDataApisAgain(runtime, project, branch),
    onBranchDeleted(branch) {
      branches.delete(branch.id);
      return forgetBranch(branch.id);
    },
    // The proxy lets the service's login in, on a branch with a Data API.
    loginsOf(branch) {
      const own = branches.get(branch.id);
      return own?.authenticatorPassword && own.apis.size > 0
        ? [{ name: authenticator, password: own.authenticatorPassword }]
        : [];
    },
    renewLogins(branch) {
      const own = branches.get(branch.id);
      if (own?.authenticatorPassword === undefined) return [];
      own.authenticatorPassword = newPassword();
      return [{ name: authenticator, password: own.authenticatorPassword }];
    },
    // Neon's guides/branch-expiration: branch expiration is not supported with the Data API.
    expiryRefusal(branch) {
      const [database] = branches.get(branch.id)?.apis.keys() ?? [];
      return database === undefined
        ? undefined
        : {
            what: `a Data API (database ${database})`,
            rule: "branch expiration is not supported on branches that use the Data API",
          };
    },
    // Kept across restarts: each branch's Data APIs and its login's password (the roles and
    // grants are in the branch's data).
    saveState: () =>
      [...branches].map(([branchId, own]) => ({
        branch_id: branchId,
        apis: [...own.apis.values()],
        ...(own.authenticatorPassword !== undefined
          ? { authenticator_password: own.authenticatorPassword }
          : {}),
      })),
    loadState(saved) {
      for (const kept of saved as KeptDataApis[]) {
        branches.set(kept.branch_id, {
          apis: new Map(kept.apis.map((api) => [api.database, api])),
          ...(kept.authenticator_password !== undefined
            ? { authenticatorPassword: kept.authenticator_password }
            : {}),
        });
      }
    },
    stop() {
      branches.clear();
      return runtime.rest.close();
    },
  };
}
