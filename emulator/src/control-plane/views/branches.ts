import { iso, isoSeconds } from "../state/clock/clock.ts";
import { anonymizedRestrictions } from "../state/records/anonymized-restrictions.ts";
import type { Branch } from "../state/records/records.ts";
import { branchRestoreView } from "./snapshots.ts";

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
    ...branchRestoreView(branch),
    ...(branch.anonymization
      ? { restricted_actions: anonymizedRestrictions.map((action) => ({ ...action })) }
      : {}),
  };
}

/** The branch's annotation, as Neon lists it beside the branch. */
export function annotationView(branch: Branch) {
  return { object: { type: "console/branch", id: branch.id }, value: { ...branch.annotation } };
}
