import type { AddressInfo } from "node:net";
import { Platform } from "./control-plane/platform.ts";
import { builtInSeed, type LoadedSeed, loadSeed, type Seed } from "./control-plane/seed.ts";
import { adminPrefix, apiPrefix, createEmulatorServer } from "./control-plane/server.ts";

export type { LoadedSeed, Seed } from "./control-plane/seed.ts";
export {
  builtInSeed,
  loadSeed,
  loadSeedFile,
  readSeedFile,
  SeedError,
} from "./control-plane/seed.ts";

export interface EmulatorOptions {
  port?: number;
  host?: string;
  /** Defaults to the built-in seed. */
  seed?: Seed;
  /** Operation duration in ms unless the seed sets timing.operation_ms; default 1000. */
  opMs?: number;
  /** Log each API request to stderr. */
  log?: boolean;
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
  const platform = new Platform(load(options.seed));
  const server = createEmulatorServer({ platform, loadSeed: load, log: options.log ?? false });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  let stopped: Promise<void> | undefined;
  return {
    origin,
    baseUrl: `${origin}${apiPrefix}`,
    adminUrl: `${origin}${adminPrefix}`,
    // The seed loaded at start; after an admin reset, GET /__emulator/state shows the current one.
    seed: platform.seed,
    ...seedSummary(platform.seed),
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        platform.stop();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}
