import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { findChanges, needsBranchDump } from "../../../src/schema-diff/changes.ts";
import {
  headerOfStatement,
  parseColumnLine,
  parseHeader,
} from "../../../src/schema-diff/pg-dump.ts";
import { destructiveChanges, summaryText, tally } from "../../../src/schema-diff/summary.ts";
import {
  countChangedLines,
  parseUnifiedDiff,
  wholeFileDiff,
} from "../../../src/schema-diff/unified-diff.ts";

// Real pg_dump --schema-only output (test/fixtures/schema-diff/README.md says how it was made):
// a shop schema before and after two migrations, and `diff -U3` of the two.
const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/schema-diff/${name}`, import.meta.url), "utf8");
const summaryOf = (diff: string, dump?: string) => summaryText(tally(findChanges(diff, dump)));

describe("unified diffs", () => {
  test("hunks, their ranges and lines; file headers and notes are skipped", () => {
    const diff = fixture("shop.diff");
    const hunks = parseUnifiedDiff(diff);
    expect(hunks.map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines])).toEqual(
      [...diff.matchAll(/^@@ -(\d+),(\d+) \+(\d+),(\d+) @@/gm)].map((m) => m.slice(1).map(Number)),
    );
    for (const hunk of hunks) {
      expect(hunk.lines.filter((l) => l.kind !== "+")).toHaveLength(hunk.oldLines);
      expect(hunk.lines.filter((l) => l.kind !== "-")).toHaveLength(hunk.newLines);
    }
    // Below the two file headers, a removed "-- Name" line starts with "---" too.
    const lines = diff.split("\n").slice(2);
    expect(countChangedLines(hunks)).toEqual({
      added: lines.filter((l) => l.startsWith("+")).length,
      removed: lines.filter((l) => l.startsWith("-")).length,
    });
  });

  test("the diff package's header (Index, ===) and a missing final newline", () => {
    const diff = [
      "Index: neondb",
      "===================================================================",
      "--- a/neondb",
      "+++ b/neondb",
      "@@ -1,2 +1,2 @@",
      " CREATE TABLE public.t (",
      "-    a text",
      "\\ No newline at end of file",
      "+    a integer",
      "\\ No newline at end of file",
    ].join("\n");
    const [hunk] = parseUnifiedDiff(diff);
    expect(hunk?.lines).toEqual([
      { kind: " ", text: "CREATE TABLE public.t (" },
      { kind: "-", text: "    a text" },
      { kind: "+", text: "    a integer" },
    ]);
  });

  test("a database on one side only is a diff that adds or removes every line", () => {
    const dump = fixture("shop.before.sql");
    const added = wholeFileDiff("shop", dump, "added");
    expect(added.split("\n").slice(0, 3)).toEqual([
      "--- a/shop",
      "+++ b/shop",
      `@@ -0,0 +1,${dump.split("\n").length - 1} @@`,
    ]);
    expect(summaryOf(added)).toBe(
      // The tables' indexes, keys, trigger and comment go with them.
      "3 tables added, 1 view added, 1 function added, 1 type added, 1 domain added",
    );
    const removed = findChanges(wholeFileDiff("shop", dump, "removed"));
    expect(summaryText(tally(removed))).toMatch(/^3 tables dropped, /);
    expect(destructiveChanges(removed).map((c) => `${c.kind} ${c.name} ${c.change}`)).toEqual([
      "table customers dropped",
      "table legacy_audit dropped",
      "table orders dropped",
    ]);
    expect(wholeFileDiff("x", "", "added")).toBe("");
  });
});

describe("what a migration did, from the diff of two dumps", () => {
  test("hunks inside long tables need the branch's dump to name their table", () => {
    const diff = fixture("shop.diff");
    expect(needsBranchDump(diff)).toBe(true);
    const alone = findChanges(diff);
    // The view's hunk shows its CREATE VIEW line; the two tables' hunks start below theirs.
    expect(alone.unnamed).toBe(2);
    expect(summaryText(tally(alone))).toBe(
      "1 table added, 1 table dropped, 1 index added, 1 index dropped, 1 view changed, 2 other objects changed",
    );
  });

  test("with the branch's dump: tables, columns, indexes and views by name", () => {
    const changes = findChanges(fixture("shop.diff"), fixture("shop.after.sql"));
    expect(changes.unnamed).toBe(0);
    expect(summaryText(tally(changes))).toBe(
      "1 table added, 1 table dropped, 2 tables changed, 1 column added, 1 column dropped, 1 column type changed, 1 index added, 1 index dropped, 1 view changed",
    );
    // The new table's sequence, default, keys and index go with it.
    expect(changes.objects.filter((o) => o.partOfTable).map((o) => `${o.type} ${o.name}`)).toEqual([
      "SEQUENCE carts_id_seq",
      "SEQUENCE OWNED BY carts_id_seq",
      "DEFAULT carts id",
      "CONSTRAINT carts carts_pkey",
      "INDEX carts_customer_idx",
      "FK CONSTRAINT carts carts_customer_id_fkey",
    ]);
    expect(destructiveChanges(changes)).toEqual([
      { kind: "column", name: "customers.phone", change: "dropped" },
      { kind: "table", name: "legacy_audit", change: "dropped" },
      {
        kind: "column",
        name: "orders.total",
        change: "type changed",
        from: "numeric(10,2)",
        to: "numeric(12,2)",
      },
    ]);
  });

  test("schemas, enums, functions, policies, materialized views, renames, quoted names", () => {
    const diff = fixture("wide.diff");
    const changes = findChanges(diff, fixture("wide.after.sql"));
    expect(summaryText(tally(changes))).toBe(
      "2 tables added, 2 tables changed, 1 column added, 1 column dropped, 1 column type changed, 1 column changed, 1 constraint added, 1 view dropped, 1 materialized view added, 1 function changed, 1 type changed, 1 policy added, 1 row-level security setting added, 1 schema added, 1 comment added",
    );
    const tables = changes.objects.filter((o) => o.type === "TABLE");
    expect(tables.map((t) => [t.schema, t.name, t.change])).toEqual([
      ["billing", "invoices", "added"],
      ["public", 'Odd "Name"', "added"],
      ["public", "customers", "changed"],
      ["public", "orders", "changed"],
    ]);
    // A rename is a drop and an add: whatever read the old name breaks.
    expect(tables[2]?.columns).toEqual([
      { name: "email", change: "changed" },
      { name: "full_name", change: "added" },
      { name: "name", change: "dropped" },
    ]);
    expect(destructiveChanges(changes).map((c) => `${c.kind} ${c.name} ${c.change}`)).toEqual([
      "column customers.name dropped",
      "column orders.item type changed",
    ]);
  });

  test("a dump that does not match the diff is not trusted", () => {
    const changes = findChanges(fixture("shop.diff"), fixture("shop.before.sql"));
    expect(changes.unnamed).toBeGreaterThan(0);
  });

  test("pg_dump's own notes and restrict keys are not schema changes", () => {
    const diff = [
      "--- a/neondb",
      "+++ b/neondb",
      "@@ -1,6 +1,6 @@",
      "-\\restrict AbC123",
      "+\\restrict XyZ789",
      " ",
      "--- Dumped from database version 17.5",
      "+-- Dumped from database version 17.6",
      " -- Dumped by pg_dump version 18.3",
      " ",
      "",
    ].join("\n");
    expect(summaryOf(diff)).toBe("no schema changes");
    expect(summaryOf("")).toBe("no schema changes");
  });
});

describe("pg_dump lines", () => {
  test("headers", () => {
    expect(
      parseHeader("-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: public; Owner: app"),
    ).toEqual({
      name: "orders orders_pkey",
      type: "CONSTRAINT",
      schema: "public",
    });
    expect(parseHeader("-- Name: pgcrypto; Type: EXTENSION; Schema: -; Owner: -")?.type).toBe(
      "EXTENSION",
    );
    expect(parseHeader("-- Name: x; Type: TABLE; Schema: public")?.name).toBe("x");
    expect(parseHeader("-- Dumped by pg_dump version 18.3")).toBeUndefined();
  });

  test("a name can never become a type: only pg_dump's types, the last one in the line", () => {
    // Lines of test/fixtures/schema-diff/hostile.after.sql (real pg_dump 18 output).
    expect(
      parseHeader(
        "-- Name: a; Type: @org/team <img src=x> | x; Type: TABLE; Schema: public; Owner: postgres",
      ),
    ).toEqual({ name: "a; Type: @org/team <img src=x> | x", type: "TABLE", schema: "public" });
    expect(
      parseHeader("-- Name: x; Type: INDEX; Schema: evil; Type: TABLE; Schema: public; Owner: p"),
    ).toEqual({ name: "x; Type: INDEX; Schema: evil", type: "TABLE", schema: "public" });
    expect(
      parseHeader(
        "-- Name: f; Type: TABLE; Schema: evil(text); Type: FUNCTION; Schema: public; Owner: p",
      ),
    ).toEqual({ name: "f; Type: TABLE; Schema: evil(text)", type: "FUNCTION", schema: "public" });
    expect(
      parseHeader(
        "-- Name: --> <!-- t; Type: TABLE; Schema: s <img src=x> @org/team | `x`; Owner: p; Tablespace: t",
      ),
    ).toEqual({ name: "--> <!-- t", type: "TABLE", schema: "s <img src=x> @org/team | `x`" });
    // A type pg_dump does not write (a newer one, or none at all) is never taken as one.
    expect(
      parseHeader("-- Name: n; Type: <img src=x> @org/team; Schema: public; Owner: p"),
    ).toEqual({ name: "n", type: "OTHER", schema: "public" });
    expect(parseHeader("-- Name: no fields")).toBeUndefined();
  });

  test("hostile names in a real dump: every object named and typed as created", () => {
    const changes = findChanges(fixture("hostile.diff"), fixture("hostile.after.sql"));
    expect(changes.unnamed).toBe(0);
    expect(changes.objects.map((o) => `${o.type} ${o.schema}.${o.name} ${o.change}`)).toEqual([
      "SCHEMA -.s <img src=x> @org/team | `x` added",
      "DOMAIN public.@org/team <b>money</b> | x added",
      "TYPE public.`|<img src=x> @org/team added",
      "FUNCTION public.f; Type: TABLE; Schema: evil(text) added",
      "TABLE public.a; Type: @org/team <img src=x> | x added",
      "TABLE public.customers changed",
      "TABLE public.legacy_audit dropped",
      "TABLE public.new line @org/team <img src=x> added",
      "TABLE public.orders changed",
      "CONSTRAINT public.orders orders_total_check changed",
      "TABLE public.x; Type: INDEX; Schema: evil added",
      "TABLE s <img src=x> @org/team | `x`.--> <!-- t added",
      "INDEX public.i; Type: TABLE; Schema: public added",
    ]);
    expect(summaryText(tally(changes))).toBe(
      "4 tables added, 1 table dropped, 2 tables changed, 2 columns added, 1 column dropped, 1 column type changed, 1 index added, 1 constraint changed, 1 function added, 1 type added, 1 domain added, 1 schema added",
    );
    // The other way round, every hostile name is dropped: tables and columns by name.
    const reverse = findChanges(fixture("hostile.reverse.diff"), fixture("shop.before.sql"));
    expect(destructiveChanges(reverse).map((c) => `${c.kind} ${c.name} ${c.change}`)).toEqual([
      "table a; Type: @org/team <img src=x> | x dropped",
      "column customers.#1 @org/team <img src=x> | `ph` dropped",
      "table new line @org/team <img src=x> dropped",
      "column orders.total type changed",
      "column orders.naïve ✓ 表 dropped",
      "table x; Type: INDEX; Schema: evil dropped",
      "table s <img src=x> @org/team | `x`.--> <!-- t dropped",
    ]);
  });

  test("an object of a type pg_dump does not write is an other object, its type never shown", () => {
    const diff = [
      "--- a/neondb",
      "+++ b/neondb",
      "@@ -10,1 +10,5 @@",
      " --",
      "+-- Name: n; Type: <img src=x> @org/team; Schema: public; Owner: p",
      "+--",
      "+",
      "+CREATE SOMETHING n;",
      "",
    ].join("\n");
    expect(summaryOf(diff)).toBe("1 other object added");
  });

  test.each([
    ["    id integer NOT NULL,", "id", "integer"],
    ["    total numeric(10,2)", "total", "numeric(10,2)"],
    [
      "    status public.order_status DEFAULT 'new'::public.order_status NOT NULL,",
      "status",
      "public.order_status",
    ],
    ['    "weird col" text COLLATE pg_catalog."C",', "weird col", "text"],
    ['    "```" integer', "```", "integer"],
    ["    at timestamp with time zone DEFAULT now() NOT NULL", "at", "timestamp with time zone"],
    ["    doubled integer GENERATED ALWAYS AS ((n * 2)) STORED,", "doubled", "integer"],
    ["    tags text[],", "tags", "text[]"],
  ])("column %j", (line, name, type) => {
    expect(parseColumnLine(line)).toMatchObject({ name, type });
  });

  test("the statement that opens a table or view names it as its header does", () => {
    expect(headerOfStatement('CREATE TABLE public."Odd ""Name""" (')).toEqual({
      type: "TABLE",
      schema: "public",
      name: 'Odd "Name"',
    });
    expect(headerOfStatement("CREATE MATERIALIZED VIEW billing.totals AS")?.type).toBe(
      "MATERIALIZED VIEW",
    );
    expect(headerOfStatement("CREATE INDEX i ON public.t USING btree (a);")).toBeUndefined();
  });

  test("table constraints and other lines are not columns", () => {
    expect(parseColumnLine("    CONSTRAINT c CHECK ((total >= (0)::numeric))")).toBeUndefined();
    expect(parseColumnLine("CREATE TABLE public.t (")).toBeUndefined();
    expect(parseColumnLine(");")).toBeUndefined();
  });
});
