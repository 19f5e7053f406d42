import { describe, expect, test } from "vitest";
import { waitUntil } from "../../support/wait.ts";
import type { World } from "../../support/world.ts";
import { ALL_FLOWS, flowCases } from "./cases.ts";
import {
  expectFlowSucceeded,
  expectNothingLeft,
  expectOneClearError,
  type Flow,
  lockProject,
  requestOf,
  runJob,
  withScenario,
} from "./flows.ts";

// Rows 3 and 4: the platform says "not now" (429 with Retry-After, 423 while a project's
// operation runs); the run waits as told, within its timeout.

const RETRY_AFTER_S = 2;

describe.concurrent("row 3: 429 with Retry-After: 2 → waits that long, then succeeds", () => {
  test.for(flowCases(ALL_FLOWS, 3100))("$flow", async ({ flow, number }) => {
    await withScenario(flow, number, async (world, scenario) => {
      const target = requestOf(scenario);
      await world.admin.addFaults({ ...target, status: 429, retry_after: RETRY_AFTER_S, times: 1 });
      const since = await world.admin.lastSeq();
      const job = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, job);
      const log = await world.admin.requests(since);
      const limited = log.findIndex((r) => r.status === 429);
      const retry = log
        .slice(limited + 1)
        .find((r) => r.method === log[limited]?.method && r.path === log[limited]?.path);
      expect(limited).toBeGreaterThanOrEqual(0);
      // A lower bound the client must honour, read from the platform's own request log.
      const waited = Date.parse(retry?.time ?? "") - Date.parse(log[limited]?.time ?? "");
      expect(waited).toBeGreaterThanOrEqual(RETRY_AFTER_S * 1000);
    });
  });
});

describe.concurrent("row 4: the project locked (423) by another operation", () => {
  // reuse changes the size here: a reuse without a change sends nothing a lock could refuse.
  const cases: Array<{ flow: Flow; number: number; inputs?: Record<string, string> }> = [
    { flow: "create", number: 3200 },
    { flow: "create-on-branch", number: 3201 },
    { flow: "move", number: 3202 },
    { flow: "reuse", number: 3203, inputs: { "compute-size": "0.5" } },
    { flow: "cleanup", number: 3204 },
  ];

  test.for(cases)("$flow: longer than the timeout → one line naming the lock", async (c) => {
    await withScenario(c.flow, c.number, async (world, scenario) => {
      await lockProject(world, scenario);
      // Long enough that the run reaches its first change before it gives up, on a loaded machine.
      const job = await runJob(world, scenario, { inputs: { timeout: "6", ...c.inputs } });
      expectOneClearError(
        job.main,
        `${scenario.mutation?.method ?? "PATCH"} /projects/${world.emulator.projectId}/`,
        "HTTP 423",
        "6s timeout",
        /already has an operation in progress \(start_compute [0-9a-f-]+, scheduling\)/,
        "Hint: the project is locked by another operation",
      );
      expect(job.post.failed).toBe(false);
      await expectNothingLeft(world, scenario, job.main);
      await world.admin.clearFaults();
    });
  });

  test.for(cases)("$flow: shorter than the timeout → success", async (c) => {
    await withScenario(c.flow, c.number, async (world, scenario) => {
      await lockProject(world, scenario);
      const since = await world.admin.lastSeq();
      const running = runJob(world, scenario, { inputs: { timeout: "20", ...c.inputs } });
      // The lock ends once the run has met it: the operation holding it moves on.
      await releaseAfterFirst423(world, since);
      await expectFlowSucceeded(world, scenario, await running);
      const locked = (await world.admin.requests(since)).filter((r) => r.status === 423);
      expect(locked.length).toBeGreaterThan(0);
    });
  });
});

async function releaseAfterFirst423(world: World, since: number): Promise<void> {
  try {
    await waitUntil("the run has met the lock (423)", async () =>
      (await world.admin.requests(since)).some((r) => r.status === 423),
    );
  } finally {
    await world.admin.clearFaults();
  }
}
