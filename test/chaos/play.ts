import { OWNER, pr, REPO, startWorld, type World } from "../e2e/world.ts";
import { type StepResult, workflowDispatchEvent } from "../runner/index.ts";
import { waitUntil } from "../wait.ts";
import { describeStep, type Schedule, type ScheduleStep } from "./schedule.ts";

/** What one schedule did, and every invariant it broke. */
export interface PlayReport {
  seed: number;
  runs: number;
  faults: number;
  kills: number;
  invariantsChecked: number;
  violations: string[];
  log: string[];
}

const PREFIX = "preview/pr-";

/** Per-PR bookkeeping for the invariants. */
interface PrState {
  open: boolean;
  /** The last provision run finished cleanly (exit 0, not killed). */
  lastRunSucceeded: boolean;
}

export async function play(schedule: Schedule): Promise<PlayReport> {
  const world = await startWorld({ opMs: 50 });
  const report: PlayReport = {
    seed: schedule.seed,
    runs: 0,
    faults: 0,
    kills: 0,
    invariantsChecked: 0,
    violations: [],
    log: [],
  };
  const prs = new Map<number, PrState>();
  try {
    for (const step of schedule.steps) {
      report.log.push(describeStep(step));
      await playStep(world, step, prs, report);
      await world.admin.clearFaults();
      await checkOneReadWrite(world, report);
    }
    await settle(world, report);
    const sweep = await world.step("main", {
      event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
      inputs: { mode: "sweep", "delete-branch": "true", comment: "false" },
    });
    report.runs += 1;
    if (sweep.failed) report.violations.push(`the final sweep failed:\n${sweep.log.join("\n")}`);
    await settle(world, report);
    await checkOneReadWrite(world, report);
    await checkPullRequests(world, prs, report);
    const leaked = await world.leaks();
    report.invariantsChecked += 1;
    if (leaked.length > 0)
      report.violations.push(`${leaked.length} secrets appeared in what runs wrote`);
  } finally {
    await world.stop().catch((error: Error) => report.violations.push(error.message));
  }
  return report;
}

async function playStep(
  world: World,
  step: ScheduleStep,
  prs: Map<number, PrState>,
  report: PlayReport,
): Promise<void> {
  const state = prs.get(step.pr) ?? { open: true, lastRunSucceeded: false };
  prs.set(step.pr, state);
  if (step.kind === "close" || step.kind === "close-missed") {
    state.open = false;
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: step.pr, state: "closed" });
    if (step.kind === "close-missed") return;
  } else if (step.kind === "open") {
    world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: step.pr, state: "open" });
  }
  if (step.fault) {
    await world.admin.addFaults(step.fault.rule);
    report.faults += 1;
  }
  const runs = step.concurrent
    ? [runJob(world, step, report), runJob(world, step, report)]
    : [runJob(world, step, report)];
  const results = await Promise.all(runs);
  if (step.kind !== "close") state.lastRunSucceeded = results.every((ok) => ok);
}

/** One job for the step; false when it did not finish cleanly (a fault, a kill). */
async function runJob(world: World, step: ScheduleStep, report: PlayReport): Promise<boolean> {
  const action = step.kind === "open" ? "opened" : step.kind === "close" ? "closed" : "synchronize";
  const inputs: Record<string, string> =
    step.kind === "close" ? { "delete-branch": "true" } : { keep: "true", timeout: "30" };
  const kill = step.kill;
  const signalAfter = (which: "main" | "post") =>
    kill?.step === which
      ? {
          signal: kill.signal,
          whenStdoutMatches: /Waiting for|Deleted|Deleting|nothing to delete/,
          afterMs: kill.afterMs,
        }
      : undefined;
  const event = pr(action, step.pr);
  const main: StepResult = await world.step("main", {
    event,
    inputs,
    timeoutMs: 60_000,
    ...(signalAfter("main") ? { signalAfter: signalAfter("main") } : {}),
  });
  report.runs += 1;
  if (main.signalSent) report.kills += 1;
  // A SIGKILLed main is a runner that died: nothing runs after it.
  if (main.signalSent && kill?.signal === "SIGKILL") return false;
  const post = await world.step("post", {
    event,
    inputs,
    state: main.state,
    timeoutMs: 60_000,
    ...(signalAfter("post") ? { signalAfter: signalAfter("post") } : {}),
  });
  report.runs += 1;
  if (post.signalSent) report.kills += 1;
  return !main.failed && !main.signalSent && !post.signalSent;
}

/** Until no operation locks the project; one that never lets go is a violation. */
async function settle(world: World, report: PlayReport): Promise<void> {
  await waitUntil(
    "no operation locks the project",
    async () => !(await world.admin.project(world.emulator.projectId)).locked_by,
    { timeoutMs: 30_000 },
  ).catch((error: Error) => report.violations.push(error.message));
}

async function checkOneReadWrite(world: World, report: PlayReport): Promise<void> {
  report.invariantsChecked += 1;
  const computes = await world.admin.computes(world.emulator.projectId);
  const perBranch = new Map<string, number>();
  for (const compute of computes.filter((c) => c.type === "read_write")) {
    perBranch.set(compute.branch_id, (perBranch.get(compute.branch_id) ?? 0) + 1);
  }
  for (const [branch, count] of perBranch) {
    if (count > 1) report.violations.push(`branch ${branch} has ${count} read_write computes`);
  }
}

async function checkPullRequests(
  world: World,
  prs: Map<number, PrState>,
  report: PlayReport,
): Promise<void> {
  const computes = await world.admin.computes(world.emulator.projectId);
  for (const [number, state] of prs) {
    report.invariantsChecked += 1;
    const branch = await world.branchNamed(`${PREFIX}${number}`);
    const onBranch = branch
      ? computes.filter((c) => c.branch_id === branch.id && c.type === "read_write")
      : [];
    if (!state.open && branch) {
      report.violations.push(
        `PR ${number} is closed, but its branch ${branch.id} remains (${onBranch.length} computes)`,
      );
    }
    if (state.open && state.lastRunSucceeded && onBranch.length !== 1) {
      report.violations.push(
        `PR ${number} is open and its last run succeeded, but it has ${onBranch.length} read_write computes`,
      );
    }
  }
}
