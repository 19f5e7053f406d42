import { makeRepository } from "./repos.ts";
import type { PullRequest, PullRequestRef, PullRequestSeed } from "./types.ts";
import { fakeSha, makeUser, stableId } from "./users.ts";

/** What only the full pull request carries: GitHub's list leaves these out. */
const FULL_ONLY = [
  "merged",
  "mergeable",
  "rebaseable",
  "mergeable_state",
  "merged_by",
  "comments",
  "review_comments",
  "maintainer_can_modify",
  "commits",
  "additions",
  "deletions",
  "changed_files",
] as const;

/** A seeded pull request as GitHub's `GET /repos/{owner}/{repo}/pulls/{pull_number}` gives it. */
export function makePullRequest(
  apiUrl: string,
  seed: PullRequestSeed,
  times: { createdAt: string; now: string },
): PullRequest {
  const baseFullName = `${seed.owner}/${seed.repo}`;
  const headFullName = seed.headRepo ?? baseFullName;
  const fork = headFullName.toLowerCase() !== baseFullName.toLowerCase();
  const headRef = seed.headRef ?? `feature-${seed.number}`;
  const headSha = seed.headSha ?? fakeSha(`${headFullName}:${headRef}`);
  const merged = seed.merged ?? false;
  const state = merged ? "closed" : (seed.state ?? "open");
  // From a fork, the fork's owner opened it; otherwise a member of the organization.
  const author = makeUser(apiUrl, fork ? (headFullName.split("/")[0] ?? "octocat") : "octocat");
  const api = `${apiUrl}/repos/${baseFullName}`;
  const html = `https://github.com/${baseFullName}/pull/${seed.number}`;
  const url = `${api}/pulls/${seed.number}`;
  const links = {
    self: url,
    html,
    issue: `${api}/issues/${seed.number}`,
    comments: `${api}/issues/${seed.number}/comments`,
    review_comments: `${url}/comments`,
    review_comment: `${api}/pulls/comments{/number}`,
    commits: `${url}/commits`,
    statuses: `${api}/statuses/${headSha}`,
  };
  return {
    url,
    id: stableId(`pr:${baseFullName}#${seed.number}`),
    node_id: `PR_kwDO${Buffer.from(`${baseFullName}#${seed.number}`).toString("base64url")}`,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: links.issue,
    commits_url: links.commits,
    review_comments_url: links.review_comments,
    review_comment_url: links.review_comment,
    comments_url: links.comments,
    statuses_url: links.statuses,
    number: seed.number,
    state,
    locked: false,
    title: seed.title ?? `Pull request #${seed.number}`,
    user: author,
    body: null,
    labels: [],
    milestone: null,
    active_lock_reason: null,
    created_at: times.createdAt,
    updated_at: times.now,
    closed_at: state === "closed" ? times.now : null,
    merged_at: merged ? times.now : null,
    merge_commit_sha: fakeSha(`merge:${baseFullName}#${seed.number}:${headSha}`),
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: ref(apiUrl, headFullName, headRef, headSha, fork),
    base: ref(apiUrl, baseFullName, seed.baseRef ?? "main", undefined, false),
    _links: Object.fromEntries(
      Object.entries(links).map(([name, href]) => [name, { href }]),
    ) as PullRequest["_links"],
    author_association: fork ? "CONTRIBUTOR" : "MEMBER",
    auto_merge: null,
    draft: false,
    merged,
    mergeable: state === "open" ? true : null,
    rebaseable: state === "open" ? true : null,
    mergeable_state: state === "open" ? "clean" : "unknown",
    merged_by: merged ? makeUser(apiUrl, "octocat") : null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: fork,
    commits: 1,
    additions: 12,
    deletions: 3,
    changed_files: 2,
  };
}

/** A list item is GitHub's "pull-request-simple": no `merged` (use `merged_at`), no counts. */
export function simplePull(pr: PullRequest): Partial<PullRequest> {
  const simple: Partial<PullRequest> = { ...pr };
  for (const field of FULL_ONLY) delete simple[field];
  return simple;
}

function ref(
  apiUrl: string,
  fullName: string,
  name: string,
  sha: string | undefined,
  fork: boolean,
): PullRequestRef {
  const repo = makeRepository(apiUrl, fullName, { fork });
  return {
    label: `${repo.owner.login}:${name}`,
    ref: name,
    sha: sha ?? fakeSha(`${fullName}:${name}`),
    user: repo.owner,
    repo,
  };
}
