import { describe, expect, test } from "vitest";
import { restClient } from "../../support/data-api-fixture.ts";
import { useShop } from "./shop.ts";

/**
 * `Prefer: count=…` on writes, calls and reads, answered as PostgREST 13's Response.hs and
 * RangeQuery.hs do: an insert's and a delete's Content-Range is `*\/total`, an update's
 * `0-(n-1)/total`, a call's like a read's; planned and estimated counts are the planner's row
 * estimate (206 when it exceeds the page); past the total is 416.
 */
const ctx = useShop();

async function send(
  method: string,
  path: string,
  prefer: string,
  body?: unknown,
): Promise<{ status: number; range: string | null; applied: string | null }> {
  const response = await fetch(`${ctx.url}${path}`, {
    method,
    headers: { Prefer: prefer, "Content-Type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  await response.text();
  return {
    status: response.status,
    range: response.headers.get("content-range"),
    applied: response.headers.get("preference-applied"),
  };
}

describe("writes", () => {
  test("insert and bulk insert: Content-Range */n with count=exact, */* without", async () => {
    expect(await send("POST", "/products", "count=exact", { id: 10, name: "Lamp" })).toEqual({
      status: 201,
      range: "*/1",
      applied: "count=exact",
    });
    const bulk = await send("POST", "/products", "count=exact,return=minimal", [
      { id: 11, name: "Chair" },
      { id: 12, name: "Shelf" },
    ]);
    expect(bulk.range).toBe("*/2");
    expect((await send("POST", "/products", "", { id: 13, name: "Rug" })).range).toBe("*/*");
    const client = restClient(ctx.url);
    const counted = await client
      .from("products")
      .insert({ id: 14, name: "Vase" }, { count: "exact" });
    expect(counted).toMatchObject({ status: 201, count: 1, error: null });
  });

  test("upsert: 200 when every row merged into an existing one, 201 when one was inserted", async () => {
    const client = restClient(ctx.url);
    const merged = await client
      .from("products")
      .upsert({ id: 10, name: "Floor lamp" }, { count: "exact" })
      .select("name");
    expect(merged).toMatchObject({ status: 200, count: 1, data: [{ name: "Floor lamp" }] });
    const inserted = await client
      .from("products")
      .upsert(
        [
          { id: 10, name: "Desk lamp" },
          { id: 15, name: "Stool" },
        ],
        { count: "exact" },
      )
      .select("name");
    expect(inserted).toMatchObject({ status: 201, count: 2 });
  });

  test("update: 0-(n-1)/n; no row: */0; delete: */n", async () => {
    expect(
      await send("PATCH", "/products?id=in.(11,12)", "count=exact", { name: "Bench" }),
    ).toMatchObject({ status: 204, range: "0-1/2" });
    expect(await send("PATCH", "/products?id=eq.99", "count=exact", { name: "x" })).toMatchObject({
      range: "*/0",
    });
    expect((await send("PATCH", "/products?id=eq.13", "", { name: "Carpet" })).range).toBe("0-0/*");
    expect(await send("DELETE", "/products?id=in.(11,12,13)", "count=exact")).toMatchObject({
      status: 204,
      range: "*/3",
    });
    expect((await send("DELETE", "/products?id=in.(14,15)", "")).range).toBe("*/*");
    const client = restClient(ctx.url);
    const deleted = await client
      .from("products")
      .delete({ count: "exact" })
      .eq("id", 10)
      .select("name");
    expect(deleted).toMatchObject({ status: 200, count: 1, data: [{ name: "Desk lamp" }] });
  });
});

describe("calls", () => {
  test("a scalar function: 0-0/1; a set of rows: 0-(n-1)/n, 206 with a limit", async () => {
    const client = restClient(ctx.url);
    const scalar = await client.rpc("order_count", {}, { count: "exact" });
    expect(scalar).toMatchObject({ status: 200, count: 1, data: 4 });
    const head = await client.rpc("order_count", {}, { count: "exact", head: true, get: true });
    expect(head).toMatchObject({ status: 200, count: 1, data: null });
    const rows = await client.rpc("orders_of", { customer: 1 }, { count: "exact" }).select("id");
    expect(rows).toMatchObject({ status: 200, count: 2, data: [{ id: 1 }, { id: 2 }] });
    const page = await fetch(`${ctx.url}/rpc/orders_of?customer=1&select=id&limit=1`, {
      headers: { Prefer: "count=exact" },
    });
    expect(page.status).toBe(206);
    expect(page.headers.get("content-range")).toBe("0-0/2");
    expect(await page.json()).toEqual([{ id: 1 }]);
  });
});

describe("reads", () => {
  test("planned and estimated with HEAD: the planner's estimate, 206 when it exceeds the page", async () => {
    // A table never analyzed: the planner estimates from its pages, more rows than it has.
    const client = restClient(ctx.url);
    for (const count of ["planned", "estimated"] as const) {
      const head = await client.from("customers").select("*", { count, head: true });
      expect(head.error).toBeNull();
      expect(head.count).toBeGreaterThan(3);
      expect(head.status).toBe(206);
    }
    const exact = await client.from("customers").select("*", { count: "exact", head: true });
    expect(exact).toMatchObject({ status: 200, count: 3 });
  });

  test("an offset past the total is 416 PGRST103; at the total, 206 with */total", async () => {
    const past = await fetch(`${ctx.url}/customers?offset=5`, {
      headers: { Prefer: "count=exact" },
    });
    expect(past.status).toBe(416);
    expect(await past.json()).toEqual({
      code: "PGRST103",
      details: "An offset of 5 was requested, but there are only 3 rows.",
      hint: null,
      message: "Requested range not satisfiable",
    });
    const at = await fetch(`${ctx.url}/customers?offset=3`, { headers: { Prefer: "count=exact" } });
    expect(at.status).toBe(206);
    expect(at.headers.get("content-range")).toBe("*/3");
  });
});
