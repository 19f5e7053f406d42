import * as core from "@actions/core";
import { CancelledError } from "../core/errors.ts";
import type { GitHubClient } from "./client.ts";

/** A workflow run as the sweep needs it: over (`completed`, or no such run) or not. */
export type RunState = "completed" | "running" | "missing";

export interface RunLookup {
  states: Map<string, RunState>;
  /** GitHub would not say (no `actions: read`, say): the runs left unanswered are not judged. */
  failure?: string;
}

/**
 * Each run's state, one request each (`GET /repos/{o}/{r}/actions/runs/{run_id}`): `completed`
 * once GitHub says so, `missing` on a 404 (a deleted run), else `running` (queued, waiting, in
 * progress). The first other failure stops the asking: the rest stay unanswered, and nothing
 * is revoked on a guess.
 */
export async function lookUpRuns(options: {
  github: GitHubClient;
  owner: string;
  repo: string;
  runIds: string[];
}): Promise<RunLookup> {
  const { owner, repo } = options;
  const lookup: RunLookup = { states: new Map() };
  const runIds = [...new Set(options.runIds)];
  if (runIds.length === 0) return lookup;
  const octokit = await options.github.octokit();
  for (const runId of runIds) {
    try {
      const { data } = await octokit.rest.actions.getWorkflowRun({
        owner,
        repo,
        run_id: Number(runId),
      });
      lookup.states.set(runId, data.status === "completed" ? "completed" : "running");
    } catch (error) {
      if (options.github.signal?.aborted) throw new CancelledError();
      const status = (error as { status?: unknown } | undefined)?.status;
      if (status === 404) {
        lookup.states.set(runId, "missing");
        continue;
      }
      const message = error instanceof Error ? error.message : String(error);
      lookup.failure = `GitHub GET /repos/${owner}/${repo}/actions/runs/${runId} failed${typeof status === "number" ? ` (HTTP ${status})` : ""}: ${message}${status === 403 ? ". Hint: the github-token must read this repository's workflow runs (permissions: actions: read)" : ""}`;
      break;
    }
  }
  core.info(`Asked GitHub about ${lookup.states.size} workflow run(s)`);
  return lookup;
}
