import type { Scheduled } from "../clock/scheduler.ts";
import type { Plan } from "./compute-sizes.ts";
import type { KeyType, LoadedSeed } from "./seed.ts";
import type { MeasuredData, Usage } from "./usage.ts";

export interface User {
  id: string;
  name: string;
  email: string;
}

export interface Organization {
  id: string;
  name: string;
  admins: Set<string>;
  members: Set<string>;
  created_at: number;
}

export type ProjectOwner = { user: string } | { org: string };

export interface Role {
  name: string;
  password: string;
  protected: boolean;
  created_at: number;
  updated_at: number;
}

export interface Database {
  id: number;
  name: string;
  owner_name: string;
  created_at: number;
  updated_at: number;
}

export interface Branch {
  id: string;
  project_id: string;
  name: string;
  parent_id?: string;
  default: boolean;
  current_state: "init" | "ready";
  state_changed_at: number;
  created_at: number;
  updated_at: number;
  init_source: "parent-data" | "schema-only";
  protected: boolean;
  /** When the platform deletes the branch (whole seconds), and the interval it was set with. */
  expires_at?: number;
  ttl_interval_seconds?: number;
  /** The deletion due at `expires_at`, on the virtual clock. */
  expiry_timer?: Scheduled;
  last_reset_at?: number;
  /** In creation order; the first is the branch's owner role and database. */
  roles: Map<string, Role>;
  databases: Map<string, Database>;
  /** Key/value metadata given at creation (`annotation_value`), shown as the branch's annotation. */
  annotation?: Record<string, string>;
  /** Set on a branch created through `branch_anonymized`: its masking rules and their runs. */
  anonymization?: Anonymization;
  /** Branch credentials (`…/credentials`), by token id; revoked ones stay, marked. */
  credentials?: Map<string, BranchCredential>;
  /** Set on a branch made by restoring a snapshot (restoreSnapshot). */
  snapshot_restore?: SnapshotRestore;
  /** Its backup schedule (setSnapshotSchedule), and the timers that take the schedule's snapshots. */
  backup_schedule?: BackupScheduleItem[];
  backup_timers?: Scheduled[];
  /** Its computes' metered activity (services/computes/metering.ts); none yet: nothing metered. */
  usage?: Usage;
  /** Its data as last measured on disk (services/shared/branch-measure.ts). */
  measured?: MeasuredData;
}

/** A branch's data at one moment (Neon's Snapshot), kept by the project: it outlives its branch. */
export interface Snapshot {
  id: string;
  name: string;
  slug: string;
  source_branch_id: string;
  /** When it was taken: its data is the branch's of that moment. */
  created_at: number;
  /** The WAL position its data includes, read from the copy once it is taken. */
  lsn?: string;
  expires_at?: number;
  /** The deletion due at `expires_at`, on the virtual clock. */
  expiry_timer?: Scheduled;
  /** False when a backup schedule took it. */
  manual: boolean;
  /** The branch's roles and databases when it was taken: its data has them. */
  roles: Role[];
  databases: Database[];
}

/** The restore a branch came from, and the branch it replaces when finalized. */
export interface SnapshotRestore {
  snapshot_id: string;
  target_id: string;
  status: "restored" | "finalized";
}

/** An entry of a backup schedule, as given (Neon's BackupScheduleItem). */
export interface BackupScheduleItem {
  frequency: "daily" | "weekly" | "monthly";
  hour?: number | undefined;
  day?: number | undefined;
  month?: number | undefined;
  retention_seconds?: number | undefined;
}

/**
 * What a branch credential may do: Neon's requestable scopes (createCredential), one list for
 * the type, the routes that take scopes and the admin API's check. A branch service that takes
 * credentials adds its scope here.
 */
export const credentialScopes = [
  "storage:read",
  "storage:write",
  "ai_gateway:invoke",
  "functions:invoke",
] as const;

export type CredentialScope = (typeof credentialScopes)[number];

/**
 * A branch credential. Its secrets are kept because Neon reveals them (revealCredential); they
 * leave the emulator only in the answers of create, reveal and rotate.
 */
export interface BranchCredential {
  /** `nak_live_<32 hex>`: the credential's id and its AWS_ACCESS_KEY_ID. */
  token_id: string;
  /** The first 12 hex digits of the id: the api token names its credential by it. */
  token_id_short: string;
  name?: string;
  scopes: CredentialScope[];
  branch_id: string;
  created_at: number;
  last_used_at?: number;
  revoked_at?: number;
  /** The `<secret>` of the api token `nt_live_<token_id_short>_<secret>`. */
  api_secret: string;
  /** `nsk_live_<64 hex>`: the AWS_SECRET_ACCESS_KEY. */
  s3_secret_access_key: string;
  /**
   * Whose it is: absent for a user's (createCredential); `function` for one the platform minted
   * for a function's deployment (Neon's "function-serve auto-mint"), with that function's id.
   */
  principal_type?: "function";
  function_id?: string;
}

/** Neon's masking rule: one column, masked with a PostgreSQL Anonymizer expression or a literal. */
export interface MaskingRule {
  database_name: string;
  schema_name: string;
  table_name: string;
  column_name: string;
  masking_function?: string;
  masking_value?: string;
}

export type AnonymizationState =
  | "created"
  | "initialized"
  | "initialization_error"
  | "anonymizing"
  | "anonymized"
  | "error";

export interface AnonymizationRun {
  started_at: number;
  /** Set when the run ends, whether it succeeded or failed. */
  completed_at?: number;
  triggered_by: string;
  triggered_by_username: string;
  masked_columns: number;
}

export interface Anonymization {
  state: AnonymizationState;
  status_message: string;
  created_at: number;
  updated_at: number;
  failed_at?: number;
  rules: MaskingRule[];
  last_run?: AnonymizationRun;
  /** Whether a run has ever finished: until then the branch holds the parent's unmasked data. */
  masked_once: boolean;
}

export type ComputeState = "init" | "active" | "idle";

export interface Compute {
  id: string;
  project_id: string;
  branch_id: string;
  host: string;
  type: "read_write" | "read_only";
  name?: string;
  current_state: ComputeState;
  pending_state?: ComputeState;
  min_cu: number;
  max_cu: number;
  suspend_timeout_seconds: number;
  pg_settings: Record<string, string>;
  last_active?: number;
  started_at?: number;
  suspended_at?: number;
  created_at: number;
  updated_at: number;
  /** Emulator bookkeeping, visible through the admin state only. */
  open_connections: number;
  /** Clients connected through the Postgres proxy right now. */
  live_connections: number;
  dropped_connections: number;
  restart_count: number;
  last_activity_at?: number;
  idle_timer?: Scheduled;
  /** Its activity is metered up to this moment (services/computes/metering.ts). */
  metered_until?: number;
}

export type OperationStatus = "scheduling" | "running" | "finished" | "failed";

export interface Operation {
  id: string;
  project_id: string;
  branch_id?: string;
  endpoint_id?: string;
  action: string;
  status: OperationStatus;
  failures_count: number;
  error?: string;
  created_at: number;
  updated_at: number;
  /** Who started it: user requests lock the project, control-plane work does not. */
  initiated_by: "user" | "system";
  held: boolean;
  fail: boolean;
}

export interface Project {
  id: string;
  name: string;
  history_retention_seconds?: number;
  region_id: string;
  pg_version: number;
  owner: ProjectOwner;
  owner_id: string;
  created_at: number;
  updated_at: number;
  branches: Map<string, Branch>;
  computes: Map<string, Compute>;
  operations: Operation[];
  /** The project's snapshots (createSnapshot), by id. */
  snapshots?: Map<string, Snapshot>;
  /** Every compute's metered activity, deleted branches' included. */
  usage?: Usage;
}

export interface ApiKey {
  id: number;
  name: string;
  token: string;
  type: KeyType;
  /** Owner of a personal key; creator of an organization or project key. */
  user_id: string;
  org_id?: string;
  project_id?: string;
  created_at: number;
  revoked: boolean;
  /** Set when the key stopped working without a revocation (project left its organization). */
  unusable_reason?: string;
  last_used_at?: number;
}

export interface Timing {
  operation_ms: number;
  operation_ms_by_action: Record<string, number>;
  suspend_timeout_seconds: number;
  time_scale: number;
  check_availability_interval_ms: number;
}

export interface Limits {
  enabled: boolean;
  per_key_per_minute: number;
  per_route_per_second: number;
}

export interface State {
  plan: Plan;
  timing: Timing;
  limits: Limits;
  users: Map<string, User>;
  organizations: Map<string, Organization>;
  projects: Map<string, Project>;
  apiKeys: Map<number, ApiKey>;
  nextKeyId: number;
  nextDatabaseId: number;
}

export const isOrgMember = (org: Organization, userId: string) =>
  org.admins.has(userId) || org.members.has(userId);

export function projectOrgId(project: Project): string | undefined {
  return "org" in project.owner ? project.owner.org : undefined;
}

/** The seed's people and keys; projects are added by the platform, which owns the clock. */
export function createState(seed: LoadedSeed, now: number): State {
  return {
    plan: seed.plan,
    timing: seed.timing,
    limits: seed.limits,
    users: new Map(seed.users.map((u) => [u.id, { ...u }])),
    organizations: new Map(
      seed.organizations.map((o) => [
        o.id,
        {
          id: o.id,
          name: o.name,
          admins: new Set(o.admins),
          members: new Set(o.members),
          created_at: now,
        },
      ]),
    ),
    projects: new Map(),
    apiKeys: new Map(),
    nextKeyId: Math.max(100_000, ...seed.api_keys.map((k) => k.id)) + 1,
    nextDatabaseId: 1_000_001,
  };
}
