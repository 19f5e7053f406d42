import { randomBytes, randomUUID } from "node:crypto";
import { badRequest, conflict, notFound } from "../../../control-plane/errors.ts";
import { readWriteOn } from "../../../control-plane/services/computes/computes.ts";
import { assertUnlocked } from "../../../control-plane/services/shared/operations.ts";
import { findBranch } from "../../../control-plane/state/find-branch.ts";
import type { Platform } from "../../../control-plane/state/platform.ts";
import type { Branch, Project } from "../../../control-plane/state/records/records.ts";
import type { ProxyAddress } from "../../../front-doors/service-front-door.ts";
import type { ServiceBus } from "../../service-bus.ts";
import type { AuthServerControl } from "../server/auth-servers.ts";
import type { BranchAuthSettings } from "../server/branch-auth.ts";
import type { NeonAuth, NeonAuths } from "./records.ts";
import { authBasePath } from "./urls.ts";

/**
 * Neon Auth on a branch (createNeonAuth, getNeonAuth, disableNeonAuth and the branch-level
 * routes `neonctl neon-auth` calls). The record (`NeonAuth`, on the branch) holds the settings;
 * each branch's real Better Auth server (../server/) runs on the proxy's port, started on its
 * first request.
 */

/** The running side of Neon Auth, as its API code reaches it. */
export interface NeonAuthRuntime {
  servers: AuthServerControl;
  /** Where the proxy listens (real computes only): the servers answer there, and connect through it. */
  proxy: ProxyAddress | undefined;
  /** The proxy's HTTP origin, where the branches' auth URLs live. */
  origin: string;
  /** Where Neon Auth tells the other services that a branch's keys changed. */
  bus: ServiceBus;
  /** Each branch's Neon Auth, when enabled on it or inherited from its parent. */
  auths: NeonAuths;
}

const secretToken = (prefix: string) => `${prefix}${randomBytes(24).toString("base64url")}`;

function newAuth(db_name: string, name: string, now: number): NeonAuth {
  return {
    auth_provider: "better_auth",
    auth_provider_project_id: randomUUID(),
    pub_client_key: secretToken("pck_"),
    secret_server_key: secretToken("ssk_"),
    secret: randomBytes(32).toString("base64url"),
    db_name,
    created_at: now,
    name,
    allow_localhost: true,
    trusted_domains: [],
    email_and_password: {
      enabled: true,
      email_verification_method: "otp",
      require_email_verification: false,
      auto_sign_in_after_verification: true,
      send_verification_email_on_sign_up: false,
      send_verification_email_on_sign_in: false,
      disable_sign_up: false,
    },
    oauth_providers: [],
  };
}

/**
 * A child branch's Neon Auth: the parent's settings with ids, keys and a secret of its own (its
 * copied JWKS rows are dropped on its server's first start, as the secret cannot open them).
 */
export function inheritedAuth(parent: NeonAuth, now: number): NeonAuth {
  const fresh = newAuth(parent.db_name, parent.name, now);
  return {
    ...structuredClone(parent),
    auth_provider_project_id: fresh.auth_provider_project_id,
    pub_client_key: fresh.pub_client_key,
    secret_server_key: fresh.secret_server_key,
    secret: fresh.secret,
    created_at: now,
  };
}

export function requireAuth(auths: NeonAuths, branch: Branch): NeonAuth {
  const auth = auths.get(branch.id);
  if (!auth) throw notFound(`Neon Auth is not enabled for branch ${branch.id}`);
  return auth;
}

export function enableAuth(
  platform: Platform,
  runtime: NeonAuthRuntime,
  project: Project,
  branch: Branch,
  input: { database_name?: string | undefined },
): NeonAuth {
  if (runtime.auths.has(branch.id)) {
    throw conflict(`Neon Auth is already enabled for branch ${branch.id}`);
  }
  const databaseName = input.database_name ?? [...branch.databases.keys()][0];
  if (databaseName === undefined || !branch.databases.has(databaseName)) {
    throw notFound(`database ${databaseName ?? "(none)"} not found on branch ${branch.id}`);
  }
  assertUnlocked(platform.operations, project);
  const auth = newAuth(databaseName, project.name, platform.clock.now());
  runtime.auths.set(branch.id, auth);
  return auth;
}

/**
 * DELETE …/auth: the server stops now; with `delete_data` the `neon_auth` schema goes too. Then
 * every branch service forgets the branch's keys.
 */
export async function disableAuth(
  platform: Platform,
  runtime: NeonAuthRuntime,
  project: Project,
  branch: Branch,
  deleteData: boolean,
): Promise<void> {
  requireAuth(runtime.auths, branch);
  assertUnlocked(platform.operations, project);
  const settings = authSettings(runtime, project, branch);
  if (deleteData && !settings) {
    throw badRequest(
      `delete_data drops neon_auth through branch ${branch.id}'s read_write compute and its database's owner; add one, or disable without delete_data`,
    );
  }
  runtime.auths.delete(branch.id);
  if (deleteData && settings) await runtime.servers.dropData(settings);
  else await runtime.servers.stop(branch.id);
  await runtime.bus.emit("authKeysChanged", { branchId: branch.id });
}

function trustedOrigins(auth: NeonAuth): string[] {
  const domains = auth.trusted_domains.map((d) => d.domain);
  return auth.allow_localhost
    ? [...domains, "http://localhost:*", "http://127.0.0.1:*", "https://localhost:*"]
    : domains;
}

function authSettings(
  runtime: NeonAuthRuntime,
  project: Project,
  branch: Branch,
): BranchAuthSettings | undefined {
  const auth = runtime.auths.get(branch.id);
  const proxy = runtime.proxy;
  const compute = readWriteOn(project, branch.id);
  const database = auth ? branch.databases.get(auth.db_name) : undefined;
  const role = database ? branch.roles.get(database.owner_name) : undefined;
  if (!auth || !proxy || !compute || !database || !role) return undefined;
  return {
    branchId: branch.id,
    databaseName: auth.db_name,
    endpointId: compute.id,
    role: role.name,
    // Read at each new connection: a reset password is picked up.
    password: () => role.password,
    secret: auth.secret,
    basePath: authBasePath(branch.id, auth.db_name),
    origins: [`http://${proxy.host}:${proxy.port}`, `https://${proxy.host}:${proxy.port}`],
    trustedOrigins: trustedOrigins(auth),
    emailAndPassword: auth.email_and_password.enabled,
    disableSignUp: auth.email_and_password.disable_sign_up,
  };
}

/** The auth servers' question: this branch's Neon Auth as it is now, or undefined. */
export function authSettingsFor(
  platform: Platform,
  runtime: NeonAuthRuntime,
  branchId: string,
): BranchAuthSettings | undefined {
  platform.catchUp();
  const found = findBranch(platform, branchId);
  return found?.branch.current_state === "ready"
    ? authSettings(runtime, found.project, found.branch)
    : undefined;
}

function requireSettings(
  runtime: NeonAuthRuntime,
  project: Project,
  branch: Branch,
): BranchAuthSettings {
  const settings = authSettings(runtime, project, branch);
  if (!settings) {
    throw badRequest(
      `Neon Auth of branch ${branch.id} needs its read_write compute and its database's owner role`,
    );
  }
  return settings;
}

/** createBranchNeonAuthNewUser: a user in the branch's `neon_auth` (no password; 409 if the email is taken). */
export async function createAuthUser(
  runtime: NeonAuthRuntime,
  project: Project,
  branch: Branch,
  input: { email: string; name?: string | undefined },
): Promise<{ id: string }> {
  requireAuth(runtime.auths, branch);
  const settings = requireSettings(runtime, project, branch);
  const name = input.name ?? input.email.split("@")[0] ?? input.email;
  const created = await runtime.servers.createUser(settings, { email: input.email, name });
  if (!created)
    throw conflict(`a user with email ${input.email} already exists on branch ${branch.id}`);
  return created;
}

/** deleteBranchNeonAuthUser: 404 for an unknown user. */
export async function deleteAuthUser(
  runtime: NeonAuthRuntime,
  project: Project,
  branch: Branch,
  userId: string,
): Promise<void> {
  requireAuth(runtime.auths, branch);
  const settings = requireSettings(runtime, project, branch);
  if (!(await runtime.servers.deleteUser(settings, userId))) {
    throw notFound(`auth user ${userId} not found on branch ${branch.id}`);
  }
}
