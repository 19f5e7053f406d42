import type { Route } from "../control-plane/http/routing/router.ts";
import type { BranchServiceHooks } from "../control-plane/state/branch-services.ts";
import type { Platform } from "../control-plane/state/platform.ts";
import type { DataPlane } from "../data-plane/data-plane.ts";
import type { ProxyAddress, ServiceFrontDoor } from "../front-doors/service-front-door.ts";

/**
 * A branch service (Neon Auth, the Data API, the AI gateway, Object Storage, Functions):
 * one folder here, whose registration (`<name>/<name>-service.ts`) makes one of these, and one
 * line in the composition (`branchServices` in index.ts). It declares
 * - its routes in Neon's API (`/api/v2/…`), served beside the platform's own;
 * - its front door on the proxy's HTTP side (a path prefix and its handler);
 * - what it does when a branch is created from a parent, restored or reset, loses Neon Auth or
 *   is deleted, when a snapshot is taken, restored or deleted, what the admin state shows of it,
 *   and how it stops (BranchServiceHooks: the part the control plane calls,
 *   control-plane/state/branch-services.ts).
 */
export interface BranchService extends BranchServiceHooks {
  /** The folder's name: `neon-auth`, `data-api`, `ai-gateway`, `object-storage`, `functions`. */
  readonly name: string;
  readonly routes: readonly Route[];
  /** Its door, opened on the platform (the door looks branches up there). */
  frontDoor?(platform: Platform): ServiceFrontDoor;
}

/** What every service is made with, before the platform exists. */
export interface BranchServicePorts {
  /** Where the proxy listens, serving the services' doors; undefined without real computes. */
  proxy: ProxyAddress | undefined;
  /** The branches' data and servers. */
  dataPlane: DataPlane;
}

/** Every service's routes, for the API's router. */
export function routesOf(services: readonly BranchService[]): Route[] {
  return services.flatMap((service) => service.routes);
}

/** Every service's door, opened on the platform, for the proxy. */
export function frontDoorsOf(
  services: readonly BranchService[],
  platform: Platform,
): ServiceFrontDoor[] {
  return services.flatMap((service) => service.frontDoor?.(platform) ?? []);
}
