import { rmSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { badRequest, notFound } from "../../../control-plane/errors.ts";
import type { Branch, Project } from "../../../control-plane/state/records/records.ts";
import { emulatorDomain } from "../../../front-doors/own-host.ts";
import type { BranchServiceHost } from "../../branch-service.ts";
import type { ServiceBus } from "../../service-bus.ts";
import { buildDeployment, unpackKept } from "../build/build-deployment.ts";
import { FunctionLogs } from "../logs/function-logs.ts";
import { FunctionStore } from "../model/function-store.ts";
import type { DeployForm } from "../model/records.ts";
import {
  activeDeployment,
  currentDeployment,
  type FunctionDeployment,
  type FunctionRecord,
  functionMemoryMib,
} from "../model/records.ts";
import { FunctionCredentials } from "../runtime/function-credentials.ts";
import { platformVariables } from "../runtime/function-env.ts";
import { FunctionProcesses } from "../runtime/function-processes.ts";

export interface FunctionsOptions {
  /** Where the functions' URLs live (the proxy's origin). */
  origin: string;
  /** A process with no invocation for this long stops; default 5 minutes. */
  idleStopMs?: number;
  /** An invocation silent for this long is cut off (504); default 60 s. */
  invocationTimeoutMs?: number;
}

/** Neon's slug: a branch-unique lowercase DNS label part, `^[a-z0-9]{1,20}$`. */
export const slugPattern = /^[a-z0-9]{1,20}$/;

/**
 * Every branch's functions: the records (function-store.ts), their builds (build/), their
 * processes (runtime/) and what they printed (logs/). The routes, the front door, the triggers
 * and the branch's life all come through here.
 */
export class BranchFunctions {
  readonly store = new FunctionStore();
  readonly logs: FunctionLogs;
  readonly processes: FunctionProcesses;
  /** Each function's own credential on each branch, for its process's variables. */
  readonly credentials: FunctionCredentials;
  readonly origin: string;
  readonly invocationTimeoutMs: number;
  #root: string | undefined;
  readonly #builds = new Map<FunctionDeployment, Promise<void>>();
  /** Each snapshot's functions, as the branch had them when it was taken. */
  readonly #snapshots = new Map<string, FunctionRecord[]>();
  /** The platform's clock and branches. */
  readonly host: BranchServiceHost;
  /** Where a function's variables come from: the other services' URLs on its branch. */
  readonly #bus: ServiceBus;

  constructor(host: BranchServiceHost, bus: ServiceBus, options: FunctionsOptions) {
    this.host = host;
    this.#bus = bus;
    this.origin = options.origin;
    this.invocationTimeoutMs = options.invocationTimeoutMs ?? 60_000;
    this.credentials = new FunctionCredentials(host.credentials);
    // A function's lines are a change the emulator makes on its own: kept across restarts.
    this.logs = new FunctionLogs(() => host.stateChanged());
    const proxy = host.proxy;
    this.processes = new FunctionProcesses({
      idleStopMs: options.idleStopMs ?? 5 * 60_000,
      route: proxy && {
        host: proxy.host,
        port: proxy.port,
        domain: emulatorDomain,
        ...(host.proxyCaPath !== undefined ? { caPath: host.proxyCaPath } : {}),
      },
      onLine: (target, line) =>
        this.logs.add(target.branchId, {
          time: host.now(),
          slug: target.slug,
          ...line,
        }),
      onFailure: (target, message) =>
        host.reportFailure({
          service: "functions",
          branchId: target.branchId,
          subject: `function ${target.slug} (deployment ${target.deploymentId})`,
          message,
        }),
    });
  }

  /** createProjectBranchFunctionDeployment: the deployment, `pending`; its build follows. */
  deploy(branch: Branch, slug: string, form: DeployForm, now: number): FunctionDeployment {
    if (!slugPattern.test(slug)) {
      throw badRequest(
        `slug: ${slug} is not a function slug (lowercase letters and digits, 1 to 20)`,
      );
    }
    const existing = this.store.get(branch.id, slug);
    const previous = existing ? currentDeployment(existing) : undefined;
    const zip = form.zip ?? previous?.zip;
    if (!zip) throw badRequest(`the first deployment of function ${slug} must include zip`);
    const fn = this.store.getOrCreate(branch.id, slug, now);
    fn.inherited = false;
    const environment = { ...previous?.environment };
    // Neon: "to remove a variable, deploy it with an empty value".
    for (const [name, value] of Object.entries(form.environment ?? {})) {
      if (value === "") delete environment[name];
      else environment[name] = value;
    }
    const deployment: FunctionDeployment = {
      id: this.store.nextDeploymentId(branch.id, slug),
      status: "pending",
      runtime: form.runtime ?? previous?.runtime ?? "nodejs24",
      memoryMib: functionMemoryMib,
      createdAt: now,
      environment,
      zip,
    };
    fn.deployments.push(deployment);
    const build = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      buildDeployment(deployment, () => this.#newFolder(branch.id, slug, deployment.id)),
    );
    void build.then(() => {
      // Its status is kept across restarts.
      this.host.stateChanged();
      if (deployment.status === "completed") this.#activated(branch.id, slug, deployment);
      if (deployment.status !== "failed") return;
      this.host.reportFailure({
        service: "functions",
        branchId: branch.id,
        subject: `function ${slug} (deployment ${deployment.id})`,
        message: deployment.error ?? "build failed",
      });
    });
    this.#builds.set(deployment, build);
    void build.finally(() => this.#builds.delete(deployment));
    return deployment;
  }

  requireFunction(branch: Branch, slug: string): FunctionRecord {
    const fn = this.store.get(branch.id, slug);
    if (!fn) throw notFound(`function ${slug} not found on branch ${branch.id}`);
    return fn;
  }

  /**
   * A deployment built: while it is the function's active one on the branch, it gets its
   * credential, and the one of the deployment it replaces is revoked.
   */
  #activated(branchId: string, slug: string, deployment: FunctionDeployment): void {
    const fn = this.store.get(branchId, slug);
    if (fn && activeDeployment(fn) === deployment) {
      this.credentials.forDeployment(branchId, fn, deployment.id);
    }
  }

  /** deleteProjectBranchFunction: its process stops first, then its files go. */
  async deleteFunction(branch: Branch, slug: string): Promise<void> {
    const fn = this.requireFunction(branch, slug);
    await this.processes.stopFunction(branch.id, slug);
    this.credentials.revokeFunction(branch.id, fn);
    await this.#release(this.store.delete(branch.id, slug));
  }

  /**
   * The port of the process serving the function's active deployment, started with the
   * branch's variables and the deployment's environment; undefined when nothing serves.
   */
  async serving(place: { project: Project; branch: Branch }, slug: string) {
    const fn = this.store.get(place.branch.id, slug);
    const active = fn ? activeDeployment(fn) : undefined;
    // A deployment kept across a restart is unpacked again: its first invocation waits for it.
    if (active && !active.entry) await this.#builds.get(active);
    if (!fn || !active?.entry) return undefined;
    const proxy = { proxyAddress: this.host.proxy };
    const entry = active.entry;
    return this.processes.acquire(
      { branchId: place.branch.id, slug, deploymentId: active.id, entry },
      () => ({
        ...platformVariables(
          proxy,
          this.#bus,
          this.origin,
          place,
          this.store.list(place.branch.id),
          this.credentials.forDeployment(place.branch.id, fn, active.id),
        ),
        ...active.environment,
      }),
    );
  }

  /** A child takes the parent's functions as they are now: same slugs, ids and deployments. */
  copyFunctions(fromBranchId: string, toBranchId: string): void {
    for (const fn of this.store.list(fromBranchId)) {
      this.store.put(toBranchId, copyOf(fn));
    }
  }

  async replaceFunctions(branchId: string, records: readonly FunctionRecord[]): Promise<void> {
    await this.processes.stopBranch(branchId);
    this.credentials.revokeBranch(branchId);
    const replaced = this.store.deleteBranch(branchId);
    for (const fn of records) this.store.put(branchId, copyOf(fn));
    await this.#release(...replaced);
  }

  async dropBranch(branchId: string): Promise<void> {
    await this.processes.stopBranch(branchId);
    this.credentials.forgetBranch(branchId);
    this.logs.dropBranch(branchId);
    await this.#release(...this.store.forgetBranch(branchId));
  }

  takeSnapshot(snapshotId: string, branchId: string): void {
    this.#snapshots.set(snapshotId, this.store.list(branchId).map(copyOf));
  }

  restoreSnapshot(snapshotId: string, branchId: string): void {
    for (const fn of this.#snapshots.get(snapshotId) ?? []) this.store.put(branchId, copyOf(fn));
  }

  async dropSnapshot(snapshotId: string): Promise<void> {
    const records = this.#snapshots.get(snapshotId) ?? [];
    this.#snapshots.delete(snapshotId);
    await this.#release(...records);
  }

  /** Each snapshot's functions (the state file keeps them). */
  snapshotRecords(): Array<[string, FunctionRecord[]]> {
    return [...this.#snapshots];
  }

  /**
   * Functions kept across a restart (lifecycle/kept-functions.ts): the records back, and each
   * completed deployment's bundle unpacked again from its zip, in the background.
   */
  restore(kept: {
    branches: ReadonlyArray<[string, FunctionRecord[]]>;
    snapshots: ReadonlyArray<[string, FunctionRecord[]]>;
    deployments: readonly FunctionDeployment[];
  }): void {
    for (const [branchId, records] of kept.branches) {
      for (const fn of records) this.store.put(branchId, fn);
    }
    for (const [snapshotId, records] of kept.snapshots) this.#snapshots.set(snapshotId, records);
    kept.deployments.forEach((deployment, at) => {
      if (deployment.status !== "completed") return;
      const unpacked = unpackKept(deployment, () =>
        this.#newFolder("kept", `deployment${at}`, deployment.id),
      );
      this.#builds.set(deployment, unpacked);
      void unpacked.finally(() => this.#builds.delete(deployment));
    });
  }

  /** Every process stops, the records and the unpacked bundles go (an admin reset, the stop). */
  async stop(): Promise<void> {
    await this.processes.stopAll();
    await Promise.all([...this.#builds.values()]);
    this.store.clear();
    this.credentials.clear();
    this.logs.clear();
    this.#snapshots.clear();
    if (this.#root) rmSync(this.#root, { recursive: true, force: true });
    this.#root = undefined;
  }

  /**
   * Removes the bundles of these functions' deployments that no branch or snapshot holds any
   * more (a child's inherited copy and a snapshot share their deployments with the original).
   */
  async #release(...removed: (FunctionRecord | undefined)[]): Promise<void> {
    const held = new Set<FunctionDeployment>();
    const holders = [
      ...this.store.branchIds().flatMap((branchId) => this.store.list(branchId)),
      ...[...this.#snapshots.values()].flat(),
    ];
    for (const fn of holders) for (const deployment of fn.deployments) held.add(deployment);
    const orphans = removed
      .flatMap((fn) => fn?.deployments ?? [])
      .filter((deployment) => !held.has(deployment));
    await Promise.all(
      orphans.map(async (deployment) => {
        await this.#builds.get(deployment);
        if (deployment.folder) await rm(deployment.folder, { recursive: true, force: true });
      }),
    );
  }

  /** A new, empty folder for a deployment's bundle: never one an earlier function left. */
  async #newFolder(branchId: string, slug: string, deploymentId: number): Promise<string> {
    const parent = join(this.#rootDir(), branchId, slug);
    await mkdir(parent, { recursive: true });
    return mkdtemp(join(parent, `${deploymentId}-`));
  }

  #rootDir(): string {
    this.#root ??= this.host.dataPlane.temporaryDirectory("emulator-functions-");
    return this.#root;
  }
}

/**
 * A function as another branch sees it: the deployments are shared (their bundles never
 * change once built), the list and the name are its own from now on.
 */
function copyOf(fn: FunctionRecord): FunctionRecord {
  return { ...fn, deployments: [...fn.deployments], inherited: true };
}
