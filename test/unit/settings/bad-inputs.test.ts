import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { messageOf, UserError } from "../../../src/core/errors.ts";
import { parseInputs } from "../../../src/settings/parse-inputs.ts";
import { readRawInputs } from "../../../src/settings/raw-inputs.ts";
import { readRunContext } from "../../../src/settings/run-context.ts";
import { BAD_INPUTS, type BadInput } from "../../support/bad-inputs.ts";
import { prEvent, REPO_ROOT, readActionManifest } from "../../support/runner/index.ts";
import { JobDir } from "../../support/runner/job-dir.ts";
import { defaultNodePath, stepEnvironment } from "../../support/runner/run-step.ts";

// Every bad input, through main's own first phase (src/main.ts: parseInputs(readRawInputs())
// with the run's context), in the environment the runner gives the step: action.yml's defaults,
// the event's file, GITHUB_*. What main then prints is fail()'s messageOf; the bundle itself is
// checked on a sample by test/e2e/security/bad-input.test.ts.

const manifest = readActionManifest(join(REPO_ROOT, "action.yml"));
/** What the e2e world passes every run: a key, a project, the emulator's loopback host. */
const BASE_INPUTS = {
  "api-key": "napi_unit_test_key",
  "project-id": "calm-sky-12345678",
  "api-host": "http://127.0.0.1:9/api/v2",
};

const jobs: JobDir[] = [];
afterAll(async () => {
  await Promise.all(jobs.map((job) => job.remove()));
});

/** The step's environment for `bad`; main reads its inputs from process.env through core. */
async function refusal(bad: BadInput): Promise<unknown> {
  const event = bad.event ?? prEvent("opened", { number: 600 });
  const job = await JobDir.create(event);
  jobs.push(job);
  const { env } = await stepEnvironment(job, manifest, {
    event,
    githubUrl: "http://127.0.0.1:9",
    token: "ghs_fake_token",
    debug: false,
    workspace: job.workspace,
    inputs: { ...BASE_INPUTS, ...bad.inputs },
    state: undefined,
    nodePath: defaultNodePath(),
  });
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    parseInputs(readRawInputs(), readRunContext(env));
    return undefined;
  } catch (error) {
    return error;
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
}

const label = (bad: BadInput) =>
  `${bad.event?.name ?? "pull_request"} ${JSON.stringify(bad.inputs).slice(0, 80)}`;

beforeAll(() => {
  expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(30);
});

describe("a bad input is refused by main's first phase, with one line naming it", () => {
  test("the base inputs alone are accepted", async () => {
    expect(await refusal({ inputs: {}, names: "" })).toBeUndefined();
  });

  test.each(BAD_INPUTS.map((bad) => [label(bad), bad] as const))("%s", async (_, bad) => {
    const error = await refusal(bad);
    // A UserError: fail() prints its message alone, no stack even in debug.
    expect(error).toBeInstanceOf(UserError);
    const message = messageOf(error);
    expect(message).not.toContain("\n");
    expect(message.startsWith(bad.names), message).toBe(true);
    if (bad.says) expect(message).toMatch(bad.says);
    if (bad.hides) expect(message).not.toContain(bad.hides);
  });
});
