import { existsSync } from "node:fs";
import { chown, mkdir, open, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ServerProcess } from "../postgres/server-process.ts";
import type { BranchRef } from "./branch-key.ts";
import type { BranchStorage } from "./branch-storage.ts";
import { copyDirectory } from "./copy-tree.ts";

export interface SnapshotRef {
  projectId: string;
  snapshotId: string;
}

/** One string per snapshot, for queue keys. */
export const snapshotKey = (ref: SnapshotRef): string =>
  `snapshot:${ref.projectId}/${ref.snapshotId}`;

/**
 * Snapshots on disk: each a copy of a branch's data at the moment it was taken, under
 * `<root>/snapshots/<project>/<snapshot>`, taken as branch copies are (through the backup API
 * when a server is writing to the branch). A restore copies one into a new branch's directory.
 */
export class SnapshotStorage {
  private readonly branches: BranchStorage;
  /** The max_connections the source's data had run with: a standby on a restore needs as many. */
  private readonly maxConnections = new Map<string, number>();

  constructor(branches: BranchStorage) {
    this.branches = branches;
  }

  dir(ref: SnapshotRef): string {
    return join(this.branches.root, "snapshots", ref.projectId, ref.snapshotId);
  }

  /** The branch's data as of now (`running`: the server writing to it); nothing is left on failure. */
  async take(
    snapshot: SnapshotRef,
    source: BranchRef,
    running: ServerProcess | undefined,
  ): Promise<{ lsn: string | undefined }> {
    const dir = this.dir(snapshot);
    await this.makeParent(dir);
    await rm(dir, { recursive: true, force: true });
    try {
      await this.branches.copy(source, dir, running);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    this.maxConnections.set(snapshotKey(snapshot), this.branches.maxConnections.of(source));
    return { lsn: await checkpointLsn(dir) };
  }

  /** A new branch whose data is a copy of the snapshot's; nothing is left on failure. */
  async restore(branch: BranchRef, snapshot: SnapshotRef): Promise<void> {
    const source = this.dir(snapshot);
    if (!existsSync(join(source, "PG_VERSION"))) {
      throw new Error(`snapshot ${snapshot.snapshotId} has no data (it was not taken, or is gone)`);
    }
    const dir = this.branches.dir(branch);
    await this.makeParent(dir);
    await rm(dir, { recursive: true, force: true });
    await this.branches.madeAt(dir, (staged) =>
      copyDirectory(source, staged, this.branches.user, {
        live: false,
        clone: this.branches.copyWay.clones,
      }),
    );
    const seen = this.maxConnections.get(snapshotKey(snapshot));
    if (seen !== undefined) this.branches.maxConnections.set(branch, seen);
  }

  async remove(snapshot: SnapshotRef): Promise<void> {
    await rm(this.dir(snapshot), { recursive: true, force: true });
    this.maxConnections.delete(snapshotKey(snapshot));
  }

  /** Every snapshot's data (an admin reset, and stop: no seed names a snapshot). */
  async clear(): Promise<void> {
    this.maxConnections.clear();
    await rm(join(this.branches.root, "snapshots"), { recursive: true, force: true });
  }

  /** Every folder on the way belongs to the server user, which copies into it. */
  private async makeParent(dir: string): Promise<void> {
    const parent = dirname(dir);
    if (existsSync(parent)) return;
    await mkdir(parent, { recursive: true, mode: 0o700 });
    const { root, user } = this.branches;
    for (let at = parent; at !== root && at.startsWith(root); at = dirname(at)) {
      if (user) await chown(at, user.uid, user.gid);
    }
  }
}

/**
 * The latest checkpoint recorded in the copy's control file (`checkPoint`, at byte 32 of
 * global/pg_control since PostgreSQL 10): a WAL position whose state the copy holds.
 */
async function checkpointLsn(dir: string): Promise<string | undefined> {
  const file = await open(join(dir, "global", "pg_control")).catch(() => undefined);
  if (!file) return undefined;
  try {
    const bytes = Buffer.alloc(8);
    const { bytesRead } = await file.read(bytes, 0, 8, 32);
    if (bytesRead !== 8) return undefined;
    const lsn = bytes.readBigUInt64LE(0);
    const hex = (n: bigint) => n.toString(16).toUpperCase();
    return `${hex(lsn >> 32n)}/${hex(lsn & 0xffffffffn)}`;
  } finally {
    await file.close();
  }
}
