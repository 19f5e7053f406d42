import type { BranchRef } from "../../../data-plane/data-plane.ts";
import { type StateJson, stateFromJson } from "../../state/persistence/records-json.ts";
import type { SavedState } from "../../state/persistence/state-file.ts";
import { Platform, type PlatformParts } from "../../state/platform.ts";
import type { Branch, Compute, Project } from "../../state/records/records.ts";
import type { LoadedSeed } from "../../state/records/seed.ts";
import { armExpiry } from "../branches/branch-expiry.ts";
import { meterCompute } from "../computes/metering.ts";
import { scheduleAvailabilityChecks } from "../platform/availability-checks.ts";
import { armBackupSchedule } from "../snapshots/backup-schedules.ts";
import { armSnapshotExpiry } from "../snapshots/snapshots.ts";
import { finishInterrupted } from "./interrupted-operations.ts";

/** A platform reopened from its state file, and what its data directory holds that no branch owns. */
export interface Reopened {
  platform: Platform;
  /**
   * Settles, once the operations a kill interrupted are finished or failed, with the branch data
   * directories no branch owns (reported; removed with `prune`).
   */
  orphans: Promise<BranchRef[]>;
}

/**
 * The platform as its state file left it: the same records, its clock never earlier than when
 * saved, each branch service's own state; every compute suspended (woken on the next connection,
 * as always); the timers the records carry armed again (branch and snapshot expiry, backup
 * schedules); and the operations a kill interrupted finished where their work can be done again,
 * failed where it cannot (interrupted-operations.ts). `ready` settles when that is done.
 */
export function reopenPlatform(saved: SavedState, parts: PlatformParts, opMs?: number): Reopened {
  const seed = saved.seed as LoadedSeed;
  const platform = new Platform(seed, parts);
  platform.startOver(seed, saved.clock);
  platform.state = stateFromJson(saved.state as StateJson);
  // An explicit operation duration (--op-ms) wins over the one kept, as over a seed's.
  if (opMs !== undefined) platform.state.timing.operation_ms = opMs;
  platform.branchServices.loadStates(saved.services);
  const now = platform.clock.now();
  for (const project of platform.state.projects.values()) {
    for (const compute of project.computes.values()) {
      // Its server went with the emulator: it was active until the state was last saved.
      meterCompute(platform, project, compute, Math.min(now, saved.clock));
      suspendedByRestart(compute, now);
    }
    for (const branch of project.branches.values()) {
      maskingInterrupted(branch, now);
      armExpiry(platform, project, branch);
      armBackupSchedule(platform, project, branch);
    }
    for (const snapshot of project.snapshots?.values() ?? []) {
      armSnapshotExpiry(platform, project, snapshot);
    }
  }
  scheduleAvailabilityChecks(platform);
  const orphans = finishInterrupted(platform).then(() => orphanedData(platform));
  platform.ready = orphans.then(() => undefined);
  return { platform, orphans };
}

/**
 * A masking run or an anonymized branch's set-up the emulator stopped during does not go on:
 * the branch says so (its connections stay refused until a run masks its data, as before).
 */
function maskingInterrupted(branch: Branch, now: number): void {
  const anonymization = branch.anonymization;
  if (!anonymization) return;
  const state =
    anonymization.state === "anonymizing"
      ? ("error" as const)
      : anonymization.state === "created"
        ? ("initialization_error" as const)
        : undefined;
  if (!state) return;
  anonymization.state = state;
  anonymization.status_message =
    state === "error"
      ? "Anonymization interrupted by the emulator's restart: start it again (POST …/anonymize)"
      : "Initialization failed: interrupted by the emulator's restart; delete the branch and create a new anonymized branch";
  anonymization.updated_at = now;
  anonymization.failed_at = now;
}

/** The servers went with the emulator: a compute comes back suspended, with no client. */
function suspendedByRestart(compute: Compute, now: number): void {
  if (compute.current_state === "active" || compute.pending_state !== undefined) {
    compute.last_active = compute.last_activity_at ?? now;
    compute.suspended_at = now;
    compute.updated_at = now;
  }
  compute.current_state = "idle";
  delete compute.pending_state;
  compute.open_connections = 0;
  compute.live_connections = 0;
}

/** The branch data directories on disk that no branch of any project owns. */
async function orphanedData(platform: Platform): Promise<BranchRef[]> {
  const stored = await platform.dataPlane.storedBranches();
  return stored.filter((ref) => !ownerOf(platform.state.projects.get(ref.projectId), ref));
}

function ownerOf(project: Project | undefined, ref: BranchRef): boolean {
  return project?.branches.has(ref.branchId) ?? false;
}

/** Removes the data directories no branch owns (`--prune`). */
export async function pruneOrphans(platform: Platform, orphans: BranchRef[]): Promise<void> {
  for (const ref of orphans) await platform.dataPlane.deleteBranch(ref);
}
