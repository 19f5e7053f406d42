import * as core from "@actions/core";
import { type ListedBranch, listBranches } from "../../../api/branches.ts";
import type { ApiClient } from "../../../api/http.ts";
import { projectBranchesLimit } from "../../../api/projects.ts";
import type { Branch } from "../../../api/responses.ts";
import * as clock from "../../../core/clock.ts";
import { messageOf } from "../../../core/errors.ts";
import type { GitHubClient } from "../../../github/client.ts";
import type { PullRequestAnswer } from "../../../github/pull-answers.ts";
import { lookUpPullRequests } from "../../../github/pulls.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import {
  branchesAfterRun,
  describeFleet,
  type FleetFacts,
  type FleetLine,
  otherPreviewNumbers,
} from "./fleet.ts";

/**
 * Every branch as the run listed them before its changes (to find its branch, or to make room),
 * the ones it deleted since, and GitHub's answers when making room asked them.
 */
export interface KnownBranches {
  branches: ListedBranch[];
  removed: string[];
  answers?: ReadonlyMap<number, PullRequestAnswer> | undefined;
}

type FleetSettings = Pick<
  ProvisionSettings,
  "projectId" | "branchPrefix" | "githubToken" | "context"
>;

/**
 * The fleet line's facts: the project's branches and the plan's limit (two requests, side by
 * side), then GitHub's answer for the other previews' PRs (only when there are some). Branches
 * the run listed already (`known`: to find its branch, or to make room with `evict: closed`)
 * are not asked again, nor are GitHub's answers making room had. Never throws: what could not
 * be read is a warning and a word in the line.
 */
export async function lookUpFleet(
  settings: FleetSettings,
  client: ApiClient,
  github: GitHubClient,
  thisBranch: Branch,
  known?: KnownBranches,
): Promise<FleetLine> {
  const repository = settings.context.repository;
  const [branches, limit] = await Promise.all([
    known
      ? branchesAfterRun(known.branches, known.removed, thisBranch, repository)
      : orUnread("the project's branches", () => listBranches(client, settings.projectId)),
    orUnread("the plan's branch limit", () => projectBranchesLimit(client, settings.projectId)),
  ]);
  const facts: FleetFacts = {
    branches,
    limit,
    answers: "none-needed",
    prefix: settings.branchPrefix,
    repository,
  };
  if (!Array.isArray(branches)) return describeFleet(facts, thisBranch, clock.now());
  const numbers = otherPreviewNumbers(branches, settings.branchPrefix, repository, thisBranch.id);
  if (numbers.length > 0 && repository && known?.answers) facts.answers = known.answers;
  else if (numbers.length > 0 && repository) {
    // Only a PR's run asks GitHub: a push's or a schedule's makes no request to it.
    facts.answers = !settings.context.pullRequest
      ? { notAsked: "not a pull request's run" }
      : !settings.githubToken
        ? { notAsked: "no github-token" }
        : await orUnread("the previews' PRs of GitHub", async () => {
            const lookup = await lookUpPullRequests({ github, ...repository, numbers });
            return lookup.answers;
          });
  }
  return describeFleet(facts, thisBranch, clock.now());
}

async function orUnread<T>(what: string, read: () => Promise<T>): Promise<T | { unread: string }> {
  try {
    return await read();
  } catch (error) {
    const reason = messageOf(error);
    core.warning(`Fleet: could not read ${what}: ${reason}`);
    return { unread: reason };
  }
}
