import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { BAD_INPUTS, type BadInput } from "../../support/bad-inputs.ts";
import { pr, startWorld, type World } from "../../support/world.ts";

// Every bad input is refused in-process through main's own path (test/unit/settings/
// bad-inputs.test.ts); here the bundle is run on a sample, one case of each kind, the ones that
// depend on the event and the one whose value holds a secret: the step fails with one error
// line, no stack trace, the secret hidden, and nothing reached the platform or GitHub.

/** The case of BAD_INPUTS with exactly these inputs. */
function pick(inputs: Record<string, string>): BadInput {
  const found = BAD_INPUTS.find((bad) => isDeepStrictEqual(bad.inputs, inputs));
  if (!found) throw new Error(`no bad input ${JSON.stringify(inputs)} in BAD_INPUTS`);
  return found;
}

const SAMPLE: BadInput[] = [
  pick({ "compute-size": "3.5" }),
  pick({ "project-id": "../etc" }),
  pick({ "endpoint-id": "ep-a\nb" }),
  pick({ "api-host": "http://api.example.com/api/v2" }),
  ...BAD_INPUTS.filter((bad) => bad.hides !== undefined),
  pick({ "api-key": "k".repeat(600) }),
  pick({ mode: "destroy" }),
  pick({ wait: "yes" }),
  pick({ timeout: "0" }),
  pick({ "expires-in": "31d" }),
  pick({ "masking-rules": "{" }),
  pick({ role: "app" }),
  pick({ reset: "true", "branch-type": "schema-only" }),
  ...BAD_INPUTS.filter((bad) => bad.event !== undefined),
];

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

const label = (bad: BadInput) =>
  `${bad.event?.name ?? "pull_request"} ${JSON.stringify(bad.inputs).slice(0, 80)}`;

test("the sample holds a case of each event and every secret-hiding case", () => {
  expect(SAMPLE.filter((bad) => bad.event).length).toBeGreaterThanOrEqual(3);
  expect(SAMPLE.some((bad) => bad.hides)).toBe(true);
});

describe.concurrent("a bad input fails the bundled step before any request, with one line naming it", () => {
  test.each(SAMPLE.map((bad) => [label(bad), bad] as const))("%s", async (_, bad) => {
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
