import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { UserError } from "../../../src/core/errors.ts";
import { createGitHubClient } from "../../../src/github/client.ts";
import { lookUpPullRequests } from "../../../src/github/pulls.ts";
import { listQueuedRefs } from "../../../src/github/queue-refs.ts";
import { type GitHubFake, startGitHub } from "../../support/github/index.ts";

// What the sweep asks GitHub, against the loopback GitHub (GITHUB_API_URL, which the GitHub
// client reads when it is built): one fake serves the whole file.

const owner = "octo-org";
const repo = "app";
let github: GitHubFake;

beforeAll(async () => {
  github = await startGitHub();
  vi.stubEnv("GITHUB_API_URL", github.url);
});
const access = () => createGitHubClient({ token: github.token });
afterAll(async () => {
  // Test files share a worker process: what this file set is undone for the next.
  vi.unstubAllEnvs();
  await github?.stop();
});
beforeEach(() => {
  github.reset();
});

const CREATED = Date.parse("2025-01-01T00:00:00Z");

/** PRs #1..#count in creation order; `state(n)` says which are closed or merged, `skip` has none. */
function seedPulls(
  count: number,
  state: (n: number) => "open" | "closed" | "merged" | "none" = () => "open",
) {
  for (let n = 1; n <= count; n++) {
    const s = state(n);
    if (s === "none") continue;
    github.seedPullRequest({
      owner,
      repo,
      number: n,
      state: s === "open" ? "open" : "closed",
      merged: s === "merged",
      createdAt: new Date(CREATED + n * 60_000).toISOString().replace(/\.\d{3}Z$/, "Z"),
    });
  }
}

type Listed = { number: number; state: string; merged_at: string | null; closed_at: string | null };

async function get(path: string): Promise<{ status: number; link: string | null; body: Listed[] }> {
  const response = await fetch(`${github.url}${path}`, {
    headers: { authorization: `token ${github.token}` },
  });
  return {
    status: response.status,
    link: response.headers.get("link"),
    body: (await response.json()) as Listed[],
  };
}

describe("the loopback GitHub lists pull requests like GitHub", () => {
  test("state filter, newest first by default, pages with a Link header", async () => {
    seedPulls(250, (n) => (n % 5 === 0 ? "merged" : n % 2 === 0 ? "closed" : "open"));
    const all = await get(`/repos/${owner}/${repo}/pulls?state=all&per_page=100`);
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(100);
    expect(all.body[0]).toMatchObject({
      number: 250,
      state: "closed",
      merged_at: expect.any(String),
    });
    expect(all.body[0]).not.toHaveProperty("merged"); // list items are "pull-request-simple"
    expect(all.body[99]?.number).toBe(151);
    expect(all.link).toContain('rel="next"');
    expect(all.link).toContain('page=3>; rel="last"');
    const last = await get(`/repos/${owner}/${repo}/pulls?state=all&per_page=100&page=3`);
    expect(last.body.map((pr) => pr.number)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
    expect(last.link).not.toContain('rel="next"');

    const open = await get(`/repos/${owner}/${repo}/pulls?per_page=100`);
    expect(open.body.every((pr) => pr.state === "open")).toBe(true);
    expect(open.body).toHaveLength(100); // 125 open PRs
    const closed = await get(`/repos/${owner}/${repo}/pulls?state=closed&direction=asc`);
    expect(closed.body).toHaveLength(30); // GitHub's default per_page
    expect(closed.body[0]).toMatchObject({ number: 2, state: "closed", merged_at: null });
    expect(closed.body[0]?.closed_at).toEqual(expect.any(String));
  });

  test("unknown enum values are a 422; a missing PR is a 404", async () => {
    expect((await get(`/repos/${owner}/${repo}/pulls?state=merged`)).status).toBe(422);
    expect((await get(`/repos/${owner}/${repo}/pulls?sort=name`)).status).toBe(422);
    const missing = await get(`/repos/${owner}/${repo}/pulls/7`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: "Not Found" });
    seedPulls(1, () => "merged");
    expect((await get(`/repos/${owner}/${repo}/pulls/1`)).body).toMatchObject({
      number: 1,
      state: "closed",
      merged: true,
      merged_at: expect.any(String),
    });
  });
});

describe("lookUpPullRequests", () => {
  const pullRequests = () => github.requests().filter((r) => r.path.includes("/pulls"));

  test("many recent numbers: list pages only, stopping once past the oldest", async () => {
    seedPulls(400, (n) =>
      n % 7 === 0 ? "none" : n % 3 === 0 ? "merged" : n % 3 === 1 ? "closed" : "open",
    );
    const numbers = Array.from({ length: 150 }, (_, i) => 400 - i * 1); // #400..#251
    const lookup = await lookUpPullRequests({ github: access(), owner, repo, numbers });
    expect(lookup.singleRequests).toBe(0);
    expect(lookup.listPages).toBe(2); // 343 PRs in all, but #251 is on page 2
    expect(pullRequests()).toHaveLength(2);
    for (const n of numbers) {
      const expected =
        n % 7 === 0 ? "missing" : n % 3 === 0 ? "merged" : n % 3 === 1 ? "closed" : "open";
      expect(lookup.answers.get(n), `#${n}`).toBe(expected);
    }
  });

  test("a few old numbers in a busy repository: one list page, then one request each", async () => {
    seedPulls(1000, (n) => (n === 40 ? "none" : n === 12 ? "merged" : "open"));
    const lookup = await lookUpPullRequests({
      github: access(),
      owner,
      repo,
      numbers: [12, 40, 77],
    });
    expect(lookup).toMatchObject({ listPages: 1, singleRequests: 3 });
    expect(Object.fromEntries(lookup.answers)).toEqual({ 12: "merged", 40: "missing", 77: "open" });
    expect(pullRequests().map((r) => r.path.split("?")[0])).toEqual([
      `/repos/${owner}/${repo}/pulls`,
      `/repos/${owner}/${repo}/pulls/77`,
      `/repos/${owner}/${repo}/pulls/40`,
      `/repos/${owner}/${repo}/pulls/12`,
    ]);
  });

  test("the whole list read: numbers it never showed are missing; numbers past the newest are asked", async () => {
    seedPulls(30, (n) => (n % 2 === 0 ? "closed" : "none"));
    const lookup = await lookUpPullRequests({
      github: access(),
      owner,
      repo,
      numbers: [3, 4, 29, 31],
    });
    expect(Object.fromEntries(lookup.answers)).toEqual({
      3: "missing",
      4: "closed",
      29: "missing",
      31: "missing",
    });
    // #31 is newer than anything listed: asked for itself rather than assumed gone.
    expect(lookup).toMatchObject({ listPages: 1, singleRequests: 1 });
  });

  test("no access: the sweep learns it from the first page and removes nothing", async () => {
    github.addFault({ method: "GET", path: `/repos/${owner}/${repo}/pulls`, status: 403 });
    const failure = await lookUpPullRequests({
      github: access(),
      owner,
      repo,
      numbers: [1],
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UserError);
    expect(String(failure)).toContain("HTTP 403");
    expect(String(failure)).toContain("pull-requests: read");
    expect(String(failure)).toContain("Nothing was swept");
  });

  test("a failure other than 404 for one number throws instead of guessing", async () => {
    seedPulls(500);
    github.addFault({ method: "GET", path: `/repos/${owner}/${repo}/pulls/2`, status: 502 });
    const failure = await lookUpPullRequests({
      github: access(),
      owner,
      repo,
      numbers: [1, 2, 3],
    }).catch((error: unknown) => error);
    expect(String(failure)).toMatch(/pulls\/2 failed \(HTTP 502\)/);
  });

  test("nothing to ask: no request", async () => {
    const lookup = await lookUpPullRequests({ github: access(), owner, repo, numbers: [] });
    expect(lookup).toMatchObject({ listPages: 0, singleRequests: 0 });
    expect(github.requests()).toHaveLength(0);
  });
});

describe("listQueuedRefs", () => {
  const queued = (pr: number) =>
    `refs/heads/gh-readonly-queue/main/pr-${pr}-${String(pr).repeat(40).slice(0, 40)}`;
  const seedRef = (ref: string) => github.seedRef({ owner, repo, ref, sha: "c".repeat(40) });

  test("one request answers every merge queue ref, and only those", async () => {
    for (const ref of [queued(3), queued(1), "refs/heads/main", "refs/heads/gh-readonly-queued"])
      seedRef(ref);
    expect(await listQueuedRefs({ github: access(), owner, repo })).toEqual({
      refs: [queued(1), queued(3)],
      pages: 1,
    });
    expect(github.requests().map((r) => r.path)).toEqual([
      `/repos/${owner}/${repo}/git/matching-refs/heads%2Fgh-readonly-queue%2F`,
    ]);
    github.deleteRef(owner, repo, queued(1));
    expect((await listQueuedRefs({ github: access(), owner, repo })).refs).toEqual([queued(3)]);
  });

  test("no access or no answer: it throws, and the sweep removes nothing", async () => {
    const path = `/repos/${owner}/${repo}/git/matching-refs/*`;
    github.addFault({ method: "GET", path, status: 403, times: 1 });
    const denied = await listQueuedRefs({ github: access(), owner, repo }).catch((e) => e);
    expect(denied).toBeInstanceOf(UserError);
    expect(String(denied)).toContain("permissions: contents: read");
    github.addFault({ method: "GET", path, status: 502, times: 1 });
    const down = await listQueuedRefs({ github: access(), owner, repo }).catch((e) => e);
    expect(down).not.toBeInstanceOf(UserError);
    expect(String(down)).toMatch(
      /matching-refs\/heads\/gh-readonly-queue\/ failed \(HTTP 502\).*Nothing was swept/,
    );
  });
});
