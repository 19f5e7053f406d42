import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import type pg from "pg";
import { provideAnonExtension } from "./compute/anon-functions.ts";
import {
  endUserSessions,
  inspectTargets,
  installAnonFunctions,
  maskDatabase,
  type TargetFacts,
  tableCount,
} from "./compute/masking.ts";
import { maxConnectionsFor, serverSettings } from "./compute/settings.ts";
import { applySpec, emptyAllTables, releaseRoles, type SpecChange } from "./compute/spec.ts";
import type {
  BranchRef,
  ComputeLaunch,
  DataPlane,
  DataPlaneFaultSource,
  MaskingColumn,
  MaskingProgress,
  RunningServer,
} from "./data-plane.ts";
import { KeyedQueue } from "./keyed-queue.ts";
import {
  type AdminCredentials,
  adminRole,
  quoteLiteral,
  withAdminClient,
} from "./postgres/admin-sql.ts";
import { locateBinaries, type PostgresBinaries } from "./postgres/binaries.ts";
import { Reaper } from "./postgres/reaper.ts";
import { dumpSchema } from "./postgres/schema-dump.ts";
import { describeTables, type SchemaTable } from "./postgres/schema-tables.ts";
import {
  defaultReadyTimeoutMs,
  type ServerProcess,
  startServer,
} from "./postgres/server-process.ts";
import { asServerUser, giveTo, type ServerUser, serverUserFor } from "./postgres/server-user.ts";
import { copyRunningServer } from "./storage/base-backup.ts";
import { clearServerState, copyDirectory } from "./storage/copy-tree.ts";
import { scratchDir } from "./storage/scratch-dir.ts";
import { sharedTemplate, type Template, templateIn } from "./storage/template.ts";

export interface PostgresDataPlaneOptions {
  /** Keep branch data here across restarts; by default a temporary directory removed at stop. */
  dataDir?: string;
  /** How long a server may take to say it is ready before it is stopped; default 60 s. */
  readyTimeoutMs?: number;
}

interface ComputeServer {
  launch: ComputeLaunch;
  server: ServerProcess;
  /** A read_only compute runs a hot standby on a copy of its own. */
  replicaDir?: string;
}

const branchKey = (ref: BranchRef) => `branch:${ref.projectId}/${ref.branchId}`;
const computeKey = (id: string) => `compute:${id}`;
/** initdb's default, recorded in a new cluster's control file. */
const initdbMaxConnections = 100;

/**
 * Real storage and real servers. Each branch owns a PostgreSQL data directory; a compute is
 * a server process on its branch's directory (a read_only one, a hot standby on a copy).
 */
export class PostgresDataPlane implements DataPlane {
  readonly real = true;
  private readonly queue = new KeyedQueue();
  private readonly computes = new Map<string, ComputeServer>();
  /** Where each compute's latest start was asked for, so a stop queues behind it. */
  private readonly placement = new Map<string, BranchRef>();
  /** Highest max_connections a branch's data has run with: a standby needs at least as many. */
  private readonly maxConnectionsSeen = new Map<string, number>();
  private readonly live = new Set<ServerProcess>();
  private readonly pids = new Set<number>();
  private stopping: Promise<void> | undefined;
  private faults: DataPlaneFaultSource = { takeDataPlaneFault: () => false };

  private readonly root: string;
  private readonly keepData: boolean;
  private readonly user: ServerUser | undefined;
  private readonly binaries: PostgresBinaries;
  private readonly credentials: AdminCredentials;
  private readonly template: Template;
  private readonly reaper: Reaper;
  /** Whether `CREATE EXTENSION anon` works on these binaries (else a plain `anon` schema). */
  private readonly anonExtension: boolean;
  private readonly readyTimeoutMs: number;

  private constructor(parts: {
    root: string;
    keepData: boolean;
    user: ServerUser | undefined;
    binaries: PostgresBinaries;
    template: Template;
    reaper: Reaper;
    anonExtension: boolean;
    readyTimeoutMs: number;
  }) {
    this.root = parts.root;
    this.keepData = parts.keepData;
    this.user = parts.user;
    this.binaries = parts.binaries;
    this.template = parts.template;
    this.credentials = parts.template.credentials;
    this.reaper = parts.reaper;
    this.anonExtension = parts.anonExtension;
    this.readyTimeoutMs = parts.readyTimeoutMs;
  }

  static async create(options: PostgresDataPlaneOptions = {}): Promise<PostgresDataPlane> {
    const user = serverUserFor();
    const binaries = await locateBinaries(user);
    const reaper = new Reaper();
    const keepData = options.dataDir !== undefined;
    let root: string;
    if (options.dataDir !== undefined) {
      root = resolve(options.dataDir);
      await mkdir(root, { recursive: true, mode: 0o700 });
      if (user) await chown(root, user.uid, user.gid);
      if (user && !reachable(root, user)) {
        reaper.dismiss();
        throw new Error(
          `--data-dir ${root}: PostgreSQL runs as the unprivileged user ${user.name} (it refuses root), and ${user.name} cannot reach that directory; choose one it can reach, for example under ${tmpdir()}`,
        );
      }
    } else {
      root = await mkdtemp(join(scratchDir(), "preview-compute-emulator-"));
      reaper.owns(root);
    }
    if (user) await chown(root, user.uid, user.gid);
    // initdb (when there is no template yet) runs while the rest of the emulator starts.
    const template = keepData
      ? await templateIn(root, binaries, user)
      : sharedTemplate(binaries, user);
    template.dir.catch(() => undefined);
    const anonExtension = await provideAnonExtension(binaries.postgres);
    return new PostgresDataPlane({
      root,
      keepData,
      user,
      binaries,
      template,
      reaper,
      anonExtension,
      readyTimeoutMs: options.readyTimeoutMs ?? defaultReadyTimeoutMs,
    });
  }

  get dataDir(): string {
    return this.root;
  }

  useFaults(source: DataPlaneFaultSource): void {
    this.faults = source;
  }

  createRootBranch(branch: BranchRef, spec: SpecChange): Promise<void> {
    return this.queue.run([branchKey(branch)], async () => {
      const dir = this.branchDir(branch);
      if (existsSync(join(dir, "PG_VERSION"))) return; // kept from an earlier run (--data-dir)
      const template = await this.template.dir;
      await this.makeParent(dir);
      await removedOnFailure(dir, async () => {
        await copyDirectory(template, dir, this.user, { live: false });
        await this.withServerOn(branch, dir, (port) => this.applyOn(port, spec));
      });
    });
  }

  createBranch(
    branch: BranchRef,
    parent: BranchRef,
    options: { schemaOnly: boolean },
  ): Promise<void> {
    return this.queue.run([branchKey(parent), branchKey(branch)], async () => {
      const dir = this.branchDir(branch);
      await this.makeParent(dir);
      await rm(dir, { recursive: true, force: true });
      try {
        await this.copyBranch(parent, dir);
        this.maxConnectionsSeen.set(
          branchKey(branch),
          this.maxConnectionsSeen.get(branchKey(parent)) ?? initdbMaxConnections,
        );
        if (options.schemaOnly)
          await this.withServerOn(branch, dir, (port) => this.emptyTables(port));
      } catch (error) {
        // No partial copy is left behind; the control plane fails the operation.
        await rm(dir, { recursive: true, force: true });
        this.maxConnectionsSeen.delete(branchKey(branch));
        throw error;
      }
    });
  }

  restoreBranch(
    branch: BranchRef,
    source: BranchRef,
    options: { preserveAs?: BranchRef } = {},
  ): Promise<void> {
    const { preserveAs } = options;
    const keys = [source, branch, ...(preserveAs ? [preserveAs] : [])].map(branchKey);
    return this.queue.run(keys, async () => {
      const dir = this.branchDir(branch);
      const incoming = `${dir}.restoring`;
      await rm(incoming, { recursive: true, force: true });
      // The copy comes first: when it fails, the branch and its compute are untouched.
      await removedOnFailure(incoming, () => this.copyBranch(source, incoming));
      const serving = this.primaryOn(branch);
      if (serving) await this.stopServer(serving);
      // The state before the restore: a branch of its own with preserveAs, else kept until the
      // restored data serves, so that a failure can put it back.
      const kept = preserveAs ? this.branchDir(preserveAs) : `${dir}.previous`;
      await rm(kept, { recursive: true, force: true });
      await this.makeParent(kept);
      let moved = false;
      try {
        await rename(dir, kept);
        moved = true;
        await rename(incoming, dir);
        if (serving) await this.launch(serving.launch);
      } catch (error) {
        if (moved) {
          await rm(dir, { recursive: true, force: true });
          await rename(kept, dir);
        }
        await rm(incoming, { recursive: true, force: true });
        if (serving) await this.launch(serving.launch).catch(() => undefined);
        throw error;
      }
      if (!preserveAs) await rm(kept, { recursive: true, force: true });
      const seen = this.maxConnectionsSeen.get(branchKey(branch));
      if (preserveAs && seen) this.maxConnectionsSeen.set(branchKey(preserveAs), seen);
      this.maxConnectionsSeen.set(
        branchKey(branch),
        Math.max(
          this.maxConnectionsSeen.get(branchKey(source)) ?? initdbMaxConnections,
          serving ? maxConnectionsFor(serving.launch) : 0,
        ),
      );
    });
  }

  deleteBranch(branch: BranchRef): Promise<void> {
    return this.queue.run([branchKey(branch)], async () => {
      for (const compute of [...this.computes.values()]) {
        if (branchKey(compute.launch.branch) === branchKey(branch)) await this.stopServer(compute);
      }
      await rm(this.branchDir(branch), { recursive: true, force: true });
      this.maxConnectionsSeen.delete(branchKey(branch));
    });
  }

  applySpec(branch: BranchRef, change: SpecChange): Promise<void> {
    return this.queue.run([branchKey(branch)], async () => {
      const primary = this.primaryOn(branch);
      if (primary) await this.applyOn(primary.server.port, change);
      else
        await this.withServerOn(branch, this.branchDir(branch), (port) =>
          this.applyOn(port, change),
        );
    });
  }

  startCompute(launch: ComputeLaunch): Promise<void> {
    this.placement.set(launch.computeId, launch.branch);
    return this.queue.run([branchKey(launch.branch), computeKey(launch.computeId)], async () => {
      const current = this.computes.get(launch.computeId);
      if (current && sameLaunch(current.launch, launch)) return;
      if (current) await this.stopServer(current);
      await this.launch(launch);
    });
  }

  stopCompute(computeId: string): Promise<void> {
    const branch = this.placement.get(computeId);
    const keys = [computeKey(computeId), ...(branch ? [branchKey(branch)] : [])];
    return this.queue.run(keys, async () => {
      const current = this.computes.get(computeId);
      if (current) await this.stopServer(current);
      if (this.placement.get(computeId) === branch) this.placement.delete(computeId);
    });
  }

  dumpSchema(branch: BranchRef, database: string): Promise<string> {
    return this.readBranch(branch, (port) => dumpSchema(port, this.credentials, database));
  }

  describeTables(branch: BranchRef, database: string): Promise<SchemaTable[]> {
    return this.readBranch(branch, (port) =>
      withAdminClient(port, this.credentials, database, describeTables),
    );
  }

  inspectMaskingTargets(branch: BranchRef, columns: MaskingColumn[]): Promise<TargetFacts[]> {
    if (columns.length === 0) return Promise.resolve([]);
    const inspect = async (port: number) => {
      const facts: TargetFacts[] = [];
      for (const [database, indexed] of byDatabase(columns)) {
        const found = await withAdminClient(port, this.credentials, database, (client) =>
          inspectTargets(
            client,
            indexed.map(({ column }) => column),
          ),
        );
        indexed.forEach(({ index }, i) => {
          facts[index] = found[i] as TargetFacts;
        });
      }
      return facts;
    };
    // A catalog read needs no exclusive hold of the branch: a serving compute answers it.
    const primary = this.primaryOn(branch);
    if (primary) return inspect(primary.server.port);
    return this.queue.run([branchKey(branch)], () => this.onBranchServer(branch, inspect));
  }

  prepareMasking(branch: BranchRef, databases: string[]): Promise<void> {
    if (databases.length === 0) return Promise.resolve();
    return this.queue.run([branchKey(branch)], () =>
      this.onBranchServer(branch, async (port) => {
        for (const database of databases) {
          await withAdminClient(port, this.credentials, database, (client) =>
            installAnonFunctions(client, { extension: this.anonExtension }),
          );
        }
      }),
    );
  }

  maskBranch(
    branch: BranchRef,
    columns: MaskingColumn[],
    onProgress: (progress: MaskingProgress) => void,
  ): Promise<void> {
    if (columns.length === 0) return Promise.resolve();
    const groups = byDatabase(columns);
    const tables = [...groups.values()].reduce(
      (sum, indexed) => sum + tableCount(indexed.map(({ column }) => column)),
      0,
    );
    // Queued behind (and ahead of) every copy, restore or start of the branch's data.
    return this.queue.run([branchKey(branch)], async () => {
      const primary = this.primaryOn(branch);
      await this.onBranchServer(branch, async (port) => {
        if (primary) await withAdminClient(port, this.credentials, "postgres", endUserSessions);
        let before = 0;
        for (const [database, indexed] of groups) {
          const targets = indexed.map(({ column }) => column);
          await withAdminClient(port, this.credentials, database, async (client) => {
            await installAnonFunctions(client, { extension: this.anonExtension });
            await maskDatabase(client, targets, (progress) =>
              onProgress({
                database,
                schema: progress.schema,
                table: progress.table,
                tableNumber: before + progress.index + 1,
                tables,
                rowsDone: progress.rowsDone,
                rowsTotal: progress.rowsTotal,
              }),
            ).catch((error: unknown) => {
              throw new Error(`database ${database}: ${(error as Error).message}`);
            });
          });
          before += tableCount(targets);
        }
      });
      // A read_only compute with no primary to stream from serves a copy taken before: renew it.
      if (!primary) {
        for (const replica of [...this.computes.values()]) {
          if (!replica.launch.readOnly || branchKey(replica.launch.branch) !== branchKey(branch))
            continue;
          await this.stopServer(replica);
          await this.launch(replica.launch);
        }
      }
    });
  }

  target(computeId: string): { host: string; port: number } | undefined {
    const compute = this.computes.get(computeId);
    return compute ? { host: "127.0.0.1", port: compute.server.port } : undefined;
  }

  servers(): RunningServer[] {
    return [...this.computes.values()].map(({ launch, server }) => ({
      compute_id: launch.computeId,
      branch_id: launch.branch.branchId,
      pid: server.pid,
      port: server.port,
      read_only: launch.readOnly,
    }));
  }

  async clear(): Promise<void> {
    await this.queue.idle();
    await Promise.allSettled([...this.computes.values()].map((c) => this.stopServer(c)));
    this.placement.clear();
    this.maxConnectionsSeen.clear();
    await rm(join(this.root, "branches"), { recursive: true, force: true });
    await rm(join(this.root, "replicas"), { recursive: true, force: true });
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await Promise.allSettled([...this.live].map((server) => server.stop()));
      // Work already under way may still start a server: wait for it, then stop that too.
      await Promise.race([this.queue.idle(), new Promise((r) => setTimeout(r, 5000).unref())]);
      await Promise.allSettled([...this.live].map((server) => server.stop()));
      for (const pid of this.pids) killGroup(pid);
      if (!this.keepData) await rm(this.root, { recursive: true, force: true, maxRetries: 3 });
      this.reaper.dismiss();
    })();
    return this.stopping;
  }

  private async launch(launch: ComputeLaunch): Promise<void> {
    const settings = serverSettings(launch);
    let dataDir = this.branchDir(launch.branch);
    let replicaDir: string | undefined;
    if (launch.readOnly) {
      replicaDir = join(this.root, "replicas", launch.computeId);
      await this.makeParent(replicaDir);
      await rm(replicaDir, { recursive: true, force: true });
      dataDir = replicaDir;
      const needed = this.maxConnectionsSeen.get(branchKey(launch.branch)) ?? initdbMaxConnections;
      settings.max_connections = Math.max(maxConnectionsFor(launch), needed);
      settings.hot_standby = "on";
    } else {
      const key = branchKey(launch.branch);
      const seen = this.maxConnectionsSeen.get(key) ?? initdbMaxConnections;
      this.maxConnectionsSeen.set(key, Math.max(seen, maxConnectionsFor(launch)));
    }
    let server: ServerProcess;
    try {
      if (replicaDir) {
        await this.copyBranch(launch.branch, replicaDir);
        await this.makeStandby(launch.branch, replicaDir);
      }
      server = await this.startServer(dataDir, settings);
    } catch (error) {
      // A standby that fails leaves no copy of its own behind.
      if (replicaDir) await rm(replicaDir, { recursive: true, force: true });
      throw error;
    }
    const record: ComputeServer = { launch, server, ...(replicaDir ? { replicaDir } : {}) };
    this.computes.set(launch.computeId, record);
    server.exited.then(() => {
      if (this.computes.get(launch.computeId) === record) this.computes.delete(launch.computeId);
    });
  }

  private async stopServer(compute: ComputeServer): Promise<void> {
    if (this.computes.get(compute.launch.computeId) === compute) {
      this.computes.delete(compute.launch.computeId);
    }
    await compute.server.stop();
    if (compute.replicaDir) await rm(compute.replicaDir, { recursive: true, force: true });
  }

  private async startServer(
    dataDir: string,
    settings: Record<string, string | number>,
  ): Promise<ServerProcess> {
    if (this.stopping) throw new Error("the emulator is stopping");
    const server = await startServer({
      binaries: this.binaries,
      user: this.user,
      dataDir,
      settings,
      readyTimeoutMs: this.readyTimeoutMs,
      neverReady: this.faults.takeDataPlaneFault("start_never_ready"),
      watch: {
        started: (pid) => {
          this.pids.add(pid);
          this.reaper.started(pid);
        },
        ended: (pid) => {
          this.pids.delete(pid);
          this.reaper.ended(pid);
        },
      },
    });
    this.live.add(server);
    server.exited.then(() => this.live.delete(server));
    return server;
  }

  /** A server of the platform's own, for work on a branch no compute is serving. */
  private async withServerOn<T>(
    branch: BranchRef,
    dataDir: string,
    work: (port: number) => Promise<T>,
  ): Promise<T> {
    const needed = this.maxConnectionsSeen.get(branchKey(branch)) ?? initdbMaxConnections;
    const server = await this.startServer(dataDir, { max_connections: Math.max(needed, 20) });
    try {
      return await work(server.port);
    } finally {
      await server.stop();
    }
  }

  /**
   * Reads the branch's current data without starting a compute: on its running read_write
   * server (a connection of the platform's own, which neither wakes the compute nor resets its
   * inactivity timer), else on a server of the platform's own that stops when the read is done.
   * In turn with every other change to the branch's data: a suspend or restore waits for it.
   */
  private readBranch<T>(branch: BranchRef, read: (port: number) => Promise<T>): Promise<T> {
    return this.queue.run([branchKey(branch)], async () => {
      if (!this.primaryOn(branch) && !existsSync(join(this.branchDir(branch), "PG_VERSION"))) {
        throw new Error(`branch ${branch.branchId} has no data yet: its creation has not finished`);
      }
      return this.onBranchServer(branch, read);
    });
  }

  /** Work on the branch's data through its running compute, or a server of the platform's own. */
  private onBranchServer<T>(branch: BranchRef, work: (port: number) => Promise<T>): Promise<T> {
    const primary = this.primaryOn(branch);
    if (primary) return work(primary.server.port);
    return this.withServerOn(branch, this.branchDir(branch), work);
  }

  private primaryOn(branch: BranchRef): ComputeServer | undefined {
    return [...this.computes.values()].find(
      (c) => !c.launch.readOnly && branchKey(c.launch.branch) === branchKey(branch),
    );
  }

  /** The branch's data as of now, whether or not a server is writing to it. */
  private async copyBranch(source: BranchRef, target: string): Promise<void> {
    const serving = this.primaryOn(source);
    if (serving) {
      await copyRunningServer(serving.server, this.credentials, target, this.user);
    } else {
      await copyDirectory(this.branchDir(source), target, this.user, { live: false });
      await clearServerState(target, { backup: false });
    }
    if (this.faults.takeDataPlaneFault("copy_fails")) {
      // After the copy, so that what a real failure leaves behind (a partial copy) is there.
      throw new Error(
        `copying branch ${source.branchId} failed: injected by the emulator's copy_fails fault`,
      );
    }
  }

  private async makeStandby(branch: BranchRef, dir: string): Promise<void> {
    await writeFile(join(dir, "standby.signal"), "");
    const primary = this.primaryOn(branch);
    if (primary) {
      const conninfo = `host=127.0.0.1 port=${primary.server.port} user=${adminRole} password=${this.credentials.password}`;
      await writeFile(
        join(dir, "postgresql.auto.conf"),
        `primary_conninfo = ${quoteLiteral(conninfo)}\n`,
        { flag: "a" },
      );
    }
    if (this.faults.takeDataPlaneFault("standby_fails")) {
      // A setting PostgreSQL does not know: the standby's server refuses to start, for real.
      await writeFile(join(dir, "postgresql.auto.conf"), "emulator_standby_fails = on\n", {
        flag: "a",
      });
    }
    await giveTo(this.user, join(dir, "standby.signal"));
    await giveTo(this.user, join(dir, "postgresql.auto.conf"));
  }

  private async applyOn(port: number, change: SpecChange): Promise<void> {
    const dropped = change.dropRoles ?? [];
    if (dropped.length > 0) {
      await this.inEveryDatabase(port, (client) => releaseRoles(client, dropped));
    }
    await withAdminClient(port, this.credentials, "postgres", (client) =>
      applySpec(client, change),
    );
  }

  private emptyTables(port: number): Promise<void> {
    return this.inEveryDatabase(port, async (client) => {
      await client.query(emptyAllTables);
    });
  }

  private async inEveryDatabase(
    port: number,
    work: (client: pg.Client) => Promise<void>,
  ): Promise<void> {
    const databases = await withAdminClient(port, this.credentials, "postgres", (client) =>
      client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datallowconn AND NOT datistemplate",
      ),
    );
    for (const { datname } of databases.rows) {
      await withAdminClient(port, this.credentials, datname, work);
    }
  }

  private branchDir(branch: BranchRef): string {
    return join(this.root, "branches", branch.projectId, branch.branchId);
  }

  private async makeParent(dir: string): Promise<void> {
    const parent = dirname(dir);
    if (existsSync(parent)) return;
    await mkdir(parent, { recursive: true, mode: 0o700 });
    // Every folder on the way belongs to the server user, which must reach its data.
    for (let at = parent; at !== this.root && at.startsWith(this.root); at = dirname(at)) {
      if (this.user) await chown(at, this.user.uid, this.user.gid);
    }
  }
}

/** Runs `work`; when it fails, removes `dir` (what it left half made) before passing the error on. */
async function removedOnFailure<T>(dir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The columns of each database, with their positions in the list. */
function byDatabase(
  columns: MaskingColumn[],
): Map<string, Array<{ index: number; column: MaskingColumn }>> {
  const groups = new Map<string, Array<{ index: number; column: MaskingColumn }>>();
  columns.forEach((column, index) => {
    const group = groups.get(column.database) ?? [];
    group.push({ index, column });
    groups.set(column.database, group);
  });
  return groups;
}

/** Whether the server user can enter the directory (every folder above it must let it pass). */
function reachable(dir: string, user: ServerUser): boolean {
  const probe = spawnSync("/bin/sh", ["-c", 'cd "$1"', "sh", dir], asServerUser(user));
  return probe.status === 0;
}

function sameLaunch(a: ComputeLaunch, b: ComputeLaunch): boolean {
  return (
    branchKey(a.branch) === branchKey(b.branch) &&
    a.readOnly === b.readOnly &&
    JSON.stringify(serverSettings(a)) === JSON.stringify(serverSettings(b))
  );
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // already gone
  }
}
