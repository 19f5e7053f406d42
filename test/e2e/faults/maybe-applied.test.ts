import { describe, expect, test } from "vitest";
import { waitUntil } from "../../support/wait.ts";
import type { World } from "../../support/world.ts";
import { flowCases } from "./cases.ts";
import {
  computes,
  expectFlowSucceeded,
  expectNothingLeft,
  expectOneClearError,
  expectSuccess,
  type Flow,
  runJob,
  runMain,
  runPost,
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

describe.concurrent("row 2: a lost create while another job's lands → that one is reused, never adopted", () => {
  // Our create answers 500 (not applied) late; meanwhile another job of the PR creates what we
  // asked for, named with its claim. The listing then shows it, created a moment ago: it is that
  // job's, so this run reuses it (and claims it), and its post step leaves it to that job.
  const OTHER_JOB = "pc-run-zzzzzz";
  test.for([
    { flow: "create-on-branch" as const, number: 2120 },
    { flow: "create" as const, number: 2121 },
  ])("$flow", async ({ flow, number }) => {
    await withScenario(flow, number, async (world, scenario) => {
      await world.admin.addFaults({ ...scenario.mutation, status: 500, delay_ms: 1500, times: 1 });
      const running = runMain(world, scenario);
      await untilFaultMatched(world);
      const others = await createAsAnotherJob(world, flow, number, OTHER_JOB);
      const main = await running;
      expectSuccess(main);
      expect(main.outputs.result).toBe("reused");
      expect(main.outputs["endpoint-id"]).toBe(others);
      const post = await runPost(world, scenario, main);
      expectSuccess(post);
      expect(post.stdout).toContain(`Left compute ${others} in place`);
      const left = (await computes(world)).find((compute) => compute.id === others);
      expect(left?.name).toBe(OTHER_JOB);
    });
  });
});

/** Until the run's create has reached the emulator and is held there. */
async function untilFaultMatched(world: World): Promise<void> {
  await waitUntil("the run's create reached the emulator", async () => {
    const answer = await fetch(`${world.emulator.adminUrl}/faults`);
    const { rules } = (await answer.json()) as { rules: Array<{ matched: number }> };
    return rules.some((rule) => rule.matched > 0);
  });
}

/** What another job of the PR creates meanwhile: the compute (and for `create`, the branch). */
async function createAsAnotherJob(world: World, flow: Flow, number: number, name: string) {
  const project = `/projects/${world.emulator.projectId}`;
  const compute = {
    type: "read_write",
    autoscaling_limit_min_cu: 0.25,
    autoscaling_limit_max_cu: 0.25,
    name,
  };
  if (flow === "create") {
    const made = await world.api<{ endpoints: Array<{ id: string }> }>(
      "POST",
      `${project}/branches`,
      {
        branch: { name: `preview/pr-${number}` },
        endpoints: [compute],
      },
    );
    expect(made.status).toBe(201);
    return made.body.endpoints[0]?.id;
  }
  const branch = await world.branchNamed(`preview/pr-${number}`);
  const made = await world.api<{ endpoint: { id: string } }>("POST", `${project}/endpoints`, {
    endpoint: { ...compute, branch_id: branch?.id },
  });
  expect(made.status).toBe(201);
  return made.body.endpoint.id;
}

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
      // Its own create, found after the lost answer: this run created the branch.
      if (flow === "create") expect(job.main.outputs["branch-created"]).toBe("true");
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
