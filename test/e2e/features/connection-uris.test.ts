import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pr, startWorld, type World } from "../../support/world.ts";
import { query, session, succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// `ssl`, `prisma` and the `password` output, through dist/ against real PostgreSQL servers
// behind the emulator's TLS proxy (the tests trust its CA: vitest.config.ts).

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

const paramsOf = (uri: string | undefined) =>
  new URLSearchParams(new URL(uri ?? "postgresql://x").search);

describe("ssl", () => {
  test("require (the default): sslmode=require on both URIs, and the connection is TLS", async () => {
    const { main } = await world.job({
      event: pr("opened", 951),
      inputs: { ...URI_INPUTS, keep: "true" },
    });
    succeeded(main);
    for (const name of ["database-url", "database-url-pooled"]) {
      const uri = main.outputs[name];
      expect(paramsOf(uri).getAll("sslmode"), name).toEqual(["require"]);
      // The platform's own parameters are kept.
      expect(paramsOf(uri).get("options"), name).toMatch(/^endpoint=ep-/);
      const connected = await session<{ one: number }>(uri, "SELECT 1 AS one");
      expect(connected).toEqual({ rows: [{ one: 1 }], tls: true });
    }
  });

  test("verify-full connects; omit leaves sslmode out", async () => {
    const full = await world.job({
      event: pr("synchronize", 951),
      inputs: { ...URI_INPUTS, keep: "true", ssl: "verify-full" },
    });
    succeeded(full.main);
    expect(paramsOf(full.main.outputs["database-url"]).get("sslmode")).toBe("verify-full");
    expect((await session(full.main.outputs["database-url"], "SELECT 1")).tls).toBe(true);

    const omitted = await world.job({
      event: pr("synchronize", 951),
      inputs: { ...URI_INPUTS, keep: "true", ssl: "omit" },
    });
    succeeded(omitted.main);
    for (const name of ["database-url", "database-url-pooled"]) {
      const uri = omitted.main.outputs[name] ?? "";
      expect(uri, name).not.toContain("sslmode");
      expect((await session(uri, "SELECT 1")).tls).toBe(false);
    }
  });

  test("verify-ca is written as given", async () => {
    const { main } = await world.job({
      event: pr("synchronize", 951),
      inputs: { ...URI_INPUTS, keep: "true", ssl: "verify-ca" },
    });
    succeeded(main);
    expect(paramsOf(main.outputs["database-url-pooled"]).get("sslmode")).toBe("verify-ca");
  });
});

test("prisma: connect_timeout on both URIs, pgbouncer and pool_timeout on the pooled one", async () => {
  const { main } = await world.job({
    event: pr("opened", 952),
    inputs: { ...URI_INPUTS, keep: "true", prisma: "true" },
  });
  succeeded(main);
  const direct = paramsOf(main.outputs["database-url"]);
  const pooled = paramsOf(main.outputs["database-url-pooled"]);
  expect(direct.get("connect_timeout")).toBe("30");
  expect(direct.has("pgbouncer")).toBe(false);
  expect(direct.has("pool_timeout")).toBe(false);
  expect(pooled.get("connect_timeout")).toBe("30");
  expect(pooled.get("pgbouncer")).toBe("true");
  expect(pooled.get("pool_timeout")).toBe("30");
  expect(direct.get("sslmode")).toBe("require");
  // node-postgres ignores Prisma's own parameters: both still connect.
  expect(await query(main.outputs["database-url"], "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  expect(await query(main.outputs["database-url-pooled"], "SELECT 1 AS one")).toEqual([{ one: 1 }]);
});

test("password: the role's password, masked, and it connects", async () => {
  const { main } = await world.job({
    event: pr("opened", 953),
    inputs: { ...URI_INPUTS, keep: "true" },
  });
  succeeded(main);
  const password = main.outputs.password ?? "";
  const url = new URL(main.outputs["database-url"] ?? "");
  expect(password.length).toBeGreaterThanOrEqual(8);
  expect(password).toBe(decodeURIComponent(url.password));
  expect(main.commands.masks).toContain(password);
  expect(main.log.join("\n")).not.toContain(password);
  expect(main.summary).not.toContain(password);
  const state = await world.admin.state();
  const roles = state.projects.flatMap((p) => p.branches.flatMap((b) => b.roles));
  expect(roles.map((r) => r.password)).toContain(password);
  // The password alone, with the URI's host, port and endpoint option: it authenticates.
  const connected = await session<{ user: string }>(
    {
      host: url.hostname,
      port: Number(url.port),
      user: decodeURIComponent(url.username),
      password,
      database: url.pathname.slice(1),
      options: url.searchParams.get("options") ?? undefined,
      ssl: true,
    },
    "SELECT current_user AS user",
  );
  expect(connected).toEqual({ rows: [{ user: "neondb_owner" }], tls: true });
  // Without role and database there are no URIs and no password.
  const bare = await world.job({ event: pr("opened", 954) });
  succeeded(bare.main);
  expect(bare.main.outputs).not.toHaveProperty("password");
  expect(bare.main.outputs).not.toHaveProperty("database-url");
});
