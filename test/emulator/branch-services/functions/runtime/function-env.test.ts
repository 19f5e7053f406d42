import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildFunctionBundle } from "@neon/config-runtime";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../../emulator/src/index.ts";
import { awaitOperations, type Loose, useEmulator } from "../../../support/helpers.ts";
import { deployed } from "../functions-fixture.ts";

// A function written as Neon documents it runs unchanged in the emulator: Neon's serverless
// driver on `process.env.DATABASE_URL` (SQL over HTTP, and Pool and Client over WebSockets) and
// AWS's S3 client configured from the AWS_* variables alone (but forcePathStyle, which
// @neon/env's README asks for), with the function's own credential (principal_type: function),
// minted for its deployment and revoked when a newer one replaces it.

const source = `
import { Client, Pool, neon } from "@neondatabase/serverless";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

const sql = neon(process.env.DATABASE_URL!);
const s3 = new S3Client({ forcePathStyle: true });

export default async function handler(request: Request): Promise<Response> {
  const url = new URL(request.url);
  switch (url.pathname) {
    case "/http": {
      const rows = await sql\`select 1 as one, current_database() as database\`;
      return Response.json(rows);
    }
    case "/pool": {
      const pool = new Pool({ connectionString: process.env.DATABASE_URL });
      try {
        const { rows } = await pool.query("select $1::int + 1 as two", [1]);
        return Response.json(rows);
      } finally {
        await pool.end();
      }
    }
    case "/client": {
      const client = new Client(process.env.DATABASE_URL);
      await client.connect();
      try {
        await client.query("begin");
        const { rows } = await client.query("select 3 as three");
        await client.query("commit");
        return Response.json(rows);
      } finally {
        await client.end();
      }
    }
    case "/s3": {
      const Bucket = url.searchParams.get("bucket")!;
      const Key = url.searchParams.get("key")!;
      await s3.send(new PutObjectCommand({ Bucket, Key, Body: "written by a function" }));
      const got = await s3.send(new GetObjectCommand({ Bucket, Key }));
      return Response.json({ body: await got.Body!.transformToString() });
    }
    case "/gateway": {
      const answer = await fetch(\`\${process.env.NEON_AI_GATEWAY_BASE_URL}/ai-gateway/openai/v1/models\`, {
        headers: { authorization: \`Bearer \${process.env.NEON_AI_GATEWAY_TOKEN}\` },
      });
      return Response.json({ status: answer.status, body: await answer.json() });
    }
    case "/env":
      return Response.json({
        names: Object.keys(process.env).sort(),
        accessKeyId: process.env.AWS_ACCESS_KEY_ID,
        endpoint: process.env.AWS_ENDPOINT_URL_S3,
        region: process.env.AWS_REGION,
        gatewayToken: (process.env.NEON_AI_GATEWAY_TOKEN ?? "").replace(/_[0-9a-f]+$/, "_…"),
      });
    default:
      return new Response("not here", { status: 404 });
  }
}
`;

const logLines: string[] = [];
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
  log: true,
  logTo: (line) => logLines.push(line),
});

/** Where the function's source is written: under the repository, so its imports resolve. */
const sourceRoot = resolve(import.meta.dirname, "../../../../../node_modules/.cache");
let sourceDir = "";
let main = "";
let zip: Uint8Array;
let fn: Loose;

async function bundle(): Promise<Uint8Array> {
  mkdirSync(sourceRoot, { recursive: true });
  sourceDir = mkdtempSync(join(sourceRoot, "fn-neon-runtime-"));
  const file = join(sourceDir, "index.ts");
  writeFileSync(file, source);
  return buildFunctionBundle({
    slug: "clients",
    name: "clients",
    source: file,
    env: {},
    runtime: "nodejs24",
    bundler: "esbuild",
  });
}

const credentialsPath = () => `/projects/${env.projectId}/branches/${main}/credentials`;

async function functionCredentials(): Promise<Loose[]> {
  const { status, body } = await env.api("GET", credentialsPath());
  expect(status).toBe(200);
  return body.credentials.filter((c: Loose) => c.principal_type === "function");
}

beforeAll(async () => {
  const { body } = await env.api("GET", `/projects/${env.projectId}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
  zip = await bundle();
  fn = await deployed(env, main, "clients", { zip });
}, 120_000);

afterAll(() => {
  if (sourceDir) rmSync(sourceDir, { recursive: true, force: true });
});

describe("Neon's serverless driver on DATABASE_URL, unchanged", () => {
  test("SQL over HTTP: neon(process.env.DATABASE_URL)`select 1`", async () => {
    const answer = await fetch(`${fn.invocation_url}http`);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual([{ one: 1, database: "neondb" }]);
  });

  test("WebSockets: Pool.query and a Client's transaction", async () => {
    const pool = await fetch(`${fn.invocation_url}pool`);
    expect(pool.status, await pool.clone().text()).toBe(200);
    expect(await pool.json()).toEqual([{ two: 2 }]);
    const client = await fetch(`${fn.invocation_url}client`);
    expect(client.status, await client.clone().text()).toBe(200);
    expect(await client.json()).toEqual([{ three: 3 }]);
  });
});

describe("the function's credential", () => {
  test("new S3Client({ forcePathStyle: true }) puts and gets in the branch's bucket", async () => {
    const made = await env.api("POST", `/projects/${env.projectId}/branches/${main}/buckets`, {
      body: { name: "uploads" },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const answer = await fetch(`${fn.invocation_url}s3?bucket=uploads&key=from-function.txt`);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toEqual({ body: "written by a function" });
    const listed = await env.api(
      "GET",
      `/projects/${env.projectId}/branches/${main}/buckets/uploads/objects`,
    );
    expect(JSON.stringify(listed.body)).toContain("from-function.txt");
  });

  test("is in the AWS_* and AI gateway variables, listed as the function's, never revealed", async () => {
    const seen = (await (await fetch(`${fn.invocation_url}env`)).json()) as Loose;
    const storage = await env.api("GET", `/projects/${env.projectId}/branches/${main}/storage`);
    expect(seen).toMatchObject({
      endpoint: storage.body.s3_endpoint,
      region: storage.body.region,
      gatewayToken: expect.stringMatching(/^nt_live_[0-9a-f]{12}_…$/),
    });
    expect(seen.names).toEqual(
      expect.arrayContaining([
        "AWS_ACCESS_KEY_ID",
        "AWS_SECRET_ACCESS_KEY",
        "AWS_ENDPOINT_URL_S3",
        "AWS_REGION",
        "NEON_AI_GATEWAY_TOKEN",
        "NEON_AI_GATEWAY_BASE_URL",
        "DATABASE_URL",
      ]),
    );
    const [credential, ...more] = await functionCredentials();
    expect(more).toEqual([]);
    expect(credential).toMatchObject({
      token_id: seen.accessKeyId,
      principal_type: "function",
      function_id: fn.id,
      branch_id: main,
      scopes: ["storage:read", "storage:write", "ai_gateway:invoke"],
    });
    expect(credential.revoked_at).toBeUndefined();
    for (const action of ["reveal", "rotate"]) {
      const refused = await env.api(
        "POST",
        `${credentialsPath()}/${credential.token_id}/${action}`,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/only user credentials/);
    }
  });

  test("NEON_AI_GATEWAY_TOKEN is admitted by the branch's AI gateway (no upstream here: 503)", async () => {
    const answer = await fetch(`${fn.invocation_url}gateway`);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({
      status: 503,
      body: { error: { code: "ai_gateway_unavailable" } },
    });
  });

  test("a newer deployment gets a new one and the replaced one is revoked", async () => {
    const [before] = await functionCredentials();
    await deployed(env, main, "clients", { zip, environment: { SOMETHING: "new" } });
    const after = await functionCredentials();
    expect(after.find((c) => c.token_id === before?.token_id)?.revoked_at).toEqual(
      expect.any(String),
    );
    const live = after.filter((c) => c.revoked_at === undefined);
    expect(live).toHaveLength(1);
    const seen = (await (await fetch(`${fn.invocation_url}env`)).json()) as Loose;
    expect(seen.accessKeyId).toBe(live[0]?.token_id);
    // The new process runs with the new one.
    const answer = await fetch(`${fn.invocation_url}s3?bucket=uploads&key=again.txt`);
    expect(answer.status, await answer.clone().text()).toBe(200);
  });

  test("on a child branch, the inherited function gets a credential of the child's, for its bucket", async () => {
    const made = await env.api("POST", `/projects/${env.projectId}/branches`, {
      body: { branch: { parent_id: main }, endpoints: [{ type: "read_write" }] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await awaitOperations(env, env.projectId, made.body.operations);
    const child = made.body.branch.id;
    const url = fn.invocation_url.replace(`/${main}-`, `/${child}-`);
    const seen = (await (await fetch(`${url}env`)).json()) as Loose;
    const storage = await env.api("GET", `/projects/${env.projectId}/branches/${child}/storage`);
    expect(seen.endpoint).toBe(storage.body.s3_endpoint);
    const listed = await env.api("GET", `/projects/${env.projectId}/branches/${child}/credentials`);
    expect(listed.body.credentials).toEqual([
      expect.objectContaining({
        token_id: seen.accessKeyId,
        principal_type: "function",
        branch_id: child,
      }),
    ]);
    const answer = await fetch(`${url}s3?bucket=uploads&key=on-the-child.txt`);
    expect(answer.status, await answer.clone().text()).toBe(200);
  });

  test("deleting the function revokes its credential; no secret reached the log", async () => {
    const deleted = await env.api(
      "DELETE",
      `/projects/${env.projectId}/branches/${main}/functions/clients`,
    );
    expect(deleted.status).toBe(204);
    expect((await functionCredentials()).every((c) => c.revoked_at !== undefined)).toBe(true);
    const logs = await env.api("POST", `/projects/${env.projectId}/branches/${main}/logs/query`, {
      body: { source: "function", limit: 1000 },
    });
    const everything = JSON.stringify([logLines, logs.body]);
    expect(everything).not.toMatch(/nsk_live_|nt_live_[0-9a-f]{12}_[0-9a-f]/);
    expect(everything).not.toContain("postgresql://");
  });
});
