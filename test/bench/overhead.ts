import { setTimeout as sleep } from "node:timers/promises";
import type { LoggedRequest, StateOperation } from "../../emulator/src/admin-client.ts";
import { prEvent } from "../support/runner/events.ts";
import { fixedIntervalPoller } from "./baselines.ts";
import { actionInputs, type BenchContext } from "./context.ts";
import { setDurationSpread } from "./jitter.ts";
import { tail } from "./launch.ts";
import {
  busiestWindow,
  isPolling,
  lastFinish,
  requestsOfProject,
  routeCounts,
  timeOf,
} from "./request-log.ts";
import { type BenchProject, benchSeed } from "./seeds.ts";
import { median, peakInWindow } from "./stats.ts";

/** Measure 1: from the emulator finishing a provision's last operation to the ready signal. */

export const CONTENDERS = ["action", "poll-1s", "poll-5s"] as const;
export type Contender = (typeof CONTENDERS)[number];
export const CONTENDER_LABELS: Record<Contender, string> = {
  action: "preview-compute",
  "poll-1s": "fixed 1 s poller",
  "poll-5s": "fixed 5 s poller",
};

/** Each operation takes the nominal duration ±20% (see jitter.ts). */
export const DURATION_SPREAD = 0.2;
/** Between the starts of two action processes, so their start-ups do not overlap much. */
export const STAGGER_MS = 300;

export interface RunSample {
  overheadMs: number;
  /** Part of the overhead until the poll that saw the last operation finished arrived. */
  detectMs: number;
  /** The rest: from that poll to the ready signal (writing outputs). */
  afterDetectMs: number;
  /** Between the last two polls: the interval the finish fell into. */
  finalIntervalMs: number;
  /** For the action: process exit instead of outputs (summary written, process gone). */
  exitOverheadMs?: number;
  polls: number;
  requests: number;
  peakPerSecond: number;
  /** The routes of the busiest second's requests. */
  peakRoutes: string;
}

export interface ContenderResult {
  contender: Contender;
  samples: RunSample[];
  failures: string[];
}

export interface OverheadCase {
  operationMs: number;
  results: ContenderResult[];
}

interface Ready {
  contender: Contender;
  project: BenchProject;
  readyAt?: number;
  exitedAt?: number;
  error?: string;
}

export async function measureOverhead(
  context: BenchContext,
  operationMs: number,
  samples: number,
): Promise<OverheadCase> {
  const { admin } = context;
  const { seed, projects } = benchSeed({ projects: samples * CONTENDERS.length, operationMs });
  await admin.reset(seed);
  setDurationSpread(DURATION_SPREAD);
  const since = await admin.lastSeq();
  const offset = await admin.clockOffsetMs();
  context.progress(
    `overhead: ${operationMs} ms operations, ${samples} runs each (clock offset ${offset.toFixed(1)} ms)`,
  );

  const runs: Promise<Ready>[] = [];
  for (let i = 0; i < samples; i++) {
    CONTENDERS.forEach((contender, c) => {
      const project = projects[i * CONTENDERS.length + c] as BenchProject;
      const startAfter = i * STAGGER_MS + (c * STAGGER_MS) / CONTENDERS.length;
      runs.push(
        sleep(startAfter).then(() =>
          runContender(context, contender, project, 1000 + i, operationMs),
        ),
      );
    });
  }
  const ready = await Promise.all(runs);
  setDurationSpread(0);
  const requests = await admin.requests(since);
  const operations = await admin.allOperations();
  return {
    operationMs,
    results: CONTENDERS.map((contender) =>
      summarize(
        contender,
        ready.filter((run) => run.contender === contender),
        requests,
        operations,
        offset,
      ),
    ),
  };
}

async function runContender(
  context: BenchContext,
  contender: Contender,
  project: BenchProject,
  prNumber: number,
  operationMs: number,
): Promise<Ready> {
  const timeoutMs = 4 * operationMs + 60_000;
  try {
    if (contender === "action") {
      const run = await context.launch({
        inputs: actionInputs(context, project, { comment: "false" }),
        event: prEvent("opened", { number: prNumber }),
        timeoutMs,
      });
      if (run.exitCode !== 0 || run.outputs.result !== "created" || run.outputsAt === undefined)
        return { contender, project, error: `action exit ${run.exitCode}: ${tail(run)}` };
      return { contender, project, readyAt: run.outputsAt, exitedAt: run.exitedAt };
    }
    const result = await fixedIntervalPoller({
      baseUrl: context.emulator.baseUrl,
      apiKey: project.apiKey,
      projectId: project.projectId,
      branchName: `preview/pr-${prNumber}`,
      intervalMs: contender === "poll-1s" ? 1000 : 5000,
      timeoutMs,
    });
    return { contender, project, readyAt: result.readyAt };
  } catch (error) {
    return { contender, project, error: (error as Error).message };
  }
}

function summarize(
  contender: Contender,
  runs: Ready[],
  requests: LoggedRequest[],
  operations: StateOperation[],
  clockOffsetMs: number,
): ContenderResult {
  const samples: RunSample[] = [];
  const failures: string[] = [];
  for (const run of runs) {
    if (run.readyAt === undefined) {
      failures.push(run.error ?? "no ready signal");
      continue;
    }
    const own = requestsOfProject(requests, run.project.projectId);
    const ops = operations.filter(
      (op) => op.project_id === run.project.projectId && op.initiated_by === "user",
    );
    const finishedAt = lastFinish(ops) - clockOffsetMs;
    const polls = own.filter(isPolling);
    const pollTimes = polls.map(timeOf).sort((a, b) => a - b);
    const lastPollAt = (pollTimes.at(-1) ?? Number.NaN) - clockOffsetMs;
    samples.push({
      overheadMs: run.readyAt - finishedAt,
      detectMs: lastPollAt - finishedAt,
      afterDetectMs: run.readyAt - lastPollAt,
      finalIntervalMs: (pollTimes.at(-1) ?? Number.NaN) - (pollTimes.at(-2) ?? Number.NaN),
      exitOverheadMs: run.exitedAt === undefined ? undefined : run.exitedAt - finishedAt,
      polls: polls.length,
      requests: own.length,
      peakPerSecond: peakInWindow(own.map(timeOf)),
      peakRoutes: routeCounts(busiestWindow(own)),
    });
  }
  return { contender, samples, failures };
}

export function overheadMedian(result: ContenderResult | undefined): number {
  return median(result?.samples.map((s) => s.overheadMs) ?? []);
}

export function resultOf(
  overhead: OverheadCase,
  contender: Contender,
): ContenderResult | undefined {
  return overhead.results.find((result) => result.contender === contender);
}

export function pollsMedian(result: ContenderResult | undefined): number {
  return median(result?.samples.map((s) => s.polls) ?? []);
}
