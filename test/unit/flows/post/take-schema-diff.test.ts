import { describe, expect, it } from "vitest";
import { separateParentChanges } from "../../../../src/flows/post/take-schema-diff.ts";
import { renderSchemaDiff } from "../../../../src/github/schema-diff-report.ts";
import { findChanges } from "../../../../src/schema-diff/changes.ts";
import { tally } from "../../../../src/schema-diff/summary.ts";

// on-parent-change: report. The parent (`---`) gained table audit (with its index) since the
// branch was made; the PR (`+++`) added its own table.
const DIFF = `--- a/neondb
+++ b/neondb
@@ -20,6 +20,20 @@
 SET default_table_access_method = heap;
 
 --
--- Name: audit; Type: TABLE; Schema: public; Owner: neondb_owner
---
-
-CREATE TABLE public.audit (
-    id integer NOT NULL
-);
-
---
--- Name: audit_id_idx; Type: INDEX; Schema: public; Owner: neondb_owner
---
-
-CREATE INDEX audit_id_idx ON public.audit USING btree (id);
-
---
+-- Name: pr_table; Type: TABLE; Schema: public; Owner: neondb_owner
+--
+
+CREATE TABLE public.pr_table (
+    id integer NOT NULL
+);
+
+--
 -- Name: users; Type: TABLE; Schema: public; Owner: neondb_owner
 --
 
`;

const now = new Date("2026-01-01T15:00:00Z");
const created = "2026-01-01T10:00:00Z";
const compared = (database: string, diff: string) => ({
  database,
  status: "compared" as const,
  diff,
  changes: findChanges(diff),
});

describe("the post step's schema diff on a found branch (on-parent-change: report)", () => {
  it("counts the parent's new table once, as the parent's change, never as the PR's drop", () => {
    expect(tally(findChanges(DIFF)).map((t) => `${t.noun} ${t.verb}`)).toContain("table dropped");
    const { databases, note } = separateParentChanges([compared("neondb", DIFF)], created, now);
    expect(note).toBe(
      "The parent's schema changed since this branch was made 5 hours ago: it has table public.audit, which the branch lacked. Set on-parent-change: reset to bring it up to date.",
    );
    expect(tally(databases[0]?.changes ?? { objects: [], unnamed: 0 })).toEqual([
      { count: 1, noun: "table", verb: "added", destructive: false },
    ]);
    const markdown = renderSchemaDiff(
      {
        branchName: "preview/pr-1",
        branchId: "br-1",
        baseBranchId: "br-0",
        databases,
        ...{ parentChangeNote: note },
      },
      60_000,
    );
    expect(markdown).toContain("| neondb | 1 table added |");
    // Above the diff's own lines (shown as they are), the parent's table is named once.
    const counted = markdown.slice(0, markdown.indexOf("<details>"));
    expect(counted).not.toContain("dropped");
    expect(counted).not.toContain("lose data");
    expect(counted.match(/public\.audit/g)).toHaveLength(1);
  });

  it("names each database's changes when there are several; nothing when the parent has none", () => {
    const both = separateParentChanges(
      [compared("neondb", DIFF), compared("reports", "")],
      created,
      now,
    );
    expect(both.note).toContain("it has table neondb: public.audit, which");
    const none = separateParentChanges([compared("neondb", "")], created, now);
    expect(none.note).toBeUndefined();
    expect(none.databases[0]?.changes).toEqual({ objects: [], unnamed: 0 });
  });
});
