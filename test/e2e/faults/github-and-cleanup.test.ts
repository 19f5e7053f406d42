import { describe, expect, test } from "vitest";
import { pr } from "../../support/world.ts";
import { expectFlowSucceeded, expectSuccess, type Flow, runJob, withScenario } from "./flows.ts";

// Rows 14 and 15: GitHub failing on the comment, and cleanups with nothing (left) to clean.

describe.concurrent("row 14: GitHub API 403 and 500 on the comment → success with a warning", () => {
  const flows: Flow[] = ["create", "move", "reuse", "cleanup"];
  const cases = [403, 500].flatMap((status, s) =>
    flows.map((flow, i) => ({ flow, status, number: 14100 + 10 * s + i })),
  );
  test.for(cases)("$flow, HTTP $status", async ({ flow, status, number }) => {
    await withScenario(flow, number, async (world, scenario) => {
      // 403 as a read-only token gets it on the listing; 500 on the write itself.
      if (status === 403) world.github.addFault({ path: "/repos/*/issues/*/comments*", status });
      else world.github.addFault({ method: "POST", path: "/repos/*/issues/*/comments", status });
      const job = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, job);
      const warnings = job.main.commands.warnings.map((w) => w.message);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`Could not write the PR comment (HTTP ${status})`);
      expect(job.main.outputs["comment-url"]).toBeUndefined();
      expect(job.main.summary).toContain(
        flow === "cleanup" ? "Preview compute removed" : job.main.outputs.host,
      );
      expect(world.github.comments("octo-org", "app", number)).toEqual([]);
    });
  });
});

describe.concurrent("row 15: nothing to clean up → success, every time", () => {
  test("PR closed twice", async () => {
    await withScenario("cleanup", 15100, async (world, scenario) => {
      const first = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, first);
      expect(first.main.outputs["endpoint-id"]).toBe(scenario.endpointId);
      const second = await runJob(world, scenario);
      await expectFlowSucceeded(world, scenario, second);
      expect(second.main.outputs["endpoint-id"]).toBeUndefined();
      expect(second.main.summary).toContain("none was left");
    });
  });

  test("PR closed twice, with delete-branch", async () => {
    await withScenario("cleanup", 15101, async (world, scenario) => {
      const inputs = { "delete-branch": "true" };
      await expectFlowSucceeded(world, scenario, await runJob(world, scenario, { inputs }));
      expect(await world.branchNamed("preview/pr-15101")).toBeUndefined();
      const second = await runJob(world, scenario, { inputs });
      await expectFlowSucceeded(world, scenario, second);
      expect(second.main.stdout).toContain("does not exist: nothing to clean up");
    });
  });

  test.for([
    { what: "a branch that never existed", number: 15102, flow: "create" as const },
    { what: "a branch that never had a compute", number: 15103, flow: "create-on-branch" as const },
  ])("$what, closed twice", async ({ number, flow }) => {
    await withScenario(flow, number, async (world, scenario) => {
      for (let close = 0; close < 2; close++) {
        const job = await runJob(world, { ...scenario, event: pr("closed", number) });
        expectSuccess(job.main);
        expectSuccess(job.post);
        expect(job.main.outputs.result).toBe("deleted");
        expect(job.main.outputs["endpoint-id"]).toBeUndefined();
      }
    });
  });
});
