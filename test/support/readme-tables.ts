// Reading the docs' Markdown (README.md, docs/): sections, pipe tables, inline code and fenced blocks.

/** The text under `## heading` up to the next `## ` heading ("" when there is none). */
export function sectionUnder(markdown: string, heading: string): string {
  return markdown.split(`\n## ${heading}\n`)[1]?.split("\n## ")[0] ?? "";
}

export interface Table {
  /** Cells of the header row. */
  header: string[];
  /** Cells of every row under the delimiter row. */
  rows: string[][];
}

/** A table row's cells, trimmed; `\|` is a pipe inside a cell, not a border. */
export function cellsOf(line: string): string[] {
  const cells = line.trim().split(/(?<!\\)\|/);
  return cells.slice(1, -1).map((cell) => cell.trim().replaceAll("\\|", "|"));
}

/** Every pipe table of the text, in order (outside fenced code blocks). */
export function tablesIn(text: string): Table[] {
  const tables: Table[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length >= 2)
      tables.push({ header: cellsOf(current[0] ?? ""), rows: current.slice(2).map(cellsOf) });
    current = [];
  };
  let fenced = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    if (!fenced && line.startsWith("|")) current.push(line);
    else flush();
  }
  flush();
  return tables;
}

/** Rows of the first table under a `## heading`, as arrays of cell text. */
export function tableUnder(markdown: string, heading: string): string[][] {
  return tablesIn(sectionUnder(markdown, heading))[0]?.rows ?? [];
}

/** The cell's text without the backticks around it. */
export const unquote = (cell: string) => cell.replace(/^`|`$/g, "");

/** The contents of every inline code span of the text. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
}

export interface FencedBlock {
  /** The info string after the opening fence (`yaml`, `bash`…). */
  lang: string;
  /** Where the block starts in the text (its opening fence). */
  index: number;
  body: string;
}

/** Every fenced code block of the text. */
export function fencedBlocks(text: string): FencedBlock[] {
  return [...text.matchAll(/^```(\S*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1] ?? "",
    index: match.index ?? 0,
    body: match[2] ?? "",
  }));
}
