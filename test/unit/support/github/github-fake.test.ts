import { getOctokit } from "@actions/github";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type GitHubFake, startGitHub } from "../../../support/github/index.ts";

const owner = "octo-org";
const repo = "app";

let github: GitHubFake;
let octokit: ReturnType<typeof getOctokit>;

beforeEach(async () => {
  github = await startGitHub();
  octokit = getOctokit(github.token, { baseUrl: github.url });
});

afterEach(async () => {
  await github.stop();
});

async function statusOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error("expected the request to fail");
}

describe("issue comments", () => {
  test("create, get, list and update with GitHub's shapes", async () => {
    const created = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: 7,
      body: "<!-- marker -->\nhello",
    });
    expect(created.status).toBe(201);
    const comment = created.data;
    expect(comment).toMatchObject({
      body: "<!-- marker -->\nhello",
      html_url: `https://github.com/${owner}/${repo}/pull/7#issuecomment-${comment.id}`,
      url: `${github.url}/repos/${owner}/${repo}/issues/comments/${comment.id}`,
      user: { login: "github-actions[bot]", id: 41898282, type: "Bot" },
      author_association: "NONE",
    });
    expect(comment.node_id).toMatch(/^IC_/);
    expect(comment.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const fetched = await octokit.rest.issues.getComment({ owner, repo, comment_id: comment.id });
    expect(fetched.data.id).toBe(comment.id);

    const updated = await octokit.rest.issues.updateComment({
      owner,
      repo,
      comment_id: comment.id,
      body: "<!-- marker -->\nupdated",
    });
    expect(updated.status).toBe(200);
    expect(updated.data.body).toBe("<!-- marker -->\nupdated");

    const listed = await octokit.rest.issues.listComments({ owner, repo, issue_number: 7 });
    expect(listed.data.map((c) => c.body)).toEqual(["<!-- marker -->\nupdated"]);
    expect(github.comments(owner, repo, 7)).toHaveLength(1);
    expect(github.comments(owner, repo, 8)).toEqual([]);
  });

  test("seeded comments come from other users", async () => {
    github.seedComment({ owner, repo, issue: 3, body: "pasted <!-- marker -->" });
    github.seedComment({ owner, repo, issue: 3, body: "bot", login: "renovate[bot]", type: "Bot" });
    const { data } = await octokit.rest.issues.listComments({ owner, repo, issue_number: 3 });
    expect(data.map((c) => [c.user?.login, c.user?.type, c.author_association])).toEqual([
      ["octocat", "User", "MEMBER"],
      ["renovate[bot]", "Bot", "NONE"],
    ]);
  });

  test("pagination: Link header with next/last, per_page capped at 100, octokit.paginate reads all", async () => {
    for (let i = 1; i <= 205; i++) {
      github.seedComment({ owner, repo, issue: 1, body: `comment ${i}` });
    }
    const first = await octokit.rest.issues.listComments({ owner, repo, issue_number: 1 });
    expect(first.data).toHaveLength(30);
    expect(first.headers.link).toContain('rel="next"');
    expect(first.headers.link).toContain(
      `${github.url}/repos/${owner}/${repo}/issues/1/comments?per_page=30&page=7>; rel="last"`,
    );

    const capped = await octokit.rest.issues.listComments({
      owner,
      repo,
      issue_number: 1,
      per_page: 500,
      page: 3,
    });
    expect(capped.data.map((c) => c.body)).toEqual(
      Array.from({ length: 5 }, (_, i) => `comment ${201 + i}`),
    );
    expect(capped.headers.link).toContain('rel="prev"');
    expect(capped.headers.link).not.toContain('rel="next"');

    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: 1,
      per_page: 100,
    });
    expect(all).toHaveLength(205);
    expect(all.at(-1)?.body).toBe("comment 205");
    const pages = github.requests().filter((r) => r.path.includes("per_page=100"));
    expect(pages).toHaveLength(3);
  });

  test("missing body → 422, unknown comment → 404", async () => {
    const missing = await statusOf(
      octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
        owner,
        repo,
        issue_number: 1,
      } as never),
    );
    expect(missing.status).toBe(422);
    const unknown = await statusOf(
      octokit.rest.issues.updateComment({ owner, repo, comment_id: 1, body: "x" }),
    );
    expect(unknown.status).toBe(404);
  });

  test("a body over 65,536 characters → 422 on create and update, as GitHub refuses it", async () => {
    const params = { owner, repo, issue_number: 3 };
    const fits = await octokit.rest.issues.createComment({ ...params, body: "x".repeat(65_536) });
    expect(fits.data.body).toHaveLength(65_536);
    const over = "x".repeat(65_537);
    const created = await statusOf(octokit.rest.issues.createComment({ ...params, body: over }));
    expect(created).toMatchObject({ status: 422, message: expect.stringContaining("too long") });
    const updated = await statusOf(
      octokit.rest.issues.updateComment({ owner, repo, comment_id: fits.data.id, body: over }),
    );
    expect(updated.status).toBe(422);
  });
});

test("graphql viewer answers the bot login", async () => {
  const result = await octokit.graphql<{ viewer: { login: string } }>("query { viewer { login } }");
  expect(result.viewer.login).toBe("github-actions[bot]");

  const custom = await startGitHub({ token: "t1", botLogin: "preview-bot[bot]" });
  try {
    const other = getOctokit("t1", { baseUrl: custom.url });
    const viewer = await other.graphql<{ viewer: { login: string } }>("{ viewer { login } }");
    expect(viewer.viewer.login).toBe("preview-bot[bot]");
  } finally {
    await custom.stop();
  }
});

test("the installation token may not read /user, like GITHUB_TOKEN", async () => {
  const denied = await statusOf(octokit.rest.users.getAuthenticated());
  expect(denied).toEqual({
    status: 403,
    message: expect.stringContaining("Resource not accessible by integration"),
  });
});

test("pull requests: seeded ones are served, others are 404", async () => {
  github.seedPullRequest({
    owner,
    repo,
    number: 12,
    title: "Add things",
    headRef: "feat",
    headRepo: "fork-owner/app",
  });
  const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: 12 });
  expect(data).toMatchObject({
    number: 12,
    title: "Add things",
    state: "open",
    html_url: `https://github.com/${owner}/${repo}/pull/12`,
    head: { ref: "feat", repo: { full_name: "fork-owner/app", fork: true } },
    base: { ref: "main", repo: { full_name: `${owner}/${repo}` } },
  });
  expect(data.head.sha).toMatch(/^[0-9a-f]{40}$/);
  expect((await statusOf(octokit.rest.pulls.get({ owner, repo, pull_number: 13 }))).status).toBe(
    404,
  );
});

test("a wrong or missing token gets 401 Bad credentials", async () => {
  const wrong = getOctokit("ghs_wrong", { baseUrl: github.url });
  const failure = await statusOf(wrong.rest.issues.listComments({ owner, repo, issue_number: 1 }));
  expect(failure.status).toBe(401);
  expect(failure.message).toContain("Bad credentials");

  const response = await fetch(`${github.url}/repos/${owner}/${repo}/issues/1/comments`);
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ documentation_url: expect.any(String) });

  const bearer = await fetch(`${github.url}/repos/${owner}/${repo}/issues/1/comments`, {
    headers: { authorization: `Bearer ${github.token}` },
  });
  expect(bearer.status).toBe(200);
  expect(github.requests().map((r) => r.status)).toEqual([401, 401, 200]);
});

describe("faults", () => {
  test("a rule answers matching requests the given number of times, then the API is normal", async () => {
    github.addFault({ method: "POST", path: "/repos/*/issues/*/comments", status: 403, times: 1 });
    const denied = await statusOf(
      octokit.rest.issues.createComment({ owner, repo, issue_number: 2, body: "x" }),
    );
    expect(denied).toEqual({
      status: 403,
      message: expect.stringContaining("Resource not accessible by integration"),
    });
    const created = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: 2,
      body: "x",
    });
    expect(created.status).toBe(201);
    expect(github.requests().map((r) => [r.method, r.status, r.faulted])).toEqual([
      ["POST", 403, true],
      ["POST", 201, false],
    ]);
    expect(github.requests()[1]?.body).toEqual({ body: "x" });
  });

  test("custom body, unlimited until cleared, method filter", async () => {
    github.addFault({ path: "/repos/*/comments", status: 500, body: { message: "boom" } });
    expect(
      (await statusOf(octokit.rest.issues.listComments({ owner, repo, issue_number: 1 }))).message,
    ).toContain("boom");
    expect(
      (await statusOf(octokit.rest.issues.listComments({ owner, repo, issue_number: 1 }))).status,
    ).toBe(500);
    github.clearFaults();
    github.addFault({ method: "PATCH", path: "*", status: 502 });
    expect((await octokit.rest.issues.listComments({ owner, repo, issue_number: 1 })).status).toBe(
      200,
    );
    github.clearRequests();
    expect(github.requests()).toEqual([]);
  });
});

test("hooks: another writer's work before a request is answered, or after, then retired", async () => {
  const { data: comment } = await octokit.rest.issues.createComment({
    owner,
    repo,
    issue_number: 3,
    body: "first",
  });
  const edit = (body: string) => () =>
    octokit.rest.issues
      .updateComment({ owner, repo, comment_id: comment.id, body })
      .then(() => undefined);
  const path = `/repos/${owner}/${repo}/issues/comments/*`;
  github.addHook({ method: "GET", path, when: "before", run: edit("before") });
  const read = () => octokit.rest.issues.getComment({ owner, repo, comment_id: comment.id });
  expect((await read()).data.body).toBe("before");
  github.addHook({ method: "GET", path, when: "after", run: edit("after") });
  expect((await read()).data.body).toBe("before");
  expect((await read()).data.body).toBe("after");
  // Each ran once: its own request did not run it again.
  expect(github.requests().filter((r) => r.method === "PATCH")).toHaveLength(2);
});

test("the admin API under /__github/ mirrors the programmatic one", async () => {
  const admin = (path: string, init?: RequestInit) =>
    fetch(`${github.url}/__github/${path}`, {
      ...init,
      headers: { "content-type": "application/json" },
    });
  await admin("comments", {
    method: "POST",
    body: JSON.stringify({ owner, repo, issue: 4, body: "from a human" }),
  });
  await octokit.rest.issues.createComment({
    owner,
    repo,
    issue_number: 4,
    body: "from the action",
  });

  const comments = (await (
    await admin(`comments?owner=${owner}&repo=${repo}&issue=4`)
  ).json()) as Array<{ body: string }>;
  expect(comments.map((c) => c.body)).toEqual(["from a human", "from the action"]);
  const state = (await (await admin("state")).json()) as { comments: Record<string, unknown[]> };
  expect(state.comments[`${owner}/${repo}#4`]).toHaveLength(2);

  const requests = (await (await admin("requests")).json()) as Array<{
    method: string;
    status: number;
  }>;
  expect(requests).toEqual([expect.objectContaining({ method: "POST", status: 201 })]);

  await admin("faults", {
    method: "POST",
    body: JSON.stringify({ path: "/graphql", status: 503, times: 1 }),
  });
  expect((await statusOf(octokit.graphql("{ viewer { login } }"))).status).toBe(503);
  await admin("requests", { method: "DELETE" });
  expect(github.requests()).toEqual([]);
  await admin("reset", { method: "POST" });
  expect(github.comments(owner, repo, 4)).toEqual([]);
});
