/** A trusted domain of Neon Auth (`…/auth/domains`). */
export interface AuthDomain {
  domain: string;
  auth_provider: "better_auth";
}

/**
 * A branch's Neon Auth: Neon's integration fields, the Better Auth secret (never shown), and
 * the settings Neon's routes change. A child branch gets a copy with ids and secrets of its own.
 */
export interface NeonAuth {
  auth_provider: "better_auth";
  auth_provider_project_id: string;
  pub_client_key: string;
  secret_server_key: string;
  /** Better Auth's secret: signs the branch's cookies, encrypts its JWKS private keys. */
  secret: string;
  db_name: string;
  created_at: number;
  name: string;
  allow_localhost: boolean;
  trusted_domains: AuthDomain[];
  email_and_password: Record<string, unknown> & { enabled: boolean; disable_sign_up: boolean };
  /** Kept and shown back without effect: the emulator sends no email, calls no OAuth provider. */
  email_provider?: Record<string, unknown>;
  oauth_providers: AuthOauthProvider[];
}

/** An OAuth provider of Neon Auth (`…/auth/oauth_providers`); `shared` without a client id. */
export interface AuthOauthProvider {
  id: "google" | "github" | "microsoft" | "vercel";
  client_id?: string | undefined;
  client_secret?: string | undefined;
  microsoft_tenant_id?: string | undefined;
}

/** Every branch's Neon Auth, by branch id: Neon Auth's own state, kept by the service. */
export type NeonAuths = Map<string, NeonAuth>;
