import type { ComputeSizing } from "./compute/settings.ts";
import type { SpecChange } from "./compute/spec.ts";
import type { SchemaTable } from "./postgres/schema-tables.ts";

export interface BranchRef {
  projectId: string;
  branchId: string;
}

export interface ComputeLaunch extends ComputeSizing {
  computeId: string;
  branch: BranchRef;
  readOnly: boolean;
}

export interface RunningServer {
  compute_id: string;
  branch_id: string;
  pid: number;
  port: number;
  read_only: boolean;
}

/**
 * What the control plane asks of the data plane: branch storage and compute servers.
 * Every method resolves when the real work is done; the control plane's operations wait on it.
 */
export interface DataPlane {
  /** False with --no-postgres: storage and servers are not real, every call succeeds at once. */
  readonly real: boolean;
  /** A branch with no parent: an empty cluster with the branch's roles and databases. */
  createRootBranch(branch: BranchRef, spec: SpecChange): Promise<void>;
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
  /** Where the proxy sends a compute's connections; undefined when its server is not running. */
  target(computeId: string): { host: string; port: number } | undefined;
  servers(): RunningServer[];
  /** Stops every server and forgets every branch's data (an admin reset). */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

/** --no-postgres: the control plane alone. */
export class NoDataPlane implements DataPlane {
  readonly real = false;
  async createRootBranch(): Promise<void> {}
  async createBranch(): Promise<void> {}
  async restoreBranch(): Promise<void> {}
  async deleteBranch(): Promise<void> {}
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
  target(): undefined {
    return undefined;
  }
  servers(): RunningServer[] {
    return [];
  }
  async clear(): Promise<void> {}
  async stop(): Promise<void> {}
}
