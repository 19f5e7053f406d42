import { describe, expect, test } from "vitest";
import { numbered, WAITED_OPERATIONS } from "./cases.ts";
import {
  computes,
  expectNothingLeft,
  expectOneClearError,
  expectSuccess,
  runPost,
  withScenario,
} from "./flows.ts";

// Row 13: the job is cancelled (SIGINT) while main waits on an operation held in scheduling.

const EXIT_WITHIN_MS = 2000;

describe.concurrent("row 13: SIGINT during the wait → exits within 2 s, post deletes", () => {
  test.for(numbered(WAITED_OPERATIONS, 13100))(
    "$flow ($action held)",
    async ({ flow, action, inputs, number }) => {
      await withScenario(flow, number, async (world, scenario) => {
        await world.admin.addFaults({ hold_operation: action });
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

        await world.admin.clearFaults();
        const post = await runPost(world, scenario, main);
        expectSuccess(post);
        if (owned) expect(post.stdout).toContain(`Deleted compute ${owned}`);
        await expectNothingLeft(world, scenario, main);
      });
    },
  );
});

describe("row 13: the cancel message says what the post step will do", () => {
  test("keep: true: it says the compute stays, and the post step leaves it", async () => {
    await withScenario("create", 13150, async (world, scenario) => {
      await world.admin.addFaults({ hold_operation: "start_compute" });
      const main = await world.step("main", {
        event: scenario.event,
        inputs: { timeout: "60", keep: "true" },
        signalAfter: { signal: "SIGINT", whenStdoutMatches: /Waiting for/, afterMs: 200 },
        timeoutMs: 20_000,
      });
      const owned = main.state["owned-endpoint-id"];
      expect(owned).toBeTruthy();
      const message = expectOneClearError(
        main,
        `Cancelled; keep is true: compute ${owned} stays until the PR is closed`,
      );
      expect(message).not.toMatch(/delete|suspend/);
      await world.admin.clearFaults();
      const post = await world.step("post", {
        event: scenario.event,
        inputs: { keep: "true" },
        state: main.state,
      });
      expectSuccess(post);
      expect(post.stdout).toContain("keep is true");
      expect((await computes(world)).map((c) => c.id)).toContain(owned);
    });
  });
});
