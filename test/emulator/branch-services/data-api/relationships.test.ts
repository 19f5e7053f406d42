import { describe, expect, test } from "vitest";
import { restClient } from "../../support/data-api-fixture.ts";
import type { Loose } from "../../support/helpers.ts";
import { getJson, useShop } from "./shop.ts";

/**
 * Embedding as PostgREST 13 finds relationships (references/api/resource_embedding): one-to-one
 * as an object both ways, empty embeds, self-references both ways, computed relationships,
 * relationships through views, and PGRST200/PGRST201 with PostgREST's details and hints.
 */
const ctx = useShop();

describe("one-to-one", () => {
  test("a foreign key that is also the primary key embeds as an object, from either side", async () => {
    const client = restClient(ctx.url);
    const customers = await client
      .from("customers")
      .select("name,customer_profiles(bio)")
      .order("id");
    expect(customers.error).toBeNull();
    expect(customers.data).toEqual([
      { name: "Ana", customer_profiles: { bio: "likes tea" } },
      { name: "Bo", customer_profiles: { bio: "likes coffee" } },
      { name: "Cy", customer_profiles: null },
    ]);
    const profiles = await client
      .from("customer_profiles")
      .select("bio,customers(name)")
      .eq("customer_id", 2);
    expect(profiles.data).toEqual([{ bio: "likes coffee", customers: { name: "Bo" } }]);
  });

  test("a recursive one-to-one is embedded through computed relationships, as PostgREST documents", async () => {
    // PostgREST's findRel does not take a one-to-one self-reference by its column or its table.
    const direct = await getJson(ctx, "/presidents?select=last_name,predecessor_id(last_name)");
    expect(direct.status).toBe(400);
    expect((direct.body as Loose).code).toBe("PGRST200");
    const { body } = await getJson(
      ctx,
      "/presidents?select=last_name,predecessor(last_name),successor(last_name)&id=eq.2",
    );
    expect(body).toEqual([
      {
        last_name: "Adams",
        predecessor: { last_name: "Washington" },
        successor: { last_name: "Jefferson" },
      },
    ]);
  });
});

describe("empty embeds", () => {
  test("rel() is not shown; with !inner or rel=not.is.null it still filters (the documented Empty Embed)", async () => {
    const client = restClient(ctx.url);
    const inner = await client
      .from("orders")
      .select("id,customers!inner()")
      .eq("customers.city", "Lyon");
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([{ id: 3 }]);
    const { body } = await getJson(
      ctx,
      "/orders?select=id,products()&products.name=eq.Desk&products=not.is.null",
    );
    expect(body).toEqual([{ id: 3 }]);
    const missing = await getJson(
      ctx,
      "/customers?select=name,customer_profiles()&customer_profiles=is.null",
    );
    expect(missing.body).toEqual([{ name: "Cy" }]);
  });
});

describe("self-references", () => {
  test("by the table's name: one-to-many (children); by the column: many-to-one (parent)", async () => {
    const children = await getJson(
      ctx,
      "/employees?select=last_name,employees(last_name)&id=eq.1&employees.order=id",
    );
    expect(children.body).toEqual([
      { last_name: "Taylor", employees: [{ last_name: "Johnson" }, { last_name: "Miller" }] },
    ]);
    const parent = await getJson(
      ctx,
      "/employees?select=last_name,supervisor_id(last_name)&id=eq.3",
    );
    expect(parent.body).toEqual([{ last_name: "Miller", supervisor_id: { last_name: "Taylor" } }]);
  });

  test("computed relationships (functions of a row): to-one with ROWS 1, to-many otherwise", async () => {
    const { status, body } = await getJson(
      ctx,
      "/employees?select=last_name,supervisor(last_name),supervisees(last_name)&order=id",
    );
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        last_name: "Taylor",
        supervisor: null,
        supervisees: [{ last_name: "Johnson" }, { last_name: "Miller" }],
      },
      { last_name: "Johnson", supervisor: { last_name: "Taylor" }, supervisees: [] },
      { last_name: "Miller", supervisor: { last_name: "Taylor" }, supervisees: [] },
    ]);
  });
});

describe("views", () => {
  test("a view's columns are traced to their table's keys: table to view, view to table, both ways", async () => {
    const client = restClient(ctx.url);
    const toView = await client.from("orders").select("id,vip_customers(name)").order("id");
    expect(toView.error).toBeNull();
    expect(toView.data).toEqual([
      { id: 1, vip_customers: { name: "Ana" } },
      { id: 2, vip_customers: { name: "Ana" } },
      { id: 3, vip_customers: null },
      { id: 4, vip_customers: { name: "Cy" } },
    ]);
    const fromView = await client.from("recent_orders").select("id,customers(name)").order("id");
    expect(fromView.data).toEqual([
      { id: 3, customers: { name: "Bo" } },
      { id: 4, customers: { name: "Cy" } },
    ]);
    const toMany = await client.from("customers").select("name,recent_orders(amount)").eq("id", 2);
    expect(toMany.data).toEqual([{ name: "Bo", recent_orders: [{ amount: 200 }] }]);
  });
});

describe("ambiguity and absence", () => {
  test("two foreign keys to one table: 300 PGRST201 with PostgREST's candidates and hint", async () => {
    const { status, body } = await getJson(ctx, "/orders?select=*,addresses(*)");
    expect(status).toBe(300);
    expect(body).toEqual({
      code: "PGRST201",
      details: [
        {
          cardinality: "many-to-one",
          embedding: "orders with addresses",
          relationship: "billing using orders(billing_address_id) and addresses(id)",
        },
        {
          cardinality: "many-to-one",
          embedding: "orders with addresses",
          relationship: "shipping using orders(shipping_address_id) and addresses(id)",
        },
      ],
      hint: "Try changing 'addresses' to one of the following: 'addresses!billing', 'addresses!shipping'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'orders' and 'addresses'",
    });
    const hinted = await getJson(
      ctx,
      "/orders?select=id,billing_address:addresses!billing(name),shipping_address:addresses!shipping(name)&id=eq.1",
    );
    expect(hinted.body).toEqual([
      {
        id: 1,
        billing_address: { name: "32 Glenlake Dr." },
        shipping_address: { name: "30 Glenlake Dr." },
      },
    ]);
    const inverse = await getJson(
      ctx,
      "/addresses?select=name,billing_orders:orders!billing(id),shipping_orders:orders!shipping(id)&id=eq.1&billing_orders.order=id",
    );
    expect(inverse.body).toEqual([
      {
        name: "32 Glenlake Dr.",
        billing_orders: [{ id: 1 }, { id: 2 }],
        shipping_orders: [{ id: 2 }],
      },
    ]);
  });

  test("no relationship: 400 PGRST200, with PostgREST's 'Perhaps you meant' hint", async () => {
    const { status, body } = await getJson(ctx, "/orders?select=id,customer(name)");
    expect(status).toBe(400);
    expect(body).toEqual({
      code: "PGRST200",
      details:
        "Searched for a foreign key relationship between 'orders' and 'customer' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'customers' instead of 'customer'.",
      message: "Could not find a relationship between 'orders' and 'customer' in the schema cache",
    });
  });

  test("many-to-many through a junction whose primary key holds both keys", async () => {
    const client = restClient(ctx.url);
    const { data, error } = await client
      .from("orders")
      .select("id,products(name)")
      .in("id", [1, 3])
      .order("id")
      .order("name", { referencedTable: "products" });
    expect(error).toBeNull();
    expect(data as Loose).toEqual([
      { id: 1, products: [{ name: "Laptop" }, { name: "Mouse" }] },
      { id: 3, products: [{ name: "Desk" }] },
    ]);
  });
});
