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
import type { RoomMade } from "../branch/branch-limit.ts";
import {
  branchesAfterRoomMade,
  describeFleet,
  type FleetFacts,
  type FleetLine,
  otherPreviewNumbers,
} from "./fleet.ts";

type FleetSettings = Pick<
  ProvisionSettings,
  "projectId" | "branchPrefix" | "githubToken" | "context"
>;

/**
 * The fleet line's facts: the project's branches and the plan's limit (two requests, side by
 * side), then GitHub's answer for the other previews' PRs (only when there are some). A run
 * that made room for its branch (`evict: closed`) listed them already: that list, less what it
 * deleted and with the branch it made, and its answers from GitHub are used. Never throws: what
 * could not be read is a warning and a word in the line.
 */
export async function lookUpFleet(
  settings: FleetSettings,
  client: ApiClient,
  github: GitHubClient,
  thisBranch: Branch,
  roomMade?: RoomMade,
): Promise<FleetLine> {
  const repository = settings.context.repository;
  const [branches, limit] = await Promise.all([
    roomMade
      ? branchesAfterRoomMade(roomMade.branches, roomMade.evicted, thisBranch, repository)
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
  if (numbers.length > 0 && repository && roomMade?.answers) facts.answers = roomMade.answers;
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
