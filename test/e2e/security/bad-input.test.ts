import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pr, startWorld, type World } from "../../support/world.ts";
import { BAD_INPUTS, type BadInput } from "./bad-inputs.ts";

let world: World;
let startSeq = 0;
beforeAll(async () => {
  // The control plane alone: no test here reaches a database.
  world = await startWorld({ postgres: false });
  startSeq = await world.admin.lastSeq();
});
afterAll(async () => {
  // Runs overlap, so one more check over all of them: not a single request was made.
  const requests = await world.admin.requests(startSeq);
  await world?.stop();
  expect(requests).toEqual([]);
  expect(world.github.requests()).toEqual([]);
});

const label = (bad: BadInput) => JSON.stringify(bad.inputs).slice(0, 80);

test("at least 30 bad inputs are tried", () => {
  expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(30);
});

describe.concurrent("a bad input fails before any request, with one line naming it", () => {
  test.each(BAD_INPUTS.map((bad) => [label(bad), bad] as const))("%s", async (_, bad) => {
    const main = await world.step("main", {
      event: bad.event ?? pr("opened", 600),
      inputs: bad.inputs,
    });
    expect(main.failed).toBe(true);
    expect(main.commands.errors).toHaveLength(1);
    const message = main.commands.errors[0]?.message ?? "";
    expect(message).not.toContain("\n");
    expect(message.startsWith(bad.names), message).toBe(true);
    if (bad.says) expect(message).toMatch(bad.says);
    if (bad.hides) expect(main.stdout + main.stderr).not.toContain(bad.hides);
    expect(main.stderr).not.toMatch(/\n\s+at /); // no stack trace
    // Nothing reached the platform or GitHub.
    expect(await world.admin.requests(startSeq)).toEqual([]);
    expect(world.github.requests()).toEqual([]);
  });
});
