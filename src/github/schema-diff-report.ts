import { createHash } from "node:crypto";
import type { SchemaChanges } from "../schema-diff/changes.ts";
import { destructiveChanges, summaryText, type Tally, tally } from "../schema-diff/summary.ts";
import { countChangedLines, parseUnifiedDiff } from "../schema-diff/unified-diff.ts";
import { code, escapeMarkdown, table } from "./markdown.ts";

// The post step's schema diff as Markdown: a line per database, the changes that lose data by
// name, then each diff in a collapsible block, cut to the room the comment leaves.

export interface DatabaseDiff {
  database: string;
  /** `added`/`dropped`: the database exists only on the branch / only on the parent. */
  status: "compared" | "added" | "dropped" | "failed";
  /** Unified diff of the parent's dump against the branch's; "" when they match. */
  diff: string;
  changes?: SchemaChanges;
  /** Why a `failed` database could not be compared (one line, no secrets). */
  error?: string;
}

export interface SchemaDiffReport {
  branchName: string;
  branchId: string;
  baseBranchId: string | undefined;
  databases: DatabaseDiff[];
  /** Why no database could be compared at all. */
  error?: string;
  /** The parent's changes the found branch lacks (on-parent-change: report), one line. */
  parentChangeNote?: string;
}

/** GitHub's job summary takes 1 MiB per step; this many UTF-16 units stay below it. */
export const SUMMARY_ROOM = 300_000;

export function schemaDiffDigest(report: SchemaDiffReport): string {
  const shown = {
    base: report.baseBranchId ?? null,
    error: report.error ?? null,
    parentChange: report.parentChangeNote ?? null,
    databases: report.databases.map((d) => [d.database, d.status, d.diff, d.error ?? null]),
  };
  return createHash("sha256").update(JSON.stringify(shown)).digest("hex");
}

/** Where the Markdown goes: what limits it, and where the rest can be read. */
export type Destination = "comment" | "summary";
const LIMIT: Record<Destination, string> = {
  comment:
    "the comment would exceed GitHub's 65,536 characters; the post step's job summary has the rest",
  summary: "the job summary would exceed GitHub's 1 MiB",
};

/** The section's Markdown, at most `room` characters long. */
export function renderSchemaDiff(
  report: SchemaDiffReport,
  room: number,
  destination: Destination = "comment",
): string {
  const limit = LIMIT[destination];
  const head = [
    "### Schema changes",
    "",
    `${escapeMarkdown(report.branchName)} (${code(report.branchId)}) against ${
      report.baseBranchId ? `its parent (${code(report.baseBranchId)})` : "its parent"
    }, as this job's steps left it:`,
  ];
  if (report.error) {
    head.push("", `> ⚠️ The schema diff could not be taken: ${escapeMarkdown(report.error)}`);
    return cutToFit(`${head.join("\n")}\n`, room, limit);
  }
  const omitted: string[] = [];
  const rows = report.databases.map((d) => [escapeMarkdown(d.database), describe(d)]);
  const parts = [head.join("\n"), table(["Database", "Changes"], rows)];
  if (report.parentChangeNote) parts.push(`> ${escapeMarkdown(report.parentChangeNote)}`);
  const destructive = report.databases.flatMap((d) =>
    d.status === "dropped"
      ? [`- ${escapeMarkdown(d.database)}: the whole database is dropped`]
      : destructiveChanges(d.changes ?? { objects: [], unnamed: 0 }).map((change) => {
          const what = `${change.kind} ${escapeMarkdown(change.name)} ${change.change}`;
          const types =
            change.from !== undefined && change.to !== undefined
              ? ` (${escapeMarkdown(change.from)} → ${escapeMarkdown(change.to)})`
              : "";
          return `- ${escapeMarkdown(d.database)}: ${what}${types}`;
        }),
  );
  if (destructive.length > 0)
    parts.push(["**⚠️ Changes that lose data:**", ...destructive].join("\n"));
  let text = `${parts.join("\n\n")}\n`;
  const withDiffs = report.databases.filter((d) => d.diff !== "");
  const reserve = leftOutNote(
    withDiffs.map((d) => d.database),
    limit,
  ).length;
  if (text.length + reserve > room) return cutToFit(text, room, limit);
  for (const database of withDiffs) {
    const block = diffBlock(database, room - reserve - text.length, limit);
    if (block) text += `\n${block}`;
    else omitted.push(database.database);
  }
  if (omitted.length > 0) text += leftOutNote(omitted, limit);
  return text;
}

function describe(database: DatabaseDiff): string {
  if (database.status === "failed")
    return `⚠️ could not be compared: ${escapeMarkdown(database.error ?? "unknown error")}`;
  if (database.status === "dropped") return "**⚠️ database dropped** (only on the parent)";
  const tallies = tally(database.changes ?? { objects: [], unnamed: 0 });
  if (database.status === "added")
    return tallies.length === 0
      ? "database added (only on this branch), empty"
      : `database added (only on this branch): ${tallies.map(tallyText).join(", ")}`;
  return tallies.length === 0 ? summaryText(tallies) : tallies.map(tallyText).join(", ");
}

function tallyText(t: Tally): string {
  const text = `${t.count} ${t.noun} ${t.verb}`;
  return t.destructive ? `**⚠️ ${text}**` : text;
}

const MIN_LINES_SHOWN = 5;

/** A database's diff, collapsed; cut to `room` characters, or undefined when too little fits. */
function diffBlock(database: DatabaseDiff, room: number, limit: string): string | undefined {
  const lines = displayLines(database.diff);
  const { added, removed } = countChangedLines(parseUnifiedDiff(database.diff));
  const fence = "`".repeat(Math.max(3, longestBacktickRun(database.diff) + 1));
  const open = `<details><summary>${escapeMarkdown(database.database)}: +${added} −${removed} lines</summary>\n\n${fence}diff\n`;
  const close = `${fence}\n\n</details>\n`;
  const full = `${open}${lines.join("\n")}\n${close}`;
  if (full.length <= room) return full;
  const note = (left: number) => `\n_${left} more lines of this diff are not shown: ${limit}._\n`;
  const budget = room - open.length - close.length - note(lines.length).length;
  let used = 0;
  let shown = 0;
  while (shown < lines.length && used + (lines[shown]?.length ?? 0) + 1 <= budget) {
    used += (lines[shown]?.length ?? 0) + 1;
    shown++;
  }
  if (shown < MIN_LINES_SHOWN) return undefined;
  return `${open}${lines.slice(0, shown).join("\n")}\n${close}${note(lines.length - shown)}`;
}

/**
 * The diff's lines from its first file header or hunk on. Each starts with its sign, so no
 * line of schema text can close the block, end the section or pose as a marker; a line that
 * somehow does not (from an unexpected answer) is indented.
 */
function displayLines(diff: string): string[] {
  const lines = diff.replace(/\n$/, "").split("\n");
  const first = lines.findIndex((line) => line.startsWith("--- ") || line.startsWith("@@"));
  return lines
    .slice(Math.max(first, 0))
    .map((line) => (line === "" || /^[ +\-@\\]/.test(line) ? line : ` ${line}`));
}

function longestBacktickRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

const MAX_NAMES = 10;

function leftOutNote(databases: string[], limit: string): string {
  if (databases.length === 0) return "";
  const names = databases.slice(0, MAX_NAMES).map(escapeMarkdown).join(", ");
  const more = databases.length > MAX_NAMES ? ` and ${databases.length - MAX_NAMES} more` : "";
  return `\n_Diffs not shown (${names}${more}): ${limit}._\n`;
}

/** Text cut at a line to fit, with a line saying so. */
function cutToFit(text: string, room: number, limit: string): string {
  if (text.length <= room) return text;
  const note = `\n_The rest is not shown: ${limit}._\n`;
  const cut = text.slice(0, Math.max(0, room - note.length));
  return `${cut.slice(0, Math.max(0, cut.lastIndexOf("\n")))}${note}`;
}
