import { describe, expect, test } from "vitest";
import {
  expectFlowSucceeded,
  expectNothingLeft,
  expectOneClearError,
  expectSuccess,
  type Flow,
  runJob,
  withScenario,
} from "./flows.ts";

// Row 10: answers that are not what the API promises. A read fails with one line naming the
// request; a create or change was applied (2xx), so it is reconciled like a lost answer.

const NOT_JSON = "<html><body>502 Bad Gateway</body></html>";

describe.concurrent("row 10: a read answered with a bad body → one line naming the request", () => {
  const cases: Array<{ flow: Flow; number: number; path: string; body: string; says: RegExp }> = [
    {
      flow: "create",
      number: 10100,
      path: "/projects/*/branches",
      body: NOT_JSON,
      says: /^GET \/projects\/[a-z0-9-]+\/branches answered with a body that is not valid JSON \(HTTP 200\)$/,
    },
    {
      flow: "create",
      number: 10101,
      path: "/projects/*/branches",
      body: JSON.stringify({ branches: [{ name: "preview/pr-10101" }] }),
      says: /^GET \/projects\/[a-z0-9-]+\/branches answered with an unexpected body \(branches\.0\.id: .+\) \(HTTP 200\)$/,
    },
    {
      flow: "reuse",
      number: 10102,
      path: "/projects/*/branches/*/endpoints",
      body: JSON.stringify({ endpoints: [{ id: "ep-half-made-123456" }] }),
      says: /^GET \/projects\/[a-z0-9-]+\/branches\/br-[a-z0-9-]+\/endpoints answered with an unexpected body \(endpoints\.0\.project_id: .+\) \(HTTP 200\)$/,
    },
    {
      flow: "cleanup",
      number: 10103,
      path: "/projects/*/branches/*/endpoints",
      body: "{}",
      says: /^GET \/projects\/[a-z0-9-]+\/branches\/br-[a-z0-9-]+\/endpoints answered with an unexpected body \(endpoints: .+\) \(HTTP 200\)$/,
    },
    {
      // The compute exists by then: the post step still deletes it.
      flow: "create",
      number: 10104,
      path: "/projects/*/operations*",
      body: "{not json",
      says: /^GET \/projects\/[a-z0-9-]+\/operations.* answered with a body that is not valid JSON \(HTTP 200\)$/,
    },
  ];
  test.for(cases)("$flow: GET $path answers $body", async ({ flow, number, path, body, says }) => {
    await withScenario(flow, number, async (world, scenario) => {
      await world.admin.addFaults({ method: "GET", path, raw_body: body, times: 1 });
      const job = await runJob(world, scenario);
      expectOneClearError(job.main, says);
      expectSuccess(job.post);
      await expectNothingLeft(world, scenario, job.main);
    });
  });
});

describe.concurrent("row 10: a create or change answered with a bad body → reconciled", () => {
  const cases: Array<{ flow: Flow; number: number; body: string }> = [
    { flow: "create", number: 10200, body: NOT_JSON },
    { flow: "create", number: 10201, body: JSON.stringify({ branch: { name: "x" } }) },
    { flow: "create-on-branch", number: 10202, body: "" },
    { flow: "create-on-branch", number: 10203, body: JSON.stringify({ endpoint: {} }) },
    { flow: "move", number: 10204, body: NOT_JSON },
  ];
  test.for(cases)("$flow answers $body", async ({ flow, number, body }) => {
    await withScenario(flow, number, async (world, scenario) => {
      await world.admin.addFaults({ ...scenario.mutation, raw_body: body, times: 1 });
      const job = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, job);
      expect(job.main.state["owned-endpoint-id"]).toBeTruthy();
    });
  });

  test("cleanup: DELETE answers garbage after deleting → one line naming the request", async () => {
    await withScenario("cleanup", 10205, async (world, scenario) => {
      await world.admin.addFaults({ ...scenario.mutation, raw_body: NOT_JSON, times: 1 });
      const job = await runJob(world, scenario);
      expectOneClearError(
        job.main,
        /^DELETE \/projects\/[a-z0-9-]+\/endpoints\/ep-[a-z0-9-]+ answered with a body that is not valid JSON \(HTTP 200\)$/,
      );
      await expectNothingLeft(world, scenario, job.main);
    });
  });

  test("post step: DELETE answers garbage after deleting → not reported as remaining", async () => {
    await withScenario("create", 10206, async (world, scenario) => {
      await world.admin.addFaults({
        method: "DELETE",
        path: "/projects/*/endpoints/*",
        raw_body: NOT_JSON,
        times: 1,
      });
      const job = await runJob(world, scenario);
      expectSuccess(job.main);
      expectSuccess(job.post);
      await expectNothingLeft(world, scenario, job.main);
    });
  });
});
