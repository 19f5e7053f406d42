import { beforeAll, expect } from "vitest";
import { type DataApiContext, ownerSql, useDataApi } from "../../support/data-api-fixture.ts";

/**
 * The Data API's fixture for PostgREST 13's relationship, aggregate, spread, count and plan
 * tests: a shop with every kind of relationship PostgREST finds: one-to-one (a profile keyed
 * by its customer), many-to-one and one-to-many (orders of customers), two many-to-ones to one
 * table (billing and shipping addresses), many-to-many (products through order_items),
 * self-referencing (employees, presidents), computed relationships (a supervisor function),
 * and views over tables (vip_customers, recent_orders) whose keys PostgREST traces.
 */
export const shopSql = `
CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, city text, subscription_date date);
CREATE TABLE customer_profiles (customer_id int PRIMARY KEY REFERENCES customers(id), bio text);
CREATE TABLE addresses (id int PRIMARY KEY, name text);
CREATE TABLE orders (
  id int PRIMARY KEY, customer_id int REFERENCES customers(id), amount numeric NOT NULL,
  quantity int NOT NULL, order_date date NOT NULL, observation text, order_details jsonb,
  billing_address_id int, shipping_address_id int,
  CONSTRAINT billing FOREIGN KEY (billing_address_id) REFERENCES addresses(id),
  CONSTRAINT shipping FOREIGN KEY (shipping_address_id) REFERENCES addresses(id)
);
CREATE TABLE products (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE order_items (
  order_id int REFERENCES orders(id), product_id int REFERENCES products(id),
  PRIMARY KEY (order_id, product_id)
);
CREATE TABLE employees (id int PRIMARY KEY, last_name text NOT NULL, supervisor_id int REFERENCES employees(id));
CREATE TABLE presidents (id int PRIMARY KEY, last_name text, predecessor_id int UNIQUE REFERENCES presidents(id));
CREATE VIEW vip_customers AS SELECT id AS customer_id, name FROM customers WHERE city = 'Paris';
CREATE VIEW recent_orders AS SELECT id, customer_id AS buyer, amount FROM orders WHERE order_date >= '2023-09-02';
CREATE FUNCTION supervisor(employees) RETURNS SETOF employees ROWS 1 STABLE LANGUAGE sql
  AS $$ SELECT * FROM employees WHERE id = $1.supervisor_id $$;
CREATE FUNCTION supervisees(employees) RETURNS SETOF employees STABLE LANGUAGE sql
  AS $$ SELECT * FROM employees WHERE supervisor_id = $1.id $$;
CREATE FUNCTION predecessor(presidents) RETURNS SETOF presidents ROWS 1 STABLE LANGUAGE sql
  AS $$ SELECT * FROM presidents WHERE id = $1.predecessor_id $$;
CREATE FUNCTION successor(presidents) RETURNS SETOF presidents ROWS 1 STABLE LANGUAGE sql
  AS $$ SELECT * FROM presidents WHERE predecessor_id = $1.id $$;
CREATE FUNCTION orders_of(customer int) RETURNS SETOF orders STABLE LANGUAGE sql
  AS $$ SELECT * FROM orders WHERE customer_id = customer ORDER BY id $$;
CREATE FUNCTION forget_orders(customer int) RETURNS SETOF orders LANGUAGE sql
  AS $$ DELETE FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE customer_id = customer);
        DELETE FROM orders WHERE customer_id = customer RETURNING * $$;
CREATE FUNCTION order_count() RETURNS bigint STABLE LANGUAGE sql AS $$ SELECT count(*) FROM orders $$;
INSERT INTO customers VALUES (1, 'Ana', 'Paris', '2013-10-01'), (2, 'Bo', 'Lyon', '2016-02-11'), (3, 'Cy', 'Paris', '2023-10-15');
INSERT INTO customer_profiles VALUES (1, 'likes tea'), (2, 'likes coffee');
INSERT INTO addresses VALUES (1, '32 Glenlake Dr.'), (2, '30 Glenlake Dr.');
INSERT INTO orders VALUES
  (1, 1, 100, 1, '2023-09-01', 'fragile', '{"tax_amount": 10}', 1, 2),
  (2, 1, 50, 2, '2023-09-01', null, '{"tax_amount": 5}', 1, 1),
  (3, 2, 200, 3, '2023-09-02', 'gift', '{"tax_amount": 20}', 2, 2),
  (4, 3, 25, 1, '2023-09-02', null, '{"tax_amount": 2.5}', null, null);
INSERT INTO products VALUES (1, 'Laptop'), (2, 'Mouse'), (3, 'Desk');
INSERT INTO order_items VALUES (1, 1), (1, 2), (3, 3);
INSERT INTO employees VALUES (1, 'Taylor', null), (2, 'Johnson', 1), (3, 'Miller', 1);
INSERT INTO presidents VALUES (1, 'Washington', null), (2, 'Adams', 1), (3, 'Jefferson', 2);
GRANT SELECT, INSERT, UPDATE, DELETE ON customers, customer_profiles, addresses, orders, products,
  order_items, employees, presidents, vip_customers, recent_orders TO anonymous;
`;

/** The Data API fixture with the shop loaded (and the schema cache refreshed). */
export function useShop(): DataApiContext {
  const ctx = useDataApi();
  beforeAll(async () => {
    await ownerSql(ctx.env, ctx.mainBranch, shopSql);
    expect((await ctx.api("PATCH", ctx.dataApiPath(), {})).status).toBe(201);
  });
  return ctx;
}

/** A GET of the Data API's `path` (with its query), answered as JSON. */
export async function getJson(
  ctx: DataApiContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(`${ctx.url}${path}`, { headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}
