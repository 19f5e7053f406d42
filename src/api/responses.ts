import { z } from "zod";
import { lazy } from "../core/lazy.ts";

// Enum-like fields are plain strings: the platform grows them (new operation actions,
// compute states), and an unknown value must not break a run.

const operationSchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    project_id: z.string(),
    branch_id: z.string().optional(),
    endpoint_id: z.string().optional(),
    action: z.string(),
    status: z.string(),
    error: z.string().optional(),
    failures_count: z.number().int().nonnegative(),
    retry_at: z.string().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    total_duration_ms: z.number().optional(),
  }),
);
export type Operation = z.infer<ReturnType<typeof operationSchema>>;

const endpointSchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    project_id: z.string(),
    branch_id: z.string().min(1),
    host: z.string().min(1),
    type: z.string(),
    current_state: z.string(),
    pending_state: z.string().optional(),
    autoscaling_limit_min_cu: z.number(),
    autoscaling_limit_max_cu: z.number(),
    suspend_timeout_seconds: z.number().optional(),
    /** Optional, mutable; the action's claim ledger (flows/shared/compute-claims.ts). */
    name: z.string().nullish(),
    last_active: z.string().optional(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type Endpoint = z.infer<ReturnType<typeof endpointSchema>>;

const branchSchema = lazy(() =>
  z.object({
    id: z.string().min(1),
    project_id: z.string(),
    name: z.string(),
    parent_id: z.string().optional(),
    default: z.boolean().optional(),
    protected: z.boolean().optional(),
    created_at: z.string(),
    /** `schema-only` or `parent-data`. */
    init_source: z.string().optional(),
    /** When the platform deletes the branch; absent (or null) when it never does. */
    expires_at: z.string().nullish(),
    /** What the platform refuses on this branch now: an anonymized branch lists `restore` and `delete-rw-endpoint`. */
    restricted_actions: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
    /** Metered figures (the preview's cost: src/cost/preview-cost.ts): CU-seconds, seconds, bytes. */
    compute_time_seconds: z.number().nonnegative().optional(),
    active_time_seconds: z.number().nonnegative().optional(),
    written_data_bytes: z.number().nonnegative().optional(),
    logical_size: z.number().nonnegative().optional(),
  }),
);
export type Branch = z.infer<ReturnType<typeof branchSchema>>;

const operations = lazy(() => z.array(operationSchema()));

export const endpointWithOperationsSchema = lazy(() =>
  z.object({
    endpoint: endpointSchema(),
    operations: operations(),
  }),
);
export const endpointResponseSchema = lazy(() => z.object({ endpoint: endpointSchema() }));
export const endpointsResponseSchema = lazy(() =>
  z.object({ endpoints: z.array(endpointSchema()) }),
);
export const operationResponseSchema = lazy(() => z.object({ operation: operationSchema() }));
export const operationsPageSchema = lazy(() =>
  z.object({
    operations: operations(),
    pagination: z.object({ cursor: z.string().optional() }).optional(),
  }),
);

export const branchResponseSchema = lazy(() => z.object({ branch: branchSchema() }));
export const branchCreatedSchema = lazy(() =>
  z.object({
    branch: branchSchema(),
    endpoints: z.array(endpointSchema()).optional(),
    operations: operations(),
  }),
);
/** Neon's AnnotationData: key/value properties given at the branch's creation (`annotation_value`). */
const annotationSchema = lazy(() => z.object({ value: z.record(z.string(), z.string()) }));

export const branchesPageSchema = lazy(() =>
  z.object({
    branches: z.array(branchSchema()),
    /** Neon's AnnotationsMapResponse (listProjectBranches): each annotated branch's, by its id. */
    annotations: z.record(z.string(), annotationSchema()).optional(),
    pagination: z.object({ next: z.string().optional() }).optional(),
  }),
);
/** PATCH and restore of a branch: the branch as it is now, and what the change started. */
export const branchOperationsSchema = lazy(() =>
  z.object({ branch: branchSchema(), operations: operations() }),
);
export const branchDeletedSchema = lazy(() =>
  z.object({ branch: branchSchema().optional(), operations: operations() }),
);

export const connectionUriSchema = lazy(() => z.object({ uri: z.string().min(1) }));

export const platformErrorSchema = lazy(() =>
  z.object({
    code: z.string().optional(),
    message: z.string().optional(),
    request_id: z.string().optional(),
  }),
);

export const databasesResponseSchema = lazy(() =>
  z.object({
    databases: z.array(z.object({ name: z.string().min(1) })),
  }),
);
/** `GET …/schema`: `pg_dump --schema-only` text. */
export const branchSchemaResponseSchema = lazy(() => z.object({ sql: z.string() }));
/** `GET …/compare_schema`: a unified diff; empty (or absent) when the schemas match. */
export const schemaComparisonSchema = lazy(() => z.object({ diff: z.string().optional() }));

// Anonymized branches (Neon's Beta): masking rules and the masking's progress.

const maskingRuleSchema = lazy(() =>
  z.object({
    database_name: z.string(),
    schema_name: z.string(),
    table_name: z.string(),
    column_name: z.string(),
    masking_function: z.string().optional(),
    masking_value: z.string().optional(),
  }),
);
export const maskingRulesResponseSchema = lazy(() =>
  z.object({ masking_rules: z.array(maskingRuleSchema()) }),
);

/** `state`: created, initialized, initialization_error, anonymizing, anonymized or error. */
export const anonymizedStatusSchema = lazy(() =>
  z.object({
    project_id: z.string(),
    branch_id: z.string(),
    state: z.string(),
    status_message: z.string().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    failed_at: z.string().optional(),
    last_run: z
      .object({
        started_at: z.string().optional(),
        completed_at: z.string().optional(),
        masked_columns: z.number().int().optional(),
      })
      .optional(),
  }),
);
export type AnonymizedStatus = z.infer<ReturnType<typeof anonymizedStatusSchema>>;

/**
 * Neon's NeonAuthIntegration (getNeonAuth) and NeonAuthCreateIntegrationResponse (createNeonAuth):
 * only the public URLs are kept; zod drops the rest, `secret_server_key` with it.
 */
export const neonAuthSchema = lazy(() =>
  z.object({
    auth_provider: z.string().optional(),
    base_url: z.string().min(1),
    jwks_url: z.string().min(1),
  }),
);
export type NeonAuth = z.infer<ReturnType<typeof neonAuthSchema>>;

/** Neon's DataAPIReponse (getProjectBranchDataAPI). */
export const dataApiSchema = lazy(() =>
  z.object({
    url: z.string().min(1),
    status: z.string().optional(),
    settings: z.record(z.string(), z.unknown()).nullish(),
  }),
);
export type DataApi = z.infer<ReturnType<typeof dataApiSchema>>;
export const dataApiCreatedSchema = lazy(() => z.object({ url: z.string().min(1) }));

// Branch credentials (createCredential, listCredentials) and the services they open: Object
// Storage (getProjectBranchStorage), the AI gateway (getProjectBranchAiGateway), Functions
// (listProjectBranchFunctions). Scopes are plain strings: Neon grows them.

/** CreateCredentialResponse: `token_id`, `api_token` and `s3_secret_access_key` are secrets. */
export const credentialCreatedSchema = lazy(() =>
  z.object({
    token_id: z.string().min(1),
    token_id_short: z.string().min(1),
    name: z.string().optional(),
    api_token: z.string().min(1),
    s3_secret_access_key: z.string().min(1),
    scopes: z.array(z.string()),
    branch_id: z.string(),
    created_at: z.string(),
    expires_at: z.string().optional(),
  }),
);
export type CreatedCredential = z.infer<ReturnType<typeof credentialCreatedSchema>>;

/** CredentialMeta: metadata only (its `token_id` is still the AWS_ACCESS_KEY_ID: a secret). */
const credentialMetaSchema = lazy(() =>
  z.object({
    token_id: z.string().min(1),
    token_id_short: z.string().min(1),
    name: z.string().optional(),
    scopes: z.array(z.string()),
    branch_id: z.string().optional(),
    created_at: z.string(),
    revoked_at: z.string().optional(),
    expires_at: z.string().optional(),
  }),
);
export type CredentialMeta = z.infer<ReturnType<typeof credentialMetaSchema>>;
export const credentialsListSchema = lazy(() =>
  z.object({ credentials: z.array(credentialMetaSchema()) }),
);

/** BranchStorage. */
export const branchStorageSchema = lazy(() =>
  z.object({
    enabled: z.boolean(),
    s3_endpoint: z.string().min(1),
    region: z.string().min(1),
  }),
);
export type BranchStorage = z.infer<ReturnType<typeof branchStorageSchema>>;

/** listProjectBranchBuckets' answer, as far as the action reads it. */
export const branchBucketsSchema = lazy(() =>
  z.object({
    buckets: z.array(z.object({ name: z.string().min(1), access_level: z.string() })),
  }),
);
export type BranchBucket = z.infer<ReturnType<typeof branchBucketsSchema>>["buckets"][number];

/** BranchAiGateway: `base_url` is the gateway's root; clients append `/ai-gateway/openai/v1/…`. */
export const branchAiGatewaySchema = lazy(() =>
  z.object({
    enabled: z.boolean(),
    base_url: z.string().min(1),
  }),
);
export type BranchAiGateway = z.infer<ReturnType<typeof branchAiGatewaySchema>>;

/** getProjectBranchFunction's answer, as far as the action reads it: its newest deployment. */
export const branchFunctionSchema = lazy(() =>
  z.object({
    function: z.object({
      slug: z.string().min(1),
      invocation_url: z.string(),
      current_deployment: z
        .object({
          id: z.union([z.number(), z.string()]),
          status: z.string(),
          error: z.string().nullish(),
        })
        .nullish(),
    }),
  }),
);
export type BranchFunctionDetail = z.infer<ReturnType<typeof branchFunctionSchema>>["function"];

/** NeonFunctionsListResponse, as far as the action reads it. */
export const branchFunctionsSchema = lazy(() =>
  z.object({
    functions: z.array(z.object({ slug: z.string().min(1), invocation_url: z.string() })),
  }),
);
export type BranchFunction = z.infer<ReturnType<typeof branchFunctionsSchema>>["functions"][number];
