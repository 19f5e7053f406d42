import { iso, isoSeconds } from "../state/clock/clock.ts";
import { anonymizedRestrictions } from "../state/records/anonymized-restrictions.ts";
import type { Branch } from "../state/records/records.ts";
import { emptyUsage, type Usage } from "../state/records/usage.ts";
import { branchRestoreView } from "./snapshots.ts";

/**
 * Neon's Branch. Its metered figures (docs/emulator/metering.md) are `usage`, the branch's with
 * its running computes' current slices (services/computes/metering.ts's usageNow), else what is
 * kept; its data's as last measured, else a new branch's logical size.
 */
export function branchView(branch: Branch, usage: Usage = branch.usage ?? emptyUsage()) {
  const computeSeconds = Math.round(usage.compute_unit_seconds);
  return {
    id: branch.id,
    project_id: branch.project_id,
    ...(branch.parent_id ? { parent_id: branch.parent_id, parent_lsn: "0/1DE2850" } : {}),
    name: branch.name,
    current_state: branch.current_state,
    state_changed_at: iso(branch.state_changed_at),
    logical_size: branch.measured?.logical_size ?? unmeasuredLogicalSize,
    creation_source: "console",
    primary: branch.default,
    default: branch.default,
    protected: branch.protected,
    cpu_used_sec: computeSeconds,
    compute_time_seconds: computeSeconds,
    active_time_seconds: Math.round(usage.active_time_seconds),
    written_data_bytes: branch.measured?.written_data_bytes ?? 0,
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

/** A new cluster's size on disk, for a branch with no real data to measure (--no-postgres). */
const unmeasuredLogicalSize = 30_785_536;

/** The branch's annotation, as Neon lists it beside the branch. */
export function annotationView(branch: Branch) {
  return { object: { type: "console/branch", id: branch.id }, value: { ...branch.annotation } };
}
