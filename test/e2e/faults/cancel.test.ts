import { describe, expect, test } from "vitest";
import { addFaults, clearFaults } from "./emulator-admin.ts";
import {
  expectNothingLeft,
  expectOneClearError,
  expectSuccess,
  type Flow,
  prepare,
  runPost,
  withWorld,
} from "./flows.ts";

// Row 13: the job is cancelled (SIGINT) while main waits on an operation held in scheduling.

const EXIT_WITHIN_MS = 2000;

describe.concurrent("row 13: SIGINT during the wait → exits within 2 s, post deletes", () => {
  const cases: Array<{ flow: Flow; action: string; inputs?: Record<string, string> }> = [
    { flow: "create", action: "start_compute" },
    { flow: "create-on-branch", action: "start_compute" },
    { flow: "move", action: "apply_config" },
    { flow: "reuse", action: "apply_config", inputs: { "compute-size": "0.5" } },
    { flow: "cleanup", action: "delete_timeline", inputs: { "delete-branch": "true" } },
  ];
  test.for(cases.map((c, i) => ({ ...c, number: 13100 + i })))(
    "$flow ($action held)",
    async ({ flow, action, inputs, number }) => {
      await withWorld(async (world) => {
        const scenario = await prepare(world, flow, number);
        await addFaults(world, { hold_operation: action });
        const main = await world.step("main", {
          event: scenario.event,
          inputs: { timeout: "60", ...scenario.inputs, ...inputs },
          signalAfter: { signal: "SIGINT", whenStdoutMatches: /Waiting for/, afterMs: 200 },
          timeoutMs: 20_000,
        });
        expect(main.signalSent, main.log.join("\n")).toBe(true);
        expect(main.signalToExitMs).toBeLessThan(EXIT_WITHIN_MS);
        const owned = main.state["owned-endpoint-id"];
        expectOneClearError(
          main,
          owned ? `Cancelled; the post step deletes compute ${owned}` : /^Cancelled$/,
        );
        if (flow === "create" || flow === "create-on-branch" || flow === "move")
          expect(owned).toBeTruthy();

        await clearFaults(world);
        const post = await runPost(world, scenario, main);
        expectSuccess(post);
        if (owned) expect(post.stdout).toContain(`Deleted compute ${owned}`);
        await expectNothingLeft(world, scenario, main);
      });
    },
  );
});
