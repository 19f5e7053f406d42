import { badRequest, notFound } from "../../errors.ts";
import { requireProject } from "../../services/access.ts";
import { iso } from "../../state/clock.ts";
import { operationView } from "../../state/operation-engine.ts";
import { integerParam } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

export const defaultOperationsLimit = 10;

/** Newest first by created_at; the cursor is the last item's created_at (spec §4 rule 4). */
function listOperations(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const limit = integerParam(ctx.query, "limit", { min: 1, max: 1000 }) ?? defaultOperationsLimit;
  const cursor = ctx.query.get("cursor");
  const cursorMs = cursor ? Date.parse(cursor) : undefined;
  if (cursor && (cursorMs === undefined || Number.isNaN(cursorMs))) {
    throw badRequest(
      `cursor ${cursor} is not a timestamp; pass pagination.cursor from the previous page`,
    );
  }
  const now = ctx.platform.clock.now();
  const page = [...project.operations]
    .sort((a, b) => b.created_at - a.created_at)
    .filter((op) => cursorMs === undefined || op.created_at < cursorMs)
    .slice(0, limit);
  const last = page.at(-1);
  const nextCursor = last ? iso(last.created_at) : cursor;
  return {
    status: 200,
    body: {
      operations: page.map((op) => operationView(op, now)),
      ...(nextCursor ? { pagination: { cursor: nextCursor } } : {}),
    },
  };
}

function getOperation(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const op = project.operations.find((o) => o.id === ctx.params.operation_id);
  if (!op)
    throw notFound(`operation ${ctx.params.operation_id} not found in project ${project.id}`);
  return { status: 200, body: { operation: operationView(op, ctx.platform.clock.now()) } };
}

export const operationRoutes: Route[] = [
  { method: "GET", template: "/projects/{project_id}/operations", handler: listOperations },
  {
    method: "GET",
    template: "/projects/{project_id}/operations/{operation_id}",
    handler: getOperation,
  },
];
