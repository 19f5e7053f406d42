import pg from "pg";
import { EmulatorAdmin } from "../../emulator/src/admin-client.ts";
import { builtInSeed, type Emulator, startEmulator } from "../../emulator/src/index.ts";
import { trustEmulatorCertificate } from "../../emulator/src/proxy/tls/tls.ts";
import { prEvent } from "../support/runner/events.ts";
import type { BenchContext } from "./context.ts";
import { api } from "./emulator-api.ts";
import { tail } from "./launch.ts";

/**
 * Measure 5, with real PostgreSQL servers behind the computes: from the action's start to the
 * first successful `SELECT 1` through its database-url, for a fresh PR and for a re-run whose
 * compute is idle (the connection wakes it), split into the platform's operations, the rest of
 * the action (API calls and the client's waiting), and the connection; how long a connection
 * to an idle compute waits for its wake-up; how long the emulator takes to start.
 */
export interface FirstQuerySample {
  totalMs: number;
  operationsMs: number;
  actionMs: number;
  connectionMs: number;
}

export interface RealComputesResult {
  operationMs: number;
  emulatorStartMs: number[];
  freshPr: FirstQuerySample[];
  idleRerun: FirstQuerySample[];
  /** Connection to an idle compute until SELECT 1 answers, with start_compute's own time at 0. */
  wakeMs: number[];
  failures: string[];
}

export async function measureRealComputes(
  context: BenchContext,
  options: { samples: number; startSamples: number; operationMs: number },
): Promise<RealComputesResult> {
  const result: RealComputesResult = {
    operationMs: options.operationMs,
    emulatorStartMs: [],
    freshPr: [],
    idleRerun: [],
    wakeMs: [],
    failures: [],
  };
  // The action's URIs carry the sslmode of `ssl` (verify-full here: what node-postgres does for
  // require too, without its warning), so the proxy's CA is trusted.
  await trustEmulatorCertificate();
  context.progress(`real computes: ${options.startSamples} emulator starts`);
  for (let i = 0; i < options.startSamples; i++) {
    const started = performance.now();
    const emulator = await startEmulator({ opMs: options.operationMs });
    result.emulatorStartMs.push(performance.now() - started);
    await emulator.stop();
  }

  // Without rate limits: the bench's own polling is not what it measures.
  const seed = { ...builtInSeed(), limits: { enabled: false } };
  const emulator = await startEmulator({ opMs: options.operationMs, seed });
  try {
    context.progress(
      `real computes: ${options.samples} fresh PRs and idle re-runs to a first query`,
    );
    for (let i = 0; i < options.samples; i++) {
      const number = 5000 + i;
      const fresh = await firstQuery(context, emulator, number, "opened");
      if (typeof fresh === "string") {
        result.failures.push(fresh);
        continue;
      }
      result.freshPr.push(fresh.sample);
      await suspend(emulator, fresh.endpointId);
      const rerun = await firstQuery(context, emulator, number, "synchronize");
      if (typeof rerun === "string") result.failures.push(rerun);
      else result.idleRerun.push(rerun.sample);
    }
  } finally {
    await emulator.stop();
  }

  context.progress(`real computes: ${options.samples * 3} wake-ups of an idle compute`);
  const quick = await startEmulator({ opMs: 0, seed });
  try {
    const endpointId = (await api(quick, "GET", "/endpoints")).endpoints[0].id as string;
    const uri = await mainUri(quick);
    for (let i = 0; i < options.samples * 3; i++) {
      await suspend(quick, endpointId);
      const started = performance.now();
      await selectOne(uri);
      result.wakeMs.push(performance.now() - started);
    }
  } finally {
    await quick.stop();
  }
  return result;
}

async function firstQuery(
  context: BenchContext,
  emulator: Emulator,
  number: number,
  action: "opened" | "synchronize",
): Promise<{ sample: FirstQuerySample; endpointId: string } | string> {
  const launched = await context.launch({
    inputs: {
      "api-key": emulator.keys.organization,
      "project-id": emulator.projectId,
      "api-host": emulator.baseUrl,
      role: "neondb_owner",
      database: "neondb",
      ssl: "verify-full",
      keep: "true",
      comment: "false",
    },
    event: prEvent(action, { number }),
  });
  const url = launched.outputs["database-url"];
  const endpointId = launched.outputs["endpoint-id"] ?? "";
  if (launched.exitCode !== 0 || !url || launched.outputsAt === undefined) {
    return `PR ${number} ${action}: exit ${launched.exitCode}: ${tail(launched)}`;
  }
  await selectOne(url);
  const queriedAt = Date.now();
  const operationsMs = await operationsSpan(emulator, launched.spawnedAt, launched.outputsAt);
  const readyMs = launched.outputsAt - launched.spawnedAt;
  return {
    endpointId,
    sample: {
      totalMs: queriedAt - launched.spawnedAt,
      operationsMs,
      actionMs: readyMs - operationsMs,
      connectionMs: queriedAt - launched.outputsAt,
    },
  };
}

/** Time the platform spent on operations (their union) between two moments. */
async function operationsSpan(emulator: Emulator, from: number, to: number): Promise<number> {
  const admin = new EmulatorAdmin(emulator.adminUrl);
  const state = await admin.state();
  const spans = (state.projects[0]?.operations ?? [])
    .filter((op) => op.initiated_by === "user")
    .map((op) => [Date.parse(op.created_at), Date.parse(op.updated_at)] as const)
    .filter(([start, end]) => start >= from && end <= to)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = 0;
  for (const [start, end] of spans) {
    const begin = Math.max(start, reached);
    if (end > begin) total += end - begin;
    reached = Math.max(reached, end);
  }
  return total;
}

async function selectOne(uri: string): Promise<void> {
  const client = new pg.Client({ connectionString: uri });
  await client.connect();
  try {
    await client.query("SELECT 1");
  } finally {
    await client.end();
  }
}

/** Suspends the compute (once no other operation locks the project) and waits until it is idle. */
async function suspend(emulator: Emulator, endpointId: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const answer = await api(emulator, "POST", `/endpoints/${endpointId}/suspend`);
    if (answer.endpoint) break;
    if (attempt > 200) throw new Error(`suspend ${endpointId}: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  for (;;) {
    const { endpoint } = await api(emulator, "GET", `/endpoints/${endpointId}`);
    if (endpoint.current_state === "idle" && !endpoint.pending_state) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function mainUri(emulator: Emulator): Promise<string> {
  const { branches } = await api(emulator, "GET", "/branches");
  const main = branches.find((b: { default: boolean }) => b.default);
  const answer = await api(
    emulator,
    "GET",
    `/connection_uri?branch_id=${main.id}&role_name=neondb_owner&database_name=neondb`,
  );
  return answer.uri as string;
}
