import * as core from "@actions/core";
import { CancelledError, UserError } from "../core/errors.ts";
import type { GitHubClient } from "./client.ts";

/** Every merge queue ref lives under this: `refs/heads/gh-readonly-queue/<base>/pr-<n>-<sha>`. */
const QUEUE_REFS = "heads/gh-readonly-queue/";

export interface QueuedRefsLookup {
  /** Full refs, `refs/heads/gh-readonly-queue/…`. */
  refs: string[];
  /** Requests to GitHub (pages, when GitHub pages the answer). */
  pages: number;
}

/**
 * The repository's merge queue refs that exist now, in one request: `GET
 * /repos/{o}/{r}/git/matching-refs/heads/gh-readonly-queue/` answers every ref under the prefix
 * (GitHub takes no `per_page` there); a `Link` header, should GitHub ever page it, is followed.
 * Any failure throws: the sweep removes nothing on a guess.
 */
export async function listQueuedRefs(options: {
  github: GitHubClient;
  owner: string;
  repo: string;
}): Promise<QueuedRefsLookup> {
  const { owner, repo } = options;
  const octokit = await options.github.octokit();
  const lookup: QueuedRefsLookup = { refs: [], pages: 0 };
  try {
    const pages = octokit.paginate.iterator(octokit.rest.git.listMatchingRefs, {
      owner,
      repo,
      ref: QUEUE_REFS,
    });
    for await (const page of pages) {
      lookup.pages++;
      lookup.refs.push(...page.data.map((ref) => ref.ref));
    }
  } catch (error) {
    throw gitHubFailure(
      error,
      `GET /repos/${owner}/${repo}/git/matching-refs/${QUEUE_REFS}`,
      options.github,
    );
  }
  core.info(`Asked GitHub for its merge queue refs: ${lookup.refs.length} exist now`);
  return lookup;
}

function gitHubFailure(error: unknown, request: string, github: GitHubClient): Error {
  if (github.signal?.aborted) return new CancelledError();
  const raw = (error as { status?: unknown } | undefined)?.status;
  const status = typeof raw === "number" ? raw : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const text = `GitHub ${request} failed${status ? ` (HTTP ${status})` : ""}: ${message}. Nothing was swept`;
  if (status === 401) return new UserError(`${text}. Hint: the github-token is invalid or expired`);
  if (status === 403 || status === 404)
    return new UserError(
      `${text}. Hint: the github-token must read this repository's contents (permissions: contents: read) to see its merge queue refs`,
    );
  return new Error(text, { cause: error });
}
