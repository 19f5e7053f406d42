import { expect } from "vitest";

// Checks that text from users or databases reached a comment or job summary inert: no HTML but
// the action's own, no mention or issue reference, no table row with a cell too many, and no
// fenced block left open. Shared by the unit and end-to-end tests of what the action renders.

/** HTML entities decoded, as GitHub does before it links mentions and issue references. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** What a reader sees, zero-width spaces dropped. */
export const decode = (text: string) => decodeEntities(text).replace(/\u200b/g, "");

export interface FencedBlock {
  fence: string;
  body: string[];
}

/** Markdown's fenced code blocks, and the rest (`prose`); every block must be closed. */
export function splitFences(markdown: string): { prose: string; blocks: FencedBlock[] } {
  const blocks: FencedBlock[] = [];
  const prose: string[] = [];
  let open: FencedBlock | undefined;
  for (const line of markdown.split("\n")) {
    const fence = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (open) {
      const closes =
        fence !== undefined &&
        fence[0] === open.fence[0] &&
        fence.length >= open.fence.length &&
        line.trim() === fence;
      if (closes) {
        blocks.push(open);
        open = undefined;
      } else open.body.push(line);
    } else if (fence) open = { fence, body: [] };
    else prose.push(line);
  }
  expect(open, "every fenced block is closed").toBeUndefined();
  return { prose: prose.join("\n"), blocks };
}

/** The only tags the action writes itself (the schema diff's collapsible blocks). */
const OWN_TAG = /^<\/?(details|summary)>/;
/** The comment's own marker lines: whole lines of a fixed form. */
const MARKER_LINE =
  /^<!-- preview-compute(:(section (report|schema-diff|migration-impact)( digest=[0-9a-f]{64})?|end (report|schema-diff|migration-impact))| branch=[^\s<>]+) -->$/;

/**
 * Untrusted text rendered inert: outside code blocks, no tag but `<details>`/`<summary>`, no
 * HTML comment but the marker lines, no mention or issue reference once entities are decoded,
 * and every table row has one of `cells` cells.
 */
export function expectInert(markdown: string, cells: number[]): void {
  const { prose } = splitFences(markdown);
  const lines = prose.split("\n").filter((line) => !MARKER_LINE.test(line));
  const text = lines.join("\n");
  for (const tag of text.matchAll(/<[^\s]/g))
    expect(text.slice(tag.index, tag.index + 40), "raw HTML").toMatch(OWN_TAG);
  expect(text).not.toContain("-->");
  const decoded = decodeEntities(text);
  expect(decoded, "a mention").not.toMatch(/@[\w-]/);
  expect(decoded, "an issue reference").not.toMatch(/#\d/);
  for (const row of lines.filter((line) => line.startsWith("|"))) {
    const count = row.replace(/`[^`]*`/g, "code").split("|").length - 2;
    expect(cells, row).toContain(count);
  }
}
