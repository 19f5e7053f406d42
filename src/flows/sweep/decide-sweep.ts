import type { ListedBranch } from "../../api/branches.ts";
import type { Endpoint } from "../../api/responses.ts";
import type { PullRequestAnswer, SweepReason } from "../../github/pull-answers.ts";
import type { SweptReason } from "../../github/sweep-report.ts";
import { decidePrCleanup } from "../cleanup/decide-pr-cleanup.ts";
import { ownershipOf, type Repository } from "../shared/branch-owner.ts";
import { computeGoesOnlyWithBranch } from "../shared/restricted-actions.ts";

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
  branch: ListedBranch;
  number: number;
  /** No owner mark (shared/branch-owner.ts): made by an older action, or by hand. */
  unmarked?: true;
}

/** Why the sweep never touches a branch named as it names them, whatever GitHub says. */
export type UntouchableWhy =
  | "default branch"
  | "protected branch"
  | `another repository's (${string})`
  | "no owner mark"
  | "has child branches";

export type Untouchable = SweepCandidate & { why: UntouchableWhy };

/**
 * Why the sweep must leave this branch alone, or undefined when it may act on it: never the
 * project's default branch, a protected branch (Neon refuses to delete it), a branch whose mark
 * names another repository (one project may serve several), or a parent of another branch.
 * `markRequired`: a branch without the mark is left alone too.
 */
export function untouchableWhy(
  branch: ListedBranch,
  parents: ReadonlySet<string>,
  repository: Repository,
  markRequired: boolean,
): UntouchableWhy | undefined {
  if (branch.default) return "default branch";
  if (branch.protected) return "protected branch";
  const owner = ownershipOf(branch.annotation, repository);
  if (typeof owner === "object") return `another repository's (${owner.other})`;
  if (owner === "unmarked" && markRequired) return "no owner mark";
  if (parents.has(branch.id)) return "has child branches";
  return undefined;
}

/** The ids of the listed branches that are the parent of another. */
export function parentIds(branches: ListedBranch[]): Set<string> {
  return new Set(branches.map((branch) => branch.parent_id).filter((id) => id !== undefined));
}

export interface CandidateSelection {
  /** Branches named `<prefix><number>` that the sweep may act on. */
  candidates: SweepCandidate[];
  /** Branches with the pattern that the sweep never touches, and why. */
  untouchable: Untouchable[];
  /** Branches without the name pattern (not looked at further). */
  otherCount: number;
}

/**
 * Which listed branches the sweep looks at: those named `<prefix><number>` that untouchableWhy
 * lets it act on. A branch without the owner mark is still one (older versions made them), and
 * planSweep takes it for this repository's only when GitHub knows its PR here.
 */
export function selectCandidates(
  branches: ListedBranch[],
  prefix: string,
  repository: Repository,
): CandidateSelection {
  const parents = parentIds(branches);
  const selection: CandidateSelection = { candidates: [], untouchable: [], otherCount: 0 };
  for (const branch of branches) {
    const number = prNumberOf(branch.name, prefix);
    if (number === undefined) {
      selection.otherCount++;
      continue;
    }
    const why = untouchableWhy(branch, parents, repository, false);
    if (why) selection.untouchable.push({ branch, number, why });
    else if (ownershipOf(branch.annotation, repository) === "unmarked")
      selection.candidates.push({ branch, number, unmarked: true });
    else selection.candidates.push({ branch, number });
  }
  return selection;
}

export interface SweepRemoval {
  branch: ListedBranch;
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
  /** Without the owner mark, and no PR of that number here: perhaps another repository's. */
  notOurs: SweepCandidate[];
}

/**
 * What to do with each candidate, given GitHub's answers and the project's computes: an open PR
 * keeps its branch; a closed, merged or missing one loses its read_write compute (and the branch
 * with `deleteBranch`). A candidate without an answer is kept: only GitHub's word removes. A
 * branch without the owner mark whose PR this repository does not have is left alone: older
 * versions made a branch only for a PR of the repository that ran them, so the number points to
 * another repository sharing the project (or to a branch made by hand).
 */
export function planSweep(
  candidates: SweepCandidate[],
  answers: ReadonlyMap<number, PullRequestAnswer>,
  projectEndpoints: Endpoint[],
  deleteBranch: boolean,
): SweepPlan {
  const plan: SweepPlan = { removals: [], kept: [], clean: [], notOurs: [] };
  for (const candidate of candidates) {
    const answer = answers.get(candidate.number);
    if (answer === undefined || answer === "open") {
      plan.kept.push(candidate);
      continue;
    }
    if (answer === "missing" && candidate.unmarked) {
      plan.notOurs.push(candidate);
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
