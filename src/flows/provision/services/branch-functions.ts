import * as core from "@actions/core";
import type { ApiClient } from "../../../api/http.ts";
import { getBranchFunction, listBranchFunctions } from "../../../api/preview-services.ts";
import { sleep } from "../../../api/timing.ts";
import { firstLine, UserError } from "../../../core/errors.ts";

// The functions neon.ts declares, on the PR branch: the run waits until every deployment it made
// has built (`completed`; a failed build fails the run with the build's error), then hands out
// each function's URL (output `function-urls`, rows of the summary and the comment).

const FIRST_LOOK_MS = 100;
const MAX_LOOK_MS = 2000;

export async function waitForBuilds(
  client: ApiClient,
  projectId: string,
  branchId: string,
  slugs: string[],
  signal?: AbortSignal,
): Promise<void> {
  for (const slug of slugs) {
    let wait = FIRST_LOOK_MS;
    for (;;) {
      const fn = await getBranchFunction(client, projectId, branchId, slug);
      const deployment = fn.current_deployment;
      if (deployment?.status === "completed") break;
      if (deployment?.status === "failed")
        throw new UserError(
          `neon.ts: function ${slug}'s deployment ${deployment.id} failed to build: ${firstLine(deployment.error ?? "no error given", 400)}`,
        );
      if (client.options.deadline.remaining() < wait)
        throw new UserError(
          `neon.ts: function ${slug}'s deployment did not finish building within the timeout (last status ${deployment?.status ?? "none"})`,
        );
      await sleep(wait, signal);
      wait = Math.min(wait * 2, MAX_LOOK_MS);
    }
    core.info(`Function ${slug} deployed`);
  }
}

/** The branch's functions, slug → invocation URL, for `function-urls` and the report. */
export async function functionUrls(
  client: ApiClient,
  projectId: string,
  branchId: string,
): Promise<Record<string, string>> {
  const answer = await listBranchFunctions(client, projectId, branchId);
  if (!answer.offered) return {};
  return Object.fromEntries(
    answer.value
      .filter((fn) => fn.invocation_url !== "")
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((fn) => [fn.slug, fn.invocation_url]),
  );
}

export function functionRows(urls: Record<string, string>): { label: string; url: string }[] {
  return Object.entries(urls).map(([slug, url]) => ({ label: `Function ${slug}`, url }));
}
