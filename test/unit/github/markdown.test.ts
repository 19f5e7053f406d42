import { describe, expect, test } from "vitest";
import { code, escapeMarkdown, printable, table } from "../../../src/github/markdown.ts";
import { renderReport } from "../../../src/github/report.ts";

describe("escapeMarkdown", () => {
  test.each([
    "<script>alert(1)</script>",
    "@octocat please",
    "`rm -rf`",
    "a | b",
    "[link](https://evil.test)",
    "**bold** _it_ ~~s~~ # h !x \\",
  ])("leaves no active markdown in %j", (text) => {
    const escaped = escapeMarkdown(text);
    const withoutEntities = escaped.replace(/&#?\w+;/g, "");
    expect(withoutEntities).not.toMatch(/[<>|@`[\]*_~\\#!]/);
  });

  test("newlines cannot break a table row", () => {
    expect(escapeMarkdown("a\nb\r\nc")).toBe("a b c");
  });

  test("mentions and issue references stay plain text once entities are decoded", () => {
    const decoded = escapeMarkdown("@octocat fixes #12").replace(/&#(\d+);/g, (_, n: string) =>
      String.fromCodePoint(Number(n)),
    );
    expect(decoded).toBe("@\u200boctocat fixes #\u200b12");
  });
});

test("marks that reorder text and control characters are shown, other Unicode is kept", () => {
  expect(escapeMarkdown("naïve ✓ 表 \u202eabc\u0007")).toBe(
    "naïve ✓ 表 &lt;U+202E&gt;abc&lt;U+0007&gt;",
  );
});

test("a name in a log line cannot start a line of its own (a workflow command)", () => {
  expect(printable("db\n::warning::x\r\u0000 naïve")).toBe("db\\n::warning::x\\r\\u0000 naïve");
});

describe("code", () => {
  test("a pipe, backtick or newline from the platform cannot break a table row", () => {
    expect(code("a|b`c\nd")).toBe("`a\\|b'c d`");
    const row = table(["", ""], [["Compute", code("ep-x|y")]]).split("\n")[2] ?? "";
    expect(row.split(/(?<!\\)\|/).length).toBe(4);
  });
});

test("a report with a hostile branch name keeps its table intact", () => {
  const markdown = renderReport({
    result: "created",
    projectId: "p-1",
    branchName: "evil|<img src=x>@team`x`\n| injected | row |",
    branchId: "br-a-1",
    endpointId: "ep-a-1",
    host: "ep-a-1.example.test",
    hostPooled: "ep-a-1-pooler.example.test",
    state: "active",
    size: { kind: "fixed", cu: 1 },
    timeToReadyMs: 1234,
    operations: [],
    notes: [],
  });
  const rows = markdown.split("\n").filter((line) => line.startsWith("|"));
  for (const row of rows) expect(row.split("|").length).toBe(4);
  expect(markdown).not.toContain("<img");
  expect(markdown).not.toContain("@team");
  expect(markdown).toContain("450");
  expect(markdown).toContain("1.2 s");
});

describe("the report says how the branch was prepared and when it expires", () => {
  const base = {
    result: "reused" as const,
    projectId: "p-1",
    branchName: "preview/pr-1",
    branchId: "br-a-1",
    endpointId: "ep-a-1",
    host: "ep-a-1.example.test",
    hostPooled: "ep-a-1-pooler.example.test",
    state: "active",
    size: { kind: "fixed" as const, cu: 1 },
    timeToReadyMs: 100,
    operations: [],
    notes: [],
  };
  test("expiry: a time, never, or no row", () => {
    expect(renderReport({ ...base, expiresAt: "2026-03-08T10:00:00Z" })).toContain(
      "| Branch expires | `2026-03-08T10:00:00Z` |",
    );
    expect(renderReport({ ...base, expiresAt: null })).toContain("| Branch expires | never |");
    expect(renderReport(base)).not.toContain("Branch expires");
  });
  test("the fleet row: PR numbers link to the PRs, anything else stays inert", () => {
    const line =
      "3 of 10 branches (plan limit) · 1 preview of closed PRs (#12) · this preview has no expiry";
    expect(renderReport({ ...base, fleet: line })).toContain(`| Fleet | ${line} |`);
    const hostile = renderReport({ ...base, fleet: "#12 @team <b>|</b> #x" });
    expect(hostile).toContain(
      "| Fleet | #12 &#64;&#8203;team &lt;b&gt;&#124;&lt;/b&gt; &#35;&#8203;x |",
    );
  });
  test("a reset, and a schema-only branch", () => {
    expect(renderReport({ ...base, resetFrom: "br-main-1" })).toContain(
      "| Data | reset to the latest state of its parent (`br-main-1`) |",
    );
    expect(renderReport({ ...base, schemaOnly: true })).toContain(
      "| Data | the parent's schema, without its rows |",
    );
    expect(renderReport(base)).not.toContain("| Data |");
  });
});
