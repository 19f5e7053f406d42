import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { neon, neonConfig } from "@neondatabase/serverless";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import pg from "pg";
import { connectionsSince, type RunningCli, serverNow, startCli, targetOf } from "./serverless.ts";
import { median } from "./stats.ts";

/**
 * Measure 10, the Data API (issue 23): a warm authenticated request of the PostgREST service
 * against the same query over SQL over HTTP, on the same compute of an emulator run as
 * `npm run emulator`: one row by key, 100 rows with an embedded many-to-one, one insert. Each
 * is timed alone after 20 warm-up requests; new server connections are counted over the
 * Data API's samples (`pg_stat_activity.backend_start`). Run it alone: `node test/bench/data-api.ts`.
 */
export const DATA_API_CASES = ["one row", "100 rows with an embedding", "insert"] as const;
export type DataApiCase = (typeof DATA_API_CASES)[number];

export interface DataApiCaseResult {
  name: DataApiCase;
  restMs: number[];
  sqlOverHttpMs: number[];
}

export interface DataApiResult {
  samples: number;
  cases: DataApiCaseResult[];
  /** Server connections opened while the Data API's warm samples ran. */
  newServerConnections: number;
  failures: string[];
}

const schema = `
CREATE TABLE bench_parents (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE bench_items (id serial PRIMARY KEY, name text NOT NULL, parent_id int REFERENCES bench_parents(id));
INSERT INTO bench_parents (name) SELECT 'parent ' || g FROM generate_series(1, 10) g;
INSERT INTO bench_items (name, parent_id) SELECT 'item ' || g, 1 + g % 10 FROM generate_series(1, 1000) g;
`;

interface Request {
  rest(): Promise<unknown>;
  sql(): Promise<unknown>;
}

async function jwksAndToken() {
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "bench", alg: "ES256" };
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const token = await new SignJWT({ sub: "bench-user", role: "authenticated" })
    .setProtectedHeader({ alg: "ES256", kid: "bench" })
    .setExpirationTime("1h")
    .sign(privateKey);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`,
    token,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function api(emulator: RunningCli, method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulator.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${emulator.key}`, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function expectOk(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return text;
}

export async function measureDataApi(
  progress: (line: string) => void,
  options: { samples: number },
): Promise<DataApiResult> {
  const result: DataApiResult = {
    samples: options.samples,
    cases: [],
    newServerConnections: Number.NaN,
    failures: [],
  };
  const emulator = await startCli();
  const issuer = await jwksAndToken();
  try {
    Object.assign(neonConfig, emulator.neonConfig);
    const target = await targetOf(emulator);
    const owner = new pg.Client({ connectionString: target.uri });
    await owner.connect();
    await owner.query(schema);
    await owner.end();
    const { branches } = (await api(
      emulator,
      "GET",
      `/projects/${emulator.projectId}/branches`,
    )) as {
      branches: Array<{ id: string; default: boolean }>;
    };
    const main = branches.find((b) => b.default)?.id ?? "";
    const { url } = (await api(
      emulator,
      "POST",
      `/projects/${emulator.projectId}/branches/${main}/data-api/neondb`,
      {
        auth_provider: "external",
        jwks_url: issuer.url,
        add_default_grants: true,
      },
    )) as { url: string };
    const sql = neon(target.uri);
    const headers = { Authorization: `Bearer ${issuer.token}`, "Content-Type": "application/json" };
    let n = 0;
    const requests: Record<DataApiCase, Request> = {
      "one row": {
        rest: () => fetch(`${url}/bench_items?select=id,name&id=eq.42`, { headers }).then(expectOk),
        sql: () => sql.query("SELECT id, name FROM bench_items WHERE id = $1", [42]),
      },
      "100 rows with an embedding": {
        rest: () =>
          fetch(`${url}/bench_items?select=id,name,bench_parents(name)&order=id&limit=100`, {
            headers,
          }).then(expectOk),
        sql: () =>
          sql.query(
            "SELECT i.id, i.name, json_build_object('name', p.name) AS bench_parents FROM bench_items i LEFT JOIN bench_parents p ON p.id = i.parent_id ORDER BY i.id LIMIT 100",
          ),
      },
      insert: {
        rest: () =>
          fetch(`${url}/bench_items`, {
            method: "POST",
            headers,
            body: JSON.stringify({ name: `rest ${n++}`, parent_id: 1 }),
          }).then(expectOk),
        sql: () =>
          sql.query("INSERT INTO bench_items (name, parent_id) VALUES ($1, $2)", [`sql ${n++}`, 1]),
      },
    };
    const watcher = new pg.Client(target.direct);
    await watcher.connect();
    try {
      for (const request of Object.values(requests)) {
        for (let i = 0; i < 20; i++) {
          await request.rest();
          await request.sql();
        }
      }
      const since = await serverNow(watcher);
      for (const name of DATA_API_CASES) {
        progress(`data api: ${name}`);
        const request = requests[name];
        const timed: DataApiCaseResult = { name, restMs: [], sqlOverHttpMs: [] };
        // Interleaved, so that both see the same machine.
        for (let i = 0; i < options.samples; i++) {
          let started = performance.now();
          await request.rest();
          timed.restMs.push(performance.now() - started);
          started = performance.now();
          await request.sql();
          timed.sqlOverHttpMs.push(performance.now() - started);
        }
        result.cases.push(timed);
      }
      result.newServerConnections = await connectionsSince(watcher, since);
    } finally {
      await watcher.end();
    }
  } catch (error) {
    result.failures.push((error as Error).message);
  } finally {
    await issuer.close();
    await emulator.stop();
  }
  return result;
}

/** The figures of one run, as lines. */
export function describeDataApi(result: DataApiResult): string[] {
  const fine = (v: number) => `${v.toFixed(2)} ms`;
  return [
    ...result.cases.map((c) => {
      const rest = median(c.restMs);
      const sql = median(c.sqlOverHttpMs);
      return `${c.name}: Data API ${fine(rest)}, SQL over HTTP ${fine(sql)} (×${(rest / sql).toFixed(2)}), n=${c.restMs.length}`;
    }),
    `new server connections during the Data API's samples: ${result.newServerConnections}`,
    ...result.failures.map((f) => `failed: ${f}`),
  ];
}

if (import.meta.main) {
  const quick = process.argv.includes("--quick");
  const result = await measureDataApi((line) => process.stderr.write(`${line}\n`), {
    samples: quick ? 50 : 300,
  });
  console.log(describeDataApi(result).join("\n"));
}
