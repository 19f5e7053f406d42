import type { Platform } from "../../state/platform.ts";
import type { Branch, Project } from "../../state/records/records.ts";

/**
 * The branch's data measured on disk (docs/emulator/metering.md): its logical size, and the
 * bytes it wrote, the WAL its checkpoints moved on since it was first measured (at its creation).
 * The written bytes only grow: a restore that brings an older position starts counting from it.
 * Nothing when there is no real data (--no-postgres) or it is not on disk yet.
 */
export async function measureBranchData(
  platform: Platform,
  project: Project,
  branch: Branch,
): Promise<void> {
  const ref = { projectId: project.id, branchId: branch.id };
  const measure = await platform.dataPlane.measureBranch(ref).catch(() => undefined);
  if (!measure || project.branches.get(branch.id) !== branch) return;
  const previous = branch.measured;
  const position = measure.walPosition;
  const last = previous?.wal_position !== undefined ? BigInt(previous.wal_position) : undefined;
  const moved = position !== undefined && last !== undefined && position > last;
  const written = (previous?.written_data_bytes ?? 0) + (moved ? Number(position - last) : 0);
  const changed =
    previous?.logical_size !== measure.logicalSize || previous?.written_data_bytes !== written;
  branch.measured = {
    logical_size: measure.logicalSize,
    written_data_bytes: written,
    ...(position !== undefined ? { wal_position: position.toString() } : {}),
    measured_at: platform.clock.now(),
  };
  if (changed) platform.stateChanged();
}

/** Measures the branch after a change of its data, telling no one of a failure. */
export function measureSoon(platform: Platform, project: Project, branch: Branch): void {
  void measureBranchData(platform, project, branch).catch(() => undefined);
}
