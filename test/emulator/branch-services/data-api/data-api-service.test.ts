import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { type Emulator, startEmulator } from "../../../../emulator/src/index.ts";
import { restClient } from "../../support/data-api-fixture.ts";
import { frozenSeed, type Loose } from "../../support/helpers.ts";
import { neonAuthClient } from "../../support/neon-auth-client.ts";

// Neon Auth (its record and secret; its users are in the branch's data) and the Data API (its
// settings, its login) survive a restart from the same data directory: a user who signed up
// before signs in after, and the Data API answers the session's JWT.

const dataDir = mkdtempSync(join(tmpdir(), "emulator-services-kept-"));
const seed = frozenSeed(undefined, { time_scale: 1, operation_ms: 20 });
const running: Emulator[] = [];
const password = "correct horse battery staple";
const forceFetch = { fetchOptions: { headers: { "X-Force-Fetch": "true" } } };

afterAll(async () => {
  for (const emulator of running) await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const emulator = await startEmulator({ seed, dataDir, opMs: 20, port: 0 });
  running.push(emulator);
  const api = async (method: string, path: string, body?: unknown): Promise<Loose> => {
    const answer = await fetch(`${emulator.baseUrl}/projects/${emulator.projectId}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${emulator.keys.personal}`,
        "content-type": "application/json",
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : undefined };
  };
  const { body } = await api("GET", "/branches");
  const main = body.branches.find((b: Loose) => b.default).id as string;
  return { emulator, api, main };
}

async function sessionJwt(baseUrl: string, email: string): Promise<string> {
  const session = neonAuthClient(baseUrl);
  const signedIn = await session.client.signIn.email({ email, password });
  expect(signedIn.error).toBeNull();
  const { data } = await session.client.getSession(forceFetch);
  return data?.session.token ?? "";
}

describe("Neon Auth and the Data API across a restart", () => {
  test("the integration, its users and the Data API's settings come back and work", async () => {
    const first = await start();
    const auth = await first.api("POST", `/branches/${first.main}/auth`, {
      auth_provider: "better_auth",
    });
    expect(auth.status, JSON.stringify(auth.body)).toBe(201);
    const signUp = await neonAuthClient(auth.body.base_url).client.signUp.email({
      email: "ada@example.test",
      password,
      name: "Ada",
    });
    expect(signUp.error).toBeNull();
    const dataApi = await first.api("POST", `/branches/${first.main}/data-api/neondb`, {
      auth_provider: "neon_auth",
      add_default_grants: true,
      settings: { db_max_rows: 7 },
    });
    expect(dataApi.status, JSON.stringify(dataApi.body)).toBe(201);
    const before = await restClient(
      dataApi.body.url,
      await sessionJwt(auth.body.base_url, "ada@example.test"),
    )
      .from("neon_auth_probe")
      .select("*");
    // No such table: PostgREST's 404 (a token it refused would be a 401), so the Data API served
    // the session's JWT, checked against Neon Auth's keys.
    expect(before.status).toBe(404);
    await first.emulator.stop();

    const second = await start();
    const integration = await second.api("GET", `/branches/${second.main}/auth`);
    expect(integration.status).toBe(200);
    expect(integration.body.auth_provider_project_id).toBe(auth.body.auth_provider_project_id);
    expect(integration.body.base_url).toBe(auth.body.base_url);
    const settings = await second.api("GET", `/branches/${second.main}/data-api/neondb`);
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.settings.db_max_rows).toBe(7);
    const token = await sessionJwt(integration.body.base_url, "ada@example.test");
    expect(token).toMatch(/^ey/);
    const after = await restClient(settings.body.url, token).from("neon_auth_probe").select("*");
    expect(after.status, JSON.stringify(after.error)).toBe(404);
    const refused = await restClient(settings.body.url, `${token}x`)
      .from("neon_auth_probe")
      .select("*");
    expect(refused.status).toBe(401);
  });
});
