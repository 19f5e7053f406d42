import type { Route } from "../control-plane/http/routing/router.ts";
import type { BranchServiceHooks } from "../control-plane/state/branch-services.ts";
import type { Scheduled } from "../control-plane/state/clock/scheduler.ts";
import { findBranch } from "../control-plane/state/find-branch.ts";
import type { Platform } from "../control-plane/state/platform.ts";
import type { Branch, Project } from "../control-plane/state/records/records.ts";
import type { DataPlane } from "../data-plane/data-plane.ts";
import type { ProxyAddress, ServiceFrontDoor } from "../front-doors/service-front-door.ts";
import type { ServiceBus } from "./service-bus.ts";
import { platformCredentials, type ServiceCredentials } from "./service-credentials.ts";

/**
 * A branch service (Neon Auth, the Data API, the AI gateway, Object Storage, Functions):
 * one folder here, whose registration (`<name>/<name>-service.ts`) makes one of these from a
 * `BranchServiceHost` and the services' bus (service-bus.ts), and one line in the composition
 * (`branchServices` in index.ts). It keeps its state itself, by branch id. It declares
 * - its routes in Neon's API (`/api/v2/…`), served beside the platform's own;
 * - its front door on the proxy's HTTP side (a path prefix and its handler);
 * - what it does when a branch is created from a parent, restored or reset, or deleted, when a
 *   snapshot is taken, restored or deleted, the logins it keeps on a branch's data, why a branch
 *   may not expire, what the admin state shows of it, and how it stops (BranchServiceHooks: the
 *   part the control plane calls, control-plane/state/branch-services.ts).
 * What it tells or asks another service goes through the bus, never through the control plane.
 */
export interface BranchService extends BranchServiceHooks {
  /** The folder's name: `neon-auth`, `data-api`, `ai-gateway`, `object-storage`, `functions`. */
  readonly name: string;
  readonly routes: readonly Route[];
  /** Its door, opened on the platform (the door looks branches up there). */
  frontDoor?(platform: Platform): ServiceFrontDoor;
}

/** How a service is made: on the host, with the services' bus (index.ts calls it once). */
export type BranchServiceMaker = (host: BranchServiceHost, bus: ServiceBus) => BranchService;

/** A branch and the project that holds it. */
export interface BranchPlace {
  project: Project;
  branch: Branch;
}

/** What a service asks of the data plane: SQL as the platform's superuser on a branch's data. */
export type ServiceDataPlane = Pick<DataPlane, "runAdminSql" | "temporaryDirectory">;

/**
 * What every service is made with: the platform's clock, scheduler and branches, the data
 * plane's narrow port and the proxy's address. Each call reads the platform's parts as they are
 * then: an admin reset swaps in a new clock and scheduler, and the host follows.
 */
export interface BranchServiceHost {
  /** Where the proxy listens, serving the services' doors; undefined without real computes. */
  readonly proxy: ProxyAddress | undefined;
  /** The file of the certificate authority the proxy's TLS certificate is signed by. */
  readonly proxyCaPath?: string | undefined;
  /** Branch credentials the service mints for what it runs (a function's own). */
  readonly credentials: ServiceCredentials;
  /** The branches' data. */
  readonly dataPlane: ServiceDataPlane;
  /** The virtual clock's time (epoch ms), as of the last catch-up. */
  now(): number;
  /** The virtual clock's time this instant, between two catch-ups. */
  liveNow(): number;
  /** Runs `run` when the virtual clock reaches `time`. */
  at(time: number, run: () => void): Scheduled;
  /** Brings the platform up to date with the virtual clock (what fell due runs). */
  catchUp(): void;
  /** The branch of that id and its project; undefined when no project holds it. */
  findBranch(branchId: string): BranchPlace | undefined;
  /**
   * Tells the emulator's log of a failure the service met on a branch (a function's process
   * that would not start or died, a failed build): `subject` names what failed (a slug),
   * `message` why, with no secret in it.
   */
  reportFailure(failure: ServiceFailure): void;
  /**
   * The service's kept state (its `saveState`) changed: saved with the platform's soon. A change
   * answered through its front door (an upload) calls `saveState` before the answer instead.
   */
  stateChanged(): void;
  /** Saves the emulator's state now (with a data directory; nothing otherwise). */
  saveState(): void;
}

/** A branch service's failure, for the emulator's log. */
export interface ServiceFailure {
  /** The service's name (`functions`). */
  service: string;
  branchId: string;
  subject: string;
  message: string;
}

/** The host of the services on `platform` (index.ts makes it as the platform is made). */
export function platformHost(
  platform: Platform,
  parts: {
    proxy: ProxyAddress | undefined;
    dataPlane: ServiceDataPlane;
    proxyCaPath?: string | undefined;
  },
): BranchServiceHost {
  return {
    proxy: parts.proxy,
    proxyCaPath: parts.proxyCaPath,
    dataPlane: parts.dataPlane,
    credentials: platformCredentials(platform),
    now: () => platform.clock.now(),
    liveNow: () => platform.clock.liveNow(),
    at: (time, run) => platform.scheduler.at(time, run),
    catchUp: () => platform.catchUp(),
    findBranch: (branchId) => findBranch(platform, branchId),
    reportFailure: (failure) => platform.events.emit("serviceFailed", failure),
    stateChanged: () => platform.stateChanged(),
    saveState: () => platform.saveState(),
  };
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
