import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { createGitHubClient } from "../../../src/github/client.ts";
import { lookUpRuns } from "../../../src/github/workflow-runs.ts";
import { type GitHubFake, startGitHub } from "../../support/github/index.ts";

// Whether the runs that minted branch credentials are over, as the sweep asks GitHub, against
// the loopback GitHub (GITHUB_API_URL, read when the client is built).

const owner = "octo-org";
const repo = "app";
let github: GitHubFake;

beforeAll(async () => {
  github = await startGitHub();
  vi.stubEnv("GITHUB_API_URL", github.url);
});
afterAll(async () => {
  // Test files share a worker process: what this file set is undone for the next.
  vi.unstubAllEnvs();
  await github?.stop();
});
beforeEach(() => {
  github.reset();
});

const ask = (runIds: string[]) =>
  lookUpRuns({ github: createGitHubClient({ token: github.token }), owner, repo, runIds });

test("completed, still running, or no such run: one request per run, asked once", async () => {
  github.seedWorkflowRun({ owner, repo, id: 11, status: "completed", conclusion: "failure" });
  github.seedWorkflowRun({ owner, repo, id: 12, status: "in_progress" });
  github.seedWorkflowRun({ owner, repo, id: 13, status: "queued" });
  const lookup = await ask(["11", "12", "13", "14", "11"]);
  expect(Object.fromEntries(lookup.states)).toEqual({
    "11": "completed",
    "12": "running",
    "13": "running",
    "14": "missing",
  });
  expect(lookup.failure).toBeUndefined();
  expect(github.requests().map((r) => r.path)).toEqual(
    ["11", "12", "13", "14"].map((id) => `/repos/${owner}/${repo}/actions/runs/${id}`),
  );
});

test("a token that may not read runs: asking stops at the first refusal, which names the permission", async () => {
  github.seedWorkflowRun({ owner, repo, id: 21, status: "completed" });
  github.setPermissions({ actions: "none" });
  const lookup = await ask(["21", "22"]);
  expect(lookup.states.size).toBe(0);
  expect(lookup.failure).toContain("(HTTP 403)");
  expect(lookup.failure).toContain("permissions: actions: read");
  expect(github.requests()).toHaveLength(1);
});

test("no run to ask about: no request", async () => {
  expect((await ask([])).states.size).toBe(0);
  expect(github.requests()).toEqual([]);
});
