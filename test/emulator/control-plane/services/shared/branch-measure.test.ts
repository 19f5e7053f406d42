import pg from "pg";
import { expect, test } from "vitest";
import { builtInSeed } from "../../../../../emulator/src/index.ts";
import { finishedOperations, useEmulator } from "../../../support/helpers.ts";

/** A branch's logical size and written bytes come from its real data directory. */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

test("rows written grow the branch's logical_size and written_data_bytes, read from disk", async () => {
  const project = `/projects/${env.projectId}`;
  const key = { key: env.keys.organization };
  const branches = (await env.api("GET", `${project}/branches`, key)).body.branches;
  const main = branches.find((b: { default: boolean }) => b.default);
  const before = (await env.api("GET", `${project}/branches/${main.id}`, key)).body.branch;
  const { body } = await env.api(
    "GET",
    `${project}/connection_uri?branch_id=${main.id}&role_name=neondb_owner&database_name=neondb`,
    key,
  );
  const client = new pg.Client({ connectionString: body.uri });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query(
      "CREATE TABLE filler AS SELECT g, repeat('x', 200) AS pad FROM generate_series(1, 20000) g",
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  const endpoints = (await env.api("GET", `${project}/endpoints`, key)).body.endpoints;
  const compute = endpoints.find((e: { branch_id: string }) => e.branch_id === main.id);
  const suspended = await env.api("POST", `${project}/endpoints/${compute.id}/suspend`, key);
  await finishedOperations(env, env.projectId, suspended.body.operations);
  const after = (await env.api("GET", `${project}/branches/${main.id}`, key)).body.branch;
  expect(after.logical_size - before.logical_size).toBeGreaterThan(4_000_000);
  expect(after.written_data_bytes - before.written_data_bytes).toBeGreaterThan(4_000_000);
});
