import { EmulatorAdmin } from "../../emulator/src/admin-client.ts";
import { builtInSeed, type Emulator, startEmulator } from "../../emulator/src/index.ts";
import { tablesSchema } from "../fixtures/schemas.ts";
import { prEvent } from "../support/runner/index.ts";
import type { BenchContext } from "./context.ts";
import { api, runSql, settle } from "./emulator-api.ts";
import { ms } from "./format.ts";
import { type Launch, tail } from "./launch.ts";
import type { BenchResults } from "./results.ts";
import { max, median } from "./stats.ts";

/**
 * Measure 8: the post step with the schema diff against without it. Main's databases each hold
 * the 200-table schema (`tablesSchema()`); every sample is a job of one PR: main (a compute is
 * created on the PR branch), the job's migration (a column added to one table of each
 * database), then the timed post step: the diff (one database, or all three) and the delete.
 */
export interface PostSchemaDiffResult {
  tables: number;
  cases: Array<{
    label: string;
    samples: number[];
    requests: number[];
    /** From the first schema request's start to the last one's answer (the platform's share). */
    platform: number[];
  }>;
  /**
   * How long main and post waited for migration impact's catalog snapshot after the rest of
   * their work (the action's debug lines): the time the snapshots add to the steps.
   */
  impactWaits: { main: number[]; post: number[] };
  /**
   * What the snapshots add to each step, with against without them, the rest the same: main with
   * `schema-diff: false` (no snapshot) against main with the diff, spawn to exit; post with
   * main's state against the same state without its migration impact (no second snapshot).
   */
  impactCost: {
    mainWith: number[];
    mainWithout: number[];
    /** Main from its last poll's answer (it then knows the compute is ready) to exit. */
    mainWithAfterReady: number[];
    mainWithoutAfterReady: number[];
    postWith: number[];
    postWithout: number[];
  };
  failures: string[];
}

const TABLES = 200;
const DATABASES = ["neondb", "orders", "reports"];

const CASES: Array<{ label: string; inputs: Record<string, string> }> = [
  { label: "without the diff (`schema-diff: false`)", inputs: { "schema-diff": "false" } },
  {
    label: "with the diff, 1 database (`database: neondb`)",
    inputs: { role: "neondb_owner", database: "neondb" },
  },
  { label: `with the diff, ${DATABASES.length} databases (all)`, inputs: {} },
];

export async function measurePostSchemaDiff(
  context: BenchContext,
  options: { samples: number; impactPairs: number },
): Promise<PostSchemaDiffResult> {
  const result: PostSchemaDiffResult = {
    tables: TABLES,
    cases: CASES.map(({ label }) => ({ label, samples: [], requests: [], platform: [] })),
    impactWaits: { main: [], post: [] },
    impactCost: {
      mainWith: [],
      mainWithout: [],
      mainWithAfterReady: [],
      mainWithoutAfterReady: [],
      postWith: [],
      postWithout: [],
    },
    failures: [],
  };
  const seed = { ...builtInSeed(), limits: { enabled: false } };
  const emulator = await startEmulator({ opMs: 50, seed });
  const admin = new EmulatorAdmin(emulator.adminUrl);
  try {
    context.progress(`post step: ${DATABASES.length} databases of ${TABLES} tables on main`);
    const mainId = (await api(emulator, "GET", "/branches")).branches[0].id as string;
    for (const database of DATABASES.slice(1)) {
      const created = await api(emulator, "POST", `/branches/${mainId}/databases`, {
        database: { name: database, owner_name: "neondb_owner" },
      });
      await settle(emulator, created.operations ?? []);
    }
    for (const database of DATABASES)
      await runSql(emulator, mainId, database, tablesSchema(TABLES));

    let number = 500;
    for (let i = 0; i < options.samples; i++) {
      for (const [index, { label, inputs }] of CASES.entries()) {
        number++;
        context.progress(`post step: ${label}, sample ${i + 1} of ${options.samples}`);
        const step = {
          inputs: {
            "api-key": emulator.keys.organization,
            "project-id": emulator.projectId,
            "api-host": emulator.baseUrl,
            ...inputs,
          },
          event: prEvent("opened", { number, title: "bench", repo: "octo-org/app" }),
        };
        const main = await context.launch(step);
        if (!ok(main, `${label}: main`, result)) continue;
        const branchId = main.outputs["branch-id"] ?? "";
        for (const database of DATABASES)
          await runSql(
            emulator,
            branchId,
            database,
            "ALTER TABLE table_100 ADD COLUMN reviewed_at timestamptz",
          );
        const seq = await admin.lastSeq();
        const post = await context.launch({ ...step, step: "post", state: main.state });
        if (!ok(post, `${label}: post`, result)) continue;
        if (!/Deleted compute/.test(post.stdout)) result.failures.push(`${label}: no delete`);
        result.impactWaits.main.push(...impactWaits(main.stdout));
        result.impactWaits.post.push(...impactWaits(post.stdout));
        const outcome = result.cases[index];
        outcome?.samples.push(post.exitedAt - post.spawnedAt);
        const requests = (await admin.requests(seq)).filter((r) => r.path.startsWith("/api/v2/"));
        outcome?.requests.push(requests.length);
        const reads = requests.filter((r) => /\/(databases|schema|compare_schema)$/.test(r.path));
        if (reads.length > 0)
          outcome?.platform.push(
            Math.max(...reads.map((r) => Date.parse(r.time) + r.duration_ms)) -
              Math.min(...reads.map((r) => Date.parse(r.time))),
          );
      }
    }
    await measureImpactCost(context, emulator, admin, options.impactPairs, result);
  } catch (error) {
    result.failures.push(`post step: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await emulator.stop();
  }
  return result;
}

/**
 * The catalog snapshots' cost to the steps, in pairs taken in turn (`database: neondb`, 200
 * tables): main without the snapshot (`schema-diff: false`) then with it, from spawn and from
 * the answer of its last poll of the operations, when it knows the compute is ready (a finish
 * just after one poll waits for the next, 250 ms or more, whatever else ran); each with-job's
 * post step alternately with main's state and without its migration impact (the rest the same).
 */
async function measureImpactCost(
  context: BenchContext,
  emulator: Emulator,
  admin: EmulatorAdmin,
  pairs: number,
  result: PostSchemaDiffResult,
): Promise<void> {
  const cost = result.impactCost;
  const inputs = {
    "api-key": emulator.keys.organization,
    "project-id": emulator.projectId,
    "api-host": emulator.baseUrl,
    role: "neondb_owner",
    database: "neondb",
  };
  let number = 900;
  for (let i = 0; i < pairs; i++) {
    context.progress(`post step: what the catalog snapshots add, pair ${i + 1} of ${pairs}`);
    const runs = [
      {
        inputs: { ...inputs, "schema-diff": "false" },
        main: cost.mainWithout,
        afterReady: cost.mainWithoutAfterReady,
        post: undefined,
      },
      {
        inputs,
        main: cost.mainWith,
        afterReady: cost.mainWithAfterReady,
        post: i % 2 === 0 ? cost.postWith : cost.postWithout,
      },
    ];
    for (const run of runs) {
      number++;
      const step = {
        inputs: run.inputs,
        event: prEvent("opened", { number, title: "bench", repo: "octo-org/app" }),
      };
      const seq = await admin.lastSeq();
      const main = await context.launch(step);
      if (!ok(main, "snapshot cost: main", result)) continue;
      run.main.push(main.exitedAt - main.spawnedAt);
      // The answer of main's last poll of its operations: when main saw the compute ready.
      const sawReady = Math.max(
        ...(await admin.requests(seq))
          .filter((request) => /\/operations(\/|$)/.test(request.path))
          .map((request) => Date.parse(request.time) + request.duration_ms),
      );
      if (Number.isFinite(sawReady)) run.afterReady.push(main.exitedAt - sawReady);
      const branchId = main.outputs["branch-id"] ?? "";
      await runSql(
        emulator,
        branchId,
        "neondb",
        "ALTER TABLE table_100 ADD COLUMN reviewed_at timestamptz",
      );
      const state =
        run.post === cost.postWithout
          ? Object.fromEntries(
              Object.entries(main.state).filter(([key]) => key !== "migration-impact"),
            )
          : main.state;
      const post = await context.launch({ ...step, step: "post", state });
      if (!ok(post, "snapshot cost: post", result)) continue;
      run.post?.push(post.exitedAt - post.spawnedAt);
    }
  }
}

function impactWaits(stdout: string): number[] {
  return [...stdout.matchAll(/::debug::Migration impact: waited (\d+) ms for the catalog/g)].map(
    (match) => Number(match[1]),
  );
}

function ok(launched: Launch, what: string, result: PostSchemaDiffResult): boolean {
  if (launched.exitCode === 0 && !launched.stdout.includes("::warning::")) return true;
  result.failures.push(`${what}: exit ${launched.exitCode}: ${tail(launched)}`);
  return false;
}

export function postSchemaDiffRows(results: BenchResults): string[][] {
  const r = results.postSchemaDiff;
  const without = median(r.cases[0]?.samples ?? []);
  return r.cases.map(({ label, samples, requests, platform }, i) => [
    "post step (spawn to exit), median / max",
    `${label}; ${r.tables} tables per database, real servers, n=${samples.length}`,
    samples.length === 0
      ? "n/a"
      : [
          `${ms(median(samples))} / ${ms(max(samples))}`,
          i > 0
            ? ` (+${ms(median(samples) - without)}; the emulator's schema answers ${ms(median(platform))})`
            : "",
          `, ${median(requests)} requests`,
        ].join(""),
    "",
    "",
    "",
    "",
  ]);
}
