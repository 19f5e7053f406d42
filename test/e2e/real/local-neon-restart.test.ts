import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { buildFunctionBundle } from "@neon/config-runtime";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, expect, test } from "vitest";
import { seedLoader, seedSummary } from "../../../emulator/src/index.ts";
import type { Loose } from "../../emulator/support/helpers.ts";
import { neonAuthClient } from "../../emulator/support/neon-auth-client.ts";
import { waitFor } from "../../support/wait.ts";

/**
 * Issue 43's "Done when", as a developer lives it: `npm run emulator` on a data directory, a
 * branch with Neon Auth (a user signed up), a bucket with an object, a deployed function using
 * Neon's serverless driver and the bucket, a branch credential (and a revoked one); SIGKILL;
 * the CLI again on the same directory without port flags: the same API and proxy ports, and all
 * of it there and working, `neon psql` by the endpoint's host and the console page included.
 */

const repoRoot = resolve(import.meta.dirname, "../../..");
const cli = join(repoRoot, "emulator/src/cli.ts");
const neonCli = join(repoRoot, "node_modules/neon/dist/cli.js");
const { keys, projectId } = seedSummary(seedLoader(undefined)(undefined));
const dataDir = mkdtempSync(join(tmpdir(), "local-neon-restart-"));
const configDir = mkdtempSync(join(tmpdir(), "local-neon-restart-cli-"));
/** Under the repository, so the function's imports resolve from its node_modules. */
const sourceRoot = join(repoRoot, "node_modules/.cache");
mkdirSync(sourceRoot, { recursive: true });
const sourceDir = mkdtempSync(join(sourceRoot, "fn-restart-"));
const children: Array<{ child: ChildProcess; exited: Promise<void> }> = [];
const password = "correct horse battery staple";

afterAll(async () => {
  for (const { child, exited } of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill("SIGKILL");
    // Gone before its directory is: a dying emulator could still write there.
    await exited;
  }
  for (const dir of [dataDir, configDir, sourceDir]) rmSync(dir, { recursive: true, force: true });
});

const functionSource = `
import { neon } from "@neondatabase/serverless";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";

const sql = neon(process.env.DATABASE_URL!);
const s3 = new S3Client({ forcePathStyle: true });

export default async function kept(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const [row] = await sql\`select count(*)::int as users from neon_auth."user"\`;
  const got = await s3.send(new GetObjectCommand({ Bucket: "kept", Key: url.searchParams.get("key")! }));
  console.log("served by " + process.env.AWS_ACCESS_KEY_ID);
  return Response.json({
    users: row.users,
    object: await got.Body!.transformToString(),
    accessKeyId: process.env.AWS_ACCESS_KEY_ID,
  });
}
`;

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
  baseUrl: string;
  origin: string;
  proxyPort: number;
  log: string[];
}

/** The CLI as a user starts it; stdout's first two lines are the API's and the proxy's address. */
async function startCli(flags: string[]): Promise<Running> {
  const child = spawn(process.execPath, [cli, "--data-dir", dataDir, "--op-ms", "50", ...flags], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  children.push({ child, exited });
  const log: string[] = [];
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on("line", (l) => log.push(l));
  const lines: string[] = [];
  const reader = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  reader.on("line", (line) => lines.push(line));
  await waitFor(
    "the emulator printed its addresses",
    () => {
      if (child.exitCode !== null) throw new Error(`emulator exited: ${log.join("\n")}`);
      return lines.length >= 2 ? true : undefined;
    },
    { timeoutMs: 120_000 },
  );
  const baseUrl = (lines[0] ?? "").replace("emulator listening on ", "");
  const proxyPort = Number((lines[1] ?? "").replace(/^postgres proxy on 127\.0\.0\.1:/, ""));
  return { child, exited, baseUrl, origin: new URL(baseUrl).origin, proxyPort, log };
}

let running: Running;

async function api(method: string, path: string, body?: unknown): Promise<Loose> {
  const answer = await fetch(`${running.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${keys.personal}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : undefined };
}

async function settled(operations: Loose[]): Promise<void> {
  for (const op of operations) {
    await waitFor(
      `operation ${op.action} finished`,
      async () => {
        const { body } = await api("GET", `/projects/${projectId}/operations/${op.id}`);
        if (body.operation.status === "failed") throw new Error(JSON.stringify(body.operation));
        return body.operation.status === "finished" ? true : undefined;
      },
      { timeoutMs: 60_000 },
    );
  }
}

async function verify(check: Record<string, string>): Promise<Loose> {
  const answer = await fetch(`${running.origin}/__emulator/credentials/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(check),
  });
  return (await answer.json()) as Loose;
}

/** The token ids of the branch's function credentials not revoked. */
async function liveFunctionCredentials(branchPath: string): Promise<string[]> {
  const { body } = await api("GET", `${branchPath}/credentials`);
  return body.credentials
    .filter((c: Loose) => c.principal_type === "function" && c.revoked_at === undefined)
    .map((c: Loose) => c.token_id);
}

function s3As(storage: Loose, credential: Loose): S3Client {
  return new S3Client({
    endpoint: storage.s3_endpoint,
    region: storage.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: credential.token_id,
      secretAccessKey: credential.s3_secret_access_key,
    },
  });
}

/** `neon <args> -- <psql args>` from node_modules, as docs/emulator/neon-cli.md runs it. */
function neon(
  args: string[],
  psqlArgs: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEON_API_HOST: running.baseUrl,
    NEON_API_KEY: keys.personal,
    NO_UPDATE_NOTIFIER: "1",
    CI: "1",
  };
  for (const name of ["NEON_PROFILE", "PGHOSTADDR", "PGPORT", "PGHOST"]) delete env[name];
  return new Promise((done) => {
    execFile(
      process.execPath,
      [
        neonCli,
        ...args,
        "--config-dir",
        configDir,
        "--no-analytics",
        "--no-color",
        "--",
        ...psqlArgs,
      ],
      { env, timeout: 120_000 },
      (error, stdout, stderr) => done({ code: error ? 1 : 0, stdout, stderr }),
    );
  });
}

test("everything made before a SIGKILL is there and works after a restart without port flags", async () => {
  // The first start: free ports, chosen once and kept in the data directory.
  running = await startCli(["--port", "0", "--pg-port", "0"]);
  const first = { baseUrl: running.baseUrl, proxyPort: running.proxyPort };
  const project = `/projects/${projectId}`;

  const name = `restart-${randomBytes(3).toString("hex")}`;
  const made = await api("POST", `${project}/branches`, {
    branch: { name },
    endpoints: [{ type: "read_write" }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await settled(made.body.operations);
  const branchId: string = made.body.branch.id;
  const endpointHost: string = made.body.endpoints[0].host;
  const on = `${project}/branches/${branchId}`;

  const auth = await api("POST", `${on}/auth`, { auth_provider: "better_auth" });
  expect(auth.status, JSON.stringify(auth.body)).toBe(201);
  const email = "kept@example.test";
  const session = neonAuthClient(auth.body.base_url);
  const signedUp = await session.client.signUp.email({ email, password, name: "Kept" });
  expect(signedUp.error).toBeNull();
  const sessionToken = await fetch(`${auth.body.base_url}/token`, {
    headers: { cookie: session.cookieHeader() },
  });
  const { token: jwtBefore } = (await sessionToken.json()) as { token: string };

  const bucket = await api("POST", `${on}/buckets`, { name: "kept" });
  expect(bucket.status, JSON.stringify(bucket.body)).toBe(201);
  const mint = (label: string) =>
    api("POST", `${on}/credentials`, {
      name: label,
      principal_type: "user",
      scopes: ["storage:read", "storage:write", "ai_gateway:invoke"],
    });
  const credential = (await mint("kept")).body;
  const revoked = (await mint("revoked")).body;
  expect((await api("DELETE", `${on}/credentials/${revoked.token_id}`)).status).toBe(204);
  const storage = (await api("GET", `${on}/storage`)).body;
  await s3As(storage, credential).send(
    new PutObjectCommand({ Bucket: "kept", Key: "notes/kept.txt", Body: "kept across a kill" }),
  );

  writeFileSync(join(sourceDir, "index.ts"), functionSource);
  const zip = await buildFunctionBundle({
    slug: "kept",
    name: "kept",
    source: join(sourceDir, "index.ts"),
    env: {},
    runtime: "nodejs24",
    bundler: "esbuild",
  });
  const form = new FormData();
  form.set("zip", new Blob([zip], { type: "application/zip" }), "bundle.zip");
  form.set("runtime", "nodejs24");
  const deployment = await fetch(`${running.baseUrl}${on}/functions/kept/deployments`, {
    method: "POST",
    headers: { authorization: `Bearer ${keys.personal}` },
    body: form,
  });
  expect(deployment.status, await deployment.clone().text()).toBe(201);
  const fn = await waitFor(
    "the deployment completed",
    async () => {
      const { body } = await api("GET", `${on}/functions/kept`);
      const status = body.function.current_deployment?.status;
      if (status === "failed") throw new Error(JSON.stringify(body.function));
      return status === "completed" ? (body.function as Loose) : undefined;
    },
    { timeoutMs: 60_000 },
  );
  const invoke = async () => {
    const answer = await fetch(`${fn.invocation_url}?key=notes/kept.txt`);
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as Loose;
  };
  const before = await invoke();
  expect(before).toMatchObject({ users: 1, object: "kept across a kill" });
  expect(await liveFunctionCredentials(on)).toEqual([before.accessKeyId]);
  const servedLine = `served by ${before.accessKeyId}`;
  // Kept with no request after it (a logs query is a POST: it would save the state itself).
  await waitFor(
    "the function's line is kept in the data directory",
    () =>
      readFileSync(join(dataDir, "emulator-state.json"), "utf8").includes(servedLine)
        ? true
        : undefined,
    { timeoutMs: 30_000 },
  );

  running.child.kill("SIGKILL");
  await running.exited;

  // Again, as a user restarts it: no port flags.
  running = await startCli([]);
  expect({ baseUrl: running.baseUrl, proxyPort: running.proxyPort }).toEqual(first);

  // Written on stderr before the banner on stdout: read from its own pipe, maybe after it.
  await waitFor("the log says what came back", () =>
    running.log.find((line) =>
      /state restored from .*emulator-state\.json: 1 project\(s\), 2 branch\(es\)/.test(line),
    ),
  );
  expect(running.log.join("\n")).not.toContain("no branch owns");
  const { body: listed } = await api("GET", `${project}/branches`);
  expect(listed.branches).toContainEqual(expect.objectContaining({ id: branchId, name }));

  const keptAuth = await api("GET", `${on}/auth`);
  expect(keptAuth.body.base_url).toBe(auth.body.base_url);
  const signedIn = await neonAuthClient(auth.body.base_url).client.signIn.email({
    email,
    password,
  });
  expect(signedIn.error).toBeNull();
  expect(signedIn.data?.user.email).toBe(email);
  // The session of before the kill is still one, and its JWT still verifies with the JWKS.
  const keptSession = await fetch(`${auth.body.base_url}/get-session`, {
    headers: { cookie: session.cookieHeader() },
  });
  expect(((await keptSession.json()) as Loose)?.user?.email).toBe(email);
  const jwks = createRemoteJWKSet(new URL(auth.body.jwks_url));
  expect((await jwtVerify(jwtBefore, jwks)).payload.email).toBe(email);

  const object = await s3As(storage, credential).send(
    new GetObjectCommand({ Bucket: "kept", Key: "notes/kept.txt" }),
  );
  expect(await object.Body?.transformToString()).toBe("kept across a kill");
  const scope = "storage:read";
  expect(await verify({ api_token: credential.api_token, scope })).toMatchObject({ ok: true });
  expect(await verify({ api_token: revoked.api_token, scope })).toMatchObject({
    ok: false,
    refusal: "revoked",
  });

  // The function answers through the driver and the bucket, with exactly one live credential.
  const answered = await invoke();
  expect(answered).toMatchObject({ users: 1, object: "kept across a kill" });
  // A new process, the deployment's credential of before the kill: one live, none minted again.
  expect(answered.accessKeyId).toBe(before.accessKeyId);
  expect(await liveFunctionCredentials(on)).toEqual([before.accessKeyId]);
  const { body: all } = await api("GET", `${on}/credentials`);
  expect(all.credentials.filter((c: Loose) => c.principal_type === "function")).toHaveLength(1);
  const logs = await api("POST", `${on}/logs/query`, { source: "function" });
  expect(JSON.stringify(logs.body)).toContain(servedLine);

  // `neon psql` by the endpoint's host (its own loopback address, port 5432).
  expect((await api("GET", `${on}/endpoints`)).body.endpoints[0].host).toBe(endpointHost);
  const psql = await neon(["psql", name, "--project-id", projectId], ["-c", "select 1"]);
  expect(psql.code, `${psql.stderr}\n${running.log.join("\n")}`).toBe(0);
  expect(psql.stdout).toMatch(/\?column\?\s*\n-+\s*\n\s*1\s*\n\(1 row\)/);

  const page = await fetch(`${running.origin}/`, { headers: { accept: "text/html" } });
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(await page.text()).toContain("<title>Emulator console</title>");

  running.child.kill("SIGTERM");
  await running.exited;
}, 240_000);
