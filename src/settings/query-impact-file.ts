/** Bounds of a `query-impact` statements file: the file, each statement, how many are kept. */
export const MAX_FILE_BYTES = 1024 * 1024;
export const MAX_STATEMENT_CHARS = 100_000;

export type ParsedStatements = { statements: string[] } | { error: string };

/**
 * The statements of a `.sql` file, split at `;` outside quotes, identifiers, dollar quotes and
 * comments; comments and empty statements left out. At most `top` kept. One-line errors.
 */
export function parseStatementsFile(text: string, top: number): ParsedStatements {
  if (Buffer.byteLength(text, "utf8") > MAX_FILE_BYTES)
    return { error: `the file is larger than ${MAX_FILE_BYTES} bytes` };
  const statements: string[] = [];
  for (const statement of splitStatements(text)) {
    if (statement.length > MAX_STATEMENT_CHARS)
      return {
        error: `statement ${statements.length + 1} is longer than ${MAX_STATEMENT_CHARS} characters`,
      };
    if (statements.length < top) statements.push(statement);
  }
  if (statements.length === 0) return { error: "the file holds no statement" };
  return { statements };
}

/** Splits SQL text into statements (comments removed, whitespace trimmed). */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  const push = () => {
    const trimmed = current.trim();
    if (trimmed) statements.push(trimmed);
    current = "";
  };
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (c === "-" && next === "-") {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
      current += " ";
      continue;
    }
    if (c === "/" && next === "*") {
      i = skipBlockComment(text, i);
      current += " ";
      continue;
    }
    if (c === "'" || c === '"') {
      const end = closingQuote(text, i, c);
      current += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === "$") {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i, i + 64));
      if (tag && !/[A-Za-z0-9_]/.test(text[i - 1] ?? "")) {
        const close = text.indexOf(tag[0], i + tag[0].length);
        const end = close === -1 ? text.length : close + tag[0].length;
        current += text.slice(i, end);
        i = end;
        continue;
      }
    }
    if (c === ";") {
      push();
      i++;
      continue;
    }
    current += c;
    i++;
  }
  push();
  return statements;
}

function skipBlockComment(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    if (text.startsWith("/*", i)) {
      depth++;
      i += 2;
    } else if (text.startsWith("*/", i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return i;
}

/** Index just after the quote closing the one at `start` ('' and "" escape themselves). */
function closingQuote(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return i;
}
