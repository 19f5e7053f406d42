import { describe, expect, test } from "vitest";
import { restClient } from "../../support/data-api-fixture.ts";
import type { Loose } from "../../support/helpers.ts";
import { getJson, useShop } from "./shop.ts";

/**
 * EXPLAIN plans (`Accept: application/vnd.pgrst.plan…`) as PostgREST 13 serves them when
 * db-plan-enabled is on (the Data API's `db_plan_enabled`, the emulator's own setting: Neon's
 * has none, and without it the plan media type is 406 as PostgREST answers), and the error
 * texts PostgREST 13 gives for a missing table, a singular answer of several rows and a call
 * returning more rows than max-affected allows.
 */
const ctx = useShop();

const plan = (format: "json" | "text", options = "") =>
  `application/vnd.pgrst.plan+${format}; for="application/json"${options ? `; options=${options}` : ""}`;

describe("plans", () => {
  test("off by default: 406 PGRST107 naming the media type, as PostgREST without db-plan-enabled", async () => {
    const { status, body } = await getJson(ctx, "/customers", { Accept: plan("json") });
    expect(status).toBe(406);
    expect(body).toEqual({
      code: "PGRST107",
      details: null,
      hint: null,
      message:
        'None of these media types are available: application/vnd.pgrst.plan+json; for="application/json"',
    });
  });

  test("db_plan_enabled: JSON and text plans with PostgREST's options, on reads, calls and writes", async () => {
    expect(
      (await ctx.api("PATCH", ctx.dataApiPath(), { settings: { db_plan_enabled: true } })).status,
    ).toBe(201);
    expect((await ctx.api("GET", ctx.dataApiPath())).body.settings.db_plan_enabled).toBe(true);
    try {
      const json = await fetch(`${ctx.url}/customers?select=name&id=eq.1`, {
        headers: { Accept: plan("json") },
      });
      expect(json.status).toBe(200);
      expect(json.headers.get("content-type")).toBe(
        'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
      );
      const [top] = (await json.json()) as Loose[];
      expect(top.Plan["Node Type"]).toBe("Aggregate");
      const text = await fetch(`${ctx.url}/customers`, { headers: { Accept: plan("text") } });
      expect(await text.text()).toMatch(/^Aggregate {2}\(cost=/);
      const analyzed = await getJson(ctx, "/customers", {
        Accept: plan("json", "analyze|verbose"),
      });
      const [root] = analyzed.body as Loose[];
      expect(root.Plan["Actual Rows"]).toBe(1);
      expect(root.Plan.Output).toBeDefined();
      // postgrest-js's explain(): its own Accept, options and all.
      const client = restClient(ctx.url);
      const explained = await client.rpc("orders_of", { customer: 1 }).explain({ format: "json" });
      expect(explained.error).toBeNull();
      expect((explained.data as Loose[])[0].Plan).toBeDefined();
      const write = await fetch(`${ctx.url}/products`, {
        method: "POST",
        headers: { Accept: plan("text"), "Content-Type": "application/json" },
        body: JSON.stringify({ id: 50, name: "Plan only" }),
      });
      expect(write.status).toBe(200);
      expect(await write.text()).toMatch(/Insert on products/);
      // Without ANALYZE the write is only planned, not run.
      expect((await getJson(ctx, "/products?id=eq.50")).body).toEqual([]);
    } finally {
      await ctx.api("PATCH", ctx.dataApiPath(), { settings: { db_plan_enabled: false } });
    }
  });
});

describe("media types", () => {
  test("nulls=stripped drops null members, as postgrest-js's stripNulls() asks", async () => {
    const response = await fetch(
      `${ctx.url}/customers?select=id,name,customer_profiles(bio)&id=eq.3`,
      {
        headers: { Accept: "application/vnd.pgrst.array+json;nulls=stripped" },
      },
    );
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8",
    );
    expect(await response.json()).toEqual([{ id: 3, name: "Cy" }]);
  });
});

describe("PostgREST 13's error texts", () => {
  test("a missing table: 404 PGRST205 with 'Perhaps you meant' the closest table", async () => {
    const { status, body } = await getJson(ctx, "/customer");
    expect(status).toBe(404);
    expect(body).toEqual({
      code: "PGRST205",
      details: null,
      hint: "Perhaps you meant the table 'public.customers'",
      message: "Could not find the table 'public.customer' in the schema cache",
    });
  });

  test("a singular answer of several rows: 406 PGRST116", async () => {
    const many = await restClient(ctx.url).from("customers").select("name").single();
    expect(many.status).toBe(406);
    expect(many.error).toEqual({
      code: "PGRST116",
      details: "The result contains 3 rows",
      hint: null,
      message: "Cannot coerce the result to a single JSON object",
    });
  });

  test("max-affected on a call: PGRST124 past it (rolled back), PGRST128 on a function of one row", async () => {
    const over = await fetch(`${ctx.url}/rpc/forget_orders`, {
      method: "POST",
      headers: { Prefer: "handling=strict, max-affected=1", "Content-Type": "application/json" },
      body: JSON.stringify({ customer: 1 }),
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      code: "PGRST124",
      details: "The query affects 2 rows",
      hint: null,
      message: "Query result exceeds max-affected preference constraint",
    });
    expect(
      ((await getJson(ctx, "/orders?customer_id=eq.1&select=id")).body as Loose[]).length,
    ).toBe(2);
    const single = await fetch(`${ctx.url}/rpc/order_count`, {
      method: "POST",
      headers: { Prefer: "handling=strict, max-affected=1", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(single.status).toBe(400);
    expect(await single.json()).toEqual({
      code: "PGRST128",
      details: null,
      hint: null,
      message:
        "Function must return SETOF or TABLE when max-affected preference is used with handling=strict",
    });
  });
});
