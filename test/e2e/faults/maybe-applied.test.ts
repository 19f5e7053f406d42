import { describe, expect, test } from "vitest";
import { waitUntil } from "../../wait.ts";
import { flowCases } from "./cases.ts";
import {
  expectFlowSucceeded,
  expectNothingLeft,
  expectOneClearError,
  type Flow,
  runJob,
  withScenario,
} from "./flows.ts";

// Rows 2, 6 and 7: a mutating request whose outcome the client cannot know. The run reconciles
// by listing; it never blindly repeats a create that may have gone through.

const REQUEST_TIMEOUT_MS = "300";
/** The flows that send a mutating request (reuse sends none). */
const MAYBE_APPLIED: Flow[] = ["create", "create-on-branch", "move", "cleanup"];

describe.concurrent("row 2: 500 on the compute create → reconciled, no duplicate", () => {
  test.for(flowCases(MAYBE_APPLIED, 2100))(
    "$flow: one 500, nothing applied → listed, then repeated once",
    async ({ flow, number }) => {
      await withScenario(flow, number, async (world, scenario) => {
        await world.admin.addFaults({ ...scenario.mutation, status: 500, times: 1 });
        const job = await runJob(world, scenario);
        await expectFlowSucceeded(world, scenario, job);
      });
    },
  );

  test.for([
    { flow: "create" as const, number: 2110 },
    { flow: "create-on-branch" as const, number: 2111 },
  ])("$flow: 500 on every create → one clear line", async ({ flow, number }) => {
    await withScenario(flow, number, async (world, scenario) => {
      const path = scenario.mutation?.path.replace("*", world.emulator.projectId) ?? "";
      await world.admin.addFaults({ ...scenario.mutation, status: 500 });
      const job = await runJob(world, scenario);
      expectOneClearError(job.main, `POST ${path}`, "HTTP 500", "injected fault");
      await expectNothingLeft(world, scenario, job.main);
    });
  });
});

describe.concurrent("row 6: create applied, answer dropped → adopted, post deletes", () => {
  test.for(flowCases(MAYBE_APPLIED, 2200))("$flow", async ({ flow, number }) => {
    await withScenario(flow, number, async (world, scenario) => {
      await world.admin.addFaults({ ...scenario.mutation, drop_response: true, times: 1 });
      const since = await world.admin.lastSeq();
      const job = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, job);
      const mutations = (await world.admin.requests(since)).filter(
        (r) => r.method === scenario.mutation?.method && r.status < 300,
      );
      // The dropped one was applied; a create is not sent again once listing found it.
      expect(mutations[0]?.fault).toBe("drop_response");
      if (flow === "cleanup") return;
      expect(mutations).toHaveLength(1);
      expect(job.main.state["owned-endpoint-id"]).toBeTruthy();
    });
  });
});

describe.concurrent("row 7: an answer slower than the per-request timeout → retried or reconciled", () => {
  const cases: Array<{ flow: Flow; number: number; method?: string; path?: string }> = [
    { flow: "create", number: 2300, method: "POST", path: "branches" },
    { flow: "create-on-branch", number: 2301, method: "POST", path: "endpoints" },
    { flow: "move", number: 2302, method: "PATCH", path: "endpoint" },
    { flow: "reuse", number: 2303, method: "GET", path: "/projects/*/branches/*/endpoints" },
    { flow: "cleanup", number: 2304, method: "DELETE", path: "endpoint" },
    { flow: "create", number: 2305, method: "GET", path: "/projects/*/operations*" },
  ];
  test.for(cases)("$flow, slow $method $path", async ({ flow, number, method, path }) => {
    await withScenario(flow, number, async (world, scenario) => {
      const target = path?.startsWith("/") ? { method, path } : scenario.mutation;
      // Lands 700 ms after it was sent: after the client gave up (300 ms), within its second look.
      await world.admin.addFaults({ ...target, delay_ms: 700, times: 1 });
      const since = await world.admin.lastSeq();
      const job = await runJob(world, scenario, {
        env: { PREVIEW_COMPUTE_REQUEST_TIMEOUT_MS: REQUEST_TIMEOUT_MS },
      });
      // The slow request must have landed before the check: it must not add a compute after the job.
      await waitUntil(`the slow ${target?.method} ${target?.path} has landed`, async () =>
        (await world.admin.requests(since)).some((r) => r.fault === "delay_ms"),
      );
      await expectFlowSucceeded(world, scenario, job);
    });
  });
});
