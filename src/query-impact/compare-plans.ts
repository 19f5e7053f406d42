import type { PlanNode, PlanOutcome } from "./plan-summary.ts";

export type QueryRisk = "none" | "low" | "high";

/** The rule's thresholds, stated in docs/query-impact.md. */
export const REGRESSION_MIN_ROWS = 10_000;
export const COST_FACTOR = 10;
/** A plan cheaper than this is never a cost regression: a few pages either way. */
export const MIN_COST = 1_000;

export interface CheckedStatement {
  text: string;
  /** Its calls in production, when read from the parent's pg_stat_statements. */
  calls?: number;
}

export interface Breaking {
  statement: CheckedStatement;
  error: string;
  sqlstate?: string;
}

export interface PlanChange {
  statement: CheckedStatement;
  before: PlanNode;
  after: PlanNode;
  beforeCost: number;
  afterCost: number;
}

export interface QueryComparison {
  breaking: Breaking[];
  regressions: PlanChange[];
  improvements: PlanChange[];
  /** Statements that failed before the migration too (not the migration's doing). */
  failingBefore: number;
  unchanged: number;
}

const INDEXED = new Set(["Index Scan", "Index Only Scan", "Bitmap Heap Scan", "Bitmap Index Scan"]);
const SEQUENTIAL = "Seq Scan";

/** Plans before and after the migration, statement by statement (same order), compared. */
export function comparePlans(
  statements: readonly CheckedStatement[],
  before: readonly PlanOutcome[],
  after: readonly PlanOutcome[],
): QueryComparison {
  const result: QueryComparison = {
    breaking: [],
    regressions: [],
    improvements: [],
    failingBefore: 0,
    unchanged: 0,
  };
  statements.forEach((statement, i) => {
    const was = before[i];
    const now = after[i];
    if (!was || !now) return;
    if ("error" in was) {
      if ("error" in now) result.failingBefore++;
      else result.unchanged++;
      return;
    }
    if ("error" in now) {
      result.breaking.push({
        statement,
        error: now.error,
        ...(now.sqlstate ? { sqlstate: now.sqlstate } : {}),
      });
      return;
    }
    const regression = changedScan(was.plan.scans, now.plan.scans);
    const wasCost = was.plan.totalCost;
    const nowCost = now.plan.totalCost;
    const change = (b: PlanNode, a: PlanNode): PlanChange => ({
      statement,
      before: b,
      after: a,
      beforeCost: wasCost,
      afterCost: nowCost,
    });
    if (regression) result.regressions.push(change(regression[0], regression[1]));
    else if (nowCost >= MIN_COST && nowCost >= wasCost * COST_FACTOR) {
      const [b, a] = costliestChange(was.plan.scans, now.plan.scans);
      result.regressions.push(change(b, a));
    } else {
      const improved = changedScan(now.plan.scans, was.plan.scans);
      if (improved) result.improvements.push(change(improved[1], improved[0]));
      else if (wasCost >= MIN_COST && wasCost >= nowCost * COST_FACTOR) {
        const [b, a] = costliestChange(was.plan.scans, now.plan.scans);
        result.improvements.push(change(b, a));
      } else result.unchanged++;
    }
  });
  return result;
}

/**
 * An indexed read of a relation in `from` that is a sequential scan in `to`, on a relation of at
 * least REGRESSION_MIN_ROWS rows: [the node in `from`, the node in `to`].
 */
function changedScan(
  from: readonly PlanNode[],
  to: readonly PlanNode[],
): [PlanNode, PlanNode] | undefined {
  for (const node of to) {
    if (node.node !== SEQUENTIAL || (node.relationRows ?? node.rows) < REGRESSION_MIN_ROWS)
      continue;
    const was = from.find((n) => n.relation === node.relation && INDEXED.has(n.node));
    if (was && !to.some((n) => n.relation === node.relation && INDEXED.has(n.node)))
      return [was, node];
  }
  return undefined;
}

/** The scan whose cost changed most between the plans (matched by relation). */
function costliestChange(from: readonly PlanNode[], to: readonly PlanNode[]): [PlanNode, PlanNode] {
  const fallback: PlanNode = { node: "(plan)", rows: 0, cost: 0 };
  let best: [PlanNode, PlanNode] = [from[0] ?? fallback, to[0] ?? fallback];
  let bestDelta = -1;
  for (const node of to) {
    const was = from.find((n) => n.relation === node.relation) ?? fallback;
    const delta = Math.abs(node.cost - was.cost);
    if (delta > bestDelta) {
      bestDelta = delta;
      best = [was, node];
    }
  }
  return best;
}

/**
 * `high` when a statement production runs breaks; `low` for a regression or one of the PR's new
 * statements reading a large table without an index (`unindexed`); else `none`.
 */
export function queryRisk(
  comparison: Pick<QueryComparison, "breaking" | "regressions">,
  unindexed = 0,
): QueryRisk {
  if (comparison.breaking.length > 0) return "high";
  if (comparison.regressions.length > 0 || unindexed > 0) return "low";
  return "none";
}
