import { readFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { z } from "zod";
import { noControlCharacters } from "./input-checks.ts";
import { parseStatementsFile } from "./query-impact-file.ts";

/** The most statements a file may hold that are planned; `query-impact-top` cuts them further. */
export const MAX_QUERY_IMPACT_TOP = 500;

export type QueryImpactSource =
  | { kind: "off" }
  | { kind: "parent" }
  | { kind: "file"; path: string; statements: string[] };

/**
 * `query-impact`: `off`, `parent`, or a path in the workspace to a `.sql` file, read and split
 * here (before any request): a file that cannot be read or holds no statement is refused.
 */
export const queryImpactInput = z
  .string()
  .max(1024, "expected off, parent or a path of at most 1024 characters")
  .refine(noControlCharacters, "expected off, parent or a path without control characters")
  .transform((value, ctx): QueryImpactSource => {
    const text = value.trim();
    if (text === "" || text === "off") return { kind: "off" };
    if (text === "parent") return { kind: "parent" };
    const refuse = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (!text.endsWith(".sql"))
      return refuse("expected off, parent or a path in the workspace to a .sql file");
    const workspace = resolve(process.env.GITHUB_WORKSPACE || process.cwd());
    const path = resolve(workspace, text);
    const inside = relative(workspace, path);
    if (isAbsolute(inside) || inside.startsWith(".."))
      return refuse("expected a path inside the workspace");
    let content: string;
    try {
      content = readFileSync(path, "utf8");
    } catch (error) {
      const code = (error as { code?: string }).code ?? "unreadable";
      return refuse(`cannot read ${inside} (${code})`);
    }
    const parsed = parseStatementsFile(content, MAX_QUERY_IMPACT_TOP);
    if ("error" in parsed) return refuse(`${inside}: ${parsed.error}`);
    return { kind: "file", path: inside, statements: parsed.statements };
  });
