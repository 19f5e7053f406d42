import { describe, expect, test } from "vitest";
import { schemaDiff } from "../../../emulator/src/control-plane/services/branches/schema.ts";
import { rich, useEmulator } from "../support/helpers.ts";

/** The schema endpoints with --no-postgres (no data, so an empty schema), and the diff's form. */
const env = useEmulator({ resetEachTest: true });

describe("schema endpoints without real servers", () => {
  test("an empty dump, no tables, no diff; the same 400s and 404s as with servers", async () => {
    const branch = `/projects/${env.projectId}/branches/${rich.mainBranchId}`;
    expect((await env.api("GET", `${branch}/schema?db_name=neondb`)).body).toEqual({ sql: "" });
    expect((await env.api("GET", `${branch}/schema?db_name=neondb&format=json`)).body).toEqual({
      json: { tables: [] },
    });
    const child = await env.api("POST", `/projects/${env.projectId}/branches`, {
      body: { branch: { name: "child" } },
    });
    expect(child.status).toBe(201);
    const compared = await env.api(
      "GET",
      `/projects/${env.projectId}/branches/${child.body.branch.id}/compare_schema?db_name=neondb`,
    );
    expect(compared.body).toEqual({ diff: "" });
    expect((await env.api("GET", `${branch}/schema?db_name=other`)).status).toBe(404);
    expect((await env.api("GET", `${branch}/schema?db_name=neondb&lsn=0/1`)).status).toBe(400);
    expect((await env.api("GET", `${branch}/compare_schema?db_name=neondb`)).status).toBe(400);
  });
});

describe("schemaDiff", () => {
  test("Neon's headers, then the diff package's hunks with three lines of context", () => {
    const base = ["a", "b", "c", "d", "e", "f", "g", "h", ""].join("\n");
    const changed = base.replace("e\n", "E\n");
    expect(schemaDiff("neondb", base, changed)).toBe(
      "--- a/neondb\n+++ b/neondb\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n",
    );
    expect(schemaDiff("neondb", base, base)).toBe("");
    // A name is written as it is (the diff package would quote it the way Git does).
    expect(schemaDiff("café", "x\n", "y\n").split("\n").slice(0, 2)).toEqual([
      "--- a/café",
      "+++ b/café",
    ]);
  });
});
