export interface KeyValueFile {
  pairs: Array<[string, string]>;
  /** Set when the file is malformed; pairs before the bad line were still read, as the runner does. */
  error?: string;
}

/**
 * Read a GITHUB_OUTPUT / GITHUB_STATE / GITHUB_ENV file the way the runner's EnvFileKeyValuePairs
 * does: `NAME=VALUE` lines, or `NAME<<DELIM` heredocs whose value runs up to a line equal to DELIM
 * (on Linux only `\n` ends a line; the value excludes the newline before the delimiter).
 */
export function parseKeyValueFile(text: string): KeyValueFile {
  const pairs: Array<[string, string]> = [];
  const reader = new LineReader(text);
  for (let line = reader.next(); line !== undefined; line = reader.next()) {
    if (line === "") continue;
    const equals = line.indexOf("=");
    const heredoc = line.indexOf("<<");
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      pairs.push([line.slice(0, equals), line.slice(equals + 1)]);
    } else if (heredoc >= 0) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (name === "" || delimiter === "") {
        return {
          pairs,
          error: `Invalid format '${line}'. Name must not be empty and delimiter must not be empty`,
        };
      }
      const start = reader.index;
      let end = start;
      for (;;) {
        const valueLine = reader.next();
        if (valueLine === undefined) {
          return { pairs, error: `Invalid value. Matching delimiter not found '${delimiter}'` };
        }
        if (valueLine === delimiter) break;
        if (!reader.lastHadNewline)
          return { pairs, error: "Invalid value. EOF marker missing new line." };
        end = reader.index - 1;
      }
      pairs.push([name, text.slice(start, Math.max(start, end))]);
    } else {
      return { pairs, error: `Invalid format '${line}'` };
    }
  }
  return { pairs };
}

/** GITHUB_PATH: one directory per line. */
export function parsePathFile(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

class LineReader {
  index = 0;
  lastHadNewline = false;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  next(): string | undefined {
    if (this.index >= this.text.length) return undefined;
    const start = this.index;
    const lf = this.text.indexOf("\n", start);
    this.lastHadNewline = lf >= 0;
    this.index = lf >= 0 ? lf + 1 : this.text.length;
    return this.text.slice(start, lf >= 0 ? lf : this.text.length);
  }
}
