import { describe, expect, test } from "vitest";
import { addFaults, lastSeq, requestsSince } from "./emulator-admin.ts";
import { expectFlowSucceeded, type Flow, prepare, runJob, withWorld } from "./flows.ts";

// Rows 1 and 5: transient answers the client retries on its own.

describe.concurrent("row 1: 503 three times on a request → success", () => {
  const flows: Flow[] = ["create", "create-on-branch", "move", "reuse", "cleanup"];
  test.for(flows.map((flow, i) => ({ flow, number: 1100 + i })))(
    "$flow",
    async ({ flow, number }) => {
      await withWorld(async (world) => {
        const scenario = await prepare(world, flow, number);
        const target = scenario.mutation ?? {
          method: "GET",
          path: `/projects/*/branches/${scenario.branchId}/endpoints`,
        };
        await addFaults(world, { ...target, status: 503, times: 3 });
        const since = await lastSeq(world);
        const job = await runJob(world, scenario);
        await expectFlowSucceeded(world, scenario, job);
        const hits = (await requestsSince(world, since)).filter(
          (r) => r.method === target.method && matches(target.path, r.path),
        );
        expect(hits.map((r) => r.status).slice(0, 4)).toEqual([503, 503, 503, expect.any(Number)]);
        expect(hits[3]?.status).toBeLessThan(300);
      });
    },
  );
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
    await withWorld(async (world) => {
      const scenario = await prepare(world, flow, number);
      await addFaults(world, { method: "GET", path, reset: true, times: 2 });
      const since = await lastSeq(world);
      const job = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, job);
      const resets = (await requestsSince(world, since)).filter((r) => r.fault === "reset");
      expect(resets).toHaveLength(2);
    });
  });
});

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(
    `^(/api/v2)?${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
  return regex.test(path);
}
