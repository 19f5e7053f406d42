import { createHash } from "node:crypto";
import { escapeMarkdown, table } from "../github/markdown.ts";
import type { Change, TableImpact } from "./compare-catalogs.ts";
import { lockStrength, modeName } from "./lock-timeline.ts";
import {
  byRisk,
  certainLockMode,
  documentedLock,
  type MigrationRisk,
  type Risk,
  riskOf,
  saferPattern,
  tableRisk,
} from "./risk.ts";

export interface DatabaseImpact {
  database: string;
  tables: TableImpact[];
  /** The database could not be measured: why. */
  error?: string;
}

export interface MigrationImpactReport {
  risk: MigrationRisk;
  /** With `migrate`: where and how finely its locks were timed. */
  timing?: { database: string; computeSize: string; resolutionMs: number; durationMs: number };
  databases: DatabaseImpact[];
  /** Nothing could be measured: why. */
  error?: string;
}

const RISK_LABEL: Record<Risk, string> = { high: "**⚠️ high**", low: "low", safe: "safe" };
const HEADLINE: Record<MigrationRisk, string> = {
  none: "no risky change",
  low: "low risk",
  high: "⚠️ high risk",
};

export function renderMigrationImpact(report: MigrationImpactReport): string {
  const lines = [
    `### Migration impact: ${report.error ? "not measured" : HEADLINE[report.risk]}`,
    "",
  ];
  if (report.error)
    return `${[...lines, `Could not measure it: ${escapeMarkdown(report.error)}`].join("\n")}\n`;
  const { timing } = report;
  lines.push(
    timing
      ? `What \`migrate\` did to the preview branch's tables (a copy of its parent's data), from its catalog before and after, and its locks, sampled every ${timing.resolutionMs} ms or less while it ran (${formatMs(timing.durationMs)}) on a compute of ${escapeMarkdown(timing.computeSize)}: production's may differ. See docs/migration-impact.md.`
      : "What the job's migrations did to the preview branch's tables (a copy of its parent's data), from its catalog before (main step) and after (post step). Locks are those PostgreSQL's documentation gives for each change; nothing was timed (set `migrate` for that), and whether a scan or an index build blocked writes cannot be told from the catalog. See docs/migration-impact.md.",
    "",
  );
  for (const database of report.databases) {
    const timed = timing?.database === database.database ? timing.resolutionMs : undefined;
    lines.push(`**${escapeMarkdown(database.database)}**`, "");
    if (database.error) lines.push(`Not measured: ${escapeMarkdown(database.error)}`, "");
    else if (database.tables.length === 0) lines.push("No table changed.", "");
    else lines.push(databaseTable(database.tables, timed), "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** The strongest lock seen and how long; one the change takes for certain but no sample caught, said so. */
function lockCell(impact: TableImpact, resolutionMs: number): string {
  const seen = impact.lock ? `${modeName(impact.lock.mode)}, ${formatMs(impact.lock.heldMs)}` : "";
  const certain = impact.changes
    .map(certainLockMode)
    .filter((mode): mode is string => mode !== undefined)
    .sort((a, b) => lockStrength(b) - lockStrength(a))[0];
  if (certain && (!impact.lock || lockStrength(certain) > lockStrength(impact.lock.mode))) {
    const brief = `${modeName(certain)}, under ${resolutionMs} ms (no sample caught it)`;
    return seen ? `${brief}; ${seen}` : brief;
  }
  return seen || "none seen";
}

function databaseTable(tables: TableImpact[], resolutionMs: number | undefined): string {
  const timed = resolutionMs !== undefined;
  const rows = byRisk(tables).map((impact) => {
    const risky = impact.changes.filter((change) => riskOf(change, impact) !== "safe");
    const safer = [...new Set(risky.map(saferPattern).filter((p): p is string => !!p))];
    const lock = timed ? lockCell(impact, resolutionMs) : "";
    return [
      `${escapeMarkdown(impact.schema)}.${escapeMarkdown(impact.name)}`,
      RISK_LABEL[tableRisk(impact)],
      impact.changes.map((change) => describeChange(change, impact)).join("; "),
      ...(timed ? [lock] : []),
      `${formatCount(impact.rows)} rows, ${formatBytes(impact.bytes)}`,
      safer.map(escapeMarkdown).join("; ") || "",
    ];
  });
  const headers = ["Table", "Risk", "What happened"];
  if (timed) headers.push("Strongest lock, held");
  return table([...headers, "Size before", "Safer pattern"], rows);
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function describeChange(change: Change, impact: TableImpact): string {
  const name = escapeMarkdown(change.object ?? "");
  const lock = documentedLock(change);
  const locked = lock ? ` (${escapeMarkdown(lock)})` : "";
  const rewritten = impact.changes.some((c) => c.kind === "rewritten");
  switch (change.kind) {
    case "rewritten":
      return `rewritten${locked}: ${formatCount(change.rows ?? 0)} rows, ${formatBytes(change.bytes ?? 0)} written`;
    case "validation-scan":
      return `${change.detail ?? "constraint"} ${name} validated by a full scan${locked}`;
    case "not-null-scan":
      return `column ${name} SET NOT NULL, validated by a full scan${locked}`;
    case "index-built":
      return `index ${name} built (${formatBytes(change.bytes ?? 0)})${change.blockedWrites === undefined ? ", concurrently: unknown" : change.blockedWrites ? " (SHARE: writes blocked)" : " CONCURRENTLY"}`;
    case "rows-updated":
      return `${formatCount(change.rows ?? 0)} rows updated${locked}`;
    case "rows-deleted":
      return `${formatCount(change.rows ?? 0)} rows deleted${locked}`;
    case "table-dropped":
      return `dropped with ${formatCount(change.rows ?? 0)} rows, ${formatBytes(change.bytes ?? 0)}`;
    case "column-dropped":
      return `column ${name} dropped with the data of ${formatCount(change.rows ?? 0)} rows${change.bytes === undefined ? "" : ` (about ${formatBytes(change.bytes)})`}`;
    case "table-created":
      return "created";
    case "table-renamed":
      return `renamed ${escapeMarkdown(change.detail ?? "")}${locked}: code that uses the old name breaks`;
    case "column-renamed":
      return `column renamed ${escapeMarkdown(change.detail ?? "")}${locked}: code that uses the old name breaks`;
    case "column-added":
      return `column ${name} added${rewritten ? "" : " (metadata only, no rewrite)"}`;
    case "column-type-changed":
      return `column ${name} type ${escapeMarkdown(change.detail ?? "")}${rewritten ? "" : " (metadata only, no rewrite)"}`;
    case "constraint-not-valid":
      return `constraint ${name} added NOT VALID (no scan)`;
    case "constraint-validated":
      return `constraint ${name} validated${locked}: writes go on`;
  }
}

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

export function formatBytes(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

export function migrationImpactDigest(markdown: string): string {
  return createHash("sha256").update(markdown).digest("hex");
}
