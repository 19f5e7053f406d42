import { execFile, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { endpointAddress } from "../../../emulator/src/front-doors/endpoint-address.ts";
import { type Emulator, startEmulator } from "../../../emulator/src/index.ts";
import { waitFor } from "../../support/wait.ts";

/**
 * Tools that connect by host name, unchanged, against an emulator whose endpoints answer at
 * their hosts on port 5432 (the CLI's default, `--endpoint-port`): Neon's CLI's `psql` (the
 * machine's psql, and its own TypeScript one) and `inspect db`, which build
 * `postgresql://role:pw@<endpoint host>/db?sslmode=require&channel_binding=require` with no
 * port, and a plain psql given the endpoint's host. The branch is made here, so its endpoint's
 * address is this run's alone (the seed's endpoints are every test emulator's).
 */
const cli = join(import.meta.dirname, "../../../node_modules/neon/dist/cli.js");
const hasPsql = spawnSync("psql", ["--version"]).status === 0;
const branchName = `by-host-${randomBytes(3).toString("hex")}`;
const logged: string[] = [];
let emulator: Emulator;
let configDir: string;
let endpoint: { id: string; host: string };
let role: { name: string; password: string };
/** What `neon connection-string` answers for the branch: what `neon psql` hands psql. */
let printed: URL;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `neon <args> [-- <psql args>]` as a user runs it: key in NEON_API_KEY, the API in NEON_API_HOST. */
function neon(args: string[], psqlArgs: string[] = []): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEON_API_HOST: emulator.baseUrl,
    NEON_API_KEY: emulator.keys.personal,
    NO_UPDATE_NOTIFIER: "1",
    CI: "1",
  };
  delete env.NEON_PROFILE;
  delete env.PGHOSTADDR;
  delete env.PGPORT;
  const globals = ["--config-dir", configDir, "--no-analytics", "--no-color"];
  const tail = psqlArgs.length > 0 ? ["--", ...psqlArgs] : [];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args, "--project-id", emulator.projectId, ...globals, ...tail],
      { env, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function neonOk(args: string[], psqlArgs: string[] = []): Promise<string> {
  const run = await neon(args, psqlArgs);
  expect(run.code, `neon ${args.join(" ")}: ${run.stderr}`).toBe(0);
  return run.stdout;
}

beforeAll(async () => {
  emulator = await startEmulator({
    opMs: 50,
    endpointPort: 5432,
    log: "changes",
    logTo: (line) => logged.push(line),
  });
  configDir = await mkdtemp(join(tmpdir(), "neon-by-host-"));
  const created = JSON.parse(
    await neonOk(["branches", "create", "--name", branchName, "--output", "json"]),
  ) as { branch: { id: string }; endpoints: Array<{ id: string; host: string }> };
  endpoint = created.endpoints[0] as { id: string; host: string };
  printed = new URL(await neonOk(["connection-string", branchName]));
  role = {
    name: decodeURIComponent(printed.username),
    password: decodeURIComponent(printed.password),
  };
  // A table only this branch has, through the connection string other clients use (proxy port).
  const { uri: direct } = (await (
    await fetch(
      `${emulator.baseUrl}/projects/${emulator.projectId}/connection_uri?branch_id=${created.branch.id}&role_name=${role.name}&database_name=neondb`,
      { headers: { authorization: `Bearer ${emulator.keys.personal}` } },
    )
  ).json()) as { uri: string };
  const client = new pg.Client({ connectionString: direct });
  await client.connect();
  await client.query(
    "CREATE TABLE by_host_marks AS SELECT g AS id, repeat('x', 200) AS body FROM generate_series(1, 500) g",
  );
  await client.end();
}, 180_000);

afterAll(async () => {
  await emulator?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

describe("tools that connect by host name", () => {
  test("an endpoint's host is its own loopback address, answering on 5432; the log says so", async () => {
    expect(endpoint.host).toBe(endpointAddress(endpoint.id));
    const line = await waitFor("the endpoint's line", () =>
      logged.find((l) => l.includes(`endpoint ${endpoint.id} `)),
    );
    expect(line).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} endpoint ${endpoint.id} answers at its host ${endpoint.host.replaceAll(".", "\\.")}:5432 \\(psql -h ${endpoint.host.replaceAll(".", "\\.")}\\)$`,
      ),
    );
    // What `neon psql` hands psql: the host, no port, TLS and channel binding required.
    expect(printed.host).toBe(endpoint.host);
    expect(printed.searchParams.get("sslmode")).toBe("require");
    expect(printed.searchParams.get("channel_binding")).toBe("require");
  });

  test.skipIf(!hasPsql)("neon psql -- -c 'select 1', with the machine's psql", async () => {
    // The branch's own compute: its table is there.
    const out = await neonOk(
      ["psql", branchName],
      ["-c", "select 1", "-c", "select count(*) as marks from by_host_marks"],
    );
    expect(out).toMatch(/\?column\?\s*\n-+\s*\n\s*1\s*\n\(1 row\)/);
    expect(out).toMatch(/marks\s*\n-+\s*\n\s*500\s*\n\(1 row\)/);
  });

  test("neon psql with its own TypeScript psql (no psql installed)", async () => {
    const out = await neonOk(
      ["psql", branchName, "--fallback"],
      ["-Atc", "select count(*) from by_host_marks"],
    );
    expect(out.trim()).toBe("500");
  });

  test("neon inspect db table-sizes", async () => {
    const sizes = JSON.parse(
      await neonOk(["inspect", "db", "table-sizes", "--branch", branchName, "--output", "json"]),
    ) as Array<Record<string, unknown>>;
    expect(JSON.stringify(sizes)).toContain("by_host_marks");
  });

  test.skipIf(!hasPsql)(
    "a plain psql given the endpoint's host (no port, no hostaddr, TLS and channel binding)",
    async () => {
      const env: NodeJS.ProcessEnv = { ...process.env, PGPASSWORD: role.password };
      delete env.PGHOSTADDR;
      delete env.PGPORT;
      // Not spawnSync: the emulator runs in this process and must answer meanwhile.
      const psql = await new Promise<Run>((resolve) => {
        execFile(
          "psql",
          [
            `host=${endpoint.host} user=${role.name} dbname=neondb sslmode=require channel_binding=require`,
            "-Atc",
            "select count(*) from by_host_marks",
          ],
          { env, timeout: 60_000 },
          (error, stdout, stderr) => resolve({ code: error ? 1 : 0, stdout, stderr }),
        );
      });
      expect(psql.code, psql.stderr).toBe(0);
      expect(psql.stdout.trim()).toBe("500");
    },
  );

  test("the proxy's port keeps serving the connection strings other clients use", async () => {
    const { uri } = (await (
      await fetch(
        `${emulator.baseUrl}/projects/${emulator.projectId}/connection_uri?role_name=neondb_owner&database_name=neondb`,
        { headers: { authorization: `Bearer ${emulator.keys.personal}` } },
      )
    ).json()) as { uri: string };
    expect(new URL(uri).host).toBe(`127.0.0.1:${emulator.proxy?.port}`);
    const client = new pg.Client({ connectionString: uri });
    await client.connect();
    expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await client.end();
  });
});
