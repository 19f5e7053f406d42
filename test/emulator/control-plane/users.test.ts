import { describe, expect, test } from "vitest";
import { frozenSeed, rich, richSeed, useEmulator } from "../support/helpers.ts";

const env = useEmulator({ resetEachTest: true });

describe("GET /users/me", () => {
  test("a personal key: its user, with Neon's account fields", async () => {
    const { status, body } = await env.api("GET", "/users/me");
    expect(status).toBe(200);
    expect(body).toEqual({
      id: rich.userIds.dana,
      email: "dana@example.test",
      login: "dana@example.test",
      name: "Dana Admin",
      last_name: "",
      image: "",
      auth_accounts: [],
      plan: "paid",
      projects_limit: expect.any(Number),
      branches_limit: expect.any(Number),
      max_autoscaling_limit: 16,
      active_seconds_limit: expect.any(Number),
    });
    const sam = await env.api("GET", "/users/me", { key: rich.samKey });
    expect(sam.body).toMatchObject({ id: rich.userIds.sam, email: "sam@example.test" });
  });

  test("the free plan shows its limits", async () => {
    await env.reset(frozenSeed(richSeed({ plan: "free" })));
    const { body } = await env.api("GET", "/users/me", { key: rich.olgaKey });
    expect(body).toMatchObject({
      id: rich.userIds.olga,
      plan: "free",
      max_autoscaling_limit: 2,
      compute_seconds_limit: expect.any(Number),
    });
  });

  test("organization and project-scoped keys have no user: 403; no key: 401", async () => {
    const org = await env.api("GET", "/users/me", { key: env.keys.organization });
    expect(org.status).toBe(403);
    expect(org.body.code).toBe("PERMISSION_DENIED");
    expect(org.body.message).toContain("not allowed for organization API keys");
    const project = await env.api("GET", "/users/me", { key: env.keys.project });
    expect(project.status).toBe(403);
    expect(project.body.message).toContain("not allowed for project-scoped API keys");
    expect((await env.api("GET", "/users/me", { key: null })).status).toBe(401);
  });
});

describe("GET /users/me/organizations", () => {
  const previewOrg = {
    id: rich.orgId,
    name: "Preview Org",
    handle: "quiet-meadow-48213907",
    plan: "paid",
    managed_by: "console",
    created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  };

  test("a personal key: the organizations its user administers or belongs to", async () => {
    const dana = await env.api("GET", "/users/me/organizations");
    expect(dana.status).toBe(200);
    expect(dana.body).toEqual({ organizations: [previewOrg] });
    const sam = await env.api("GET", "/users/me/organizations", { key: rich.samKey });
    expect(sam.body.organizations.map((o: { id: string }) => o.id)).toEqual([rich.orgId]);
    const olga = await env.api("GET", "/users/me/organizations", { key: rich.olgaKey });
    expect(olga.body).toEqual({ organizations: [] });
  });

  test("a user who left the organization no longer lists it", async () => {
    await env.admin("POST", `/users/${rich.userIds.sam}/leave-organization`, {});
    const sam = await env.api("GET", "/users/me/organizations", { key: rich.samKey });
    expect(sam.body.organizations).toEqual([]);
  });

  test("organization and project-scoped keys: the organization that owns the key", async () => {
    const org = await env.api("GET", "/users/me/organizations", { key: env.keys.organization });
    expect(org.body).toEqual({ organizations: [previewOrg] });
    const project = await env.api("GET", "/users/me/organizations", { key: env.keys.project });
    expect(project.body).toEqual({ organizations: [previewOrg] });
  });
});
