import { badRequest, notFound } from "../../errors.ts";
import { newBranch } from "../../state/new-records.ts";
import type { OperationStep } from "../../state/operation-engine.ts";
import type { Platform } from "../../state/platform.ts";
import { newBranchId } from "../../state/records/ids.ts";
import type { Branch, Compute, Operation, Project, Snapshot } from "../../state/records/records.ts";
import { assertNotRestricted } from "../anonymization/anonymization.ts";
import { assertBranchRoom } from "../branches/branch-limit.ts";
import { assertNameFree } from "../branches/branch-lookups.ts";
import { branchRef } from "../shared/data-plane-requests.ts";
import { assertUnlocked } from "../shared/operations.ts";
import { freeBranchName, swapIn } from "./snapshot-finalize.ts";
import { snapshotRef } from "./snapshots.ts";

/** POST …/snapshots/{s}/restore (restoreSnapshot): its body (and the deprecated `?name=`). */
export interface RestoreSnapshotInput {
  name?: string | undefined;
  target_branch_id?: string | undefined;
  finalize_restore?: boolean | undefined;
}

export interface RestoredSnapshot {
  branch: Branch;
  operations: Operation[];
  /** The target's computes, moved to the restored branch when finalized at once. */
  computes: Compute[];
}

/**
 * A snapshot always restores to a new branch, as Neon documents it: a root branch with the
 * snapshot's data, roles and databases, `restore_status: restored`. Its target (the snapshot's
 * source branch unless `target_branch_id` names another; 400 when that branch is gone) is the
 * branch it replaces when finalized, at once with `finalize_restore: true` or later through
 * finalizeRestoreBranch. When its data cannot be made the branch is removed and, if finalized
 * at once, everything is put back.
 */
export function restoreSnapshot(
  platform: Platform,
  project: Project,
  snapshot: Snapshot,
  input: RestoreSnapshotInput,
): RestoredSnapshot {
  const target = restoreTarget(project, snapshot, input.target_branch_id);
  const finalize = input.finalize_restore ?? false;
  if (finalize) assertNotRestricted(target, "restore");
  if (input.name !== undefined) assertNameFree(project, input.name);
  assertBranchRoom(platform, project);
  assertUnlocked(platform.operations, project);
  const now = platform.clock.now();
  const branch = newBranch(
    project,
    {
      id: newBranchId(),
      name: input.name ?? freeBranchName(project, `${snapshot.name} (restored)`, now),
      default: false,
    },
    {
      roles: snapshot.roles.map((role) => ({ ...role, created_at: now, updated_at: now })),
      databases: snapshot.databases.map((database) => ({
        ...database,
        id: platform.newDatabaseId(),
        created_at: now,
        updated_at: now,
      })),
    },
    now,
    "init",
  );
  branch.snapshot_restore = { snapshot_id: snapshot.id, target_id: target.id, status: "restored" };
  project.branches.set(branch.id, branch);
  const swap = finalize ? swapIn(platform, project, branch, target, undefined) : undefined;
  const create: OperationStep = {
    action: "create_branch",
    branch_id: branch.id,
    work: async () => {
      await platform.dataPlane.restoreSnapshot(
        branchRef(project, branch),
        snapshotRef(project, snapshot),
      );
      platform.branchServices.snapshotRestored(snapshot.id, branch);
    },
    onFinish: () => {
      branch.current_state = "ready";
      branch.state_changed_at = platform.clock.now();
      branch.updated_at = branch.state_changed_at;
    },
    onFail: () => {
      swap?.undo();
      if (project.branches.get(branch.id) === branch) {
        project.branches.delete(branch.id);
        void platform.branchServices.branchDeleted(branch);
      }
    },
  };
  const operations = platform.operations.start(project, [create, ...(swap?.steps ?? [])], "user");
  return { branch, operations, computes: swap?.computes ?? [] };
}

/**
 * POST …/branches/{b}/finalize_restore (finalizeRestoreBranch): the restored branch takes its
 * target's place; `name` is the target's new name.
 */
export function finalizeRestore(
  platform: Platform,
  project: Project,
  branch: Branch,
  input: { name?: string | undefined },
): Operation[] {
  const restore = branch.snapshot_restore;
  if (!restore) {
    throw badRequest(
      `branch ${branch.id} was not made by restoring a snapshot: finalize_restore applies to a branch restoreSnapshot made with finalize_restore: false`,
    );
  }
  if (restore.status === "finalized") {
    throw badRequest(`the restore of branch ${branch.id} is already finalized`);
  }
  const target = project.branches.get(restore.target_id);
  if (!target) {
    throw badRequest(
      `branch ${restore.target_id}, the one branch ${branch.id} was to replace, no longer exists`,
    );
  }
  assertNotRestricted(target, "restore");
  if (input.name !== undefined) assertNameFree(project, input.name);
  assertUnlocked(platform.operations, project);
  const swap = swapIn(platform, project, branch, target, input.name);
  return platform.operations.start(project, swap.steps, "user");
}

function restoreTarget(project: Project, snapshot: Snapshot, targetId: string | undefined): Branch {
  if (targetId !== undefined) {
    const target = project.branches.get(targetId);
    if (!target) throw notFound(`branch ${targetId} not found in project ${project.id}`);
    return target;
  }
  const source = project.branches.get(snapshot.source_branch_id);
  if (!source) {
    throw badRequest(
      `snapshot ${snapshot.id}'s source branch ${snapshot.source_branch_id} no longer exists, so the branch to restore it into cannot be determined; give target_branch_id`,
    );
  }
  return source;
}
