import { parseArgs } from "node:util";
// The platform (index.ts) is loaded once the flags and the seed are checked: a bad one fails
// at once. The AI gateway's upstream is checked by the service itself, after that.
import { planSummary } from "./control-plane/state/records/billing-plans.ts";
import {
  builtInSeed,
  readSeedFile,
  type Seed,
  SeedError,
} from "./control-plane/state/records/seed.ts";
import type { AiGatewayUpstreamOptions, Emulator } from "./index.ts";
import { neonConfigLines } from "./proxy/http/neon-config.ts";

const usage = [
  "usage: npm run emulator -- [--port N] [--seed FILE] [--op-ms N] [--plan free|launch|scale] [--pg-port N] [--endpoint-port N] [--data-dir DIR | --temporary] [--prune] [--no-postgres] [--ai-gateway-upstream URL] [--quiet | --log]",
  "  --port N                   the API's port on 127.0.0.1 (default: the one kept in the data directory, else 8600; 0 picks a free one)",
  "  --seed FILE                a seed file (JSON: users, organizations, projects, keys, plan, timing) instead of the built-in seed",
  "  --op-ms N                  how long each operation runs at least, in ms (default 1000; wins over the seed's timing)",
  "  --plan free|launch|scale   Neon's plan: its branch limit (free: 10 per project, launch and scale: 5,000; past it 422), its consumption history (403 on free); default: unlimited",
  "  --pg-port N                the Postgres proxy's port (default: the one kept in the data directory, else a free one, then kept)",
  "  --endpoint-port N          the port each endpoint's host (its own address, 127.a.b.c) answers psql on (default 5432; 0: none)",
  "  --data-dir DIR             keep everything in DIR across restarts and kills: branches' data, the state file, the ports (default $XDG_CACHE_HOME/preview-compute-emulator/data, as root /var/lib/preview-compute-emulator; none without real servers)",
  "  --temporary                keep nothing: a temporary data directory, removed at stop",
  "  --prune                    remove the branch data directories in the data directory that no branch owns (by default: reported at start)",
  "  --no-postgres              no real PostgreSQL servers: the control plane alone (computes change state, run nothing)",
  "  --ai-gateway-upstream URL  the OpenAI-compatible server the AI gateway forwards to (e.g. http://127.0.0.1:11434/v1; its key in AI_GATEWAY_UPSTREAM_KEY)",
  "  --quiet                    print only the addresses (the first line, and the proxy's) and log nothing",
  "  --log                      log every API request on stderr, reads too (by default: only what changes state)",
  "  -h, --help                 this text",
  "stdout: the settings, first the address (emulator listening on …). stderr: the log, a line per state-changing request,",
  "operation finished or failed, compute started, suspended or stopped, function failure, and at the stop where the data is.",
].join("\n");
const defaultPort = 8600;
/** libpq's and Neon's default: `neon psql` builds URIs from an endpoint's host with no port. */
const defaultEndpointPort = 5432;

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

function nonNegativeInteger(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    fail(`--${name} must be a non-negative integer, got ${raw}`);
  return value;
}

/** The upstream's key comes from the environment only: a flag's value shows in `ps`. */
function aiGatewayUpstreamOf(
  url: string | undefined,
  checkAiGatewayUpstream: (upstream: AiGatewayUpstreamOptions) => unknown,
): AiGatewayUpstreamOptions | undefined {
  if (url === undefined) return undefined;
  const apiKey = process.env.AI_GATEWAY_UPSTREAM_KEY;
  const upstream = { url, ...(apiKey ? { apiKey } : {}) };
  try {
    checkAiGatewayUpstream(upstream);
  } catch (error) {
    fail(`--ai-gateway-upstream: ${(error as Error).message}`);
  }
  return upstream;
}

function aiGatewayLine(upstream: AiGatewayUpstreamOptions | undefined): string {
  const baseUrls = "each branch's base URL: GET …/branches/{branch_id}/ai_gateway";
  if (!upstream) {
    return `AI gateway: no upstream, its requests answer 503 (--ai-gateway-upstream URL); ${baseUrls}`;
  }
  const key = upstream.apiKey ? ", with the key in AI_GATEWAY_UPSTREAM_KEY" : "";
  return `AI gateway: forwards to ${upstream.url}${key}; ${baseUrls}`;
}

async function main(): Promise<void> {
  let emulator: Emulator | undefined;
  const shutdown = () => {
    if (!emulator) process.exit(0);
    emulator.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  let args: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      options: {
        port: { type: "string" },
        seed: { type: "string" },
        "op-ms": { type: "string" },
        plan: { type: "string" },
        "pg-port": { type: "string" },
        "endpoint-port": { type: "string" },
        "data-dir": { type: "string" },
        temporary: { type: "boolean" },
        prune: { type: "boolean" },
        "no-postgres": { type: "boolean" },
        "ai-gateway-upstream": { type: "string" },
        log: { type: "boolean" },
        quiet: { type: "boolean", short: "q" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    });
  try {
    args = parse();
  } catch (error) {
    fail((error as Error).message);
  }
  if (args.values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  if (args.values.quiet && args.values.log) fail("--quiet and --log: choose one");
  const quiet = args.values.quiet ?? false;
  const port = nonNegativeInteger("port", args.values.port);
  const opMs = nonNegativeInteger("op-ms", args.values["op-ms"]);
  const pgPort = nonNegativeInteger("pg-port", args.values["pg-port"]);
  const endpointPort = nonNegativeInteger("endpoint-port", args.values["endpoint-port"]);
  if (endpointPort !== undefined && endpointPort > 65535) {
    fail(`--endpoint-port must be a port (0 to 65535), got ${endpointPort}`);
  }
  const postgres = !args.values["no-postgres"];
  const plan = args.values.plan;
  if (plan !== undefined && plan !== "free" && plan !== "launch" && plan !== "scale") {
    fail(`--plan ${plan}: the plan is free, launch or scale (without --plan: unlimited)`);
  }
  if (!postgres && pgPort !== undefined) {
    fail("--pg-port needs real servers; leave out --no-postgres");
  }
  if (args.values.temporary && args.values["data-dir"] !== undefined) {
    fail("--data-dir and --temporary: choose one");
  }
  if (!postgres && endpointPort) {
    fail("--endpoint-port needs the proxy, which answers there; leave out --no-postgres");
  }
  if (!postgres && args.values["ai-gateway-upstream"] !== undefined) {
    fail(
      "--ai-gateway-upstream needs the proxy, where the gateway answers; leave out --no-postgres",
    );
  }
  let seed: Seed = builtInSeed();
  if (args.values.seed) {
    try {
      seed = await readSeedFile(args.values.seed);
    } catch (error) {
      if (error instanceof SeedError) fail(error.message);
      throw error;
    }
  }
  if (opMs !== undefined) {
    // An explicit --op-ms wins over the seed file's own duration.
    seed = { ...seed, timing: { ...seed.timing, operation_ms: opMs } };
  }
  const { startEmulator, checkAiGatewayUpstream, defaultDataDirectory } = await import(
    "./index.ts"
  );
  // The CLI keeps its state by default (a developer lives in it); code gets a temporary one.
  const dataDir =
    args.values["data-dir"] ??
    (postgres && !args.values.temporary ? defaultDataDirectory() : undefined);
  const aiGatewayUpstream = aiGatewayUpstreamOf(
    args.values["ai-gateway-upstream"],
    checkAiGatewayUpstream,
  );
  emulator = await startEmulator({
    ...(port !== undefined ? { port } : {}),
    defaultPort,
    prune: args.values.prune ?? false,
    seed,
    // The log goes to stderr: stdout's first lines are the addresses tools read (its first
    // line is the contract), and a log line must never come before or between them.
    log: quiet ? "off" : args.values.log ? "requests" : "changes",
    postgres,
    ...(opMs !== undefined ? { opMs } : {}),
    ...(plan !== undefined ? { plan } : {}),
    ...(pgPort !== undefined ? { pgPort } : {}),
    endpointPort: endpointPort ?? defaultEndpointPort,
    ...(dataDir !== undefined ? { dataDir } : {}),
    ...(aiGatewayUpstream ? { aiGatewayUpstream } : {}),
  });
  const lines = [
    `emulator listening on ${emulator.baseUrl}`,
    emulator.proxy
      ? `postgres proxy on ${emulator.proxy.host}:${emulator.proxy.port}`
      : "postgres: off (--no-postgres): computes run no servers",
    `project id:       ${emulator.projectId}`,
    ...(plan !== undefined ? [`plan:             ${planSummary(plan)}`] : []),
    `personal key:     ${emulator.keys.personal}`,
    `organization key: ${emulator.keys.organization}`,
    `project key:      ${emulator.keys.project}`,
    `admin API:        ${emulator.adminUrl}/ (see emulator/README.md)`,
    `console:          ${emulator.origin}/ (open it in a browser; see docs/emulator/console.md)`,
    `try: curl -H "Authorization: Bearer ${emulator.keys.personal}" ${emulator.baseUrl}/projects`,
    ...(emulator.tls
      ? [
          `TLS: trust ${emulator.tls.caPath} (NODE_EXTRA_CA_CERTS, psql's sslrootcert; renewed before ${emulator.tls.notAfter.toISOString().slice(0, 10)})`,
        ]
      : []),
    ...(emulator.neonConfig
      ? [
          "Neon's serverless driver (SQL over HTTP, WebSockets; https/wss too, with NODE_EXTRA_CA_CERTS as above):",
          ...neonConfigLines(emulator.neonConfig).map((line) => `  ${line}`),
        ]
      : []),
    ...(emulator.proxy
      ? [
          aiGatewayLine(aiGatewayUpstream),
          "Object Storage: each branch's S3 endpoint (path-style, AWS Signature V4 with a branch credential): GET …/branches/{branch_id}/storage",
        ]
      : []),
    ...(emulator.proxy && endpointPort !== 0
      ? [
          `endpoint hosts: each endpoint's host is its own address (127.a.b.c), answering on port ${endpointPort ?? defaultEndpointPort} (neon psql, psql -h <host>; the log names each)`,
        ]
      : []),
    `Neon's CLI: NEON_API_HOST=${emulator.baseUrl} NEON_API_KEY=<personal key> neon me (see docs/emulator/neon-cli.md)`,
    dataDir !== undefined
      ? `state:            kept in ${dataDir} (restarts and kills lose nothing answered; --temporary keeps nothing)`
      : "state:            temporary, removed at stop (--data-dir DIR keeps it)",
  ];
  // --quiet: the addresses only (the first line always, the proxy's second when it runs).
  const printed = quiet ? lines.slice(0, emulator.proxy ? 2 : 1) : lines;
  process.stdout.write(`${printed.join("\n")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`emulator failed to start: ${(error as Error).message ?? error}\n`);
  process.exit(1);
});
