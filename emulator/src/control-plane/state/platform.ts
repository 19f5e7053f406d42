import { type DataPlane, NoDataPlane } from "../../data-plane/data-plane.ts";
import {
  becomeActive,
  launchOf,
  scheduleAvailabilityChecks,
  specOf,
} from "../services/compute-lifecycle.ts";
import { VirtualClock } from "./clock.ts";
import { FaultStore } from "./fault-store.ts";
import { newPassword } from "./ids.ts";
import { OperationEngine } from "./operation-engine.ts";
import { RateLimiter } from "./rate-limiter.ts";
import {
  type Branch,
  type Compute,
  createState,
  type Database,
  type Project,
  type Role,
  type State,
} from "./records.ts";
import { RequestLog } from "./request-log.ts";
import { Scheduler } from "./scheduler.ts";
import type { LoadedBranch, LoadedCompute, LoadedProject, LoadedSeed } from "./seed.ts";

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
  readonly dataPlane: DataPlane;
  /** Where the Postgres proxy listens, once it does (real computes only). */
  proxyAddress: { host: string; port: number } | undefined;
  /** Settles when the seed's branch data exists and its active computes serve. */
  ready: Promise<void>;

  constructor(seed: LoadedSeed, dataPlane: DataPlane = new NoDataPlane()) {
    this.seed = seed;
    this.dataPlane = dataPlane;
    // Read at each use: a reset swaps in a new fault store.
    dataPlane.useFaults({ takeDataPlaneFault: (fault) => this.faults.takeDataPlaneFault(fault) });
    this.clock = new VirtualClock(seed.timing.time_scale);
    this.state = createState(seed, this.clock.now());
    this.scheduler = new Scheduler(this.clock);
    this.operations = this.newOperationEngine();
    this.ready = this.materialize(seed);
  }

  async reset(seed: LoadedSeed): Promise<void> {
    const previousNow = this.clock.now();
    this.scheduler.stop();
    await this.dataPlane.clear();
    this.seed = seed;
    this.clock = new VirtualClock(seed.timing.time_scale, Math.max(Date.now(), previousNow));
    this.state = createState(seed, this.clock.now());
    this.scheduler = new Scheduler(this.clock);
    this.faults = new FaultStore();
    this.rateLimiter = new RateLimiter();
    this.operations = this.newOperationEngine();
    this.ready = this.materialize(seed);
    await this.ready;
  }

  async stop(): Promise<void> {
    this.scheduler.stop();
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

  private materialize(seed: LoadedSeed): Promise<void> {
    const now = this.clock.now();
    const data: Array<Promise<void>> = [];
    for (const seeded of seed.projects) {
      const project = this.newProject(seeded, now);
      this.state.projects.set(project.id, project);
      const storage = new Map<string, Promise<void>>();
      for (const seededBranch of parentsFirst(seeded.branches)) {
        const contents = rootContents(this, seededBranch, now);
        const branch = newBranch(project, seededBranch, contents, now);
        project.branches.set(branch.id, branch);
        const ref = { projectId: project.id, branchId: branch.id };
        const spec = specOf(branch);
        const parentReady = branch.parent_id ? storage.get(branch.parent_id) : undefined;
        const made =
          branch.parent_id && parentReady
            ? parentReady
                .then(() =>
                  this.dataPlane.createBranch(
                    ref,
                    { projectId: project.id, branchId: branch.parent_id ?? "" },
                    { schemaOnly: false },
                  ),
                )
                .then(() => this.dataPlane.applySpec(ref, spec))
            : this.dataPlane.createRootBranch(ref, spec);
        storage.set(branch.id, made);
        data.push(made);
        for (const seededCompute of seededBranch.computes) {
          const compute = newCompute(project, branch.id, seededCompute, now);
          project.computes.set(compute.id, compute);
          if (seededCompute.current_state === "active") {
            becomeActive(this, project, compute);
            data.push(made.then(() => this.dataPlane.startCompute(launchOf(compute))));
          } else {
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
    return Promise.all(data).then(() => undefined);
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

export interface BranchContents {
  roles: Role[];
  databases: Database[];
}

/** A root branch's owner role and its database. */
export function rootContents(
  platform: Platform,
  spec: { role_name: string; database_name: string; password?: string | undefined },
  now: number,
): BranchContents {
  return {
    roles: [
      {
        name: spec.role_name,
        password: spec.password ?? newPassword(),
        protected: false,
        created_at: now,
        updated_at: now,
      },
    ],
    databases: [
      {
        id: platform.newDatabaseId(),
        name: spec.database_name,
        owner_name: spec.role_name,
        created_at: now,
        updated_at: now,
      },
    ],
  };
}

/** A child branch starts with its parent's roles (same passwords) and databases. */
export function copiedContents(platform: Platform, parent: Branch, now: number): BranchContents {
  return {
    roles: [...parent.roles.values()].map((role) => ({
      ...role,
      created_at: now,
      updated_at: now,
    })),
    databases: [...parent.databases.values()].map((database) => ({
      ...database,
      id: platform.newDatabaseId(),
      created_at: now,
      updated_at: now,
    })),
  };
}

export function newBranch(
  project: Project,
  spec: Pick<LoadedBranch, "id" | "name" | "default" | "parent_id"> & {
    init_source?: Branch["init_source"];
  },
  contents: BranchContents,
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
    init_source: spec.init_source ?? "parent-data",
    protected: false,
    roles: new Map(contents.roles.map((role) => [role.name, role])),
    databases: new Map(contents.databases.map((database) => [database.name, database])),
  };
}

/** Seeded branches may list a child before its parent. */
function parentsFirst<T extends { id: string; parent_id?: string | undefined }>(
  branches: T[],
): T[] {
  const ordered: T[] = [];
  const placed = new Set<string>();
  while (ordered.length < branches.length) {
    const next = branches.filter(
      (b) => !placed.has(b.id) && (!b.parent_id || placed.has(b.parent_id)),
    );
    if (next.length === 0) break;
    for (const branch of next) {
      ordered.push(branch);
      placed.add(branch.id);
    }
  }
  return ordered;
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
    live_connections: 0,
    dropped_connections: 0,
    restart_count: 0,
  };
}
