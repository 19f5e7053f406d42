/**
 * Every branch's Neon Auth server, started on its first request (not when the branch is made or
 * Neon Auth enabled), stopped when its branch loses Neon Auth, is deleted or restored, and when
 * the emulator stops: nothing outlives it.
 */
import type {
  BranchAuthServer,
  BranchAuthSettings,
  NewAuthUser,
  ProxyPort,
} from "./branch-auth.ts";

// better-auth (and kysely under it) is about half of the emulator's import: loaded with the
// first branch's server, not by every emulator that never serves Neon Auth.
const branchAuth = () => import("./branch-auth.ts");

/** The branches' servers as Neon Auth's API code controls them. */
export interface AuthServerControl {
  /** The answer of the branch's server (as `settings` say it runs), started first if need be. */
  handle(settings: BranchAuthSettings, request: Request): Promise<Response>;
  isRunning(branchId: string): boolean;
  stop(branchId: string): Promise<void>;
  /** Stops the branch's server and drops its `neon_auth` schema. */
  dropData(settings: BranchAuthSettings): Promise<void>;
  stopAll(): Promise<void>;
  createUser(settings: BranchAuthSettings, user: NewAuthUser): Promise<{ id: string } | undefined>;
  deleteUser(settings: BranchAuthSettings, id: string): Promise<boolean>;
}

/** Without real computes there is no server to run (every branch's settings are undefined). */
export const noAuthServers: AuthServerControl = {
  handle: async () => new Response(null, { status: 404 }),
  isRunning: () => false,
  stop: async () => {},
  dropData: async () => {},
  stopAll: async () => {},
  createUser: async () => undefined,
  deleteUser: async () => false,
};

export class AuthServers implements AuthServerControl {
  readonly #proxy: ProxyPort;
  readonly #running = new Map<string, Promise<BranchAuthServer>>();

  /** `proxy`: where the servers reach their branch's database, as any client does. */
  constructor(proxy: ProxyPort) {
    this.#proxy = proxy;
  }

  async handle(settings: BranchAuthSettings, request: Request): Promise<Response> {
    return (await this.#serverFor(settings)).handle(request);
  }

  /** Neon's API's users (createBranchNeonAuthNewUser, deleteBranchNeonAuthUser), on the branch's server. */
  async createUser(settings: BranchAuthSettings, user: NewAuthUser) {
    return (await this.#serverFor(settings)).createUser(user);
  }

  async deleteUser(settings: BranchAuthSettings, id: string): Promise<boolean> {
    return (await this.#serverFor(settings)).deleteUser(id);
  }

  async #serverFor(settings: BranchAuthSettings): Promise<BranchAuthServer> {
    const { branchId } = settings;
    let starting = this.#running.get(branchId);
    if (starting) {
      const running = await starting.catch(() => undefined);
      // Settings that changed under a running server (a new secret, a new compute): restart it.
      if (running && !sameSettings(running.settings, settings)) {
        await this.stop(branchId);
        starting = undefined;
      }
    }
    if (!starting) {
      starting = branchAuth().then(({ startBranchAuth }) => startBranchAuth(settings, this.#proxy));
      this.#running.set(branchId, starting);
      // A failed start is not kept: the next request tries again.
      starting.catch(() => {
        if (this.#running.get(branchId) === starting) this.#running.delete(branchId);
      });
    }
    return starting;
  }

  isRunning(branchId: string): boolean {
    return this.#running.has(branchId);
  }

  async stop(branchId: string): Promise<void> {
    const starting = this.#running.get(branchId);
    if (!starting) return;
    this.#running.delete(branchId);
    const server = await starting.catch(() => undefined);
    await server?.stop();
  }

  /** Stops the branch's server, then drops its `neon_auth` schema (DELETE …/auth, `delete_data`). */
  async dropData(settings: BranchAuthSettings): Promise<void> {
    await this.stop(settings.branchId);
    await (await branchAuth()).dropAuthSchema(settings, this.#proxy);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#running.keys()].map((id) => this.stop(id)));
  }
}

function sameSettings(a: BranchAuthSettings, b: BranchAuthSettings): boolean {
  return (
    a.secret === b.secret &&
    a.endpointId === b.endpointId &&
    a.role === b.role &&
    a.emailAndPassword === b.emailAndPassword &&
    a.disableSignUp === b.disableSignUp &&
    a.trustedOrigins.join(" ") === b.trustedOrigins.join(" ")
  );
}
