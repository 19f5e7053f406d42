import { beforeAll, describe, expect, test } from "vitest";
import { ownerSql, useDataApi } from "../../support/data-api-fixture.ts";
import type { Loose } from "../../support/helpers.ts";

/**
 * The Data API's root (OpenAPI) under each `openapi_mode`: by default PostgREST's
 * `follow-privileges`, listing only the tables, columns, changes and functions the request's
 * role may use; `ignore-privileges`, everything in the schema; `disabled`, 404.
 */
const ctx = useDataApi();

beforeAll(async () => {
  await ownerSql(
    ctx.env,
    ctx.mainBranch,
    `CREATE TABLE staff (id serial PRIMARY KEY, name text NOT NULL, salary int);
     GRANT SELECT (id, name) ON staff TO anonymous;
     CREATE FUNCTION raise_salaries() RETURNS void LANGUAGE sql AS $$ UPDATE staff SET salary = salary + 1 $$;
     REVOKE EXECUTE ON FUNCTION raise_salaries() FROM PUBLIC;
     GRANT EXECUTE ON FUNCTION raise_salaries() TO authenticated;`,
  );
  expect((await ctx.api("PATCH", ctx.dataApiPath(), {})).status).toBe(201);
});

async function root(token?: string): Promise<{ status: number; body: Loose }> {
  const response = await fetch(`${ctx.url}/`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

describe("follow-privileges (the default)", () => {
  test("the anonymous role sees only what it was granted: tables, columns, changes, functions", async () => {
    const { status, body } = await root();
    expect(status).toBe(200);
    const paths = Object.keys(body.paths);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/authors", "/books", "/staff", "/rpc/add"]),
    );
    expect(paths).not.toContain("/todos");
    expect(paths).not.toContain("/rpc/raise_salaries");
    expect(body.definitions.todos).toBeUndefined();
    expect(Object.keys(body.definitions.staff.properties)).toEqual(["id", "name"]);
    // SELECT only: reading, no change.
    expect(Object.keys(body.paths["/authors"])).toEqual(["get"]);
  });

  test("an authenticated token sees what that role was granted", async () => {
    const { status, body } = await root(await ctx.issuer.token({ sub: "reader" }));
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(["/todos", "/staff", "/rpc/raise_salaries"]),
    );
    expect(Object.keys(body.definitions.staff.properties)).toEqual(["id", "name", "salary"]);
    expect(Object.keys(body.paths["/authors"]).sort()).toEqual(["delete", "get", "patch", "post"]);
  });
});

describe("openapi_mode", () => {
  test("ignore-privileges lists every table, column and function to anyone", async () => {
    const patched = await ctx.api("PATCH", ctx.dataApiPath(), {
      settings: { openapi_mode: "ignore-privileges" },
    });
    expect(patched.status).toBe(201);
    const { status, body } = await root();
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(["/todos", "/staff", "/rpc/raise_salaries"]),
    );
    expect(Object.keys(body.definitions.staff.properties)).toEqual(["id", "name", "salary"]);
  });

  test("disabled answers 404 at the root", async () => {
    const patched = await ctx.api("PATCH", ctx.dataApiPath(), {
      settings: { openapi_mode: "disabled" },
    });
    expect(patched.status).toBe(201);
    const { status, body } = await root();
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: "PGRST126" });
    expect((await ctx.api("GET", ctx.dataApiPath())).body.settings.openapi_mode).toBe("disabled");
  });
});
