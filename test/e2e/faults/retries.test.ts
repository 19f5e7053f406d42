import { describe, expect, test } from "vitest";
import { pathPatternMatches } from "../../../emulator/src/control-plane/state/fault-store.ts";
import { ALL_FLOWS, flowCases } from "./cases.ts";
import { expectFlowSucceeded, type Flow, requestOf, runJob, withScenario } from "./flows.ts";

// Rows 1 and 5: transient answers the client retries on its own.

describe.concurrent("row 1: 503 three times on a request → success", () => {
  test.for(flowCases(ALL_FLOWS, 1100))("$flow", async ({ flow, number }) => {
    await withScenario(flow, number, async (world, scenario) => {
      const target = requestOf(scenario);
      await world.admin.addFaults({ ...target, status: 503, times: 3 });
      const since = await world.admin.lastSeq();
      const job = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, job);
      const hits = (await world.admin.requests(since)).filter(
        (r) => r.method === target.method && pathPatternMatches(target.path, r.path),
      );
      expect(hits.map((r) => r.status).slice(0, 4)).toEqual([503, 503, 503, expect.any(Number)]);
      expect(hits[3]?.status).toBeLessThan(300);
    });
  });
});

describe.concurrent("row 5: connection reset on a GET → retried", () => {
  const cases: Array<{ flow: Flow; number: number; path: string }> = [
    { flow: "create", number: 1200, path: "/projects/*/branches" },
    { flow: "create", number: 1201, path: "/projects/*/operations*" },
    { flow: "move", number: 1202, path: "/projects/*/branches" },
    { flow: "reuse", number: 1203, path: "/projects/*/branches/*/endpoints" },
    { flow: "cleanup", number: 1204, path: "/projects/*/branches/*/endpoints" },
  ];
  test.for(cases)("$flow, GET $path", async ({ flow, number, path }) => {
    await withScenario(flow, number, async (world, scenario) => {
      await world.admin.addFaults({ method: "GET", path, reset: true, times: 2 });
      const since = await world.admin.lastSeq();
      const job = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, job);
      const resets = (await world.admin.requests(since)).filter((r) => r.fault === "reset");
      expect(resets).toHaveLength(2);
    });
  });
});
