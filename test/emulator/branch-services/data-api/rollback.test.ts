import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, test } from "vitest";
import { sendAnswer } from "../../../../emulator/src/branch-services/data-api/rest/response/send-answer.ts";
import { ownerSql, restClient, useDataApi } from "../../support/data-api-fixture.ts";

/**
 * What the Data API answers once a write has run: a result PostgREST refuses (a singular Accept
 * that does not get one row, `max-affected` exceeded) is rolled back before the error is
 * answered, as PostgREST does; an answer that cannot be written as it is (a table named in
 * Unicode in `Location`) is still answered, never a dropped connection after a commit.
 */
const ctx = useDataApi();
const singular = "application/vnd.pgrst.object+json";

beforeAll(async () => {
  await ownerSql(
    ctx.env,
    ctx.mainBranch,
    `CREATE TABLE ledger (id serial PRIMARY KEY, note text NOT NULL);
     CREATE FUNCTION add_entries(note text, n int) RETURNS SETOF ledger LANGUAGE sql VOLATILE AS
       $$ INSERT INTO ledger (note) SELECT note FROM generate_series(1, n) RETURNING * $$;
     CREATE FUNCTION add_entry_ids(note text, n int) RETURNS SETOF int LANGUAGE sql VOLATILE AS
       $$ INSERT INTO ledger (note) SELECT note FROM generate_series(1, n) RETURNING id $$;
     CREATE TABLE "笔记" (id serial PRIMARY KEY, body text NOT NULL);`,
  );
  expect((await ctx.api("PATCH", ctx.dataApiPath(), {})).status).toBe(201);
});

async function entries(note: string): Promise<number> {
  const rows = await ownerSql(
    ctx.env,
    ctx.mainBranch,
    `SELECT count(*)::int AS n FROM ledger WHERE note = '${note}'`,
  );
  return rows[0].n;
}

async function writer() {
  return restClient(ctx.url, await ctx.issuer.token({ sub: "writer" }));
}

describe("rpc: a refused result is rolled back", () => {
  test("a singular Accept on a call that wrote two rows: 406, and neither row stays", async () => {
    const client = await writer();
    const refused = await client.rpc("add_entries", { note: "rpc-singular", n: 2 }).single();
    expect(refused.status).toBe(406);
    expect(refused.error).toMatchObject({
      code: "PGRST116",
      details: "The result contains 2 rows",
    });
    expect(await entries("rpc-singular")).toBe(0);

    const one = await client.rpc("add_entries", { note: "rpc-single", n: 1 }).single();
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({ note: "rpc-single" });
    expect(await entries("rpc-single")).toBe(1);
  });

  test("a singular Accept on a call returning a set of scalars: 406 unless one item", async () => {
    const client = await writer();
    const refused = await client.rpc("add_entry_ids", { note: "rpc-scalars", n: 3 }).single();
    expect(refused.status).toBe(406);
    expect(refused.error).toMatchObject({ code: "PGRST116" });
    expect(await entries("rpc-scalars")).toBe(0);

    const one = await client.rpc("add_entry_ids", { note: "rpc-scalar", n: 1 }).single();
    expect(one.status).toBe(200);
    expect(typeof one.data).toBe("number");
    expect(await entries("rpc-scalar")).toBe(1);
  });

  test("max-affected with handling=strict on a call: 400 PGRST124, and the call's writes go", async () => {
    const token = await ctx.issuer.token({ sub: "writer" });
    const response = await fetch(`${ctx.url}/rpc/add_entries`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Prefer: "handling=strict, max-affected=2",
      },
      body: JSON.stringify({ note: "rpc-max-affected", n: 3 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "PGRST124",
      details: "The query affects 3 rows",
    });
    expect(await entries("rpc-max-affected")).toBe(0);
  });
});

describe("writes: a singular Accept is checked whatever return says", () => {
  test("POST of two rows, return=minimal: 406 and none inserted", async () => {
    const token = await ctx.issuer.token({ sub: "writer" });
    const response = await fetch(`${ctx.url}/ledger`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Accept: singular,
        Prefer: "return=minimal",
      },
      body: JSON.stringify([{ note: "post-singular" }, { note: "post-singular" }]),
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({
      code: "PGRST116",
      details: "The result contains 2 rows",
    });
    expect(await entries("post-singular")).toBe(0);
  });

  test("PATCH and DELETE of two rows, return=minimal: 406 and the rows as they were", async () => {
    await ownerSql(ctx.env, ctx.mainBranch, "INSERT INTO ledger (note) VALUES ('kept'), ('kept')");
    const token = await ctx.issuer.token({ sub: "writer" });
    const headers = {
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      Accept: singular,
      Prefer: "return=minimal",
    };
    const patched = await fetch(`${ctx.url}/ledger?note=eq.kept`, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ note: "changed" }),
    });
    expect(patched.status).toBe(406);
    expect(await patched.json()).toMatchObject({ code: "PGRST116" });
    const deleted = await fetch(`${ctx.url}/ledger?note=eq.kept`, { method: "DELETE", headers });
    expect(deleted.status).toBe(406);
    expect(await deleted.json()).toMatchObject({ code: "PGRST116" });
    expect(await entries("kept")).toBe(2);
    expect(await entries("changed")).toBe(0);
  });
});

describe("an answer after a commit is always sent", () => {
  test("return=headers-only on a table named in Unicode: 201 with a percent-encoded Location, one row", async () => {
    const token = await ctx.issuer.token({ sub: "writer" });
    const response = await fetch(`${ctx.url}/${encodeURIComponent("笔记")}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
        Prefer: "return=headers-only",
      },
      body: JSON.stringify({ body: "你好" }),
    });
    expect(response.status).toBe(201);
    const rows = await ownerSql(ctx.env, ctx.mainBranch, `SELECT id FROM "笔记"`);
    expect(rows).toHaveLength(1);
    expect(response.headers.get("location")).toBe(`/%E7%AC%94%E8%AE%B0?id=eq.${rows[0].id}`);
  });

  test("an answer whose header Node refuses becomes PostgREST's 500 JSON, not a dropped connection", async () => {
    const server = createServer((request, response) =>
      sendAnswer(request, response, {
        status: 201,
        headers: { Location: "/笔记?id=eq.1", "Content-Range": "*/*" },
        body: undefined,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { method: "POST" });
      expect(response.status).toBe(500);
      expect(response.headers.get("location")).toBeNull();
      expect(await response.json()).toMatchObject({
        code: "PGRST000",
        message: "The answer could not be sent",
        details: expect.stringContaining("Location"),
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
