import { describe, expect, test } from "vitest";
import { rich, useEmulator } from "../support/helpers.ts";

const env = useEmulator({ resetEachTest: true });
const projectIds = async (key: string) =>
  (await env.api("GET", "/projects", { key })).body.projects
    .map((p: { id: string }) => p.id)
    .sort();

describe("authentication", () => {
  test.each([
    ["no Authorization header", null, "authorization header is missing"],
    ["an unknown token", "not-a-real-token-000000000000000", "the API key is not valid"],
  ])("%s → 401 with Neon's error body", async (_, key, message) => {
    const { status, body, headers } = await env.api("GET", "/projects", { key });
    expect(status).toBe(401);
    expect(body).toEqual({
      code: "UNAUTHORIZED",
      message: expect.stringContaining(message),
      request_id: headers.get("x-request-id"),
    });
  });

  test("a header that is not Bearer → 401", async () => {
    const { status } = await env.api("GET", "/projects", {
      key: null,
      headers: { authorization: `Basic ${env.keys.personal}` },
    });
    expect(status).toBe(401);
  });

  test("revocation is immediate and permanent", async () => {
    const created = await env.api("POST", "/api_keys", { body: { key_name: "ci" } });
    const token = created.body.key;
    expect((await env.api("GET", "/projects", { key: token })).status).toBe(200);
    expect((await env.api("DELETE", `/api_keys/${created.body.id}`)).status).toBe(200);
    const refused = await env.api("GET", "/projects", { key: token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toContain("revoked");
    expect((await env.api("DELETE", `/api_keys/${created.body.id}`)).status).toBe(404);
  });

  test("a key revoked in the console (admin API) stops at once", async () => {
    expect((await env.admin("POST", "/api_keys/100002/revoke")).status).toBe(200);
    expect((await env.api("GET", "/projects", { key: env.keys.organization })).status).toBe(401);
  });
});

describe("scopes of personal, organization and project-scoped keys", () => {
  test("personal: own projects and organization projects while a member", async () => {
    expect(await projectIds(env.keys.personal)).toEqual(
      [rich.secondProjectId, env.projectId].sort(),
    );
    expect(await projectIds(rich.samKey)).toEqual([rich.secondProjectId, env.projectId].sort());
    expect(await projectIds(rich.olgaKey)).toEqual([rich.olgaProjectId]);
    const foreign = await env.api("GET", `/projects/${rich.olgaProjectId}/endpoints`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`project ${rich.olgaProjectId} not found`);
  });

  test("organization key: all the organization's projects only", async () => {
    expect(await projectIds(env.keys.organization)).toEqual(
      [rich.secondProjectId, env.projectId].sort(),
    );
    expect(
      (await env.api("GET", `/projects/${rich.olgaProjectId}`, { key: env.keys.organization }))
        .status,
    ).toBe(404);
  });

  test("project-scoped key: one project at member level", async () => {
    const key = env.keys.project;
    expect(await projectIds(key)).toEqual([env.projectId]);
    expect(
      (await env.api("GET", `/projects/${rich.secondProjectId}/branches`, { key })).status,
    ).toBe(404);
    expect((await env.api("POST", `/projects/${env.projectId}/branches`, { key })).status).toBe(
      201,
    );
    const remove = await env.api("DELETE", `/projects/${env.projectId}`, { key });
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe(
      `a project-scoped API key has member-level access and cannot delete project ${env.projectId}`,
    );
    const create = await env.api("POST", "/projects", { key, body: { project: { name: "x" } } });
    expect(create.status).toBe(403);
    expect(create.body.message).toContain("cannot create projects");
    const orgKeys = await env.api("GET", `/organizations/${rich.orgId}/api_keys`, { key });
    expect(orgKeys.status).toBe(403);
    const newKey = await env.api("POST", `/organizations/${rich.orgId}/api_keys`, {
      key,
      body: { key_name: "x" },
    });
    expect(newKey.status).toBe(403);
  });

  test("user leaves the organization: the personal key stays valid but loses its projects", async () => {
    const left = await env.admin("POST", `/users/${rich.userIds.sam}/leave-organization`);
    expect(left.body).toEqual({ user_id: rich.userIds.sam, left: rich.orgId });
    const list = await env.api("GET", "/projects", { key: rich.samKey });
    expect(list.status).toBe(200);
    expect(list.body.projects).toEqual([]);
    expect((await env.api("GET", `/projects/${env.projectId}`, { key: rich.samKey })).status).toBe(
      404,
    );
  });

  test("project transferred out: its project-scoped keys stop, the organization loses it", async () => {
    const moved = await env.admin("POST", `/projects/${env.projectId}/transfer-out`, {
      user_id: rich.userIds.olga,
    });
    expect(moved.body.disabled_keys).toEqual([100003]);
    const projectKey = await env.api("GET", "/projects", { key: env.keys.project });
    expect(projectKey.status).toBe(401);
    expect(projectKey.body.message).toContain("transferred out of organization");
    expect(await projectIds(env.keys.organization)).toEqual([rich.secondProjectId]);
    expect(await projectIds(rich.olgaKey)).toEqual([env.projectId, rich.olgaProjectId].sort());
  });
});

describe("API keys (Neon's endpoints)", () => {
  test("personal key: created with a personal key, token returned once, listed without it", async () => {
    const created = await env.api("POST", "/api_keys", { body: { key_name: "laptop" } });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      key: expect.stringMatching(/^[a-z0-9]{64}$/),
      name: "laptop",
      created_at: expect.any(String),
      created_by: rich.userIds.dana,
    });
    const list = await env.api("GET", "/api_keys");
    expect(list.body.map((k: { name: string }) => k.name)).toEqual(["dana-personal", "laptop"]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);
    expect(list.body[0].created_by).toEqual({
      id: rich.userIds.dana,
      name: "Dana Admin",
      image: "",
    });
    const byOrgKey = await env.api("POST", "/api_keys", {
      key: env.keys.organization,
      body: { key_name: "x" },
    });
    expect(byOrgKey.status).toBe(403);
    expect(byOrgKey.body.message).toContain("needs a personal API key");
    expect((await env.api("POST", "/api_keys", { body: {} })).status).toBe(400);
  });

  test("a personal key is revoked only by its owner", async () => {
    const samsOther = await env.api("POST", "/api_keys", {
      key: rich.samKey,
      body: { key_name: "sam-2" },
    });
    const byDana = await env.api("DELETE", `/api_keys/${samsOther.body.id}`);
    expect(byDana.status).toBe(403);
    expect(byDana.body.message).toContain("only its owner");
    const bySam = await env.api("DELETE", `/api_keys/${samsOther.body.id}`, { key: rich.samKey });
    expect(bySam.body).toMatchObject({ id: samsOther.body.id, revoked: true });
    expect((await env.api("DELETE", "/api_keys/abc")).status).toBe(400);
  });

  test("organization key: only an admin's personal key creates it; it reaches the organization's projects", async () => {
    const created = await env.api("POST", `/organizations/${rich.orgId}/api_keys`, {
      body: { key_name: "ci-org" },
    });
    expect(created.status).toBe(200);
    expect(created.body.project_id).toBeUndefined();
    expect(await projectIds(created.body.key)).toEqual(
      [rich.secondProjectId, env.projectId].sort(),
    );
    const byMember = await env.api("POST", `/organizations/${rich.orgId}/api_keys`, {
      key: rich.samKey,
      body: { key_name: "x" },
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toContain("only administrators");
    const byOrgKey = await env.api("POST", `/organizations/${rich.orgId}/api_keys`, {
      key: env.keys.organization,
      body: { key_name: "x" },
    });
    expect(byOrgKey.status).toBe(403);
    const byOutsider = await env.api("POST", `/organizations/${rich.orgId}/api_keys`, {
      key: rich.olgaKey,
      body: { key_name: "x" },
    });
    expect(byOutsider.status).toBe(404);
  });

  test("project-scoped key: any member creates it with project_id", async () => {
    const created = await env.api("POST", `/organizations/${rich.orgId}/api_keys`, {
      key: rich.samKey,
      body: { key_name: "pr-previews", project_id: rich.secondProjectId },
    });
    expect(created.status).toBe(200);
    expect(created.body.project_id).toBe(rich.secondProjectId);
    expect(await projectIds(created.body.key)).toEqual([rich.secondProjectId]);
    const otherOrg = await env.api("POST", `/organizations/${rich.orgId}/api_keys`, {
      key: rich.samKey,
      body: { key_name: "x", project_id: rich.olgaProjectId },
    });
    expect(otherOrg.status).toBe(404);
  });

  test("organization keys are listed and revoked by administrators (personal key or organization key)", async () => {
    const list = await env.api("GET", `/organizations/${rich.orgId}/api_keys`);
    expect(list.body.map((k: { id: number; project_id?: string }) => [k.id, k.project_id])).toEqual(
      [
        [100002, undefined],
        [100003, env.projectId],
      ],
    );
    expect(
      (await env.api("GET", `/organizations/${rich.orgId}/api_keys`, { key: rich.samKey })).status,
    ).toBe(403);
    expect(
      (
        await env.api("DELETE", `/organizations/${rich.orgId}/api_keys/100003`, {
          key: rich.samKey,
        })
      ).status,
    ).toBe(403);
    const byOrgKey = await env.api("DELETE", `/organizations/${rich.orgId}/api_keys/100003`, {
      key: env.keys.organization,
    });
    expect(byOrgKey.body).toMatchObject({ id: 100003, revoked: true, project_id: env.projectId });
    expect((await env.api("GET", "/projects", { key: env.keys.project })).status).toBe(401);
    const byAdmin = await env.api("DELETE", `/organizations/${rich.orgId}/api_keys/100002`);
    expect(byAdmin.body).toMatchObject({ id: 100002, revoked: true });
    expect((await env.api("GET", "/projects", { key: env.keys.organization })).status).toBe(401);
    expect((await env.api("DELETE", `/organizations/${rich.orgId}/api_keys/100001`)).status).toBe(
      404,
    );
  });

  test("the console creates keys through the admin API", async () => {
    const { body } = await env.admin("POST", "/api_keys", {
      type: "personal",
      user_id: rich.userIds.olga,
      name: "first",
    });
    expect(body.type).toBe("personal");
    expect(await projectIds(body.key)).toEqual([rich.olgaProjectId]);
  });
});
