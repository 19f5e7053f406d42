import { iso } from "../state/clock/clock.ts";
import { regionHost } from "../state/new-records.ts";
import type { Compute, Project } from "../state/records/records.ts";

/** Neon's Endpoint: a compute. */

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
