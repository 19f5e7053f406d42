import { operationsPage, requireOperation } from "../../services/shared/operations.ts";
import { iso } from "../../state/clock/clock.ts";
import { operationView } from "../../views/operations.ts";
import { integerParam } from "../input/request-parsing.ts";
import { requirePathProject } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

export const defaultOperationsLimit = 10;

function listOperations(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const limit = integerParam(ctx.query, "limit", { min: 1, max: 1000 }) ?? defaultOperationsLimit;
  const cursor = ctx.query.get("cursor");
  const page = operationsPage(project, limit, cursor);
  const now = ctx.platform.clock.now();
  const nextCursor = page.nextCursorMs !== undefined ? iso(page.nextCursorMs) : cursor;
  return {
    status: 200,
    body: {
      operations: page.operations.map((op) => operationView(op, now)),
      ...(nextCursor ? { pagination: { cursor: nextCursor } } : {}),
    },
  };
}

function getOperation(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const op = requireOperation(project, ctx.params.operation_id);
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
