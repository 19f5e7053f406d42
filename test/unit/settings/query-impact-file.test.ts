import { describe, expect, test } from "vitest";
import {
  MAX_STATEMENT_CHARS,
  parseStatementsFile,
  splitStatements,
} from "../../../src/settings/query-impact-file.ts";

describe("splitStatements", () => {
  test("splits at semicolons outside quotes, identifiers, dollar quotes and comments", () => {
    const text = `-- users by id; the app's lookup
SELECT * FROM users WHERE id = $1;
/* nested /* comment; */ still; */ SELECT 'a;b', "odd;name" FROM t WHERE x = $1 ;
SELECT $tag$ ; $tag$, $$;$$, 'it''s;' FROM t;;
`;
    expect(splitStatements(text)).toEqual([
      "SELECT * FROM users WHERE id = $1",
      `SELECT 'a;b', "odd;name" FROM t WHERE x = $1`,
      "SELECT $tag$ ; $tag$, $$;$$, 'it''s;' FROM t",
    ]);
  });

  test("a parameter $1 is not a dollar quote", () => {
    expect(splitStatements("SELECT $1, $2; SELECT 1")).toEqual(["SELECT $1, $2", "SELECT 1"]);
  });
});

describe("parseStatementsFile", () => {
  test("keeps at most top statements", () => {
    expect(parseStatementsFile("SELECT 1; SELECT 2; SELECT 3", 2)).toEqual({
      statements: ["SELECT 1", "SELECT 2"],
    });
  });

  test("a 10 kB statement and one with 100 parameters are kept whole", () => {
    const long = `SELECT ${Array.from({ length: 2000 }, (_, i) => `c${i}`).join(", ")} FROM t`;
    const params = `SELECT * FROM t WHERE id IN (${Array.from({ length: 100 }, (_, i) => `$${i + 1}`).join(", ")})`;
    expect(long.length).toBeGreaterThan(10_000);
    expect(parseStatementsFile(`${long};\n${params};`, 50)).toEqual({ statements: [long, params] });
  });

  test("refuses an empty file and a statement over the bound, in one line", () => {
    expect(parseStatementsFile("-- nothing\n", 5)).toEqual({
      error: "the file holds no statement",
    });
    const huge = `SELECT '${"x".repeat(MAX_STATEMENT_CHARS)}'`;
    expect(parseStatementsFile(huge, 5)).toEqual({
      error: `statement 1 is longer than ${MAX_STATEMENT_CHARS} characters`,
    });
  });
});
