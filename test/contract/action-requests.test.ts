import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { validateRequest, validateResponse } from "../support/openapi/openapi.ts";
import { pushEvent } from "../support/runner/index.ts";
import { pr, startWorld, type World } from "../support/world.ts";
import { query, waitForIdleProject } from "../support/world-helpers.ts";

// What the bundled action sends must be what Neon's API v2 accepts: every request of every
// flow is matched to an operation of Neon's OpenAPI document, its parameters and body to theirs.

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

test("every request the action makes, in every flow, is one Neon's document defines", async () => {
  const since = await world.admin.lastSeq();
  const freshInputs = { keep: "true", "suspend-timeout": "600" };
  const fresh = await world.step("main", { event: pr("opened", 601), inputs: freshInputs });
  expect(fresh.outputs.result).toBe("created");
  // A database only the PR branch has: its post step reads that one's schema whole.
  await waitForIdleProject(world);
  const helperFrom = await world.admin.lastSeq();
  const created = await world.api(
    "POST",
    `/projects/${world.emulator.projectId}/branches/${fresh.outputs["branch-id"]}/databases`,
    { database: { name: "pr_only", owner_name: "neondb_owner" } },
  );
  expect(created.status).toBe(201);
  const helperTo = await world.admin.lastSeq();
  await waitForIdleProject(world);
  const freshPost = await world.step("post", {
    event: pr("opened", 601),
    inputs: freshInputs,
    state: fresh.state,
  });
  expect(freshPost.log.join("\n")).toContain("Schema of pr_only");
  // A re-run moves the branch's expiration (PATCH) and, with reset, restores it from its parent.
  const resized = await world.job({
    event: pr("synchronize", 601),
    inputs: {
      "compute-size": "0.5-2",
      reset: "true",
      role: "neondb_owner",
      database: "neondb",
    },
  });
  expect(resized.main.outputs.result).toBe("reused");
  const parked = await world.job({
    event: pushEvent(),
    inputs: { branch: "parking", keep: "true" },
  });
  const moved = await world.job({
    event: pr("opened", 602),
    inputs: {
      "endpoint-id": parked.main.outputs["endpoint-id"] ?? "",
      "parent-branch": "main",
      "branch-type": "schema-only",
    },
  });
  expect(moved.main.outputs.result).toBe("moved");
  const closed = await world.job({ event: pr("closed", 601) });
  expect(closed.main.outputs.result).toBe("deleted");
  const reopened = await world.job({ event: pr("reopened", 601) });
  expect(reopened.main.outputs.result).toBe("created");
  const closedForGood = await world.job({
    event: pr("closed", 601),
    inputs: { "delete-branch": "true" },
  });
  expect(closedForGood.main.outputs.result).toBe("deleted");

  // Masking: an anonymized branch created and waited for, its post step suspending the compute;
  // a re-run with changed rules; the close deleting the branch.
  const rule = (column: string) => ({
    database_name: "neondb",
    schema_name: "public",
    table_name: "contacts",
    column_name: column,
    masking_function: "anon.fake_email()",
  });
  const main = world.emulator.projectId;
  const listed = await world.api<{ branches: Array<{ id: string; default: boolean }> }>(
    "GET",
    `/projects/${main}/branches`,
  );
  const defaultId = listed.body.branches.find((b) => b.default)?.id ?? "";
  const uri = await world.api<{ uri: string }>(
    "GET",
    `/projects/${main}/connection_uri?branch_id=${defaultId}&role_name=neondb_owner&database_name=neondb`,
  );
  await query(
    uri.body.uri,
    "CREATE TABLE contacts (email text, backup_email text); INSERT INTO contacts VALUES ('a@real.example', 'b@real.example')",
  );
  const anonymized = await world.job({
    event: pr("opened", 603),
    inputs: { "masking-rules": JSON.stringify([rule("email")]) },
  });
  expect(anonymized.main.outputs.result, anonymized.main.log.join("\n")).toBe("created");
  const remasked = await world.job({
    event: pr("synchronize", 603),
    inputs: { "masking-rules": JSON.stringify([rule("email"), rule("backup_email")]) },
  });
  expect(remasked.main.outputs.result).toBe("reused");
  const closedMasked = await world.job({ event: pr("closed", 603) });
  expect(closedMasked.main.outputs.result).toBe("deleted");

  // export-env with a neon.ts that declares the AI gateway: a branch credential minted, and
  // revoked by the post step.
  const workspace = mkdtempSync(join(tmpdir(), "action-requests-"));
  try {
    writeFileSync(
      join(workspace, "neon.ts"),
      'import { defineConfig } from "@neon/config/v1";\nexport default defineConfig({ aiGateway: true });\n',
    );
    const exported = await world.job({
      event: pr("opened", 604),
      cwd: workspace,
      inputs: { "export-env": "true", role: "neondb_owner", database: "neondb" },
    });
    expect(exported.main.env.NEON_AI_GATEWAY_TOKEN, exported.main.log.join("\n")).toBeDefined();
    expect(exported.post.log.join("\n")).toContain("Revoked this job's branch credential");
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }

  const requests = (await world.admin.requests(since)).filter(
    (r) => r.path.startsWith("/api/v2/") && (r.seq <= helperFrom || r.seq > helperTo),
  );
  const routes = new Set<string>();
  for (const request of requests) {
    const route = validateResponse({
      method: request.method,
      path: request.path,
      status: request.status,
      body: request.response_body,
    });
    expect(
      route.operation,
      `${request.method} ${request.path} is not in Neon's document`,
    ).toBeDefined();
    routes.add(route.operation ?? "");
    const sent = validateRequest({
      method: request.method,
      path: request.query ? `${request.path}?${request.query}` : request.path,
      body: request.request_body,
    });
    expect(sent.errors, `${request.method} ${request.path}?${request.query}`).toEqual([]);
  }
  // The flows above reach every kind of request the action makes.
  expect([...routes].sort()).toEqual(
    [
      "createCredential",
      "createProjectBranch",
      "createProjectBranchAnonymized",
      "createProjectEndpoint",
      "deleteProjectBranch",
      "deleteProjectEndpoint",
      "getAnonymizedBranchStatus",
      "getConnectionURI",
      "getMaskingRules",
      // The fleet line reads the plan's limit; Neon's engine, applying a neon.ts that declares a
      // service, reads the project and its computes (listProjectEndpoints).
      "getProject",
      // The post step reads the branch's figures at the job's end (preview-cost).
      "getProjectBranch",
      // The post step reads the compute's name (its claims) before it deletes it.
      "getProjectEndpoint",
      "getProjectBranchAiGateway",
      "getProjectBranchSchema",
      "getProjectBranchSchemaComparison",
      "getProjectOperation",
      // PR close and the post step find the action's branch credentials.
      "listCredentials",
      "listProjectBranchDatabases",
      "listProjectBranchEndpoints",
      "listProjectBranches",
      "listProjectEndpoints",
      "listProjectOperations",
      "restoreProjectBranch",
      "revokeCredential",
      "startAnonymization",
      "suspendProjectEndpoint",
      "updateMaskingRules",
      "updateProjectBranch",
      "updateProjectEndpoint",
    ].sort(),
  );
});
