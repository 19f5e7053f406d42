import { describe, expect, test } from "vitest";
import { comparePlans } from "../../../src/query-impact/compare-plans.ts";
import {
  renderQueryImpact,
  STATEMENT_CHARS,
  shortStatement,
} from "../../../src/query-impact/report.ts";

describe("renderQueryImpact", () => {
  test("breaking statements first, escaped and cut to a line, then the count", () => {
    const text = `SELECT "<img src=x>" , @team | ${"x".repeat(300)}\nFROM t`;
    const comparison = comparePlans(
      [{ text, calls: 7 }, { text: "SELECT 1" }],
      [{ plan: { totalCost: 1, scans: [] } }, { plan: { totalCost: 1, scans: [] } }],
      [
        { error: 'column "x" does not exist', sqlstate: "42703" },
        { plan: { totalCost: 1, scans: [] } },
      ],
    );
    const markdown = renderQueryImpact({ source: "the parent's pg_stat_statements", comparison });
    expect(markdown).toContain("### Query impact: ⚠️ statements break");
    expect(markdown).not.toContain("<img");
    expect(markdown).not.toContain("@team");
    expect(markdown).toContain("(42703)");
    expect(markdown).toContain("2 statements checked, 1 unchanged.");
    const row = markdown.split("\n").find((l) => l.includes("42703")) ?? "";
    expect(row.split(" | ")).toHaveLength(3);
  });

  test("a statement is one line of at most the stated length", () => {
    const short = shortStatement(`SELECT\n${"a, ".repeat(200)}b`);
    expect(short).not.toContain("\n");
    expect(short.endsWith("…")).toBe(true);
    expect(shortStatement("SELECT 1")).toBe("SELECT 1");
    expect(STATEMENT_CHARS).toBe(120);
  });

  test("not measured says why", () => {
    expect(renderQueryImpact({ source: "x", error: "no pg_stat_statements" })).toContain(
      "Query impact: not measured",
    );
  });
});
