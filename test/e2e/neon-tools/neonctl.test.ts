import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtInSeed, type Emulator, startEmulator } from "../../../emulator/src/index.ts";
import { waitUntil } from "../../support/wait.ts";

/**
 * Neon's own CLI, unchanged, against the emulator: every command is checked for its effect on
 * the platform (and on the real data), not only for a zero exit.
 */
const run = promisify(execFile);
const cli = join(import.meta.dirname, "../../../node_modules/neonctl/bin/cli.js");
let emulator: Emulator;
let configDir: string;
let project: string;

/**
 * Runs neonctl as a user would, with the key in NEON_API_KEY (the personal key, as the emulator
 * README's tools block exports it); answers what it printed.
 */
function neonctlText(...args: string[]): Promise<string> {
  return neonctlWithKey(emulator.keys.personal, ...args);
}

async function neonctlWithKey(key: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      cli,
      ...args,
      ...["--api-host", emulator.baseUrl, "--config-dir", configDir],
      ...["--no-analytics", "--no-color", "--output", "json"],
    ],
    { env: { ...process.env, NEON_API_KEY: key }, timeout: 120_000 },
  );
  return stdout;
}

async function neonctl<T = unknown>(...args: string[]): Promise<T> {
  return JSON.parse(await neonctlText(...args)) as T;
}

/** A command taking `--project-id`. */
const inProject = <T = unknown>(...args: string[]) => neonctl<T>(...args, "--project-id", project);
const inProjectText = (...args: string[]) => neonctlText(...args, "--project-id", project);

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${emulator.baseUrl}/projects/${project}${path}`, {
    headers: { authorization: `Bearer ${emulator.keys.organization}` },
  });
  return (await response.json()) as T;
}

async function uriOf(branchId: string): Promise<string> {
  const { uri } = await api<{ uri: string }>(
    `/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
  );
  return uri;
}

async function query(uri: string, sql: string): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

interface Branch {
  id: string;
  name: string;
  parent_id?: string;
  default: boolean;
  init_source?: string;
}

async function branchNamed(name: string): Promise<Branch | undefined> {
  const { branches } = await api<{ branches: Branch[] }>("/branches");
  return branches.find((b) => b.name === name);
}

/** Waits until no operation of the project is scheduling or running. */
async function settled(): Promise<void> {
  await waitUntil("no operation of the project scheduling or running", async () => {
    const { operations } = await api<{ operations: Array<{ status: string }> }>(
      "/operations?limit=50",
    );
    return operations.every((op) => op.status === "finished" || op.status === "failed");
  });
}

beforeAll(async () => {
  // Endpoints answer at their hosts on 5432 (as the CLI's do), where `cs`'s URIs point. Main's
  // endpoint gets an id of this run: the seed's own address may be another test emulator's.
  const seed = builtInSeed();
  const mainCompute = seed.projects?.[0]?.branches?.[0]?.computes?.[0];
  if (mainCompute) mainCompute.id = `ep-little-smoke-${randomBytes(4).toString("hex")}`;
  emulator = await startEmulator({ opMs: 50, seed, endpointPort: 5432 });
  project = emulator.projectId;
  configDir = await mkdtemp(join(tmpdir(), "neonctl-config-"));
  const main = await branchNamed("main");
  await query(
    await uriOf(main?.id ?? ""),
    "CREATE TABLE items (v text); INSERT INTO items VALUES ('main row')",
  );
});
afterAll(async () => {
  await emulator?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe("neonctl against the emulator", () => {
  test("me, orgs list, projects list, projects get, projects update", async () => {
    const me = await neonctl<{ email: string }>("me");
    expect(me.email).toBe(emulator.seed.users[0]?.email);
    // An organization key is tied to no user: `me` fails with it, as on Neon.
    await expect(neonctlWithKey(emulator.keys.organization, "me")).rejects.toThrow(
      /not allowed for organization API keys/,
    );
    const orgs = await neonctl<Array<{ id: string }>>("orgs", "list");
    expect(orgs.map((o) => o.id)).toContain(emulator.seed.organizations[0]?.id);
    const { projects } = await neonctl<{ projects: Array<{ id: string }> }>("projects", "list");
    expect(projects.map((p) => p.id)).toContain(project);
    const got = await neonctl<{ id: string; name: string }>("projects", "get", project);
    expect(got.id).toBe(project);
    await neonctl("projects", "update", project, "--name", "renamed by neonctl");
    expect((await neonctl<{ name: string }>("projects", "get", project)).name).toBe(
      "renamed by neonctl",
    );
  });

  test("branches list, get, create with --parent and with --schema-only", async () => {
    const list = await inProject<Branch[]>("branches", "list");
    expect(list.map((b) => b.name)).toContain("main");
    const main = await inProject<Branch>("branches", "get", "main");
    expect(main.default).toBe(true);

    await inProject("branches", "create", "--name", "dev", "--parent", "main");
    await settled();
    const dev = await branchNamed("dev");
    expect(dev?.parent_id).toBe(main.id);
    expect(await query(await uriOf(dev?.id ?? ""), "SELECT v FROM items")).toEqual([
      { v: "main row" },
    ]);

    await inProject("branches", "create", "--name", "shape", "--schema-only");
    await settled();
    const shape = await branchNamed("shape");
    expect(shape?.init_source).toBe("schema-only");
    expect(
      await query(await uriOf(shape?.id ?? ""), "SELECT count(*)::int AS n FROM items"),
    ).toEqual([{ n: 0 }]);
  });

  test("branches rename, set-default, reset --parent, add-compute --type read_only, delete", async () => {
    await inProject("branches", "rename", "dev", "dev2");
    await settled();
    expect(await branchNamed("dev")).toBeUndefined();
    const dev2 = await branchNamed("dev2");
    expect(dev2).toBeDefined();

    await inProject("branches", "set-default", "dev2");
    expect((await branchNamed("dev2"))?.default).toBe(true);
    await inProject("branches", "set-default", "main");
    expect((await branchNamed("main"))?.default).toBe(true);

    const devUri = await uriOf(dev2?.id ?? "");
    await query(devUri, "DELETE FROM items");
    await query(
      await uriOf((await branchNamed("main"))?.id ?? ""),
      "INSERT INTO items VALUES ('newer on main')",
    );
    await inProject("branches", "reset", "dev2", "--parent");
    await settled();
    expect(await query(devUri, "SELECT v FROM items ORDER BY v")).toEqual([
      { v: "main row" },
      { v: "newer on main" },
    ]);

    await inProject("branches", "add-compute", "dev2", "--type", "read_only");
    await settled();
    const { endpoints } = await api<{ endpoints: Array<{ type: string }> }>(
      `/branches/${dev2?.id}/endpoints`,
    );
    expect(endpoints.map((e) => e.type).sort()).toEqual(["read_only", "read_write"]);

    await inProject("branches", "delete", "shape");
    await settled();
    expect(await branchNamed("shape")).toBeUndefined();
  });

  test("databases and roles: list, create, delete", async () => {
    await inProject("databases", "create", "--name", "app");
    await settled();
    let databases = await inProject<Array<{ name: string }>>("databases", "list");
    expect(databases.map((d) => d.name).sort()).toEqual(["app", "neondb"]);
    await inProject("databases", "delete", "app");
    await settled();
    databases = await inProject<Array<{ name: string }>>("databases", "list");
    expect(databases.map((d) => d.name)).toEqual(["neondb"]);

    await inProject("roles", "create", "--name", "alice");
    await settled();
    let roles = await inProject<Array<{ name: string }>>("roles", "list");
    expect(roles.map((r) => r.name).sort()).toEqual(["alice", "neondb_owner"]);
    await inProject("roles", "delete", "alice");
    await settled();
    roles = await inProject<Array<{ name: string }>>("roles", "list");
    expect(roles.map((r) => r.name)).toEqual(["neondb_owner"]);
  });

  test("branches schema-diff: a migration on a branch, against main and against its parent", async () => {
    await inProject("branches", "create", "--name", "migrate", "--parent", "main");
    await settled();
    const main = await branchNamed("main");
    const migrate = await branchNamed("migrate");
    const same = await inProjectText("branches", "schema-diff", "main", "migrate");
    expect(same.trim()).toBe(`--- Database: neondb\t(Branch: ${main?.id})
+++ Database: neondb\t(Branch: ${migrate?.id})`);

    await query(
      await uriOf(migrate?.id ?? ""),
      "ALTER TABLE items ADD COLUMN note text; CREATE INDEX items_v_idx ON items (v)",
    );
    const diff = await inProjectText(
      "branches",
      "schema-diff",
      "main",
      "migrate",
      "--database",
      "neondb",
    );
    const lines = diff.split("\n");
    expect(lines.slice(0, 2)).toEqual([
      `--- Database: neondb\t(Branch: ${main?.id})`,
      `+++ Database: neondb\t(Branch: ${migrate?.id})`,
    ]);
    expect(lines[2]).toMatch(/^@@ -\d+,\d+ \+\d+,\d+ @@$/);
    expect(lines).toContain("-    v text");
    expect(lines).toContain("+    v text,");
    expect(lines).toContain("+    note text");
    expect(lines).toContain("+CREATE INDEX items_v_idx ON public.items USING btree (v);");

    // `^parent`: the branch against its parent; the same change.
    const againstParent = await inProjectText("branches", "schema-diff", "migrate", "^parent");
    expect(againstParent).toContain("+    note text");
    await inProject("branches", "delete", "migrate");
    await settled();
  });

  test("neon-auth: enable, status, domain, user create and delete, disable --delete-data", async () => {
    const enabled = await inProject<{ base_url: string; jwks_url: string }>("neon-auth", "enable");
    expect(enabled.base_url).toMatch(/\/neonauth\/br-[a-z0-9-]+\/neondb\/auth$/);
    const status = await inProject<{ base_url: string; db_name: string }>("neon-auth", "status");
    expect(status).toMatchObject({ base_url: enabled.base_url, db_name: "neondb" });
    // Already enabled: neonctl reads the integration back, as it does on Neon's 409.
    expect((await inProject<{ base_url: string }>("neon-auth", "enable")).base_url).toBe(
      enabled.base_url,
    );

    await inProjectText("neon-auth", "domain", "add", "https://app.example.test");
    expect(await inProjectText("neon-auth", "domain", "list")).toContain(
      "https://app.example.test",
    );
    const signUp = (email: string) =>
      fetch(`${enabled.base_url}/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://app.example.test" },
        body: JSON.stringify({ email, password: "correct horse battery", name: "N" }),
      });
    expect((await signUp("first@example.test")).status).toBe(200);

    // `user create` prints its block whatever --output says.
    const created = await inProjectText(
      "neon-auth",
      "user",
      "create",
      "--email",
      "cli-user@example.test",
    );
    const userId = /ID:\s+(\S+)/.exec(created)?.[1] ?? "";
    expect(userId).not.toBe("");
    expect((await signUp("cli-user@example.test")).status).toBe(422);
    await inProjectText("neon-auth", "user", "delete", userId);
    expect((await signUp("cli-user@example.test")).status).toBe(200);

    await inProjectText("neon-auth", "disable", "--delete-data");
    expect((await fetch(`${enabled.base_url}/get-session`)).status).toBe(404);
    const main = await branchNamed("main");
    const [schema] = await query(
      await uriOf(main?.id ?? ""),
      "SELECT to_regnamespace('neon_auth') AS schema",
    );
    expect(schema?.schema).toBeNull();
  });

  test("operations list shows what the commands did", async () => {
    const operations = await inProject<Array<{ action: string }>>("operations", "list");
    const actions = new Set(operations.map((op) => op.action));
    for (const action of ["create_branch", "start_compute", "apply_config"]) {
      expect(actions).toContain(action);
    }
  });

  test("connection strings from cs (also --pooled, --role-name, --database-name) connect", async (context) => {
    if (spawnSync("psql", ["--version"]).status !== 0) context.skip();
    const strings = [
      await inProjectText("cs"),
      await inProjectText("cs", "--pooled"),
      await inProjectText("cs", "dev2", "--role-name", "neondb_owner", "--database-name", "neondb"),
    ].map((printed) => printed.trim());
    // The endpoint's host is its own loopback address, which has no -pooler name.
    expect(new URL(strings[1] ?? "").host).toBe(new URL(strings[0] ?? "").host);
    for (const uri of strings) {
      expect(uri).toContain("channel_binding=require");
      // The host, with no port (5432), as cs prints it: the proxy answers there.
      // Asynchronously: the emulator runs in this process and must answer meanwhile.
      const psql = await run("psql", [uri, "-Atc", "SELECT count(*) FROM items"], {
        timeout: 120_000,
      });
      expect(psql.stderr).toBe("");
      expect(Number(psql.stdout.trim())).toBeGreaterThan(0);
    }
  });
});
