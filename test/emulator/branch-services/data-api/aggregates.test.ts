import { describe, expect, test } from "vitest";
import type { Loose } from "../../support/helpers.ts";
import { getJson, useShop } from "./shop.ts";

/**
 * Aggregates and spreads as PostgREST 13 documents them (references/api/aggregate_functions,
 * resource_embedding's "Spread embedded resource"): count(), sum(), avg(), min(), max() with
 * aliases and casts, grouped by the other selected columns and embeddings, inside embeddings,
 * hoisted out of to-one spreads; to-many spreads as correlated arrays; and the Data API's
 * `db_aggregates_enabled` (Neon's default: on) refusing them with PGRST123 when off.
 */
const ctx = useShop();

describe("aggregates", () => {
  test("sum(), several at once with aliases, and the automatic GROUP BY of the other columns", async () => {
    expect((await getJson(ctx, "/orders?select=amount.sum()")).body).toEqual([{ sum: 375 }]);
    expect(
      (
        await getJson(
          ctx,
          "/orders?select=total_amount:amount.sum(),avg_amount:amount.avg(),total_quantity:quantity.sum()",
        )
      ).body,
    ).toEqual([{ total_amount: 375, avg_amount: 93.75, total_quantity: 7 }]);
    const grouped = await getJson(
      ctx,
      "/orders?select=amount.sum(),amount.avg(),order_date&order=order_date",
    );
    expect(grouped.body).toEqual([
      { sum: 150, avg: 75, order_date: "2023-09-01" },
      { sum: 225, avg: 112.5, order_date: "2023-09-02" },
    ]);
  });

  test("count() counts rows, col.count() the column's non-null values; min() and max()", async () => {
    const { body } = await getJson(
      ctx,
      "/orders?select=count(),observation_count:observation.count(),order_date&order=order_date",
    );
    expect(body).toEqual([
      { count: 2, observation_count: 1, order_date: "2023-09-01" },
      { count: 2, observation_count: 1, order_date: "2023-09-02" },
    ]);
    expect((await getJson(ctx, "/orders?select=amount.min(),amount.max()")).body).toEqual([
      { min: 25, max: 200 },
    ]);
  });

  test("casts: of the aggregated column (a JSON path) and of the aggregate", async () => {
    expect(
      (await getJson(ctx, "/orders?select=order_details->tax_amount::numeric.sum()")).body,
    ).toEqual([{ sum: 37.5 }]);
    expect((await getJson(ctx, "/orders?select=amount.avg()::int")).body).toEqual([{ avg: 94 }]);
  });

  test("grouped by an embedded resource, and computed inside one", async () => {
    const byCustomer = await getJson(ctx, "/orders?select=amount.sum(),customers(name)");
    expect(
      (byCustomer.body as Loose[]).sort((a, b) => a.customers.name.localeCompare(b.customers.name)),
    ).toEqual([
      { sum: 150, customers: { name: "Ana" } },
      { sum: 200, customers: { name: "Bo" } },
      { sum: 25, customers: { name: "Cy" } },
    ]);
    const inside = await getJson(
      ctx,
      "/customers?select=name,orders(amount.sum(),order_date)&order=id",
    );
    expect(inside.body).toEqual([
      { name: "Ana", orders: [{ sum: 150, order_date: "2023-09-01" }] },
      { name: "Bo", orders: [{ sum: 200, order_date: "2023-09-02" }] },
      { name: "Cy", orders: [{ sum: 25, order_date: "2023-09-02" }] },
    ]);
  });

  test("aggregates in a to-one spread are hoisted to the top level and grouped there", async () => {
    const { body } = await getJson(
      ctx,
      "/orders?select=order_date,...customers(subscription_date.max(),subscription_date.min())&order=order_date",
    );
    expect(body).toEqual([
      { order_date: "2023-09-01", max: "2013-10-01", min: "2013-10-01" },
      { order_date: "2023-09-02", max: "2023-10-15", min: "2016-02-11" },
    ]);
  });

  test("db_aggregates_enabled: Neon's default is on; off, an aggregate is 400 PGRST123", async () => {
    const before = await ctx.api("GET", ctx.dataApiPath());
    expect(before.body.settings.db_aggregates_enabled).toBe(true);
    expect(
      (await ctx.api("PATCH", ctx.dataApiPath(), { settings: { db_aggregates_enabled: false } }))
        .status,
    ).toBe(201);
    try {
      const { status, body } = await getJson(ctx, "/orders?select=amount.sum()");
      expect(status).toBe(400);
      expect(body).toEqual({
        code: "PGRST123",
        details: null,
        hint: null,
        message: "Use of aggregate functions is not allowed",
      });
    } finally {
      await ctx.api("PATCH", ctx.dataApiPath(), { settings: { db_aggregates_enabled: true } });
    }
  });
});

describe("spreads", () => {
  test("to-one: the embedded columns lifted into the row, aliased, nested", async () => {
    const { body } = await getJson(
      ctx,
      "/orders?select=id,...customers(customer:name,...customer_profiles(bio))&id=eq.1",
    );
    expect(body).toEqual([{ id: 1, customer: "Ana", bio: "likes tea" }]);
  });

  test("to-many (PostgREST 13): correlated arrays, ordered by the embedded resource's order", async () => {
    const { body } = await getJson(
      ctx,
      "/customers?select=name,...orders(order_ids:id,amounts:amount)&id=eq.1&orders.order=amount",
    );
    expect(body).toEqual([{ name: "Ana", order_ids: [2, 1], amounts: [50, 100] }]);
    const none = await getJson(
      ctx,
      "/customers?select=name,...orders(amounts:amount)&id=eq.3&orders.id=eq.0",
    );
    expect(none.body).toEqual([{ name: "Cy", amounts: [] }]);
  });

  test("an aggregate in a to-many spread is 400 PGRST127, as PostgREST answers", async () => {
    const { status, body } = await getJson(ctx, "/customers?select=name,...orders(amount.sum())");
    expect(status).toBe(400);
    expect(body).toEqual({
      code: "PGRST127",
      details: "Aggregates are not implemented for one-to-many or many-to-many spreads.",
      hint: null,
      message: "Feature not implemented",
    });
  });
});
