import { proxyOrigin } from "../../front-doors/service-front-door.ts";
import type { BranchService, BranchServiceHost } from "../branch-service.ts";
import { functionsRoutes } from "./api/routes.ts";
import { functionsFrontDoor } from "./front-door.ts";
import { BranchFunctions, type FunctionsOptions } from "./lifecycle/branch-functions.ts";
import { BranchTriggers } from "./triggers/branch-triggers.ts";

export type FunctionsTimings = Omit<FunctionsOptions, "origin">;

/**
 * Neon Functions: its routes (api/), each function's invocation URL `/fn/<branch id>-<slug>/`
 * on the proxy's port (front-door.ts), a Node process per branch and function running its
 * active deployment (runtime/), what they print (logs/). A child branch takes its parent's
 * functions; restore, reset and snapshots carry them like the branch's data.
 */
export function functionsService(
  host: BranchServiceHost,
  timings: FunctionsTimings = {},
): BranchService {
  const functions = new BranchFunctions(host, { origin: proxyOrigin(host.proxy), ...timings });
  const triggers = new BranchTriggers(functions);
  // A restore's source and preserved branch, from its start to its data's replacement.
  const restoring = new Map<string, { sourceId: string; preservedId: string | undefined }>();
  return {
    name: "functions",
    routes: functionsRoutes(functions, triggers),
    frontDoor: (platform) => functionsFrontDoor(platform, functions),
    onObjectCreated: (branchId, bucket, key) => triggers.objectCreated(branchId, bucket, key),
    onBranchCreated(parent, child) {
      functions.copyFunctions(parent.id, child.id);
      triggers.copyToChild(parent.id, child.id);
    },
    onRestoreStarted({ branch, source, preserved }) {
      restoring.set(branch.id, { sourceId: source.id, preservedId: preserved?.id });
    },
    async onDataReplaced(_project, branch) {
      const restore = restoring.get(branch.id);
      restoring.delete(branch.id);
      if (!restore || restore.sourceId === branch.id) return;
      if (restore.preservedId) {
        functions.copyFunctions(branch.id, restore.preservedId);
        triggers.copyToChild(branch.id, restore.preservedId);
      }
      await functions.replaceFunctions(branch.id, functions.store.list(restore.sourceId));
      triggers.replaceBranch(branch.id, triggers.list(restore.sourceId));
    },
    async onBranchDeleted(branch) {
      restoring.delete(branch.id);
      triggers.dropBranch(branch.id);
      await functions.dropBranch(branch.id);
    },
    onSnapshotTaken(snapshotId, branch) {
      functions.takeSnapshot(snapshotId, branch.id);
      triggers.takeSnapshot(snapshotId, branch.id);
    },
    onSnapshotRestored(snapshotId, branch) {
      functions.restoreSnapshot(snapshotId, branch.id);
      triggers.restoreSnapshot(snapshotId, branch.id);
    },
    onSnapshotDeleted(snapshotId) {
      // The hook does not wait; a bundle left behind goes with the folder at the stop.
      void functions.dropSnapshot(snapshotId).catch(() => undefined);
      triggers.dropSnapshot(snapshotId);
    },
    // A line on stdout is info, on stderr error (as Neon's function logs read console output).
    logsOf: (branch) =>
      functions.logs.lines(branch.id).map((line) => ({
        time: line.time,
        message: line.text,
        source: "function" as const,
        serviceName: line.slug,
        severityNumber: line.stream === "stderr" ? 17 : 9,
        severityText: line.stream === "stderr" ? ("error" as const) : ("info" as const),
        attributes: { stream: line.stream, ...(line.cut ? { truncated: true } : {}) },
      })),
    adminView: (branch) => ({
      functions: functions.store.list(branch.id).map((fn) => ({
        slug: fn.slug,
        inherited: fn.inherited,
        deployments: fn.deployments.map((d) => ({ id: d.id, status: d.status })),
      })),
    }),
    adminSummary: () => ({ functions: { processes: functions.processes.list() } }),
    async stop() {
      restoring.clear();
      triggers.stop();
      await functions.stop();
    },
  };
}
