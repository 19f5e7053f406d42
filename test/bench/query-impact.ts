import { readFileSync } from "node:fs";
import pg from "pg";
import { ensureCertificate } from "../../emulator/src/proxy/tls/certificate.ts";
import { messageOf } from "../../src/core/errors.ts";
import { tablesSchema } from "../fixtures/schemas.ts";
import type { StepResult } from "../support/runner/run-step.ts";
import { pr, startWorld, type World } from "../support/world.ts";
import { defaultBranch, session, URI_INPUTS } from "../support/world-helpers.ts";
import { ms, percent } from "./format.ts";
import { type GoalCheck, goalCells } from "./goals.ts";
import { describeLoad } from "./machine.ts";
import { median } from "./stats.ts";

/**
 * Query impact (issue 44): what planning production's statements before and after the migration
 * adds to main and to post. Main's `neondb` holds 200 tables (`tablesSchema()`, 100 rows each,
 * analyzed) and a `pg_stat_statements` holding exactly 50 distinct statements sent with
 * parameters (node-postgres: Parse/Bind/Execute), all of which plan. Each pair is two jobs of
 * new PRs, `query-impact: off` and `parent`, in alternating order (main, a migration, post),
 * each step timed spawn to exit; the cost is the median of the pairs' ratios. The floor: the
 * least any implementation must do on the preview, one connection and 50 EXPLAINs, timed with
 * node-postgres against the with-job's branch. Alone: `node test/bench/query-impact.ts [--quick]`.
 */
export interface QueryImpactResult {
  tables: number;
  /** The emulator's operation duration: main's requests, paced to 5 a second, spread over it. */
  opMs: number;
  statements: number;
  main: { with: number[]; without: number[] };
  post: { with: number[]; without: number[] };
  /** Statements main said it planned, per with-job (its log line). */
  planned: number[];
  /** Main's own figure for reading and planning them (its log line). */
  plannedMs: number[];
  /** One connection to the preview and 50 EXPLAINs, node-postgres, per with-job. */
  floorMs: number[];
  load: { before: string; after: string };
  failures: string[];
}

const TABLES = 200;
const STATEMENTS = 50;
const MIGRATION = "ALTER TABLE table_100 ADD COLUMN reviewed_at timestamptz";

/** 50 distinct statements as an app sends them: lookups, joins, counts, updates. */
function workload(): Array<[string, unknown[]]> {
  const table = (i: number) => `table_${String(i).padStart(3, "0")}`;
  const statements: Array<[string, unknown[]]> = [];
  for (let i = 1; statements.length < STATEMENTS; i++) {
    const name = table(2 + ((i * 7) % (TABLES - 1)));
    const kind = i % 4;
    if (kind === 0)
      statements.push([`SELECT id, amount, note FROM ${name} WHERE code = $1 /* ${i} */`, ["c7"]]);
    else if (kind === 1)
      statements.push([
        `SELECT t.id, p.code FROM ${name} t JOIN ${table(Number(name.slice(6)) - 1)} p ON p.id = t.${table(Number(name.slice(6)) - 1)}_id WHERE t.id = $1 /* ${i} */`,
        [7],
      ]);
    else if (kind === 2)
      statements.push([
        `SELECT count(*) FROM ${name} WHERE created_at > $1 /* ${i} */`,
        [new Date(0)],
      ]);
    else
      statements.push([`UPDATE ${name} SET note = $2 WHERE id = $1 /* ${i} */`, [7, `note ${i}`]]);
  }
  return statements;
}

export async function measureQueryImpact(
  progress: (line: string) => void,
  options: { pairs: number; opMs: number },
): Promise<QueryImpactResult> {
  const result: QueryImpactResult = {
    tables: TABLES,
    opMs: options.opMs,
    statements: STATEMENTS,
    main: { with: [], without: [] },
    post: { with: [], without: [] },
    planned: [],
    plannedMs: [],
    floorMs: [],
    load: { before: describeLoad(), after: "" },
    failures: [],
  };
  await trusted("postgresql://localhost/");
  const world = await startWorld({ opMs: options.opMs });
  try {
    progress(`query impact: ${TABLES} tables and ${STATEMENTS} statements on main`);
    const statements = workload();
    await fillParent(world, statements);
    let number = 1400;
    for (let pair = 0; pair < options.pairs; pair++) {
      progress(`query impact: pair ${pair + 1} of ${options.pairs}`);
      const order = pair % 2 === 0 ? ["off", "parent"] : ["parent", "off"];
      for (const mode of order) {
        const inputs = { ...URI_INPUTS, "query-impact": mode };
        const event = pr("opened", number++);
        const main = await world.step("main", { event, inputs });
        if (!ok(main, `${mode}: main`, result)) continue;
        const uri = main.outputs["database-url"];
        if (mode === "parent") {
          const line = main.log.find((l) => /Query impact: \d+ statements/.test(l)) ?? "";
          const [, count, took] = /Query impact: (\d+) statements.*\((\d+) ms\)/.exec(line) ?? [];
          result.planned.push(Number(count ?? Number.NaN));
          result.plannedMs.push(Number(took ?? Number.NaN));
          if (Number(count) !== STATEMENTS)
            result.failures.push(`main planned ${count ?? "no"} statements: ${line}`);
          result.floorMs.push(await floor(uri ?? "", statements));
        }
        await session(await trusted(uri), MIGRATION);
        const post = await world.step("post", { event, inputs, state: main.state });
        if (!ok(post, `${mode}: post`, result)) continue;
        const figures = mode === "parent" ? "with" : "without";
        result.main[figures].push(main.durationMs);
        result.post[figures].push(post.durationMs);
      }
    }
  } catch (error) {
    result.failures.push(`query impact: ${messageOf(error)}`);
  } finally {
    await world.stop();
  }
  result.load.after = describeLoad();
  return result;
}

/** The schema and rows, statistics, then a pg_stat_statements holding only the workload. */
async function fillParent(world: World, statements: Array<[string, unknown[]]>) {
  const main = await defaultBranch(world);
  // Set up inside DO blocks, utility statements that pg_stat_statements (tracking top-level
  // statements) records without their nested INSERTs: the owner may not reset its statistics.
  await session(
    await trusted(main.uri),
    `CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
     DO $setup$ BEGIN EXECUTE ${dollarQuoted(tablesSchema(TABLES))}; END $setup$;
     DO $rows$ BEGIN
       FOR i IN 1..${TABLES} LOOP
         EXECUTE format('INSERT INTO %I (code, amount, note) SELECT ''c'' || g, g, ''note '' || g FROM generate_series(1, 100) g', 'table_' || lpad(i::text, 3, '0'));
       END LOOP;
     END $rows$;
     ANALYZE;`,
  );
  const client = new pg.Client(await trusted(main.uri));
  client.on("error", () => undefined);
  await client.connect();
  try {
    for (let round = 0; round < 3; round++)
      for (const [text, values] of statements) await client.query({ text, values });
  } finally {
    await client.end();
  }
}

/**
 * The action's URIs say `sslmode=require`, which node-postgres checks as verify-full: the steps
 * trust the emulator's CA through NODE_EXTRA_CA_CERTS (set before they spawn), the bench's own
 * clients through `ssl.ca` (Node reads that variable only when a process starts).
 */
async function trusted(uri: string | undefined): Promise<pg.ClientConfig> {
  if (!uri) throw new Error("no connection URI");
  const { caPath } = await ensureCertificate();
  process.env.NODE_EXTRA_CA_CERTS ??= caPath;
  const url = new URL(uri);
  url.searchParams.delete("sslmode");
  return { connectionString: url.toString(), ssl: { ca: readFileSync(caPath, "utf8") } };
}

function dollarQuoted(sql: string): string {
  if (sql.includes("$schema$")) throw new Error("the schema holds $schema$");
  return `$schema$${sql}$schema$`;
}

/** The least any implementation does on the preview: connect, plan each statement once. */
async function floor(uri: string, statements: Array<[string, unknown[]]>): Promise<number> {
  const started = performance.now();
  const client = new pg.Client(await trusted(uri));
  client.on("error", () => undefined);
  await client.connect();
  try {
    for (const [text] of statements)
      await client.query(`EXPLAIN (GENERIC_PLAN, VERBOSE, FORMAT JSON) ${text}`);
  } finally {
    await client.end();
  }
  return performance.now() - started;
}

function ok(step: StepResult, what: string, result: QueryImpactResult): boolean {
  if (!step.failed && !step.stdout.includes("::warning::")) return true;
  result.failures.push(`${what}: exit ${step.exitCode}: ${step.log.slice(-5).join(" | ")}`);
  return false;
}

/** Median over the pairs of with / without − 1 (pairs where both ran). */
export function pairedCost(figures: { with: number[]; without: number[] }): number {
  const n = Math.min(figures.with.length, figures.without.length);
  return median(
    Array.from({ length: n }, (_, i) => (figures.with[i] ?? 0) / (figures.without[i] ?? 1) - 1),
  );
}

/** Issue 44: at most 5% more for main and for post. */
export const QUERY_IMPACT_BUDGET = 0.05;

export type QueryImpactGoalId = "query-impact-main" | "query-impact-post";

export function queryImpactGoals(results: { queryImpact: QueryImpactResult }): GoalCheck[] {
  const r = results.queryImpact;
  return (["main", "post"] as const).map((step) => {
    const f = r[step];
    const cost = pairedCost(f);
    return {
      id: `query-impact-${step}`,
      goal: `query impact (${r.statements} statements, ${r.tables} tables) adds ≤ ${percent(QUERY_IMPACT_BUDGET)} to ${step} (median of each pair's \`parent\`/\`off\`)`,
      measured: `${Number.isFinite(cost) ? `${cost >= 0 ? "+" : ""}${(cost * 100).toFixed(1)}%` : "n/a"} (medians ${ms(median(f.with))} vs ${ms(median(f.without))}, n=${f.with.length}; operations of ${ms(r.opMs)})`,
      pass: f.with.length > 0 && cost <= QUERY_IMPACT_BUDGET,
    };
  });
}

export function queryImpactRows(
  results: { queryImpact: QueryImpactResult },
  checks: Array<{ id: string; goal: string; pass: boolean }>,
): string[][] {
  const r = results.queryImpact;
  const measure = "Query impact (`query-impact: parent`), spawn to exit, median";
  const step = (name: "main" | "post"): string[] => [
    measure,
    `${name}, \`off\` → \`parent\`; ${r.tables} tables, ${r.statements} statements, operations of ${ms(r.opMs)}, n=${r[name].with.length} pairs`,
    `${ms(median(r[name].without))} → ${ms(median(r[name].with))}`,
    "",
    "",
    ...goalCells(checks, `query-impact-${name}`),
  ];
  return [
    step("main"),
    step("post"),
    [
      measure,
      `main's own figure (the parent's URI asked, its statements read, all planned on the preview) against the floor (one connection and ${r.statements} EXPLAINs, node-postgres)`,
      `${ms(median(r.plannedMs))} vs ${ms(median(r.floorMs))}`,
      "",
      "",
      "",
      "",
    ],
  ];
}

export function describeQueryImpact(result: QueryImpactResult): string[] {
  const step = (name: "main" | "post") => {
    const f = result[name];
    const cost = pairedCost(f);
    return `${name} (spawn to exit): \`query-impact: off\` ${ms(median(f.without))}, \`parent\` ${ms(median(f.with))}, each pair ${cost >= 0 ? "+" : ""}${percent(cost)} (median, n=${f.with.length}; goal ≤ +${percent(QUERY_IMPACT_BUDGET)}: ${cost <= QUERY_IMPACT_BUDGET ? "pass" : "MISS"})`;
  };
  return [
    `query impact: operations of ${ms(result.opMs)}, ${result.tables} tables, ${result.statements} parameterised statements in the parent's pg_stat_statements; planned per job: ${result.planned.join(", ")}`,
    step("main"),
    step("post"),
    `main's own figure for reading and planning them ${ms(median(result.plannedMs))}; the floor (one connection and ${result.statements} EXPLAINs on the preview, node-postgres) ${ms(median(result.floorMs))}`,
    `load average ${result.load.before} before, ${result.load.after} after`,
    ...result.failures.map((f) => `failed: ${f}`),
  ];
}

if (import.meta.main) {
  const quick = process.argv.includes("--quick");
  const result = await measureQueryImpact((line) => process.stderr.write(`${line}\n`), {
    pairs: quick ? 3 : 10,
    opMs: Number(process.argv.find((a) => a.startsWith("--op-ms="))?.slice(8) ?? 60),
  });
  console.log(describeQueryImpact(result).join("\n"));
}
