import { createNeonClient, NeonApiError } from "@neon/sdk";
import { describe, expect, test } from "vitest";
import { type Loose, rich, useEmulator } from "../support/helpers.ts";

// Branch credentials (createCredential, listCredentials, revealCredential, rotateCredential,
// revokeCredential) through Neon's SDK, and the check the branch services make of them
// (POST /__emulator/credentials/verify runs it as they will).

const env = useEmulator({ resetEachTest: true });
const main = rich.mainBranchId;

function neon(apiKey: string = env.keys.personal) {
  return createNeonClient({ apiKey, baseUrl: env.emulator.baseUrl, retries: 0 });
}

/** The API error an SDK call answered: its status and Neon's body. */
function apiError(outcome: { error?: unknown }): { status: number; body: Loose } {
  expect(outcome.error).toBeInstanceOf(NeonApiError);
  const { status, body } = outcome.error as NeonApiError;
  return { status, body };
}

async function created(scopes: Loose[] = ["storage:read", "ai_gateway:invoke"], branchId = main) {
  const { data, error } = await neon().credentials.create({
    projectId: env.projectId,
    branchId,
    scopes,
    principal_type: "user",
    name: "ci",
  });
  expect(error).toBeUndefined();
  if (!data) throw new Error("no credential");
  return data;
}

async function verify(check: Record<string, string>): Promise<Loose> {
  const { status, body } = await env.admin("POST", "/credentials/verify", check);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

const byToken = (apiToken: string, scope = "ai_gateway:invoke") =>
  verify({ api_token: apiToken, scope });
const byAccessKey = (id: string, secret: string, scope = "storage:read") =>
  verify({ access_key_id: id, secret_access_key: secret, scope });

async function newBranch(name: string, parentId = main): Promise<string> {
  const { status, body } = await env.api("POST", `/projects/${env.projectId}/branches`, {
    body: { branch: { name, parent_id: parentId } },
  });
  expect(status).toBe(201);
  await env.settle();
  return body.branch.id;
}

describe("create and list", () => {
  test("create answers the secrets in Neon's formats; list shows the metadata only", async () => {
    const credential = await created();
    expect(credential).toEqual({
      token_id: expect.stringMatching(/^nak_live_[0-9a-f]{32}$/),
      token_id_short: credential.token_id.slice("nak_live_".length, "nak_live_".length + 12),
      name: "ci",
      api_token: expect.stringMatching(`^nt_live_${credential.token_id_short}_[0-9a-f]{64}$`),
      s3_secret_access_key: expect.stringMatching(/^nsk_live_[0-9a-f]{64}$/),
      scopes: ["storage:read", "ai_gateway:invoke"],
      branch_id: main,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const { data: listed } = await neon().credentials.list({
      projectId: env.projectId,
      branchId: main,
    });
    expect(listed).toEqual([
      {
        token_id: credential.token_id,
        token_id_short: credential.token_id_short,
        name: "ci",
        scopes: ["storage:read", "ai_gateway:invoke"],
        branch_id: main,
        principal_type: "user",
        created_at: credential.created_at,
      },
    ]);
  });

  test("a credential is its branch's: another branch lists none, a child starts with none", async () => {
    await created();
    const child = await newBranch("child");
    const { data } = await neon().credentials.list({ projectId: env.projectId, branchId: child });
    expect(data).toEqual([]);
  });

  test("a bad request is refused with 400, naming the field; nothing is created", async () => {
    const path = `/projects/${env.projectId}/branches/${main}/credentials`;
    const refused = [
      { scopes: ["telemetry:write"], principal_type: "user" },
      { scopes: [], principal_type: "user" },
      { scopes: ["storage:read"], principal_type: "function" },
      { principal_type: "user" },
      { scopes: ["storage:read"], principal_type: "user", name: "x".repeat(257) },
    ];
    for (const body of refused) {
      const answer = await env.api("POST", path, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(/scopes|principal_type|name/);
    }
    expect((await env.api("GET", path)).body).toEqual({ credentials: [] });
  });
});

describe("reveal, rotate, revoke", () => {
  test("reveal answers the secrets create gave, from any branch of the project", async () => {
    const credential = await created();
    const child = await newBranch("child");
    for (const branchId of [main, child]) {
      const { data, error } = await neon().credentials.reveal({
        projectId: env.projectId,
        branchId,
        tokenId: credential.token_id,
      });
      expect(error).toBeUndefined();
      expect(data).toEqual({
        token_id: credential.token_id,
        api_token: credential.api_token,
        s3_secret_access_key: credential.s3_secret_access_key,
      });
    }
  });

  test("rotate replaces the secrets in place; the old ones are refused at once", async () => {
    const credential = await created();
    expect((await byToken(credential.api_token)).ok).toBe(true);
    const { data: rotated } = await neon().credentials.rotate({
      projectId: env.projectId,
      branchId: main,
      tokenId: credential.token_id,
    });
    expect(rotated).toEqual({
      token_id: credential.token_id,
      token_id_short: credential.token_id_short,
      name: "ci",
      api_token: expect.stringMatching(`^nt_live_${credential.token_id_short}_`),
      s3_secret_access_key: expect.stringMatching(/^nsk_live_[0-9a-f]{64}$/),
      scopes: credential.scopes,
      branch_id: main,
      principal_type: "user",
      created_at: credential.created_at,
    });
    if (!rotated) throw new Error("not rotated");
    expect(rotated.api_token).not.toBe(credential.api_token);
    expect(rotated.s3_secret_access_key).not.toBe(credential.s3_secret_access_key);

    expect(await byToken(credential.api_token)).toMatchObject({
      ok: false,
      refusal: "wrong_secret",
    });
    expect(await byAccessKey(credential.token_id, credential.s3_secret_access_key)).toMatchObject({
      ok: false,
      refusal: "wrong_secret",
    });
    expect(await byToken(rotated.api_token)).toMatchObject({ ok: true, branch_id: main });
    expect(await byAccessKey(rotated.token_id, rotated.s3_secret_access_key)).toMatchObject({
      ok: true,
      project_id: env.projectId,
      token_id: credential.token_id,
    });
    const { data: revealed } = await neon().credentials.reveal({
      projectId: env.projectId,
      branchId: main,
      tokenId: credential.token_id,
    });
    expect(revealed?.api_token).toBe(rotated.api_token);
  });

  test("revoke is a soft delete, idempotent; the credential is refused at once", async () => {
    const credential = await created();
    const ids = { projectId: env.projectId, branchId: main, tokenId: credential.token_id };
    expect((await neon().credentials.revoke(ids)).error).toBeUndefined();
    expect((await neon().credentials.revoke(ids)).error).toBeUndefined();

    expect(await byToken(credential.api_token)).toMatchObject({ ok: false, refusal: "revoked" });
    expect(await byAccessKey(credential.token_id, credential.s3_secret_access_key)).toMatchObject({
      ok: false,
      refusal: "revoked",
    });
    const { data: listed } = await neon().credentials.list({
      projectId: env.projectId,
      branchId: main,
    });
    expect(listed).toEqual([
      expect.objectContaining({ token_id: credential.token_id, revoked_at: expect.any(String) }),
    ]);
    expect(apiError(await neon().credentials.reveal(ids)).status).toBe(404);
    expect(apiError(await neon().credentials.rotate(ids)).status).toBe(404);
  });

  test("an unknown token id: 404 for reveal, rotate and revoke", async () => {
    const ids = { projectId: env.projectId, branchId: main, tokenId: `nak_live_${"0".repeat(32)}` };
    expect(apiError(await neon().credentials.reveal(ids)).status).toBe(404);
    expect(apiError(await neon().credentials.rotate(ids)).status).toBe(404);
    expect(apiError(await neon().credentials.revoke(ids)).status).toBe(404);
  });
});

describe("the check the branch services make", () => {
  test("the scope, the branch and the secret are each checked; a use is recorded", async () => {
    const credential = await created(["storage:read"]);
    expect(await byAccessKey(credential.token_id, credential.s3_secret_access_key)).toEqual({
      ok: true,
      project_id: env.projectId,
      branch_id: main,
      token_id: credential.token_id,
    });
    expect(
      await byAccessKey(credential.token_id, credential.s3_secret_access_key, "storage:write"),
    ).toMatchObject({ ok: false, refusal: "scope" });
    expect(await byToken(credential.api_token, "ai_gateway:invoke")).toMatchObject({
      ok: false,
      refusal: "scope",
    });
    expect(
      await verify({
        api_token: credential.api_token,
        scope: "storage:read",
        branch_id: "br-other",
      }),
    ).toMatchObject({ ok: false, refusal: "other_branch" });
    expect(await byAccessKey(credential.token_id, `nsk_live_${"1".repeat(64)}`)).toMatchObject({
      ok: false,
      refusal: "wrong_secret",
    });
    for (const token of ["nt_live_000000000000_00", "Bearer x", credential.s3_secret_access_key]) {
      expect(await byToken(token)).toMatchObject({ ok: false, refusal: "unknown" });
    }

    const { data: listed } = await neon().credentials.list({
      projectId: env.projectId,
      branchId: main,
    });
    expect(listed?.[0]?.last_used_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test("a reset keeps the branch's credentials; deleting the branch ends them at once", async () => {
    const child = await newBranch("child");
    const credential = await created(["functions:invoke"], child);
    const reset = await env.api("POST", `/projects/${env.projectId}/branches/${child}/restore`, {
      body: { source_branch_id: main },
    });
    expect(reset.status).toBe(200);
    await env.settle();
    expect(await byToken(credential.api_token, "functions:invoke")).toMatchObject({ ok: true });

    const deleted = await env.api("DELETE", `/projects/${env.projectId}/branches/${child}`);
    expect(deleted.status).toBe(200);
    expect(await byToken(credential.api_token, "functions:invoke")).toMatchObject({
      ok: false,
      refusal: "unknown",
    });
    const reveal = await neon().credentials.reveal({
      projectId: env.projectId,
      branchId: main,
      tokenId: credential.token_id,
    });
    expect(apiError(reveal).status).toBe(404);
  });
});

describe("who may call", () => {
  test("keys that reach the project: personal, organization, project-scoped", async () => {
    for (const key of [env.keys.personal, env.keys.organization, env.keys.project]) {
      const { data, error } = await neon(key).credentials.create({
        projectId: env.projectId,
        branchId: main,
        scopes: ["storage:write"],
        principal_type: "user",
      });
      expect(error).toBeUndefined();
      expect(data?.branch_id).toBe(main);
    }
    const { data } = await neon(env.keys.project).credentials.list({
      projectId: env.projectId,
      branchId: main,
    });
    expect(data).toHaveLength(3);
  });

  test("another project's key gets 404 and learns nothing", async () => {
    const credential = await created();
    const other = await env.admin("POST", "/api_keys", {
      type: "project",
      user_id: rich.userIds.dana,
      project_id: rich.secondProjectId,
    });
    expect(other.status).toBe(200);
    for (const key of [rich.olgaKey, other.body.key]) {
      const client = neon(key);
      const ids = { projectId: env.projectId, branchId: main };
      expect(apiError(await client.credentials.list(ids)).status).toBe(404);
      const create = await client.credentials.create({
        ...ids,
        scopes: ["storage:read"],
        principal_type: "user",
      });
      expect(apiError(create).status).toBe(404);
      const token = { ...ids, tokenId: credential.token_id };
      expect(apiError(await client.credentials.reveal(token)).status).toBe(404);
      expect(apiError(await client.credentials.rotate(token)).status).toBe(404);
      expect(apiError(await client.credentials.revoke(token)).status).toBe(404);
    }
    expect(await byToken(credential.api_token)).toMatchObject({ ok: true });
  });
});

test("no secret reaches the request log or the admin state, which lists the metadata", async () => {
  const credential = await created();
  const ids = { projectId: env.projectId, branchId: main, tokenId: credential.token_id };
  const { data: revealed } = await neon().credentials.reveal(ids);
  const { data: rotated } = await neon().credentials.rotate(ids);
  const secrets = [
    credential.api_token,
    credential.s3_secret_access_key,
    rotated?.api_token,
    rotated?.s3_secret_access_key,
  ].filter((secret): secret is string => typeof secret === "string");
  expect(secrets).toHaveLength(4);
  expect(revealed?.api_token).toBe(credential.api_token);
  const secretParts = secrets.map((secret) => secret.slice(-64));

  const log = JSON.stringify((await env.admin("GET", "/requests")).body);
  const state = await env.state();
  const stateText = JSON.stringify(state);
  for (const part of secretParts) {
    expect(log).not.toContain(part);
    expect(stateText).not.toContain(part);
  }
  const logged = (await env.admin("GET", "/requests")).body.requests.filter((r: Loose) =>
    r.path.includes("/credentials"),
  );
  expect(logged.length).toBeGreaterThanOrEqual(3);
  const branch = state.projects
    .find((p: Loose) => p.id === env.projectId)
    .branches.find((b: Loose) => b.id === main);
  expect(branch.credentials).toEqual([
    expect.objectContaining({ token_id: credential.token_id, scopes: credential.scopes }),
  ]);
});
