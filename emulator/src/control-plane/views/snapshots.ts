import { iso, isoSeconds } from "../state/clock/clock.ts";
import type { Branch, Snapshot } from "../state/records/records.ts";

/** Neon's Snapshot. No `full_size`: absent means not charged, and the emulator charges nothing. */
export function snapshotView(snapshot: Snapshot) {
  return {
    id: snapshot.id,
    name: snapshot.name,
    slug: snapshot.slug,
    ...(snapshot.lsn !== undefined ? { lsn: snapshot.lsn } : {}),
    timestamp: iso(snapshot.created_at),
    source_branch_id: snapshot.source_branch_id,
    created_at: iso(snapshot.created_at),
    ...(snapshot.expires_at !== undefined ? { expires_at: isoSeconds(snapshot.expires_at) } : {}),
    manual: snapshot.manual,
  };
}

/** Neon's BackupSchedule: the entries as given, none when the branch has no schedule. */
export function backupScheduleView(branch: Branch) {
  return { schedule: (branch.backup_schedule ?? []).map((item) => ({ ...item })) };
}

/**
 * A restored branch's fields (Branch: restore_status, restored_from, restored_as); `restored_as`,
 * "the target branch which was replaced", once the restore is finalized.
 */
export function branchRestoreView(branch: Branch) {
  const restore = branch.snapshot_restore;
  if (!restore) return {};
  return {
    restore_status: restore.status,
    restored_from: restore.snapshot_id,
    ...(restore.status === "finalized" ? { restored_as: restore.target_id } : {}),
  };
}
