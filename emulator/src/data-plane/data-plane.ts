import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SpecChange } from "./compute/spec.ts";
import type { DataPlaneFaultSource } from "./faults/data-plane-faults.ts";
import type { MaskingColumn, MaskingProgress, TargetFacts } from "./masking/static-masking.ts";
import type { SchemaTable } from "./postgres/schema-tables.ts";
import type { ComputeLaunch, RunningServer } from "./servers/server-pool.ts";
import type { BranchRef } from "./storage/branch-key.ts";
import type { DataMeasure } from "./storage/measure-data.ts";
import type { SnapshotRef } from "./storage/snapshot-storage.ts";

export {
  type DataPlaneFault,
  type DataPlaneFaultSource,
  dataPlaneFaults,
} from "./faults/data-plane-faults.ts";
export type { MaskingColumn, MaskingProgress } from "./masking/static-masking.ts";
export type { ComputeLaunch, RunningServer } from "./servers/server-pool.ts";
export type { BranchRef } from "./storage/branch-key.ts";
export type { DataMeasure } from "./storage/measure-data.ts";
export type { SnapshotRef } from "./storage/snapshot-storage.ts";

/**
 * What the control plane asks of the data plane: branch storage and compute servers.
 * Every method resolves when the real work is done; the control plane's operations wait on it.
 * One that fails leaves nothing half done: no partial copy on disk, a restored branch's data and
 * server as they were.
 */
export interface DataPlane {
  /** False with --no-postgres: storage and servers are not real, every call succeeds at once. */
  readonly real: boolean;
  /** Where the data plane's fault rules come from (the admin API's). */
  useFaults(source: DataPlaneFaultSource): void;
  /**
   * A branch with no parent: an empty cluster with the branch's roles and databases, of the
   * project's major (`pgVersion`, default the bundled one: 17). Every later server on the
   * branch's data, or a copy of it, runs that major.
   */
  createRootBranch(
    branch: BranchRef,
    spec: SpecChange,
    options?: { pgVersion?: number },
  ): Promise<void>;
  /** A copy of the parent's data at this moment; with `schemaOnly`, without its rows. */
  createBranch(
    branch: BranchRef,
    parent: BranchRef,
    options: { schemaOnly: boolean },
  ): Promise<void>;
  /**
   * Replaces the branch's data with the source's current data; a running server restarts on it.
   * With `preserveAs`, the data as it was becomes that (new) branch's data.
   */
  restoreBranch(
    branch: BranchRef,
    source: BranchRef,
    options?: { preserveAs?: BranchRef },
  ): Promise<void>;
  deleteBranch(branch: BranchRef): Promise<void>;
  /**
   * Every branch whose data is on disk (a kept data directory's, at start: the platform reopened
   * from its state file finds those no branch owns); what a kill left half made is removed first.
   */
  storedBranches(): Promise<BranchRef[]>;
  /**
   * A copy of the branch's data at this moment, kept as the snapshot's (a consistent copy even
   * while its server writes); `lsn`, when known, is a WAL position whose state the copy holds.
   */
  createSnapshot(snapshot: SnapshotRef, source: BranchRef): Promise<{ lsn?: string | undefined }>;
  /** A new branch whose data is a copy of the snapshot's. */
  restoreSnapshot(branch: BranchRef, snapshot: SnapshotRef): Promise<void>;
  deleteSnapshot(snapshot: SnapshotRef): Promise<void>;
  applySpec(branch: BranchRef, change: SpecChange): Promise<void>;
  /** Starts the compute's server, or restarts it when it runs with other settings or elsewhere. */
  startCompute(launch: ComputeLaunch): Promise<void>;
  stopCompute(computeId: string): Promise<void>;
  /**
   * `pg_dump --schema-only` of one database on the branch's current data, read without a
   * compute the user sees: on the branch's running read_write server, else on a short-lived
   * server of the platform's own, in turn with every other change to the branch's data.
   */
  dumpSchema(branch: BranchRef, database: string): Promise<string>;
  /** The database's tables and their columns and keys, read the same way. */
  describeTables(branch: BranchRef, database: string): Promise<SchemaTable[]>;
  /**
   * What the branch's catalog says about each column (in the same order); undefined when there is
   * no real data to ask (--no-postgres). Every database named must exist.
   */
  inspectMaskingTargets(
    branch: BranchRef,
    columns: MaskingColumn[],
  ): Promise<TargetFacts[] | undefined>;
  /** Installs PostgreSQL Anonymizer's functions (the `anon` schema) in each of the databases. */
  prepareMasking(branch: BranchRef, databases: string[]): Promise<void>;
  /**
   * Masks the branch's own rows (static masking), each database all or nothing, after ending
   * every user session on its server. Rejects with the reason when a rule fails.
   */
  maskBranch(
    branch: BranchRef,
    columns: MaskingColumn[],
    onProgress: (progress: MaskingProgress) => void,
  ): Promise<void>;
  /**
   * Runs the statements in order in one of the branch's databases, as the platform's superuser
   * (a branch service's setup: the Data API's roles, grants and `auth` schema).
   */
  runAdminSql(branch: BranchRef, database: string, statements: readonly string[]): Promise<void>;
  /**
   * A new directory in the machine's temp directory for files a service does not keep (unpacked
   * function bundles, blobs without a data directory): the service removes it at stop, and the
   * reaper does if the emulator is killed.
   */
  temporaryDirectory(prefix: string): string;
  /**
   * The branch's data as it is on disk (its logical size, its latest checkpoint's WAL position);
   * undefined when there is no real data (--no-postgres) or it is not there.
   */
  measureBranch(branch: BranchRef): Promise<DataMeasure | undefined>;
  /** Where the proxy sends a compute's connections; undefined when its server is not running. */
  target(computeId: string): { host: string; port: number } | undefined;
  servers(): RunningServer[];
  /** Stops every server and forgets every branch's and snapshot's data (an admin reset). */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

/** --no-postgres: the control plane alone. */
export class NoDataPlane implements DataPlane {
  readonly real = false;
  useFaults(): void {}
  async createRootBranch(): Promise<void> {}
  async createBranch(): Promise<void> {}
  async restoreBranch(): Promise<void> {}
  async deleteBranch(): Promise<void> {}
  async storedBranches(): Promise<BranchRef[]> {
    return [];
  }
  async createSnapshot(): Promise<{ lsn?: string }> {
    return {};
  }
  async restoreSnapshot(): Promise<void> {}
  async deleteSnapshot(): Promise<void> {}
  async applySpec(): Promise<void> {}
  async startCompute(): Promise<void> {}
  async stopCompute(): Promise<void> {}
  /** No data, so no schema: an empty dump. */
  async dumpSchema(): Promise<string> {
    return "";
  }
  async describeTables(): Promise<SchemaTable[]> {
    return [];
  }
  async inspectMaskingTargets(): Promise<undefined> {
    return undefined;
  }
  async prepareMasking(): Promise<void> {}
  async maskBranch(): Promise<void> {}
  async runAdminSql(): Promise<void> {}
  temporaryDirectory(prefix: string): string {
    return newTemporaryDirectory(prefix);
  }
  async measureBranch(): Promise<undefined> {
    return undefined;
  }
  target(): undefined {
    return undefined;
  }
  servers(): RunningServer[] {
    return [];
  }
  async clear(): Promise<void> {}
  async stop(): Promise<void> {}
}

/** A new directory in the machine's temp directory, named `<prefix><random>`. */
export function newTemporaryDirectory(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
