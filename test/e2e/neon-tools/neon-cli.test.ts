import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Emulator, startEmulator } from "../../../emulator/src/index.ts";
import { validateResponse } from "../../support/openapi/openapi.ts";
import { waitUntil } from "../../support/wait.ts";

/**
 * Neon's CLI 6 (`neon`), unchanged, against the emulator: a neon.ts declaring Neon Auth and the
 * Data API through config init, status, plan and apply, checkout, env pull and diff; branch
 * credentials, a branch made without secrets in the output, a project-scoped API key; a neon.ts
 * declaring Object Storage applied (its bucket made, its AWS variables pulled and used with
 * @aws-sdk/client-s3), one declaring Functions deployed (its URL answers, `neon logs` shows what
 * it printed). Each command is checked for its effect on the platform, not only for its exit.
 */
const repoRoot = join(import.meta.dirname, "../../..");
const cli = join(repoRoot, "node_modules/neon/dist/cli.js");
let emulator: Emulator;
let configDir: string;
/** The app: its neon.ts, its `.neon` context and its `.env.local`. */
let appDir: string;
/** A directory without a neon.ts, for what a neon.ts would change. */
let plainDir: string;
let project: string;
let mainId: string;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `neon` as a user would (key in NEON_API_KEY, no analytics, no update check, no TTY). */
function neonRun(args: string[], options: { cwd?: string; key?: string } = {}): Promise<Run> {
  const cwd = options.cwd ?? appDir;
  const globals = ["--api-host", emulator.baseUrl, "--config-dir", configDir];
  const local = ["--context-file", join(cwd, ".neon"), "--no-analytics", "--no-color"];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEON_API_KEY: options.key ?? emulator.keys.organization,
    NO_UPDATE_NOTIFIER: "1",
    CI: "1",
  };
  delete env.NEON_API_HOST;
  delete env.NEON_PROFILE;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args, ...globals, ...local, "--output", "json"],
      { cwd, env, timeout: 180_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function neon<T = unknown>(args: string[], options?: { cwd?: string; key?: string }) {
  const run = await neonRun(args, options);
  expect(run.code, `neon ${args.join(" ")}: ${run.stderr}`).toBe(0);
  return (run.stdout.trim() === "" ? undefined : JSON.parse(run.stdout)) as T;
}

async function api<T = unknown>(path: string, key = emulator.keys.organization) {
  const response = await fetch(`${emulator.baseUrl}/projects/${project}${path}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function branchNamed(name: string) {
  const { body } = await api<{ branches: Array<{ id: string; name: string }> }>("/branches");
  return body.branches.find((b) => b.name === name);
}

async function settled(): Promise<void> {
  await waitUntil("no operation of the project scheduling or running", async () => {
    const { body } = await api<{ operations: Array<{ status: string }> }>("/operations?limit=50");
    return body.operations.every((op) => op.status === "finished" || op.status === "failed");
  });
}

const envFile = async (dir = appDir) =>
  parseEnv(await readFile(join(dir, ".env.local"), "utf8")) as Record<string, string>;

async function query(uri: string, sql: string) {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function verifyCredential(check: Record<string, string>) {
  const response = await fetch(`${emulator.adminUrl}/credentials/verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(check),
  });
  return (await response.json()) as { ok: boolean; refusal?: string };
}

/** A directory whose neon.ts resolves `@neon/config` (the repository's node_modules). */
async function appDirectory(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "neon-cli-app-"));
  await symlink(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
  const dependencies = { "@neon/config": "*", "@neon/env": "*" };
  await writeFile(join(dir, "package.json"), JSON.stringify({ name: "app", dependencies }));
  return dir;
}

beforeAll(async () => {
  emulator = await startEmulator({ opMs: 50 });
  project = emulator.projectId;
  configDir = await mkdtemp(join(tmpdir(), "neon-cli-config-"));
  appDir = await appDirectory();
  plainDir = await mkdtemp(join(tmpdir(), "neon-cli-plain-"));
  mainId = (await branchNamed("main"))?.id ?? "";
});

afterAll(async () => {
  await emulator?.stop();
  for (const dir of [configDir, appDir, plainDir]) {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
});

describe("a neon.ts declaring Neon Auth and the Data API", () => {
  test("config init --services auth,data-api writes it, without calling the API", async () => {
    const before = await requestCount();
    await neon(["config", "init", "--services", "auth,data-api", "--no-install"]);
    const source = await readFile(join(appDir, "neon.ts"), "utf8");
    expect(source).toContain('from "@neon/config/v1"');
    expect(source).toMatch(/auth: true/);
    expect(source).toMatch(/dataApi: true/);
    expect(await requestCount()).toBe(before);
  });

  test("config status: the branch's live state; the features it lacks read as absent", async () => {
    const status = await neon<{
      project: { id: string };
      branch: { name: string };
      config: object;
    }>(["config", "status", "--project-id", project, "--branch", "main"]);
    expect(status.project.id).toBe(project);
    expect(status.branch.name).toBe("main");
    expect(status.config).not.toHaveProperty("auth");
    expect(status.config).not.toHaveProperty("preview");
    const asked = await logged((r) => /\/(buckets|functions|credentials)$/.test(r.path));
    expect(asked.map((r) => `${r.path.split("/").at(-1)} ${r.status}`).sort()).toEqual([
      "buckets 200",
      "credentials 200",
      "functions 200",
    ]);
  });

  test("config plan: Neon Auth and the Data API to create, nothing changed", async () => {
    const plan = await neon<{ dryRun: boolean; applied: Array<Record<string, string>> }>([
      "config",
      "plan",
      "--project-id",
      project,
      "--branch",
      "main",
    ]);
    expect(plan.dryRun).toBe(true);
    expect(plan.applied.filter((c) => c.action === "create").map((c) => c.identifier)).toEqual([
      "auth",
      "dataApi",
    ]);
    expect((await api(`/branches/${mainId}/auth`)).status).toBe(404);
  });

  test("branches create --no-secrets: the branch, without its connection URI in the output", async () => {
    const created = await neon<Record<string, unknown>>([
      "branches",
      "create",
      "--name",
      "feature",
      "--project-id",
      project,
      "--no-secrets",
    ]);
    expect(created).toHaveProperty("branch.name", "feature");
    expect(created).not.toHaveProperty("connection_uris");
    expect(JSON.stringify(created)).not.toMatch(/postgres(ql)?:\/\//);
    await settled();
    expect((await branchNamed("feature"))?.id).toBe((created.branch as { id: string }).id);
  });

  test("checkout <new branch> --create (no neon.ts here): the branch is made and pinned", async () => {
    await neon(["checkout", "fresh", "--create", "--project-id", project], { cwd: plainDir });
    await settled();
    expect(await branchNamed("fresh")).toBeDefined();
    const context = JSON.parse(await readFile(join(plainDir, ".neon"), "utf8"));
    expect(context).toMatchObject({ projectId: project, branch: "fresh" });
  });

  test("checkout pins the branch in .neon; its env pull waits for the policy", async () => {
    const run = await neonRun(["checkout", "feature", "--project-id", project]);
    expect(run.code, run.stderr).toBe(0);
    const context = JSON.parse(await readFile(join(appDir, ".neon"), "utf8"));
    expect(context).toMatchObject({ projectId: project, branch: "feature" });
    // neon.ts declares Neon Auth, which the branch has not yet: checkout pulls no env until apply.
    expect(run.stderr).toMatch(/pulling its Neon env vars failed/);
    expect(existsSync(join(appDir, ".env.local"))).toBe(false);
  });

  test("config apply: Neon Auth and the Data API on the pinned branch, its env pulled", async () => {
    const feature = await branchNamed("feature");
    const applied = await neon<{ branchId: string; applied: Array<Record<string, string>> }>([
      "config",
      "apply",
    ]);
    expect(applied.branchId).toBe(feature?.id);
    expect((await api(`/branches/${feature?.id}/auth`)).status).toBe(200);
    expect((await api(`/branches/${feature?.id}/data-api/neondb`)).status).toBe(200);
    expect((await api(`/branches/${mainId}/auth`)).status).toBe(404);

    const env = await envFile();
    expect(env.NEON_BRANCH).toBe("feature");
    expect(env.NEON_AUTH_BASE_URL).toContain(feature?.id);
    expect(env.NEON_DATA_API_URL).toContain(feature?.id);
    expect(await query(env.DATABASE_URL_UNPOOLED ?? "", "SELECT 1 AS one")).toEqual([{ one: 1 }]);

    const again = await neon<{ applied: Array<{ action: string }> }>(["config", "plan"]);
    expect(again.applied.every((change) => change.action === "noop")).toBe(true);
  });

  test("env pull: the pinned branch's variables, and no credential minted for them", async () => {
    await rm(join(appDir, ".env.local"));
    await neon(["env", "pull"]);
    const env = await envFile();
    const feature = await branchNamed("feature");
    expect(Object.keys(env).sort()).toEqual([
      "DATABASE_URL",
      "DATABASE_URL_UNPOOLED",
      "NEON_AUTH_BASE_URL",
      "NEON_AUTH_JWKS_URL",
      "NEON_BRANCH",
      "NEON_DATA_API_URL",
    ]);
    expect(env.DATABASE_URL).toContain(emulator.proxy?.port.toString());
    const jwks = await fetch(env.NEON_AUTH_JWKS_URL ?? "");
    expect(jwks.status).toBe(200);
    const { body } = await api<{ credentials: unknown[] }>(`/branches/${feature?.id}/credentials`);
    expect(body.credentials).toEqual([]);
  });

  test("diff main: the schema the pinned branch changed", async () => {
    const env = await envFile();
    await query(env.DATABASE_URL_UNPOOLED ?? "", "CREATE TABLE feature_notes (body text)");
    const [diff] = await neon<Array<Record<string, unknown>>>(["diff", "main"]);
    expect(diff).toMatchObject({
      database: "neondb",
      base_branch: "main",
      compare_branch: "feature",
      has_changes: true,
    });
    expect(diff?.diff).toContain("feature_notes");
  });
});

describe("neon deploy", () => {
  const withRows = (rows: number) =>
    `import { defineConfig } from "@neon/config/v1";\nexport default defineConfig({ auth: true, dataApi: { settings: { dbMaxRows: ${rows} } } });\n`;

  test("a changed Data API setting is drift: refused without --update-existing, applied with it", async () => {
    const feature = await branchNamed("feature");
    const settings = async () =>
      (
        await api<{ settings?: { db_max_rows?: number | null } }>(
          `/branches/${feature?.id}/data-api/neondb`,
        )
      ).body.settings?.db_max_rows;
    await writeFile(join(appDir, "neon.ts"), withRows(25));
    const refused = await neonRun(["deploy"]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/update-existing/);
    expect(await settings()).not.toBe(25);

    await neon(["deploy", "--update-existing"]);
    expect(await settings()).toBe(25);
  });
});

describe("branch credentials", () => {
  test("create, list (metadata only), rotate, revoke; the platform's check follows each", async () => {
    const on = ["--project-id", project, "--branch", "feature"];
    const created = await neon<Record<string, string>>([
      "credentials",
      "create",
      "--scope",
      "storage:read",
      "--scope",
      "ai_gateway:invoke",
      "--name",
      "ci",
      ...on,
    ]);
    expect(created.token_id).toMatch(/^nak_live_[0-9a-f]{32}$/);
    expect(created.api_token).toMatch(/^nt_live_[0-9a-f]{12}_/);
    expect(created.s3_secret_access_key).toMatch(/^nsk_live_[0-9a-f]{64}$/);
    const check = { api_token: created.api_token ?? "", scope: "ai_gateway:invoke" };
    expect(await verifyCredential(check)).toMatchObject({ ok: true });

    const listed = await neon<Array<Record<string, unknown>>>(["credentials", "list", ...on]);
    expect(listed).toEqual([
      expect.objectContaining({ token_id: created.token_id, name: "ci", principal_type: "user" }),
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/api_token|s3_secret_access_key/);

    const rotated = await neon<Record<string, string>>([
      "credentials",
      "rotate",
      created.token_id ?? "",
      ...on,
    ]);
    expect(rotated.token_id).toBe(created.token_id);
    expect(await verifyCredential(check)).toMatchObject({ ok: false, refusal: "wrong_secret" });
    const rotatedCheck = { api_token: rotated.api_token ?? "", scope: "ai_gateway:invoke" };
    expect(await verifyCredential(rotatedCheck)).toMatchObject({ ok: true });

    await neon(["credentials", "revoke", created.token_id ?? "", ...on]);
    expect(await verifyCredential(rotatedCheck)).toMatchObject({ ok: false, refusal: "revoked" });
    const revealed = await neonRun(["credentials", "reveal", created.token_id ?? "", ...on]);
    expect(revealed.code).toBe(1);
    expect(revealed.stderr).toContain("not found on branch");
  });
});

describe("api-keys", () => {
  test("create --project-id: a key that reaches that project only", async () => {
    const created = await neon<{ id: number; key: string; project_id: string }>(
      ["api-keys", "create", "--name", "scoped", "--project-id", project],
      { key: emulator.keys.personal },
    );
    expect(created.project_id).toBe(project);
    const state = (await (await fetch(`${emulator.adminUrl}/state`)).json()) as {
      api_keys: unknown[];
    };
    expect(state.api_keys).toContainEqual(
      expect.objectContaining({ id: created.id, type: "project", project_id: project }),
    );
    const listed = await neon<Array<{ id: number; project_id?: string }>>(
      ["api-keys", "list", "--org-id", emulator.seed.organizations[0]?.id ?? ""],
      { key: emulator.keys.personal },
    );
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, project_id: project }));

    const branches = await neon<Array<{ name: string }>>(
      ["branches", "list", "--project-id", project],
      { key: created.key },
    );
    expect(branches.map((b) => b.name)).toContain("feature");
    const minted = await neonRun(["api-keys", "create", "--name", "more"], { key: created.key });
    expect(minted.code).toBe(1);
  });
});

describe("a neon.ts declaring Object Storage", () => {
  test("object-storage: config plan lists the bucket, config apply creates it; its AWS variables reach it", async () => {
    const dir = join(plainDir, "storage");
    await mkdir(dir, { recursive: true });
    await symlink(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
    await neon(["config", "init", "--services", "object-storage", "--no-install"], { cwd: dir });
    expect(await readFile(join(dir, "neon.ts"), "utf8")).toMatch(
      /buckets: \{\s*[^}]*assets: \{ access: "private" \}/,
    );
    const target = ["--project-id", project, "--branch", "main"];
    const plan = await neon<{ dryRun: boolean; applied: Array<Record<string, string>> }>(
      ["config", "plan", ...target],
      { cwd: dir },
    );
    expect(plan.applied.filter((c) => c.action === "create").map((c) => c.identifier)).toEqual([
      "bucket:assets",
    ]);
    expect((await api(`/branches/${mainId}/buckets`)).body).toEqual({ buckets: [] });
    const applied = await neonRun(["config", "apply", ...target], { cwd: dir });
    expect(applied.code, applied.stderr).toBe(0);
    const buckets = (await api(`/branches/${mainId}/buckets`)).body as { buckets: unknown[] };
    expect(buckets.buckets).toEqual([
      { name: "assets", access_level: "private", created_at: expect.any(String) },
    ]);
    const again = await neon<{ applied: Array<Record<string, string>> }>(
      ["config", "plan", ...target],
      { cwd: dir },
    );
    expect(again.applied.filter((c) => c.action === "create")).toEqual([]);

    await neon(["env", "pull", ...target], { cwd: dir });
    const env = parseEnv(await readFile(join(dir, ".env.local"), "utf8"));
    const storage = (await api(`/branches/${mainId}/storage`)).body as { s3_endpoint: string };
    expect(env.AWS_ENDPOINT_URL_S3).toBe(storage.s3_endpoint);
    expect(env.AWS_ACCESS_KEY_ID).toMatch(/^nak_live_/);
    expect(env.AWS_REGION).toBe("us-east-2");
    const s3 = new S3Client({
      endpoint: env.AWS_ENDPOINT_URL_S3,
      region: env.AWS_REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: env.AWS_ACCESS_KEY_ID ?? "",
        secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? "",
      },
    });
    await s3.send(
      new PutObjectCommand({ Bucket: "assets", Key: "hello.txt", Body: "from neon env" }),
    );
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: "assets" }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(["hello.txt"]);
  });
});

describe("a neon.ts declaring Functions", () => {
  test("functions: config apply deploys the function; its URL answers; neon logs shows what it printed", async () => {
    const dir = join(plainDir, "functions");
    await mkdir(dir, { recursive: true });
    await symlink(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
    await neon(["config", "init", "--services", "functions", "--no-install"], { cwd: dir });
    expect(await readFile(join(dir, "hello.ts"), "utf8")).toContain(
      "export default async function hello(): Promise<Response>",
    );
    await writeFile(
      join(dir, "hello.ts"),
      [
        "export default async function hello(): Promise<Response> {",
        '  console.log("hello was called");',
        '  return new Response("Hello from Neon Functions on " + process.env.NEON_BRANCH);',
        "}",
        "",
      ].join("\n"),
    );
    const target = ["--project-id", project, "--branch", "main"];
    const applied = await neonRun(["config", "apply", ...target], { cwd: dir });
    expect(applied.code, applied.stderr).toBe(0);
    type Fn = { invocation_url: string; current_deployment?: { status: string } };
    let fn: Fn | undefined;
    await waitUntil("the function's deployment completed", async () => {
      fn = (await api<{ function: Fn }>(`/branches/${mainId}/functions/hello`)).body.function;
      return fn.current_deployment?.status === "completed";
    });
    const answer = await fetch(fn?.invocation_url ?? "");
    expect(await answer.text()).toBe("Hello from Neon Functions on main");
    const logs = await neon<unknown>(
      ["logs", "query", ...target, "--source", "function", "--since", "1h"],
      { cwd: dir },
    );
    expect(JSON.stringify(logs)).toContain("hello was called");
  });
});

interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  response_body?: unknown;
}

async function requestLog(): Promise<LoggedRequest[]> {
  const response = await fetch(`${emulator.adminUrl}/requests`);
  return ((await response.json()) as { requests: LoggedRequest[] }).requests;
}

const requestCount = async () => (await requestLog()).length;

async function logged(match: (r: LoggedRequest) => boolean) {
  return (await requestLog()).filter(match);
}

test("every answer the CLI got is a route the emulator serves, in Neon's shapes", async () => {
  const requests = await requestLog();
  expect(requests.length).toBeGreaterThan(50);
  const noRoute = requests.filter((r) =>
    JSON.stringify(r.response_body ?? "").includes("no route"),
  );
  expect(noRoute.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  const mismatches = requests.flatMap((r) => {
    const check = validateResponse({ ...r, body: r.response_body });
    // Routes Neon's document predates (reveal, rotate) are held to @neon/sdk's types above.
    const undocumented = check.errors.some((e) => e.startsWith("no "));
    return check.ok || undocumented ? [] : [`${r.method} ${r.path} → ${r.status}: ${check.errors}`];
  });
  expect(mismatches).toEqual([]);
});
