import { expect, test } from "vitest";
import { commentMarker, sectionedBody } from "../../../src/github/comment.ts";
import {
  COMMENT_LIMIT,
  parseSections,
  type SectionName,
} from "../../../src/github/comment-sections.ts";
import { renderReport } from "../../../src/github/report.ts";
import {
  renderSchemaDiff,
  type SchemaDiffReport,
  schemaDiffDigest,
} from "../../../src/github/schema-diff-report.ts";
import {
  type MigrationImpactReport,
  migrationImpactDigest,
  renderMigrationImpact,
} from "../../../src/migration-impact/report.ts";
import { renderQueryImpact } from "../../../src/query-impact/report.ts";

// The worst case of the sticky comment (issue 41): every section at its largest, each from its
// own renderer, the two post-step sections with their digests, under the longest marker, written
// in every order. GitHub refuses a body over 65,536 characters with a 422.

/** A 256-character branch name whose every character encodes to 9 in the marker. */
const MARKER = commentMarker("日".repeat(256));

const report = renderReport({
  result: "reused",
  projectId: "p-1",
  branchName: "日".repeat(256),
  branchId: "br-1",
  endpointId: "ep-1",
  host: "ep-1.example.test",
  hostPooled: "ep-1-pooler.example.test",
  state: "active",
  size: { kind: "autoscaling", minCu: 0.25, maxCu: 4 },
  timeToReadyMs: 1200,
  operations: [],
  notes: Array.from({ length: 2000 }, (_, i) => `note ${i}: ${"n".repeat(60)}`),
});

const diffLines = Array.from({ length: 6000 }, (_, i) => `+    column_${i} integer,`);
const schemaDiff: SchemaDiffReport = {
  branchName: "日".repeat(256),
  branchId: "br-1",
  baseBranchId: "br-main",
  databases: ["one", "two", "three"].map((database) => ({
    database,
    status: "compared",
    diff: ["--- a", "+++ b", "@@ -1,2 +1,6002 @@", " CREATE TABLE t (", ...diffLines, ""].join(
      "\n",
    ),
  })),
};

const impact: MigrationImpactReport = {
  risk: "high",
  databases: Array.from({ length: 400 }, (_, i) => ({
    database: `db_${i}`,
    tables: [],
    error: `could not connect: ${"e".repeat(200)}`,
  })),
};
const impactMarkdown = renderMigrationImpact(impact);

const WRITERS: Record<SectionName, Parameters<typeof sectionedBody>[0]> = {
  report: { marker: MARKER, body: report },
  "schema-diff": {
    marker: MARKER,
    section: "schema-diff",
    body: (room) => renderSchemaDiff(schemaDiff, room),
    digest: schemaDiffDigest(schemaDiff),
  },
  "migration-impact": {
    marker: MARKER,
    section: "migration-impact",
    body: () => impactMarkdown,
    digest: migrationImpactDigest(impactMarkdown),
  },
  // Bounded by its own rows (src/query-impact/report.ts): it never overflows alone.
  "query-impact": {
    marker: MARKER,
    section: "query-impact",
    body: () => renderQueryImpact({ source: "x", error: "not measured" }),
  },
};

const ORDERS: SectionName[][] = [
  ["report", "schema-diff", "migration-impact"],
  ["report", "migration-impact", "schema-diff"],
  ["schema-diff", "migration-impact", "report"],
  ["migration-impact", "schema-diff", "report"],
  ["schema-diff", "report", "migration-impact"],
  ["migration-impact", "report", "schema-diff"],
];

test("each section alone overflows the comment", () => {
  expect(report.length).toBeGreaterThan(COMMENT_LIMIT);
  expect(renderSchemaDiff(schemaDiff, 300_000, "summary").length).toBeGreaterThan(COMMENT_LIMIT);
  expect(impactMarkdown.length).toBeGreaterThan(COMMENT_LIMIT);
});

test.each(ORDERS)(
  "written %s, then %s, then %s: every body within GitHub's limit, every section whole in its markers",
  (...order) => {
    let body = "";
    for (const name of order) {
      body = sectionedBody(WRITERS[name], body) ?? body;
      expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    }
    // Cut inside the sections, not short: close to the limit, and all three end where they should.
    expect(body.length).toBeGreaterThan(COMMENT_LIMIT - 1000);
    expect(body.startsWith(`${MARKER}\n`)).toBe(true);
    for (const name of order) expect(body).toContain(`<!-- preview-compute:end ${name} -->`);
    expect([...parseSections(body, MARKER).keys()].sort()).toEqual([
      "migration-impact",
      "report",
      "schema-diff",
    ]);
  },
);
