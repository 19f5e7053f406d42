import { open, readdir, stat } from "node:fs/promises";
import { join } from "node:path";

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

async function treeSize(dir: string): Promise<number | undefined> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => undefined);
  if (!entries) return undefined;
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += (await treeSize(path)) ?? 0;
    else if (entry.isFile()) total += (await stat(path).catch(() => undefined))?.size ?? 0;
  }
  return total;
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
