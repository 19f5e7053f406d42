import { type CheckedStatement, REGRESSION_MIN_ROWS } from "./compare-plans.ts";
import type { PlanOutcome } from "./plan-summary.ts";

/** A statement the job ran on the preview that reads a large relation sequentially under a filter. */
export interface UnindexedStatement {
  statement: CheckedStatement;
  relation: string;
  /** The filter's columns, as the plan names them. */
  columns: string[];
  rows: number;
}

/** At most this many of the job's own statements are planned in the post step. */
export const MAX_NEW_STATEMENTS = 50;

/** The job's statements that production does not run (their normalised text is not among its). */
export function newStatements(
  ran: readonly CheckedStatement[],
  production: readonly CheckedStatement[],
): CheckedStatement[] {
  const known = new Set(production.map((s) => normalise(s.text)));
  return ran.filter((s) => !known.has(normalise(s.text))).slice(0, MAX_NEW_STATEMENTS);
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Those whose plan reads a relation of at least REGRESSION_MIN_ROWS rows with a sequential scan
 * under a filter: the missing index, before the code ships.
 */
export function unindexedStatements(
  statements: readonly CheckedStatement[],
  outcomes: readonly PlanOutcome[],
): UnindexedStatement[] {
  const found: UnindexedStatement[] = [];
  statements.forEach((statement, i) => {
    const outcome = outcomes[i];
    if (!outcome || !("plan" in outcome)) return;
    const scan = outcome.plan.scans.find(
      (s) => s.node === "Seq Scan" && s.filter && (s.relationRows ?? 0) >= REGRESSION_MIN_ROWS,
    );
    if (!scan?.relation || !scan.filter) return;
    found.push({
      statement,
      relation: scan.relation,
      columns: filterColumns(scan.filter),
      rows: scan.relationRows ?? scan.rows,
    });
  });
  return found;
}

/** The columns a plan's filter names (`(users.name = $1)` → `name`), in order, once each. */
export function filterColumns(filter: string): string[] {
  const columns = new Set<string>();
  for (const match of filter.matchAll(
    /\b[A-Za-z_][\w$]*\.("(?:[^"]|"")+"|[A-Za-z_][\w$]*)(?!\s*\()/g,
  ))
    columns.add((match[1] as string).replace(/^"|"$/g, "").replace(/""/g, '"'));
  if (columns.size === 0)
    for (const match of filter.matchAll(/\(([A-Za-z_][\w$]*) (?:=|<>|<|>|<=|>=|~~|IS)/g))
      columns.add(match[1] as string);
  return [...columns];
}
