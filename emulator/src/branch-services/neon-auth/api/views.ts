import { iso } from "../../../control-plane/state/clock/clock.ts";
import type { Branch } from "../../../control-plane/state/records/records.ts";
import type { AuthOauthProvider, NeonAuth } from "./records.ts";
import { authBaseUrl } from "./urls.ts";

/**
 * Neon's shapes of Neon Auth; `origin` is the proxy's HTTP origin, where the auth URLs live
 * (`NeonAuthRuntime.origin`).
 */

/** Neon's NeonAuthCreateIntegrationResponse: the only answer that shows secret_server_key. */
export function authCreatedView(origin: string, branch: Branch, auth: NeonAuth) {
  const base_url = authBaseUrl(origin, branch, auth);
  return {
    auth_provider: auth.auth_provider,
    auth_provider_project_id: auth.auth_provider_project_id,
    pub_client_key: auth.pub_client_key,
    secret_server_key: auth.secret_server_key,
    jwks_url: `${base_url}/.well-known/jwks.json`,
    schema_name: "neon_auth",
    table_name: "user",
    base_url,
  };
}

/** Neon's NeonAuthIntegration (getNeonAuth). */
export function authIntegrationView(origin: string, branch: Branch, auth: NeonAuth) {
  const base_url = authBaseUrl(origin, branch, auth);
  return {
    auth_provider: auth.auth_provider,
    auth_provider_project_id: auth.auth_provider_project_id,
    branch_id: branch.id,
    db_name: auth.db_name,
    created_at: iso(auth.created_at),
    owned_by: "neon" as const,
    jwks_url: `${base_url}/.well-known/jwks.json`,
    base_url,
    name: auth.name,
  };
}

/** Neon's NeonAuthEmailAndPasswordConfig. */
export function emailAndPasswordView(auth: NeonAuth) {
  return { ...auth.email_and_password };
}

/** Neon's NeonAuthEmailServerConfig: Neon's shared sender unless one was set; never its password. */
export function emailProviderView(auth: NeonAuth) {
  const stored = auth.email_provider;
  if (!stored)
    return { type: "shared", sender_email: "auth@mail.myneon.app", sender_name: auth.name };
  const { password: _hidden, ...shown } = stored;
  return shown;
}

/** Neon's NeonAuthOauthProvider: `shared` (Neon's credentials) unless a client id was set. */
export function oauthProviderView(provider: AuthOauthProvider) {
  return {
    id: provider.id,
    type: provider.client_id !== undefined ? "standard" : "shared",
    ...(provider.client_id !== undefined ? { client_id: provider.client_id } : {}),
  };
}

/** Neon's NeonAuthPluginConfigs. */
export function pluginsView(auth: NeonAuth) {
  return {
    email_and_password: emailAndPasswordView(auth),
    email_provider: emailProviderView(auth),
    oauth_providers: auth.oauth_providers.map(oauthProviderView),
    allow_localhost: auth.allow_localhost,
  };
}
