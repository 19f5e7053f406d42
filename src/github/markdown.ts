const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "|": "&#124;",
  // GitHub links mentions and issue references in the rendered text, after entities are
  // decoded: a zero-width space after `@` and `#` keeps them plain text.
  "@": "&#64;&#8203;",
  "`": "&#96;",
  "[": "&#91;",
  "]": "&#93;",
  "*": "&#42;",
  _: "&#95;",
  "~": "&#126;",
  "\\": "&#92;",
  "#": "&#35;&#8203;",
  "!": "&#33;",
};

/**
 * Untrusted text (branch names, PR titles) made inert for a Markdown table cell: no HTML,
 * no mentions, no code spans, no links or emphasis, no broken rows.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, " ")
    .replace(/[&<>"|@`[\]*_~\\#!]/g, (char) => ENTITIES[char] ?? char)
    .replace(INVISIBLE, (char) => `&lt;U+${codePointHex(char)}&gt;`);
}

/**
 * Control characters, and the marks that reorder text for right-to-left scripts (a name
 * could make the row read differently from what it is): shown as `<U+202E>`.
 */
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const codePointHex = (char: string) =>
  (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");

/**
 * Text from a database or user for a log line: a newline or other control character is
 * written as an escape (`\n`), so the text cannot start a line of its own, which the runner
 * would read as a workflow command (`::warning::…`). `core.warning` and `core.error` escape
 * their message themselves; `core.info` does not.
 */
export function printable(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, (char) =>
    char === "\n" ? "\\n" : char === "\r" ? "\\r" : `\\u${codePointHex(char)}`,
  );
}

/**
 * Inline code for text the platform gave (hosts, ids, operation actions): backticks, newlines
 * and `|` cannot occur in them, but be safe: in a table cell, `\|` is a pipe even in code.
 */
export function code(text: string): string {
  return `\`${text
    .replace(/`/g, "'")
    .replace(/[\r\n]+/g, " ")
    .replace(/\|/g, "\\|")}\``;
}

export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}
