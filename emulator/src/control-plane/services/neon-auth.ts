import { randomBytes, randomUUID } from "node:crypto";
import type { BranchAuthSettings } from "../../neon-auth/branch-auth.ts";
import { authBasePath } from "../../proxy/auth-front.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { Platform } from "../state/platform.ts";
import type { Branch, NeonAuth, Project } from "../state/records.ts";
import { readWriteOn } from "./computes.ts";
import { assertUnlocked } from "./operations.ts";

/**
 * Neon Auth on a branch (createNeonAuth, getNeonAuth, disableNeonAuth and the branch-level
 * routes `neonctl neon-auth` calls). The record holds the settings; each branch's real Better
 * Auth server runs in the data path (neon-auth/), started on its first request.
 */

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

export function requireAuth(branch: Branch): NeonAuth {
  if (!branch.auth) throw notFound(`Neon Auth is not enabled for branch ${branch.id}`);
  return branch.auth;
}

export function enableAuth(
  platform: Platform,
  project: Project,
  branch: Branch,
  input: { database_name?: string | undefined },
): NeonAuth {
  if (branch.auth) {
    throw conflict(`Neon Auth is already enabled for branch ${branch.id}`);
  }
  const databaseName = input.database_name ?? [...branch.databases.keys()][0];
  if (databaseName === undefined || !branch.databases.has(databaseName)) {
    throw notFound(`database ${databaseName ?? "(none)"} not found on branch ${branch.id}`);
  }
  assertUnlocked(platform.operations, project);
  branch.auth = newAuth(databaseName, project.name, platform.clock.now());
  return branch.auth;
}

/** DELETE …/auth: the server stops now; with `delete_data` the `neon_auth` schema goes too. */
export async function disableAuth(
  platform: Platform,
  project: Project,
  branch: Branch,
  deleteData: boolean,
): Promise<void> {
  requireAuth(branch);
  assertUnlocked(platform.operations, project);
  const settings = authSettings(platform, project, branch);
  if (deleteData && !settings) {
    throw badRequest(
      `delete_data drops neon_auth through branch ${branch.id}'s read_write compute and its database's owner; add one, or disable without delete_data`,
    );
  }
  branch.auth = undefined;
  if (deleteData && settings) await platform.authServers.dropData(settings);
  else await platform.authServers.stop(branch.id);
}

/**
 * The branch's data was replaced (a restore, a reset) or the branch is gone: its server stops.
 * Its next request starts it on the data as it is then, which makes the `neon_auth` schema when
 * the data lacks it and drops the JWKS rows that are not the branch's own.
 */
export async function stopAuthServer(platform: Platform, branch: Branch): Promise<void> {
  await platform.authServers.stop(branch.id);
}

function trustedOrigins(auth: NeonAuth): string[] {
  const domains = auth.trusted_domains.map((d) => d.domain);
  return auth.allow_localhost
    ? [...domains, "http://localhost:*", "http://127.0.0.1:*", "https://localhost:*"]
    : domains;
}

function authSettings(
  platform: Platform,
  project: Project,
  branch: Branch,
): BranchAuthSettings | undefined {
  const auth = branch.auth;
  const proxy = platform.proxyAddress;
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
  branchId: string,
): BranchAuthSettings | undefined {
  platform.catchUp();
  for (const project of platform.state.projects.values()) {
    const branch = project.branches.get(branchId);
    if (branch)
      return branch.current_state === "ready" ? authSettings(platform, project, branch) : undefined;
  }
  return undefined;
}

function requireSettings(platform: Platform, project: Project, branch: Branch): BranchAuthSettings {
  const settings = authSettings(platform, project, branch);
  if (!settings) {
    throw badRequest(
      `Neon Auth of branch ${branch.id} needs its read_write compute and its database's owner role`,
    );
  }
  return settings;
}

/** createBranchNeonAuthNewUser: a user in the branch's `neon_auth` (no password; 409 if the email is taken). */
export async function createAuthUser(
  platform: Platform,
  project: Project,
  branch: Branch,
  input: { email: string; name?: string | undefined },
): Promise<{ id: string }> {
  requireAuth(branch);
  const settings = requireSettings(platform, project, branch);
  const name = input.name ?? input.email.split("@")[0] ?? input.email;
  const created = await platform.authServers.createUser(settings, { email: input.email, name });
  if (!created)
    throw conflict(`a user with email ${input.email} already exists on branch ${branch.id}`);
  return created;
}

/** deleteBranchNeonAuthUser: 404 for an unknown user. */
export async function deleteAuthUser(
  platform: Platform,
  project: Project,
  branch: Branch,
  userId: string,
): Promise<void> {
  requireAuth(branch);
  const settings = requireSettings(platform, project, branch);
  if (!(await platform.authServers.deleteUser(settings, userId))) {
    throw notFound(`auth user ${userId} not found on branch ${branch.id}`);
  }
}
