import type { ListedBranch } from "../../api/branches.ts";
import type { Endpoint } from "../../api/responses.ts";
import { mergeGroupBranchName, mergeGroupPrOf } from "../../settings/merge-group.ts";
import { decidePrCleanup } from "../cleanup/decide-pr-cleanup.ts";
import type { Repository } from "../shared/branch-owner.ts";
import {
  parentIds,
  type SweepCandidate,
  type SweepRemoval,
  type Untouchable,
  untouchableWhy,
} from "./decide-sweep.ts";

// The sweep's decisions about merge groups' branches, as pure functions over what the platform
// and GitHub listed: a branch named as a merge group's (settings/merge-group.ts) whose queued
// ref no longer exists on GitHub goes whole, compute and branch; one whose ref exists stays.

export interface MergeGroupSelection {
  /** Merge groups' branches the sweep may act on; `number` is the PR the group was queued for. */
  candidates: SweepCandidate[];
  /** Named so, but never touched (untouchableWhy). */
  untouchable: Untouchable[];
}

/**
 * The merge groups' branches this repository's sweep may judge: only those whose owner mark
 * names this repository. A queued ref this repository does not have says nothing of another
 * repository's group, and every version of the action that made merge groups' branches marked
 * them, so an unmarked one is not the sweep's (its expiry, 6 hours by default, is the net).
 */
export function selectMergeGroupBranches(
  branches: ListedBranch[],
  prefix: string,
  repository: Repository,
): MergeGroupSelection {
  const parents = parentIds(branches);
  const selection: MergeGroupSelection = { candidates: [], untouchable: [] };
  for (const branch of branches) {
    const number = mergeGroupPrOf(branch.name, prefix);
    if (number === undefined) continue;
    const why = untouchableWhy(branch, parents, repository, true);
    if (why) selection.untouchable.push({ branch, number, why });
    else selection.candidates.push({ branch, number });
  }
  return selection;
}

/** The branch names of the merge groups whose queued refs GitHub listed. */
export function liveGroupBranchNames(refs: string[], prefix: string): Set<string> {
  const names = new Set<string>();
  for (const ref of refs) {
    const named = mergeGroupBranchName(prefix, ref);
    if ("name" in named) names.add(named.name);
  }
  return names;
}

export interface MergeGroupPlan {
  removals: SweepRemoval[];
  /** Their queued ref still exists: the group is still being tested. */
  kept: SweepCandidate[];
}

/**
 * What to do with each merge group's branch, given the names of the live groups' branches: one
 * whose group is gone loses its read_write compute(s) and itself. `live` undefined (GitHub was
 * not asked) keeps every one.
 */
export function planMergeGroupSweep(
  candidates: SweepCandidate[],
  live: ReadonlySet<string> | undefined,
  projectEndpoints: Endpoint[],
): MergeGroupPlan {
  const plan: MergeGroupPlan = { removals: [], kept: [] };
  for (const candidate of candidates) {
    if (!live || live.has(candidate.branch.name)) {
      plan.kept.push(candidate);
      continue;
    }
    const computes = decidePrCleanup(
      projectEndpoints.filter((endpoint) => endpoint.branch_id === candidate.branch.id),
    );
    plan.removals.push({ ...candidate, reason: "merge-group-gone", computes, deleteBranch: true });
  }
  return plan;
}
