// What GitHub says about a PR, and how to ask it for many numbers cheaply: pure functions that
// pulls.ts carries out.

/** What GitHub says about a PR number. */
export type PullRequestAnswer = "open" | "closed" | "merged" | "missing";
/** Why a branch is swept: its PR was closed without merge, merged, or never existed/was deleted. */
export type SweepReason = Exclude<PullRequestAnswer, "open">;

// Asking GitHub: `GET /repos/{o}/{r}/pulls/{n}` costs one request per number; the list
// `GET /repos/{o}/{r}/pulls?state=all&sort=created&direction=desc&per_page=100` costs one per
// 100 PRs of the whole repository, newest first. Which is cheaper depends on counts: a sweep
// usually finds many branches of recent PRs (one list page answers up to 100 of them), but a few
// stale branches of old PRs in a busy repository would need the list paged back through
// thousands of PRs. So: read list pages while the estimated pages still needed to reach the
// oldest unanswered number are fewer than the numbers left; then ask for the rest one by one.
// The first page is always read: it also proves the token can read the repository's pull
// requests, so that a later 404 for one number means "no such PR", not "no access".

export const PULLS_PER_PAGE = 100;

export interface ListProgress {
  /** PRs listed so far. */
  listed: number;
  /** Number of the first (newest) PR listed. */
  newest: number;
  /** Number of the last (oldest so far) PR listed. */
  oldest: number;
}

/** Whether to read another list page rather than ask for `unanswered` numbers one by one. */
export function keepListing(progress: ListProgress, unanswered: number[]): boolean {
  if (unanswered.length === 0) return false;
  const lowest = Math.min(...unanswered);
  // PRs per number so far (issues share the numbering), to estimate how many PRs lie between.
  const span = Math.max(1, progress.newest - progress.oldest + 1);
  const density = Math.min(1, progress.listed / span);
  const pagesLeft = Math.ceil(((progress.oldest - lowest) * density) / PULLS_PER_PAGE);
  return pagesLeft < unanswered.length;
}

/** A PR as GitHub lists or gets it, reduced to what the sweep needs. */
export function answerOf(pull: {
  state: string;
  merged_at?: string | null;
  merged?: boolean;
}): PullRequestAnswer {
  // Only GitHub's "closed" removes; anything else keeps the branch, as an open PR does.
  if (pull.state !== "closed") return "open";
  return pull.merged_at || pull.merged ? "merged" : "closed";
}
