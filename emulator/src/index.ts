import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { adminPrefix, apiPrefix, createEmulatorServer } from "./control-plane/http/server.ts";
import {
  connectionClosed,
  connectionOpened,
  roleCredentials,
  routeConnection,
} from "./control-plane/services/client-connections.ts";
import { dataApiDirectory } from "./control-plane/services/data-api.ts";
import { authSettingsFor } from "./control-plane/services/neon-auth.ts";
import { openPlatform } from "./control-plane/services/platform-setup.ts";
import type { Platform } from "./control-plane/state/platform.ts";
import { builtInSeed, type LoadedSeed, loadSeed, type Seed } from "./control-plane/state/seed.ts";
import { DataApiService } from "./data-api/rest-service.ts";
import { type DataPlane, NoDataPlane } from "./data-plane/data-plane.ts";
import { PostgresDataPlane } from "./data-plane/postgres-data-plane.ts";
import { AuthServers } from "./neon-auth/auth-servers.ts";
import { type EmulatorCertificate, ensureCertificate } from "./proxy/certificate.ts";
import { type NeonConfigSettings, neonConfigFor } from "./proxy/neon-config.ts";
import { type PostgresProxy, startProxy } from "./proxy/proxy.ts";

export type { LoadedSeed, Seed } from "./control-plane/state/seed.ts";
export {
  builtInSeed,
  loadSeed,
  loadSeedFile,
  readSeedFile,
  SeedError,
} from "./control-plane/state/seed.ts";

export interface EmulatorOptions {
  port?: number;
  host?: string;
  /** Defaults to the built-in seed. */
  seed?: Seed;
  /** Operation duration in ms unless the seed sets timing.operation_ms; default 1000. */
  opMs?: number;
  /** Log each API request to stderr. */
  log?: boolean;
  /** Real PostgreSQL servers behind every compute (default true); false: the control plane alone. */
  postgres?: boolean;
  /** Port of the Postgres proxy; default a free port. */
  pgPort?: number;
  /** Keep branch data in this directory across restarts; default a temporary one, removed at stop. */
  dataDir?: string;
  /**
   * Where the proxy's TLS certificate is kept (made on first start, replaced before it expires);
   * default `$XDG_CACHE_HOME/preview-compute-emulator` (`~/.cache/preview-compute-emulator`).
   */
  certificateDir?: string;
  /** How long a PostgreSQL server may take to say it is ready; then its start fails. Default 60 s. */
  serverReadyTimeoutMs?: number;
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

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const load = seedLoader(options.opMs);
  const seed = load(options.seed);
  const host = options.host ?? "127.0.0.1";
  let platform: Platform | undefined;
  let authServers: AuthServers | undefined;
  const dataApi = new DataApiService(dataApiDirectory(() => requirePlatform()));
  // The certificate and the proxy first: a port already taken fails the start before any
  // server (or initdb) runs.
  const certificate: EmulatorCertificate | undefined =
    options.postgres === false
      ? undefined
      : await ensureCertificate(
          options.certificateDir !== undefined ? { directory: options.certificateDir } : {},
        );
  const proxy: PostgresProxy | undefined = certificate
    ? await startProxy({
        tls: { cert: certificate.cert, key: certificate.key },
        host: "127.0.0.1",
        port: options.pgPort ?? 0,
        resolve: (endpointId) => routeConnection(requirePlatform(), endpointId),
        // The proxy authenticates clients itself, as Neon's does (channel binding needs it).
        credentials: (endpointId, user) => roleCredentials(requirePlatform(), endpointId, user),
        onConnect: (endpointId) => connectionOpened(requirePlatform(), endpointId),
        onDisconnect: (endpointId) => connectionClosed(requirePlatform(), endpointId),
        auth: {
          handle: async (branchId, database, request) =>
            authServers?.handle(branchId, database, request),
        },
        serverless: {
          rest: (request, response, target) => dataApi.handle(request, response, target),
        },
      }).catch((error: Error) => {
        if (options.pgPort === undefined) throw error;
        throw new Error(
          `--pg-port ${options.pgPort}: ${error.message}; choose another port, or leave --pg-port out for a free one`,
        );
      })
    : undefined;
  let dataPlane: DataPlane | undefined;
  let server: ReturnType<typeof createEmulatorServer> | undefined;
  try {
    dataPlane =
      options.postgres === false
        ? new NoDataPlane()
        : await PostgresDataPlane.create({
            ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
            ...(options.serverReadyTimeoutMs !== undefined
              ? { readyTimeoutMs: options.serverReadyTimeoutMs }
              : {}),
          });
    platform = openPlatform(
      seed,
      dataPlane,
      proxy ? { host: proxy.host, port: proxy.port } : undefined,
    );
    if (proxy) {
      const running = platform;
      authServers = new AuthServers({
        lookup: (branchId) => authSettingsFor(running, branchId),
        proxy: { host: proxy.host, port: proxy.port },
      });
      platform.authServers = authServers;
    }
    platform.dataApiRuntime = { stop: (branchId, database) => dataApi.stop(branchId, database) };
    await platform.ready;
    server = await listen(
      createEmulatorServer({ platform, loadSeed: load, log: options.log ?? false }),
      options.port ?? 0,
      host,
    );
  } catch (error) {
    await proxy?.close();
    await (platform ? platform.stop() : dataPlane?.stop());
    throw error;
  }
  function requirePlatform(): Platform {
    if (!platform) throw new Error("the emulator is still starting");
    return platform;
  }
  const listening = server;
  const { port } = listening.address() as AddressInfo;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  let stopped: Promise<void> | undefined;
  const running = platform;
  return {
    origin,
    baseUrl: `${origin}${apiPrefix}`,
    adminUrl: `${origin}${adminPrefix}`,
    // The seed loaded at start; after an admin reset, GET /__emulator/state shows the current one.
    seed: running.seed,
    ...seedSummary(running.seed),
    proxy: proxy ? { host: proxy.host, port: proxy.port } : undefined,
    tls: certificate
      ? {
          caPath: certificate.caPath,
          certPath: certificate.certPath,
          keyPath: certificate.keyPath,
          notAfter: certificate.notAfter,
        }
      : undefined,
    neonConfig: proxy ? neonConfigFor(proxy) : undefined,
    stop() {
      stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
        listening.closeAllConnections();
        await dataApi.close();
        await proxy?.close();
        await running.stop();
        await closed;
      })();
      return stopped;
    },
  };
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
