import { iso } from "../state/clock/clock.ts";
import { regionHost } from "../state/new-records.ts";
import type { Project, State } from "../state/records/records.ts";
import { emptyUsage, type Usage } from "../state/records/usage.ts";

/** Neon's Project and ProjectListItem. */

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

/**
 * Neon's Project: its metered figures are `usage` (every compute's, deleted branches' included,
 * running ones' current slices too), the written bytes its branches' as last measured; `owner`
 * says the plan's branch limit (`branchesLimit`) and subscription.
 */
export function projectView(
  project: Project,
  state: State,
  usage: Usage = project.usage ?? emptyUsage(),
  owner?: { email: string; name: string; branches_limit: number; subscription_type: string },
) {
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
    written_data_bytes: [...project.branches.values()].reduce(
      (sum, branch) => sum + (branch.measured?.written_data_bytes ?? 0),
      0,
    ),
    compute_time_seconds: Math.round(usage.compute_unit_seconds),
    active_time_seconds: Math.round(usage.active_time_seconds),
    consumption_period_start: periodStart.toISOString(),
    consumption_period_end: periodEnd.toISOString(),
    ...(owner ? { owner } : {}),
  };
}
