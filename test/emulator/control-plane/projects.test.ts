import { expect, test } from "vitest";
import { rich, useEmulator } from "../support/helpers.ts";

const env = useEmulator({ resetEachTest: true });

test("GET /projects answers Neon's list shape", async () => {
  const { status, body } = await env.api("GET", "/projects", { key: env.keys.organization });
  expect(status).toBe(200);
  expect(body.applications).toEqual({});
  expect(body.integrations).toEqual({});
  const project = body.projects.find((p: { id: string }) => p.id === env.projectId);
  expect(project).toMatchObject({
    id: "shiny-wind-02883412",
    name: "preview-demo",
    region_id: "aws-us-east-2",
    platform_id: "aws",
    pg_version: 17,
    locked: false,
    org_id: rich.orgId,
    proxy_host: "us-east-2.aws.neon.emulator.test",
  });
  expect(project.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

test("limit and cursor page the list; org_id and search filter it", async () => {
  const first = await env.api("GET", "/projects?limit=1");
  expect(first.body.projects).toHaveLength(1);
  const second = await env.api("GET", `/projects?limit=1&cursor=${first.body.pagination.cursor}`);
  expect(second.body.projects).toHaveLength(1);
  expect(second.body.projects[0].id).not.toBe(first.body.projects[0].id);
  const end = await env.api("GET", `/projects?limit=1&cursor=${second.body.pagination.cursor}`);
  expect(end.body.projects).toEqual([]);
  const searched = await env.api("GET", "/projects?search=second");
  expect(searched.body.projects.map((p: { id: string }) => p.id)).toEqual([rich.secondProjectId]);
  const byOrg = await env.api("GET", `/projects?org_id=${rich.orgId}`, { key: rich.olgaKey });
  expect(byOrg.status).toBe(404);
});

test("get, create and delete a project", async () => {
  const got = await env.api("GET", `/projects/${env.projectId}`);
  expect(got.body.project).toMatchObject({
    id: env.projectId,
    history_retention_seconds: expect.any(Number),
  });
  const created = await env.api("POST", "/projects", {
    key: rich.olgaKey,
    body: { project: { name: "olga-2" } },
  });
  expect(created.status).toBe(201);
  expect(created.body.project.id).toMatch(/^[a-z]+-[a-z]+-\d{8}$/);
  expect(created.body.branch).toMatchObject({ name: "main", default: true });
  expect(created.body.endpoints).toEqual([expect.objectContaining({ type: "read_write" })]);
  expect(created.body.operations.map((o: { action: string }) => o.action)).toEqual([
    "create_timeline",
    "start_compute",
  ]);
  const deleted = await env.api("DELETE", `/projects/${created.body.project.id}`, {
    key: rich.olgaKey,
  });
  expect(deleted.status).toBe(200);
  expect(
    (await env.api("GET", `/projects/${created.body.project.id}`, { key: rich.olgaKey })).status,
  ).toBe(404);
});

test("the list pages newest first; a cursor still works after its project is deleted", async () => {
  const ids: string[] = [];
  for (const name of ["olga-a", "olga-b", "olga-c", "olga-d"]) {
    await env.advance(1000);
    const created = await env.api("POST", "/projects", {
      key: rich.olgaKey,
      body: { project: { name } },
    });
    ids.push(created.body.project.id);
  }
  const first = await env.api("GET", "/projects?limit=2", { key: rich.olgaKey });
  expect(first.body.projects.map((p: { name: string }) => p.name)).toEqual(["olga-d", "olga-c"]);
  await env.settle();
  // olga-c: the last project of the first page, the one its cursor points after
  const deleted = await env.api("DELETE", `/projects/${ids[2]}`, { key: rich.olgaKey });
  expect(deleted.status).toBe(200);
  const cursor = encodeURIComponent(first.body.pagination.cursor);
  const second = await env.api("GET", `/projects?limit=2&cursor=${cursor}`, { key: rich.olgaKey });
  expect(second.status).toBe(200);
  expect(second.body.projects.map((p: { name: string }) => p.name)).toEqual(["olga-b", "olga-a"]);
  const third = await env.api(
    "GET",
    `/projects?limit=2&cursor=${encodeURIComponent(second.body.pagination.cursor)}`,
    { key: rich.olgaKey },
  );
  expect(third.body.projects.map((p: { id: string }) => p.id)).toEqual([rich.olgaProjectId]);
  const end = await env.api(
    "GET",
    `/projects?limit=2&cursor=${encodeURIComponent(third.body.pagination.cursor)}`,
    { key: rich.olgaKey },
  );
  expect(end.body.projects).toEqual([]);
  expect(end.body.pagination).toBeUndefined();
});

test("org_id lists one organization's projects; bad limit, cursor or recoverable → 400", async () => {
  const byOrg = await env.api("GET", `/projects?org_id=${rich.orgId}`, { key: rich.samKey });
  expect(byOrg.body.projects.map((p: { id: string }) => p.id).sort()).toEqual(
    [env.projectId, rich.secondProjectId].sort(),
  );
  const orgKey = await env.api("GET", `/projects?org_id=${rich.orgId}&search=SHINY`, {
    key: env.keys.organization,
  });
  expect(orgKey.body.projects.map((p: { id: string }) => p.id)).toEqual([env.projectId]);
  const projectKey = await env.api("GET", `/projects?org_id=${rich.orgId}`, {
    key: env.keys.project,
  });
  expect(projectKey.body.projects.map((p: { id: string }) => p.id)).toEqual([env.projectId]);
  expect((await env.api("GET", "/projects?limit=0")).status).toBe(400);
  expect((await env.api("GET", "/projects?limit=401")).status).toBe(400);
  const badCursor = await env.api("GET", "/projects?cursor=garbage");
  expect(badCursor.status).toBe(400);
  expect(badCursor.body.message).toContain("pass pagination.cursor as is");
  expect((await env.api("GET", "/projects?recoverable=maybe")).status).toBe(400);
  const recoverable = await env.api("GET", "/projects?recoverable=true");
  expect(recoverable.body.projects).toEqual([]);
});

test("GET /projects/shared: sharing is not modelled, so an empty list for every key", async () => {
  for (const key of [env.keys.personal, env.keys.organization, env.keys.project, rich.olgaKey]) {
    const shared = await env.api("GET", "/projects/shared?limit=400&search=x", { key });
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({ projects: [] });
  }
  expect((await env.api("GET", "/projects/shared?limit=0")).status).toBe(400);
  expect((await env.api("GET", "/projects/shared", { key: null })).status).toBe(401);
});

test("PATCH /projects/{id} renames a project and sets its history retention", async () => {
  const path = `/projects/${env.projectId}`;
  const key = env.keys.organization;
  const updated = await env.api("PATCH", path, {
    key,
    body: { project: { name: "renamed", history_retention_seconds: 3600 } },
  });
  expect(updated.status).toBe(200);
  expect(updated.body.operations).toEqual([]);
  expect(updated.body.project).toMatchObject({ name: "renamed", history_retention_seconds: 3600 });
  expect((await env.api("GET", path, { key })).body.project.name).toBe("renamed");
  const unsupported = await env.api("PATCH", path, {
    key,
    body: { project: { settings: { allowed_ips: { ips: ["1.2.3.4"] } } } },
  });
  expect(unsupported.status).toBe(400);
  const tooLong = await env.api("PATCH", path, {
    key,
    body: { project: { history_retention_seconds: 2_592_001 } },
  });
  expect(tooLong.status).toBe(400);
});
