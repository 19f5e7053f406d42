import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { COMMENT_LIMIT } from "../../src/github/comment-sections.ts";
import { renderSchemaDiff } from "../../src/github/schema-diff-report.ts";
import { findChanges, needsBranchDump } from "../../src/schema-diff/changes.ts";
import { EXAMPLE_END, EXAMPLE_PAGE, EXAMPLE_START } from "../demo/schema-diff-example.ts";

// docs/schema-diff.md shows the comment's schema section from a real run (test/demo/schema-diff-example.ts
// --write). It must be what the code renders for the diff it shows, not a hand-made picture.

const page = readFileSync(new URL(`../../${EXAMPLE_PAGE}`, import.meta.url), "utf8");
const example = page.split(`${EXAMPLE_START}\n`)[1]?.split(EXAMPLE_END)[0] ?? "";

test("the docs' schema diff example is the section the code renders for its diff", () => {
  expect(example).toContain("### Schema changes");
  const diff = /^```diff\n([\s\S]*?)^```$/m.exec(example)?.[1] ?? "";
  expect(diff).toMatch(/^--- a\/neondb\n\+\+\+ b\/neondb\n@@ /);
  // Every hunk names its objects: the rendering needs nothing but the diff.
  expect(needsBranchDump(diff)).toBe(false);
  const [, branchName = "", branchId = "", baseBranchId = ""] =
    /^(\S+) \(`(br-[\w-]+)`\) against its parent \(`(br-[\w-]+)`\)/m.exec(example) ?? [];
  const rendered = renderSchemaDiff(
    {
      branchName,
      branchId,
      baseBranchId,
      databases: [{ database: "neondb", status: "compared", diff, changes: findChanges(diff) }],
    },
    COMMENT_LIMIT,
  );
  expect(example).toBe(rendered);
  // The example's migration, as the summary line tells it.
  expect(example).toContain("**⚠️ 1 column dropped**");
  expect(example).toContain("- neondb: column customers.phone dropped");
});
