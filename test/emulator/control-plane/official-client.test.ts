import { createApiClient, EndpointType } from "@neondatabase/api-client";
import { expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { waitUntil } from "../../support/wait.ts";
import { useEmulator } from "../support/helpers.ts";

// Real time with short operations: the official client polls as a user would.
const env = useEmulator({
  seed: { ...builtInSeed(), timing: { operation_ms: 20, check_availability_interval_ms: 0 } },
});

async function untilFinished(
  client: ReturnType<typeof createApiClient>,
  projectId: string,
  ids: string[],
) {
  await waitUntil(`operations ${ids.join(", ")} finished`, async () => {
    const statuses = await Promise.all(
      ids.map(
        async (id) => (await client.getProjectOperation(projectId, id)).data.operation.status,
      ),
    );
    expect(statuses).not.toContain("failed");
    return statuses.every((s) => s === "finished");
  });
}

test("the official @neondatabase/api-client drives the emulator", async () => {
  const client = createApiClient({ baseURL: env.emulator.baseUrl, apiKey: env.keys.personal });
  const projectId = env.projectId;

  const projects = await client.listProjects({});
  expect(projects.data.projects.map((p) => p.id)).toEqual([projectId]);

  const branch = await client.createProjectBranch(projectId, { branch: { name: "preview/pr-7" } });
  await untilFinished(
    client,
    projectId,
    branch.data.operations.map((o) => o.id),
  );
  const branchId = branch.data.branch.id;

  const created = await client.createProjectEndpoint(projectId, {
    endpoint: {
      branch_id: branchId,
      type: EndpointType.ReadWrite,
      autoscaling_limit_min_cu: 0.25,
      autoscaling_limit_max_cu: 1,
    },
  });
  expect(created.status).toBe(201);
  const endpointId = created.data.endpoint.id;
  await untilFinished(
    client,
    projectId,
    created.data.operations.map((o) => o.id),
  );

  const listed = await client.listProjectEndpoints(projectId);
  expect(listed.data.endpoints.map((e) => e.id)).toContain(endpointId);

  const updated = await client.updateProjectEndpoint(projectId, endpointId, {
    endpoint: {
      autoscaling_limit_min_cu: 0.5,
      autoscaling_limit_max_cu: 2,
      suspend_timeout_seconds: 600,
    },
  });
  expect(updated.data.endpoint).toMatchObject({
    autoscaling_limit_max_cu: 2,
    suspend_timeout_seconds: 600,
  });
  await untilFinished(
    client,
    projectId,
    updated.data.operations.map((o) => o.id),
  );

  const operations = await client.listProjectOperations({ projectId, limit: 2 });
  expect(operations.data.operations).toHaveLength(2);
  expect(operations.data.operations[0]?.action).toBe("apply_config");
  const next = await client.listProjectOperations({
    projectId,
    limit: 2,
    cursor: operations.data.pagination?.cursor,
  });
  expect(next.data.operations[0]?.id).not.toBe(operations.data.operations[1]?.id);
  const one = await client.getProjectOperation(projectId, operations.data.operations[0]?.id ?? "");
  expect(one.data.operation.status).toBe("finished");

  const deleted = await client.deleteProjectEndpoint(projectId, endpointId);
  expect(deleted.data.operations).toEqual([]);
  await expect(client.getProjectEndpoint(projectId, endpointId)).rejects.toMatchObject({
    response: { status: 404 },
  });

  const key = await client.createApiKey({ key_name: "from-official-client" });
  const withNewKey = createApiClient({ baseURL: env.emulator.baseUrl, apiKey: key.data.key });
  expect((await withNewKey.listProjects({})).status).toBe(200);
  const revoked = await client.revokeApiKey(key.data.id);
  expect(revoked.data.revoked).toBe(true);
  await expect(withNewKey.listProjects({})).rejects.toMatchObject({ response: { status: 401 } });
});

test("@neon/sdk 6: branches.create polls until its operations finish; createAndConnect's URI connects", async () => {
  const { createNeonClient } = await import("@neon/sdk");
  const neon = createNeonClient({
    apiKey: env.keys.organization,
    baseUrl: env.emulator.baseUrl,
    wait: { pollIntervalMs: 20 },
    throwOnError: true,
  });
  const projectId = env.projectId;
  const branch = await neon.branches.create({ projectId, name: "sdk-6-branch" });
  expect(branch.name).toBe("sdk-6-branch");
  // Readiness polling: nothing of the branch is still running when create resolves.
  const operations = (
    await env.api("GET", `/projects/${projectId}/operations?limit=100`)
  ).body.operations.filter((op: { branch_id?: string }) => op.branch_id === branch.id);
  expect(operations.length).toBeGreaterThan(0);
  expect(operations.map((op: { status: string }) => op.status)).toEqual(
    operations.map(() => "finished"),
  );

  const connected = await neon.branches.createAndConnect({
    projectId,
    name: "sdk-6-connected",
    pooled: false,
  });
  expect(connected.branch.name).toBe("sdk-6-connected");
  expect(connected.connectionString).toMatch(/^postgres(ql)?:\/\//);
  const listed = await neon.branches.list({ projectId }).all();
  expect(listed.map((b) => b.name)).toEqual(
    expect.arrayContaining(["sdk-6-branch", "sdk-6-connected"]),
  );
});
