import type { BranchRef } from "../../../data-plane/data-plane.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Operation, Project } from "../../state/records/records.ts";
import { removeCompute } from "../computes/computes.ts";
import { specOf } from "../shared/data-plane-requests.ts";

const inFlight = (op: Operation) => op.status === "scheduling" || op.status === "running";

/**
 * The operations a kill caught in `scheduling` or `running`, settled when the platform reopens,
 * in the order they were made (a branch's parent before it). Their requests were answered, so
 * what they said is done where the work can be done again: a branch's or project's data made
 * (kept if the copy had finished, else copied again from its parent, its snapshot or the
 * template), a deleted branch's data removed, roles and databases applied again; a compute's
 * start or suspend is settled by the restart itself (every compute comes back suspended). The
 * others (a snapshot, a restore, a masking run) fail, saying so; a branch whose data cannot be
 * made is removed with its computes, as a failed creation is.
 */
export async function finishInterrupted(platform: Platform): Promise<void> {
  const stored = new Set(
    (await platform.dataPlane.storedBranches()).map((ref) => `${ref.projectId}/${ref.branchId}`),
  );
  const hasData = (ref: BranchRef) => stored.has(`${ref.projectId}/${ref.branchId}`);
  for (const project of platform.state.projects.values()) {
    const interrupted = project.operations.filter(inFlight).sort(byCreation);
    for (const op of interrupted) {
      try {
        await finish(platform, project, op, hasData);
        settle(platform, op, "finished");
      } catch (error) {
        settle(platform, op, "failed", (error as Error).message);
      }
    }
  }
}

const byCreation = (a: Operation, b: Operation) => a.created_at - b.created_at;

async function finish(
  platform: Platform,
  project: Project,
  op: Operation,
  hasData: (ref: BranchRef) => boolean,
): Promise<void> {
  const branch = op.branch_id ? project.branches.get(op.branch_id) : undefined;
  const ref = { projectId: project.id, branchId: op.branch_id ?? "" };
  switch (op.action) {
    case "create_branch":
    case "create_timeline":
      if (!branch) return; // deleted since: nothing to make
      if (branch.current_state === "ready") {
        if (op.action === "create_timeline") {
          await dropUntakenSnapshot(platform, project, branch, op);
          throw interrupted("the snapshot was not taken");
        }
        return;
      }
      try {
        if (!hasData(ref)) await makeData(platform, project, branch, ref);
        await platform.dataPlane.applySpec(ref, {
          ...specOf(branch),
          setPasswords: [...branch.roles.values()].map(({ name, password }) => ({
            name,
            password,
          })),
        });
      } catch (error) {
        removeBranch(platform, project, branch);
        throw interrupted(`its data could not be made again: ${(error as Error).message}`);
      }
      branch.current_state = "ready";
      branch.state_changed_at = platform.clock.now();
      branch.updated_at = branch.state_changed_at;
      return;
    case "delete_timeline":
      if (op.branch_id && !branch) await platform.dataPlane.deleteBranch(ref);
      return;
    case "apply_config":
      if (branch) await platform.dataPlane.applySpec(ref, specOf(branch));
      return;
    case "start_compute":
    case "suspend_compute":
    case "check_availability":
      return;
    default:
      throw interrupted("its work cannot be resumed");
  }
}

/** A branch's data as its creation would have made it. */
async function makeData(
  platform: Platform,
  project: Project,
  branch: Branch,
  ref: BranchRef,
): Promise<void> {
  const restored = branch.snapshot_restore;
  if (restored) {
    await platform.dataPlane.restoreSnapshot(ref, {
      projectId: project.id,
      snapshotId: restored.snapshot_id,
    });
    platform.branchServices.snapshotRestored(restored.snapshot_id, branch);
    return;
  }
  if (branch.parent_id) {
    await platform.dataPlane.createBranch(
      ref,
      { projectId: project.id, branchId: branch.parent_id },
      { schemaOnly: branch.init_source === "schema-only" },
    );
    return;
  }
  await platform.dataPlane.createRootBranch(ref, specOf(branch), {
    pgVersion: project.pg_version,
  });
}

/** The snapshot the interrupted operation was taking (the branch's latest, made by then). */
async function dropUntakenSnapshot(
  platform: Platform,
  project: Project,
  branch: Branch,
  op: Operation,
): Promise<void> {
  const taking = [...(project.snapshots?.values() ?? [])]
    .filter((s) => s.source_branch_id === branch.id && s.created_at <= op.created_at)
    .sort((a, b) => b.created_at - a.created_at)[0];
  if (!taking) return;
  project.snapshots?.delete(taking.id);
  platform.branchServices.snapshotDeleted(taking.id);
  await platform.dataPlane.deleteSnapshot({ projectId: project.id, snapshotId: taking.id });
}

function removeBranch(platform: Platform, project: Project, branch: Branch): void {
  for (const compute of [...project.computes.values()]) {
    if (compute.branch_id === branch.id) removeCompute(platform, project, compute);
  }
  project.branches.delete(branch.id);
  void platform.branchServices.branchDeleted(branch);
}

function interrupted(why: string): Error {
  return new Error(`interrupted by the emulator's restart: ${why}`);
}

function settle(
  platform: Platform,
  op: Operation,
  status: "finished" | "failed",
  error?: string,
): void {
  op.status = status;
  op.updated_at = Math.max(platform.clock.now(), op.created_at);
  if (status === "failed") {
    op.failures_count += 1;
    op.error = `${op.action} failed: ${error}`;
  }
  platform.events.emit("operationSettled", { operation: op, durationMs: undefined });
  platform.stateChanged();
}
