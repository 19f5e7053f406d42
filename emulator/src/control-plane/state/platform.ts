import { type DataPlane, NoDataPlane } from "../../data-plane/data-plane.ts";
import { type BranchServiceHooks, BranchServices } from "./branch-services.ts";
import { VirtualClock } from "./clock/clock.ts";
import { Scheduler } from "./clock/scheduler.ts";
import { FaultStore } from "./fault-store.ts";
import { OperationEngine } from "./operation-engine.ts";
import { PlatformEvents } from "./platform-events.ts";
import { RateLimiter } from "./rate-limiter.ts";
import type { BillingPlan } from "./records/billing-plans.ts";
import { createState, type State } from "./records/records.ts";
import type { LoadedSeed } from "./records/seed.ts";
import { RequestLog } from "./request-log.ts";

/**
 * Keeps the platform's state across restarts (persistence/state-keeper.ts, with a data
 * directory): `save` writes it now, `changed` soon (coalesced).
 */
export interface StateKeeping {
  save(): void;
  changed(): void;
}

/** What a platform is made of besides its seed: all of it given at construction. */
export interface PlatformParts {
  /** Default: no real servers (the control plane alone). */
  dataPlane?: DataPlane;
  /** Where the Postgres proxy listens (real computes only): connection URIs name it. */
  proxyAddress?: { host: string; port: number } | undefined;
  /**
   * Makes the branch services (branch-services/) on the platform, in the order each event
   * reaches them; called once, at the end of the platform's construction.
   */
  branchServices?: (platform: Platform) => readonly BranchServiceHooks[];
  /** Neon's plan whose branch limit and billing history apply (--plan); default unlimited. */
  plan?: BillingPlan | undefined;
}

/**
 * Everything the emulator knows, changed by the services only (services/platform/platform-setup.ts
 * fills it from a seed). `startOver` swaps in a new seed's empty state; the request log survives
 * it.
 */
export class Platform {
  seed: LoadedSeed;
  state: State;
  clock: VirtualClock;
  scheduler: Scheduler;
  operations: OperationEngine;
  faults = new FaultStore();
  readonly requests = new RequestLog();
  /** What happens, told to whoever listens (the emulator's log); survives `startOver`. */
  readonly events = new PlatformEvents();
  rateLimiter = new RateLimiter();
  readonly dataPlane: DataPlane;
  /** Where the Postgres proxy listens (real computes only). */
  readonly proxyAddress: { host: string; port: number } | undefined;
  /** What each branch service does at the events of a branch's life. */
  readonly branchServices: BranchServices;
  /** Neon's plan: its branch limit, its consumption history (records/billing-plans.ts); kept across resets. */
  readonly billingPlan: BillingPlan;
  /** Settles when the seed's branch data exists and its active computes serve. */
  ready: Promise<void> = Promise.resolve();
  /** Where the state is saved (a data directory's state file); none: kept in memory only. */
  keeping: StateKeeping | undefined;

  constructor(seed: LoadedSeed, parts: PlatformParts = {}) {
    const dataPlane = parts.dataPlane ?? new NoDataPlane();
    this.seed = seed;
    this.dataPlane = dataPlane;
    this.proxyAddress = parts.proxyAddress;
    this.billingPlan = parts.plan ?? "unlimited";
    // Read at each use: a reset swaps in a new fault store.
    dataPlane.useFaults({ takeDataPlaneFault: (fault) => this.faults.takeDataPlaneFault(fault) });
    this.clock = new VirtualClock(seed.timing.time_scale);
    this.state = createState(seed, this.clock.now());
    this.scheduler = this.newScheduler();
    this.operations = this.newOperationEngine();
    this.branchServices = new BranchServices(parts.branchServices?.(this) ?? []);
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
    this.scheduler = this.newScheduler();
    this.faults = new FaultStore();
    this.rateLimiter = new RateLimiter();
    this.operations = this.newOperationEngine();
  }

  /** Stops the scheduler and every server; the branch services stop before (index.ts). */
  async stop(): Promise<void> {
    this.scheduler.stop();
    await this.dataPlane.stop();
  }

  /** Brings state up to date with the virtual clock. */
  catchUp(): void {
    this.scheduler.runDue();
  }

  /**
   * Saves the state now (before a state-changing request's answer is sent), when it is kept:
   * a kill after the answer loses nothing it said.
   */
  saveState(): void {
    this.keeping?.save();
  }

  /** The state changed on the emulator's own (a timer, an operation settling): saved soon. */
  stateChanged(): void {
    this.keeping?.changed();
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
      onSettled: (operation, durationMs) => {
        this.events.emit("operationSettled", { operation, durationMs });
        this.stateChanged();
      },
    });
  }

  private newScheduler(): Scheduler {
    return new Scheduler(this.clock, () => this.stateChanged());
  }
}
