// A unified diff (`diff -u`, the `diff` package's createPatch, Neon's compare_schema) as hunks.

export interface DiffLine {
  kind: " " | "+" | "-";
  text: string;
}

export interface Hunk {
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  lines: DiffLine[];
}

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/**
 * The hunks of a unified diff. File headers (`---`, `+++`, `Index:`, `===`) and the
 * `\ No newline at end of file` notes are skipped; a hunk ends when its counts are used up.
 */
export function parseUnifiedDiff(text: string): Hunk[] {
  const hunks: Hunk[] = [];
  let hunk: Hunk | undefined;
  let oldLeft = 0;
  let newLeft = 0;
  for (const line of text.split("\n")) {
    const header = HUNK_HEADER.exec(line);
    if (header) {
      hunk = {
        oldStart: Number(header[1]),
        oldLines: header[2] === undefined ? 1 : Number(header[2]),
        newStart: Number(header[3]),
        newLines: header[4] === undefined ? 1 : Number(header[4]),
        lines: [],
      };
      hunks.push(hunk);
      oldLeft = hunk.oldLines;
      newLeft = hunk.newLines;
      continue;
    }
    if (!hunk || (oldLeft <= 0 && newLeft <= 0) || line.startsWith("\\")) continue;
    const kind = line[0];
    if (kind === "+") {
      hunk.lines.push({ kind, text: line.slice(1) });
      newLeft--;
    } else if (kind === "-") {
      hunk.lines.push({ kind, text: line.slice(1) });
      oldLeft--;
    } else {
      // A context line; some tools strip the space of an empty one.
      hunk.lines.push({ kind: " ", text: kind === " " ? line.slice(1) : line });
      oldLeft--;
      newLeft--;
    }
  }
  return hunks;
}

/** Lines added and removed by the hunks. */
export function countChangedLines(hunks: Hunk[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const hunk of hunks)
    for (const line of hunk.lines) {
      if (line.kind === "+") added++;
      else if (line.kind === "-") removed++;
    }
  return { added, removed };
}

/**
 * The whole text as added (`+`) or removed (`-`): what a database that exists on one side only
 * looks like, in the platform's format (`--- a/<db>`, `+++ b/<db>`).
 */
export function wholeFileDiff(database: string, text: string, side: "added" | "removed"): string {
  if (text === "") return "";
  const lines = (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
  const sign = side === "added" ? "+" : "-";
  const range =
    side === "added" ? `@@ -0,0 +1,${lines.length} @@` : `@@ -1,${lines.length} +0,0 @@`;
  return [`--- a/${database}`, `+++ b/${database}`, range, ...lines.map((l) => sign + l), ""].join(
    "\n",
  );
}
