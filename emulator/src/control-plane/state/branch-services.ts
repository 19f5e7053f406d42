import type { Branch, Project } from "./records/records.ts";

/**
 * A branch service (Neon Auth, the Data API, …: branch-services/) as the control plane sees it:
 * what it does at each event of a branch's life. The control plane brings the events
 * (services/: branches/branch-creation.ts, branch-restore.ts, branch-deletion.ts,
 * snapshots/snapshots.ts, snapshot-restore.ts, projects/projects.ts, platform/platform-setup.ts);
 * what one service tells another goes through the services' own bus
 * (branch-services/service-bus.ts), never through here;
 * `BranchServices` takes each to every service, in the order the emulator composed them
 * (index.ts). Every hook but `stop` is optional.
 */
export interface BranchServiceHooks {
  /** Its name (`object-storage`): the key of its state in the state file. */
  readonly name?: string;
  /**
   * A branch is made from `parent` (its data a copy of the parent's): the child takes over the
   * parent's service, with an address and keys of its own. In the request; nothing starts.
   */
  onBranchCreated?(parent: Branch, child: Branch, now: number): void;
  /** A restore or a reset from the parent is accepted; the records follow it now. */
  onRestoreStarted?(restore: RestoreStart): void;
  /**
   * A restore or a reset replaced the branch's data with the source's: the service follows it
   * (what it keeps per branch comes from the source, the preserved branch keeps the branch's)
   * and keeps working on the new data. Within the restore's operation, after the data plane's
   * copy; a failure fails the operation.
   */
  onDataReplaced?(replaced: DataReplaced): Promise<void>;
  /** The branch is deleted (by a request, its expiry or its project's deletion): what runs for it stops. */
  onBranchDeleted?(branch: Branch): Promise<void>;
  /** A snapshot of the branch was taken (within its operation, after the data plane's copy). */
  onSnapshotTaken?(snapshotId: string, branch: Branch): void;
  /** A new branch was made from the snapshot (within its operation, after the data plane's copy). */
  onSnapshotRestored?(snapshotId: string, branch: Branch): void;
  /** The snapshot is gone (deleted, expired, its project deleted, or its copy failed). */
  onSnapshotDeleted?(snapshotId: string): void;
  /**
   * Roles the service logs in as on the branch's data, beside the branch's own (the Data API's
   * `authenticator`): the proxy lets them in with these passwords.
   */
  loginsOf?(branch: Branch): readonly ServiceLogin[];
  /**
   * A child of a protected branch: the service's logins on it get new passwords (as its roles
   * do), returned to be set on its data.
   */
  renewLogins?(branch: Branch): ServiceLogin[];
  /** Why the branch may not expire while the service is on it; undefined when it may. */
  expiryRefusal?(branch: Branch): ExpiryRefusal | undefined;
  /** What the service recorded on the branch, for queryProjectBranchLogs (oldest first). */
  logsOf?(branch: Branch): readonly BranchLogRecord[];
  /** What GET /__emulator/state shows of the service on a branch, beside the branch's fields. */
  adminView?(branch: Branch): Record<string, unknown>;
  /** What GET /__emulator/state shows of the service as a whole, under `services`. */
  adminSummary?(): Record<string, unknown>;
  /**
   * How its state is kept across restarts (with a data directory): everything it keeps by branch
   * id, as a JSON value written in the emulator's state file together with the platform's
   * records (one write, so the file is always consistent). Called synchronously at each save,
   * which follows every state-changing request and every change the service reports
   * (BranchServiceHost's `stateChanged`/`saveState`); files it names (blobs, a deployment's code)
   * must be on disk and flushed before.
   */
  saveState?(): unknown;
  /**
   * Takes back what `saveState` gave, once, when the emulator reopens its data directory, before
   * any request; nothing runs for it until asked (servers start on first use, as after a start).
   */
  loadState?(saved: unknown): void;
  /**
   * Everything the service runs stops: at an admin reset (the next request starts it afresh)
   * and when the emulator stops.
   */
  stop(): Promise<void>;
}

/** A role a service logs in as on a branch's data. */
export interface ServiceLogin {
  name: string;
  password: string;
}

/** Why a branch may not expire: `branch <id> has <what>: <rule>`. */
export interface ExpiryRefusal {
  /** What the branch has: `a Data API (database neondb)`. */
  what: string;
  /** The rule it breaks: `branch expiration is not supported on branches that use the Data API`. */
  rule: string;
}

/** A record of a branch's logs, as a service keeps it (Neon's ProjectBranchLogRecord). */
export interface BranchLogRecord {
  /** Virtual time, epoch milliseconds. */
  time: number;
  message: string;
  source: "function" | "storage" | "pg_endpoint";
  serviceName?: string;
  entityId?: string;
  /** OpenTelemetry's: info 9, warn 13, error 17. */
  severityNumber: number;
  severityText: "trace" | "debug" | "info" | "warn" | "error" | "fatal";
  attributes: Record<string, unknown>;
}

/** A restore whose operation replaced the branch's data. */
export interface DataReplaced {
  project: Project;
  /** The branch whose data was replaced. */
  branch: Branch;
  /** Where the new data came from (the parent, for a reset). */
  source: Branch;
  /** The branch that keeps the restored branch's state before the restore, when asked for. */
  preserved: Branch | undefined;
}

/** A restore as the services hear of it, before its operation runs. */
export interface RestoreStart {
  /** The branch whose data the restore replaces. */
  branch: Branch;
  /** Where the new data comes from (the parent, for a reset). */
  source: Branch;
  /** The branch that keeps the restored branch's state before the restore, when asked for. */
  preserved: Branch | undefined;
  now: number;
}

export class BranchServices {
  readonly #services: readonly BranchServiceHooks[];

  constructor(services: readonly BranchServiceHooks[]) {
    this.#services = services;
  }

  branchCreated(parent: Branch, child: Branch, now: number): void {
    for (const service of this.#services) service.onBranchCreated?.(parent, child, now);
  }

  restoreStarted(restore: RestoreStart): void {
    for (const service of this.#services) service.onRestoreStarted?.(restore);
  }

  /** One after another: a service may use what an earlier one set up again (Neon Auth's keys). */
  async dataReplaced(replaced: DataReplaced): Promise<void> {
    for (const service of this.#services) await service.onDataReplaced?.(replaced);
  }

  async branchDeleted(branch: Branch): Promise<void> {
    await Promise.all(this.#services.map((service) => service.onBranchDeleted?.(branch)));
  }

  snapshotTaken(snapshotId: string, branch: Branch): void {
    for (const service of this.#services) service.onSnapshotTaken?.(snapshotId, branch);
  }

  snapshotRestored(snapshotId: string, branch: Branch): void {
    for (const service of this.#services) service.onSnapshotRestored?.(snapshotId, branch);
  }

  snapshotDeleted(snapshotId: string): void {
    for (const service of this.#services) service.onSnapshotDeleted?.(snapshotId);
  }

  /** The service login of that name on the branch, when a service has one. */
  login(branch: Branch, user: string): ServiceLogin | undefined {
    for (const service of this.#services) {
      const login = service.loginsOf?.(branch).find((each) => each.name === user);
      if (login) return login;
    }
    return undefined;
  }

  renewLogins(branch: Branch): ServiceLogin[] {
    return this.#services.flatMap((service) => service.renewLogins?.(branch) ?? []);
  }

  expiryRefusal(branch: Branch): ExpiryRefusal | undefined {
    for (const service of this.#services) {
      const refusal = service.expiryRefusal?.(branch);
      if (refusal) return refusal;
    }
    return undefined;
  }

  logsOf(branch: Branch): BranchLogRecord[] {
    return this.#services.flatMap((service) => service.logsOf?.(branch) ?? []);
  }

  adminView(branch: Branch): Record<string, unknown> {
    return Object.assign({}, ...this.#services.map((service) => service.adminView?.(branch)));
  }

  adminSummary(): Record<string, unknown> {
    return Object.assign({}, ...this.#services.map((service) => service.adminSummary?.()));
  }

  /** Each service's kept state, by its name. */
  savedStates(): Record<string, unknown> {
    const states: Record<string, unknown> = {};
    for (const service of this.#services) {
      if (service.name !== undefined && service.saveState)
        states[service.name] = service.saveState();
    }
    return states;
  }

  /** Gives each service what it saved (a service the file does not name starts empty). */
  loadStates(states: Record<string, unknown>): void {
    for (const service of this.#services) {
      const saved = service.name !== undefined ? states[service.name] : undefined;
      if (saved !== undefined) service.loadState?.(saved);
    }
  }

  async stop(): Promise<void> {
    for (const service of this.#services) await service.stop();
  }
}
