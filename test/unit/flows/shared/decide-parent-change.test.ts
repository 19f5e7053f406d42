import { describe, expect, it } from "vitest";
import {
  ageText,
  decideParentChange,
  parentChangeLine,
  parentChanges,
  splitParentChanges,
} from "../../../../src/flows/shared/decide-parent-change.ts";
import { findChanges } from "../../../../src/schema-diff/changes.ts";

// The parent (`---`) gained a table, a column and an index; the branch (`+++`) added its own table.
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
-
-ALTER TABLE public.audit OWNER TO neondb_owner;
-
---
+-- Name: pr_table; Type: TABLE; Schema: public; Owner: neondb_owner
+--
+
+CREATE TABLE public.pr_table (
+    id integer NOT NULL
+);
+
+
+ALTER TABLE public.pr_table OWNER TO neondb_owner;
+
+--
 -- Name: users; Type: TABLE; Schema: public; Owner: neondb_owner
 --
 
@@ -40,8 +54,7 @@
 CREATE TABLE public.users (
     id integer NOT NULL,
-    name text,
-    email text
+    name text
 );
 
 
@@ -60,9 +73,3 @@
 ALTER TABLE ONLY public.users
     ADD CONSTRAINT users_pkey PRIMARY KEY (id);
 
---
--- Name: users_name_idx; Type: INDEX; Schema: public; Owner: neondb_owner
---
-
-CREATE INDEX users_name_idx ON public.users USING btree (name);
-
`;

describe("parentChanges", () => {
  it("lists what only the parent's side of the diff has: tables, columns, indexes", () => {
    expect(parentChanges(findChanges(DIFF))).toEqual([
      { kind: "table", name: "public.audit" },
      { kind: "column", name: "public.users.email" },
      { kind: "index", name: "public.users_name_idx" },
    ]);
  });

  it("leaves the rest as the PR's own changes: its table, not the parent's drops", () => {
    const { own, parent } = splitParentChanges(findChanges(DIFF));
    expect(parent).toHaveLength(3);
    expect(own.objects.map((o) => [o.type, o.name, o.change])).toEqual([
      ["TABLE", "pr_table", "added"],
    ]);
  });

  it("keeps a changed table's own column changes and drops only the parent's column", () => {
    const diff = `--- a/neondb
+++ b/neondb
@@ -40,8 +40,8 @@
 CREATE TABLE public.users (
     id integer NOT NULL,
-    email text
+    nick text
 );
 
`;
    const { own, parent } = splitParentChanges(findChanges(diff, undefined));
    expect(parent).toEqual([{ kind: "column", name: "public.users.email" }]);
    expect(own.objects).toHaveLength(1);
    expect(own.objects[0]?.columns).toEqual([{ name: "nick", change: "added" }]);
  });

  it("finds nothing in an empty diff", () => {
    expect(parentChanges(findChanges(""))).toEqual([]);
  });
});

describe("decideParentChange", () => {
  const changes = [{ kind: "table" as const, name: "public.audit" }];
  const branch = { parent_id: "br-parent" };

  it("does nothing when the parent changed nothing the branch lacks", () => {
    expect(decideParentChange("reset", [], branch, false)).toEqual({ kind: "none" });
  });

  it("reports by default, resets to the parent with reset", () => {
    expect(decideParentChange("report", changes, branch, false).kind).toBe("report");
    expect(decideParentChange("reset", changes, branch, false)).toEqual({
      kind: "reset",
      changes,
      sourceBranchId: "br-parent",
    });
  });

  it("never resets a branch its PR keeps", () => {
    expect(decideParentChange("reset", changes, branch, true).kind).toBe("kept");
  });
});

describe("the report's line", () => {
  it("says how long ago the branch was made, what the parent has and what was done", () => {
    const now = new Date("2026-01-04T12:00:00Z");
    const age = ageText("2026-01-01T11:00:00Z", now);
    expect(age).toBe("3 days");
    expect(ageText("2026-01-04T11:59:00Z", now)).toBe("1 minute");
    expect(ageText("2026-01-04T11:59:30Z", now)).toBe("under a minute");
    const changes = [{ kind: "table" as const, name: "public.audit" }];
    const reset = parentChangeLine({ kind: "reset", changes, sourceBranchId: "br-parent" }, age);
    expect(reset).toContain("made 3 days ago: it has table public.audit");
    expect(reset).toContain("Reset the branch");
    expect(parentChangeLine({ kind: "report", changes }, age)).toContain("on-parent-change: reset");
    expect(parentChangeLine({ kind: "none" }, age)).toBeUndefined();
  });
});
