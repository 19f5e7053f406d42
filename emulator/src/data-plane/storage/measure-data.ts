import { type Dirent, readdirSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { setImmediate } from "node:timers/promises";

/** What a branch's data directory holds, measured on disk (docs/emulator/metering.md). */
export interface DataMeasure {
  /** Bytes of every database's files (`base/`): Neon's logical size, as near as the files say. */
  logicalSize: number;
  /**
   * The WAL position of the cluster's latest checkpoint (`global/pg_control`): writes since an
   * earlier position are at most this far on; a suspended compute's shutdown checkpoint is exact.
   */
  walPosition: bigint | undefined;
}

/** Offset of ControlFileData.checkPoint in pg_control (PostgreSQL 14 to 18): after system_identifier, version, catalog version, state, time. */
const checkPointOffset = 32;

/** The data directory's measure; undefined when it is not there (a branch whose data is being made). */
export async function measureDataDirectory(dir: string): Promise<DataMeasure | undefined> {
  const logicalSize = await treeSize(join(dir, "base"));
  if (logicalSize === undefined) return undefined;
  return { logicalSize, walPosition: await checkpointPosition(join(dir, "global", "pg_control")) };
}

/** Entries read between two turns of the event loop while a tree is measured. */
const entriesPerTurn = 256;

/**
 * The bytes of the files under `dir`, undefined when `dir` is not there. Read with synchronous
 * calls, a few hundred entries per turn of the event loop: a data directory is about a thousand
 * small files, and fs.promises' round trip through the thread pool cost ten times the CPU (28 ms
 * against 3 ms a measure, which every GET of a branch and every compute's start and stop makes),
 * while the turns keep a database of many thousand files from holding the loop.
 */
async function treeSize(dir: string): Promise<number | undefined> {
  const top = readEntries(dir);
  if (!top) return undefined;
  let total = 0;
  let sinceTurn = 0;
  const pending: Array<{ dir: string; entries: Dirent[] | undefined }> = [{ dir, entries: top }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    // A directory or file that goes meanwhile (a branch deleted, a temporary file) counts 0.
    for (const entry of next.entries ?? readEntries(next.dir) ?? []) {
      const path = join(next.dir, entry.name);
      if (entry.isDirectory()) pending.push({ dir: path, entries: undefined });
      else if (entry.isFile()) total += fileSize(path);
      if (++sinceTurn >= entriesPerTurn) {
        sinceTurn = 0;
        await setImmediate();
      }
    }
  }
  return total;
}

function readEntries(dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  } catch {
    return 0;
  }
}

async function checkpointPosition(path: string): Promise<bigint | undefined> {
  const file = await open(path, "r").catch(() => undefined);
  if (!file) return undefined;
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await file.read(buffer, 0, 8, checkPointOffset);
    return bytesRead === 8 ? buffer.readBigUInt64LE(0) : undefined;
  } finally {
    await file.close();
  }
}
