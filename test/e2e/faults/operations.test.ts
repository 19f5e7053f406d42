import { describe, expect, test } from "vitest";
import { addFaults, clearFaults } from "./emulator-admin.ts";
import {
  expectFlowSucceeded,
  expectNothingLeft,
  expectOneClearError,
  expectSuccess,
  type Flow,
  prepare,
  runJob,
  runMain,
  runPost,
  withWorld,
} from "./flows.ts";

// Rows 8, 9 and 11: what the operations of a run do — fail, stay in scheduling, or carry
// values this version has never seen.

/** The operation each flow waits on, and inputs that make the flow start one. */
const WAITED: Array<{ flow: Flow; action: string; inputs?: Record<string, string> }> = [
  { flow: "create", action: "start_compute" },
  { flow: "create-on-branch", action: "start_compute" },
  { flow: "move", action: "apply_config" },
  { flow: "reuse", action: "apply_config", inputs: { "compute-size": "0.5" } },
  // Deleting a compute starts no operation; deleting the branch does.
  { flow: "cleanup", action: "delete_timeline", inputs: { "delete-branch": "true" } },
];
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

describe.concurrent("row 8: an operation fails → its id, action, status, failures_count", () => {
  test.for(WAITED.map((c, i) => ({ ...c, number: 8100 + i })))(
    "$flow ($action fails)",
    async ({ flow, action, inputs, number }) => {
      await withWorld(async (world) => {
        const scenario = await prepare(world, flow, number);
        await addFaults(world, { fail_operation: action });
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
  test.for(WAITED.map((c, i) => ({ ...c, number: 9100 + i })))(
    "$flow ($action held)",
    async ({ flow, action, inputs, number }) => {
      await withWorld(async (world) => {
        const scenario = await prepare(world, flow, number);
        await addFaults(world, { hold_operation: action });
        const main = await runMain(world, scenario, { inputs: { timeout: "2", ...inputs } });
        expectOneClearError(
          main,
          new RegExp(
            `Timed out after 2s \\(input timeout\\) waiting for operation\\(s\\) .*${UUID} \\(${action}, scheduling\\)`,
          ),
        );
        // The post step starts while the project is still locked, and gets through once the
        // operation moves on.
        const release = setTimeout(() => void clearFaults(world), 500);
        const post = await runPost(world, scenario, main).finally(() => clearTimeout(release));
        expectSuccess(post);
        await expectNothingLeft(world, scenario, main);
      });
    },
  );
});

describe.concurrent("row 11: unknown operation actions and compute states → tolerated", () => {
  const unknownAction = "prewarm_cache";
  const unknownState = "hibernating";
  const flows: Flow[] = ["create", "create-on-branch", "move", "reuse", "cleanup"];
  test.for(flows.map((flow, i) => ({ flow, number: 11100 + i })))(
    "$flow",
    async ({ flow, number }) => {
      await withWorld(async (world) => {
        const scenario = await prepare(world, flow, number);
        const operation = { action: unknownAction };
        // The state reported after the wait is the one the compute was heading for.
        const endpoint = { current_state: unknownState, pending_state: unknownState };
        await addFaults(
          world,
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
          await addFaults(world, {
            method: "GET",
            path: `/projects/*/branches/${scenario.branchId}/endpoints`,
            patch_body: { endpoints: [endpoint] },
          });
        const job = await runJob(world, scenario);
        await expectFlowSucceeded(world, scenario, job);
        if (flow !== "cleanup") expect(job.main.summary).toContain(unknownState);
        if (flow !== "cleanup" && flow !== "reuse")
          expect(job.main.summary).toContain(unknownAction);
      });
    },
  );
});
