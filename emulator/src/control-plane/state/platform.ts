import { type DataPlane, NoDataPlane } from "../../data-plane/data-plane.ts";
import type { BranchAuthSettings, NewAuthUser } from "../../neon-auth/branch-auth.ts";
import { VirtualClock } from "./clock.ts";
import { FaultStore } from "./fault-store.ts";
import { OperationEngine } from "./operation-engine.ts";
import { RateLimiter } from "./rate-limiter.ts";
import { createState, type State } from "./records.ts";
import { RequestLog } from "./request-log.ts";
import { Scheduler } from "./scheduler.ts";
import type { LoadedSeed } from "./seed.ts";

/** The branches' Neon Auth servers (neon-auth/auth-servers.ts), as the services control them. */
export interface AuthServerControl {
  isRunning(branchId: string): boolean;
  stop(branchId: string): Promise<void>;
  /** Stops the branch's server and drops its `neon_auth` schema. */
  dropData(settings: BranchAuthSettings): Promise<void>;
  stopAll(): Promise<void>;
  createUser(settings: BranchAuthSettings, user: NewAuthUser): Promise<{ id: string } | undefined>;
  deleteUser(settings: BranchAuthSettings, id: string): Promise<boolean>;
}

const noAuthServers: AuthServerControl = {
  isRunning: () => false,
  stop: async () => {},
  dropData: async () => {},
  stopAll: async () => {},
  createUser: async () => undefined,
  deleteUser: async () => false,
};

/**
 * Everything the emulator knows, changed by the services only (services/platform-setup.ts fills
 * it from a seed). `startOver` swaps in a new seed's empty state; the request log survives it.
 */
export class Platform {
  seed: LoadedSeed;
  state: State;
  clock: VirtualClock;
  scheduler: Scheduler;
  operations: OperationEngine;
  faults = new FaultStore();
  readonly requests = new RequestLog();
  rateLimiter = new RateLimiter();
  readonly dataPlane: DataPlane;
  /** Where the Postgres proxy listens, once it does (real computes only). */
  proxyAddress: { host: string; port: number } | undefined;

  /** The proxy's HTTP origin, where Neon Auth's and the Data API's URLs live. */
  get proxyOrigin(): string {
    const proxy = this.proxyAddress;
    return proxy ? `http://${proxy.host}:${proxy.port}` : "http://127.0.0.1";
  }
  /** Set by startEmulator when computes are real. */
  authServers: AuthServerControl = noAuthServers;
  /**
   * The Data API's running services (index.ts sets it): stops one branch's Data APIs (one
   * database's, or all of them), or, with no branch, every one.
   */
  dataApiRuntime: { stop(branchId?: string, database?: string): Promise<void> } = {
    stop: async () => undefined,
  };
  /** Settles when the seed's branch data exists and its active computes serve. */
  ready: Promise<void> = Promise.resolve();

  constructor(seed: LoadedSeed, dataPlane: DataPlane = new NoDataPlane()) {
    this.seed = seed;
    this.dataPlane = dataPlane;
    // Read at each use: a reset swaps in a new fault store.
    dataPlane.useFaults({ takeDataPlaneFault: (fault) => this.faults.takeDataPlaneFault(fault) });
    this.clock = new VirtualClock(seed.timing.time_scale);
    this.state = createState(seed, this.clock.now());
    this.scheduler = new Scheduler(this.clock);
    this.operations = this.newOperationEngine();
  }

  /**
   * A new seed's people and keys, clock, scheduler, faults and limits; its projects come next.
   * The clock never goes back: it starts at `notBefore` if that is later than now.
   */
  startOver(seed: LoadedSeed, notBefore: number): void {
    this.scheduler.stop();
    this.seed = seed;
    this.clock = new VirtualClock(seed.timing.time_scale, Math.max(Date.now(), notBefore));
    this.state = createState(seed, this.clock.now());
    this.scheduler = new Scheduler(this.clock);
    this.faults = new FaultStore();
    this.rateLimiter = new RateLimiter();
    this.operations = this.newOperationEngine();
  }

  async stop(): Promise<void> {
    this.scheduler.stop();
    await this.authServers.stopAll();
    await this.dataPlane.stop();
  }

  /** Brings state up to date with the virtual clock. */
  catchUp(): void {
    this.scheduler.runDue();
  }

  newDatabaseId(): number {
    return this.state.nextDatabaseId++;
  }

  private newOperationEngine(): OperationEngine {
    return new OperationEngine({
      clock: this.clock,
      scheduler: this.scheduler,
      timing: () => this.state.timing,
      faults: { takeOperationFault: (action) => this.faults.takeOperationFault(action) },
    });
  }
}
