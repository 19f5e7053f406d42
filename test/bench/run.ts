// `npm run bench`: measures the action against the emulator and writes its figures to
// docs/performance.md. `-- --long` adds 30 s operations; `-- --quick` takes fewer samples and
// leaves the page alone; `-- --suite` first times `npm test` alone on the machine (measure 17).
import { EmulatorAdmin } from "../../emulator/src/admin-client.ts";
import { startEmulator } from "../../emulator/src/index.ts";
import { startGitHub } from "../support/github/index.ts";
import { BRANCH_COPY_SIZES_MB, measureBranchCopy } from "./branch-copy.ts";
import { measureConcurrency } from "./concurrency.ts";
import type { BenchContext } from "./context.ts";
import { measureDataApi } from "./data-api.ts";
import { measureFlows } from "./flows.ts";
import { measureFunctions } from "./functions.ts";
import { checkGoals } from "./goals.ts";
import { launch } from "./launch.ts";
import { describeLoad, describeMachine } from "./machine.ts";
import { METHOD } from "./method.ts";
import { measureMigrationImpact } from "./migration-impact.ts";
import { missNotes, overheadBreakdown } from "./misses.ts";
import { measureNeonAuth } from "./neon-auth.ts";
import { measureObjectStorage } from "./object-storage.ts";
import { measureOverhead, type OverheadCase } from "./overhead.ts";
import { PERFORMANCE_PAGE, writePerformanceSection } from "./performance-page.ts";
import { measurePostSchemaDiff } from "./post-schema-diff.ts";
import { measureQueryImpact } from "./query-impact.ts";
import { measureRealComputes } from "./real-computes.ts";
import type { BenchResults } from "./results.ts";
import { measureSchema } from "./schema.ts";
import { measureServerless } from "./serverless.ts";
import { snapshotAction } from "./snapshot.ts";
import { measureStartup } from "./startup.ts";
import { measureSweep } from "./sweep.ts";
import { renderTable } from "./table.ts";
import { measureTestSuite } from "./test-suite.ts";

const args = new Set(process.argv.slice(2));
const long = args.has("--long");
const quick = args.has("--quick");
const suite = args.has("--suite");

/** Operation duration (ms) → runs per contender; sized so the whole bench takes < 5 min on 2 cores. */
const OVERHEAD_SAMPLES: Array<[number, number]> = quick
  ? [
      [300, 4],
      [1000, 4],
      [3000, 3],
      [10_000, 3],
    ]
  : [
      [300, 48],
      [1000, 48],
      [3000, 12],
      [10_000, 14],
      ...(long ? ([[30_000, 8]] as Array<[number, number]>) : []),
    ];
const FLOW_REPEATS = quick ? 1 : 3;
const FLOW_OPERATION_MS = 1000;
const CONCURRENT_RUNS = 20;
const CONCURRENCY_OPERATION_MS = 1000;
const STARTUP_SAMPLES = quick ? 5 : 20;
const REAL_SAMPLES = quick ? 1 : 5;
const EMULATOR_START_SAMPLES = quick ? 2 : 5;
const SWEEP_BRANCHES = quick ? 20 : 100;
const SCHEMA_SAMPLES = quick ? 1 : 5;
const POST_SCHEMA_DIFF_SAMPLES = quick ? 1 : 3;
const IMPACT_COST_PAIRS = quick ? 4 : 10;
const NEON_AUTH = quick
  ? { samples: 2, warmSamples: 10, operationMs: 100 }
  : { samples: 8, warmSamples: 50, operationMs: 100 };
const SERVERLESS = quick
  ? { latencySamples: 100, throughputMs: 500, setupSamples: 5 }
  : { latencySamples: 500, throughputMs: 2000, setupSamples: 20 };

const DATA_API_SAMPLES = quick ? 50 : 300;
const OBJECT_STORAGE = quick
  ? { samples: 20, branchSamples: 3, objects: 10_000, largeBytes: 256 * 1024 ** 2 }
  : { samples: 100, branchSamples: 10, objects: 10_000, largeBytes: 1024 ** 3 };
const FUNCTIONS = quick ? { samples: 100, firstSamples: 5 } : { samples: 500, firstSamples: 20 };
/** Pairs of jobs with `query-impact: off` and `parent`; 60 ms operations as the tests' (measure 16). */
const QUERY_IMPACT = { pairs: quick ? 3 : 10, opMs: 60 };
const MIGRATION_IMPACT = quick
  ? { rows: 1_000_000, pairs: 3, snapshots: 10 }
  : { rows: 3_000_000, pairs: 10, snapshots: 30 };

/** Parents of 64 MB, 1 GB and 3 GB (--quick: 64 and 512 MB) on each file system the machine has. */
const BRANCH_COPY = quick
  ? { sizesMb: BRANCH_COPY_SIZES_MB.quick, samples: 2 }
  : { sizesMb: BRANCH_COPY_SIZES_MB.full, samples: 3 };

const started = Date.now();
const loadBefore = describeLoad();
const progress = (line: string) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}\n`);
// Before anything else runs: the suite must have the machine to itself.
const testSuite = suite ? await measureTestSuite(progress) : undefined;
const action = await snapshotAction();
// The control-plane measures run without servers, so that they time the action, not PostgreSQL;
// measure 5 starts emulators with real servers of its own.
const emulator = await startEmulator({ postgres: false });
const github = await startGitHub();
const context: BenchContext = {
  emulator,
  admin: new EmulatorAdmin(emulator.adminUrl),
  github,
  distDir: action.distDir,
  launch: (options) =>
    launch({
      ...options,
      manifest: action.manifest,
      githubUrl: github.url,
      githubToken: github.token,
    }),
  progress,
};

try {
  const overhead: OverheadCase[] = [];
  for (const [operationMs, samples] of OVERHEAD_SAMPLES)
    overhead.push(await measureOverhead(context, operationMs, samples));
  const results: BenchResults = {
    overhead,
    flows: await measureFlows(context, FLOW_OPERATION_MS, FLOW_REPEATS),
    concurrency: await measureConcurrency(context, CONCURRENT_RUNS, CONCURRENCY_OPERATION_MS),
    startup: await measureStartup(context, STARTUP_SAMPLES),
    sweep: await measureSweep(context, SWEEP_BRANCHES, 50),
    realComputes: await measureRealComputes(context, {
      samples: REAL_SAMPLES,
      startSamples: EMULATOR_START_SAMPLES,
      operationMs: FLOW_OPERATION_MS,
    }),
    schema: await measureSchema(context, { samples: SCHEMA_SAMPLES }),
    postSchemaDiff: await measurePostSchemaDiff(context, {
      samples: POST_SCHEMA_DIFF_SAMPLES,
      impactPairs: IMPACT_COST_PAIRS,
    }),
    serverless: await measureServerless(context, SERVERLESS),
    neonAuth: await measureNeonAuth(context, NEON_AUTH),
    dataApi: await measureDataApi(context.progress, { samples: DATA_API_SAMPLES }),
    objectStorage: await measureObjectStorage(context.progress, OBJECT_STORAGE),
    functions: await measureFunctions(context.progress, FUNCTIONS),
    migrationImpact: await measureMigrationImpact(context.progress, MIGRATION_IMPACT),
    queryImpact: await measureQueryImpact(context.progress, QUERY_IMPACT),
    branchCopy: await measureBranchCopy(context.progress, BRANCH_COPY),
    testSuite,
  };
  const checks = checkGoals(results);
  const table = renderTable(results, checks);
  const failures = [
    ...overhead.flatMap((o) =>
      o.results.flatMap((r) => r.failures.map((f) => `${r.contender}: ${f}`)),
    ),
    ...results.flows.failures,
    ...results.concurrency.failures,
    ...results.startup.failures,
    ...results.realComputes.failures,
    ...results.sweep.failures,
    ...results.schema.failures,
    ...results.postSchemaDiff.failures,
    ...results.serverless.failures,
    ...results.neonAuth.failures,
    ...results.dataApi.failures,
    ...results.objectStorage.failures,
    ...results.functions.failures,
    ...results.migrationImpact.failures,
    ...results.queryImpact.failures,
    ...results.branchCopy.failures,
    ...(testSuite?.failures ?? []),
  ];
  const elapsed = ((Date.now() - started) / 1000).toFixed(0);
  const summary = [
    `Measured with \`npm run bench${flagsUsed()}\` on ${new Date().toISOString().slice(0, 10)}: ${describeMachine()}; the bench took ${elapsed} s (load average ${loadBefore} before, ${describeLoad()} after). Rerun: \`npm run bench\` (add \`-- --long\` for 30 s operations, \`-- --suite\` for the test suite's time).`,
    "",
    table,
    "",
    `Goals: ${checks.filter((c) => c.pass).length} of ${checks.length} hold.`,
    "",
    ...checks.map((c) => `- ${c.pass ? "pass" : "**miss**"}: ${c.goal} — measured ${c.measured}`),
    "",
    ...missNotes(checks, results).map((note) => `- ${note}`),
    `- ${overheadBreakdown(results)}`,
    "",
    "How the figures are taken:",
    "",
    ...METHOD.map((line) => `- ${line}`),
  ].join("\n");
  console.log(summary);
  for (const failure of failures) console.error(`failed run: ${failure}`);
  if (!quick) await writePerformanceSection(summary);
  process.stderr.write(
    quick
      ? `${PERFORMANCE_PAGE} left alone (--quick)\n`
      : `${PERFORMANCE_PAGE}: figures rewritten\n`,
  );
} finally {
  await Promise.all([emulator.stop(), github.stop(), action.remove()]);
}

function flagsUsed(): string {
  const flags = [long && "--long", suite && "--suite"].filter(Boolean);
  return flags.length > 0 ? ` -- ${flags.join(" ")}` : "";
}
