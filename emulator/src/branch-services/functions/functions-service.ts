import { proxyOrigin } from "../../front-doors/service-front-door.ts";
import type { BranchService, BranchServiceHost } from "../branch-service.ts";
import type { ServiceBus } from "../service-bus.ts";
import { functionsRoutes } from "./api/routes.ts";
import { functionsFrontDoor } from "./front-door.ts";
import { BranchFunctions, type FunctionsOptions } from "./lifecycle/branch-functions.ts";
import {
  functionsFromJson,
  functionsToJson,
  type KeptFunctions,
  ZipFiles,
} from "./lifecycle/kept-functions.ts";
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
  bus: ServiceBus,
  timings: FunctionsTimings = {},
  kept: { dataDir?: string | undefined } = {},
): BranchService {
  // With a data directory, the deployments' zips are kept in it (the state file names them).
  const zips = kept.dataDir !== undefined ? new ZipFiles(kept.dataDir) : undefined;
  const functions = new BranchFunctions(host, bus, { origin: proxyOrigin(host.proxy), ...timings });
  const triggers = new BranchTriggers(functions);
  bus.on("objectCreated", ({ branchId, bucketName, objectKey }) =>
    triggers.objectCreated(branchId, bucketName, objectKey),
  );
  return {
    name: "functions",
    routes: functionsRoutes(functions, triggers),
    frontDoor: (platform) => functionsFrontDoor(platform, functions),
    onBranchCreated(parent, child) {
      functions.copyFunctions(parent.id, child.id);
      triggers.copyToChild(parent.id, child.id);
    },
    async onDataReplaced({ branch, source, preserved }) {
      if (source.id === branch.id) return;
      if (preserved) {
        functions.copyFunctions(branch.id, preserved.id);
        triggers.copyToChild(branch.id, preserved.id);
      }
      await functions.replaceFunctions(branch.id, functions.store.list(source.id));
      triggers.replaceBranch(branch.id, triggers.list(source.id));
    },
    async onBranchDeleted(branch) {
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
    ...(zips
      ? {
          saveState: () => {
            const kept = triggers.kept();
            return functionsToJson(
              {
                branches: functions.store.branchIds().map((id) => [id, functions.store.list(id)]),
                snapshots: functions.snapshotRecords(),
                lastIds: functions.store.usedIds(),
                triggers: kept.branches,
                triggerSnapshots: kept.snapshots,
                logs: functions.logs.all(),
              },
              zips,
            );
          },
          loadState(saved: unknown) {
            const kept = saved as KeptFunctions;
            functions.restore(functionsFromJson(kept, zips));
            functions.store.restoreUsedIds(kept.last_ids);
            triggers.restore(kept.triggers, kept.trigger_snapshots);
            for (const [branchId, lines] of kept.logs) {
              for (const line of lines) functions.logs.load(branchId, line);
            }
          },
        }
      : {}),
    adminView: (branch) => ({
      functions: functions.store.list(branch.id).map((fn) => ({
        slug: fn.slug,
        inherited: fn.inherited,
        deployments: fn.deployments.map((d) => ({ id: d.id, status: d.status })),
      })),
    }),
    adminSummary: () => ({ functions: { processes: functions.processes.list() } }),
    async stop() {
      triggers.stop();
      await functions.stop();
    },
  };
}
