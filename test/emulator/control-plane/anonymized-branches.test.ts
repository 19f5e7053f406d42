import { createApiClient } from "@neondatabase/api-client";
import { describe, expect, test } from "vitest";
import { type Loose, rich, useEmulator } from "../support/helpers.ts";

/**
 * Anonymized branches in the control plane (no real servers, frozen clock): routes, shapes,
 * states, rules checked before anything is created, restricted actions. Masking real rows is
 * in data-plane/masking/masking.test.ts. Every answer is checked against Neon's OpenAPI document after the file.
 */
const env = useEmulator({ resetEachTest: true });
const project = `/projects/${rich.secondProjectId}`;
const mainId = "br-second-main-00000001";

const rule = (column: string, masking: Record<string, string>) => ({
  database_name: "neondb",
  schema_name: "public",
  table_name: "users",
  column_name: column,
  ...masking,
});
const emailRule = rule("email", { masking_function: "anon.fake_email()" });
const addressRule = rule("address", { masking_value: "'CONFIDENTIAL'" });

async function createAnonymized(body: Loose = {}) {
  return env.api("POST", `${project}/branch_anonymized`, { body });
}

const statusOf = (branchId: string) =>
  env.api("GET", `${project}/branches/${branchId}/anonymized_status`);

async function inventory() {
  const state = await env.state();
  const p = state.projects.find((x: Loose) => x.id === rich.secondProjectId);
  return {
    branches: p.branches.length,
    computes: p.computes.length,
    operations: p.operations.length,
  };
}

describe("POST /projects/{id}/branch_anonymized", () => {
  test("201 CreatedBranch: restricted actions, a read_write compute though none was asked, annotation", async () => {
    const { status, body } = await createAnonymized({
      branch_create: { branch: { name: "anon/pr-1" } },
      masking_rules: [emailRule],
      annotation_value: { "github-pr-number": "1" },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.branch).toMatchObject({
      name: "anon/pr-1",
      parent_id: mainId,
      current_state: "init",
    });
    expect(body.branch.restricted_actions).toEqual([
      { name: "restore", reason: "cannot restore anonymized branches" },
      {
        name: "delete-rw-endpoint",
        reason: "cannot delete read-write endpoints for anonymized branches",
      },
    ]);
    expect(body.endpoints.map((e: Loose) => e.type)).toEqual(["read_write"]);
    expect(body.operations.map((op: Loose) => op.action)).toEqual([
      "create_branch",
      "start_compute",
    ]);
    expect(body.connection_uris).toHaveLength(1);

    const got = await env.api("GET", `${project}/branches/${body.branch.id}`);
    expect(got.body.annotation.value).toEqual({ "github-pr-number": "1" });
    expect(got.body.branch.restricted_actions).toHaveLength(2);
    const list = await env.api("GET", `${project}/branches`);
    expect(list.body.annotations[body.branch.id].value).toEqual({ "github-pr-number": "1" });
    const plain = list.body.branches.find((b: Loose) => b.id === mainId);
    expect(plain.restricted_actions).toBeUndefined();
  });

  test("the compute asked for is the one created; a read_only one comes in addition", async () => {
    const { body } = await createAnonymized({
      branch_create: {
        endpoints: [
          { type: "read_write", autoscaling_limit_min_cu: 0.5, autoscaling_limit_max_cu: 1 },
        ],
      },
    });
    expect(body.endpoints).toEqual([
      expect.objectContaining({ type: "read_write", autoscaling_limit_max_cu: 1 }),
    ]);
    await env.settle();
    const withReplica = await createAnonymized({
      branch_create: { branch: { name: "anon-ro" }, endpoints: [{ type: "read_only" }] },
    });
    expect(withReplica.body.endpoints.map((e: Loose) => e.type)).toEqual([
      "read_write",
      "read_only",
    ]);
  });

  test("states: created, then initialized once the branch exists, then anonymizing and anonymized", async () => {
    const { body } = await createAnonymized({ masking_rules: [emailRule, addressRule] });
    const id = body.branch.id;
    const created = await statusOf(id);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      project_id: rich.secondProjectId,
      branch_id: id,
      state: "created",
    });
    expect(created.body.last_run).toBeUndefined();

    const tooEarly = await env.api("POST", `${project}/branches/${id}/anonymize`);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toContain("cannot start anonymization in state created");

    await env.settle();
    const initialized = await statusOf(id);
    expect(initialized.body.state).toBe("initialized");
    expect(initialized.body.status_message).toBe("Ready to anonymize (2 masking rules defined)");

    const started = await env.api("POST", `${project}/branches/${id}/anonymize`, {
      key: env.keys.personal,
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      state: "anonymizing",
      status_message: "Anonymization started (1 table, 2 masking rules)",
      last_run: { triggered_by: rich.userIds.dana, masked_columns: 2 },
    });
    expect(started.body.last_run.completed_at).toBeUndefined();

    const done = await statusOf(id);
    expect(done.body).toMatchObject({
      state: "anonymized",
      status_message: "Anonymization completed successfully (1 table, 2 masking rules applied)",
      last_run: { masked_columns: 2, triggered_by_username: "Dana Admin" },
    });
    expect(done.body.last_run.completed_at).toEqual(expect.any(String));
    expect(done.body.failed_at).toBeUndefined();

    // A run again (Neon: from anonymized, error or initialized).
    const again = await env.api("POST", `${project}/branches/${id}/anonymize`);
    expect(again.status).toBe(200);
  });

  test("start_anonymization: true runs as soon as the branch is initialized", async () => {
    const { body } = await createAnonymized({
      masking_rules: [emailRule],
      start_anonymization: true,
    });
    await env.settle();
    const { body: status } = await statusOf(body.branch.id);
    expect(status.state).toBe("anonymized");
    expect(status.last_run.masked_columns).toBe(1);
  });

  test("a failed create_branch operation: initialization_error, failed_at", async () => {
    await env.admin("POST", "/faults", { rules: [{ fail_operation: "create_branch" }] });
    const { body } = await createAnonymized({
      masking_rules: [emailRule],
      start_anonymization: true,
    });
    await env.settle();
    const { body: status } = await statusOf(body.branch.id);
    expect(status.state).toBe("initialization_error");
    expect(status.failed_at).toEqual(expect.any(String));
    // The branch stays, its compute never started and not still waiting to.
    const endpoint = await env.api("GET", `${project}/endpoints/${body.endpoints[0].id}`);
    expect(endpoint.body.endpoint).toMatchObject({ current_state: "init" });
    expect(endpoint.body.endpoint.pending_state).toBeUndefined();
    const retry = await env.api("POST", `${project}/branches/${body.branch.id}/anonymize`);
    expect(retry.status).toBe(409);
    expect(retry.body.message).toContain("initialization failed");
  });

  test("schema-only cannot be anonymized (400)", async () => {
    const { status, body } = await createAnonymized({
      branch_create: { branch: { init_source: "schema-only" } },
    });
    expect(status).toBe(400);
    expect(body.message).toContain("schema-only cannot be anonymized");
  });

  test("expires_at is kept, as on any branch", async () => {
    const now = Date.parse((await env.state()).now);
    const expiresAt = new Date(Math.floor(now / 1000) * 1000 + 3600_000)
      .toISOString()
      .replace(".000Z", "Z");
    const { status, body } = await createAnonymized({
      branch_create: { branch: { expires_at: expiresAt } },
    });
    expect(status).toBe(201);
    expect(body.branch.expires_at).toBe(expiresAt);
  });
});

describe("bad rules are refused before anything is created", () => {
  const refused: Array<[string, Loose[], string]> = [
    ["no function and no value", [rule("email", {})], "one is required"],
    [
      "both a function and a value",
      [rule("email", { masking_function: "anon.fake_email()", masking_value: "'x'" })],
      "not both",
    ],
    [
      "two rules for one column",
      [emailRule, rule("email", { masking_value: "NULL" })],
      "the same column as masking_rules[0]",
    ],
    [
      "an unqualified function",
      [rule("email", { masking_function: "upper(email)" })],
      "without a schema",
    ],
    [
      "an untrusted pg_catalog function",
      [rule("email", { masking_function: "pg_catalog.pg_read_file('/etc/passwd')" })],
      "does not trust",
    ],
    [
      "a function of another schema",
      [rule("email", { masking_function: "public.mask(email)" })],
      "trusted schema",
    ],
    [
      "an anon function the emulator does not provide",
      [rule("email", { masking_function: "anon.image_blur(email, 1.0)" })],
      "not one of the PostgreSQL Anonymizer functions",
    ],
    [
      "a subquery",
      [rule("email", { masking_function: "anon.partial((SELECT 'x'), 1, '*', 1)" })],
      "subquery",
    ],
    [
      "more than one expression",
      [rule("email", { masking_function: "anon.fake_email(); DROP TABLE users" })],
      "not a single expression",
    ],
    [
      "a value that is no literal",
      [rule("email", { masking_value: "'x'::text" })],
      "not a literal",
    ],
    [
      "a missing database",
      [{ ...emailRule, database_name: "nodb" }],
      "database nodb does not exist",
    ],
  ];
  test.each(refused)("%s: 400, nothing left", async (_, rules, message) => {
    const before = await inventory();
    const { status, body } = await createAnonymized({ masking_rules: rules });
    expect(status).toBe(400);
    expect(body.message).toContain("masking rules refused: masking_rules[");
    expect(body.message).toContain(message);
    expect(await inventory()).toEqual(before);
  });
});

describe("masking rules", () => {
  test("GET answers the rules; PATCH replaces all of them and checks them first", async () => {
    const { body } = await createAnonymized({ masking_rules: [emailRule] });
    const path = `${project}/branches/${body.branch.id}/masking_rules`;
    expect((await env.api("GET", path)).body).toEqual({ masking_rules: [emailRule] });

    const replaced = await env.api("PATCH", path, { body: { masking_rules: [addressRule] } });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ masking_rules: [addressRule] });
    expect((await env.api("GET", path)).body).toEqual({ masking_rules: [addressRule] });

    const bad = await env.api("PATCH", path, {
      body: { masking_rules: [rule("email", { masking_function: "lower(email)" })] },
    });
    expect(bad.status).toBe(400);
    expect((await env.api("GET", path)).body).toEqual({ masking_rules: [addressRule] });
    const missing = await env.api("PATCH", path, { body: {} });
    expect(missing.status).toBe(400);
  });

  test("a branch that is not anonymized: 400 on every anonymization route; an unknown one: 404", async () => {
    const branch = `${project}/branches/${mainId}`;
    for (const [method, path, body] of [
      ["GET", `${branch}/masking_rules`, undefined],
      ["PATCH", `${branch}/masking_rules`, { masking_rules: [] }],
      ["GET", `${branch}/anonymized_status`, undefined],
      ["POST", `${branch}/anonymize`, undefined],
    ] as const) {
      const answer = await env.api(method, path, body ? { body } : {});
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.message).toContain(`branch ${mainId} is not an anonymized branch`);
    }
    const unknown = await env.api("GET", `${project}/branches/br-none-00000000/anonymized_status`);
    expect(unknown.status).toBe(404);
  });
});

describe("restricted actions", () => {
  async function anonymized() {
    const { body } = await createAnonymized({
      branch_create: { endpoints: [{ type: "read_write" }, { type: "read_only" }] },
      masking_rules: [emailRule],
      start_anonymization: true,
    });
    await env.settle();
    const [rw, ro] = body.endpoints as Loose[];
    return { id: body.branch.id as string, rw: rw.id as string, ro: ro.id as string };
  }

  test("restore: 409 naming the restriction", async () => {
    const { id } = await anonymized();
    const { status, body } = await env.api("POST", `${project}/branches/${id}/restore`, {
      body: { source_branch_id: mainId },
    });
    expect(status).toBe(409);
    expect(body.message).toContain(
      'cannot restore anonymized branches (restricted action "restore")',
    );
  });

  test("deleting or moving away its read_write compute: 409; its read_only compute may go", async () => {
    const { id, rw, ro } = await anonymized();
    const deleted = await env.api("DELETE", `${project}/endpoints/${rw}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toContain('restricted action "delete-rw-endpoint"');
    const moved = await env.api("PATCH", `${project}/endpoints/${rw}`, {
      body: { endpoint: { branch_id: mainId } },
    });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toContain("delete-rw-endpoint");
    expect((await env.api("DELETE", `${project}/endpoints/${ro}`)).status).toBe(200);
    const suspended = await env.api("POST", `${project}/endpoints/${rw}/suspend`);
    expect(suspended.status).toBe(200);
    const left = await env.api("GET", `${project}/branches/${id}/endpoints`);
    expect(left.body.endpoints.map((e: Loose) => e.id)).toEqual([rw]);
  });

  test("deleting the branch is allowed and takes its computes with it", async () => {
    const { id, rw } = await anonymized();
    const { status, body } = await env.api("DELETE", `${project}/branches/${id}`);
    expect(status).toBe(200);
    expect(body.operations.map((op: Loose) => op.action)).toContain("delete_timeline");
    await env.settle();
    expect((await env.api("GET", `${project}/endpoints/${rw}`)).status).toBe(404);
    expect((await statusOf(id)).status).toBe(404);
  });

  test("restoring another branch from an anonymized one is not restricted", async () => {
    const { id } = await anonymized();
    const other = await env.api("POST", `${project}/branches`, {
      body: { branch: { name: "other" } },
    });
    await env.settle();
    const restored = await env.api("POST", `${project}/branches/${other.body.branch.id}/restore`, {
      body: { source_branch_id: id },
    });
    expect(restored.status).toBe(200);
  });
});

test("the official @neondatabase/api-client calls these routes", async () => {
  const client = createApiClient({ baseURL: env.emulator.baseUrl, apiKey: env.keys.personal });
  const created = await client.createProjectBranchAnonymized(rich.secondProjectId, {
    branch_create: { branch: { name: "anon/client" } },
    masking_rules: [emailRule],
  });
  const id = created.data.branch.id;
  expect(created.data.branch.restricted_actions?.map((a) => a.name)).toEqual([
    "restore",
    "delete-rw-endpoint",
  ]);
  await env.settle();
  const rules = await client.updateMaskingRules(rich.secondProjectId, id, {
    masking_rules: [emailRule, addressRule],
  });
  expect(rules.data.masking_rules).toHaveLength(2);
  expect((await client.getMaskingRules(rich.secondProjectId, id)).data.masking_rules).toHaveLength(
    2,
  );
  const started = await client.startAnonymization(rich.secondProjectId, id);
  expect(started.data.state).toBe("anonymizing");
  const status = await client.getAnonymizedBranchStatus(rich.secondProjectId, id);
  expect(status.data.state).toBe("anonymized");
  expect(status.data.last_run?.masked_columns).toBe(2);
});
