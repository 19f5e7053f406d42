import * as core from "@actions/core";

export interface StickyComment {
  token: string;
  owner: string;
  repo: string;
  issueNumber: number;
  /** Hidden marker that identifies our comment for this PR and branch. */
  marker: string;
  body: string;
}

export type CommentOutcome = { url: string; action: "created" | "updated" | "unchanged" };

export function commentMarker(branchName: string): string {
  return `<!-- preview-compute branch=${encodeURIComponent(branchName)} -->`;
}

interface ListedComment {
  id: number;
  body?: string;
  html_url: string;
  user: { login: string; type?: string } | null;
}

/**
 * Creates or updates the one comment carrying the marker, written by the token's own
 * identity; leaves it alone when the body is unchanged.
 */
export async function upsertStickyComment(comment: StickyComment): Promise<CommentOutcome> {
  // Loaded here so that runs without a comment never pay for Octokit.
  const { getOctokit } = await import("@actions/github");
  const octokit = getOctokit(comment.token);
  const viewer = await viewerLogin(octokit);
  const body = `${comment.marker}\n${comment.body}`;
  const params = { owner: comment.owner, repo: comment.repo, issue_number: comment.issueNumber };
  const comments: ListedComment[] = await octokit.paginate(octokit.rest.issues.listComments, {
    ...params,
    per_page: 100,
  });
  const ours = comments.find(
    (c) =>
      c.body?.includes(comment.marker) &&
      (viewer ? c.user?.login === viewer : c.user?.type === "Bot"),
  );
  if (ours?.body === body) return { url: ours.html_url, action: "unchanged" };
  if (ours) {
    const { data } = await octokit.rest.issues.updateComment({
      ...params,
      comment_id: ours.id,
      body,
    });
    return { url: data.html_url, action: "updated" };
  }
  const { data } = await octokit.rest.issues.createComment({ ...params, body });
  return { url: data.html_url, action: "created" };
}

async function viewerLogin(octokit: {
  graphql: <T>(query: string) => Promise<T>;
}): Promise<string | undefined> {
  try {
    const answer = await octokit.graphql<{ viewer: { login: string } }>(
      "query { viewer { login } }",
    );
    return answer.viewer.login;
  } catch (error) {
    core.debug(`viewer login unavailable, matching bot comments instead: ${String(error)}`);
    return undefined;
  }
}

export function commentFailureHint(status: number | undefined): string {
  if (status === 403 || status === 404)
    return "give the job `permissions: pull-requests: write`; on pull requests from forks the token is read-only, so set `comment: false` there";
  if (status === 401) return "the github-token is invalid or expired";
  return "GitHub's API failed; the compute is fine, only the comment is missing";
}
