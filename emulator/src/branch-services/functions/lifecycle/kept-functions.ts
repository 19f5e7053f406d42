import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writeFileDurably } from "../../../control-plane/state/persistence/durable-write.ts";
import type { FunctionLogLine } from "../logs/function-logs.ts";
import type { FunctionDeployment, FunctionRecord } from "../model/records.ts";
import type { TriggerRecord } from "../model/trigger-records.ts";

/**
 * Functions as the emulator's state file keeps them: every deployment once (a child's inherited
 * functions and a snapshot's share their deployments), each naming its zip by its SHA-256, a
 * file of the data directory's `functions/zips/` written and flushed before the state that
 * names it; the records of each branch and snapshot by deployment index; the ids each slug has
 * used; the triggers; the logs as of the save (lines printed since are lost by a kill).
 */
export interface KeptFunctions {
  deployments: KeptDeployment[];
  branches: Array<[branchId: string, KeptRecord[]]>;
  snapshots: Array<[snapshotId: string, KeptRecord[]]>;
  last_ids: Array<[key: string, id: number]>;
  triggers: Array<[branchId: string, KeptTrigger[]]>;
  trigger_snapshots: Array<[snapshotId: string, KeptTrigger[]]>;
  logs: Array<[branchId: string, FunctionLogLine[]]>;
}

type KeptDeployment = Omit<FunctionDeployment, "zip" | "folder" | "entry"> & { zip: string };
type KeptRecord = Omit<FunctionRecord, "deployments"> & { deployments: number[] };
export type KeptTrigger = Omit<TriggerRecord, "timer" | "nextRunAt">;

/** The zips, content-addressed: a zip deployed to many branches is one file. */
export class ZipFiles {
  readonly #dir: string;
  readonly #names = new WeakMap<Uint8Array, string>();

  constructor(dataDir: string) {
    this.#dir = join(dataDir, "functions", "zips");
  }

  /** The zip's name, its file written and flushed first if it is not there yet. */
  name(zip: Uint8Array): string {
    const known = this.#names.get(zip);
    if (known) return known;
    const name = createHash("sha256").update(zip).digest("hex");
    const path = join(this.#dir, `${name}.zip`);
    if (!existsSync(path)) {
      mkdirSync(this.#dir, { recursive: true, mode: 0o700 });
      writeFileDurably(path, zip);
    }
    this.#names.set(zip, name);
    return name;
  }

  read(name: string): Uint8Array {
    if (!/^[0-9a-f]{64}$/.test(name)) throw new Error(`functions: ${name} is not a zip's name`);
    const zip = new Uint8Array(readFileSync(join(this.#dir, `${name}.zip`)));
    this.#names.set(zip, name);
    return zip;
  }

  /** The files no kept deployment names (a kill mid-write, functions gone). */
  removeOthers(kept: ReadonlySet<string>): void {
    if (!existsSync(this.#dir)) return;
    for (const file of readdirSync(this.#dir)) {
      if (!kept.has(file.replace(/\.zip$/, ""))) rmSync(join(this.#dir, file), { force: true });
    }
  }
}

/** The records, deployments shared by identity as they are in memory. */
export function functionsToJson(
  parts: {
    branches: Array<[string, FunctionRecord[]]>;
    snapshots: Array<[string, FunctionRecord[]]>;
    lastIds: Array<[string, number]>;
    triggers: Array<[string, TriggerRecord[]]>;
    triggerSnapshots: Array<[string, TriggerRecord[]]>;
    logs: Array<[string, FunctionLogLine[]]>;
  },
  zips: ZipFiles,
): KeptFunctions {
  const index = new Map<FunctionDeployment, number>();
  const deployments: KeptDeployment[] = [];
  const recordsOf = (records: FunctionRecord[]): KeptRecord[] =>
    records.map((fn) => ({
      ...fn,
      deployments: fn.deployments.map((deployment) => {
        let at = index.get(deployment);
        if (at === undefined) {
          at = deployments.length;
          index.set(deployment, at);
          const { zip, folder: _folder, entry: _entry, ...rest } = deployment;
          deployments.push({ ...rest, zip: zips.name(zip) });
        }
        return at;
      }),
    }));
  const triggersOf = (triggers: TriggerRecord[]): KeptTrigger[] =>
    triggers.map(({ timer: _timer, nextRunAt: _next, ...trigger }) => trigger);
  return {
    branches: parts.branches.map(([id, records]) => [id, recordsOf(records)]),
    snapshots: parts.snapshots.map(([id, records]) => [id, recordsOf(records)]),
    deployments,
    last_ids: parts.lastIds,
    triggers: parts.triggers.map(([id, triggers]) => [id, triggersOf(triggers)]),
    trigger_snapshots: parts.triggerSnapshots.map(([id, t]) => [id, triggersOf(t)]),
    logs: parts.logs,
  };
}

/**
 * The records back, each deployment one object again; a deployment that was building when
 * saved is failed (its build ended with the emulator), a completed one is to be unpacked again.
 */
export function functionsFromJson(
  kept: KeptFunctions,
  zips: ZipFiles,
): {
  branches: Array<[string, FunctionRecord[]]>;
  snapshots: Array<[string, FunctionRecord[]]>;
  deployments: FunctionDeployment[];
} {
  zips.removeOthers(new Set(kept.deployments.map((deployment) => deployment.zip)));
  const deployments = kept.deployments.map((saved): FunctionDeployment => {
    const deployment: FunctionDeployment = { ...saved, zip: zips.read(saved.zip) };
    if (deployment.status === "pending" || deployment.status === "building") {
      deployment.status = "failed";
      deployment.error = "build failed: interrupted by the emulator's restart; deploy again";
    }
    return deployment;
  });
  const recordsOf = (records: KeptRecord[]): FunctionRecord[] =>
    records.map((fn) => ({
      ...fn,
      deployments: fn.deployments.flatMap((at) => deployments[at] ?? []),
    }));
  return {
    branches: kept.branches.map(([id, records]) => [id, recordsOf(records)]),
    snapshots: kept.snapshots.map(([id, records]) => [id, recordsOf(records)]),
    deployments,
  };
}
