import * as core from "@actions/core";
import { listBranches } from "../../../api/branches.ts";
import type { ApiClient } from "../../../api/http.ts";
import { projectBranchesLimit } from "../../../api/projects.ts";
import type { Branch } from "../../../api/responses.ts";
import * as clock from "../../../core/clock.ts";
import { messageOf } from "../../../core/errors.ts";
import type { GitHubClient } from "../../../github/client.ts";
import { lookUpPullRequests } from "../../../github/pulls.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import { describeFleet, type FleetFacts, type FleetLine, otherPreviewNumbers } from "./fleet.ts";

type FleetSettings = Pick<
  ProvisionSettings,
  "projectId" | "branchPrefix" | "githubToken" | "context"
>;

/**
 * The fleet line's facts: the project's branches and the plan's limit (two requests, side by
 * side), then GitHub's answer for the other previews' PRs (only when there are some). Never
 * throws: what could not be read is a warning and a word in the line.
 */
export async function lookUpFleet(
  settings: FleetSettings,
  client: ApiClient,
  github: GitHubClient,
  thisBranch: Branch,
): Promise<FleetLine> {
  const [branches, limit] = await Promise.all([
    orUnread("the project's branches", () => listBranches(client, settings.projectId)),
    orUnread("the plan's branch limit", () => projectBranchesLimit(client, settings.projectId)),
  ]);
  const repository = settings.context.repository;
  const facts: FleetFacts = {
    branches,
    limit,
    answers: "none-needed",
    prefix: settings.branchPrefix,
    repository,
  };
  if (!Array.isArray(branches)) return describeFleet(facts, thisBranch, clock.now());
  const numbers = otherPreviewNumbers(branches, settings.branchPrefix, repository, thisBranch.id);
  if (numbers.length > 0 && repository) {
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
