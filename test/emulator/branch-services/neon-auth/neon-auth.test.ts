import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import { promisify } from "node:util";
import { createRemoteJWKSet, jwtVerify } from "jose";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { awaitOperations, type Loose, useEmulator } from "../../support/helpers.ts";
import { authError, neonAuthClient } from "../../support/neon-auth-client.ts";

/**
 * Neon Auth on real servers: the control-plane routes (createNeonAuth, getNeonAuth,
 * disableNeonAuth, trusted domains) and each branch's real Better Auth server, spoken to with
 * Neon's own client (`@neondatabase/auth`) at the URL the API hands out; tokens verified with
 * JOSE against the branch's `jwks_url`.
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

const project = () => `/projects/${env.projectId}`;
const password = "correct horse battery staple";
const forceFetch = { fetchOptions: { headers: { "X-Force-Fetch": "true" } } };

async function api(method: string, path: string, body?: unknown) {
  return env.api(method, `${project()}${path}`, body !== undefined ? { body } : {});
}

async function mainBranchId(): Promise<string> {
  const { body } = await api("GET", "/branches");
  return body.branches.find((b: Loose) => b.default).id;
}

async function newBranch(parentId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await api("POST", "/branches", {
    branch: { parent_id: parentId, ...extra },
    endpoints: [{ type: "read_write" }],
  });
  expect(status, JSON.stringify(body)).toBe(201);
  await awaitOperations(env, env.projectId, body.operations);
  return body.branch.id;
}

async function enable(branchId: string): Promise<Loose> {
  const { status, body } = await api("POST", `/branches/${branchId}/auth`, {
    auth_provider: "better_auth",
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

async function integration(branchId: string): Promise<Loose> {
  const { status, body } = await api("GET", `/branches/${branchId}/auth`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

async function signUp(baseUrl: string, email: string) {
  const session = neonAuthClient(baseUrl);
  const { data, error } = await session.client.signUp.email({ email, password, name: "Tester" });
  expect(error).toBeNull();
  return { ...session, user: data?.user };
}

/** The JWT Neon's client holds for its session (the `set-auth-jwt` of get-session). */
async function sessionJwt(client: ReturnType<typeof neonAuthClient>["client"]): Promise<string> {
  const { data } = await client.getSession(forceFetch);
  const token = data?.session.token;
  expect(token).toMatch(/^ey/);
  return token ?? "";
}

function verifyAt(jwksUrl: string, token: string) {
  return jwtVerify(token, createRemoteJWKSet(new URL(jwksUrl)));
}

describe("Neon Auth on a branch", () => {
  test("enable answers Neon's shape; the URLs keep Neon's path; a second enable is 409", async () => {
    const branchId = await mainBranchId();
    const created = await enable(branchId);
    const { port } = env.emulator.proxy ?? { port: 0 };
    expect(created).toMatchObject({
      auth_provider: "better_auth",
      schema_name: "neon_auth",
      base_url: `http://127.0.0.1:${port}/neonauth/${branchId}/neondb/auth`,
      jwks_url: `http://127.0.0.1:${port}/neonauth/${branchId}/neondb/auth/.well-known/jwks.json`,
    });
    expect(created.secret_server_key).toMatch(/^ssk_/);
    const got = await integration(branchId);
    expect(got).toMatchObject({
      branch_id: branchId,
      db_name: "neondb",
      owned_by: "neon",
      base_url: created.base_url,
      auth_provider_project_id: created.auth_provider_project_id,
    });
    expect(got).not.toHaveProperty("secret_server_key");
    const again = await api("POST", `/branches/${branchId}/auth`, { auth_provider: "better_auth" });
    expect(again.status).toBe(409);
    // The secret is never in the request log.
    const { body } = await env.admin("GET", "/requests");
    expect(JSON.stringify(body)).not.toContain(created.secret_server_key);
  });

  test("an allowAnonymous client without a session gets Neon's anonymous token", async () => {
    const { base_url, jwks_url } = await integration(await mainBranchId());
    const token = await tokenOfNeonsClient(base_url, "anonymous");
    expect(token).toMatch(/^ey/);
    const { payload } = await verifyAt(jwks_url, token ?? "");
    expect(payload).toMatchObject({ role: "anonymous", iss: base_url, aud: base_url });
    expect(await tokenOfNeonsClient(base_url, "signed-in only")).toBeNull();
  });

  test("sign up, sign in, session, JWT verified against jwks_url, sign out (Neon's client)", async () => {
    const { base_url, jwks_url } = await integration(await mainBranchId());
    const { client, user } = await signUp(base_url, "ada@example.test");
    expect(user?.email).toBe("ada@example.test");

    const fresh = neonAuthClient(base_url);
    const signedIn = await fresh.client.signIn.email({ email: "ada@example.test", password });
    expect(signedIn.error).toBeNull();
    expect(fresh.cookies.size).toBeGreaterThan(0);
    const { data } = await fresh.client.getSession(forceFetch);
    expect(data?.user.email).toBe("ada@example.test");

    const token = await sessionJwt(fresh.client);
    const { payload } = await verifyAt(jwks_url, token);
    expect(payload).toMatchObject({
      sub: user?.id,
      email: "ada@example.test",
      role: "authenticated",
      iss: base_url,
      aud: base_url,
    });

    // /token answers a JWT for the session too.
    const tokenAnswer = await fetch(`${base_url}/token`, {
      headers: { cookie: fresh.cookieHeader() },
    });
    expect(tokenAnswer.status).toBe(200);
    const { token: fromTokenRoute } = (await tokenAnswer.json()) as { token: string };
    expect((await verifyAt(jwks_url, fromTokenRoute)).payload.sub).toBe(user?.id);

    const before = fresh.cookieHeader();
    await fresh.client.signOut();
    const afterSignOut = await fetch(`${base_url}/get-session`, { headers: { cookie: before } });
    expect(await afterSignOut.json()).toBeNull();
    await client.signOut();
  });

  test("a wrong password and an unknown user get Better Auth's 401 invalid_credentials", async () => {
    const { base_url } = await integration(await mainBranchId());
    const { client } = neonAuthClient(base_url);
    const wrong = await authError(
      client.signIn.email({ email: "ada@example.test", password: "nope-nope-nope" }),
    );
    expect(wrong).toMatchObject({ status: 401, code: "invalid_credentials" });
    const unknown = await authError(
      client.signIn.email({ email: "nobody@example.test", password }),
    );
    expect(unknown).toMatchObject({ status: 401, code: "invalid_credentials" });
  });

  test("the anonymous token (allowAnonymous clients) is a JWT with the anonymous role", async () => {
    const { base_url, jwks_url } = await integration(await mainBranchId());
    const answer = await fetch(`${base_url}/token/anonymous`);
    expect(answer.status).toBe(200);
    const { token, expires_at } = (await answer.json()) as { token: string; expires_at: number };
    const { payload } = await verifyAt(jwks_url, token);
    expect(payload.role).toBe("anonymous");
    expect(payload.exp).toBe(expires_at);
  });

  test("the auth URL works over https with the emulator's certificate", async () => {
    const { jwks_url } = await integration(await mainBranchId());
    const url = new URL(jwks_url.replace(/^http:/, "https:"));
    const ca = readFileSync(env.emulator.tls?.caPath ?? "");
    const body = await new Promise<string>((resolve, reject) => {
      httpsRequest(url, { ca, servername: "localhost" }, (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve(text));
      })
        .on("error", reject)
        .end();
    });
    expect(JSON.parse(body).keys.length).toBeGreaterThan(0);
  });
});

describe("Neon Auth branches with the data", () => {
  test("a child has its parent's users, its own URL and keys; what it signs up stays there", async () => {
    const parentId = await mainBranchId();
    const parent = await integration(parentId);
    await signUp(parent.base_url, "parent-user@example.test");
    const parentClient = neonAuthClient(parent.base_url);
    await parentClient.client.signIn.email({ email: "parent-user@example.test", password });
    const parentToken = await sessionJwt(parentClient.client);

    const childId = await newBranch(parentId);
    const child = await integration(childId);
    expect(child.base_url).not.toBe(parent.base_url);
    expect(child.auth_provider_project_id).not.toBe(parent.auth_provider_project_id);

    // The parent's user, as at branch time, signs in on the child.
    const onChild = neonAuthClient(child.base_url);
    const signedIn = await onChild.client.signIn.email({
      email: "parent-user@example.test",
      password,
    });
    expect(signedIn.error).toBeNull();
    const childToken = await sessionJwt(onChild.client);

    // Each branch's JWKS refuses the other's tokens; the parent's cookie is not the child's.
    await expect(verifyAt(child.jwks_url, parentToken)).rejects.toThrow();
    await expect(verifyAt(parent.jwks_url, childToken)).rejects.toThrow();
    const crossCookie = await fetch(`${child.base_url}/get-session`, {
      headers: { cookie: parentClient.cookieHeader() },
    });
    expect(await crossCookie.json()).toBeNull();

    // A user signed up on the child does not exist on the parent.
    await signUp(child.base_url, "child-only@example.test");
    const onParent = neonAuthClient(parent.base_url);
    expect(
      await authError(onParent.client.signIn.email({ email: "child-only@example.test", password })),
    ).toMatchObject({ status: 401, code: "invalid_credentials" });
  });

  test("a schema-only child has Neon Auth but no users", async () => {
    const parentId = await mainBranchId();
    const childId = await newBranch(parentId, { init_source: "schema-only" });
    const child = await integration(childId);
    const { client } = neonAuthClient(child.base_url);
    expect(
      await authError(client.signIn.email({ email: "ada@example.test", password })),
    ).toMatchObject({ status: 401, code: "invalid_credentials" });
    await signUp(child.base_url, "schema-only@example.test");
  });

  test("resetting a child to its parent brings the parent's users back, not its own", async () => {
    const parentId = await mainBranchId();
    const childId = await newBranch(parentId);
    const child = await integration(childId);
    await signUp(child.base_url, "before-reset@example.test");
    const reset = await api("POST", `/branches/${childId}/restore`, {
      source_branch_id: parentId,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await awaitOperations(env, env.projectId, reset.body.operations);
    const { client } = neonAuthClient(child.base_url);
    expect(
      await authError(client.signIn.email({ email: "before-reset@example.test", password })),
    ).toMatchObject({ status: 401, code: "invalid_credentials" });
    const parentUser = await client.signIn.email({ email: "ada@example.test", password });
    expect(parentUser.error).toBeNull();
  });

  test("deleting the branch stops its auth server; its URL answers 404", async () => {
    const childId = await newBranch(await mainBranchId());
    const child = await integration(childId);
    await signUp(child.base_url, "short-lived@example.test");
    const running = (await env.state()).projects[0].branches.find((b: Loose) => b.id === childId);
    expect(running.neon_auth.server_running).toBe(true);
    const deleted = await api("DELETE", `/branches/${childId}`);
    expect(deleted.status).toBe(200);
    await awaitOperations(env, env.projectId, deleted.body.operations);
    const answer = await fetch(`${child.base_url}/get-session`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  test("disabling stops the server (404), and delete_data drops the neon_auth schema", async () => {
    const branchId = await newBranch(await mainBranchId());
    const { base_url } = await integration(branchId);
    await signUp(base_url, "to-disable@example.test");
    const off = await api("DELETE", `/branches/${branchId}/auth`, { delete_data: true });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await fetch(`${base_url}/get-session`)).status).toBe(404);
    expect((await api("GET", `/branches/${branchId}/auth`)).status).toBe(404);

    const { body } = await api(
      "GET",
      `/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
    );
    const client = new pg.Client({ connectionString: body.uri });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT to_regnamespace('neon_auth') AS schema");
      expect(rows[0].schema).toBeNull();
    } finally {
      await client.end();
    }
    // Enabled again: a fresh, empty user table.
    const again = await enable(branchId);
    const { client: auth } = neonAuthClient(again.base_url);
    expect(
      await authError(auth.signIn.email({ email: "to-disable@example.test", password })),
    ).toMatchObject({ status: 401 });
  });
});

describe("the routes neonctl neon-auth calls", () => {
  test("users: create (then sign-up with that email is refused), delete, 404 and 409", async () => {
    const branchId = await newBranch(await mainBranchId());
    const { base_url } = await integration(branchId);
    const created = await api("POST", `/branches/${branchId}/auth/users`, {
      email: "made-by-api@example.test",
      name: "Made By API",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).toEqual(expect.any(String));
    const again = await api("POST", `/branches/${branchId}/auth/users`, {
      email: "made-by-api@example.test",
    });
    expect(again.status).toBe(409);
    const taken = await authError(
      neonAuthClient(base_url).client.signUp.email({
        email: "made-by-api@example.test",
        password,
        name: "Someone",
      }),
    );
    expect(taken?.status).toBe(422);

    const deleted = await api("DELETE", `/branches/${branchId}/auth/users/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(
      (await api("DELETE", `/branches/${branchId}/auth/users/${created.body.id}`)).status,
    ).toBe(404);
    await signUp(base_url, "made-by-api@example.test");
  });

  test("trusted domains and allow_localhost decide which origins may sign in", async () => {
    const branchId = await newBranch(await mainBranchId());
    const { base_url } = await integration(branchId);
    const app = "https://app.example.test";
    expect((await api("GET", `/branches/${branchId}/auth/domains`)).body).toEqual({ domains: [] });
    const added = await api("POST", `/branches/${branchId}/auth/domains`, {
      domain: app,
      auth_provider: "better_auth",
    });
    expect(added.status).toBe(201);
    expect((await api("GET", `/branches/${branchId}/auth/domains`)).body.domains).toEqual([
      { domain: app, auth_provider: "better_auth" },
    ]);
    const fromApp = neonAuthClient(base_url, app);
    const up = await fromApp.client.signUp.email({
      email: "app@example.test",
      password,
      name: "A",
    });
    expect(up.error).toBeNull();
    // Better Auth checks the Origin of a sign-up against the trusted origins.
    const signUpFrom = (origin: string, email: string) =>
      authError(
        neonAuthClient(base_url, origin).client.signUp.email({ email, password, name: "S" }),
      );
    expect(await signUpFrom("https://evil.example.test", "evil@example.test")).toMatchObject({
      status: 403,
    });

    const off = await api("PATCH", `/branches/${branchId}/auth/allow_localhost`, {
      allow_localhost: false,
    });
    expect(off.body).toEqual({ allow_localhost: false });
    expect((await api("GET", `/branches/${branchId}/auth/allow_localhost`)).body).toEqual({
      allow_localhost: false,
    });
    expect(await signUpFrom("http://localhost:3000", "local@example.test")).toMatchObject({
      status: 403,
    });

    const removed = await api("DELETE", `/branches/${branchId}/auth/domains`, {
      auth_provider: "better_auth",
      domains: [{ domain: app }],
    });
    expect(removed.status).toBe(200);
    expect(await signUpFrom(app, "app-2@example.test")).toMatchObject({ status: 403 });
  });

  test("email_and_password: disable_sign_up refuses sign-ups, sign-in still works", async () => {
    const branchId = await newBranch(await mainBranchId());
    const { base_url } = await integration(branchId);
    const before = await api("GET", `/branches/${branchId}/auth/email_and_password`);
    expect(before.body).toMatchObject({ enabled: true, disable_sign_up: false });
    const patched = await api("PATCH", `/branches/${branchId}/auth/email_and_password`, {
      disable_sign_up: true,
    });
    expect(patched.body).toMatchObject({ enabled: true, disable_sign_up: true });
    const refused = await authError(
      neonAuthClient(base_url).client.signUp.email({
        email: "late@example.test",
        password,
        name: "L",
      }),
    );
    expect(refused?.status).toBeGreaterThanOrEqual(400);
    expect(refused?.status).toBeLessThan(500);
    const { error } = await neonAuthClient(base_url).client.signIn.email({
      email: "ada@example.test",
      password,
    });
    expect(error).toBeNull();
  });

  test("plugins, email provider and the app name are kept and shown back", async () => {
    const branchId = await newBranch(await mainBranchId());
    const plugins = await api("GET", `/branches/${branchId}/auth/plugins`);
    expect(plugins.body).toMatchObject({ allow_localhost: true, oauth_providers: [] });
    const provider = await api("PATCH", `/branches/${branchId}/auth/email_provider`, {
      type: "standard",
      host: "smtp.example.test",
      port: 587,
      username: "mailer",
      password: "smtp-secret-value",
      sender_email: "noreply@example.test",
      sender_name: "Example",
    });
    expect(provider.status).toBe(200);
    expect(JSON.stringify(provider.body)).not.toContain("smtp-secret-value");
    expect((await api("GET", `/branches/${branchId}/auth/email_provider`)).body).toMatchObject({
      type: "standard",
      host: "smtp.example.test",
    });
    const github = await api("POST", `/branches/${branchId}/auth/oauth_providers`, {
      id: "github",
      client_id: "gh-client",
      client_secret: "gh-secret-value",
    });
    expect(github.body).toEqual({ id: "github", type: "standard", client_id: "gh-client" });
    expect(
      (await api("POST", `/branches/${branchId}/auth/oauth_providers`, { id: "github" })).status,
    ).toBe(409);
    const google = await api("POST", `/branches/${branchId}/auth/oauth_providers`, {
      id: "google",
    });
    expect(google.body).toEqual({ id: "google", type: "shared" });
    const listed = await api("GET", `/branches/${branchId}/auth/oauth_providers`);
    expect(listed.body.providers.map((p: Loose) => p.id)).toEqual(["github", "google"]);
    expect(JSON.stringify(listed.body)).not.toContain("gh-secret-value");
    const updated = await api("PATCH", `/branches/${branchId}/auth/oauth_providers/google`, {
      client_id: "g-client",
    });
    expect(updated.body).toEqual({ id: "google", type: "standard", client_id: "g-client" });
    expect((await api("DELETE", `/branches/${branchId}/auth/oauth_providers/github`)).status).toBe(
      200,
    );
    expect((await api("DELETE", `/branches/${branchId}/auth/oauth_providers/github`)).status).toBe(
      404,
    );
    const log = await env.admin("GET", "/requests");
    expect(JSON.stringify(log.body)).not.toContain("smtp-secret-value");
    expect(JSON.stringify(log.body)).not.toContain("gh-secret-value");
    const named = await api("PATCH", `/branches/${branchId}/auth/config`, { name: "My App" });
    expect(named.body).toEqual({ name: "My App" });
    expect((await integration(branchId)).name).toBe("My App");
  });

  test("an auth request wakes the branch's idle compute", async () => {
    const branchId = await newBranch(await mainBranchId());
    const { base_url } = await integration(branchId);
    const { body } = await api("GET", "/endpoints");
    const compute = body.endpoints.find((e: Loose) => e.branch_id === branchId);
    const suspended = await api("POST", `/endpoints/${compute.id}/suspend`);
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    await awaitOperations(env, env.projectId, suspended.body.operations);
    expect((await api("GET", `/endpoints/${compute.id}`)).body.endpoint.current_state).toBe("idle");
    const { error } = await neonAuthClient(base_url).client.signIn.email({
      email: "ada@example.test",
      password,
    });
    expect(error).toBeNull();
    expect((await api("GET", `/endpoints/${compute.id}`)).body.endpoint.current_state).toBe(
      "active",
    );
  });
});

describe("Neon Auth bad input", () => {
  test("control plane: unknown provider, unknown field, malformed JSON get Neon's error body", async () => {
    const branchId = await newBranch(await mainBranchId());
    // Inherited from main: enabling again is a conflict until it is disabled.
    expect(
      (await api("POST", `/branches/${branchId}/auth`, { auth_provider: "better_auth" })).status,
    ).toBe(409);
    expect((await api("DELETE", `/branches/${branchId}/auth`, {})).status).toBe(200);
    const stack = await api("POST", `/branches/${branchId}/auth`, { auth_provider: "stack" });
    expect(stack.status).toBe(400);
    expect(stack.body.message).toContain("better_auth");
    const unknownProvider = await api("POST", `/branches/${branchId}/auth`, {
      auth_provider: "okta",
    });
    expect(unknownProvider.status).toBe(400);
    expect(unknownProvider.body.message).toContain("auth_provider");
    const unknownField = await api("POST", `/branches/${branchId}/auth`, {
      auth_provider: "better_auth",
      colour: "blue",
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.message).toContain("colour");
    const malformed = await api("POST", `/branches/${branchId}/auth`, '{"auth_provider": ');
    expect(malformed.status).toBe(400);
    const noDatabase = await api("POST", `/branches/${branchId}/auth`, {
      auth_provider: "better_auth",
      database_name: "missing",
    });
    expect(noDatabase.status).toBe(404);
    expect((await api("GET", `/branches/${branchId}/auth`)).status).toBe(404);
  });

  test("delete_data on a branch without a compute is refused, and Neon Auth stays", async () => {
    const { status, body } = await api("POST", "/branches", {
      branch: { parent_id: await mainBranchId() },
    });
    expect(status).toBe(201);
    await awaitOperations(env, env.projectId, body.operations);
    const refused = await api("DELETE", `/branches/${body.branch.id}/auth`, { delete_data: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("read_write compute");
    expect((await api("GET", `/branches/${body.branch.id}/auth`)).status).toBe(200);
    // Without one, its auth URL answers 404: its server has no compute to reach its data.
    const { base_url } = await integration(body.branch.id);
    expect((await fetch(`${base_url}/get-session`)).status).toBe(404);
  });

  test("auth server: oversized and malformed bodies, unknown branch", async () => {
    const { base_url } = await integration(await mainBranchId());
    const big = await fetch(`${base_url}/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ email: "a@example.test", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    // Chunked, without a Content-Length: refused once it passes the limit.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await fetch(`${base_url}/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const malformed = await fetch(`${base_url}/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: '{"email": ',
    });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const unknown = await fetch(base_url.replace(/br-[a-z0-9-]+/, "br-nothing-here-00000000"));
    expect(unknown.status).toBe(404);
  });
});

/** The JWT Neon's client (`@neondatabase/auth`) hands out without a session, from a fresh process. */
async function tokenOfNeonsClient(
  baseUrl: string,
  mode: "anonymous" | "signed-in only",
): Promise<string | null> {
  const client = join(import.meta.dirname, "anonymous-client.ts");
  const { stdout } = await promisify(execFile)(process.execPath, [client, baseUrl, mode]);
  return JSON.parse(stdout) as string | null;
}
