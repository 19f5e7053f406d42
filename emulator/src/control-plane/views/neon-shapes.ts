import { anonymizedRestrictions } from "../services/anonymization.ts";
import { iso } from "../state/clock.ts";
import { type Platform, regionHost } from "../state/platform.ts";
import type {
  ApiKey,
  Branch,
  Compute,
  Database,
  Organization,
  Project,
  Role,
  State,
  User,
} from "../state/records.ts";

/** Neon API shapes of the emulator's records. */

export function projectListItemView(project: Project, state: State) {
  const orgId = "org" in project.owner ? project.owner.org : undefined;
  const lastActive = Math.max(0, ...[...project.computes.values()].map((c) => c.last_active ?? 0));
  return {
    id: project.id,
    platform_id: "aws",
    region_id: project.region_id,
    name: project.name,
    provisioner: "k8s-neonvm",
    pg_version: project.pg_version,
    proxy_host: regionHost(project.region_id),
    branch_logical_size_limit: 0,
    branch_logical_size_limit_bytes: -1,
    store_passwords: true,
    active_time: 0,
    cpu_used_sec: 0,
    creation_source: "console",
    created_at: iso(project.created_at),
    updated_at: iso(project.updated_at),
    owner_id: project.owner_id,
    locked: false,
    ...(lastActive > 0 ? { compute_last_active_at: iso(lastActive) } : {}),
    ...(orgId ? { org_id: orgId, org_name: state.organizations.get(orgId)?.name ?? orgId } : {}),
  };
}

export function projectView(project: Project, state: State) {
  const { active_time: _, org_name: __, ...item } = projectListItemView(project, state);
  const periodStart = new Date(project.created_at);
  periodStart.setUTCDate(1);
  periodStart.setUTCHours(0, 0, 0, 0);
  const periodEnd = new Date(periodStart);
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  return {
    ...item,
    history_retention_seconds: project.history_retention_seconds ?? 86400,
    data_storage_bytes_hour: 0,
    data_transfer_bytes: 0,
    written_data_bytes: 0,
    compute_time_seconds: 0,
    active_time_seconds: 0,
    consumption_period_start: periodStart.toISOString(),
    consumption_period_end: periodEnd.toISOString(),
  };
}

export function branchView(branch: Branch) {
  return {
    id: branch.id,
    project_id: branch.project_id,
    ...(branch.parent_id ? { parent_id: branch.parent_id, parent_lsn: "0/1DE2850" } : {}),
    name: branch.name,
    current_state: branch.current_state,
    state_changed_at: iso(branch.state_changed_at),
    logical_size: 30_785_536,
    creation_source: "console",
    primary: branch.default,
    default: branch.default,
    protected: branch.protected,
    cpu_used_sec: 0,
    compute_time_seconds: 0,
    active_time_seconds: 0,
    written_data_bytes: 0,
    data_transfer_bytes: 0,
    created_at: iso(branch.created_at),
    updated_at: iso(branch.updated_at),
    init_source: branch.init_source,
    ...(branch.expires_at !== undefined
      ? {
          expires_at: isoSeconds(branch.expires_at),
          ttl_interval_seconds: branch.ttl_interval_seconds ?? 0,
        }
      : {}),
    ...(branch.last_reset_at !== undefined ? { last_reset_at: iso(branch.last_reset_at) } : {}),
    ...(branch.anonymization
      ? { restricted_actions: anonymizedRestrictions.map((action) => ({ ...action })) }
      : {}),
  };
}

/** Neon shows `expires_at` at second precision, as it stores it (2025-06-09T18:02:16Z). */
export const isoSeconds = (ms: number): string => iso(ms).replace(/\.\d{3}Z$/, "Z");

export function organizationView(org: Organization, state: State) {
  return {
    id: org.id,
    name: org.name,
    handle: org.id.replace(/^org-/, ""),
    plan: state.plan,
    created_at: iso(org.created_at),
    updated_at: iso(org.created_at),
    managed_by: "console",
  };
}

/**
 * Neon's account record for the key's user. The emulator enforces no project or branch count
 * and no compute time, so those limits are informational (modest for the seed's `free` plan,
 * generous for `paid`); `max_autoscaling_limit` is the largest autoscaling size the plan accepts
 * (2 CU on free, 16 CU on paid, see sizes.ts). `plan` is the seed's plan name as is.
 */
export function currentUserView(user: User, state: State) {
  const free = state.plan === "free";
  return {
    id: user.id,
    email: user.email,
    login: user.email,
    name: user.name,
    last_name: "",
    image: "",
    auth_accounts: [],
    plan: state.plan,
    projects_limit: free ? 100 : 1000,
    branches_limit: free ? 10 : 5000,
    max_autoscaling_limit: free ? 2 : 16,
    active_seconds_limit: free ? 360_000 : 0,
    ...(free ? { compute_seconds_limit: 360_000 } : {}),
  };
}

export function endpointView(compute: Compute, project: Project) {
  return {
    host: compute.host,
    id: compute.id,
    ...(compute.name ? { name: compute.name } : {}),
    project_id: compute.project_id,
    branch_id: compute.branch_id,
    autoscaling_limit_min_cu: compute.min_cu,
    autoscaling_limit_max_cu: compute.max_cu,
    region_id: project.region_id,
    type: compute.type,
    current_state: compute.current_state,
    ...(compute.pending_state ? { pending_state: compute.pending_state } : {}),
    settings: { pg_settings: { ...compute.pg_settings } },
    pooler_enabled: false,
    pooler_mode: "transaction",
    disabled: false,
    passwordless_access: true,
    ...(compute.last_active !== undefined ? { last_active: iso(compute.last_active) } : {}),
    creation_source: "console",
    created_at: iso(compute.created_at),
    updated_at: iso(compute.updated_at),
    ...(compute.started_at !== undefined ? { started_at: iso(compute.started_at) } : {}),
    ...(compute.suspended_at !== undefined ? { suspended_at: iso(compute.suspended_at) } : {}),
    proxy_host: regionHost(project.region_id),
    suspend_timeout_seconds: compute.suspend_timeout_seconds,
    provisioner: "k8s-neonvm",
  };
}

export function roleView(branch: Branch, role: Role, options: { password?: boolean } = {}) {
  return {
    branch_id: branch.id,
    name: role.name,
    ...(options.password === false ? {} : { password: role.password }),
    protected: role.protected,
    created_at: iso(role.created_at),
    updated_at: iso(role.updated_at),
  };
}

export function databaseView(branch: Branch, database: Database) {
  return {
    id: database.id,
    branch_id: branch.id,
    name: database.name,
    owner_name: database.owner_name,
    created_at: iso(database.created_at),
    updated_at: iso(database.updated_at),
  };
}

export function pooledHost(host: string): string {
  const [first, ...rest] = host.split(".");
  return [`${first}-pooler`, ...rest].join(".");
}

/**
 * With real computes, a URI that connects as it is: the proxy's loopback address, and the
 * endpoint id in `options` (as Neon's proxy takes it from clients without SNI). Without them,
 * Neon's form on the compute's host name.
 */
export function connectionUri(
  platform: Platform,
  target: { role: Role; database: Database; compute: Compute; pooled: boolean },
): string {
  const { role, database, compute, pooled } = target;
  const credentials = `${encodeURIComponent(role.name)}:${encodeURIComponent(role.password)}`;
  const path = encodeURIComponent(database.name);
  const proxy = platform.proxyAddress;
  if (!proxy) {
    const host = pooled ? pooledHost(compute.host) : compute.host;
    return `postgresql://${credentials}@${host}/${path}?sslmode=require`;
  }
  const endpoint = pooled ? `${compute.id}-pooler` : compute.id;
  return `postgresql://${credentials}@${proxy.host}:${proxy.port}/${path}?options=endpoint%3D${endpoint}`;
}

export function connectionDetailsView(platform: Platform, branch: Branch, compute: Compute) {
  const role = [...branch.roles.values()][0];
  const database =
    [...branch.databases.values()].find((d) => d.owner_name === role?.name) ??
    [...branch.databases.values()][0];
  if (!role || !database) return undefined;
  const proxy = platform.proxyAddress;
  return {
    connection_uri: connectionUri(platform, { role, database, compute, pooled: false }),
    connection_parameters: {
      database: database.name,
      password: role.password,
      role: role.name,
      host: proxy ? proxy.host : compute.host,
      pooler_host: proxy ? proxy.host : pooledHost(compute.host),
    },
  };
}

export function apiKeyCreatorView(key: ApiKey, state: State) {
  return {
    id: key.user_id,
    name: state.users.get(key.user_id)?.name ?? "",
    image: "",
  };
}

export function apiKeyListItemView(key: ApiKey, state: State) {
  return {
    id: key.id,
    name: key.name,
    created_at: iso(key.created_at),
    created_by: apiKeyCreatorView(key, state),
    last_used_at: key.last_used_at !== undefined ? iso(key.last_used_at) : null,
    last_used_from_addr: key.last_used_at !== undefined ? "127.0.0.1" : "",
    ...(key.project_id ? { project_id: key.project_id } : {}),
  };
}

export function apiKeyRevokeView(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    created_at: iso(key.created_at),
    created_by: key.user_id,
    last_used_at: key.last_used_at !== undefined ? iso(key.last_used_at) : null,
    last_used_from_addr: key.last_used_at !== undefined ? "127.0.0.1" : "",
    revoked: key.revoked,
    ...(key.project_id ? { project_id: key.project_id } : {}),
  };
}
