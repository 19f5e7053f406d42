import type { Branch, Endpoint } from "../api/responses.ts";
import type { PullRequestAnswer, SweepReason } from "../github/pull-answers.ts";
import type { SweptReason } from "../github/sweep-report.ts";
import { decidePrCleanup } from "./decide.ts";
import { computeGoesOnlyWithBranch } from "./masking-decide.ts";

// The sweep's decisions, as pure functions over what the platform and GitHub listed; sweep.ts
// carries them out (github/pulls.ts asks GitHub).

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
  reason: SweptReason;
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
