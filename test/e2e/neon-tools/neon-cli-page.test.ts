import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Emulator, startEmulator } from "../../../emulator/src/index.ts";
import { fencedBlocks } from "../../support/readme-tables.ts";
import { waitUntil } from "../../support/wait.ts";

/**
 * docs/emulator/neon-cli.md, the way in for Neon's CLI, run as written: its `sh` blocks' lines,
 * one command at a time in an app directory, against the emulator (the page's port 8600 made the
 * emulator's). Each command is checked for its effect; the one the page says fails
 * (`# fails: …`) must fail so, and every command but it must reach nothing but the emulator:
 * HTTP(S)_PROXY (NODE_USE_ENV_PROXY) names a recorder that refuses whatever the commands send
 * elsewhere, and records where they sent it. Also the first command of the emulator README's
 * tools block, with the key the block exports.
 */
const repoRoot = join(import.meta.dirname, "../../..");
const PAGE = "docs/emulator/neon-cli.md";
/** Lines the page runs in a terminal of the reader's, not in the app's shell: not run here. */
const NOT_RUN = [
  "npm run emulator -- --port 8600", // the test's own emulator stands in for it
  "npm install --save-dev neon @neon/config @neon/env", // the repository's node_modules
];

let emulator: Emulator;
let work: string;
let appDir: string;
let home: string;
let recorder: Server;
/** Where the commands sent what the recorder got: `CONNECT host:port` or `GET http://…`. */
const elsewhere: string[] = [];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The page's text with the page's emulator address made the running emulator's. */
const onEmulator = (text: string) =>
  text.replaceAll("127.0.0.1:8600", new URL(emulator.origin).host);

/** Runs a bash script in the app's directory, as the reader's shell would, with no key set. */
function bash(script: string, extraPath?: string): Promise<Run> {
  const { port } = recorder.address() as AddressInfo;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    NODE_USE_ENV_PROXY: "1",
    HTTP_PROXY: `http://127.0.0.1:${port}`,
    HTTPS_PROXY: `http://127.0.0.1:${port}`,
    NO_PROXY: "127.0.0.1,localhost",
    PATH: extraPath ? `${extraPath}:${process.env.PATH}` : process.env.PATH,
  };
  for (const name of ["NEON_API_KEY", "NEON_API_HOST", "NEON_PROFILE", "CI"]) delete env[name];
  return new Promise((resolve) => {
    execFile(
      "bash",
      ["-c", script],
      { cwd: appDir, env, timeout: 180_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function api<T = unknown>(path: string) {
  const response = await fetch(`${emulator.baseUrl}/projects/${emulator.projectId}${path}`, {
    headers: { authorization: `Bearer ${emulator.keys.personal}` },
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function branchNamed(name: string) {
  const { body } = await api<{ branches: Array<{ id: string; name: string }> }>("/branches");
  return body.branches.find((b) => b.name === name);
}

const appFile = (name: string) => readFile(join(appDir, name), "utf8");
const envLocal = async () => parseEnv(await appFile(".env.local")) as Record<string, string>;

async function query(uri: string, sql: string) {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The commands of the page's sh blocks, in order (comments and blank lines dropped). */
function commandLines(text: string): string[] {
  return fencedBlocks(text)
    .filter((block) => block.lang === "sh")
    .flatMap((block) => block.body.split("\n"))
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** What each command of the page does, in the page's order; a command it gains needs a check. */
const effects: Record<string, (run: Run) => Promise<void>> = {
  "neon me": async (run) => {
    expect(run.stdout).toContain(emulator.seed.users[0]?.email);
  },
  "neon link --project-id shiny-wind-02883412 --branch main": async () => {
    expect(JSON.parse(await appFile(".neon"))).toEqual({
      orgId: emulator.seed.organizations[0]?.id,
      projectId: emulator.projectId,
      branch: "main",
    });
    const env = await envLocal();
    expect(Object.keys(env).sort()).toEqual([
      "DATABASE_URL",
      "DATABASE_URL_UNPOOLED",
      "NEON_BRANCH",
    ]);
    expect(env.NEON_BRANCH).toBe("main");
    expect(await query(env.DATABASE_URL ?? "", "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  },
  "neon config init --services auth,data-api": async () => {
    const source = await appFile("neon.ts");
    expect(source).toContain('from "@neon/config/v1"');
    expect(source).toMatch(/auth: true/);
    expect(source).toMatch(/dataApi: true/);
  },
  "neon deploy": async () => {
    const main = await branchNamed("main");
    expect((await api(`/branches/${main?.id}/auth`)).status).toBe(200);
    expect((await api(`/branches/${main?.id}/data-api/neondb`)).status).toBe(200);
    const env = await envLocal();
    expect(env.NEON_AUTH_BASE_URL).toContain(main?.id);
    expect(env.NEON_DATA_API_URL).toContain(main?.id);
  },
  "neon checkout dev --create": async () => {
    expect(await branchNamed("dev")).toBeUndefined();
    expect(elsewhere).toEqual(["CONNECT console.neon.tech:443"]);
    elsewhere.length = 0;
  },
  "neon branches create --name dev": async () => {
    expect(await branchNamed("dev")).toBeDefined();
  },
  "neon checkout dev": async () => {
    expect(JSON.parse(await appFile(".neon"))).toMatchObject({ branch: "dev" });
    expect((await envLocal()).NEON_BRANCH).toBe("dev");
  },
  "neon config apply": async (run) => {
    expect(run.stderr).toMatch(/No changes/);
  },
  "neon env pull": async () => {
    const dev = await branchNamed("dev");
    const env = await envLocal();
    expect(Object.keys(env).sort()).toEqual([
      "DATABASE_URL",
      "DATABASE_URL_UNPOOLED",
      "NEON_AUTH_BASE_URL",
      "NEON_AUTH_JWKS_URL",
      "NEON_BRANCH",
      "NEON_DATA_API_URL",
    ]);
    expect(env.NEON_BRANCH).toBe("dev");
    expect(env.NEON_AUTH_BASE_URL).toContain(dev?.id);
    expect(env.NEON_DATA_API_URL).toContain(dev?.id);
    expect((await fetch(env.NEON_AUTH_JWKS_URL ?? "")).status).toBe(200);
    expect(await query(env.DATABASE_URL_UNPOOLED ?? "", "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  },
  "neon psql -- -c 'select 1'": async (run) => {
    expect(run.stdout).toMatch(/\?column\?\s*\n-+\s*\n\s*1\s*\n\(1 row\)/);
  },
  "neon inspect db table-sizes": async (run) => {
    // dev's compute, by its host: the Neon Auth tables deploy made on main, copied to dev.
    expect(run.stdout).toMatch(/^Database\s+Schema\s+Name\s+Size$/m);
    expect(run.stdout).toMatch(/^neondb\s+neon_auth\s+user\s+\d/m);
  },
};

beforeAll(async () => {
  // Endpoints answer at their hosts on 5432, as the CLI's do (psql and inspect connect there).
  emulator = await startEmulator({ opMs: 50, endpointPort: 5432 });
  work = await mkdtemp(join(tmpdir(), "neon-cli-page-"));
  appDir = join(work, "app");
  home = join(work, "home");
  await mkdir(appDir);
  await mkdir(home);
  // The app as `npm install --save-dev neon @neon/config @neon/env` leaves it.
  await symlink(join(repoRoot, "node_modules"), join(appDir, "node_modules"), "dir");
  const devDependencies = { neon: "*", "@neon/config": "*", "@neon/env": "*" };
  await writeFile(join(appDir, "package.json"), JSON.stringify({ name: "app", devDependencies }));
  recorder = createServer((request, response) => {
    elsewhere.push(`${request.method} ${request.url}`);
    response.writeHead(403).end();
  });
  recorder.on("connect", (request, socket) => {
    elsewhere.push(`CONNECT ${request.url}`);
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  await emulator?.stop();
  await new Promise((resolve) => recorder?.close(resolve));
  if (work) await rm(work, { recursive: true, force: true });
});

test("the page's commands, as written, do what it says against the emulator", async () => {
  const page = await readFile(join(repoRoot, PAGE), "utf8");
  const lines = commandLines(page);
  expect(lines.filter((line) => line.startsWith("npm "))).toEqual(NOT_RUN);
  const shell = lines.filter((line) => /^(export |neon\(\) \{)/.test(line));
  const commands = lines.filter((line) => !NOT_RUN.includes(line) && !shell.includes(line));
  /** A command without its trailing comment. */
  const bare = (line: string) => line.replace(/\s+#.*$/, "");
  expect(commands.map(bare)).toEqual(Object.keys(effects));

  const prelude = onEmulator(shell.join("\n"));
  for (const command of commands) {
    const run = await bash(`${prelude}\n${command}`);
    const fails = /# fails: (.+)$/.exec(command)?.[1];
    if (fails) {
      expect(run.code, `${command}: ${run.stdout}${run.stderr}`).not.toBe(0);
      expect(run.stderr).toContain(fails);
    } else {
      expect(run.code, `${command}: ${run.stdout}${run.stderr}`).toBe(0);
      expect(elsewhere, `${command} reached beyond the emulator`).toEqual([]);
    }
    await waitUntil("no operation of the project scheduling or running", async () => {
      const { body } = await api<{ operations: Array<{ status: string }> }>("/operations?limit=50");
      return body.operations.every((op) => op.status === "finished" || op.status === "failed");
    });
    await effects[bare(command)]?.(run);
  }
});

test("the workaround at the top of the page is the one run in its checkout section", async () => {
  const page = await readFile(join(repoRoot, PAGE), "utf8");
  const quoted = page
    .split("\n")
    .filter((line) => line.startsWith(">"))
    .map((line) => line.replace(/^> ?/, ""))
    .join("\n");
  const top = commandLines(quoted);
  expect(top).toEqual([
    "neon branches create --name dev",
    "neon checkout dev",
    "neon config apply",
  ]);
  const run = commandLines(page);
  const at = run.indexOf(top[0] ?? "");
  expect(run.slice(at, at + top.length)).toEqual(top);
  expect(run[at - 1]).toMatch(/^neon checkout dev --create +# fails: /);
});

test("the emulator README's tools block: its first command works with the key it exports", async () => {
  const readme = await readFile(join(repoRoot, "emulator/README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Use it with Neon's tools"));
  const block = fencedBlocks(section).find((b) => b.lang === "sh")?.body ?? "";
  const lines = block.split("\n").filter((line) => line.trim() !== "");
  const setup = lines.filter((line) => /^(export NEON_API_KEY=|N=|P=)/.test(line));
  expect(setup.map((line) => line.split("=")[0])).toEqual(["export NEON_API_KEY", "N", "P"]);
  const first = lines.find((line) => line.startsWith("$N "));
  expect(first).toMatch(/^\$N me;/);
  // npx runs the repository's own neonctl (node_modules/.bin); the shim only spares npm's start-up.
  const bin = join(work, "bin");
  await mkdir(bin, { recursive: true });
  await writeFile(join(bin, "npx"), '#!/bin/sh\nexec "$@"\n');
  await chmod(join(bin, "npx"), 0o755);
  const run = await bash(
    `set -e\n${onEmulator(setup.join("\n"))}\n${onEmulator(first ?? "")}`,
    `${bin}:${join(repoRoot, "node_modules/.bin")}`,
  );
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(emulator.seed.users[0]?.email);
  expect(run.stdout).toContain(emulator.seed.organizations[0]?.id);
  expect(run.stdout).toContain(emulator.projectId);
  expect(elsewhere).toEqual([]);
});
