import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { getBranch } from "../../src/api/branches.ts";
import { createClient } from "../../src/api/create-client.ts";
import { messageOf } from "../../src/core/errors.ts";
import { snapshotDatabase } from "../../src/migration-impact/catalog-snapshot.ts";
import { withConnection } from "../../src/migration-impact/connection.ts";
import { startLockSampler } from "../../src/migration-impact/lock-sampler.ts";
import { tablesSchema } from "../fixtures/schemas.ts";
import { runSqlAt } from "./emulator-api.ts";
import { fineMedianMax, fineMs, ms, percent } from "./format.ts";
import { type GoalCheck, goalCells } from "./goals.ts";
import { describeLoad } from "./machine.ts";
import type { PostSchemaDiffResult } from "./post-schema-diff.ts";
import { type RunningCli, startCli } from "./serverless.ts";
import { max, median } from "./stats.ts";

/**
 * Migration impact (issue 35), on an emulator run as `npm run emulator` (a process of its own,
 * real servers):
 * - watching: the same migration (`ALTER COLUMN id TYPE bigint`, a rewrite of a table of
 *   3,000,000 rows and its primary key) run by bash and psql as `migrate` runs it, alternately
 *   with and without the lock sampler the action runs beside it (its own connection, a query of
 *   pg_locks every 25 ms), on a fresh copy of the table each time;
 * - the catalog snapshot main and post take (`snapshotDatabase`: a connection, the catalog
 *   query) on a database of 200 tables with data and statistics, against a plain request the
 *   action makes (GET a branch, through its own HTTP client).
 * Alone: `node test/bench/migration-impact.ts [--quick]`.
 */
export interface MigrationImpactResult {
  rows: number;
  tables: number;
  watch: {
    withMs: number[];
    withoutMs: number[];
    /** Per watched run: the samples taken, the longest gap, and the sampler's share of the run. */
    lockSamples: number[];
    maxGapMs: number[];
    samplerBusy: number[];
    /** CPU per run: the sampler's backend; the emulator (its proxy relays); the bench's process. */
    cpuMs: {
      backend: number[];
      emulator: { with: number[]; without: number[] };
      bench: { with: number[]; without: number[] };
    };
  };
  snapshot: { snapshotMs: number[]; connectMs: number[]; requestMs: number[] };
  load: { before: string; after: string };
  failures: string[];
}

export interface MigrationImpactOptions {
  rows: number;
  /** Pairs of runs, one with the sampler and one without. */
  pairs: number;
  snapshots: number;
}

const TABLES = 200;
const CATALOG_DATABASE = "catalog200";
const MIGRATION = "ALTER TABLE ledger ALTER COLUMN id TYPE bigint";
const WARM_UPS = 3;

export async function measureMigrationImpact(
  progress: (line: string) => void,
  options: MigrationImpactOptions,
): Promise<MigrationImpactResult> {
  const result: MigrationImpactResult = {
    rows: options.rows,
    tables: TABLES,
    watch: {
      withMs: [],
      withoutMs: [],
      lockSamples: [],
      maxGapMs: [],
      samplerBusy: [],
      cpuMs: {
        backend: [],
        emulator: { with: [], without: [] },
        bench: { with: [], without: [] },
      },
    },
    snapshot: { snapshotMs: [], connectMs: [], requestMs: [] },
    load: { before: describeLoad(), after: "" },
    failures: [],
  };
  const emulator = await startCli();
  try {
    const mainId = await defaultBranchId(emulator);
    const uri = await connectionUri(emulator, mainId, "neondb");
    try {
      await measureWatch(progress, emulator, uri, options, result);
    } catch (error) {
      result.failures.push(`watch: ${messageOf(error)}`);
    }
    try {
      await measureSnapshot(progress, emulator, mainId, options, result);
    } catch (error) {
      result.failures.push(`snapshot: ${messageOf(error)}`);
    }
  } finally {
    await emulator.stop();
  }
  result.load.after = describeLoad();
  return result;
}

async function measureWatch(
  progress: (line: string) => void,
  emulator: RunningCli,
  uri: string,
  options: MigrationImpactOptions,
  result: MigrationImpactResult,
) {
  const { watch } = result;
  for (let pair = 0; pair < options.pairs; pair++) {
    // ABBA: a drift in the machine's load falls on both alike.
    const order = pair % 2 === 0 ? [true, false] : [false, true];
    for (const watched of order) {
      progress(
        `migration impact: ${options.rows.toLocaleString("en-US")} rows rewritten ${watched ? "with" : "without"} the lock sampler, pair ${pair + 1} of ${options.pairs}`,
      );
      await runSqlAt(uri, freshLedger(options.rows));
      await runSqlAt(uri, "VACUUM ANALYZE ledger");
      const { cpuMs } = watch;
      if (!watched) {
        const emulatorCpu = emulator.cpuMs();
        const benchCpu = cpuOfBench();
        watch.withoutMs.push(await runMigrate(uri, `preview-compute-migrate-bench`));
        cpuMs.emulator.without.push(emulator.cpuMs() - emulatorCpu);
        cpuMs.bench.without.push(cpuOfBench() - benchCpu);
        continue;
      }
      const run = await watchedMigrate(uri, emulator);
      cpuMs.emulator.with.push(run.emulatorCpuMs);
      cpuMs.bench.with.push(run.benchCpuMs);
      cpuMs.backend.push(run.backendCpuMs);
      watch.withMs.push(run.ms);
      watch.lockSamples.push(run.samples);
      watch.maxGapMs.push(run.maxGapMs);
      watch.samplerBusy.push(run.busyMs / run.ms);
      if (!run.sawRewrite) result.failures.push("watch: no sample saw the rewrite's lock");
    }
  }
}

/** As flows/provision/pr-code/run-migration.ts runs it: the sampler on a connection of its own. */
async function watchedMigrate(uri: string, emulator: RunningCli) {
  const appName = `preview-compute-migrate-${randomBytes(4).toString("hex")}`;
  return withConnection(uri, async (query) => {
    let busyMs = 0;
    const timed: typeof query = async (sql, params, name) => {
      const started = performance.now();
      try {
        return await query(sql, params, name);
      } finally {
        busyMs += performance.now() - started;
      }
    };
    const [row] = await query("SELECT pg_backend_pid() AS pid");
    const backend = Number(row?.pid);
    const sampler = await startLockSampler(timed, appName);
    // From here on, while the migration runs: what watching costs, connecting aside.
    const cpu = [cpuOfProcess(backend), emulator.cpuMs(), cpuOfBench()];
    busyMs = 0;
    const elapsed = await runMigrate(uri, appName);
    const [backendCpuMs, emulatorCpuMs, benchCpuMs] = [
      cpuOfProcess(backend),
      emulator.cpuMs(),
      cpuOfBench(),
    ].map((now, i) => now - (cpu[i] ?? 0));
    const sampling = await sampler.stop();
    if (sampling.error) throw new Error(`lock sampling: ${sampling.error}`);
    return {
      ms: elapsed,
      samples: sampling.samples,
      maxGapMs: sampling.maxGapMs,
      busyMs,
      backendCpuMs: backendCpuMs ?? Number.NaN,
      emulatorCpuMs: emulatorCpuMs ?? Number.NaN,
      benchCpuMs: benchCpuMs ?? Number.NaN,
      sawRewrite: sampling.holds.some((hold) => hold.mode === "AccessExclusiveLock"),
    };
  });
}

/** utime + stime of a process on this machine (the emulator's servers run here), in ms. */
function cpuOfProcess(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function cpuOfBench(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The migration, as `migrate: psql "$DATABASE_URL" -c …` runs: bash, then psql; spawn to exit. */
async function runMigrate(uri: string, appName: string): Promise<number> {
  const started = performance.now();
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      "bash",
      [
        "--noprofile",
        "--norc",
        "-eo",
        "pipefail",
        "-c",
        `psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -c '${MIGRATION}'`,
      ],
      {
        env: { ...process.env, DATABASE_URL: uri, PGAPPNAME: appName },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    child.on("error", reject);
    child.on("close", (exit) => resolve(exit ?? 1));
  });
  const elapsed = performance.now() - started;
  if (code !== 0) throw new Error(`the migration exited with ${code}`);
  return elapsed;
}

/** The table anew, the same for every sample (then vacuumed and analyzed). */
function freshLedger(rows: number): string {
  return `DROP TABLE IF EXISTS ledger;
CREATE TABLE ledger (id int PRIMARY KEY, account int NOT NULL, amount int NOT NULL, note text);
INSERT INTO ledger SELECT n, n % 5000, n % 100000, 'entry ' || n FROM generate_series(1, ${rows}) n`;
}

async function measureSnapshot(
  progress: (line: string) => void,
  emulator: RunningCli,
  mainId: string,
  options: MigrationImpactOptions,
  result: MigrationImpactResult,
) {
  progress(`migration impact: a database of ${TABLES} tables`);
  const created = await api(emulator, "POST", `/branches/${mainId}/databases`, {
    database: { name: CATALOG_DATABASE, owner_name: "neondb_owner" },
  });
  await settle(emulator, (created.operations ?? []) as Array<{ id: string }>);
  const uri = await connectionUri(emulator, mainId, CATALOG_DATABASE);
  await runSqlAt(uri, `${tablesSchema(TABLES)}\n${tableRows(TABLES)}\nANALYZE;`);
  const request = async () => {
    // A client per request: one client spaces its requests (5 a second), which is not their cost.
    const client = createClient({
      apiHost: emulator.baseUrl,
      apiKey: emulator.key,
      timeoutSeconds: 60,
    });
    const started = performance.now();
    const branch = await getBranch(client, emulator.projectId, mainId);
    if (!branch) throw new Error("GET branch: not found");
    return performance.now() - started;
  };
  const snapshot = async () => {
    const started = performance.now();
    const catalog = await snapshotDatabase(uri, CATALOG_DATABASE);
    if (catalog.tables.length !== TABLES) throw new Error(`${catalog.tables.length} tables`);
    return performance.now() - started;
  };
  const connect = async () => {
    const started = performance.now();
    await withConnection(uri, async () => undefined);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UPS; i++) {
    await request();
    await snapshot();
  }
  progress(`migration impact: catalog snapshot and GET branch, n=${options.snapshots}`);
  const { snapshot: figures } = result;
  for (let i = 0; i < options.snapshots; i++) {
    figures.requestMs.push(await request());
    figures.snapshotMs.push(await snapshot());
    figures.connectMs.push(await connect());
    // Within the emulator's 40 requests per second per route.
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

/** A few rows in every table, so that its statistics are there as in a real database. */
function tableRows(count: number): string {
  const inserts: string[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `table_${String(i).padStart(3, "0")}`;
    inserts.push(
      `INSERT INTO ${name} (code, amount, note) SELECT 'c' || g, g, 'note ' || g FROM generate_series(1, 100) g;`,
    );
  }
  return inserts.join("\n");
}

async function api(emulator: RunningCli, method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulator.baseUrl}/projects/${emulator.projectId}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${emulator.key}`,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function defaultBranchId(emulator: RunningCli): Promise<string> {
  const { branches } = (await api(emulator, "GET", "/branches")) as {
    branches: Array<{ id: string; default: boolean }>;
  };
  const main = branches.find((branch) => branch.default);
  if (!main) throw new Error("no default branch");
  return main.id;
}

async function settle(emulator: RunningCli, operations: Array<{ id: string }>) {
  for (const { id } of operations)
    for (;;) {
      const { operation } = (await api(emulator, "GET", `/operations/${id}`)) as {
        operation: { status: string; action: string };
      };
      if (operation.status === "finished") break;
      if (operation.status === "failed") throw new Error(`${operation.action} failed`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
}

async function connectionUri(emulator: RunningCli, branchId: string, database: string) {
  const { uri } = (await api(
    emulator,
    "GET",
    `/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=${database}`,
  )) as { uri: string };
  return uri;
}

/** Issue 35: watching costs the migration at most 2%; a snapshot at most 2 requests' worth. */
const WATCH_FRACTION = 0.02;
const SNAPSHOT_REQUESTS = 2;

export type MigrationImpactGoalId = "migration-impact-watch" | "migration-impact-snapshot";

/**
 * The snapshot's goal is about what it adds to main and post: measured in the post step's bench
 * (200 tables), each step with the snapshot against without it, the rest the same. Alone, this
 * bench has only the snapshot's own time against a request's.
 */
export function migrationImpactGoals(results: {
  migrationImpact: MigrationImpactResult;
  postSchemaDiff?: PostSchemaDiffResult;
}): GoalCheck[] {
  const { watch, snapshot, tables } = results.migrationImpact;
  const without = median(watch.withoutMs);
  const added = median(watch.withMs) - without;
  const paired = pairedCost(results.migrationImpact);
  const request = median(snapshot.requestMs);
  const taken = median(snapshot.snapshotMs);
  return [
    {
      id: "migration-impact-watch",
      goal: `migrate's lock sampler: the migration no more than ${percent(WATCH_FRACTION)} slower (median of each pair's with/without)`,
      measured: `${signed(percentage(paired))} (medians: ${signed(ms(added))} of ${ms(without)})`,
      pass: watch.withMs.length > 0 && paired <= WATCH_FRACTION,
    },
    snapshotGoal(tables, taken, request, results.postSchemaDiff),
  ];
}

function snapshotGoal(
  tables: number,
  taken: number,
  request: number,
  steps: PostSchemaDiffResult | undefined,
): GoalCheck {
  const goal = `catalog snapshots of ${tables} tables add ≤ ${SNAPSHOT_REQUESTS} requests' worth (GET branch) to main and to post (each step with against without them, medians; main from when it saw its compute ready)`;
  const alone = `the snapshot alone ${fineMs(taken)} vs a request ${fineMs(request)}`;
  const cost = steps?.impactCost;
  const arms = cost && [
    cost.mainWithAfterReady,
    cost.mainWithoutAfterReady,
    cost.postWith,
    cost.postWithout,
  ];
  if (!cost || !steps || !arms || arms.some((a) => a.length === 0))
    return {
      id: "migration-impact-snapshot",
      goal,
      measured: `${alone}; steps not measured`,
      pass: false,
    };
  const versus = (withIt: number[], without: number[]) =>
    `${signed(ms(median(withIt) - median(without)))} (${ms(median(withIt))} vs ${ms(median(without))})`;
  const main = median(cost.mainWithAfterReady) - median(cost.mainWithoutAfterReady);
  const post = median(cost.postWith) - median(cost.postWithout);
  const waited = `still waited for after their other work: main ${ms(median(steps.impactWaits.main))}, post ${ms(median(steps.impactWaits.post))}`;
  return {
    id: "migration-impact-snapshot",
    goal,
    measured: `main ${versus(cost.mainWithAfterReady, cost.mainWithoutAfterReady)} from when it saw its compute ready, ${versus(cost.mainWith, cost.mainWithout)} from spawn (n=${cost.mainWith.length}); post ${versus(cost.postWith, cost.postWithout)} (n=${cost.postWith.length}+${cost.postWithout.length}); ${waited}; ${alone}`,
    pass: Math.max(main, post) <= SNAPSHOT_REQUESTS * request,
  };
}

/**
 * What watching costs, as the median of each pair's ratio: the two runs of a pair follow each
 * other, so a change in the machine's load between pairs cancels out.
 */
export function pairedCost(result: MigrationImpactResult): number {
  const { withMs, withoutMs } = result.watch;
  const ratios = withMs
    .map((ms, i) => ms / (withoutMs[i] ?? Number.NaN))
    .filter((ratio) => Number.isFinite(ratio));
  return median(ratios) - 1;
}

const signed = (text: string) => (text.startsWith("-") ? text : `+${text}`);
const percentage = (fraction: number) =>
  Number.isFinite(fraction) ? `${(fraction * 100).toFixed(1)}%` : "n/a";

export function migrationImpactRows(
  results: { migrationImpact: MigrationImpactResult },
  checks: Array<{ id: string; goal: string; pass: boolean }>,
): string[][] {
  const r = results.migrationImpact;
  const verdict = (id: string) => goalCells(checks, id);
  const spread = fineMedianMax;
  const measure = "Migration impact (`migrate`, catalog snapshots), median / max";
  const rows = r.rows.toLocaleString("en-US");
  return [
    [
      measure,
      `a rewrite of ${rows} rows through psql, without the lock sampler, n=${r.watch.withoutMs.length}`,
      spread(r.watch.withoutMs),
      "",
      "",
      "",
      "",
    ],
    [
      measure,
      `the same, with the lock sampler (samples; longest gap; its query's share of the time), n=${r.watch.withMs.length}`,
      `${spread(r.watch.withMs)} (${median(r.watch.lockSamples)}; ${ms(median(r.watch.maxGapMs))}; ${percent(median(r.watch.samplerBusy))})`,
      "",
      "",
      ...verdict("migration-impact-watch"),
    ],
    [
      measure,
      `GET branch through the action's client, n=${r.snapshot.requestMs.length}`,
      spread(r.snapshot.requestMs),
      "",
      "",
      "",
      "",
    ],
    [
      measure,
      `catalog snapshot of ${r.tables} tables (of which connecting), n=${r.snapshot.snapshotMs.length}`,
      `${spread(r.snapshot.snapshotMs)} (${fineMs(median(r.snapshot.connectMs))})`,
      "",
      "",
      ...verdict("migration-impact-snapshot"),
    ],
  ];
}

export function describeMigrationImpact(result: MigrationImpactResult): string[] {
  const { watch, snapshot } = result;
  return [
    `rewrite of ${result.rows.toLocaleString("en-US")} rows: without the sampler ${ms(median(watch.withoutMs))} (n=${watch.withoutMs.length}: ${watch.withoutMs.map(ms).join(", ")})`,
    `  with it ${ms(median(watch.withMs))}, each pair ${signed(percentage(pairedCost(result)))} (median) (n=${watch.withMs.length}: ${watch.withMs.map(ms).join(", ")}); ${median(watch.lockSamples)} samples per run, longest gap ${ms(median(watch.maxGapMs))}, its queries ${percent(median(watch.samplerBusy))} of the time`,
    `  CPU per run: the sampler's backend ${ms(median(watch.cpuMs.backend))}; the emulator (proxy) ${ms(median(watch.cpuMs.emulator.with))} with, ${ms(median(watch.cpuMs.emulator.without))} without; the bench's process ${ms(median(watch.cpuMs.bench.with))} with, ${ms(median(watch.cpuMs.bench.without))} without`,
    `catalog snapshot of ${result.tables} tables: ${fineMs(median(snapshot.snapshotMs))} (max ${fineMs(max(snapshot.snapshotMs))}; connecting alone ${fineMs(median(snapshot.connectMs))}); GET branch ${fineMs(median(snapshot.requestMs))} (max ${fineMs(max(snapshot.requestMs))}), n=${snapshot.snapshotMs.length}`,
    `load average ${result.load.before} before, ${result.load.after} after`,
    ...result.failures.map((f) => `failed: ${f}`),
  ];
}

if (import.meta.main) {
  const quick = process.argv.includes("--quick");
  const result = await measureMigrationImpact((line) => process.stderr.write(`${line}\n`), {
    rows: quick ? 1_000_000 : 3_000_000,
    pairs: quick ? 3 : 10,
    snapshots: quick ? 10 : 30,
  });
  console.log(describeMigrationImpact(result).join("\n"));
  // The snapshot's goal needs the steps: `npm run bench` measures them (post-schema-diff.ts).
  for (const check of migrationImpactGoals({ migrationImpact: result }))
    console.log(`${check.pass ? "pass" : "MISS"}: ${check.goal}: ${check.measured}`);
}
