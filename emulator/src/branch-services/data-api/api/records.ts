/** Neon's DataAPISettings, as given (Neon's defaults filled in). */
export interface DataApiSettingsRecord {
  db_schemas: string[];
  db_anon_role: string;
  db_max_rows?: number;
  db_extra_search_path?: string;
  db_aggregates_enabled: boolean;
  jwt_role_claim_key: string;
  jwt_cache_max_lifetime?: number;
  openapi_mode?: string;
  server_cors_allowed_origins?: string;
  server_timing_enabled?: boolean;
  /** The emulator's own: EXPLAIN plans (`application/vnd.pgrst.plan`), PostgREST's db-plan-enabled. */
  db_plan_enabled?: boolean;
}

export interface DataApi {
  database: string;
  auth_provider: "neon_auth" | "external";
  jwks_url?: string;
  provider_name?: string;
  jwt_audience?: string;
  settings: DataApiSettingsRecord;
  /** Whether the `auth` schema was made (not with `skip_auth_schema`). */
  auth_schema: boolean;
  /** Whether it was made with `add_default_grants`: set up again so on data a restore brings. */
  default_grants: boolean;
  created_at: number;
  /** Bumped by each PATCH: the service reloads its schema cache. */
  generation: number;
}

/** A branch's Data APIs and the login they share: the Data API's own state, by branch id. */
export interface BranchDataApis {
  /** Per database; a child branch gets a copy (its data has the roles). */
  apis: Map<string, DataApi>;
  /** The password of the `authenticator` role the Data API logs in as (never shown). */
  authenticatorPassword?: string;
}
