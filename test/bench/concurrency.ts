import { prEvent } from "../support/runner/events.ts";
import { actionInputs, type BenchContext } from "./context.ts";
import { setDurationSpread } from "./jitter.ts";
import { type Launch, tail } from "./launch.ts";
import { routeCounts } from "./request-log.ts";
import { type BenchProject, benchSeed, ORG_KEY } from "./seeds.ts";
import { peakInWindow, sum } from "./stats.ts";

/**
 * Measure 3: `runs` provisions of fresh PRs on one project, all started at once, sharing one
 * organization key (one repository's secret) under the emulator's default rate limits, with the
 * project lock on: a project runs one user operation at a time and answers 423 meanwhile.
 * Operation durations are exact here, so the lower bound is exact too.
 */
export interface ConcurrencyResult {
  runs: number;
  operationMs: number;
  /** From the first spawn to the last run's outputs. */
  makespanMs: number;
  /** Sum of the durations of every operation the runs started (they cannot overlap). */
  lowerBoundMs: number;
  requests: number;
  status423: number;
  status429: number;
  /** Where the makespan beyond the lower bound went: before the first operation started… */
  beforeFirstMs: number;
  /** …with the lock free between one operation's end and the next one's start… */
  lockIdleMs: number;
  /** …and from the last operation's end to the last run's outputs. */
  afterLastMs: number;
  /** Routes of the 429 answers, if any. */
  routes429: string;
  /** Most requests of all runs together in any one second. */
  peakPerSecond: number;
  failures: string[];
}

export async function measureConcurrency(
  context: BenchContext,
  runs: number,
  operationMs: number,
): Promise<ConcurrencyResult> {
  const { seed, projects } = benchSeed({ projects: 1, operationMs });
  const project: BenchProject = {
    projectId: (projects[0] as BenchProject).projectId,
    apiKey: ORG_KEY,
  };
  await context.admin.reset(seed);
  setDurationSpread(0);
  const since = await context.admin.lastSeq();
  context.progress(`concurrency: ${runs} provisions at once, ${operationMs} ms operations`);
  const started = Date.now();
  const launches = await Promise.all(
    Array.from({ length: runs }, (_, i) =>
      context.launch({
        inputs: actionInputs(context, project),
        event: prEvent("opened", { number: 3000 + i }),
        timeoutMs: 280_000,
      }),
    ),
  );
  const requests = await context.admin.requests(since);
  const operations = (await context.admin.operations(project.projectId)).filter(
    (op) => op.initiated_by === "user",
  );
  const failures = launches.filter(failed).map((run) => `exit ${run.exitCode}: ${tail(run)}`);
  const readyTimes = launches.flatMap((run) =>
    run.outputsAt === undefined ? [] : [run.outputsAt],
  );
  const lastReady = readyTimes.length > 0 ? Math.max(...readyTimes) : Number.NaN;
  // Durations are exact here, so each operation ran from (finish − duration) to its finish.
  const finishes = operations.map((op) => Date.parse(op.updated_at)).sort((a, b) => a - b);
  let lockIdleMs = 0;
  for (let i = 1; i < finishes.length; i++)
    lockIdleMs += Math.max(0, (finishes[i] ?? 0) - operationMs - (finishes[i - 1] ?? 0));
  const offset = await context.admin.clockOffsetMs();
  return {
    runs,
    operationMs,
    makespanMs: lastReady - started,
    beforeFirstMs: (finishes[0] ?? Number.NaN) - operationMs - offset - started,
    lockIdleMs,
    afterLastMs: lastReady - ((finishes.at(-1) ?? Number.NaN) - offset),
    routes429: routeCounts(requests.filter((r) => r.status === 429)),
    lowerBoundMs: sum(operations.map(() => operationMs)),
    requests: requests.length,
    status423: requests.filter((r) => r.status === 423).length,
    status429: requests.filter((r) => r.status === 429).length,
    peakPerSecond: peakInWindow(requests.map((r) => Date.parse(r.time))),
    failures,
  };
}

function failed(run: Launch): boolean {
  return run.exitCode !== 0 || run.outputs.result !== "created";
}
