import { z } from "zod";
import { setBackupSchedule } from "../../services/snapshots/backup-schedules.ts";
import { finalizeRestore, restoreSnapshot } from "../../services/snapshots/snapshot-restore.ts";
import {
  createSnapshot,
  deleteSnapshot,
  listSnapshots,
  requireSnapshot,
  updateSnapshot,
} from "../../services/snapshots/snapshots.ts";
import { branchView } from "../../views/branches.ts";
import { endpointView } from "../../views/computes.ts";
import { backupScheduleView, snapshotView } from "../../views/snapshots.ts";
import { parseBody } from "../input/request-parsing.ts";
import { neonId } from "../input/request-schemas.ts";
import { requirePathBranch, requirePathProject } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { withOperations } from "./with-operations.ts";

/** Neon documents createSnapshot's fields as query parameters; its own demo app sends a body. */
const createBody = z
  .object({
    name: z.string().min(1).max(256).optional(),
    slug: z.string().optional(),
    timestamp: z.string().optional(),
    lsn: z.string().optional(),
    expires_at: z.string().optional(),
  })
  .optional();

const updateRequest = z.object({
  snapshot: z.object({
    name: z.string().min(1).max(256).optional(),
    expires_at: z.string().nullable().optional(),
  }),
});

const restoreRequest = z
  .object({
    name: z.string().min(1).max(256).optional(),
    target_branch_id: neonId.optional(),
    finalize_restore: z.boolean().optional(),
  })
  .optional();

const finalizeRequest = z.object({ name: z.string().min(1).max(256).optional() }).optional();

const scheduleRequest = z.object({
  schedule: z.array(
    z.object({
      frequency: z.string(),
      hour: z.number().int().min(0).max(23).optional(),
      day: z.number().int().min(1).max(31).optional(),
      month: z.number().int().min(1).max(12).optional(),
      retention_seconds: z.number().int().min(3600).max(3_024_000).optional(),
    }),
  ),
});

function createSnapshotRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const body: NonNullable<z.infer<typeof createBody>> =
    parseBody(createBody, ctx.body ?? undefined) ?? {};
  const query = (field: keyof typeof body) => ctx.query.get(field) ?? body[field];
  const input = {
    name: query("name"),
    slug: query("slug"),
    timestamp: query("timestamp"),
    lsn: query("lsn"),
    expires_at: query("expires_at"),
  };
  const { snapshot, operations } = createSnapshot(ctx.platform, project, branch, input);
  return withOperations(ctx, { snapshot: snapshotView(snapshot) }, operations);
}

function listSnapshotsRoute(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  return { status: 200, body: { snapshots: listSnapshots(project).map(snapshotView) } };
}

function updateSnapshotRoute(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const snapshot = requireSnapshot(project, ctx.params.snapshot_id);
  const { snapshot: changes } = parseBody(updateRequest, ctx.body);
  updateSnapshot(ctx.platform, project, snapshot, changes);
  return { status: 200, body: { snapshot: snapshotView(snapshot) } };
}

function deleteSnapshotRoute(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const snapshot = requireSnapshot(project, ctx.params.snapshot_id);
  return withOperations(ctx, {}, deleteSnapshot(ctx.platform, project, snapshot), 202);
}

function restoreSnapshotRoute(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const snapshot = requireSnapshot(project, ctx.params.snapshot_id);
  const body = parseBody(restoreRequest, ctx.body ?? undefined) ?? {};
  const name = body.name ?? ctx.query.get("name") ?? undefined;
  const restored = restoreSnapshot(ctx.platform, project, snapshot, { ...body, name });
  return withOperations(
    ctx,
    {
      branch: branchView(restored.branch),
      ...(restored.computes.length > 0
        ? { endpoints: restored.computes.map((c) => endpointView(c, project)) }
        : {}),
    },
    restored.operations,
  );
}

function finalizeRestoreRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(finalizeRequest, ctx.body ?? undefined) ?? {};
  return withOperations(ctx, {}, finalizeRestore(ctx.platform, project, branch, input));
}

function getScheduleRoute(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: backupScheduleView(branch) };
}

function setScheduleRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const { schedule } = parseBody(scheduleRequest, ctx.body);
  setBackupSchedule(ctx.platform, project, branch, schedule);
  return { status: 200, body: {} };
}

const projectPath = "/projects/{project_id}";
const branchPath = `${projectPath}/branches/{branch_id}`;
const snapshotPath = `${projectPath}/snapshots/{snapshot_id}`;

/** Neon's snapshots (createSnapshot, listSnapshots, …) and backup schedules. */
export const snapshotRoutes: Route[] = [
  { method: "POST", template: `${branchPath}/snapshot`, handler: createSnapshotRoute },
  { method: "GET", template: `${projectPath}/snapshots`, handler: listSnapshotsRoute },
  { method: "PATCH", template: snapshotPath, handler: updateSnapshotRoute },
  { method: "DELETE", template: snapshotPath, handler: deleteSnapshotRoute },
  { method: "POST", template: `${snapshotPath}/restore`, handler: restoreSnapshotRoute },
  { method: "POST", template: `${branchPath}/finalize_restore`, handler: finalizeRestoreRoute },
  { method: "GET", template: `${branchPath}/backup_schedule`, handler: getScheduleRoute },
  { method: "PUT", template: `${branchPath}/backup_schedule`, handler: setScheduleRoute },
];
