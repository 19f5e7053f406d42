import { afterAll, beforeAll, expect, test } from "vitest";
import { createGitHubClient } from "../../src/github/client.ts";
import { commentMarker, upsertStickyComment } from "../../src/github/comment.ts";
import { workflowDispatchEvent } from "../support/runner/index.ts";
import { waitUntil } from "../support/wait.ts";
import { OWNER, pr, REPO, startWorld, type World } from "../support/world.ts";
import { checkGitHubLog } from "./github-log.ts";

// What the bundled action asks of GitHub must be what GitHub's REST description defines, and
// what the loopback GitHub answers must be what the description promises: every request of the
// comment and sweep flows is matched to an operation, its parameters and body to their schemas,
// and the answer to the schema of its status. GraphQL is checked against GitHub's GraphQL schema.

const PR = 811;
const HUMAN_COMMENTS = 120; // more than a page of 100: the comment search follows `Link`
const SWEPT_PRS = 250;

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

test("every request to GitHub, in every flow, is one GitHub's description defines, and so is every answer", async () => {
  for (let i = 0; i < HUMAN_COMMENTS; i++)
    world.github.seedComment({ owner: OWNER, repo: REPO, issue: PR, body: `review note ${i}` });
  world.github.clearRequests();

  // The sticky comment: created on open, updated on a re-run and on close.
  const keep = { keep: "true" };
  const opened = await world.job({ event: pr("opened", PR), inputs: keep });
  expect(opened.main.outputs.result).toBe("created");
  const rerun = await world.job({ event: pr("synchronize", PR), inputs: keep });
  expect(rerun.main.outputs.result).toBe("reused");
  expect((await world.job({ event: pr("closed", PR) })).main.outputs.result).toBe("deleted");
  await racingComments();
  await sweepDryRun();

  const { operations, problems, faulted } = checkGitHubLog(world.github.requests());
  expect(faulted).toEqual([]);
  expect(problems).toEqual([]);
  // The flows above reach every kind of request the action makes, and both pages of the lists.
  expect([...operations].sort()).toEqual([
    "git/list-matching-refs 200",
    "graphql viewer",
    "issues/create-comment 201",
    "issues/delete-comment 204",
    "issues/get-comment 200",
    "issues/list-comments 200",
    "issues/update-comment 200",
    "pulls/get 200",
    "pulls/get 404",
    "pulls/list 200",
  ]);
  const paths = world.github.requests().map((r) => r.path);
  expect(paths).toContain(`/repos/${OWNER}/${REPO}/issues/${PR}/comments?per_page=100&page=2`);
  expect(paths).toContain(
    `/repos/${OWNER}/${REPO}/pulls?state=all&sort=created&direction=desc&per_page=100&page=2`,
  );
});

/**
 * Runs that all find no comment and all create one: all but the oldest delete their own. The
 * runs race for real, so a round in which one run finished before the others listed deletes
 * nothing; another PR then gets another round.
 */
async function racingComments(): Promise<void> {
  const saved = process.env.GITHUB_API_URL;
  process.env.GITHUB_API_URL = world.github.url;
  const deleted = () => world.github.requests().some((r) => r.method === "DELETE");
  try {
    for (let issue = PR + 1; issue <= PR + 5 && !deleted(); issue++) {
      const upsert = (i: number) =>
        upsertStickyComment({
          github: createGitHubClient({ token: world.github.token }),
          owner: OWNER,
          repo: REPO,
          issueNumber: issue,
          marker: commentMarker(`preview/pr-${issue}`),
          body: `run ${i}`,
        });
      await Promise.all([0, 1, 2, 3, 4, 5].map(upsert));
      expect(world.github.comments(OWNER, REPO, issue)).toHaveLength(1);
    }
  } finally {
    if (saved === undefined) delete process.env.GITHUB_API_URL;
    else process.env.GITHUB_API_URL = saved;
  }
}

/**
 * PRs 1…250, newest first in pages of 100: the sweep reads two pages for #240, #140 and #130,
 * then asks for #5 alone (cheaper than a third page), and for #999 and #811 (its branch is left
 * from the comment flow), newer than any PR: 404. A merge group's branch: one request for the
 * merge queue's refs.
 */
async function sweepDryRun(): Promise<void> {
  for (let number = 1; number <= SWEPT_PRS; number++)
    world.github.seedPullRequest({
      owner: OWNER,
      repo: REPO,
      number,
      state: number % 3 === 0 ? "open" : "closed",
      merged: number % 3 === 1,
    });
  for (const number of [240, 140, 130, 5, 999]) await createBranch(`preview/pr-${number}`);
  // A merge group's branch: the sweep asks for the merge queue's refs too.
  const queued = `gh-readonly-queue/main/pr-5-${"e".repeat(40)}`;
  world.github.seedRef({
    owner: OWNER,
    repo: REPO,
    ref: `refs/heads/${queued}`,
    sha: "f".repeat(40),
  });
  await createBranch(`preview/pr-queue/${queued.slice("gh-readonly-queue/".length)}`);
  const sweep = await world.step("main", {
    event: workflowDispatchEvent({ repo: `${OWNER}/${REPO}` }),
    inputs: { mode: "sweep", "dry-run": "true" },
  });
  expect(sweep.failed, sweep.log.join("\n")).toBe(false);
  expect(sweep.stdout).toContain("2 list page(s), 3 single request(s)");
}

/** A branch as the action makes it: marked with this repository (Neon's `github-commit-repo`). */
async function createBranch(name: string): Promise<void> {
  const path = `/projects/${world.emulator.projectId}/branches`;
  const body = {
    branch: { name },
    annotation_value: { "github-commit-repo": `${OWNER}/${REPO}` },
  };
  await waitUntil(`setup: ${name} created once the project is free`, async () => {
    const answer = await world.api("POST", path, body);
    // The project is locked while the previous branch's operation runs.
    if (answer.status !== 201 && answer.status !== 423)
      throw new Error(`setup: ${name}: HTTP ${answer.status}`);
    return answer.status === 201;
  });
}
