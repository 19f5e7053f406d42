import { branchCopyGoals } from "./branch-copy.ts";
import { bytes, count, fineMs, ms, percent } from "./format.ts";
import { functionsGoals } from "./functions.ts";
import { migrationImpactGoals } from "./migration-impact.ts";
import { neonAuthGoal } from "./neon-auth.ts";
import { objectStorageGoals } from "./object-storage.ts";
import type { OverheadCase } from "./overhead.ts";
import { overheadMedian, pollsMedian } from "./overhead.ts";
import { queryImpactGoals } from "./query-impact.ts";
import type { BenchResults } from "./results.ts";
import { max, median } from "./stats.ts";
import { testSuiteGoals } from "./test-suite.ts";

/** The goals of issue 5, each checked against what the bench measured. */
export type GoalId =
  | "overhead"
  | "polling"
  | "rate"
  | "fresh"
  | "rerun"
  | "makespan"
  | "failures"
  | "429"
  | "startup"
  | "bundle"
  | "serverless"
  | "neon-auth"
  | "data-api"
  | "object-storage-branch"
  | "object-storage-small"
  | "object-storage-large"
  | "functions-warm"
  | "functions-first"
  | "migration-impact-watch"
  | "migration-impact-snapshot"
  | "query-impact-main"
  | "query-impact-post"
  | "branch-copy-clone"
  | "test-suite";

export interface GoalCheck {
  id: GoalId;
  /** For overhead and polling goals: the operation duration they are about. */
  operationMs?: number;
  goal: string;
  measured: string;
  pass: boolean;
}

/** A table's goal and verdict cells for a goal, or two empty ones when it was not checked. */
export function goalCells(
  checks: Array<{ id: string; goal: string; pass: boolean }>,
  id: string,
): string[] {
  const check = checks.find((c) => c.id === id);
  return check ? [check.goal, check.pass ? "pass" : "**miss**"] : ["", ""];
}

const FAST_OPERATION_MS = 1000;
const FAST_OVERHEAD_MS = 150;
const SLOW_OVERHEAD_FRACTION = 0.2;
const MAX_RATE_PER_SECOND = 5;
export const FRESH_PR_REQUESTS = 12;
// 3 before the fleet line, which reads the plan's limit (GET /projects/{id}) on every run.
export const RERUN_REQUESTS = 4;
const MAKESPAN_FACTOR = 1.25;
const STARTUP_MS = 150;
const MAIN_BUNDLE_BYTES = 1_000_000;
const WARM_HTTP_QUERY_MS = 2;
const DATA_API_FACTOR = 1.5;

export function overheadGoal(overhead: OverheadCase): GoalCheck {
  const action = overhead.results.find((r) => r.contender === "action");
  const value = overheadMedian(action);
  const seconds = `${overhead.operationMs / 1000} s`;
  if (overhead.operationMs <= FAST_OPERATION_MS)
    return {
      id: "overhead",
      operationMs: overhead.operationMs,
      goal: `ready overhead median ≤ ${FAST_OVERHEAD_MS} ms at ${seconds}`,
      measured: ms(value),
      pass: value <= FAST_OVERHEAD_MS,
    };
  const fraction = value / overhead.operationMs;
  return {
    id: "overhead",
    operationMs: overhead.operationMs,
    goal: `ready overhead median ≤ ${percent(SLOW_OVERHEAD_FRACTION)} of the duration at ${seconds}`,
    measured: `${ms(value)} (${percent(fraction)})`,
    pass: fraction <= SLOW_OVERHEAD_FRACTION,
  };
}

export function pollingGoal(overhead: OverheadCase): GoalCheck {
  const byContender = (c: string) => overhead.results.find((r) => r.contender === c);
  const action = pollsMedian(byContender("action"));
  const poller = pollsMedian(byContender("poll-1s"));
  return {
    id: "polling",
    operationMs: overhead.operationMs,
    goal: `polling requests at ${overhead.operationMs / 1000} s ≤ the fixed 1 s poller's`,
    measured: `${count(action)} vs ${count(poller)} (medians)`,
    pass: action <= poller,
  };
}

export function peakRateOfAction(results: BenchResults): number {
  const fromOverhead = results.overhead.flatMap((o) =>
    o.results.filter((r) => r.contender === "action").flatMap((r) => r.samples),
  );
  return max([
    ...fromOverhead.map((s) => s.peakPerSecond),
    ...results.flows.samples.map((s) => s.peakPerSecond),
  ]);
}

export function flowRequests(results: BenchResults, flow: string): number[] {
  return results.flows.samples.filter((s) => s.flow === flow).map((s) => s.requests);
}

export function checkGoals(results: BenchResults): GoalCheck[] {
  const checks: GoalCheck[] = results.overhead.map(overheadGoal);
  const tenSeconds = results.overhead.find((o) => o.operationMs === 10_000);
  if (tenSeconds) checks.push(pollingGoal(tenSeconds));
  const peak = peakRateOfAction(results);
  checks.push({
    id: "rate",
    goal: `never more than ${MAX_RATE_PER_SECOND} requests a second from one run`,
    measured: `peak ${count(peak)} in 1 s`,
    pass: peak <= MAX_RATE_PER_SECOND,
  });
  const fresh = max(flowRequests(results, "fresh PR"));
  checks.push({
    id: "fresh",
    goal: `fresh PR in ≤ ${FRESH_PR_REQUESTS} requests at ${results.flows.operationMs / 1000} s`,
    measured: `${count(fresh)} (max)`,
    pass: fresh <= FRESH_PR_REQUESTS,
  });
  const rerun = max(flowRequests(results, "re-run"));
  checks.push({
    id: "rerun",
    goal: `re-run in ≤ ${RERUN_REQUESTS} requests`,
    measured: `${count(rerun)} (max)`,
    pass: rerun <= RERUN_REQUESTS,
  });
  const c = results.concurrency;
  const ratio = c.makespanMs / c.lowerBoundMs;
  checks.push(
    {
      id: "makespan",
      goal: `concurrency makespan ≤ ${MAKESPAN_FACTOR} × lower bound`,
      measured: `${ratio.toFixed(2)} ×`,
      pass: ratio <= MAKESPAN_FACTOR,
    },
    {
      id: "failures",
      goal: "concurrency: no run fails",
      measured: `${c.failures.length} failed`,
      pass: c.failures.length === 0,
    },
    {
      id: "429",
      goal: "concurrency: no 429",
      measured: `${c.status429} × 429`,
      pass: c.status429 === 0,
    },
  );
  const startup = median(results.startup.actionMs);
  checks.push({
    id: "startup",
    goal: `start-up to first request ≤ ${STARTUP_MS} ms`,
    measured: `${ms(startup)} (median)`,
    pass: startup <= STARTUP_MS,
  });
  const main = results.startup.bundles.find((b) => b.file === "dist/main/index.js");
  checks.push({
    id: "bundle",
    goal: `dist/main/index.js ≤ ${bytes(MAIN_BUNDLE_BYTES)}`,
    measured: main ? bytes(main.bytes) : "missing",
    pass: main !== undefined && main.bytes <= MAIN_BUNDLE_BYTES,
  });
  checks.push(serverlessGoal(results));
  checks.push(neonAuthGoal(results));
  checks.push(dataApiGoal(results));
  checks.push(...objectStorageGoals(results));
  checks.push(...functionsGoals(results));
  checks.push(...migrationImpactGoals(results));
  checks.push(...queryImpactGoals(results));
  checks.push(...branchCopyGoals(results));
  checks.push(...testSuiteGoals(results.testSuite));
  return checks;
}

/** Issue 16: a warm SQL-over-HTTP query opens no server connection and costs about a round trip. */
export function serverlessGoal(results: BenchResults): GoalCheck {
  const http = results.serverless.transports.find((t) => t.transport === "http");
  const latency = median(http?.latencyMs ?? []);
  const opened = http?.newServerConnections?.oneClient ?? Number.NaN;
  return {
    id: "serverless",
    goal: `warm SQL-over-HTTP query: median ≤ ${WARM_HTTP_QUERY_MS} ms, no new server connection`,
    measured: `${fineMs(latency)}, ${count(opened)} new`,
    pass: latency <= WARM_HTTP_QUERY_MS && opened === 0,
  };
}

/** Issue 23: a warm one-row read of the Data API within 1.5× the same query over SQL over HTTP. */
export function dataApiGoal(results: BenchResults): GoalCheck {
  const one = results.dataApi.cases.find((c) => c.name === "one row");
  const rest = median(one?.restMs ?? []);
  const sql = median(one?.sqlOverHttpMs ?? []);
  const opened = results.dataApi.newServerConnections;
  return {
    id: "data-api",
    goal: `warm Data API read of one row: median ≤ ${DATA_API_FACTOR}× SQL over HTTP's, no new server connection`,
    measured: `${fineMs(rest)} vs ${fineMs(sql)} (×${(rest / sql).toFixed(2)}), ${count(opened)} new`,
    pass: rest <= DATA_API_FACTOR * sql && opened === 0,
  };
}
