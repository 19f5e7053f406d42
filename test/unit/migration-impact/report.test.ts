import { describe, expect, test } from "vitest";
import { formatBytes, renderMigrationImpact } from "../../../src/migration-impact/report.ts";
import { expectInert } from "../../support/inert-markdown.ts";

describe("renderMigrationImpact", () => {
  test("per database, worst first, with the lock, the size and the safer pattern", () => {
    const markdown = renderMigrationImpact({
      risk: "high",
      databases: [
        {
          database: "neondb",
          tables: [
            {
              oid: 2,
              schema: "public",
              name: "carts",
              rows: 0,
              bytes: 8192,
              populated: false,
              changes: [{ kind: "table-created" }],
            },
            {
              oid: 1,
              schema: "public",
              name: "orders",
              rows: 200_000,
              bytes: 10_485_760,
              populated: true,
              changes: [
                { kind: "rewritten", rows: 200_000, bytes: 11_534_336 },
                { kind: "column-type-changed", object: "id", detail: "integer → bigint" },
              ],
            },
          ],
        },
        { database: "analytics", tables: [] },
      ],
    });
    expect(markdown).toContain("### Migration impact: ⚠️ high risk");
    const rows = markdown.split("\n").filter((line) => line.startsWith("| public"));
    expect(rows[0]).toMatch(
      /^\| public\.orders \| \*\*⚠️ high\*\* \| rewritten \(ACCESS EXCLUSIVE\): 200,000 rows, 11\.0 MB written; column id type integer → bigint \| 200,000 rows, 10\.0 MB \| avoid the rewrite/,
    );
    expect(rows[1]).toBe("| public.carts | safe | created | 0 rows, 8.0 kB |  |");
    expect(markdown).toContain("**analytics**\n\nNo table changed.");
  });

  test("names from the database are inert", () => {
    const markdown = renderMigrationImpact({
      risk: "high",
      databases: [
        {
          database: "db|@team",
          tables: [
            {
              oid: 3,
              schema: "public",
              name: "<img src=x>|#12",
              rows: 5,
              bytes: 100,
              populated: true,
              changes: [{ kind: "column-dropped", object: "`x`\n| y |", rows: 5 }],
            },
          ],
        },
      ],
    });
    expectInert(markdown, [5]);
  });

  test("sizes", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(1536)).toBe("1.5 kB");
    expect(formatBytes(3 * 1024 ** 3)).toBe("3.0 GB");
  });
});
