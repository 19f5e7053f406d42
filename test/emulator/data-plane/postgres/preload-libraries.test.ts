import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { preloadSettings } from "../../../../emulator/src/data-plane/postgres/preload-libraries.ts";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { type Loose, settledOperations, useEmulator } from "../../support/helpers.ts";

const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

async function api(method: string, path: string): Promise<Loose> {
  const answer = await env.api(method, path, { key: env.keys.organization });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function withClient<T>(uri: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: uri });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const marker = "SELECT $1::int AS preload_marker";
const countMarker = `SELECT coalesce(sum(calls), 0)::int AS calls FROM pg_stat_statements WHERE query = '${marker.replaceAll("'", "''")}'`;

describe("pg_stat_statements, as Neon's computes load it", () => {
  test("CREATE EXTENSION works, statements sent with parameters are counted, and a restart loses them", async () => {
    const project = `/projects/${env.projectId}`;
    const { endpoints } = await api("GET", `${project}/endpoints`);
    const endpoint = endpoints[0];
    const { uri } = await api(
      "GET",
      `${project}/connection_uri?branch_id=${endpoint.branch_id}&role_name=neondb_owner&database_name=neondb`,
    );
    const calls = await withClient(uri, async (client) => {
      await client.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
      for (const n of [1, 2, 3]) await client.query(marker, [n]);
      return (await client.query(countMarker)).rows[0].calls;
    });
    expect(calls).toBe(3);

    const restarted = await api("POST", `${project}/endpoints/${endpoint.id}/restart`);
    await settledOperations(env, env.projectId, restarted.operations);
    const after = await withClient(
      uri,
      async (client) => (await client.query(countMarker)).rows[0].calls,
    );
    expect(after).toBe(0);
  });
});

describe("preloadSettings", () => {
  const root = mkdtempSync(join(tmpdir(), "preload-libraries-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test("binaries without the module start without it", async () => {
    mkdirSync(join(root, "bare", "bin"), { recursive: true });
    expect(await preloadSettings(join(root, "bare", "bin", "postgres"))).toEqual({});
  });

  test("binaries with it preload it, keep its statistics in memory only and let non-superusers create it", async () => {
    mkdirSync(join(root, "full", "lib", "postgresql"), { recursive: true });
    writeFileSync(join(root, "full", "lib", "postgresql", "pg_stat_statements.so"), "");
    const extension = join(root, "full", "share", "postgresql", "extension");
    mkdirSync(extension, { recursive: true });
    writeFileSync(join(extension, "pg_stat_statements.control"), "relocatable = true\n");
    expect(await preloadSettings(join(root, "full", "bin", "postgres"))).toEqual({
      shared_preload_libraries: "pg_stat_statements",
      "pg_stat_statements.save": "off",
    });
    expect(readFileSync(join(extension, "pg_stat_statements.control"), "utf8")).toBe(
      "relocatable = true\ntrusted = true\n",
    );
  });
});
