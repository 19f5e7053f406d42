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
    .replace(/[&<>"|@`[\]*_~\\#!]/g, (char) => ENTITIES[char] ?? char);
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
