import { describe, expect, test } from "vitest";
import { waitUntil } from "../../support/wait.ts";
import { ALL_FLOWS, flowCases, numbered, WAITED_OPERATIONS } from "./cases.ts";
import {
  expectFlowSucceeded,
  expectNothingLeft,
  expectOneClearError,
  expectSuccess,
  runJob,
  runMain,
  runPost,
  withScenario,
} from "./flows.ts";

// Rows 8, 9 and 11: what the operations of a run do — fail, stay in scheduling, or carry
// values this version has never seen.

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

describe.concurrent("row 8: an operation fails → its id, action, status, failures_count", () => {
  test.for(numbered(WAITED_OPERATIONS, 8100))(
    "$flow ($action fails)",
    async ({ flow, action, inputs, number }) => {
      await withScenario(flow, number, async (world, scenario) => {
        await world.admin.addFaults({ fail_operation: action });
        const job = await runJob(world, scenario, { inputs });
        expectOneClearError(
          job.main,
          new RegExp(
            `Operation ${UUID} \\(${action}\\) ended with status failed, failures_count 1`,
          ),
        );
        expectSuccess(job.post);
        if (flow === "create" || flow === "create-on-branch" || flow === "move")
          expect(job.post.stdout).toContain(
            `Deleted compute ${job.main.state["owned-endpoint-id"]}`,
          );
        await expectNothingLeft(world, scenario, job.main);
      });
    },
  );
});

describe.concurrent("row 9: an operation held in scheduling past timeout → clear timeout", () => {
  test.for(numbered(WAITED_OPERATIONS, 9100))(
    "$flow ($action held)",
    async ({ flow, action, inputs, number }) => {
      await withScenario(flow, number, async (world, scenario) => {
        await world.admin.addFaults({ hold_operation: action });
        const main = await runMain(world, scenario, { inputs: { timeout: "2", ...inputs } });
        expectOneClearError(
          main,
          new RegExp(
            `Timed out after 2s \\(input timeout\\) waiting for operation\\(s\\) .*${UUID} \\(${action}, scheduling\\)`,
          ),
        );
        // The post step starts while the project is still locked, and gets through once the
        // operation moves on. One with a compute to delete is let through only once it has met
        // the lock; one with nothing to delete sends nothing.
        const since = await world.admin.lastSeq();
        const posting = runPost(world, scenario, main);
        try {
          if (main.state["owned-endpoint-id"])
            await waitUntil("the post step's delete has met the lock (423)", async () =>
              (await world.admin.requests(since)).some(
                (r) => r.method === "DELETE" && r.status === 423,
              ),
            );
        } finally {
          await world.admin.clearFaults();
        }
        const post = await posting;
        expectSuccess(post);
        await expectNothingLeft(world, scenario, main);
      });
    },
  );
});

describe.concurrent("row 11: unknown operation actions and compute states → tolerated", () => {
  const unknownAction = "prewarm_cache";
  const unknownState = "hibernating";
  test.for(flowCases(ALL_FLOWS, 11100))("$flow", async ({ flow, number }) => {
    await withScenario(flow, number, async (world, scenario) => {
      const operation = { action: unknownAction };
      // The state reported after the wait is the one the compute was heading for.
      const endpoint = { current_state: unknownState, pending_state: unknownState };
      await world.admin.addFaults(
        {
          method: "POST",
          path: "/projects/*/branches",
          patch_body: { operations: [operation], endpoints: [endpoint] },
        },
        {
          method: "POST",
          path: "/projects/*/endpoints",
          patch_body: { operations: [operation], endpoint },
        },
        {
          method: "PATCH",
          path: "/projects/*",
          patch_body: { operations: [operation], endpoint },
        },
        { method: "GET", path: "/projects/*/operations/*", patch_body: { operation } },
        {
          method: "GET",
          path: "/projects/*/operations",
          patch_body: { operations: [operation] },
        },
        { method: "GET", path: "/projects/*/endpoints/*", patch_body: { endpoint } },
      );
      // A patch on an empty list would add a half-made compute: only where there is one.
      if (flow === "reuse" || flow === "cleanup")
        await world.admin.addFaults({
          method: "GET",
          path: `/projects/*/branches/${scenario.branchId}/endpoints`,
          patch_body: { endpoints: [endpoint] },
        });
      const job = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, job);
      if (flow !== "cleanup") expect(job.main.summary).toContain(unknownState);
      if (flow !== "cleanup" && flow !== "reuse") expect(job.main.summary).toContain(unknownAction);
    });
  });
});
