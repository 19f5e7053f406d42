import { describe, expect, test } from "vitest";
import { ownerSql, restClient, useDataApi } from "../../support/data-api-fixture.ts";
import type { Loose } from "../../support/helpers.ts";

/**
 * The Data API's embedded resources over foreign keys and its functions (`rpc/`), compared with
 * the answers PostgREST documents (references/api/resource_embedding, references/api/functions).
 */
const ctx = useDataApi();

describe("embedding", () => {
  test("many-to-one as an object, one-to-many as an array, nested, with a rename", async () => {
    const client = restClient(ctx.url);
    const books = await client.from("books").select("title, writer:authors(name)").eq("id", 3);
    expect(books.error).toBeNull();
    expect(books.data).toEqual([{ title: "Small Gods", writer: { name: "Terry" } }]);
    const authors = await client
      .from("authors")
      .select("name, books(title, authors(name))")
      .eq("id", 1)
      .order("id", { referencedTable: "books" });
    expect(authors.data).toEqual([
      {
        name: "Ursula",
        books: [
          { title: "The Dispossessed", authors: { name: "Ursula" } },
          { title: "A Wizard of Earthsea", authors: { name: "Ursula" } },
        ],
      },
    ]);
  });

  test("many-to-many through the join table; filters, order and limit on the embedded rows", async () => {
    const client = restClient(ctx.url);
    const { data, error } = await client
      .from("books")
      .select("title, genres(name)")
      .eq("id", 1)
      .order("name", { referencedTable: "genres", ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: "The Dispossessed", genres: [{ name: "scifi" }, { name: "classic" }] },
    ]);
    const limited = await client
      .from("authors")
      .select("name, books(title)")
      .eq("id", 1)
      .limit(1, { referencedTable: "books" })
      .order("pages", { referencedTable: "books" });
    expect(limited.data).toEqual([{ name: "Ursula", books: [{ title: "A Wizard of Earthsea" }] }]);
    const filtered = await client
      .from("authors")
      .select("name, books(title)")
      .eq("books.pages", 183)
      .eq("id", 1);
    expect(filtered.data).toEqual([{ name: "Ursula", books: [{ title: "A Wizard of Earthsea" }] }]);
  });

  test("!inner keeps only the rows with a match; spreads merge a to-one's columns", async () => {
    const client = restClient(ctx.url);
    const inner = await client
      .from("authors")
      .select("name, books!inner(title)")
      .eq("books.title", "Excession");
    expect(inner.data).toEqual([{ name: "Iain", books: [{ title: "Excession" }] }]);
    const spread = await client.from("books").select("title, ...authors(author:name)").eq("id", 4);
    expect(spread.data).toEqual([{ title: "Excession", author: "Iain" }]);
  });

  test("order by a column of an embedded to-one resource: order=authors(name).desc", async () => {
    const response = await fetch(
      `${ctx.url}/books?select=title,authors(name)&id=lte.4&order=authors(name).desc,id`,
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Loose[];
    expect(rows.map((r) => r.title)).toEqual([
      "The Dispossessed",
      "A Wizard of Earthsea",
      "Small Gods",
      "Excession",
    ]);
  });

  test("a hint picks among several relationships; without it PGRST201 300; no relationship PGRST200", async () => {
    await ownerSql(
      ctx.env,
      ctx.mainBranch,
      `CREATE TABLE loans (id serial PRIMARY KEY, book_id int REFERENCES books(id), lender_id int REFERENCES authors(id), borrower_id int REFERENCES authors(id));
       GRANT SELECT ON loans TO anonymous;
       INSERT INTO loans (book_id, lender_id, borrower_id) VALUES (1, 2, 3);`,
    );
    expect((await ctx.api("PATCH", ctx.dataApiPath(), {})).status).toBe(201);
    const client = restClient(ctx.url);
    const hinted = await client
      .from("loans")
      .select("lender:authors!lender_id(name), borrower:authors!borrower_id(name)");
    expect(hinted.error).toBeNull();
    expect(hinted.data).toEqual([{ lender: { name: "Terry" }, borrower: { name: "Iain" } }]);
    const ambiguous = await client.from("loans").select("authors(name)");
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe("PGRST201");
    expect((ambiguous.error as Loose).details).toHaveLength(2);
    const none = await client.from("genres").select("authors(name)");
    expect(none.status).toBe(400);
    expect(none.error).toMatchObject({
      code: "PGRST200",
      message: "Could not find a relationship between 'genres' and 'authors' in the schema cache",
    });
  });
});

describe("functions", () => {
  test("a scalar over POST and GET; a set of rows with filters and order; a set of scalars; void is 204", async () => {
    const client = restClient(ctx.url);
    expect((await client.rpc("add", { a: 2, b: 3 })).data).toBe(5);
    expect((await client.rpc("add", { a: 2, b: 3 }, { get: true })).data).toBe(5);
    const rows = await client
      .rpc("books_longer_than", { min_pages: 200 })
      .select("title")
      .lt("pages", 400)
      .order("pages");
    expect(rows.error).toBeNull();
    expect(rows.data).toEqual([{ title: "Small Gods" }, { title: "The Dispossessed" }]);
    expect((await client.rpc("numbers", { n: 3 })).data).toEqual([1, 2, 3]);
    const none = await client.rpc("touch_nothing");
    expect(none.status).toBe(204);
    expect(none.error).toBeNull();
  });

  test("GET runs read-only: a function that writes is 405 25006 over GET, and works over POST", async () => {
    const token = await ctx.issuer.token({ sub: "writer" });
    const client = restClient(ctx.url, token);
    const refused = await client.rpc("add_author", { author_name: "Via GET" }, { get: true });
    expect(refused.status).toBe(405);
    expect(refused.error?.code).toBe("25006");
    const added = await client.rpc("add_author", { author_name: "Via POST" });
    expect(added.error).toBeNull();
    expect(typeof added.data).toBe("number");
    const names = await client.from("authors").select("name").in("name", ["Via GET", "Via POST"]);
    expect(names.data).toEqual([{ name: "Via POST" }]);
    await client.from("authors").delete().eq("name", "Via POST");
  });

  test("an unknown function or argument is PGRST202 404", async () => {
    const client = restClient(ctx.url);
    const unknown = await client.rpc("nope", { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.nope(a) in the schema cache",
    });
    expect((await client.rpc("add", { a: 1, c: 2 })).error?.code).toBe("PGRST202");
  });
});
