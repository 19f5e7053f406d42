// `npm run demo:backend`: a PR preview of an app on Neon Auth and the Data API, driven by the
// repository's neon.ts. The emulated platform (real PostgreSQL servers), a loopback GitHub and
// the bundled action (dist/) run on a pull_request event as the runner would. The PR branch gets
// its own database, Neon Auth and Data API; an app on Neon's SDK signs a user up through the
// PR's auth-url and reads her rows through its data-api-url; the parent never sees that user.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { startEmulator } from "../../emulator/src/index.ts";
import { notesSql } from "../support/apps/notes-schema.ts";
import { startGitHub } from "../support/github/index.ts";
import { prEvent, runStep } from "../support/runner/index.ts";
import { trustEmulatorOnRunner } from "./runner-trust.ts";
import { showOutputsAndSummary, showStep } from "./show.ts";

const { runnerEnv } = await trustEmulatorOnRunner();
const emulator = await startEmulator({ opMs: Number(process.env.DEMO_OP_MS ?? 200) });
const github = await startGitHub();
const apiKey = emulator.keys.organization;
const workspace = await mkdtemp(join(tmpdir(), "demo-backend-"));
const notesApp = join(import.meta.dirname, "../support/apps/notes-app.ts");

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulator.baseUrl}/projects/${emulator.projectId}${path}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function sql(uri: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** One app process per user, as one browser per user: the SDK keeps one session per module. */
async function app(authUrl: string, dataApiUrl: string, request: object): Promise<unknown> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    notesApp,
    authUrl,
    dataApiUrl,
    JSON.stringify({ read: ["notes"], ...request }),
  ]);
  return JSON.parse(stdout);
}

const neonTs = `import { defineConfig } from "@neondatabase/config";

export default defineConfig({
  auth: true,
  dataApi: { authProvider: "neon" },
  branch: (target) => ({
    ...(target.isDefault ? {} : { ttl: "3d" }),
    postgres: { computeSettings: { autoscalingLimitMinCu: 0.25, autoscalingLimitMaxCu: 1 } },
  }),
});
`;

try {
  console.log(`emulator: ${emulator.baseUrl}, GitHub: ${github.url}`);
  const { branches } = await api<{ branches: Array<{ id: string; default: boolean }> }>(
    "GET",
    "/branches",
  );
  const mainId = branches.find((b) => b.default)?.id ?? "";
  const { uri: mainUri } = await api<{ uri: string }>(
    "GET",
    `/connection_uri?branch_id=${mainId}&role_name=neondb_owner&database_name=neondb`,
  );
  // Production: Neon Auth and the Data API on main, and a table whose rows each user owns.
  const mainAuth = await api<{ base_url: string }>("POST", `/branches/${mainId}/auth`, {
    auth_provider: "better_auth",
  });
  const mainDataApi = await api<{ url: string }>("POST", `/branches/${mainId}/data-api/neondb`, {
    auth_provider: "neon_auth",
  });
  await sql(mainUri, notesSql);
  await api("PATCH", `/branches/${mainId}/data-api/neondb`, {});
  console.log("main: Neon Auth and the Data API on, table notes with row-level security");
  await writeFile(join(workspace, "neon.ts"), neonTs);
  console.log(`\n━━ the repository's neon.ts ━━\n${neonTs}`);

  const event = prEvent("opened", { number: 12, title: "Notes app", repo: "octo-org/app" });
  const stepOptions = {
    inputs: {
      "api-key": apiKey,
      "project-id": emulator.projectId,
      "api-host": emulator.baseUrl,
      role: "neondb_owner",
      database: "neondb",
      ssl: "verify-full",
      "export-env": "true",
    },
    event,
    githubUrl: github.url,
    token: github.token,
    secrets: [apiKey],
    cwd: workspace,
    env: runnerEnv,
  };
  const main = await runStep("main", stepOptions);
  showStep("main step", main);
  showOutputsAndSummary(main);

  const authUrl = main.outputs["auth-url"] ?? "";
  const dataApiUrl = main.outputs["data-api-url"] ?? "";
  console.log("━━ the app, on the PR's URLs ━━");
  const ada = await app(authUrl, dataApiUrl, {
    user: { email: "ada@example.test", password: "correct horse battery", signUp: true },
    insert: { body: "written in the PR's preview" },
  });
  console.log(`  Ada signs up on the PR branch and writes a note: ${JSON.stringify(ada)}`);
  const onMain = await app(mainAuth.base_url, mainDataApi.url, {
    user: { email: "ada@example.test", password: "correct horse battery", signUp: false },
  }).then(
    () => "signed in (unexpected)",
    (error: Error) =>
      `refused (${/(?:AuthApiError|sign in): (.*)/.exec(error.message)?.[1] ?? "see above"})`,
  );
  console.log(`  Ada on production's auth-url: ${onMain}`);

  const post = await runStep("post", { ...stepOptions, state: main.state });
  showStep("post step", post);
  const isolated = onMain.startsWith("refused");
  if (main.failed || post.failed || !isolated) process.exitCode = 1;
} finally {
  await Promise.all([emulator.stop(), github.stop()]);
  await rm(workspace, { recursive: true, force: true });
}
