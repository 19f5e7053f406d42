import { conflict, notFound } from "../../../control-plane/errors.ts";
import type { Branch } from "../../../control-plane/state/records/records.ts";
import { requireAuth } from "./integration.ts";
import type { AuthOauthProvider, NeonAuth, NeonAuths } from "./records.ts";

/**
 * The settings Neon's branch-level auth routes change. Trusted domains, `allow_localhost`,
 * `enabled` and `disable_sign_up` apply to the branch's Better Auth server (it restarts with
 * them on its next request); the app name, email provider and OAuth providers are kept and
 * shown back.
 */

export function addTrustedDomain(auths: NeonAuths, branch: Branch, url: string): void {
  const auth = requireAuth(auths, branch);
  const domain = new URL(url).origin;
  if (auth.trusted_domains.some((d) => d.domain === domain)) {
    throw conflict(`domain ${domain} is already trusted on branch ${branch.id}`);
  }
  auth.trusted_domains.push({ domain, auth_provider: "better_auth" });
}

export function removeTrustedDomains(auths: NeonAuths, branch: Branch, domains: string[]): void {
  const auth = requireAuth(auths, branch);
  const gone = new Set(domains);
  auth.trusted_domains = auth.trusted_domains.filter((d) => !gone.has(d.domain));
}

export function setAllowLocalhost(auths: NeonAuths, branch: Branch, allow: boolean): NeonAuth {
  const auth = requireAuth(auths, branch);
  auth.allow_localhost = allow;
  return auth;
}

export function updateEmailAndPassword(
  auths: NeonAuths,
  branch: Branch,
  input: Record<string, unknown>,
): NeonAuth {
  const auth = requireAuth(auths, branch);
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined) auth.email_and_password[name] = value;
  }
  return auth;
}

export function setEmailProvider(
  auths: NeonAuths,
  branch: Branch,
  provider: Record<string, unknown>,
): NeonAuth {
  const auth = requireAuth(auths, branch);
  auth.email_provider = provider;
  return auth;
}

export function setAppName(auths: NeonAuths, branch: Branch, name: string): NeonAuth {
  const auth = requireAuth(auths, branch);
  auth.name = name;
  return auth;
}

export function addOauthProvider(
  auths: NeonAuths,
  branch: Branch,
  provider: AuthOauthProvider,
): NeonAuth {
  const auth = requireAuth(auths, branch);
  if (auth.oauth_providers.some((p) => p.id === provider.id)) {
    throw conflict(`OAuth provider ${provider.id} is already configured on branch ${branch.id}`);
  }
  auth.oauth_providers.push(provider);
  return auth;
}

function providerIndex(branch: Branch, auth: NeonAuth, id: string): number {
  const index = auth.oauth_providers.findIndex((p) => p.id === id);
  if (index < 0) throw notFound(`OAuth provider ${id} is not configured on branch ${branch.id}`);
  return index;
}

export function updateOauthProvider(
  auths: NeonAuths,
  branch: Branch,
  id: string,
  changes: Omit<AuthOauthProvider, "id">,
): AuthOauthProvider {
  const auth = requireAuth(auths, branch);
  const index = providerIndex(branch, auth, id);
  const current = auth.oauth_providers[index] as AuthOauthProvider;
  const updated = { ...current, ...changes, id: current.id };
  auth.oauth_providers[index] = updated;
  return updated;
}

export function deleteOauthProvider(auths: NeonAuths, branch: Branch, id: string): void {
  const auth = requireAuth(auths, branch);
  auth.oauth_providers.splice(providerIndex(branch, auth, id), 1);
}
