import { expect } from "vitest";
import type { StateCompute } from "../../../emulator/src/admin-client.ts";
import type { StepResult, WorkflowEvent } from "../../support/runner/index.ts";
import { pr, startWorld, type World } from "../../support/world.ts";
import { waitForIdleProject } from "../../support/world-helpers.ts";

/**
 * The flows a fault row runs through. `create` makes the branch and its compute in one request;
 * `create-on-branch` adds a compute to an existing branch that has none.
 */
export type Flow = "create" | "create-on-branch" | "move" | "reuse" | "cleanup";

export interface Scenario {
  flow: Flow;
  event: WorkflowEvent;
  inputs: Record<string, string>;
  /** The PR branch, when it exists before the run. */
  branchId?: string;
  /** The compute the run moves, reuses or deletes. */
  endpointId?: string;
  /** What a run untroubled by the fault answers in the `result` output. */
  result: "created" | "moved" | "reused" | "deleted";
  /** Fault rule fields that pick this flow's one mutating request (none for reuse). */
  mutation?: { method: string; path: string };
  /** Compute ids present before the run: anything else left after its post step leaked. */
  before: Set<string>;
}

export interface Job {
  main: StepResult;
  post: StepResult;
}

/** The flow's one mutating request, or for reuse (which sends none) its listing of computes. */
export function requestOf(scenario: Scenario): { method: string; path: string } {
  return (
    scenario.mutation ?? {
      method: "GET",
      path: `/projects/*/branches/${scenario.branchId}/endpoints`,
    }
  );
}

/**
 * Small operations and a world of its own per test, so tests can run concurrently; the platform
 * put where `flow` starts for PR `number`. The faults are the API's: the control plane alone
 * (no PostgreSQL server per compute, whose starts and schema dumps under a dozen concurrent
 * worlds only slowed every request, past row 7's 300 ms per-request timeout).
 */
export async function withScenario(
  flow: Flow,
  number: number,
  run: (world: World, scenario: Scenario) => Promise<void>,
): Promise<void> {
  const world = await startWorld({ opMs: 60, postgres: false });
  try {
    await run(world, await prepare(world, flow, number));
  } finally {
    await world.stop();
  }
}

/** The computes of the world's project, from the admin state (no rate limits apply). */
export function computes(world: World): Promise<StateCompute[]> {
  return world.admin.computes(world.emulator.projectId);
}

interface Created {
  branch: { id: string };
  endpoints?: Array<{ id: string }>;
}

async function createBranch(world: World, name: string, withCompute: boolean) {
  const answer = await world.api<Created>(
    "POST",
    `/projects/${world.emulator.projectId}/branches`,
    {
      branch: { name },
      endpoints: withCompute ? [{ type: "read_write" }] : undefined,
    },
  );
  if (answer.status !== 201) throw new Error(`setup: branch ${name}: HTTP ${answer.status}`);
  await waitForIdleProject(world);
  return { branchId: answer.body.branch.id, endpointId: answer.body.endpoints?.[0]?.id };
}

/** Ids of the computes there now; anything else found after a run's post step leaked. */
export async function computeIds(world: World): Promise<Set<string>> {
  return new Set((await computes(world)).map((c) => c.id));
}

/**
 * A branch with a compute whose start is held in scheduling: the project stays locked (423 to
 * every change) until the test clears the faults.
 */
export async function lockProject(world: World, scenario: Scenario): Promise<void> {
  await world.admin.addFaults({ hold_operation: "start_compute" });
  const answer = await world.api("POST", `/projects/${world.emulator.projectId}/branches`, {
    branch: { name: "blocker" },
    endpoints: [{ type: "read_write" }],
  });
  if (answer.status !== 201) throw new Error(`setup: blocker: HTTP ${answer.status}`);
  scenario.before = await computeIds(world);
}

/** Puts the platform where the flow starts, for PR `number`. */
async function prepare(world: World, flow: Flow, number: number): Promise<Scenario> {
  const name = `preview/pr-${number}`;
  const opened = pr("opened", number);
  const snapshot = () => computeIds(world);
  switch (flow) {
    case "create":
      return {
        flow,
        event: opened,
        inputs: {},
        result: "created",
        mutation: { method: "POST", path: "/projects/*/branches" },
        before: await snapshot(),
      };
    case "create-on-branch": {
      const { branchId } = await createBranch(world, name, false);
      return {
        flow,
        event: opened,
        inputs: {},
        branchId,
        result: "created",
        mutation: { method: "POST", path: "/projects/*/endpoints" },
        before: await snapshot(),
      };
    }
    case "move": {
      // The PR branch exists (a first run's compute was removed), so the move is the one change.
      const { branchId } = await createBranch(world, name, false);
      const { endpointId } = await createBranch(world, `pool/pr-${number}`, true);
      return {
        flow,
        event: opened,
        inputs: { "endpoint-id": endpointId ?? "" },
        branchId,
        endpointId,
        result: "moved",
        mutation: { method: "PATCH", path: `/projects/*/endpoints/${endpointId}` },
        before: await snapshot(),
      };
    }
    case "reuse": {
      const { branchId, endpointId } = await createBranch(world, name, true);
      return {
        flow,
        event: pr("synchronize", number),
        inputs: {},
        branchId,
        endpointId,
        result: "reused",
        before: await snapshot(),
      };
    }
    case "cleanup": {
      const { branchId, endpointId } = await createBranch(world, name, true);
      return {
        flow,
        event: pr("closed", number),
        inputs: {},
        branchId,
        endpointId,
        result: "deleted",
        mutation: { method: "DELETE", path: `/projects/*/endpoints/${endpointId}` },
        before: await snapshot(),
      };
    }
  }
}

export interface RunOptions {
  inputs?: Record<string, string>;
  env?: Record<string, string>;
}

/** Main then post in one job, as the runner does. */
export function runJob(world: World, scenario: Scenario, options: RunOptions = {}): Promise<Job> {
  return world.job({
    event: scenario.event,
    inputs: { timeout: "20", ...scenario.inputs, ...options.inputs },
    env: options.env,
  });
}

/** Main alone; the test then acts before `runPost`. */
export function runMain(
  world: World,
  scenario: Scenario,
  options: RunOptions = {},
): Promise<StepResult> {
  return world.step("main", {
    event: scenario.event,
    inputs: { timeout: "20", ...scenario.inputs, ...options.inputs },
    env: options.env,
  });
}

export function runPost(world: World, scenario: Scenario, main: StepResult): Promise<StepResult> {
  return world.step("post", {
    event: scenario.event,
    inputs: { ...scenario.inputs },
    state: main.state,
  });
}

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

function transcript(step: StepResult): string {
  return step.log.join("\n");
}

export function expectNoCrashDump(step: StepResult): void {
  expect(step.stdout, transcript(step)).not.toMatch(STACK_FRAME);
  expect(step.stderr, transcript(step)).not.toMatch(STACK_FRAME);
  expect(step.stderr, transcript(step)).not.toMatch(/\b(Uncaught|Unhandled|TypeError|ZodError)\b/);
}

/** The step succeeded with no error annotation. */
export function expectSuccess(step: StepResult): void {
  expect(step.failed, transcript(step)).toBe(false);
  expect(step.commands.errors, transcript(step)).toEqual([]);
  expectNoCrashDump(step);
}

/** The step failed with exactly one error line, no stack trace, naming everything in `names`. */
export function expectOneClearError(step: StepResult, ...names: Array<string | RegExp>): string {
  expect(step.failed, transcript(step)).toBe(true);
  expect(step.timedOut, transcript(step)).toBe(false);
  expect(step.commands.errors, transcript(step)).toHaveLength(1);
  const message = step.commands.errors[0]?.message ?? "";
  expect(message).not.toContain("\n");
  for (const name of names) {
    if (typeof name === "string") expect(message).toContain(name);
    else expect(message).toMatch(name);
  }
  expectNoCrashDump(step);
  return message;
}

/**
 * After the job: no branch holds two read_write computes, nothing the run created is left, and
 * the compute it owned (created or moved) is gone once its post step ran.
 */
export async function expectNothingLeft(
  world: World,
  scenario: Scenario,
  main: StepResult,
): Promise<void> {
  const now = await computes(world);
  const readWrite = now.filter((c) => c.type === "read_write").map((c) => c.branch_id);
  expect(readWrite.length, `read_write computes by branch: ${readWrite}`).toBe(
    new Set(readWrite).size,
  );
  const left = now.filter((c) => !scenario.before.has(c.id)).map((c) => c.id);
  expect(left, "computes this run created and left behind").toEqual([]);
  const owned = main.state["owned-endpoint-id"];
  if (owned) expect(now.map((c) => c.id)).not.toContain(owned);
}

/** What the flow must show when the fault was absorbed: the expected result and no compute left. */
export async function expectFlowSucceeded(world: World, scenario: Scenario, job: Job) {
  expectSuccess(job.main);
  expect(job.main.outputs.result).toBe(scenario.result);
  if (scenario.result === "moved")
    expect(job.main.outputs["endpoint-id"]).toBe(scenario.endpointId);
  if (scenario.result === "reused")
    expect(job.main.outputs["endpoint-id"]).toBe(scenario.endpointId);
  expectSuccess(job.post);
  await expectNothingLeft(world, scenario, job.main);
}
