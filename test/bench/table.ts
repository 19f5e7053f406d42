import { branchCopyRows } from "./branch-copy.ts";
import { FLOW_DESCRIPTIONS, FLOWS } from "./flows.ts";
import { bytes, count, fineMs, ms, seconds } from "./format.ts";
import { functionsRows } from "./functions.ts";
import {
  FRESH_PR_REQUESTS,
  flowRequests,
  type GoalCheck,
  type GoalId,
  overheadGoal,
  pollingGoal,
  RERUN_REQUESTS,
} from "./goals.ts";
import { migrationImpactRows } from "./migration-impact.ts";
import { neonAuthRows } from "./neon-auth.ts";
import { objectStorageRows } from "./object-storage.ts";
import {
  CONTENDER_LABELS,
  CONTENDERS,
  type ContenderResult,
  DURATION_SPREAD,
  type OverheadCase,
} from "./overhead.ts";
import { postSchemaDiffRows } from "./post-schema-diff.ts";
import { queryImpactRows } from "./query-impact.ts";
import type { FirstQuerySample } from "./real-computes.ts";
import type { BenchResults } from "./results.ts";
import { schemaRows } from "./schema.ts";
import { TRANSPORT_LABELS, TRANSPORTS } from "./serverless.ts";
import { max, median, medianSpread } from "./stats.ts";
import { testSuiteRows } from "./test-suite.ts";

/** The one table `npm run bench` prints and writes to docs/performance.md. */

const HEADER = [
  "measure",
  "case",
  CONTENDER_LABELS.action,
  CONTENDER_LABELS["poll-1s"],
  CONTENDER_LABELS["poll-5s"],
  "goal",
  "result",
];
const NONE = "";

export function renderTable(results: BenchResults, checks: GoalCheck[]): string {
  const rows: string[][] = [
    ...results.overhead.flatMap(overheadRows),
    ...flowRows(results),
    ...concurrencyRows(results, checks),
    ...startupRows(results, checks),
    ...sweepRows(results),
    ...realComputeRows(results),
    ...schemaRows(results),
    ...postSchemaDiffRows(results),
    ...serverlessRows(results, checks),
    ...neonAuthRows(results, checks),
    ...dataApiRows(results, checks),
    ...objectStorageRows(results, checks),
    ...functionsRows(results, checks),
    ...migrationImpactRows(results, checks),
    ...queryImpactRows(results, checks),
    ...branchCopyRows(results, checks),
    ...testSuiteRows(results.testSuite, checks),
  ];
  return markdownTable(HEADER, rows);
}

function verdict(check: GoalCheck | undefined): string {
  if (!check) return NONE;
  return check.pass ? "pass" : "**miss**";
}

function overheadRows(overhead: OverheadCase): string[][] {
  const scenario = `ops ${overhead.operationMs / 1000} s ±${DURATION_SPREAD * 100}%`;
  const cells = (format: (r: ContenderResult) => string) =>
    CONTENDERS.map((contender) => {
      const result = overhead.results.find((r) => r.contender === contender);
      if (!result || result.samples.length === 0) return "n/a";
      const failed = result.failures.length > 0 ? ` (${result.failures.length} failed)` : "";
      return `${format(result)}${failed}`;
    });
  const overheads = (r: ContenderResult) => r.samples.map((s) => s.overheadMs);
  const polls = (r: ContenderResult) => r.samples.map((s) => s.polls);
  const peaks = (r: ContenderResult) => r.samples.map((s) => s.peakPerSecond);
  const ready = overheadGoal(overhead);
  const polling = overhead.operationMs === 10_000 ? pollingGoal(overhead) : undefined;
  const samples = overhead.results[0]?.samples.length ?? 0;
  const rate = Math.max(...overhead.results.filter((r) => r.contender === "action").flatMap(peaks));
  return [
    [
      "ready overhead, median ± its SD / max",
      `${scenario}, n=${samples}`,
      ...cells(
        (r) =>
          `${ms(median(overheads(r)))} ± ${ms(medianSpread(overheads(r)))} / ${ms(max(overheads(r)))}`,
      ),
      ready.goal.replace(/^ready overhead /, "").replace(/ at .*$/, ""),
      verdict(ready),
    ],
    [
      "polling requests, median (max)",
      scenario,
      ...cells((r) => `${count(median(polls(r)))} (${count(max(polls(r)))})`),
      polling ? "≤ fixed 1 s poller" : NONE,
      verdict(polling),
    ],
    [
      "peak requests in 1 s, one run",
      scenario,
      ...cells((r) => count(max(peaks(r)))),
      "≤ 5",
      rate <= 5 ? "pass" : "**miss**",
    ],
  ];
}

function flowRows(results: BenchResults): string[][] {
  const { flows } = results;
  return FLOWS.map((flow) => {
    const counts = flowRequests(results, flow);
    const rejected = flows.samples
      .filter((s) => s.flow === flow)
      .map((s) => s.status423 + s.status429);
    const range = counts.length === 0 ? "n/a" : spread(counts);
    const retried = max(rejected) > 0 ? ` (incl. ${spread(rejected)} × 423/429)` : "";
    const goal =
      flow === "fresh PR"
        ? `≤ ${FRESH_PR_REQUESTS}`
        : flow === "re-run"
          ? `≤ ${RERUN_REQUESTS}`
          : NONE;
    const pass =
      flow === "fresh PR" ? max(counts) <= 12 : flow === "re-run" ? max(counts) <= 3 : undefined;
    return [
      `requests: ${flow}`,
      `${FLOW_DESCRIPTIONS[flow]}; ops ${flows.operationMs / 1000} s, n=${counts.length}`,
      `${range}${retried}`,
      NONE,
      NONE,
      goal,
      pass === undefined ? NONE : pass ? "pass" : "**miss**",
    ];
  });
}

function concurrencyRows(results: BenchResults, checks: GoalCheck[]): string[][] {
  const c = results.concurrency;
  const scenario = `${c.runs} fresh PRs at once, one key, lock on, ops ${c.operationMs / 1000} s`;
  const find = (id: GoalId) => checks.find((check) => check.id === id);
  return [
    [
      "concurrency: makespan / lower bound",
      scenario,
      `${seconds(c.makespanMs)} / ${seconds(c.lowerBoundMs)} = ${(c.makespanMs / c.lowerBoundMs).toFixed(2)} ×`,
      NONE,
      NONE,
      "≤ 1.25 ×",
      verdict(find("makespan")),
    ],
    [
      "concurrency: 423 / 429 responses",
      scenario,
      `${c.status423} / ${c.status429} of ${c.requests} requests (peak ${c.peakPerSecond}/s, all runs)`,
      NONE,
      NONE,
      "no 429",
      verdict(find("429")),
    ],
    [
      "concurrency: failed runs",
      scenario,
      `${c.failures.length} of ${c.runs}`,
      NONE,
      NONE,
      "none",
      verdict(find("failures")),
    ],
  ];
}

function startupRows(results: BenchResults, checks: GoalCheck[]): string[][] {
  const s = results.startup;
  const rows: string[][] = [
    [
      "start-up: spawn to first request, median / max",
      `dist/main/index.js, n=${s.actionMs.length}`,
      `${ms(median(s.actionMs))} / ${ms(max(s.actionMs))}`,
      NONE,
      NONE,
      "≤ 150 ms",
      verdict(checks.find((check) => check.id === "startup")),
    ],
    [
      "start-up: spawn to first request, median / max",
      `bare \`node -e fetch(…)\`, for scale, n=${s.bareNodeMs.length}`,
      `${ms(median(s.bareNodeMs))} / ${ms(max(s.bareNodeMs))}`,
      NONE,
      NONE,
      NONE,
      NONE,
    ],
  ];
  for (const bundle of s.bundles) {
    const isMain = bundle.file === "dist/main/index.js";
    rows.push([
      "bundle size",
      `\`${bundle.file}\``,
      bytes(bundle.bytes),
      NONE,
      NONE,
      isMain ? "≤ 1 MB" : NONE,
      isMain ? verdict(checks.find((check) => check.id === "bundle")) : NONE,
    ]);
  }
  return rows;
}

function sweepRows(results: BenchResults): string[][] {
  const s = results.sweep;
  const per100 = (n: number) => ((n * 100) / s.branches).toFixed(1);
  const scenario = `${s.branches} per-PR branches, half of their PRs closed, ops 0.05 s`;
  return [
    [
      "sweep: requests per 100 branches (platform + GitHub), time",
      `dry run; ${scenario}`,
      `${per100(s.dryRun.platform)} + ${per100(s.dryRun.github)}, ${seconds(s.dryRun.ms)}`,
      NONE,
      NONE,
      NONE,
      NONE,
    ],
    [
      "sweep: requests per 100 branches (platform + GitHub), time",
      `delete-branch, ${s.swept} swept; ${scenario}`,
      `${per100(s.sweep.platform)} + ${per100(s.sweep.github)}, ${seconds(s.sweep.ms)}`,
      NONE,
      NONE,
      NONE,
      NONE,
    ],
  ];
}

function realComputeRows(results: BenchResults): string[][] {
  const r = results.realComputes;
  const split = (samples: FirstQuerySample[]) =>
    `${ms(median(samples.map((s) => s.totalMs)))} = operations ${ms(median(samples.map((s) => s.operationsMs)))} + action ${ms(median(samples.map((s) => s.actionMs)))} + connection ${ms(median(samples.map((s) => s.connectionMs)))}`;
  const row = (measure: string, scenario: string, value: string) => [
    measure,
    scenario,
    value,
    NONE,
    NONE,
    NONE,
    NONE,
  ];
  return [
    row(
      "time to first query (real servers), medians",
      `fresh PR, ops ${r.operationMs / 1000} s, n=${r.freshPr.length}`,
      split(r.freshPr),
    ),
    row(
      "time to first query (real servers), medians",
      `re-run, compute idle (the query wakes it), n=${r.idleRerun.length}`,
      split(r.idleRerun),
    ),
    row(
      "wake-up: connect to an idle compute until SELECT 1, median / max",
      `start_compute's configured time 0, n=${r.wakeMs.length}`,
      `${ms(median(r.wakeMs))} / ${ms(max(r.wakeMs))}`,
    ),
    row(
      "emulator start with real servers, median / max",
      `built-in seed (initdb, main's data, its compute), n=${r.emulatorStartMs.length}`,
      `${ms(median(r.emulatorStartMs))} / ${ms(max(r.emulatorStartMs))}`,
    ),
  ];
}

function serverlessRows(results: BenchResults, checks: GoalCheck[]): string[][] {
  const s = results.serverless;
  const rows: string[][] = [];
  const row = (measure: string, scenario: string, value: string, goal = NONE, result = NONE) =>
    rows.push([measure, scenario, value, NONE, NONE, goal, result]);
  const percentile = (values: number[], p: number) =>
    [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
    Number.NaN;
  for (const transport of TRANSPORTS) {
    const t = s.transports.find((r) => r.transport === transport);
    if (!t) continue;
    const label = TRANSPORT_LABELS[transport];
    const opened = t.newServerConnections
      ? `; new server connections: ${t.newServerConnections.oneClient} (1 client), ${t.newServerConnections.eightClients} (8)`
      : "";
    const goal = transport === "http" ? checks.find((c) => c.id === "serverless") : undefined;
    row(
      "serverless driver: warm `SELECT 1`, median / p90, 1 client",
      `${label}, n=${t.latencyMs.length}`,
      `${fineMs(median(t.latencyMs))} / ${fineMs(percentile(t.latencyMs, 0.9))}${opened}`,
      goal ? "median ≤ 2 ms, no new connection" : NONE,
      verdict(goal),
    );
  }
  for (const transport of TRANSPORTS) {
    const t = s.transports.find((r) => r.transport === transport);
    if (!t) continue;
    row(
      "serverless driver: queries/s (median latency), 1 / 8 clients; CPU per query at 8 (client + emulator)",
      `${TRANSPORT_LABELS[transport]}, ${seconds(s.throughputMs)} each`,
      `${t.throughput.map((x) => `${Math.round(x.perSecond)}/s (${fineMs(x.medianMs)})`).join(" / ")}; ${cpu(t.throughput.at(-1))}`,
    );
  }
  for (const transport of TRANSPORTS) {
    const t = s.transports.find((r) => r.transport === transport);
    if (!t) continue;
    row(
      "serverless driver: connection set-up to first answer, median / max",
      `${TRANSPORT_LABELS[transport]}${transport === "http" ? ", a new connection to the compute" : ""}, n=${t.setupMs.length}`,
      `${fineMs(median(t.setupMs))} / ${fineMs(Math.max(...t.setupMs))}`,
    );
  }
  return rows;
}

function dataApiRows(results: BenchResults, checks: GoalCheck[]): string[][] {
  const goal = checks.find((c) => c.id === "data-api");
  return results.dataApi.cases.map((c) => [
    "Data API: warm authenticated request vs the same query over SQL over HTTP, median",
    `${c.name}, n=${c.restMs.length}`,
    `${fineMs(median(c.restMs))} vs ${fineMs(median(c.sqlOverHttpMs))} (×${(median(c.restMs) / median(c.sqlOverHttpMs)).toFixed(2)})${c.name === "one row" ? `; new server connections: ${results.dataApi.newServerConnections}` : ""}`,
    NONE,
    NONE,
    c.name === "one row" ? "≤ 1.5×, no new connection" : NONE,
    c.name === "one row" ? verdict(goal) : NONE,
  ]);
}

function cpu(phase: { clientCpuMs: number; emulatorCpuMs: number } | undefined): string {
  if (!phase) return "n/a";
  return `${fineMs(phase.clientCpuMs)} + ${fineMs(phase.emulatorCpuMs)}`;
}

function spread(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? count(low) : `${count(low)}–${count(high)}`;
}

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
