import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { Client, neon, neonConfig } from "@neondatabase/serverless";
import pg from "pg";
import { EmulatorAdmin } from "../../emulator/src/admin-client.ts";
import { REPO_ROOT } from "../support/runner/run-step.ts";
import type { BenchContext } from "./context.ts";
import { median } from "./stats.ts";

/**
 * Measure 7, Neon's serverless driver against the emulator's proxy: `SELECT 1` over SQL over
 * HTTP (`neon()`), over WebSockets (the driver's `Client`), over TCP through the proxy and
 * straight to the compute (node-postgres): latency of a warm query, throughput with 1 and 8
 * clients, and the set-up of a connection until its first answer. For SQL over HTTP, how many
 * server connections warm queries opened (the proxy pools them: none, once warm). The emulator
 * runs as a person runs it, `npm run emulator` in a process of its own, and the driver is set
 * up with the `neonConfig` lines it prints.
 */
export const TRANSPORTS = ["http", "websocket", "tcp", "direct"] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const TRANSPORT_LABELS: Record<Transport, string> = {
  http: "SQL over HTTP (`neon()`)",
  websocket: "WebSocket (the driver's `Client`)",
  tcp: "TCP through the proxy (`pg`)",
  direct: "straight to the compute (`pg`)",
};

export const CLIENT_COUNTS = [1, 8] as const;

export interface TransportResult {
  transport: Transport;
  /** Warm `SELECT 1`, one client at a time. */
  latencyMs: number[];
  /** Per client count: queries answered per second, their median latency, CPU per query. */
  throughput: Throughput[];
  /** From nothing to the first answer: a new connection (for HTTP: a new one to the compute). */
  setupMs: number[];
  /** SQL over HTTP only: server connections opened by warm queries, one client / then 8. */
  newServerConnections?: { oneClient: number; eightClients: number };
}

export interface ServerlessResult {
  latencySamples: number;
  throughputMs: number;
  transports: TransportResult[];
  failures: string[];
}

export interface Throughput {
  clients: number;
  perSecond: number;
  medianMs: number;
  /** CPU time per query of the bench's process (the client) and of the emulator's. */
  clientCpuMs: number;
  emulatorCpuMs: number;
}

interface Session {
  query(): Promise<unknown>;
  close(): Promise<void>;
}

export interface Target {
  uri: string;
  direct: pg.ClientConfig;
}

export async function measureServerless(
  context: BenchContext,
  options: { latencySamples: number; throughputMs: number; setupSamples: number },
): Promise<ServerlessResult> {
  const result: ServerlessResult = {
    latencySamples: options.latencySamples,
    throughputMs: options.throughputMs,
    transports: [],
    failures: [],
  };
  const emulator = await startCli();
  try {
    Object.assign(neonConfig, emulator.neonConfig, { pipelineConnect: "password" });
    const target = await targetOf(emulator);
    const watcher = new pg.Client(target.direct);
    await watcher.connect();
    try {
      for (const transport of TRANSPORTS) {
        context.progress(`serverless driver: ${transport}`);
        try {
          result.transports.push(
            await measureTransport(transport, target, watcher, options, emulator.cpuMs),
          );
        } catch (error) {
          result.failures.push(`${transport}: ${(error as Error).message}`);
        }
      }
    } finally {
      await watcher.end();
    }
  } finally {
    await emulator.stop();
  }
  return result;
}

export interface RunningCli {
  baseUrl: string;
  projectId: string;
  key: string;
  neonConfig: Record<string, unknown>;
  /** CPU time the emulator's process has used (Linux: /proc; elsewhere NaN). */
  cpuMs(): number;
  /** The emulator's resident memory now, in MB (Linux: /proc; elsewhere NaN). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** utime + stime of a process, in ms (clock ticks of 10 ms, Linux's USER_HZ). */
function cpuOfProcess(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** VmRSS of a process, in MB. */
function rssOfProcess(pid: number | undefined): number {
  try {
    const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A Node process of the bench's, its stdout read line by line until `enough`; stopped by SIGTERM. */
export interface PrintingProcess {
  lines: string[];
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts `node <args>` and reads its first lines; stops it when they never come. */
export async function startPrinting(
  args: string[],
  enough: (lines: string[]) => boolean,
): Promise<PrintingProcess> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  const lines: string[] = [];
  try {
    const reader = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    for await (const line of reader) {
      lines.push(line);
      if (enough(lines)) break;
    }
    if (!enough(lines)) throw new Error(`node ${args.join(" ")} printed: ${lines.join("\n")}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { lines, pid: child.pid, stop };
}

/**
 * `npm run emulator -- --port 0 --op-ms 0` (package.json's script, its Node flags included, run
 * by the bench's Node), read from what it prints.
 */
export async function startCli(): Promise<RunningCli> {
  const scripts = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")).scripts;
  const [, ...script] = String(scripts.emulator).split(" ");
  const neonConfigOf = (lines: string[]) =>
    lines
      .map((l) => /^\s*neonConfig\.(\w+) = (.+);$/.exec(l))
      .filter((m) => m !== null)
      .map((m) => [m[1] as string, JSON.parse(m[2] as string) as unknown]);
  const { lines, pid, stop } = await startPrinting(
    // --temporary: a bench starts from the seed, and keeps nothing in the user's cache.
    [...script, "--port", "0", "--op-ms", "0", "--temporary"],
    (printed) => neonConfigOf(printed).length === 3,
  );
  const value = (prefix: string) =>
    lines
      .find((l) => l.startsWith(prefix))
      ?.slice(prefix.length)
      .trim() ?? "";
  return {
    baseUrl: value("emulator listening on"),
    projectId: value("project id:"),
    key: value("organization key:"),
    neonConfig: Object.fromEntries(neonConfigOf(lines)),
    cpuMs: () => cpuOfProcess(pid),
    rssMb: () => rssOfProcess(pid),
    stop,
  };
}

async function measureTransport(
  transport: Transport,
  target: Target,
  watcher: pg.Client,
  options: { latencySamples: number; throughputMs: number; setupSamples: number },
  emulatorCpuMs: () => number,
): Promise<TransportResult> {
  const result: TransportResult = { transport, latencyMs: [], throughput: [], setupMs: [] };
  for (let i = 0; i < options.setupSamples; i++) {
    const started = performance.now();
    const session = await open(transport, target, `bench-setup-${i}`);
    await session.query();
    result.setupMs.push(performance.now() - started);
    await session.close();
  }

  const sessions = await Promise.all(
    Array.from({ length: Math.max(...CLIENT_COUNTS) }, () => open(transport, target)),
  );
  try {
    // Warm every client (for HTTP: the proxy's pool, up to 8 connections), then count from here.
    await Promise.all(sessions.map(async (s) => s.query()));
    const since = await serverNow(watcher);
    const first = sessions[0] as Session;
    for (let i = 0; i < 20; i++) await first.query();
    for (let i = 0; i < options.latencySamples; i++) {
      const started = performance.now();
      await first.query();
      result.latencyMs.push(performance.now() - started);
    }
    const oneClient = await connectionsSince(watcher, since);
    for (const clients of CLIENT_COUNTS) {
      result.throughput.push(
        await throughput(sessions.slice(0, clients), options.throughputMs, emulatorCpuMs),
      );
    }
    if (transport === "http") {
      result.newServerConnections = {
        oneClient,
        eightClients: (await connectionsSince(watcher, since)) - oneClient,
      };
    }
  } finally {
    await Promise.all(sessions.map((s) => s.close()));
  }
  return result;
}

export async function serverNow(watcher: pg.Client): Promise<Date> {
  return (await watcher.query<{ now: Date }>("SELECT clock_timestamp() AS now")).rows[0]
    ?.now as Date;
}

/** Client connections the server accepted after `since`. */
export async function connectionsSince(watcher: pg.Client, since: Date): Promise<number> {
  const opened = await watcher.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND backend_start > $1",
    [since],
  );
  return opened.rows[0]?.n ?? Number.NaN;
}

/** Every client queries in a loop for `durationMs`; answers per second and their median time. */
async function throughput(
  sessions: Session[],
  durationMs: number,
  emulatorCpuMs: () => number,
): Promise<Throughput> {
  const latencies: number[] = [];
  const clientCpu = process.cpuUsage();
  const emulatorCpu = emulatorCpuMs();
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < until) {
        const at = performance.now();
        await session.query();
        latencies.push(performance.now() - at);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(clientCpu);
  return {
    clients: sessions.length,
    perSecond: (latencies.length * 1000) / elapsed,
    medianMs: median(latencies),
    clientCpuMs: (used.user + used.system) / 1000 / latencies.length,
    emulatorCpuMs: (emulatorCpuMs() - emulatorCpu) / latencies.length,
  };
}

/**
 * A client of the transport, connected. `fresh` names a new HTTP pool key (through
 * `application_name` in `options`), so its first query needs a new connection to the compute.
 */
async function open(transport: Transport, target: Target, fresh?: string): Promise<Session> {
  switch (transport) {
    case "http": {
      const url = new URL(target.uri);
      if (fresh) {
        url.searchParams.set(
          "options",
          `${url.searchParams.get("options")} -c application_name=${fresh}`,
        );
      }
      const sql = neon(url.toString());
      return { query: () => sql.query("SELECT 1"), close: async () => undefined };
    }
    case "websocket": {
      const client = new Client(target.uri);
      client.on("error", () => undefined);
      await client.connect();
      return { query: () => client.query("SELECT 1"), close: () => client.end() };
    }
    case "tcp":
    case "direct": {
      const client = new pg.Client(
        transport === "tcp" ? { connectionString: target.uri } : target.direct,
      );
      client.on("error", () => undefined);
      await client.connect();
      return { query: () => client.query("SELECT 1"), close: () => client.end() };
    }
  }
}

export async function targetOf(emulator: RunningCli): Promise<Target> {
  const response = await fetch(
    `${emulator.baseUrl}/projects/${emulator.projectId}/connection_uri?role_name=neondb_owner&database_name=neondb`,
    { headers: { authorization: `Bearer ${emulator.key}` } },
  );
  const { uri } = (await response.json()) as { uri: string };
  const adminUrl = `${new URL(emulator.baseUrl).origin}/__emulator`;
  const state = await new EmulatorAdmin(adminUrl).state();
  const server = state.servers[0];
  if (!server) throw new Error("the built-in seed's compute runs no server");
  const url = new URL(uri);
  return {
    uri,
    direct: {
      host: "127.0.0.1",
      port: server.port,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: "neondb",
    },
  };
}
