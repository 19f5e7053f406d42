import { afterAll, beforeAll, expect, test } from "vitest";
import { workflowDispatchEvent } from "../../support/runner/index.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../../support/world.ts";

/**
 * The net under every other cleanup, through dist/ as the runner runs it: a runner killed with
 * SIGKILL before its post step, and a close event that never came, leave nothing behind after
 * the next scheduled sweep.
 */
let world: World;
beforeAll(async () => {
  // The control plane alone: no test here reaches a database.
  world = await startWorld({ postgres: false });
});
afterAll(async () => {
  await world?.stop();
});

test("a SIGKILLed runner and a lost close event leave nothing after the next sweep", async () => {
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 701, state: "open" });
  const main = await world.step("main", {
    event: pr("opened", 701),
    inputs: {},
    signalAfter: { signal: "SIGKILL", whenStdoutMatches: /Waiting for/, afterMs: 0 },
  });
  expect(main.signalSent).toBe(true);
  const branch = await world.branchNamed("preview/pr-701");
  expect(branch).toBeDefined();
  expect(await world.computesOn(branch?.id ?? "")).toHaveLength(1);

  // The PR closes, but no close run ever comes.
  world.github.seedPullRequest({ owner: OWNER, repo: REPO, number: 701, state: "closed" });
  const sweep = await world.step("main", {
    event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
    inputs: { mode: "sweep", "delete-branch": "true" },
  });
  expect(sweep.failed, sweep.log.join("\n")).toBe(false);
  const swept = JSON.parse(sweep.outputs.swept ?? "[]") as Array<{ branch: string }>;
  expect(swept.map((s) => s.branch)).toEqual(["preview/pr-701"]);
  expect(sweep.summary).toContain("preview/pr-701");
  expect(await world.branchNamed("preview/pr-701")).toBeUndefined();
  expect(await world.computesOn(branch?.id ?? "")).toEqual([]);
});
