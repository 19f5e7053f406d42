import { spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { copyWayOf } from "../../emulator/src/data-plane/storage/copy-way.ts";
import { builtInSeed, type Emulator, startEmulator } from "../../emulator/src/index.ts";
import { api } from "./emulator-api.ts";
import { ms } from "./format.ts";
import type { GoalCheck } from "./goals.ts";
import type { BenchResults } from "./results.ts";
import { max, median } from "./stats.ts";

/**
 * Measure 15, branches at the file system's speed (issue 43.7): an emulator with real servers
 * whose data directory (`dataDir`) is on the temporary directory's file system (ext4 here) and,
 * where the machine allows it (root, mkfs.xfs), on a loop-mounted XFS made for the measure, on
 * which branches are clones. Main's `neondb` grows to each size in turn; then a branch of main
 * with a read_write compute, from `POST …/branches` until `SELECT 1` answers through its
 * connection URI: the first right after the write (the clone waits for what is not yet on disk),
 * then `samples` more, each deleted before the next. Operations take OPERATION_MS each
 * (create_branch, then start_compute): the figure beside is their configured sum.
 * Alone: `node test/bench/branch-copy.ts [--quick]`.
 */
export interface BranchCopyCase {
  /** How the data directory copies: `clone (xfs)`, `copy (ext4)`. */
  way: string;
  clones: boolean;
  /** pg_database_size of the parent's neondb. */
  parentBytes: number;
  firstMs: number;
  laterMs: number[];
}

export interface BranchCopyResult {
  operationMs: number;
  cases: BranchCopyCase[];
  /** Why a file system was not measured. */
  skipped: string[];
  failures: string[];
}

const OPERATION_MS = 100;
/** Two operations: create_branch, then start_compute. */
const CONFIGURED_MS = 2 * OPERATION_MS;
/** On a cloning file system, a branch is ready this soon after its operations' configured time. */
const CLONE_SLACK_MS = 300;
const MB = 1024 * 1024;
/** About what a row of `filler` takes on disk (a 1,000-byte pad, 7 to a page). */
const ROW_BYTES = 1170;

export async function measureBranchCopy(
  progress: (line: string) => void,
  options: { sizesMb: number[]; samples: number },
): Promise<BranchCopyResult> {
  const result: BranchCopyResult = {
    operationMs: OPERATION_MS,
    cases: [],
    skipped: [],
    failures: [],
  };
  const largest = Math.max(...options.sizesMb);
  const places: Array<{ name: string; open: () => Promise<Place> }> = [
    { name: "the temporary directory", open: () => plainPlace() },
    { name: "a loop-mounted XFS", open: () => xfsPlace(largest) },
  ];
  for (const { name, open } of places) {
    let place: Place;
    try {
      place = await open();
    } catch (error) {
      result.skipped.push(`${name}: ${(error as Error).message}`);
      progress(`branch copy: ${name} skipped: ${(error as Error).message}`);
      continue;
    }
    try {
      const way = await copyWayOf(place.dir);
      progress(`branch copy: ${way.label} in ${place.dir}`);
      await measurePlace(progress, place.dir, way, options, result);
    } catch (error) {
      result.failures.push(`branch copy on ${name}: ${(error as Error).message}`);
    } finally {
      await place.remove();
    }
  }
  return result;
}

interface Place {
  dir: string;
  remove(): Promise<void>;
}

async function plainPlace(): Promise<Place> {
  const dir = await mkdtemp(join(tmpdir(), "bench-branch-copy-"));
  await chmod(dir, 0o755);
  // Made here, so that how it copies can be asked before the emulator starts on it.
  await mkdir(join(dir, "data"));
  return { dir: join(dir, "data"), remove: () => rm(dir, { recursive: true, force: true }) };
}

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** mkfs.xfs's path, in the sbin folders too (a user's PATH may not have them), or "". */
const mkfsXfs = run("sh", [
  "-c",
  'PATH="$PATH:/usr/sbin:/sbin"; command -v mkfs.xfs',
]).stdout.trim();

/** A sparse image in the temporary directory, made XFS and loop-mounted; gone with `remove`. */
async function xfsPlace(largestMb: number): Promise<Place> {
  if (process.getuid?.() !== 0) throw new Error("mounting a loop device needs root");
  if (mkfsXfs === "") throw new Error("mkfs.xfs is not installed (apt-get install xfsprogs)");
  const home = await mkdtemp(join(tmpdir(), "bench-branch-copy-xfs-"));
  await chmod(home, 0o755);
  const image = join(home, "xfs.img");
  const mountPoint = join(home, "mnt");
  await mkdir(mountPoint);
  const remove = async () => {
    for (let i = 0; i < 20 && run("mountpoint", ["-q", mountPoint]).status === 0; i++) {
      // The loop device may be busy a moment after the servers went.
      if (run("umount", [mountPoint]).status !== 0) await pause(100);
    }
    if (run("mountpoint", ["-q", mountPoint]).status === 0)
      throw new Error(`${mountPoint} is still mounted (umount it, then remove ${home})`);
    await rm(home, { recursive: true, force: true });
  };
  // The parent, its WAL and room to spare: clones take none.
  const sizeMb = 2 * largestMb + 2048;
  const steps: Array<[string, string[]]> = [
    ["truncate", ["-s", `${sizeMb}M`, image]],
    [mkfsXfs, ["-q", image]],
    ["mount", ["-o", "loop", image, mountPoint]],
  ];
  for (const [command, args] of steps) {
    const done = run(command, args);
    if (done.status !== 0) {
      await remove();
      throw new Error(`${command}: ${done.stderr.trim() || `exit ${done.status}`}`);
    }
  }
  await mkdir(join(mountPoint, "data"));
  return { dir: join(mountPoint, "data"), remove };
}

async function measurePlace(
  progress: (line: string) => void,
  dataDir: string,
  way: { label: string; clones: boolean },
  options: { sizesMb: number[]; samples: number },
  result: BranchCopyResult,
): Promise<void> {
  const seed = { ...builtInSeed(), limits: { enabled: false } };
  const emulator = await startEmulator({ opMs: OPERATION_MS, seed, dataDir });
  try {
    const { branches } = await api(emulator, "GET", "/branches");
    const main = branches.find((b: { default: boolean }) => b.default).id as string;
    const mainUri = await uriOf(emulator, main);
    await sql(mainUri, "CREATE TABLE filler (id bigint, pad text)");
    for (const sizeMb of [...options.sizesMb].sort((a, b) => a - b)) {
      progress(`branch copy: ${way.label}: main grows to ${sizeMb} MB`);
      const parentBytes = await grow(mainUri, sizeMb * MB);
      const firstMs = await timedBranch(emulator, main);
      const laterMs: number[] = [];
      for (let i = 0; i < options.samples; i++) laterMs.push(await timedBranch(emulator, main));
      result.cases.push({ way: way.label, clones: way.clones, parentBytes, firstMs, laterMs });
      progress(
        `branch copy: ${way.label}, ${(parentBytes / MB).toFixed(0)} MB: first ${ms(firstMs)}, then ${laterMs.map(ms).join(", ")}`,
      );
    }
  } finally {
    await emulator.stop();
  }
}

/** Inserts rows into main's `filler` until its database holds about `bytes`; answers its size. */
async function grow(uri: string, bytes: number): Promise<number> {
  const size = async () =>
    Number((await sql(uri, "SELECT pg_database_size('neondb') AS n"))[0]?.n ?? 0);
  const missing = bytes - (await size());
  if (missing > 0) {
    const rows = Math.ceil(missing / ROW_BYTES);
    await sql(
      uri,
      `INSERT INTO filler SELECT g, repeat('x', 1000) FROM generate_series(1, ${rows}) g`,
    );
  }
  return size();
}

/** A branch of `parent` with a read_write compute, until SELECT 1 answers on it; then deleted. */
async function timedBranch(emulator: Emulator, parent: string): Promise<number> {
  const started = performance.now();
  const created = await api(emulator, "POST", "/branches", {
    branch: { parent_id: parent },
    endpoints: [{ type: "read_write" }],
  });
  if (!created.branch) throw new Error(`create branch: ${JSON.stringify(created)}`);
  await finished(emulator, created.operations);
  await sql(await uriOf(emulator, created.branch.id), "SELECT 1");
  const elapsed = performance.now() - started;
  const deleted = await api(emulator, "DELETE", `/branches/${created.branch.id}`);
  await finished(emulator, deleted.operations ?? []);
  return elapsed;
}

async function finished(emulator: Emulator, operations: Array<{ id: string }>): Promise<void> {
  for (const { id } of operations) {
    for (;;) {
      const { operation } = await api(emulator, "GET", `/operations/${id}`);
      if (operation?.status === "finished") break;
      if (operation?.status === "failed") throw new Error(`${operation.action} failed`);
      await pause(10);
    }
  }
}

async function uriOf(emulator: Emulator, branchId: string): Promise<string> {
  const answer = await api(
    emulator,
    "GET",
    `/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
  );
  return answer.uri as string;
}

async function sql(uri: string, text: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const pause = (delayMs: number) => new Promise((resolve) => setTimeout(resolve, delayMs));

/** On a cloning file system, every branch (the first after a write too) within the slack. */
export function branchCopyGoals(results: BenchResults): GoalCheck[] {
  const clones = results.branchCopy.cases.filter((c) => c.clones);
  if (clones.length === 0) return [];
  const worst = Math.max(...clones.map((c) => Math.max(c.firstMs, max(c.laterMs))));
  return [
    {
      id: "branch-copy-clone",
      goal: `on a cloning file system, a branch with its compute ready within ${ms(CLONE_SLACK_MS)} of its operations' configured ${ms(CONFIGURED_MS)}, whatever the parent's size, the first after a write too`,
      measured: `at most ${ms(worst)} (${clones[0]?.way}, ${clones.map((c) => `${(c.parentBytes / MB).toFixed(0)} MB`).join(", ")})`,
      pass: worst <= CONFIGURED_MS + CLONE_SLACK_MS,
    },
  ];
}

export function branchCopyRows(results: BenchResults, checks: GoalCheck[]): string[][] {
  const r = results.branchCopy;
  const measure = `Branch copy (real servers, data directory per file system), first after the write; later median / max; operations' configured ${ms(CONFIGURED_MS)}`;
  const check = checks.find((c) => c.id === "branch-copy-clone");
  const rows = r.cases.map((c) => [
    measure,
    `${c.way}, parent ${(c.parentBytes / MB).toFixed(0)} MB, n=${1 + c.laterMs.length}`,
    `${ms(c.firstMs)}; ${ms(median(c.laterMs))} / ${ms(max(c.laterMs))}`,
    "",
    "",
    ...(c.clones && check ? [check.goal, check.pass ? "pass" : "**miss**"] : ["", ""]),
  ]);
  for (const reason of r.skipped)
    rows.push([measure, `not measured: ${reason}`, "", "", "", "", ""]);
  return rows;
}

export function describeBranchCopy(result: BranchCopyResult): string[] {
  return [
    ...result.cases.map(
      (c) =>
        `${c.way}, parent ${(c.parentBytes / MB).toFixed(0)} MB: first ${ms(c.firstMs)}, later ${ms(median(c.laterMs))} / ${ms(max(c.laterMs))} (operations' configured ${ms(CONFIGURED_MS)})`,
    ),
    ...result.skipped.map((reason) => `not measured: ${reason}`),
    ...result.failures.map((failure) => `failed: ${failure}`),
  ];
}

export const BRANCH_COPY_SIZES_MB = { full: [64, 1024, 3072], quick: [64, 512] };

if (import.meta.main) {
  const quick = process.argv.includes("--quick");
  const result = await measureBranchCopy((line) => process.stderr.write(`${line}\n`), {
    sizesMb: quick ? BRANCH_COPY_SIZES_MB.quick : BRANCH_COPY_SIZES_MB.full,
    samples: quick ? 2 : 3,
  });
  console.log(describeBranchCopy(result).join("\n"));
}
