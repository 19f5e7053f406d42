import { builtInSeed, type Emulator, startEmulator } from "../../emulator/src/index.ts";
import { tablesSchema } from "../fixtures/schemas.ts";
import type { BenchContext } from "./context.ts";
import { api, projectUrl, runSql, settle } from "./emulator-api.ts";
import { bytes, ms } from "./format.ts";
import type { BenchResults } from "./results.ts";
import { max, median } from "./stats.ts";

/**
 * Measure 7: the emulator's schema endpoints on a 200-table schema (`tablesSchema()`), as the
 * action's post step and `neonctl branches schema-diff` call them. Warm: the branch's compute
 * runs, pg_dump reads through it. Cold: no compute runs, the emulator starts a server of its
 * own on the branch's data for the read and stops it after. compare_schema dumps both sides
 * (the branch and its parent) at once and diffs them; the branch has one table changed.
 */
export interface SchemaResult {
  tables: number;
  dumpBytes: number;
  diffLines: number;
  warm: { schema: number[]; compare: number[] };
  cold: { schema: number[]; compare: number[] };
  failures: string[];
}

const TABLES = 200;

export async function measureSchema(
  context: BenchContext,
  options: { samples: number },
): Promise<SchemaResult> {
  const result: SchemaResult = {
    tables: TABLES,
    dumpBytes: 0,
    diffLines: 0,
    warm: { schema: [], compare: [] },
    cold: { schema: [], compare: [] },
    failures: [],
  };
  const seed = { ...builtInSeed(), limits: { enabled: false } };
  const emulator = await startEmulator({ opMs: 50, seed });
  try {
    context.progress(`schema: ${TABLES} tables on main, a branch with one of them changed`);
    const mainId = (await api(emulator, "GET", "/branches")).branches[0].id as string;
    const mainCompute = (await api(emulator, "GET", "/endpoints")).endpoints[0].id as string;
    await runSql(emulator, mainId, "neondb", tablesSchema(TABLES));
    const created = await api(emulator, "POST", "/branches", {
      branch: { name: "schema-bench", parent_id: mainId },
      endpoints: [{ type: "read_write" }],
    });
    const branchId = created.branch.id as string;
    const branchCompute = created.endpoints[0].id as string;
    await settle(emulator, created.operations);
    await runSql(
      emulator,
      branchId,
      "neondb",
      "ALTER TABLE table_100 ADD COLUMN reviewed_at timestamptz",
    );

    const time = async (path: string, into: number[], check: (body: Answer) => void) => {
      const started = performance.now();
      const response = await fetch(`${projectUrl(emulator)}/branches/${branchId}${path}`, {
        headers: { authorization: `Bearer ${emulator.keys.organization}` },
      });
      const body = (await response.json()) as Answer;
      const elapsed = performance.now() - started;
      if (response.status !== 200) {
        result.failures.push(`GET …${path}: ${response.status} ${JSON.stringify(body)}`);
        return;
      }
      check(body);
      into.push(elapsed);
    };
    const schema = (into: number[]) =>
      time("/schema?db_name=neondb", into, (body) => {
        result.dumpBytes = Buffer.byteLength(body.sql ?? "");
      });
    const compare = (into: number[]) =>
      time("/compare_schema?db_name=neondb", into, (body) => {
        result.diffLines = (body.diff ?? "").split("\n").length;
      });

    context.progress(`schema: ${options.samples} × /schema and /compare_schema, computes running`);
    for (let i = 0; i < options.samples; i++) {
      await schema(result.warm.schema);
      await compare(result.warm.compare);
    }
    await suspend(emulator, mainCompute);
    await suspend(emulator, branchCompute);
    context.progress(`schema: ${options.samples} × /schema and /compare_schema, computes idle`);
    for (let i = 0; i < options.samples; i++) {
      await schema(result.cold.schema);
      await compare(result.cold.compare);
    }
    const state = (await (await fetch(`${emulator.adminUrl}/state`)).json()) as {
      servers: unknown[];
    };
    if (state.servers.length > 0) result.failures.push("a compute was woken by a schema read");
  } catch (error) {
    result.failures.push(`schema: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await emulator.stop();
  }
  return result;
}

export function schemaRows(results: BenchResults): string[][] {
  const s = results.schema;
  const figure = (samples: number[]) =>
    samples.length === 0 ? "n/a" : `${ms(median(samples))} / ${ms(max(samples))}`;
  const of = `${s.tables} tables (${bytes(s.dumpBytes)} of pg_dump text)`;
  const row = (measure: string, scenario: string, samples: number[]) => [
    measure,
    `${scenario}, n=${samples.length}`,
    figure(samples),
    "",
    "",
    "",
    "",
  ];
  return [
    row("emulator GET …/schema, median / max", `${of}, compute running`, s.warm.schema),
    row(
      "emulator GET …/schema, median / max",
      `${of}, compute idle (a server of the emulator's own)`,
      s.cold.schema,
    ),
    row(
      "emulator GET …/compare_schema, median / max",
      `branch vs parent, one table changed (${s.diffLines}-line diff), both computes running`,
      s.warm.compare,
    ),
    row(
      "emulator GET …/compare_schema, median / max",
      "branch vs parent, both computes idle",
      s.cold.compare,
    ),
  ];
}

interface Answer {
  sql?: string;
  diff?: string;
}

async function suspend(emulator: Emulator, endpointId: string): Promise<void> {
  const answer = await api(emulator, "POST", `/endpoints/${endpointId}/suspend`);
  await settle(emulator, answer.operations ?? []);
}
