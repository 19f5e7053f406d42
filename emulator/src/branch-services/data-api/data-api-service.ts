import { proxyOrigin } from "../../front-doors/service-front-door.ts";
import type { BranchService, BranchServiceHost } from "../branch-service.ts";
import type { ServiceBus } from "../service-bus.ts";
import { type DataApiRuntime, inheritDataApis, setUpDataApisAgain } from "./api/data-apis.ts";
import { dataApiRoutes } from "./api/routes.ts";
import { restFrontDoor } from "./front-door.ts";
import { DataApiService } from "./rest/rest-service.ts";

export { dataApiUrl } from "./api/urls.ts";

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
  };
  // The branch's Neon Auth keys changed, or the branch is gone: the service drops what it holds
  // for the branch (pools, schema caches, the key sets it fetched); its next request starts afresh.
  const forgetBranch = (branchId: string) => runtime.rest.stop(branchId);
  bus.on("authKeysChanged", ({ branchId }) => forgetBranch(branchId));
  return {
    name: "data-api",
    routes: dataApiRoutes(runtime),
    frontDoor: (platform) => restFrontDoor(platform, runtime),
    onBranchCreated: inheritDataApis,
    // After Neon Auth in each event: a key set it fetches then comes from the new server.
    onDataReplaced: ({ project, branch }) => setUpDataApisAgain(runtime, project, branch),
    onBranchDeleted: (branch) => forgetBranch(branch.id),
    stop: () => runtime.rest.close(),
  };
}
