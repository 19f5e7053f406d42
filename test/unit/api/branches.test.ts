import { expect, test } from "vitest";
import { listBranches } from "../../../src/api/branches.ts";
import { mockClient, useMockApi } from "../../support/mock-api.ts";

const { pool } = useMockApi();

const branch = (id: string, created: string) => ({
  id,
  project_id: "p-1",
  name: `preview/${id}`,
  created_at: created,
  updated_at: created,
  current_state: "ready",
});

test("one request of Neon's largest page lists a project; a next cursor is followed once each", async () => {
  const mock = pool();
  const page = (cursor?: string) =>
    `/api/v2/projects/p-1/branches?sort_by=created_at&sort_order=asc&limit=10000${cursor ? `&cursor=${cursor}` : ""}`;
  mock.intercept({ path: page(), method: "GET" }).reply(200, {
    branches: [branch("br-a", "2026-01-01T00:00:00Z"), branch("br-b", "2026-01-02T00:00:00Z")],
    pagination: { next: "c1" },
  });
  // A branch the first page already gave is not counted twice.
  mock.intercept({ path: page("c1"), method: "GET" }).reply(200, {
    branches: [branch("br-b", "2026-01-02T00:00:00Z"), branch("br-c", "2026-01-03T00:00:00Z")],
    pagination: { next: "c1" },
  });
  const api = mockClient();
  const listed = await listBranches(api, "p-1");
  expect(listed.map((b) => b.id)).toEqual(["br-a", "br-b", "br-c"]);
  // The repeated cursor ends the listing rather than looping.
  expect(api.requests).toBe(2);
});
