import type pg from "pg";
import { applySpec, emptyAllTables, releaseRoles, type SpecChange } from "../compute/spec.ts";
import type { MaskingColumn, MaskingProgress } from "../masking/static-masking.ts";
import {
  endUserSessions,
  inspectTargets,
  installAnonFunctions,
  maskDatabase,
  type TargetFacts,
  tableCount,
} from "../masking/static-masking.ts";
import { type AdminCredentials, withAdminClient } from "../postgres/admin-sql.ts";
import { dumpSchema } from "../postgres/schema-dump.ts";
import { describeTables, type SchemaTable } from "../postgres/schema-tables.ts";
import type { ServerPool } from "../servers/server-pool.ts";
import type { BranchRef } from "../storage/branch-key.ts";
import type { BranchStorage } from "../storage/branch-storage.ts";

/**
 * SQL the platform runs on a branch's data as its superuser: roles and databases (the compute
 * spec), schema dumps and descriptions, masking. On the branch's running read_write server when
 * a compute serves it (a connection of the platform's own, which neither wakes the compute nor
 * resets its inactivity timer), else on a server of the platform's own that stops when done.
 */
export class BranchWork {
  private readonly pool: ServerPool;
  private readonly storage: BranchStorage;
  private readonly credentials: AdminCredentials;
  /** Whether `CREATE EXTENSION anon` works on the branch's binaries (else a plain `anon` schema). */
  private readonly anonExtension: (branch: BranchRef) => Promise<boolean>;

  constructor(parts: {
    pool: ServerPool;
    storage: BranchStorage;
    anonExtension: (branch: BranchRef) => Promise<boolean>;
  }) {
    this.pool = parts.pool;
    this.storage = parts.storage;
    this.credentials = parts.storage.credentials;
    this.anonExtension = parts.anonExtension;
  }

  applySpec(branch: BranchRef, change: SpecChange): Promise<void> {
    return this.pool.onBranchServer(branch, (port) => this.applyOn(port, change));
  }

  /** The spec on data being made at `dir` (a new branch's), before any compute serves it. */
  applySpecIn(branch: BranchRef, dir: string, change: SpecChange): Promise<void> {
    return this.pool.withPlatformServer(branch, dir, (port) => this.applyOn(port, change));
  }

  /** Every table emptied on data being made at `dir` (a schema-only branch's). */
  emptyTablesIn(branch: BranchRef, dir: string): Promise<void> {
    return this.pool.withPlatformServer(branch, dir, (port) =>
      this.inEveryDatabase(port, async (client) => {
        await client.query(emptyAllTables);
      }),
    );
  }

  dumpSchema(branch: BranchRef, database: string): Promise<string> {
    return this.read(branch, (port) => dumpSchema(port, this.credentials, database));
  }

  describeTables(branch: BranchRef, database: string): Promise<SchemaTable[]> {
    return this.read(branch, (port) =>
      withAdminClient(port, this.credentials, database, describeTables),
    );
  }

  /** What the branch's catalog says about each column, in the same order. */
  inspectMaskingTargets(branch: BranchRef, columns: MaskingColumn[]): Promise<TargetFacts[]> {
    return this.pool.onBranchServer(branch, async (port) => {
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
    });
  }

  runAdminSql(branch: BranchRef, database: string, statements: readonly string[]): Promise<void> {
    return this.pool.onBranchServer(branch, (port) =>
      withAdminClient(port, this.credentials, database, async (client) => {
        for (const statement of statements) await client.query(statement);
      }),
    );
  }

  async prepareMasking(branch: BranchRef, databases: string[]): Promise<void> {
    const extension = await this.anonExtension(branch);
    return this.pool.onBranchServer(branch, async (port) => {
      for (const database of databases) {
        await withAdminClient(port, this.credentials, database, (client) =>
          installAnonFunctions(client, { extension }),
        );
      }
    });
  }

  /** Masks the branch's own rows, each database all or nothing, after ending every user session. */
  async maskBranch(
    branch: BranchRef,
    columns: MaskingColumn[],
    onProgress: (progress: MaskingProgress) => void,
  ): Promise<void> {
    const groups = byDatabase(columns);
    const tables = [...groups.values()].reduce(
      (sum, indexed) => sum + tableCount(indexed.map(({ column }) => column)),
      0,
    );
    const extension = await this.anonExtension(branch);
    const primary = this.pool.primaryServer(branch);
    await this.pool.onBranchServer(branch, async (port) => {
      if (primary) await withAdminClient(port, this.credentials, "postgres", endUserSessions);
      let before = 0;
      for (const [database, indexed] of groups) {
        const targets = indexed.map(({ column }) => column);
        await withAdminClient(port, this.credentials, database, async (client) => {
          await installAnonFunctions(client, { extension });
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
    if (!primary) await this.pool.renewReplicasOf(branch);
  }

  /** Reads the branch's current data; it must exist (its creation has finished). */
  private read<T>(branch: BranchRef, read: (port: number) => Promise<T>): Promise<T> {
    if (!this.pool.primaryServer(branch) && !this.storage.hasData(branch)) {
      return Promise.reject(
        new Error(`branch ${branch.branchId} has no data yet: its creation has not finished`),
      );
    }
    return this.pool.onBranchServer(branch, read);
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
