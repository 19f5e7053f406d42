import * as core from "@actions/core";
import { CancelledError, UserError } from "../core/errors.ts";
import type { GitHubClient } from "./client.ts";
import {
  answerOf,
  keepListing,
  type ListProgress,
  PULLS_PER_PAGE,
  type PullRequestAnswer,
} from "./pull-answers.ts";

export interface PullRequestLookup {
  answers: Map<number, PullRequestAnswer>;
  /** Requests to GitHub: pages of the list, and single PRs asked for. */
  listPages: number;
  singleRequests: number;
}

/**
 * GitHub's answer for each PR number: open, closed, merged, or missing (404, or passed over by
 * the list). See pull-answers.ts for how list pages and single requests are chosen between.
 * Any failure other than a 404 for one number throws: the sweep removes nothing on a guess.
 */
export async function lookUpPullRequests(options: {
  github: GitHubClient;
  owner: string;
  repo: string;
  numbers: number[];
}): Promise<PullRequestLookup> {
  const { owner, repo } = options;
  const wanted = [...new Set(options.numbers)].sort((a, b) => b - a);
  const answers = new Map<number, PullRequestAnswer>();
  const lookup: PullRequestLookup = { answers, listPages: 0, singleRequests: 0 };
  if (wanted.length === 0) return lookup;
  const octokit = await options.github.octokit();
  const wantedSet = new Set(wanted);
  const unanswered = () => wanted.filter((number) => !answers.has(number));

  let progress: ListProgress | undefined;
  let exhausted = true;
  const pages = octokit.paginate.iterator(octokit.rest.pulls.list, {
    owner,
    repo,
    state: "all",
    sort: "created",
    direction: "desc",
    per_page: PULLS_PER_PAGE,
  });
  try {
    for await (const page of pages) {
      lookup.listPages++;
      for (const pull of page.data) {
        if (wantedSet.has(pull.number)) answers.set(pull.number, answerOf(pull));
        progress = {
          listed: (progress?.listed ?? 0) + 1,
          newest: progress?.newest ?? pull.number,
          oldest: pull.number,
        };
      }
      if (!progress) break; // no PR at all: the loop ends as the list does
      // Numbers are given in creation order: one the list went past without showing is no PR.
      const { newest, oldest } = progress;
      for (const number of unanswered())
        if (number >= oldest && number <= newest) answers.set(number, "missing");
      const older = unanswered().filter((number) => number < oldest);
      if (!keepListing(progress, older)) {
        exhausted = false;
        break;
      }
    }
  } catch (error) {
    throw gitHubFailure(error, `GET /repos/${owner}/${repo}/pulls`, options.github);
  }
  // The whole list was read: every number below the newest listed PR that it did not show is none.
  if (exhausted && progress)
    for (const number of unanswered())
      if (number <= progress.newest) answers.set(number, "missing");

  // What is left: numbers the list did not reach (cheaper one by one), or newer than it.
  for (const number of unanswered()) {
    lookup.singleRequests++;
    try {
      const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
      answers.set(number, answerOf(data));
    } catch (error) {
      if (statusOf(error) === 404) answers.set(number, "missing");
      else
        throw gitHubFailure(error, `GET /repos/${owner}/${repo}/pulls/${number}`, options.github);
    }
  }
  core.info(
    `Asked GitHub about ${wanted.length} PR number(s): ${lookup.listPages} list page(s), ${lookup.singleRequests} single request(s)`,
  );
  return lookup;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === "number" ? status : undefined;
}

function gitHubFailure(error: unknown, request: string, github: GitHubClient): Error {
  if (github.signal?.aborted) return new CancelledError();
  const status = statusOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const text = `GitHub ${request} failed${status ? ` (HTTP ${status})` : ""}: ${message}. Nothing was swept`;
  if (status === 401) return new UserError(`${text}. Hint: the github-token is invalid or expired`);
  if (status === 403 || status === 404)
    return new UserError(
      `${text}. Hint: the github-token must read this repository's pull requests (permissions: pull-requests: read)`,
    );
  return new Error(text, { cause: error });
}
