import { gunzipSync, gzipSync } from "node:zlib";
import * as core from "@actions/core";
import { z } from "zod";
import { commentTargetSchema, loadJsonState } from "../../core/state-helper.ts";
import type { CheckedStatement } from "../../query-impact/compare-plans.ts";
import type { PlanOutcome } from "../../query-impact/plan-summary.ts";

/**
 * What the post step needs to plan the statements again: where the PR branch is, the role (its
 * password asked again, never saved), the statements (normalised texts, no literal values) and
 * their plans before the migration, summarised. Never secrets, never data.
 */
export interface QueryImpactTarget {
  projectId: string;
  apiHost: string;
  branchId: string;
  endpointId: string;
  role: string;
  database: string;
  source: string;
  statements: CheckedStatement[];
  before: PlanOutcome[];
  comment?: { owner: string; repo: string; issueNumber: number; marker: string };
}

export const QUERY_IMPACT_KEY = "query-impact";

const nodeSchema = z.object({
  node: z.string(),
  relation: z.string().optional(),
  index: z.string().optional(),
  rows: z.number(),
  cost: z.number(),
  filter: z.string().optional(),
  relationRows: z.number().optional(),
});
const outcomeSchema = z.union([
  z.object({ plan: z.object({ totalCost: z.number(), scans: z.array(nodeSchema) }) }),
  z.object({ error: z.string(), sqlstate: z.string().optional() }),
]);
const targetSchema = z.object({
  projectId: z.string().min(1),
  apiHost: z.string().min(1),
  branchId: z.string().min(1),
  endpointId: z.string().min(1),
  role: z.string().min(1),
  database: z.string().min(1),
  source: z.string(),
  statements: z.array(z.object({ text: z.string(), calls: z.number().optional() })),
  before: z.array(outcomeSchema),
  comment: commentTargetSchema.optional(),
});

/**
 * Its own state variable (each is one environment variable of the post step, which Linux caps
 * at 128 KiB): kept gzipped under this size, the last statements left out until it fits.
 */
export const QUERY_STATE_LIMIT = 100 * 1024;

/** Saves it, dropping statements from the end until it fits; the number kept. */
export function saveQueryImpactTarget(target: QueryImpactTarget): number {
  let kept = target.statements.length;
  while (kept > 0) {
    const text = encode({
      ...target,
      statements: target.statements.slice(0, kept),
      before: target.before.slice(0, kept),
    });
    if (text.length <= QUERY_STATE_LIMIT) {
      core.saveState(QUERY_IMPACT_KEY, text);
      return kept;
    }
    kept = Math.floor(kept * 0.8);
  }
  return 0;
}

export const encode = (target: QueryImpactTarget) =>
  gzipSync(JSON.stringify(target)).toString("base64");

export function loadQueryImpactTarget(): QueryImpactTarget | undefined {
  const target = loadJsonState(QUERY_IMPACT_KEY, targetSchema, (text) =>
    gunzipSync(Buffer.from(text, "base64")).toString("utf8"),
  );
  if (!target && core.getState(QUERY_IMPACT_KEY))
    core.info("Query impact: the plans main kept are not ones this step can read; not measured");
  return target as QueryImpactTarget | undefined;
}
