import { join } from "node:path";
import { bundleFunction } from "../support/function-bundle.ts";
import { REPO_ROOT } from "../support/runner/run-step.ts";
import { fineMedianMax, fineMs, ms } from "./format.ts";
import { type GoalCheck, goalCells } from "./goals.ts";
import { type RunningCli, startCli } from "./serverless.ts";
import { max, median } from "./stats.ts";

/**
 * Measure 13, Neon Functions (issue 33), on an emulator run as `npm run emulator` (a process of
 * its own, real Postgres), with Node's fetch (undici, keep-alive) in the bench's process:
 * - warm invocations of a function answering a constant and of one running `SELECT 1` through
 *   `DATABASE_URL` (a `pg` Pool made once per process, as an app would), against a plain round
 *   trip to the proxy's port: `GET /`, which the proxy's HTTP side answers at once (400 "query
 *   is not supported") without a door, a lookup or a function. It is the fairest zero: the same
 *   port, client, connection and method as an invocation, a body of a few bytes too, nothing
 *   else. For reference, the 404 of a missing function on the same branch (the functions' door
 *   and its lookups, no process) is measured too. The cases take turns, request by request;
 * - the first invocation after a deployment, the process's start included: each sample deploys
 *   the same bundle again (a new deployment, as a push of new code makes), waits until it has
 *   completed, then times one request; the emulator starts the new deployment's process on it
 *   (nothing is started at deployment) and stops the previous one's.
 * Alone: `node test/bench/functions.ts [--quick]`.
 */
export interface FunctionsResult {
  warm: {
    plainMs: number[];
    missingMs: number[];
    constantMs: number[];
    sqlMs: number[];
  };
  first: { constantMs: number[]; sqlMs: number[] };
  failures: string[];
}

export interface FunctionsOptions {
  samples: number;
  firstSamples: number;
}

const WARM_UPS = 20;

const constantSource = `
export default function constant(): Response {
  return new Response("constant");
}
`;

const sqlSource = `
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export default async function selectOne(): Promise<Response> {
  const { rows } = await pool.query("SELECT 1 AS one");
  return Response.json(rows[0]);
}
`;

/** The source sits in the repository so that esbuild finds `pg` in its node_modules. */
const bundle = (slug: string, source: string) =>
  bundleFunction(slug, source, join(REPO_ROOT, "node_modules"));

interface Deployed {
  invocationUrl: string;
}

class FunctionsApi {
  readonly emulator: RunningCli;
  readonly branchPath: string;

  constructor(emulator: RunningCli, branchPath: string) {
    this.emulator = emulator;
    this.branchPath = branchPath;
  }

  async call(method: string, path: string, body?: FormData) {
    const response = await fetch(`${this.emulator.baseUrl}${this.branchPath}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.emulator.key}` },
      ...(body !== undefined ? { body } : {}),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  /** A new deployment of `zip`, once its build completed. */
  async deploy(slug: string, zip: Uint8Array): Promise<Deployed> {
    const form = new FormData();
    form.set("zip", new Blob([zip], { type: "application/zip" }), "bundle.zip");
    form.set("runtime", "nodejs24");
    const { deployment } = (await this.call("POST", `/functions/${slug}/deployments`, form)) as {
      deployment: { id: number };
    };
    for (;;) {
      const { function: fn } = (await this.call("GET", `/functions/${slug}`)) as {
        function: {
          invocation_url: string;
          current_deployment?: { id: number; status: string; error?: string };
        };
      };
      const current = fn.current_deployment;
      if (current?.id === deployment.id && current.status === "completed")
        return { invocationUrl: fn.invocation_url };
      if (current?.id === deployment.id && current.status === "failed")
        throw new Error(`deployment of ${slug} failed: ${current.error}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** One request, its body read to the end; the time from sending it to the last byte. */
async function timed(url: string, expected: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== expected)
    throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 200)}`);
  return elapsed;
}

export async function measureFunctions(
  progress: (line: string) => void,
  options: FunctionsOptions,
): Promise<FunctionsResult> {
  const result: FunctionsResult = {
    warm: { plainMs: [], missingMs: [], constantMs: [], sqlMs: [] },
    first: { constantMs: [], sqlMs: [] },
    failures: [],
  };
  const emulator = await startCli();
  try {
    const project = `/projects/${emulator.projectId}`;
    const listed = await fetch(`${emulator.baseUrl}${project}/branches`, {
      headers: { authorization: `Bearer ${emulator.key}` },
    });
    const { branches } = (await listed.json()) as {
      branches: Array<{ id: string; default: boolean }>;
    };
    const main = branches.find((b) => b.default)?.id ?? "";
    const api = new FunctionsApi(emulator, `${project}/branches/${main}`);
    progress("functions: bundling and deploying a constant and a SELECT 1 function");
    const zips = {
      constant: await bundle("constant", constantSource),
      sql: await bundle("selectone", sqlSource),
    };
    const constant = await api.deploy("constant", zips.constant);
    const sql = await api.deploy("selectone", zips.sql);
    const proxyOrigin = new URL(constant.invocationUrl).origin;
    const urls = {
      plainMs: [`${proxyOrigin}/`, 400],
      missingMs: [`${proxyOrigin}/fn/${main}-missing/`, 404],
      constantMs: [constant.invocationUrl, 200],
      sqlMs: [sql.invocationUrl, 200],
    } as const;
    const cases = Object.keys(urls) as Array<keyof typeof urls>;

    progress(`functions: warm invocations against a plain round trip, n=${options.samples}`);
    // Interleaved, so that a change of load touches every case alike.
    for (let i = 0; i < WARM_UPS + options.samples; i++) {
      for (const name of cases) {
        const [url, status] = urls[name];
        const elapsed = await timed(url, status);
        if (i >= WARM_UPS) result.warm[name].push(elapsed);
      }
    }

    progress(`functions: first invocation after a deployment, n=${options.firstSamples}`);
    for (let i = 0; i < options.firstSamples; i++) {
      const again = await api.deploy("constant", zips.constant);
      result.first.constantMs.push(await timed(again.invocationUrl, 200));
      const sqlAgain = await api.deploy("selectone", zips.sql);
      result.first.sqlMs.push(await timed(sqlAgain.invocationUrl, 200));
    }
  } catch (error) {
    result.failures.push(`functions: ${(error as Error).message}`);
  } finally {
    await emulator.stop();
  }
  return result;
}

export function describeFunctions(result: FunctionsResult): string[] {
  const { warm, first } = result;
  return [
    `warm, n=${warm.plainMs.length}: plain round trip ${fineMs(median(warm.plainMs))}, missing function (404) ${fineMs(median(warm.missingMs))}, constant ${fineMs(median(warm.constantMs))}, SELECT 1 ${fineMs(median(warm.sqlMs))}`,
    `first invocation after a deployment, n=${first.constantMs.length}: constant ${ms(median(first.constantMs))} (max ${ms(max(first.constantMs))}), SELECT 1 ${ms(median(first.sqlMs))} (max ${ms(max(first.sqlMs))})`,
    ...result.failures.map((f) => `failed: ${f}`),
  ];
}

/** Issue 33's goals: warm within 2 ms of the plain round trip, the first invocation < 300 ms. */
const WARM_SLACK_MS = 2;
const FIRST_INVOCATION_MS = 300;

export function functionsGoals(results: { functions: FunctionsResult }): GoalCheck[] {
  const { warm, first } = results.functions;
  const plain = median(warm.plainMs);
  const constant = median(warm.constantMs) - plain;
  const sql = median(warm.sqlMs) - plain;
  const firstConstant = median(first.constantMs);
  const firstSql = median(first.sqlMs);
  return [
    {
      id: "functions-warm",
      goal: `warm invocation (a constant; SELECT 1 through DATABASE_URL): median within ${WARM_SLACK_MS} ms of a plain round trip to the proxy`,
      measured: `constant +${fineMs(constant)}, SELECT 1 +${fineMs(sql)} (plain ${fineMs(plain)})`,
      pass: constant <= WARM_SLACK_MS && sql <= WARM_SLACK_MS,
    },
    {
      id: "functions-first",
      goal: `first invocation after a deployment, process start included: median < ${FIRST_INVOCATION_MS} ms`,
      measured: `constant ${ms(firstConstant)}, SELECT 1 ${ms(firstSql)}`,
      pass: firstConstant < FIRST_INVOCATION_MS && firstSql < FIRST_INVOCATION_MS,
    },
  ];
}

export function functionsRows(results: { functions: FunctionsResult }, checks: GoalCheck[]) {
  const { warm, first } = results.functions;
  const verdict = (id: string) => goalCells(checks, id);
  const spread = fineMedianMax;
  const measure = "Neon Functions (invocation URL on the proxy, fetch), median / max";
  const row = (label: string, values: number[], goal = ["", ""]) => [
    measure,
    label,
    spread(values),
    "",
    "",
    ...goal,
  ];
  return [
    row(`plain round trip to the proxy (GET /), n=${warm.plainMs.length}`, warm.plainMs),
    row(`missing function (404 at the door), n=${warm.missingMs.length}`, warm.missingMs),
    row(`warm invocation, constant, n=${warm.constantMs.length}`, warm.constantMs),
    row(
      `warm invocation, SELECT 1 (pg Pool), n=${warm.sqlMs.length}`,
      warm.sqlMs,
      verdict("functions-warm"),
    ),
    row(
      `first invocation after a deployment, constant, n=${first.constantMs.length}`,
      first.constantMs,
    ),
    row(
      `first invocation after a deployment, SELECT 1, n=${first.sqlMs.length}`,
      first.sqlMs,
      verdict("functions-first"),
    ),
  ];
}

if (import.meta.main) {
  const quick = process.argv.includes("--quick");
  const result = await measureFunctions((line) => process.stderr.write(`${line}\n`), {
    samples: quick ? 100 : 500,
    firstSamples: quick ? 5 : 20,
  });
  console.log(describeFunctions(result).join("\n"));
  for (const check of functionsGoals({ functions: result }))
    console.log(`${check.pass ? "pass" : "MISS"} ${check.id}: ${check.goal}: ${check.measured}`);
}
