import { VirtualClock } from "./clock.ts";
import { FaultStore } from "./faults.ts";
import { newPassword } from "./ids.ts";
import { becomeActive, scheduleAvailabilityChecks } from "./lifecycle.ts";
import { OperationEngine } from "./operations.ts";
import { RateLimiter } from "./rate-limit.ts";
import { RequestLog } from "./request-log.ts";
import { Scheduler } from "./scheduler.ts";
import type { LoadedBranch, LoadedCompute, LoadedProject, LoadedSeed } from "./seed.ts";
import { type Branch, type Compute, createState, type Project, type State } from "./state.ts";

export const hostDomain = "aws.neon.emulator.test";

export function regionHost(regionId: string): string {
  return `${regionId.replace(/^aws-/, "")}.${hostDomain}`;
}

/** Everything the emulator knows. `reset` swaps in a new seed; the request log survives it. */
export class Platform {
  seed: LoadedSeed;
  state: State;
  clock: VirtualClock;
  scheduler: Scheduler;
  operations: OperationEngine;
  faults = new FaultStore();
  readonly requests = new RequestLog();
  rateLimiter = new RateLimiter();

  constructor(seed: LoadedSeed) {
    this.seed = seed;
    this.state = createState(seed);
    this.clock = new VirtualClock(seed.timing.time_scale);
    this.scheduler = new Scheduler(this.clock);
    this.operations = this.newOperationEngine();
    this.materialize(seed);
  }

  reset(seed: LoadedSeed): void {
    const previousNow = this.clock.now();
    this.scheduler.stop();
    this.seed = seed;
    this.state = createState(seed);
    this.clock = new VirtualClock(seed.timing.time_scale, Math.max(Date.now(), previousNow));
    this.scheduler = new Scheduler(this.clock);
    this.faults = new FaultStore();
    this.rateLimiter = new RateLimiter();
    this.operations = this.newOperationEngine();
    this.materialize(seed);
  }

  stop(): void {
    this.scheduler.stop();
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

  private materialize(seed: LoadedSeed): void {
    const now = this.clock.now();
    for (const seeded of seed.projects) {
      const project = this.newProject(seeded, now);
      this.state.projects.set(project.id, project);
      for (const seededBranch of seeded.branches) {
        const branch = newBranch(this, project, seededBranch, now);
        project.branches.set(branch.id, branch);
        for (const seededCompute of seededBranch.computes) {
          const compute = newCompute(project, branch.id, seededCompute, now);
          project.computes.set(compute.id, compute);
          if (seededCompute.current_state === "active") becomeActive(this, project, compute);
          else {
            compute.current_state = "idle";
            compute.suspended_at = now;
          }
        }
      }
    }
    for (const key of seed.api_keys) {
      const project = key.project ? this.state.projects.get(key.project) : undefined;
      const projectOrg = project && "org" in project.owner ? project.owner.org : undefined;
      const orgId = key.org ?? projectOrg;
      const org = orgId ? this.state.organizations.get(orgId) : undefined;
      const creator = key.user ?? [...(org?.admins ?? []), ...(org?.members ?? [])][0];
      this.state.apiKeys.set(key.id, {
        id: key.id,
        name: key.name,
        token: key.token,
        type: key.type,
        user_id: creator ?? seed.users[0]?.id ?? "00000000-0000-0000-0000-000000000000",
        ...(orgId && key.type !== "personal" ? { org_id: orgId } : {}),
        ...(key.project ? { project_id: key.project } : {}),
        created_at: now,
        revoked: key.revoked,
      });
    }
    scheduleAvailabilityChecks(this);
  }

  private newProject(seeded: LoadedProject, now: number): Project {
    const org = "org" in seeded.owner ? this.state.organizations.get(seeded.owner.org) : undefined;
    const ownerId =
      "user" in seeded.owner
        ? seeded.owner.user
        : ([...(org?.admins ?? [])][0] ?? seeded.owner.org);
    return {
      id: seeded.id,
      name: seeded.name,
      region_id: seeded.region_id,
      pg_version: seeded.pg_version,
      owner: seeded.owner,
      owner_id: ownerId,
      created_at: now,
      updated_at: now,
      branches: new Map(),
      computes: new Map(),
      operations: [],
    };
  }
}

export function newBranch(
  platform: Platform,
  project: Project,
  spec: Pick<
    LoadedBranch,
    "id" | "name" | "default" | "parent_id" | "role_name" | "database_name"
  > & {
    password?: string | undefined;
  },
  now: number,
  currentState: Branch["current_state"] = "ready",
): Branch {
  return {
    id: spec.id,
    project_id: project.id,
    name: spec.name,
    ...(spec.parent_id ? { parent_id: spec.parent_id } : {}),
    default: spec.default,
    current_state: currentState,
    state_changed_at: now,
    created_at: now,
    updated_at: now,
    role: { name: spec.role_name, password: spec.password ?? newPassword(), created_at: now },
    database: {
      id: platform.newDatabaseId(),
      name: spec.database_name,
      owner_name: spec.role_name,
      created_at: now,
    },
  };
}

export function newCompute(
  project: Project,
  branchId: string,
  spec: Pick<
    LoadedCompute,
    | "id"
    | "type"
    | "autoscaling_limit_min_cu"
    | "autoscaling_limit_max_cu"
    | "suspend_timeout_seconds"
  > & {
    name?: string | undefined;
    pg_settings?: Record<string, string> | undefined;
  },
  now: number,
): Compute {
  return {
    id: spec.id,
    project_id: project.id,
    branch_id: branchId,
    host: `${spec.id}.${regionHost(project.region_id)}`,
    type: spec.type,
    ...(spec.name ? { name: spec.name } : {}),
    current_state: "init",
    min_cu: spec.autoscaling_limit_min_cu,
    max_cu: spec.autoscaling_limit_max_cu,
    suspend_timeout_seconds: spec.suspend_timeout_seconds,
    pg_settings: spec.pg_settings ?? {},
    created_at: now,
    updated_at: now,
    open_connections: 0,
    dropped_connections: 0,
    restart_count: 0,
  };
}
