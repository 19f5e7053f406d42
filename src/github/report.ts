import type { Operation } from "../api/responses.ts";
import { type ComputeSize, describeSize, maxConnectionsOf } from "../settings/compute-sizes.ts";
import type { MaskedTables } from "../settings/masking-rules.ts";
import { code, escapeMarkdown, table } from "./markdown.ts";

export type Result = "created" | "moved" | "reused" | "deleted";

export interface Report {
  result: Result;
  projectId: string;
  branchName: string;
  branchId: string | undefined;
  endpointId: string | undefined;
  host: string | undefined;
  hostPooled: string | undefined;
  state: string | undefined;
  size: ComputeSize | undefined;
  timeToReadyMs: number | undefined;
  operations: Operation[];
  notes: string[];
  /** The branch's expiration: a time, null for none, undefined when not to be shown. */
  expiresAt?: string | null;
  /** `reset` restored the branch from this branch (its parent) before it was handed out. */
  resetFrom?: string;
  /** The branch holds its parent's schema without rows (`init_source: schema-only`). */
  schemaOnly?: boolean;
  /** An anonymized branch, masked with these rules when the run handed it out. */
  masked?: MaskedTables & { remaskedBecause?: string };
  /** The branch's services (Neon Auth, the Data API): label and public URL. */
  services?: { label: string; url: string }[];
  /** The preview's figures and estimated cost, in a line (src/cost/preview-cost.ts). */
  cost?: string;
  /** The project's branches against the plan's limit, closed PRs' previews, this one's expiry. */
  fleet?: string;
}

const HEADLINES: Record<Result, string> = {
  created: "Preview compute created",
  moved: "Preview compute moved onto this branch",
  reused: "Preview compute reused",
  deleted: "Preview compute removed",
};

export function renderReport(report: Report): string {
  const rows: string[][] = [
    ["Result", report.result],
    [
      "Branch",
      `${escapeMarkdown(report.branchName)}${report.branchId ? ` (${code(report.branchId)})` : ""}`,
    ],
  ];
  if (report.result === "deleted") {
    rows.push([
      "Compute",
      report.endpointId ? `${code(report.endpointId)} deleted` : "none was left",
    ]);
    if (report.cost) rows.push(["Final cost (estimate)", escapeMarkdown(report.cost)]);
  } else {
    if (report.host) rows.push(["Host", code(report.host)]);
    if (report.hostPooled) rows.push(["Pooled host", code(report.hostPooled)]);
    if (report.endpointId) rows.push(["Compute", code(report.endpointId)]);
    if (report.size) {
      const maxConnections = maxConnectionsOf(report.size);
      rows.push(["Size", describeSize(report.size)]);
      rows.push([
        "max_connections",
        maxConnections === undefined ? "not published" : String(maxConnections),
      ]);
    }
    if (report.resetFrom)
      rows.push(["Data", `reset to the latest state of its parent (${code(report.resetFrom)})`]);
    else if (report.schemaOnly) rows.push(["Data", "the parent's schema, without its rows"]);
    if (report.masked) rows.push(["Masked data", describeMasked(report.masked)]);
    if (report.expiresAt !== undefined)
      rows.push(["Branch expires", report.expiresAt === null ? "never" : code(report.expiresAt)]);
    for (const service of report.services ?? []) rows.push([service.label, code(service.url)]);
    if (report.cost) rows.push(["Cost (estimate)", escapeMarkdown(report.cost)]);
    // The previews' PR numbers (`#12`) are left to link: GitHub makes them the PRs' links.
    if (report.fleet)
      rows.push(["Fleet", escapeMarkdown(report.fleet).replace(/&#35;&#8203;(\d+)/g, "#$1")]);
    if (report.state) rows.push(["State", escapeMarkdown(report.state)]);
    if (report.timeToReadyMs !== undefined)
      rows.push(["Time to ready", formatDuration(report.timeToReadyMs)]);
  }
  const parts = [`### ${HEADLINES[report.result]}`, "", table(["", ""], rows)];
  if (report.operations.length > 0) {
    parts.push("", table(["Operation", "Status", "Duration"], report.operations.map(operationRow)));
  }
  for (const note of report.notes) parts.push("", `> ${escapeMarkdown(note)}`);
  return `${parts.join("\n")}\n`;
}

const MAX_TABLES_SHOWN = 10;

/** `3 columns of 2 tables: \`db.public.users\` (2), \`db.public.orders\` (1)`, and whether masked again now. */
export function describeMasked(masked: NonNullable<Report["masked"]>): string {
  const { columns, tables } = masked;
  const shown = tables
    .slice(0, MAX_TABLES_SHOWN)
    .map((each) => `${code(each.table)} (${each.columns})`);
  if (tables.length > MAX_TABLES_SHOWN) shown.push(`${tables.length - MAX_TABLES_SHOWN} more`);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const text = `${plural(columns, "column")} of ${plural(tables.length, "table")}: ${shown.join(", ")}`;
  return masked.remaskedBecause
    ? `${text}; masked again on this run (${escapeMarkdown(masked.remaskedBecause)})`
    : text;
}

function operationRow(operation: Operation): string[] {
  const duration = Date.parse(operation.updated_at) - Date.parse(operation.created_at);
  return [
    `${code(operation.action)} ${code(operation.id.slice(0, 8))}`,
    escapeMarkdown(operation.status),
    Number.isFinite(duration) ? formatDuration(duration) : "",
  ];
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
