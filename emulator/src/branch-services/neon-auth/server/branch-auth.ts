/**
 * One branch's Neon Auth server: Better Auth (npm `better-auth`) on the branch's own database,
 * its tables in the `neon_auth` schema under Better Auth's model names, with what Neon Auth
 * offers by default: email and password, sessions, the JWT plugin (JWKS at
 * `…/auth/.well-known/jwks.json`) and Neon's anonymous token (`/token/anonymous`).
 *
 * Its Postgres connections go through the proxy's port as any client's do (`options=endpoint=…`),
 * so an auth request wakes an idle compute, counts as its connection and resets its timer.
 */
import { betterAuth } from "better-auth";
import { symmetricDecrypt } from "better-auth/crypto";
import { getMigrations } from "better-auth/db/migration";
import { jwt } from "better-auth/plugins/jwt";
import pg from "pg";
import { anonymousToken } from "./anonymous-token.ts";

export const authSchema = "neon_auth";

/** What the control plane says about a branch with Neon Auth, read at each start. */
export interface BranchAuthSettings {
  branchId: string;
  databaseName: string;
  /** The branch's read_write compute: the one its auth server connects through. */
  endpointId: string;
  /** The database's owner role and its current password (read at each new connection). */
  role: string;
  password: () => string;
  /** Better Auth's secret: signs cookies, encrypts the JWKS private keys. Never logged. */
  secret: string;
  /** Where the proxy serves this branch's auth (`/neonauth/<branch>/<db>/auth`). */
  basePath: string;
  /** The loopback origins the proxy answers on (http, and https with the test certificate). */
  origins: string[];
  trustedOrigins: string[];
  emailAndPassword: boolean;
  disableSignUp: boolean;
}

export interface ProxyPort {
  host: string;
  port: number;
}

/** A user made through Neon's API (createBranchNeonAuthNewUser): no password until one is set. */
export interface NewAuthUser {
  email: string;
  name: string;
}

export interface BranchAuthServer {
  readonly settings: BranchAuthSettings;
  /** One request to the branch's Better Auth, as web Request and Response. */
  handle(request: Request): Promise<Response>;
  /** Undefined when a user has that email already. */
  createUser(user: NewAuthUser): Promise<{ id: string } | undefined>;
  /** False when there is no such user. */
  deleteUser(id: string): Promise<boolean>;
  stop(): Promise<void>;
}

function authOptions(settings: BranchAuthSettings, pool: pg.Pool) {
  const httpOrigin = settings.origins[0] ?? "http://127.0.0.1";
  const baseUrl = `${httpOrigin}${settings.basePath}`;
  // Neon's issuer is its auth host, one per branch; here every branch shares the proxy's
  // origin, so the branch's base URL stands in for it (issuer and audience).
  const claims = { issuer: baseUrl, audience: baseUrl };
  return {
    appName: "Neon Auth",
    baseURL: baseUrl,
    basePath: settings.basePath,
    secret: settings.secret,
    database: pool,
    trustedOrigins: [...settings.origins, ...settings.trustedOrigins],
    emailAndPassword: {
      enabled: settings.emailAndPassword,
      disableSignUp: settings.disableSignUp,
    },
    telemetry: { enabled: false },
    // As on Neon whatever the caller's NODE_ENV (Better Auth skips these checks under "test").
    advanced: { disableOriginCheck: false, disableCSRFCheck: false },
    logger: { disabled: true },
    plugins: [
      jwt({
        jwks: { jwksPath: "/.well-known/jwks.json" },
        jwt: {
          ...claims,
          definePayload: ({ user }: { user: Record<string, unknown> }) => ({
            ...user,
            role: "authenticated",
          }),
        },
      }),
      anonymousToken(claims),
    ],
  };
}

/**
 * The branch's JWKS rows that its secret cannot open were copied from another branch (a child
 * at creation, a reset from the parent): they go, so the branch signs with keys of its own and
 * the other branch's tokens fail its JWKS check.
 */
async function dropForeignKeys(pool: pg.Pool, secret: string): Promise<void> {
  const { rows } = await pool.query<{ id: string; privateKey: string }>(
    `SELECT id, "privateKey" FROM ${authSchema}.jwks`,
  );
  const foreign: string[] = [];
  for (const row of rows) {
    const ours = await symmetricDecrypt({ key: secret, data: JSON.parse(row.privateKey) }).then(
      () => true,
      () => false,
    );
    if (!ours) foreign.push(row.id);
  }
  if (foreign.length > 0) {
    await pool.query(`DELETE FROM ${authSchema}.jwks WHERE id = ANY($1)`, [foreign]);
  }
}

export async function startBranchAuth(
  settings: BranchAuthSettings,
  proxy: ProxyPort,
): Promise<BranchAuthServer> {
  const pool = new pg.Pool({
    host: proxy.host,
    port: proxy.port,
    database: settings.databaseName,
    user: settings.role,
    password: settings.password,
    // The proxy takes the endpoint and passes the rest on to the compute.
    options: `endpoint=${settings.endpointId} -c search_path=${authSchema}`,
    max: 2,
    // Idle connections close soon, so an unused auth server lets its compute suspend.
    idleTimeoutMillis: 1000,
    allowExitOnIdle: true,
  });
  pool.on("error", () => {});
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${authSchema}`);
    const options = authOptions(settings, pool);
    const { runMigrations } = await getMigrations(options);
    await runMigrations();
    await dropForeignKeys(pool, settings.secret);
    const auth = betterAuth(options);
    return {
      settings,
      handle: (request) => auth.handler(request),
      async createUser(user) {
        const { internalAdapter } = await auth.$context;
        if (await internalAdapter.findUserByEmail(user.email.toLowerCase())) return undefined;
        const created = await internalAdapter.createUser(
          { email: user.email.toLowerCase(), name: user.name, emailVerified: false },
          { method: "admin" },
        );
        return { id: created.id };
      },
      async deleteUser(id) {
        const { internalAdapter } = await auth.$context;
        if (!(await internalAdapter.findUserById(id))) return false;
        await internalAdapter.deleteUser(id);
        return true;
      },
      stop: () => pool.end().catch(() => {}),
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

/** DELETE …/auth with `delete_data`: the branch's `neon_auth` schema goes, through its compute. */
export async function dropAuthSchema(
  settings: Pick<BranchAuthSettings, "databaseName" | "endpointId" | "role" | "password">,
  proxy: ProxyPort,
): Promise<void> {
  const client = new pg.Client({
    host: proxy.host,
    port: proxy.port,
    database: settings.databaseName,
    user: settings.role,
    password: settings.password,
    options: `endpoint=${settings.endpointId}`,
  });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${authSchema} CASCADE`);
  } finally {
    await client.end().catch(() => {});
  }
}
