import { describe, expect, test } from "vitest";
import { addFaults, lastSeq, requestsSince } from "./emulator-admin.ts";
import {
  expectFlowSucceeded,
  expectNothingLeft,
  expectOneClearError,
  type Flow,
  prepare,
  runJob,
  withWorld,
} from "./flows.ts";

// Rows 2, 6 and 7: a mutating request whose outcome the client cannot know. The run reconciles
// by listing; it never blindly repeats a create that may have gone through.

const REQUEST_TIMEOUT_MS = "300";

describe.concurrent("row 2: 500 on the compute create → reconciled, no duplicate", () => {
  const flows: Flow[] = ["create", "create-on-branch", "move", "cleanup"];
  test.for(flows.map((flow, i) => ({ flow, number: 2100 + i })))(
    "$flow: one 500, nothing applied → listed, then repeated once",
    async ({ flow, number }) => {
      await withWorld(async (world) => {
        const scenario = await prepare(world, flow, number);
        await addFaults(world, { ...scenario.mutation, status: 500, times: 1 });
        const job = await runJob(world, scenario);
        await expectFlowSucceeded(world, scenario, job);
      });
    },
  );

  test.for([
    { flow: "create" as const, number: 2110 },
    { flow: "create-on-branch" as const, number: 2111 },
  ])("$flow: 500 on every create → one clear line", async ({ flow, number }) => {
    await withWorld(async (world) => {
      const scenario = await prepare(world, flow, number);
      const path = scenario.mutation?.path.replace("*", world.emulator.projectId) ?? "";
      await addFaults(world, { ...scenario.mutation, status: 500 });
      const job = await runJob(world, scenario);
      expectOneClearError(job.main, `POST ${path}`, "HTTP 500", "injected fault");
      await expectNothingLeft(world, scenario, job.main);
    });
  });
});

describe.concurrent("row 6: create applied, answer dropped → adopted, post deletes", () => {
  const flows: Flow[] = ["create", "create-on-branch", "move", "cleanup"];
  test.for(flows.map((flow, i) => ({ flow, number: 2200 + i })))(
    "$flow",
    async ({ flow, number }) => {
      await withWorld(async (world) => {
        const scenario = await prepare(world, flow, number);
        await addFaults(world, { ...scenario.mutation, drop_response: true, times: 1 });
        const since = await lastSeq(world);
        const job = await runJob(world, scenario);
        await expectFlowSucceeded(world, scenario, job);
        const mutations = (await requestsSince(world, since)).filter(
          (r) => r.method === scenario.mutation?.method && r.status < 300,
        );
        // The dropped one was applied; a create is not sent again once listing found it.
        expect(mutations[0]?.fault).toBe("drop_response");
        if (flow === "cleanup") return;
        expect(mutations).toHaveLength(1);
        expect(job.main.state["owned-endpoint-id"]).toBeTruthy();
      });
    },
  );
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
    await withWorld(async (world) => {
      const scenario = await prepare(world, flow, number);
      const target = path?.startsWith("/") ? { method, path } : scenario.mutation;
      // Lands 700 ms after it was sent: after the client gave up (300 ms), within its second look.
      await addFaults(world, { ...target, delay_ms: 700, times: 1 });
      const job = await runJob(world, scenario, {
        env: { PREVIEW_COMPUTE_REQUEST_TIMEOUT_MS: REQUEST_TIMEOUT_MS },
      });
      // Let the slow request land, if it has not yet: it must not add a compute after the job.
      await new Promise((resolve) => setTimeout(resolve, 800));
      await expectFlowSucceeded(world, scenario, job);
    });
  });
});
