import * as core from "@actions/core";
import { deleteBranch, type ListedBranch, listBranches } from "../../../api/branches.ts";
import type { ApiClient } from "../../../api/http.ts";
import { waitForOperations } from "../../../api/operations.ts";
import { messageOf, UserError } from "../../../core/errors.ts";
import type { GitHubClient } from "../../../github/client.ts";
import type { PullRequestAnswer } from "../../../github/pull-answers.ts";
import { lookUpPullRequests } from "../../../github/pulls.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import {
  evictable,
  evictionNote,
  isBranchLimitRefusal,
  limitMessage,
  previewNumbers,
  type SlotHolder,
  slotHolders,
} from "./decide-eviction.ts";

/**
 * What making room read: every branch before the deletions, the ones deleted, and GitHub's
 * answers for the previews' PRs (when asked); the report's fleet line reuses them.
 */
export interface RoomMade {
  branches: ListedBranch[];
  evicted: string[];
  answers: ReadonlyMap<number, PullRequestAnswer> | undefined;
}

type LimitSettings = Pick<
  ProvisionSettings,
  "projectId" | "branchPrefix" | "evict" | "githubToken" | "context" | "branch"
>;

/**
 * Runs `create` (the PR branch's resolution); when the plan's branch limit refuses the branch,
 * names the branches holding the slots (oldest first, with their PRs' states) in one error, or
 * with `evict: closed` deletes this repository's previews of closed or merged PRs first, says
 * which, and tries once more.
 */
export async function withBranchRoom<T>(
  settings: LimitSettings,
  client: ApiClient,
  github: GitHubClient,
  create: () => Promise<T>,
): Promise<{ created: T; note?: string; roomMade?: RoomMade }> {
  try {
    return { created: await create() };
  } catch (error) {
    if (!isBranchLimitRefusal(error)) throw error;
    const wanted = "name" in settings.branch ? settings.branch.name : settings.branch.id;
    const { holders, branches, answers } = await holdersNow(settings, client, github);
    const evicting = settings.evict === "closed" ? evictable(holders) : [];
    if (evicting.length === 0)
      throw new UserError(limitMessage(wanted, error, holders, settings.evict));
    for (const holder of evicting) {
      const deleted = await deleteBranch(client, settings.projectId, holder.branch.id);
      if (deleted?.operations.length)
        await waitForOperations(client, settings.projectId, deleted.operations);
    }
    const note = evictionNote(evicting);
    core.info(note);
    const roomMade = { branches, evicted: evicting.map((h) => h.branch.id), answers };
    try {
      return { created: await create(), note, roomMade };
    } catch (again) {
      if (!isBranchLimitRefusal(again)) throw again;
      const left = await holdersNow(settings, client, github);
      throw new UserError(`${note} ${limitMessage(wanted, again, left.holders, settings.evict)}`);
    }
  }
}

async function holdersNow(
  settings: LimitSettings,
  client: ApiClient,
  github: GitHubClient,
): Promise<{
  holders: SlotHolder[];
  branches: ListedBranch[];
  answers: Map<number, PullRequestAnswer> | undefined;
}> {
  const branches = await listBranches(client, settings.projectId);
  const repository = settings.context.repository;
  let answers: Map<number, PullRequestAnswer> | undefined;
  if (repository && settings.githubToken) {
    try {
      const numbers = previewNumbers(branches, settings.branchPrefix);
      answers = (await lookUpPullRequests({ github, ...repository, numbers })).answers;
    } catch (error) {
      core.warning(`Could not ask GitHub for the previews' PRs: ${messageOf(error)}`);
    }
  }
  return {
    holders: slotHolders(branches, settings.branchPrefix, repository, answers),
    branches,
    answers,
  };
}
