import type { BranchService, BranchServiceHost, ServiceBus } from "../../../emulator/src/index.ts";

/**
 * The example branch service of docs/emulator/where-to-change.md ("Adding a branch service"):
 * it counts the objects uploaded to each branch's buckets. It keeps state per branch, hears
 * another service's event (Object Storage's objectCreated, on the bus), and follows the branch's
 * life: a child starts from its parent's count, a restore brings the source's (the preserved
 * branch keeps the old one), a snapshot keeps its moment's. GET /__emulator/state shows it.
 */
export function uploadCounterService(host: BranchServiceHost, bus: ServiceBus): BranchService {
  const uploads = new Map<string, { count: number; last_at?: number }>();
  const snapshots = new Map<string, { count: number; last_at?: number }>();
  const copy = (from: string, to: string) => {
    const counted = uploads.get(from);
    if (counted) uploads.set(to, { ...counted });
    else uploads.delete(to);
  };
  bus.on("objectCreated", ({ branchId }) => {
    uploads.set(branchId, { count: (uploads.get(branchId)?.count ?? 0) + 1, last_at: host.now() });
  });
  return {
    name: "upload-counter",
    routes: [],
    onBranchCreated: (parent, child) => copy(parent.id, child.id),
    async onDataReplaced({ branch, source, preserved }) {
      if (preserved) copy(branch.id, preserved.id);
      copy(source.id, branch.id);
    },
    async onBranchDeleted(branch) {
      uploads.delete(branch.id);
    },
    onSnapshotTaken(snapshotId, branch) {
      const counted = uploads.get(branch.id);
      if (counted) snapshots.set(snapshotId, { ...counted });
    },
    onSnapshotRestored(snapshotId, branch) {
      const counted = snapshots.get(snapshotId);
      if (counted) uploads.set(branch.id, { ...counted });
    },
    onSnapshotDeleted: (snapshotId) => void snapshots.delete(snapshotId),
    adminView: (branch) => ({ uploads: uploads.get(branch.id)?.count ?? 0 }),
    async stop() {
      uploads.clear();
      snapshots.clear();
    },
  };
}
