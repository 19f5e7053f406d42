import { accessSync, constants, statfsSync } from "node:fs";
import { tmpdir } from "node:os";

const memoryBacked = "/dev/shm";
const enoughBytes = 2 * 1024 ** 3;

/**
 * Where temporary branch data lives: in memory (/dev/shm) where the machine has one with room,
 * else the temp directory. A branch is a thousand small files; creating them on a journaled
 * disk took 0.9 s a copy on the CI machine, in memory 0.05 s.
 */
export function scratchDir(): string {
  try {
    accessSync(memoryBacked, constants.W_OK);
    const stats = statfsSync(memoryBacked);
    if (stats.bavail * stats.bsize >= enoughBytes) return memoryBacked;
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
}
