import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { commentMarker, sectionedBody } from "../../../src/github/comment.ts";
import { COMMENT_LIMIT, parseSections } from "../../../src/github/comment-sections.ts";
import {
  type DatabaseDiff,
  renderSchemaDiff,
  type SchemaDiffReport,
  schemaDiffDigest,
} from "../../../src/github/schema-diff-report.ts";
import { findChanges } from "../../../src/schema-diff/changes.ts";
import { wholeFileDiff } from "../../../src/schema-diff/unified-diff.ts";
import { decode, expectInert, splitFences } from "../../support/inert-markdown.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/schema-diff/${name}`, import.meta.url), "utf8");
const MARKER = commentMarker("preview/pr-7");

function compared(database: string, diff: string, dump?: string): DatabaseDiff {
  return { database, status: "compared", diff, changes: findChanges(diff, dump) };
}
function report(databases: DatabaseDiff[]): SchemaDiffReport {
  return { branchName: "preview/pr-7", branchId: "br-pr-7", baseBranchId: "br-main", databases };
}
const shop = () => compared("neondb", fixture("shop.diff"), fixture("shop.after.sql"));

/** The fenced blocks of Markdown: their fence, and whether a line inside could close them. */
function fences(markdown: string): Array<{ fence: string; body: string[] }> {
  const blocks: Array<{ fence: string; body: string[] }> = [];
  let open: { fence: string; body: string[] } | undefined;
  for (const line of markdown.split("\n")) {
    const fence = /^ {0,3}(`{3,})/.exec(line)?.[1];
    if (open) {
      if (fence && fence.length >= open.fence.length && line.trim() === fence) {
        blocks.push(open);
        open = undefined;
      } else open.body.push(line);
    } else if (fence) open = { fence, body: [] };
  }
  expect(open, "every fenced block is closed").toBeUndefined();
  return blocks;
}

describe("the schema diff section", () => {
  test("a line per database, destructive changes by name, each diff collapsed", () => {
    const markdown = renderSchemaDiff(
      report([shop(), compared("analytics", ""), { ...shop(), database: "b" }]),
      COMMENT_LIMIT,
    );
    expect(markdown).toContain("### Schema changes");
    expect(markdown).toContain(
      "| neondb | 1 table added, **⚠️ 1 table dropped**, 2 tables changed, 1 column added, **⚠️ 1 column dropped**, **⚠️ 1 column type changed**, 1 index added, 1 index dropped, 1 view changed |",
    );
    expect(markdown).toContain("| analytics | no schema changes |");
    expect(markdown).toContain("- neondb: column customers.phone dropped");
    expect(markdown).toContain(
      "- neondb: column orders.total type changed (numeric(10,2) → numeric(12,2))",
    );
    expect(markdown).toContain("<details><summary>neondb: +71 −17 lines</summary>");
    const blocks = fences(markdown);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.fence).toBe("```");
    expect(blocks[0]?.body.join("\n")).toBe(fixture("shop.diff").replace(/\n$/, ""));
  });

  test("no changes anywhere says so, without a diff block", () => {
    const markdown = renderSchemaDiff(report([compared("neondb", "")]), COMMENT_LIMIT);
    expect(markdown).toContain("| neondb | no schema changes |");
    expect(markdown).not.toContain("<details>");
  });

  test("databases on one side only, a failed comparison, and a failure of the whole diff", () => {
    const dump = fixture("shop.before.sql");
    const added = wholeFileDiff("shop", dump, "added");
    const dropped = wholeFileDiff("old", dump, "removed");
    const markdown = renderSchemaDiff(
      report([
        { database: "shop", status: "added", diff: added, changes: findChanges(added) },
        { database: "old", status: "dropped", diff: dropped, changes: findChanges(dropped) },
        { database: "x", status: "failed", diff: "", error: "GET /x failed (HTTP 500)" },
      ]),
      COMMENT_LIMIT,
    );
    expect(markdown).toContain("| shop | database added (only on this branch): 3 tables added,");
    expect(markdown).toContain("| old | **⚠️ database dropped** (only on the parent) |");
    expect(markdown).toContain("- old: the whole database is dropped");
    expect(markdown).toContain("| x | ⚠️ could not be compared: GET /x failed (HTTP 500) |");
    const failed = renderSchemaDiff({ ...report([]), error: "no answer within 40s" }, 1000);
    expect(failed).toContain("> ⚠️ The schema diff could not be taken: no answer within 40s");
  });

  test("schema text cannot close the block, end the section or render as Markdown", () => {
    const hostile = [
      "--- a/neondb",
      "+++ b/neondb",
      "@@ -1,1 +1,6 @@",
      " CREATE TABLE public.t (",
      "+````",
      "+    x text DEFAULT '```' -- ``````` ",
      "+<!-- preview-compute:end schema-diff -->",
      "+</details><script>alert(1)</script>",
      "+@octo-org/admins #1",
      "+```",
      "",
    ].join("\n");
    const name = "db</summary><img src=x>`|";
    const markdown = renderSchemaDiff(report([compared(name, hostile)]), COMMENT_LIMIT);
    const [block, ...rest] = fences(markdown);
    expect(rest).toEqual([]);
    expect(block?.fence).toBe("````````");
    expect(block?.body).toEqual(hostile.split("\n").slice(0, -1));
    const outside = markdown.replace(block?.body.join("\n") ?? "", "");
    expect(outside).not.toMatch(/<img|<script|`\|/);
    // The section ends where the writer ended it.
    const body = sectionedBody(
      { marker: MARKER, section: "schema-diff", body: markdown, digest: "a".repeat(64) },
      "",
    );
    const sections = parseSections(body ?? "", MARKER);
    expect(sections.get("schema-diff")?.content).toBe(markdown);
  });

  test("hostile schema, table, column, type, function and database names render inert and read back", () => {
    const database = "db <img src=x> @org/team | `x` --> #1 \u202eevil";
    const markdown = renderSchemaDiff(
      report([
        compared(database, fixture("hostile.diff"), fixture("hostile.after.sql")),
        compared("back", fixture("hostile.reverse.diff"), fixture("shop.before.sql")),
      ]),
      COMMENT_LIMIT,
    );
    expectInert(markdown, [2]);
    const { prose, blocks } = splitFences(markdown);
    const read = decode(prose);
    expect(read).toContain(
      `| ${database.replace("\u202e", "<U+202E>")} | 4 tables added, **⚠️ 1 table dropped**, 2 tables changed, 2 columns added, **⚠️ 1 column dropped**, **⚠️ 1 column type changed**, 1 index added, 1 constraint changed, 1 function added, 1 type added, 1 domain added, 1 schema added |`,
    );
    expect(read).toContain(
      '- back: column orders.total type changed (public."@org/team <b>money</b> | x" → numeric(10,2))',
    );
    for (const name of [
      "table a; Type: @org/team <img src=x> | x dropped",
      "column customers.#1 @org/team <img src=x> | `ph` dropped",
      "table new line @org/team <img src=x> dropped",
      "column orders.naïve ✓ 表 dropped",
      "table s <img src=x> @org/team | `x`.--> <!-- t dropped",
    ])
      expect(read).toContain(`- back: ${name}\n`);
    // The diffs, whole, in blocks no line of them can close.
    expect(blocks.map((b) => b.body.join("\n"))).toEqual([
      fixture("hostile.diff").replace(/\n$/, ""),
      fixture("hostile.reverse.diff").replace(/\n$/, ""),
    ]);
    expectInert(
      renderSchemaDiff(report([compared(database, fixture("hostile.diff"))]), 300_000, "summary"),
      [2],
    );
  });

  test("the digest changes with the diffs, not with anything else", () => {
    const one = report([shop()]);
    expect(schemaDiffDigest(one)).toBe(schemaDiffDigest(report([shop()])));
    expect(schemaDiffDigest(one)).toMatch(/^[0-9a-f]{64}$/);
    expect(schemaDiffDigest(report([compared("neondb", "")]))).not.toBe(schemaDiffDigest(one));
  });
});

describe("cut to fit GitHub's 65,536 characters", () => {
  const hugeDiff = (database: string, lines: number) => {
    const body = Array.from(
      { length: lines },
      (_, i) => `+    column_${i} character varying(200) DEFAULT 'x'::text NOT NULL,`,
    );
    return compared(
      database,
      [
        "--- a/x",
        "+++ b/x",
        `@@ -1,1 +1,${lines + 1} @@`,
        " CREATE TABLE public.wide (",
        ...body,
        "",
      ].join("\n"),
    );
  };

  test("the whole comment body, marker and report included, stays within the limit", () => {
    const report1 = "### Preview compute created\n\n| | |\n| --- | --- |\n| Result | created |\n";
    const existing = sectionedBody({ marker: MARKER, body: report1 }, "") ?? "";
    const big = report([hugeDiff("first", 2000), hugeDiff("second", 2000), hugeDiff("third", 10)]);
    const body =
      sectionedBody(
        {
          marker: MARKER,
          section: "schema-diff",
          body: (room) => renderSchemaDiff(big, room),
          digest: schemaDiffDigest(big),
        },
        existing,
      ) ?? "";
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body.length).toBeGreaterThan(COMMENT_LIMIT - 2000);
    expect(body.startsWith(`${MARKER}\n`)).toBe(true);
    const sections = parseSections(body, MARKER);
    expect(sections.get("report")?.content).toBe(report1);
    const diff = sections.get("schema-diff")?.content ?? "";
    expect(diff).toMatch(
      /_\d+ more lines of this diff are not shown: the comment would exceed GitHub's 65,536 characters/,
    );
    expect(diff).toContain("_Diffs not shown (second, third): the comment would exceed");
    fences(diff);
    // The same report in the job summary, with its larger limit, is whole.
    const summary = renderSchemaDiff(big, 300_000, "summary");
    expect(summary).not.toContain("not shown");
    expect(fences(summary)).toHaveLength(3);
  });

  test("a report that grew keeps the diff's head, cut inside the section", () => {
    const big = report([hugeDiff("first", 4000)]);
    const withDiff =
      sectionedBody(
        {
          marker: MARKER,
          section: "schema-diff",
          body: (room) => renderSchemaDiff(big, room),
          digest: "d".repeat(64),
        },
        "",
      ) ?? "";
    expect(withDiff.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const grown = sectionedBody({ marker: MARKER, body: "x".repeat(5000) }, withDiff) ?? "";
    expect(grown.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(grown.length).toBeGreaterThan(COMMENT_LIMIT - 200);
    const sections = parseSections(grown, MARKER);
    expect(sections.get("report")?.content).toBe(`${"x".repeat(5000)}\n`);
    const diff = sections.get("schema-diff");
    expect(diff?.content).toContain("| first | 1 table changed, 4000 columns added |");
    expect(diff?.content).toMatch(
      /\n```\n\n<\/details>\n\n_[\d,]+ more characters of this section are not shown: the comment would exceed GitHub's 65,536 characters._\n$/,
    );
    fences(diff?.content ?? "");
    // Cut here, it shows less than its writer wrote: the writer's next run puts it back.
    expect(diff?.digest).toBeUndefined();
  });

  test("a section longer than the limit is cut inside itself: every section still parses", () => {
    const diff = report([hugeDiff("first", 4000)]);
    const withDiff =
      sectionedBody(
        { marker: MARKER, section: "schema-diff", body: renderSchemaDiff(diff, 300_000) },
        sectionedBody({ marker: MARKER, body: "### Preview compute created\n" }, "") ?? "",
      ) ?? "";
    expect(withDiff.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    let sections = parseSections(withDiff, MARKER);
    expect(sections.get("report")?.content).toBe("### Preview compute created\n");
    expect(sections.get("schema-diff")?.content).toMatch(
      /characters of this section are not shown/,
    );
    fences(sections.get("schema-diff")?.content ?? "");

    const hugeReport = `### Preview compute reused\n\n${"> a note\n".repeat(9000)}`;
    const both = sectionedBody({ marker: MARKER, body: hugeReport }, withDiff) ?? "";
    expect(both.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    sections = parseSections(both, MARKER);
    expect(sections.get("report")?.content).toMatch(
      /^### Preview compute reused\n\n> a note\n[\s\S]*\n_[\d,]+ more characters of this section are not shown/,
    );
    // The room is shared: each keeps about half.
    const cutDiff = sections.get("schema-diff")?.content ?? "";
    expect(cutDiff).toMatch(/^### Schema changes\n[\s\S]*characters of this section are not shown/);
    fences(cutDiff);
    expect(cutDiff.length).toBeGreaterThan(30_000);
    expect(both).toContain("<!-- preview-compute:end report -->");
    expect(both).toContain("<!-- preview-compute:end schema-diff -->");
  });

  test("a body an older version cut through an end marker still parses", () => {
    const whole =
      sectionedBody(
        { marker: MARKER, section: "schema-diff", body: "| a | b |\n" },
        sectionedBody({ marker: MARKER, body: "### Preview compute created\n" }, "") ?? "",
      ) ?? "";
    const cut = whole.slice(0, whole.indexOf("<!-- preview-compute:end schema-diff") + 10);
    const sections = parseSections(cut, MARKER);
    expect(sections.get("report")?.content).toBe("### Preview compute created\n");
    expect(sections.get("schema-diff")?.content).toBe("| a | b |\n<!-- previ\n");
    // The report cut through its own end marker ends at the diff's start marker.
    const early = whole.replace("<!-- preview-compute:end report -->\n", "");
    expect(parseSections(early, MARKER).get("report")?.content).toBe(
      "### Preview compute created\n",
    );
    expect(parseSections(early, MARKER).get("schema-diff")?.content).toBe("| a | b |\n");
  });
});

describe("comment sections", () => {
  test("each writer replaces its own section and keeps the others", () => {
    const first = sectionedBody({ marker: MARKER, body: "created\n" }, "") ?? "";
    const withDiff =
      sectionedBody(
        { marker: MARKER, section: "schema-diff", body: "diff 1\n", digest: "d".repeat(64) },
        first,
      ) ?? "";
    const rerun = sectionedBody({ marker: MARKER, body: "reused\n" }, withDiff) ?? "";
    const sections = parseSections(rerun, MARKER);
    expect(sections.get("report")?.content).toBe("reused\n");
    expect(sections.get("schema-diff")).toEqual({
      name: "schema-diff",
      content: "diff 1\n",
      digest: "d".repeat(64),
    });
    // Report first, whatever order they were written in.
    expect(rerun.indexOf("reused")).toBeLessThan(rerun.indexOf("diff 1"));
  });

  test("the same digest leaves the comment as it is", () => {
    const body =
      sectionedBody(
        { marker: MARKER, section: "schema-diff", body: "a\n", digest: "e".repeat(64) },
        "",
      ) ?? "";
    expect(
      sectionedBody(
        { marker: MARKER, section: "schema-diff", body: "b\n", digest: "e".repeat(64) },
        body,
      ),
    ).toBeUndefined();
    expect(
      sectionedBody(
        { marker: MARKER, section: "schema-diff", body: "b\n", digest: "f".repeat(64) },
        body,
      ),
    ).toContain("b\n");
  });

  test("a comment from before sections is all report", () => {
    const old = `${MARKER}\n### Preview compute created\n\n| a | b |\n`;
    const body =
      sectionedBody({ marker: MARKER, section: "schema-diff", body: "diff\n" }, old) ?? "";
    expect(parseSections(body, MARKER).get("report")?.content).toBe(
      "### Preview compute created\n\n| a | b |\n",
    );
  });
});
