import { badRequest, conflict } from "../../errors.ts";
import type { OperationStep } from "../../state/operation-engine.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Operation, Project } from "../../state/records/records.ts";
import { cancelExpiryTimer } from "../../state/records/timers.ts";
import { suspendStep } from "../computes/compute-lifecycle.ts";
import { removeCompute } from "../computes/computes.ts";
import { assertUnlocked } from "../shared/operations.ts";

/**
 * DELETE …/branches/{id}: undefined when there is no such branch (answered 204). As Neon does,
 * the branch's computes go with it.
 */
export function deleteBranch(
  platform: Platform,
  project: Project,
  branchId: string,
): { branch: Branch; operations: Operation[] } | undefined {
  const branch = project.branches.get(branchId);
  if (!branch) return undefined;
  if (branch.default) {
    throw badRequest(`branch ${branch.id} is the project's default branch and cannot be deleted`);
  }
  if (branch.protected) {
    throw badRequest(
      `branch ${branch.id} is protected and cannot be deleted; set protected: false on it first`,
    );
  }
  const child = [...project.branches.values()].find((b) => b.parent_id === branch.id);
  if (child) {
    throw conflict(
      `branch ${branch.id} has a child branch ${child.id}; delete the child branch first`,
    );
  }
  assertUnlocked(platform.operations, project);
  return { branch, operations: deleteWithComputes(platform, project, branch, "user") };
}

/** Removes the branch and its computes now; the operations stop the servers and drop the data. */
export function deleteWithComputes(
  platform: Platform,
  project: Project,
  branch: Branch,
  initiatedBy: Operation["initiated_by"],
): Operation[] {
  cancelExpiryTimer(branch);
  const steps: OperationStep[] = [];
  for (const compute of [...project.computes.values()].filter((c) => c.branch_id === branch.id)) {
    if (compute.current_state === "active") steps.push(suspendStep(platform, project, compute));
    removeCompute(platform, project, compute);
  }
  const ref = { projectId: project.id, branchId: branch.id };
  steps.push({
    action: "delete_timeline",
    branch_id: branch.id,
    work: () => platform.dataPlane.deleteBranch(ref),
  });
  project.branches.delete(branch.id);
  // Its services stop now: the branch is gone from the state, so no request starts them again.
  void platform.branchServices.branchDeleted(branch);
  return platform.operations.start(project, steps, initiatedBy);
}
