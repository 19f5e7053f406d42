import type { ListedBranch } from "../../../api/branches.ts";
import { ApiError } from "../../../core/errors.ts";
import type { PullRequestAnswer } from "../../../github/pull-answers.ts";
import { ownershipOf, type Repository } from "../../shared/branch-owner.ts";

// The plan's branch limit (issue 45.3): when Neon refuses a new branch for it, which branches
// hold the slots, whose PR is closed, and which of them `evict: closed` may delete. Pure.

/** Neon's refusal of a branch past the plan's limit: 422 BRANCHES_LIMIT_EXCEEDED. */
export function isBranchLimitRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status === 422 && error.code === "BRANCHES_LIMIT_EXCEEDED"
  );
}

/** A branch holding a slot: a preview (`<prefix><number>`) with its PR's state, or another branch. */
export interface SlotHolder {
  branch: ListedBranch;
  /** The PR number its name gives, for a preview. */
  number?: number;
  /** What GitHub says of that PR; undefined when it was not asked (no token, no repository). */
  pr?: PullRequestAnswer;
  /** Why `evict: closed` leaves it, when it does. */
  kept?: string;
}

const MAX_NUMBER_DIGITS = 9;

function prNumberIn(name: string, prefix: string): number | undefined {
  if (prefix === "" || !name.startsWith(prefix)) return undefined;
  const suffix = name.slice(prefix.length);
  return /^[1-9]\d*$/.test(suffix) && suffix.length <= MAX_NUMBER_DIGITS
    ? Number(suffix)
    : undefined;
}

/** The PR numbers of the listed previews, for GitHub. */
export function previewNumbers(branches: ListedBranch[], prefix: string): number[] {
  return branches.flatMap((b) => prNumberIn(b.name, prefix) ?? []);
}

/**
 * Every listed branch, oldest first, with its PR's state and why eviction keeps it: only a
 * preview this repository's runs made (its owner mark), not protected nor default nor a parent,
 * whose PR is closed or merged, may go.
 */
export function slotHolders(
  branches: ListedBranch[],
  prefix: string,
  repository: Repository | undefined,
  answers: ReadonlyMap<number, PullRequestAnswer> | undefined,
): SlotHolder[] {
  const parents = new Set(branches.flatMap((b) => b.parent_id ?? []));
  return [...branches]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((branch) => {
      const number = prNumberIn(branch.name, prefix);
      const pr = number === undefined ? undefined : answers?.get(number);
      const holder: SlotHolder = {
        branch,
        ...(number !== undefined ? { number } : {}),
        ...(pr ? { pr } : {}),
      };
      const kept = keptBecause(branch, number, pr, parents, repository);
      return kept ? { ...holder, kept } : holder;
    });
}

function keptBecause(
  branch: ListedBranch,
  number: number | undefined,
  pr: PullRequestAnswer | undefined,
  parents: ReadonlySet<string>,
  repository: Repository | undefined,
): string | undefined {
  if (number === undefined) return "not a preview";
  if (branch.default) return "the default branch";
  if (branch.protected) return "protected";
  if (parents.has(branch.id)) return "has child branches";
  if (!repository) return "no repository to own it";
  const owner = ownershipOf(branch.annotation, repository);
  if (owner === "unmarked") return "not made by this action";
  if (typeof owner === "object") return `${owner.other}'s`;
  if (pr === undefined) return "its PR's state is unknown";
  if (pr === "open") return "its PR is open";
  if (pr === "missing") return "its PR was not found";
  return undefined;
}

/** The previews `evict: closed` deletes, oldest first. */
export const evictable = (holders: SlotHolder[]): SlotHolder[] => holders.filter((h) => !h.kept);

function describeHolder(holder: SlotHolder): string {
  const { branch, number, pr } = holder;
  if (number === undefined) return `${branch.name} (not a preview)`;
  const state =
    pr === undefined
      ? "PR state unknown"
      : pr === "missing"
        ? `PR #${number} not found`
        : `PR #${number} ${pr}`;
  return `${branch.name} (${state}, since ${branch.created_at.slice(0, 10)})`;
}

/** The one error of a refused branch: who holds the slots, oldest first, and what to do. */
export function limitMessage(
  wanted: string,
  refusal: ApiError,
  holders: SlotHolder[],
  evict: "none" | "closed",
): string {
  const closed = evictable(holders).length;
  const advice =
    evict === "closed"
      ? "no preview of a closed or merged PR was left to delete; delete branches, or raise the plan's limit"
      : closed > 0
        ? `${closed} of them belong to closed or merged PRs: set evict: closed to delete those first, or delete branches`
        : "delete branches, or raise the plan's limit";
  return `The plan's branch limit refused ${wanted} (HTTP ${refusal.status} ${refusal.code}: ${refusal.platformMessage ?? refusal.summary}): ${holders.length} branches hold the slots, oldest first: ${holders.map(describeHolder).join(", ")}; ${advice}`;
}

/** What the run says after `evict: closed` deleted previews to make room. */
export function evictionNote(evicted: SlotHolder[]): string {
  return `The plan's branch limit was reached: deleted ${evicted.length === 1 ? "the preview" : `${evicted.length} previews`} of closed or merged PRs to make room, oldest first: ${evicted.map(describeHolder).join(", ")}.`;
}
