import { escapeMarkdown, table } from "../github/markdown.ts";
import {
  type CheckedStatement,
  COST_FACTOR,
  type PlanChange,
  type QueryComparison,
  type QueryRisk,
  queryRisk,
  REGRESSION_MIN_ROWS,
} from "./compare-plans.ts";
import type { UnindexedStatement } from "./new-statements.ts";
import type { PlanNode } from "./plan-summary.ts";

/** A statement in the report: on one line, cut to this many characters. */
export const STATEMENT_CHARS = 120;
/** At most this many rows per list; the rest counted. */
export const MAX_ROWS = 20;

export interface QueryImpactReport {
  /** Where the statements came from: "the parent's pg_stat_statements" or the file's path. */
  source: string;
  comparison?: QueryComparison;
  /** The PR's own new statements that read a large table sequentially under a filter. */
  unindexed?: UnindexedStatement[];
  /** Why the PR's own statements were not read (no pg_stat_statements on the preview). */
  newStatementsNote?: string;
  /** Nothing could be compared: why. */
  error?: string;
}

const HEADLINE: Record<QueryRisk, string> = {
  none: "nothing breaks or slows down",
  low: "slower plans or missing indexes",
  high: "⚠️ statements break",
};

/** One line of a statement, cut, for a table cell. */
export function shortStatement(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  const cut = line.length > STATEMENT_CHARS ? `${line.slice(0, STATEMENT_CHARS - 1)}…` : line;
  return escapeMarkdown(cut);
}

const calls = (s: CheckedStatement) => (s.calls === undefined ? "" : String(s.calls));

function node(n: PlanNode): string {
  const on = n.relation ? ` on ${n.relation}` : "";
  const via = n.index ? ` using ${n.index}` : "";
  return escapeMarkdown(
    `${n.node}${on}${via} (rows ${Math.round(n.rows)}, cost ${n.cost.toFixed(0)})`,
  );
}

function changeRows(changes: readonly PlanChange[]): string[][] {
  return changes
    .slice(0, MAX_ROWS)
    .map((c) => [
      shortStatement(c.statement.text),
      calls(c.statement),
      `${node(c.before)} → ${node(c.after)}`,
      `${c.beforeCost.toFixed(0)} → ${c.afterCost.toFixed(0)}`,
    ]);
}

const more = (list: readonly unknown[]) =>
  list.length > MAX_ROWS ? [`…and ${list.length - MAX_ROWS} more.`, ""] : [];

export function renderQueryImpact(report: QueryImpactReport): string {
  const { comparison } = report;
  if (report.error || !comparison)
    return `### Query impact: not measured\n\n${escapeMarkdown(report.error ?? "nothing to compare")}\n`;
  const unindexed = report.unindexed ?? [];
  const risk = queryRisk(comparison, unindexed.length);
  const lines = [
    `### Query impact: ${HEADLINE[risk]}`,
    "",
    `Statements from ${escapeMarkdown(report.source)}, planned on the preview branch before and after the job's migrations (generic plans, never executed). See docs/query-impact.md.`,
    "",
  ];
  const { breaking, regressions, improvements } = comparison;
  if (breaking.length) {
    lines.push("**Breaking** (they fail after the migration):", "");
    lines.push(
      table(
        ["statement", "calls", "error"],
        breaking
          .slice(0, MAX_ROWS)
          .map((b) => [
            shortStatement(b.statement.text),
            calls(b.statement),
            escapeMarkdown(`${b.error}${b.sqlstate ? ` (${b.sqlstate})` : ""}`),
          ]),
      ),
      "",
      ...more(breaking),
    );
  }
  if (regressions.length) {
    lines.push(
      `**Slower plans** (an index read that became a sequential scan of ${REGRESSION_MIN_ROWS.toLocaleString("en-US")} rows or more, or a cost ${COST_FACTOR}× higher):`,
      "",
      table(["statement", "calls", "before → after", "cost"], changeRows(regressions)),
      "",
      ...more(regressions),
    );
  }
  if (unindexed.length) {
    lines.push(
      `**The PR's new statements without an index** (a sequential scan under a filter, of ${REGRESSION_MIN_ROWS.toLocaleString("en-US")} rows or more):`,
      "",
      table(
        ["statement", "table", "filter on", "rows"],
        unindexed
          .slice(0, MAX_ROWS)
          .map((u) => [
            shortStatement(u.statement.text),
            escapeMarkdown(u.relation),
            escapeMarkdown(u.columns.join(", ")),
            Math.round(u.rows).toLocaleString("en-US"),
          ]),
      ),
      "",
      ...more(unindexed),
    );
  }
  if (improvements.length) {
    lines.push(
      "**Faster plans:**",
      "",
      table(["statement", "calls", "before → after", "cost"], changeRows(improvements)),
      "",
      ...more(improvements),
    );
  }
  const checked =
    breaking.length +
    regressions.length +
    improvements.length +
    comparison.unchanged +
    comparison.failingBefore;
  const failing = comparison.failingBefore
    ? `; ${comparison.failingBefore} already failed before the migration`
    : "";
  lines.push(`${checked} statements checked, ${comparison.unchanged} unchanged${failing}.`);
  if (report.newStatementsNote) lines.push("", escapeMarkdown(report.newStatementsNote));
  return `${lines.join("\n")}\n`;
}
