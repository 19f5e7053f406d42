import { afterAll, beforeAll, expect, test } from "vitest";
import { commentMarker, upsertStickyComment } from "../../../src/github/comment.ts";
import { type GitHubFake, startGitHub } from "../../github/index.ts";

const OWNER = "octo-org";
const REPO = "app";
let github: GitHubFake;
let savedApiUrl: string | undefined;

beforeAll(async () => {
  github = await startGitHub();
  savedApiUrl = process.env.GITHUB_API_URL;
  process.env.GITHUB_API_URL = github.url;
});
afterAll(async () => {
  if (savedApiUrl === undefined) delete process.env.GITHUB_API_URL;
  else process.env.GITHUB_API_URL = savedApiUrl;
  await github?.stop();
});

const upsert = (issueNumber: number, body: string) =>
  upsertStickyComment({
    token: github.token,
    owner: OWNER,
    repo: REPO,
    issueNumber,
    marker: commentMarker(`preview/pr-${issueNumber}`),
    body,
  });

test("runs that all find no comment and all create one converge on the oldest", async () => {
  const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => upsert(301, `run ${i}`)));
  const comments = github.comments(OWNER, REPO, 301);
  expect(comments).toHaveLength(1);
  for (const outcome of outcomes) expect(outcome.url).toBe(comments[0]?.html_url);
  expect(comments[0]?.body).toMatch(/run \d/);
});

test("a human's comment and another PR's comment are never touched", async () => {
  github.seedComment({
    owner: OWNER,
    repo: REPO,
    issue: 302,
    body: `${commentMarker("preview/pr-302")}\nquoted by a human`,
  });
  await Promise.all([upsert(302, "a"), upsert(302, "b"), upsert(303, "c")]);
  const comments = github.comments(OWNER, REPO, 302);
  expect(comments).toHaveLength(2);
  expect(comments[0]?.body).toContain("quoted by a human");
  expect(github.comments(OWNER, REPO, 303)).toHaveLength(1);
});
