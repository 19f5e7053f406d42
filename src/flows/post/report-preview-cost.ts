import * as core from "@actions/core";
import { getBranch } from "../../api/branches.ts";
import { createClient } from "../../api/create-client.ts";
import * as clock from "../../core/clock.ts";
import { messageOf } from "../../core/errors.ts";
import type { OwnedCompute, SchemaDiffTarget } from "../../core/state-helper.ts";
import { NEON_LAUNCH_RATES } from "../../cost/cost-rates.ts";
import {
  describePreviewCost,
  estimatePreviewCost,
  type PreviewCost,
} from "../../cost/preview-cost.ts";
import { escapeMarkdown } from "../../github/markdown.ts";
import type { PostSettings } from "../../settings/post-settings.ts";
import { writeSummary } from "../shared/publish-report.ts";

/** At most this long to read the branch. */
export const PREVIEW_COST_SECONDS = 10;

/** The preview the post step prices. */
export interface PreviewCostTarget {
  projectId: string;
  branchId: string;
}

/** On a PR's run, the branch main handed out: the schema diff's, else the compute main made or claimed. */
export function previewCostTarget(
  schemaDiff: SchemaDiffTarget | undefined,
  owned: OwnedCompute | undefined,
  pullRequest: boolean,
): PreviewCostTarget | undefined {
  if (!pullRequest) return undefined;
  const from = schemaDiff ?? owned;
  return from ? { projectId: from.projectId, branchId: from.branchId } : undefined;
}

type PreviewCostOptions = Pick<PostSettings, "apiHost" | "apiKey" | "costRates"> & {
  signal?: AbortSignal;
};

/**
 * The preview's figures after the job (its compute released: deleted, suspended or kept), from
 * one GET of its branch: the `preview-cost` output and the job summary. Not the sticky comment:
 * the figures differ on every run (the age, at least), so a section of them would rewrite the
 * comment on every post step, which now leaves it alone when the diff is unchanged; main's
 * report row gives each run's figures there, PR close the final ones. Never throws: a failure is
 * a warning, as the figures are only a report.
 */
export async function postPreviewCost(
  target: PreviewCostTarget,
  options: PreviewCostOptions,
): Promise<PreviewCost | undefined> {
  try {
    const signals = [AbortSignal.timeout(PREVIEW_COST_SECONDS * 1000)];
    if (options.signal) signals.push(options.signal);
    const client = createClient({
      apiHost: options.apiHost,
      apiKey: options.apiKey,
      timeoutSeconds: PREVIEW_COST_SECONDS,
      signal: AbortSignal.any(signals),
    });
    const branch = await getBranch(client, target.projectId, target.branchId);
    if (!branch) {
      core.info(`No cost reported: branch ${target.branchId} is gone`);
      return undefined;
    }
    const cost = estimatePreviewCost(branch, options.costRates ?? NEON_LAUNCH_RATES, clock.now());
    const line = describePreviewCost(cost);
    core.info(`Preview cost at the job's end: ${line}`);
    core.setOutput("preview-cost", JSON.stringify(cost));
    await writeSummary(renderPreviewCost(line));
    return cost;
  } catch (error) {
    core.warning(`Preview cost not reported: ${messageOf(error)}`);
    return undefined;
  }
}

export function renderPreviewCost(line: string): string {
  return [
    "### Preview cost at the job's end (estimate)",
    "",
    escapeMarkdown(line),
    "",
    "_The branch's figures once the post step released its compute; the main step's report gives them as of its run, PR close the final ones._",
    "",
  ].join("\n");
}
