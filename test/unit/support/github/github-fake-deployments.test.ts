import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type GitHubFake, startGitHub } from "../../../support/github/index.ts";

// The loopback GitHub's deployments, with GitHub's semantics, through Octokit as the action
// calls them.

const owner = "octo-org";
const repo = "app";
const SHA = "0123456789abcdef0123456789abcdef01234567";

let github: GitHubFake;
let octokit: ReturnType<typeof getOctokit>;

beforeEach(async () => {
  github = await startGitHub();
  octokit = getOctokit(github.token, { baseUrl: github.url });
});

afterEach(async () => {
  await github.stop();
});

async function deploy(environment: string, options: { sha?: string; transient?: boolean } = {}) {
  const { status, data } = await octokit.rest.repos.createDeployment({
    owner,
    repo,
    ref: options.sha ?? SHA,
    environment,
    transient_environment: options.transient ?? true,
    production_environment: false,
    auto_merge: false,
    required_contexts: [],
  });
  expect(status).toBe(201);
  if (!("id" in data)) throw new Error("no deployment");
  return data;
}

const setStatus = (id: number, state: "in_progress" | "success" | "inactive", extra = {}) =>
  octokit.rest.repos.createDeploymentStatus({
    owner,
    repo,
    deployment_id: id,
    state,
    ...extra,
  });

async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error("expected the request to fail");
}

describe("deployments", () => {
  test("create and list, newest first, filtered by sha and environment", async () => {
    const first = await deploy("preview-db/pr-1");
    expect(first).toMatchObject({
      sha: SHA,
      ref: SHA,
      task: "deploy",
      environment: "preview-db/pr-1",
      original_environment: "preview-db/pr-1",
      transient_environment: true,
      production_environment: false,
      creator: { login: "github-actions[bot]" },
      statuses_url: `${github.url}/repos/${owner}/${repo}/deployments/${first.id}/statuses`,
      performed_via_github_app: { slug: "github-actions" },
    });
    const second = await deploy("preview-db/pr-1", { sha: "f".repeat(40) });
    await deploy("preview-db/pr-2");
    const list = (query: { sha?: string; environment?: string }) =>
      octokit.rest.repos
        .listDeployments({ owner, repo, ...query })
        .then(({ data }) => data.map((d) => d.id));
    expect(await list({ environment: "preview-db/pr-1" })).toEqual([second.id, first.id]);
    expect(await list({ environment: "preview-db/pr-1", sha: SHA })).toEqual([first.id]);
    expect(await list({ environment: "nowhere" })).toEqual([]);
  });

  test("statuses: newest first, log_url is target_url too, the environment carried over", async () => {
    const { id } = await deploy("preview-db/pr-3");
    await setStatus(id, "in_progress", { log_url: "https://github.com/o/r/actions/runs/1" });
    const { data: success } = await setStatus(id, "success", {
      environment_url: "https://console.neon.tech/app/projects/p/branches/br-a",
      description: "ready",
    });
    expect(success).toMatchObject({
      state: "success",
      environment: "preview-db/pr-3",
      environment_url: "https://console.neon.tech/app/projects/p/branches/br-a",
      log_url: "",
      target_url: "",
      deployment_url: `${github.url}/repos/${owner}/${repo}/deployments/${id}`,
    });
    const { data } = await octokit.rest.repos.listDeploymentStatuses({
      owner,
      repo,
      deployment_id: id,
    });
    expect(data.map((s) => [s.state, s.log_url, s.target_url])).toEqual([
      ["success", "", ""],
      [
        "in_progress",
        "https://github.com/o/r/actions/runs/1",
        "https://github.com/o/r/actions/runs/1",
      ],
    ]);
  });

  test("auto_inactive: a success retires earlier successes of the environment, transient ones excepted", async () => {
    const lasting = await deploy("staging", { transient: false, sha: "1".repeat(40) });
    const transient = await deploy("staging", { sha: "2".repeat(40) });
    const newest = await deploy("staging", { transient: false, sha: "3".repeat(40) });
    await setStatus(lasting.id, "success");
    await setStatus(transient.id, "success");
    await setStatus(newest.id, "success");
    const latest = github
      .deployments(owner, repo)
      .map((d) => [d.id, d.statuses.map((s) => s.state)]);
    expect(latest).toEqual([
      [lasting.id, ["success", "inactive"]],
      [transient.id, ["success"]],
      [newest.id, ["success"]],
    ]);
    // auto_inactive: false leaves them.
    const again = await deploy("staging", { transient: false, sha: "4".repeat(40) });
    await setStatus(again.id, "success", { auto_inactive: false });
    expect(github.deployments(owner, repo).at(2)?.statuses.at(-1)?.state).toBe("success");
  });

  test("refusals: no ref, a bad state or a long description is 422, an unknown deployment 404", async () => {
    const noRef = octokit.request("POST /repos/{owner}/{repo}/deployments", {
      owner,
      repo,
      environment: "x",
    } as never);
    expect((await failure(noRef)).status).toBe(422);
    const { id } = await deploy("preview-db/pr-4");
    const badState = setStatus(id, "done" as "success");
    expect((await failure(badState)).status).toBe(422);
    const long = setStatus(id, "success", { description: "x".repeat(141) });
    expect((await failure(long)).message).toContain("maximum is 140 characters");
    expect((await failure(setStatus(id + 100, "success"))).status).toBe(404);
    const statuses = octokit.rest.repos.listDeploymentStatuses({
      owner,
      repo,
      deployment_id: id + 100,
    });
    expect((await failure(statuses)).status).toBe(404);
  });
});

describe("permissions", () => {
  test("deployments: read may list, not create: GitHub's 403", async () => {
    github.setPermissions({ deployments: "read" });
    const refused = await failure(deploy("preview-db/pr-5"));
    expect(refused).toMatchObject({ status: 403 });
    expect(refused.message).toContain("Resource not accessible by integration");
    const { status } = await octokit.rest.repos.listDeployments({ owner, repo });
    expect(status).toBe(200);
  });

  test("deployments: none may not list either; reset gives write back", async () => {
    github.setPermissions({ deployments: "none" });
    expect((await failure(octokit.rest.repos.listDeployments({ owner, repo }))).status).toBe(403);
    github.reset();
    expect((await deploy("preview-db/pr-6")).id).toBeGreaterThan(0);
  });

  test("the admin API sets permissions and shows deployments with their statuses", async () => {
    const admin = (path: string, init?: RequestInit) =>
      fetch(`${github.url}/__github/${path}`, {
        ...init,
        headers: { "content-type": "application/json" },
      });
    const { id } = await deploy("preview-db/pr-7");
    await setStatus(id, "success");
    const listed = (await (
      await admin(`deployments?owner=${owner}&repo=${repo}`)
    ).json()) as Array<{ id: number; statuses: Array<{ state: string }> }>;
    expect(listed.map((d) => [d.id, d.statuses.map((s) => s.state)])).toEqual([[id, ["success"]]]);
    await admin("permissions", { method: "POST", body: JSON.stringify({ deployments: "read" }) });
    expect((await failure(deploy("preview-db/pr-7"))).status).toBe(403);
  });
});
