import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { ownerSql } from "../support/data-api-fixture.ts";
import { awaitOperations, type Loose, useEmulator } from "../support/helpers.ts";
import { authError, neonAuthClient } from "../support/neon-auth-client.ts";

/**
 * A branch's services (Neon Auth, the Data API) across the events that replace its data or its
 * Neon Auth keys: a restore from another branch, a reset from its parent (Neon's reset is a
 * restore from the parent), Neon Auth disabled. Tokens signed by keys the branch no longer has
 * stop working on its Data API at once, and both services keep working on the new data, also when
 * it comes from a branch that never had them.
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

async function newBranch(parentId: string): Promise<string> {
  const { status, body } = await api("POST", "/branches", {
    branch: { parent_id: parentId },
    endpoints: [{ type: "read_write" }],
  });
  expect(status, JSON.stringify(body)).toBe(201);
  await awaitOperations(env, env.projectId, body.operations);
  return body.branch.id;
}

/** Neon Auth and a Data API checking its tokens (default grants), on the branch. */
async function withServices(branchId: string): Promise<void> {
  const auth = await api("POST", `/branches/${branchId}/auth`, { auth_provider: "better_auth" });
  expect(auth.status, JSON.stringify(auth.body)).toBe(201);
  const dataApi = await api("POST", `/branches/${branchId}/data-api/neondb`, {
    auth_provider: "neon_auth",
    add_default_grants: true,
  });
  expect(dataApi.status, JSON.stringify(dataApi.body)).toBe(201);
}

async function urls(branchId: string): Promise<{ auth: string; rest: string }> {
  const auth = await api("GET", `/branches/${branchId}/auth`);
  const rest = await api("GET", `/branches/${branchId}/data-api/neondb`);
  expect(auth.status).toBe(200);
  expect(rest.status).toBe(200);
  return { auth: auth.body.base_url, rest: rest.body.url };
}

async function restore(branchId: string, sourceId: string): Promise<void> {
  const { status, body } = await api("POST", `/branches/${branchId}/restore`, {
    source_branch_id: sourceId,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(await awaitOperations(env, env.projectId, body.operations)).toEqual(["finished"]);
}

/** A new user signed up on the branch's Neon Auth: its id and the JWT of its session. */
async function signedUp(authUrl: string, email: string): Promise<{ id: string; token: string }> {
  const { client } = neonAuthClient(authUrl);
  const { data, error } = await client.signUp.email({ email, password, name: "Tester" });
  expect(error).toBeNull();
  const session = await client.getSession(forceFetch);
  const token = session.data?.session.token ?? "";
  expect(token).toMatch(/^ey/);
  return { id: data?.user.id ?? "", token };
}

/** `me` on the Data API: who the request ran as (its role and the token's subject). */
async function whoAmI(restUrl: string, token?: string): Promise<{ status: number; body: Loose }> {
  const answer = await fetch(`${restUrl}/me`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: answer.status, body: await answer.json() };
}

let mainId = "";

beforeAll(async () => {
  const { body } = await api("GET", "/branches");
  mainId = body.branches.find((b: Loose) => b.default).id;
  // The default branch has neither service: its data has no Data API roles, no neon_auth.
  await ownerSql(
    env,
    mainId,
    `CREATE TABLE announcements (id int PRIMARY KEY, body text NOT NULL);
     INSERT INTO announcements VALUES (1, 'welcome');
     GRANT SELECT ON announcements TO PUBLIC;
     CREATE VIEW me AS SELECT current_user::text AS role,
       current_setting('request.jwt.claims', true)::jsonb ->> 'sub' AS sub;
     GRANT SELECT ON me TO PUBLIC;`,
  );
});

describe("tokens signed by keys the branch no longer has", () => {
  let parent = "";
  let child = "";
  let sibling = "";

  beforeAll(async () => {
    parent = await newBranch(mainId);
    await withServices(parent);
    child = await newBranch(parent);
    sibling = await newBranch(parent);
  });

  test("stop working on the Data API right after a reset from the parent", async () => {
    const { auth, rest } = await urls(child);
    const user = await signedUp(auth, "before-reset@example.test");
    expect(await whoAmI(rest, user.token)).toEqual({
      status: 200,
      body: [{ role: "authenticated", sub: user.id }],
    });
    await restore(child, parent);
    const refused = await whoAmI(rest, user.token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("PGRST301");
    const fresh = await signedUp(auth, "after-reset@example.test");
    expect((await whoAmI(rest, fresh.token)).body).toEqual([
      { role: "authenticated", sub: fresh.id },
    ]);
  });

  test("stop working on the Data API right after a restore from another branch", async () => {
    const { auth, rest } = await urls(child);
    const user = await signedUp(auth, "before-restore@example.test");
    expect((await whoAmI(rest, user.token)).status).toBe(200);
    await restore(child, sibling);
    const refused = await whoAmI(rest, user.token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("PGRST301");
  });

  test("stop working when Neon Auth is disabled, and stay refused once it is enabled again", async () => {
    const { auth, rest } = await urls(child);
    const user = await signedUp(auth, "before-disable@example.test");
    expect((await whoAmI(rest, user.token)).status).toBe(200);
    expect((await api("DELETE", `/branches/${child}/auth`)).status).toBe(200);
    expect((await whoAmI(rest, user.token)).status).not.toBe(200);
    const again = await api("POST", `/branches/${child}/auth`, { auth_provider: "better_auth" });
    expect(again.status).toBe(201);
    const refused = await whoAmI(rest, user.token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("PGRST301");
    const fresh = await signedUp(again.body.base_url, "after-enable@example.test");
    expect((await whoAmI(rest, fresh.token)).body).toEqual([
      { role: "authenticated", sub: fresh.id },
    ]);
  });
});

describe("a branch's services keep working on data from a branch without them", () => {
  let branch = "";
  let bare = "";

  beforeAll(async () => {
    branch = await newBranch(mainId);
    await withServices(branch);
    // Another child of the default branch, without either service.
    bare = await newBranch(mainId);
  });

  for (const [event, source] of [
    ["a restore from another branch", () => bare],
    ["a reset from the parent", () => mainId],
  ] as const) {
    test(`Neon Auth after ${event}: sign-up and sign-in work, earlier users are gone`, async () => {
      const { auth } = await urls(branch);
      const email = `auth-${source()}@example.test`;
      await signedUp(auth, email);
      await restore(branch, source());
      const { client } = neonAuthClient(auth);
      expect(await authError(client.signIn.email({ email, password }))).toMatchObject({
        status: 401,
        code: "invalid_credentials",
      });
      const user = await signedUp(auth, `again-${email}`);
      const signedIn = await neonAuthClient(auth).client.signIn.email({
        email: `again-${email}`,
        password,
      });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data?.user.id).toBe(user.id);
    });

    test(`the Data API after ${event}: anonymous and authenticated reads`, async () => {
      const { auth, rest } = await urls(branch);
      await restore(branch, source());
      const anonymous = await fetch(`${rest}/announcements?select=id,body`);
      expect(anonymous.status).toBe(200);
      expect(await anonymous.json()).toEqual([{ id: 1, body: "welcome" }]);
      expect((await whoAmI(rest)).body).toEqual([{ role: "anonymous", sub: null }]);
      const user = await signedUp(auth, `rest-${source()}@example.test`);
      expect(await whoAmI(rest, user.token)).toEqual({
        status: 200,
        body: [{ role: "authenticated", sub: user.id }],
      });
      const read = await fetch(`${rest}/announcements?select=body`, {
        headers: { Authorization: `Bearer ${user.token}` },
      });
      expect(await read.json()).toEqual([{ body: "welcome" }]);
    });
  }
});
