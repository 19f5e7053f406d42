import pg from "pg";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { ownerSql } from "../support/data-api-fixture.ts";
import { awaitOperations, type Loose, useEmulator } from "../support/helpers.ts";

/**
 * Neon's protected branches: such a branch cannot be deleted or reset, its computes cannot be
 * deleted, a project with one cannot be deleted, and a child of one gets new role passwords
 * (on its real data too: the proxy logs in to the compute with them).
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

const project = () => `/projects/${env.projectId}`;

async function api(method: string, path: string, body?: unknown) {
  return env.api(method, path, {
    key: env.keys.organization,
    ...(body !== undefined ? { body } : {}),
  });
}

async function newBranch(
  parentId: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; endpointId: string }> {
  const { status, body } = await api("POST", `${project()}/branches`, {
    branch: { parent_id: parentId, ...extra },
    endpoints: [{ type: "read_write" }],
  });
  expect(status, JSON.stringify(body)).toBe(201);
  await awaitOperations(env, env.projectId, body.operations);
  return { id: body.branch.id, endpointId: body.endpoints[0].id };
}

async function protect(branchId: string, on: boolean, projectId = env.projectId) {
  const { status } = await api("PATCH", `/projects/${projectId}/branches/${branchId}`, {
    branch: { protected: on },
  });
  expect(status).toBe(200);
}

async function ownerPassword(branchId: string): Promise<string> {
  const { status, body } = await api(
    "GET",
    `${project()}/branches/${branchId}/roles/neondb_owner/reveal_password`,
  );
  expect(status).toBe(200);
  return body.password;
}

/** Connects through the proxy to the branch's compute as neondb_owner with this password. */
async function connectsWith(branchId: string, password: string): Promise<boolean> {
  const { body } = await api(
    "GET",
    `${project()}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
  );
  const uri = new URL(body.uri);
  uri.password = encodeURIComponent(password);
  const client = new pg.Client({ connectionString: uri.toString() });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch (error) {
    expect((error as Error).message).toMatch(/password authentication failed/);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let mainId = "";

beforeAll(async () => {
  const { body } = await api("GET", `${project()}/branches`);
  mainId = body.branches.find((b: Loose) => b.default).id;
});

describe("a protected branch", () => {
  test("cannot be deleted (400) until it is unprotected", async () => {
    const branch = await newBranch(mainId, { protected: true });
    const refused = await api("DELETE", `${project()}/branches/${branch.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "BAD_REQUEST", request_id: expect.any(String) });
    expect(refused.body.message).toContain(`branch ${branch.id} is protected`);
    expect((await api("GET", `${project()}/branches/${branch.id}`)).status).toBe(200);
    await protect(branch.id, false);
    const deleted = await api("DELETE", `${project()}/branches/${branch.id}`);
    expect(deleted.status).toBe(200);
    await awaitOperations(env, env.projectId, deleted.body.operations);
  });

  test("cannot be reset from its parent (400) until it is unprotected", async () => {
    const branch = await newBranch(mainId, { protected: true });
    const path = `${project()}/branches/${branch.id}/restore`;
    const refused = await api("POST", path, { source_branch_id: mainId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("is protected and cannot be reset");
    expect((await api("GET", `${project()}/branches/${branch.id}`)).body.branch).not.toHaveProperty(
      "last_reset_at",
    );
    await protect(branch.id, false);
    const reset = await api("POST", path, { source_branch_id: mainId });
    expect(reset.status).toBe(200);
    await awaitOperations(env, env.projectId, reset.body.operations);
  });

  test("keeps its computes: deleting one is refused (400) until the branch is unprotected", async () => {
    const branch = await newBranch(mainId, { protected: true });
    const path = `${project()}/endpoints/${branch.endpointId}`;
    const refused = await api("DELETE", path);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(`protected branch ${branch.id}`);
    expect((await api("GET", path)).status).toBe(200);
    await protect(branch.id, false);
    expect((await api("DELETE", path)).status).toBe(200);
    expect((await api("GET", path)).status).toBe(404);
  });

  test("keeps its project: deleting the project is refused (400) until it is unprotected", async () => {
    const created = await api("POST", "/projects", { project: { name: "guarded" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const projectId = created.body.project.id;
    await awaitOperations(env, projectId, created.body.operations);
    await protect(created.body.branch.id, true, projectId);
    const refused = await api("DELETE", `/projects/${projectId}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(created.body.branch.id);
    expect((await api("GET", `/projects/${projectId}`)).status).toBe(200);
    await protect(created.body.branch.id, false, projectId);
    expect((await api("DELETE", `/projects/${projectId}`)).status).toBe(200);
    expect((await api("GET", `/projects/${projectId}`)).status).toBe(404);
  });
});

describe("a child of a protected branch", () => {
  let parent = "";
  let dataApiUrl = "";

  beforeAll(async () => {
    parent = (await newBranch(mainId)).id;
    // With a Data API: its login role's password is the parent's secret too.
    const dataApi = await api("POST", `${project()}/branches/${parent}/data-api/neondb`, {
      auth_provider: "external",
      jwks_url: "http://127.0.0.1:9/.well-known/jwks.json",
    });
    expect(dataApi.status, JSON.stringify(dataApi.body)).toBe(201);
    dataApiUrl = dataApi.body.url;
    await ownerSql(
      env,
      parent,
      "CREATE TABLE notices (id int); INSERT INTO notices VALUES (1); GRANT SELECT ON notices TO anonymous;",
    );
  });

  test("an unprotected parent's child keeps its passwords", async () => {
    const child = await newBranch(parent);
    expect(await ownerPassword(child.id)).toBe(await ownerPassword(parent));
  });

  test("gets new role passwords: the new one logs in through the proxy, the parent's does not", async () => {
    await protect(parent, true);
    const child = await newBranch(parent);
    const parentPassword = await ownerPassword(parent);
    const childPassword = await ownerPassword(child.id);
    expect(childPassword).not.toBe(parentPassword);
    expect(await connectsWith(child.id, childPassword)).toBe(true);
    expect(await connectsWith(child.id, parentPassword)).toBe(false);
    expect(await connectsWith(parent, parentPassword)).toBe(true);

    // The child's Data API logs in with its own new password, on the child's data.
    const childUrl = dataApiUrl.replace(`/${parent}/`, `/${child.id}/`);
    for (const url of [childUrl, dataApiUrl]) {
      const answer = await fetch(`${url}/notices?select=id`);
      expect(answer.status, url).toBe(200);
      expect(await answer.json()).toEqual([{ id: 1 }]);
    }
    await protect(parent, false);
  });
});
