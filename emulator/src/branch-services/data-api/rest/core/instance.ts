/** What the control plane tells the Data API about one branch database's service. */
export interface DataApiSettings {
  db_schemas: string[];
  db_anon_role: string;
  db_max_rows?: number | undefined;
  db_extra_search_path: string;
  jwt_role_claim_key: string;
  server_cors_allowed_origins?: string | undefined;
  openapi_mode?: string | undefined;
  db_aggregates_enabled: boolean;
  /** The emulator's own setting (Neon has none): EXPLAIN plans, PostgREST's db-plan-enabled. */
  db_plan_enabled: boolean;
}

export interface DataApiInstance {
  /** `<branch id>/<database>`: the pools and schema cache are kept under it. */
  key: string;
  database: string;
  settings: DataApiSettings;
  /** The JWKS tokens are checked against; undefined: every token is refused. */
  jwksUrl: string | undefined;
  audience: string | undefined;
  /** The branch's read_write compute; undefined when it has none. */
  endpointId: string | undefined;
  proxy: { host: string; port: number } | undefined;
  authenticatorPassword: string;
  /** Changes when PATCH refreshes the schema cache. */
  generation: number;
}
