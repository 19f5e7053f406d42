import { isoSeconds } from "../../state/clock/clock.ts";
import type { OperationStep } from "../../state/operation-engine.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Compute, Project } from "../../state/records/records.ts";
import { childrenOf } from "../branches/branch-lookups.ts";
import { becomeActive, dropConnections } from "../computes/compute-lifecycle.ts";
import { launchOf } from "../shared/data-plane-requests.ts";
import { armBackupSchedule } from "./backup-schedules.ts";

export interface Swap {
  /** The moved computes, read_write first. */
  computes: Compute[];
  /** One apply_config per moved compute: an active one restarts on the restored data. */
  steps: OperationStep[];
  /** Puts everything back (the restore's data could not be made). */
  undo: () => void;
}

/**
 * Finalizing a snapshot restore, as Neon documents it (finalizeRestoreBranch, guides/
 * backup-restore): the restored branch takes the target's place (its name, computes, default and
 * protected flags, children and backup schedule; the computes restart on the restored data) and
 * the target stays as it was under `oldName`, by default "<name> (old)", unprotected.
 */
export function swapIn(
  platform: Platform,
  project: Project,
  restored: Branch,
  target: Branch,
  oldName: string | undefined,
): Swap {
  const now = platform.clock.now();
  const before = {
    restoredName: restored.name,
    targetName: target.name,
    isDefault: target.default,
    isProtected: target.protected,
    children: childrenOf(project, target),
    schedule: target.backup_schedule,
    updatedAt: [restored.updated_at, target.updated_at] as const,
  };
  const computes = [...project.computes.values()]
    .filter((c) => c.branch_id === target.id)
    .sort((a, b) => Number(a.type === "read_only") - Number(b.type === "read_only"));
  target.name = oldName ?? freeBranchName(project, `${target.name} (old)`, now);
  restored.name = before.targetName;
  restored.default = before.isDefault;
  target.default = false;
  restored.protected = before.isProtected;
  target.protected = false;
  for (const child of before.children) child.parent_id = restored.id;
  moveSchedule(platform, project, target, restored);
  for (const compute of computes) compute.branch_id = restored.id;
  if (restored.snapshot_restore) restored.snapshot_restore.status = "finalized";
  restored.updated_at = now;
  target.updated_at = now;
  return {
    computes,
    steps: computes.map((compute) => restartOn(platform, project, compute)),
    undo: () => {
      for (const compute of computes) compute.branch_id = target.id;
      if (restored.snapshot_restore) restored.snapshot_restore.status = "restored";
      moveSchedule(platform, project, restored, target);
      for (const child of before.children) child.parent_id = target.id;
      target.protected = before.isProtected;
      restored.protected = false;
      target.default = before.isDefault;
      restored.default = false;
      restored.name = before.restoredName;
      target.name = before.targetName;
      [restored.updated_at, target.updated_at] = before.updatedAt;
    },
  };
}

function moveSchedule(platform: Platform, project: Project, from: Branch, to: Branch): void {
  const schedule = from.backup_schedule;
  delete from.backup_schedule;
  armBackupSchedule(platform, project, from);
  if (schedule) to.backup_schedule = schedule;
  armBackupSchedule(platform, project, to);
}

/** The compute now belongs to the restored branch: a running server restarts on its data. */
function restartOn(platform: Platform, project: Project, compute: Compute): OperationStep {
  let restarted = false;
  return {
    action: "apply_config",
    branch_id: compute.branch_id,
    endpoint_id: compute.id,
    work: async () => {
      if (compute.current_state !== "active" || !project.computes.has(compute.id)) return;
      await platform.dataPlane.startCompute(launchOf(compute));
      restarted = true;
    },
    onFinish: () => {
      if (!restarted) return;
      dropConnections(compute);
      compute.restart_count += 1;
      becomeActive(platform, project, compute);
    },
  };
}

/** `base`, or when a branch has that name, `base` with the time and a number if need be. */
export function freeBranchName(project: Project, base: string, now: number): string {
  const names = new Set([...project.branches.values()].map((b) => b.name));
  if (!names.has(base)) return base;
  const stamped = `${base} ${isoSeconds(now)}`;
  let name = stamped;
  for (let n = 2; names.has(name); n++) name = `${stamped} (${n})`;
  return name;
}
