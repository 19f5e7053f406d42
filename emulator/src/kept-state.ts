import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";
import {
  pruneOrphans,
  reopenPlatform,
} from "./control-plane/services/persistence/reopen-platform.ts";
import { openPlatform } from "./control-plane/services/platform/platform-setup.ts";
import {
  readStateFile,
  type SavedState,
  StateFileError,
  stateFilePath,
} from "./control-plane/state/persistence/state-file.ts";
import { StateKeeper } from "./control-plane/state/persistence/state-keeper.ts";
import type { Platform, PlatformParts } from "./control-plane/state/platform.ts";
import type { LoadedSeed } from "./control-plane/state/records/seed.ts";
import type { BranchRef } from "./data-plane/data-plane.ts";

/**
 * The emulator's state in its data directory (`--data-dir`): read at start (the ports chosen on
 * the first start, the platform's records, each service's state), kept while it runs, written a
 * last time at stop. Without a data directory, nothing is kept (`path` undefined).
 */
export class KeptState {
  readonly path: string | undefined;
  readonly saved: SavedState | undefined;
  #keeper: StateKeeper | undefined;
  #orphans: Promise<BranchRef[]> = Promise.resolve([]);

  private constructor(path: string | undefined, saved: SavedState | undefined) {
    this.path = path;
    this.saved = saved;
  }

  /** Reads the data directory's state file; a file this emulator cannot use fails the start. */
  static read(dataDir: string | undefined, realData: boolean): KeptState {
    if (dataDir === undefined) return new KeptState(undefined, undefined);
    const path = stateFilePath(resolve(dataDir));
    lockDataDirectory(resolve(dataDir));
    const saved = readStateFile(path);
    if (saved && saved.real_data !== realData) {
      throw new StateFileError(
        saved.real_data
          ? `${path} holds branches with real data: start without --no-postgres, or use another --data-dir`
          : `${path} was kept without real servers (--no-postgres): start with --no-postgres, or use another --data-dir`,
      );
    }
    return new KeptState(path, saved);
  }

  /** The ports the first start chose (a flag wins over them). */
  get ports(): SavedState["ports"] {
    return this.saved?.ports ?? {};
  }

  /** The platform as the file left it, or as the seed makes it (a new data directory). */
  open(seed: LoadedSeed, parts: PlatformParts, opMs: number | undefined): Platform {
    if (!this.saved) return openPlatform(seed, parts);
    const reopened = reopenPlatform(this.saved, parts, opMs);
    this.#orphans = reopened.orphans;
    return reopened.platform;
  }

  /**
   * Once the platform is ready: the data directories no branch owns (removed with `prune`), and
   * from now on every change is kept; the first save follows at once (a new directory's seed).
   */
  async keep(
    platform: Platform,
    options: { realData: boolean; prune: boolean; onError: (error: Error) => void },
  ): Promise<{ orphans: BranchRef[]; pruned: boolean }> {
    const orphans = await this.#orphans;
    if (options.prune && orphans.length > 0) await pruneOrphans(platform, orphans);
    if (this.path === undefined) return { orphans, pruned: options.prune };
    this.#keeper = new StateKeeper(this.path, platform, options);
    this.#keeper.ports = { ...this.ports };
    platform.keeping = this.#keeper;
    this.#keeper.save();
    return { orphans, pruned: options.prune };
  }

  /** The ports this run listens on, kept for the next start. */
  keepPorts(ports: SavedState["ports"]): void {
    if (!this.#keeper) return;
    this.#keeper.ports = ports;
    this.#keeper.save();
  }

  /** A last save (the emulator stops); nothing is written after, and the directory is free. */
  close(): void {
    this.#keeper?.close();
    if (this.path !== undefined) rmSync(lockPath(dirname(this.path)), { force: true });
  }

  /** The start failed: the directory is free again (its state file as it was). */
  release(): void {
    if (this.path !== undefined) rmSync(lockPath(dirname(this.path)), { force: true });
  }
}

/** The log's line at start about the state: where it is, what came back, what no branch owns. */
export function keptStateLines(
  kept: KeptState,
  platform: Platform,
  found: { orphans: BranchRef[]; pruned: boolean },
): string[] {
  if (kept.path === undefined) return [];
  const projects = [...platform.state.projects.values()];
  const branches = projects.reduce((sum, project) => sum + project.branches.size, 0);
  const lines = [
    kept.saved
      ? `state restored from ${kept.path}: ${projects.length} project(s), ${branches} branch(es); computes suspended until a client connects`
      : `state kept in ${kept.path} (a new data directory: the seed's state)`,
  ];
  if (found.orphans.length > 0) {
    const names = found.orphans.map((ref) => `${ref.projectId}/${ref.branchId}`).join(", ");
    lines.push(
      found.pruned
        ? `removed ${found.orphans.length} branch data director(ies) no branch owned (--prune): ${names}`
        : `${found.orphans.length} branch data director(ies) that no branch owns: ${names}; --prune removes them`,
    );
  }
  return lines;
}

/**
 * The CLI's data directory when none is given: `PREVIEW_COMPUTE_EMULATOR_DATA_DIR` if set
 * (`temporary`: none, as `--temporary`; the test suite sets that, its emulators being many at
 * once), else in the user's cache, beside the proxy's certificate
 * (`$XDG_CACHE_HOME/preview-compute-emulator/data`, `~/.cache/…` without it); for root without
 * XDG_CACHE_HOME, `/var/lib/preview-compute-emulator` (one level: a parent made 0700 would shut them out).
 */
export function defaultDataDirectory(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const chosen = env.PREVIEW_COMPUTE_EMULATOR_DATA_DIR;
  if (chosen === "temporary") return undefined;
  if (chosen) return chosen;
  // Run as root (CI, containers), the servers run as `nobody`, who cannot enter /root.
  if (process.getuid?.() === 0 && !env.XDG_CACHE_HOME) return rootDataDirectory;
  const cache =
    env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)
      ? env.XDG_CACHE_HOME
      : join(homedir(), ".cache");
  return join(cache, "preview-compute-emulator", "data");
}

/** Root's default data directory, where the unprivileged servers can reach it. */
export const rootDataDirectory = "/var/lib/preview-compute-emulator";

const lockPath = (dataDir: string) => join(dataDir, "emulator.lock");

/**
 * One emulator per data directory: a second one would write the same state file and take the
 * same ports. The lock names its process; a lock whose process is gone (a kill) is taken over.
 */
function lockDataDirectory(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: "wx", mode: 0o600 });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = Number.parseInt(readFileSync(path, "utf8"), 10);
    if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
      throw new StateFileError(
        `${dataDir} is in use by another emulator (pid ${holder}): stop it, or choose another --data-dir`,
      );
    }
    rmSync(path, { force: true });
  }
  throw new StateFileError(`${dataDir}: could not take its lock ${path}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
