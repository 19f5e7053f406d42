import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileDurably } from "./durable-write.ts";

/** The state file's name in the data directory. */
export const stateFileName = "emulator-state.json";
const format = "preview-compute-emulator state";
/** The format this emulator writes; it reads this one and every older one. */
export const stateFormatVersion = 1;

/** What the file holds besides its header: the platform's, the clock's and the services'. */
export interface SavedState {
  /** The virtual clock when saved (epoch ms): a restart never starts before it. */
  clock: number;
  seed: unknown;
  state: unknown;
  /** Each branch service's own state, by the service's name. */
  services: Record<string, unknown>;
  /** Whether branches had real data (PostgreSQL servers); a state without can't serve with. */
  real_data: boolean;
  /** The ports chosen on the first start, used again unless a flag says otherwise. */
  ports: { api?: number | undefined; proxy?: number | undefined };
}

/** A state file this emulator cannot read: the message names the file and why. */
export class StateFileError extends Error {}

export function stateFilePath(dataDir: string): string {
  return join(dataDir, stateFileName);
}

/**
 * Writes the whole state, durably (durable-write.ts). Synchronous on purpose: nothing can
 * change the state while it is written, and the answer that follows is sent after it.
 */
export function writeStateFile(path: string, saved: SavedState): void {
  const text = JSON.stringify({
    format,
    version: stateFormatVersion,
    saved_at: new Date().toISOString(),
    ...saved,
  });
  writeFileDurably(path, text);
}

/** The saved state; undefined when there is no file yet (a new data directory). */
export function readStateFile(path: string): SavedState | undefined {
  if (!existsSync(path)) return undefined;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  } catch (error) {
    throw new StateFileError(
      `${path} is not the emulator's state (${(error as Error).message}); move it away to start afresh`,
    );
  }
  if (parsed === null || typeof parsed !== "object" || parsed.format !== format) {
    throw new StateFileError(
      `${path} is not the emulator's state (no "format": "${format}"); move it away to start afresh`,
    );
  }
  const version = parsed.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw new StateFileError(`${path} has no valid format version (got ${String(version)})`);
  }
  if (version > stateFormatVersion) {
    throw new StateFileError(
      `${path} was written by a newer emulator (state format ${version}; this one reads up to ${stateFormatVersion}): upgrade the emulator or use another --data-dir`,
    );
  }
  const { clock, seed, state, services, real_data, ports } = parsed;
  if (typeof clock !== "number" || typeof state !== "object" || state === null) {
    throw new StateFileError(`${path} lacks its clock or its state; move it away to start afresh`);
  }
  return {
    clock,
    seed,
    state,
    services: (services ?? {}) as Record<string, unknown>,
    real_data: real_data === true,
    ports: (ports ?? {}) as SavedState["ports"],
  };
}
