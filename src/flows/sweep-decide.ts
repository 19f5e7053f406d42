import type { Branch, Endpoint } from "../api/schemas.ts";
import { decidePrCleanup } from "./decide.ts";
import { computeGoesOnlyWithBranch } from "./masking-decide.ts";

// The sweep's decisions, as pure functions over what the platform and GitHub listed; sweep.ts
// and github/pulls.ts carry them out.

/** What GitHub says about a PR number. */
export type PullRequestAnswer = "open" | "closed" | "merged" | "missing";
/** Why a branch is swept: its PR was closed without merge, merged, or never existed/was deleted. */
export type SweepReason = Exclude<PullRequestAnswer, "open">;

/** PR numbers are at most this many digits; a longer run of digits is no PR of ours. */
const MAX_NUMBER_DIGITS = 9;

/**
 * The PR number of a branch named exactly `<prefix><number>`, the way the action names them:
 * digits only after the prefix, in canonical form (`pr-7`, not `pr-07` or `pr-7a`), so a branch
 * the action did not name is never taken for one it did.
 */
export function prNumberOf(name: string, prefix: string): number | undefined {
  if (prefix === "" || !name.startsWith(prefix)) return undefined;
  const suffix = name.slice(prefix.length);
  if (!/^[1-9]\d*$/.test(suffix) || suffix.length > MAX_NUMBER_DIGITS) return undefined;
  return Number(suffix);
}

export interface SweepCandidate {
  branch: Branch;
  number: number;
}

export interface CandidateSelection {
  /** Branches named `<prefix><number>` that the sweep may act on. */
  candidates: SweepCandidate[];
  /** Branches with the pattern that the sweep never touches, and why. */
  untouchable: Array<SweepCandidate & { why: "default branch" | "has child branches" }>;
  /** Branches without the name pattern (not looked at further). */
  otherCount: number;
}

/**
 * Which listed branches the sweep looks at: those named `<prefix><number>`, but never the
 * project's default branch nor a branch that is the parent of another.
 */
export function selectCandidates(branches: Branch[], prefix: string): CandidateSelection {
  const parents = new Set(branches.map((branch) => branch.parent_id).filter(Boolean));
  const selection: CandidateSelection = { candidates: [], untouchable: [], otherCount: 0 };
  for (const branch of branches) {
    const number = prNumberOf(branch.name, prefix);
    if (number === undefined) selection.otherCount++;
    else if (branch.default) selection.untouchable.push({ branch, number, why: "default branch" });
    else if (parents.has(branch.id))
      selection.untouchable.push({ branch, number, why: "has child branches" });
    else selection.candidates.push({ branch, number });
  }
  return selection;
}

export interface SweepRemoval {
  branch: Branch;
  number: number;
  reason: SweepReason;
  /** The read_write compute(s) to delete (none when already gone). */
  computes: Endpoint[];
  deleteBranch: boolean;
}

export interface SweepPlan {
  removals: SweepRemoval[];
  /** Open PRs: their branches stay. */
  kept: SweepCandidate[];
  /** Closed or missing PRs whose branch has nothing left to remove (no compute, branch kept). */
  clean: Array<SweepCandidate & { reason: SweepReason }>;
}

/**
 * What to do with each candidate, given GitHub's answers and the project's computes: an open PR
 * keeps its branch; a closed, merged or missing one loses its read_write compute (and the branch
 * with `deleteBranch`). A candidate without an answer is kept: only GitHub's word removes.
 */
export function planSweep(
  candidates: SweepCandidate[],
  answers: ReadonlyMap<number, PullRequestAnswer>,
  projectEndpoints: Endpoint[],
  deleteBranch: boolean,
): SweepPlan {
  const plan: SweepPlan = { removals: [], kept: [], clean: [] };
  for (const candidate of candidates) {
    const answer = answers.get(candidate.number);
    if (answer === undefined || answer === "open") {
      plan.kept.push(candidate);
      continue;
    }
    const computes = decidePrCleanup(
      projectEndpoints.filter((endpoint) => endpoint.branch_id === candidate.branch.id),
    );
    // An anonymized branch keeps its read_write compute: the branch goes with it.
    const branchGoes =
      deleteBranch || (computes.length > 0 && computeGoesOnlyWithBranch(candidate.branch));
    if (computes.length === 0 && !branchGoes) plan.clean.push({ ...candidate, reason: answer });
    else plan.removals.push({ ...candidate, reason: answer, computes, deleteBranch: branchGoes });
  }
  return plan;
}

/** The numbers to ask GitHub about, once each, newest first. */
export function numbersToLookUp(candidates: SweepCandidate[]): number[] {
  return [...new Set(candidates.map((candidate) => candidate.number))].sort((a, b) => b - a);
}

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

/**
 * After a list page: PR numbers are given in creation order, so a number at or above the
 * oldest listed one that the list did not show is no PR (an issue, or deleted).
 */
export function passedNumbers(
  wanted: number[],
  answers: ReadonlyMap<number, PullRequestAnswer>,
  oldestListed: number,
): number[] {
  return wanted.filter((number) => !answers.has(number) && number >= oldestListed);
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
