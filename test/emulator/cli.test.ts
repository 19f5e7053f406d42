import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { neon, neonConfig, Pool } from "@neondatabase/serverless";
import { afterAll, beforeAll, expect, test } from "vitest";
import { builtInSeed } from "../../emulator/src/index.ts";
import { defaultCertificateDirectory } from "../../emulator/src/proxy/tls/certificate.ts";

const cli = join(import.meta.dirname, "../../emulator/src/cli.ts");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "emulator-cli-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function run(args: string[]) {
  const child = spawn(process.execPath, [cli, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const reader = createInterface({ input: child.stdout });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const nextLines = (count: number) =>
    new Promise<string[]>((resolve, reject) => {
      const check = () => {
        if (lines.length >= count) resolve(lines.slice(0, count));
      };
      reader.on("line", (line) => {
        lines.push(line);
        check();
      });
      child.once("exit", () => reject(new Error(`exited early: ${stderr}`)));
      check();
    });
  return { child, exited, nextLines, stderr: () => stderr };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill("SIGTERM");
  return exited;
}

test("starts on a free port, prints its address and keys, answers with a printed key, exits 0 on SIGTERM", async () => {
  const { child, exited, nextLines } = run(["--port", "0", "--op-ms", "50"]);
  try {
    const [first, proxyLine, projectLine, personalLine] = await nextLines(4);
    expect(first).toMatch(/^emulator listening on http:\/\/127\.0\.0\.1:\d+\/api\/v2$/);
    expect(proxyLine).toMatch(/^postgres proxy on 127\.0\.0\.1:\d+$/);
    const baseUrl = first?.replace("emulator listening on ", "") ?? "";
    const projectId = projectLine?.split(/\s+/).at(-1);
    const personalKey = personalLine?.split(/\s+/).at(-1);
    expect(projectId).toBe("shiny-wind-02883412");
    const response = await fetch(`${baseUrl}/projects`, {
      headers: { authorization: `Bearer ${personalKey}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { projects: { id: string }[] };
    expect(body.projects.map((p) => p.id)).toEqual([projectId]);
    const state = (await (
      await fetch(`${baseUrl.replace("/api/v2", "")}/__emulator/state`)
    ).json()) as {
      timing: { operation_ms: number };
    };
    expect(state.timing.operation_ms).toBe(50);
  } finally {
    expect(await stop(child, exited)).toBe(0);
  }
});

test("prints the neonConfig settings after its other lines; Neon's serverless driver works with them", async () => {
  const { child, exited, nextLines } = run(["--port", "0", "--op-ms", "50"]);
  try {
    const lines = await nextLines(14);
    const [first, proxyLine] = lines;
    const baseUrl = first?.replace("emulator listening on ", "") ?? "";
    const proxyAddress = proxyLine?.replace("postgres proxy on ", "");
    // The CA to trust is the one made in the per-user cache (the one these tests trust).
    const trusted =
      /^TLS: trust (\S+) \(NODE_EXTRA_CA_CERTS, psql's sslrootcert; renewed before \d{4}-\d\d-\d\d\)$/.exec(
        lines[9] ?? "",
      )?.[1];
    expect(trusted).toBe(join(defaultCertificateDirectory(), "ca.pem"));
    // The file the tests trust holds it (beside the machine's own CAs, when it has some).
    expect(readFileSync(process.env.NODE_EXTRA_CA_CERTS ?? "", "utf8")).toContain(
      readFileSync(trusted ?? "", "utf8").trim(),
    );
    expect(lines[10]).toMatch(/^Neon's serverless driver .*NODE_EXTRA_CA_CERTS as above/);
    const printed = Object.fromEntries(
      lines.slice(11).map((line) => {
        const match = /^ {2}neonConfig\.(\w+) = (.+);$/.exec(line);
        if (!match) throw new Error(`not a neonConfig line: ${line}`);
        return [match[1], JSON.parse(match[2] as string)];
      }),
    );
    expect(printed).toEqual({
      fetchEndpoint: `http://${proxyAddress}/sql`,
      wsProxy: `${proxyAddress}/v2`,
      useSecureWebSocket: false,
    });
    Object.assign(neonConfig, printed);
    const key = lines[4]?.split(/\s+/).at(-1);
    const projectId = lines[2]?.split(/\s+/).at(-1);
    const { uri } = (await (
      await fetch(
        `${baseUrl}/projects/${projectId}/connection_uri?role_name=neondb_owner&database_name=neondb`,
        { headers: { authorization: `Bearer ${key}` } },
      )
    ).json()) as { uri: string };
    expect(await neon(uri)`SELECT 'over http' AS via`).toEqual([{ via: "over http" }]);
    const pool = new Pool({ connectionString: uri });
    pool.on("error", () => undefined);
    try {
      expect((await pool.query("SELECT 'over websockets' AS via")).rows).toEqual([
        { via: "over websockets" },
      ]);
    } finally {
      await pool.end();
    }
  } finally {
    expect(await stop(child, exited)).toBe(0);
  }
});

test("--seed loads a seed file", async () => {
  const seed = builtInSeed();
  const file = join(dir, "seed.json");
  await writeFile(
    file,
    JSON.stringify({
      ...seed,
      projects: seed.projects?.map((p) => ({ ...p, id: "custom-project-12345678" })),
      api_keys: seed.api_keys?.filter((k) => k.type !== "project"),
    }),
  );
  const { child, exited, nextLines } = run(["--port", "0", "--seed", file, "--no-postgres"]);
  try {
    const [, offLine, projectLine] = await nextLines(3);
    expect(offLine).toContain("--no-postgres");
    expect(projectLine).toContain("custom-project-12345678");
  } finally {
    expect(await stop(child, exited)).toBe(0);
  }
});

test("a bad seed file or flag fails with a clear message and exit code 2", async () => {
  const file = join(dir, "bad.json");
  await writeFile(
    file,
    JSON.stringify({
      users: [],
      projects: [{ id: "p-1", owner: { org: "org-missing" }, branches: [] }],
    }),
  );
  const bad = run(["--seed", file]);
  expect(await bad.exited).toBe(2);
  expect(bad.stderr()).toContain("invalid seed");
  expect(bad.stderr()).toContain("unknown organization org-missing");
  expect(bad.stderr()).toContain("a project needs at least one branch");
  const flag = run(["--port", "abc"]);
  expect(await flag.exited).toBe(2);
  expect(flag.stderr()).toContain("--port must be a non-negative integer");
  const endpointPort = run(["--endpoint-port", "70000"]);
  expect(await endpointPort.exited).toBe(2);
  expect(endpointPort.stderr()).toContain("--endpoint-port must be a port (0 to 65535), got 70000");
  const noProxy = run(["--no-postgres", "--endpoint-port", "5432"]);
  expect(await noProxy.exited).toBe(2);
  expect(noProxy.stderr()).toContain("--endpoint-port needs the proxy");
});

test("--ai-gateway-upstream: named on its line, before Object Storage's; not a usable URL, or without the proxy, exit code 2", async () => {
  const upstream = "http://127.0.0.1:9/v1";
  const { child, exited, nextLines } = run(["--port", "0", "--ai-gateway-upstream", upstream]);
  try {
    const lines = await nextLines(16);
    expect(lines[14]).toBe(
      `AI gateway: forwards to ${upstream}; each branch's base URL: GET …/branches/{branch_id}/ai_gateway`,
    );
    expect(lines[15]).toMatch(/^Object Storage: each branch's S3 endpoint .*\/storage$/);
  } finally {
    expect(await stop(child, exited)).toBe(0);
  }
  const notHttp = run(["--ai-gateway-upstream", "ftp://127.0.0.1/v1"]);
  expect(await notHttp.exited).toBe(2);
  expect(notHttp.stderr()).toContain('upstream "ftp://127.0.0.1/v1" is not http(s)');
  const withUser = run(["--ai-gateway-upstream", "http://me:secret@127.0.0.1/v1"]);
  expect(await withUser.exited).toBe(2);
  expect(withUser.stderr()).toContain("AI_GATEWAY_UPSTREAM_KEY");
  const noProxy = run(["--no-postgres", "--ai-gateway-upstream", upstream]);
  expect(await noProxy.exited).toBe(2);
  expect(noProxy.stderr()).toContain("leave out --no-postgres");
});
