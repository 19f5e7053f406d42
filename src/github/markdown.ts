const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "|": "&#124;",
  "@": "&#64;",
  "`": "&#96;",
  "[": "&#91;",
  "]": "&#93;",
  "*": "&#42;",
  _: "&#95;",
  "~": "&#126;",
  "\\": "&#92;",
  "#": "&#35;",
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

/** Inline code for text we produced (hosts, ids): backticks cannot occur in them, but be safe. */
export function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}
