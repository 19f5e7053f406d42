import { z } from "zod";
import {
  computesOn,
  createCompute,
  deleteCompute,
  updateCompute,
} from "../../services/computes/computes.ts";
import {
  restartCompute,
  startCompute,
  suspendCompute,
} from "../../services/computes/start-suspend-restart.ts";
import type { Compute, Operation, Project } from "../../state/records/records.ts";
import { endpointView } from "../../views/computes.ts";
import { parseBody } from "../input/request-parsing.ts";
import { computeSettingsShape, endpointTypeSchema, neonId } from "../input/request-schemas.ts";
import { requirePathCompute, requirePathProject } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { withOperations } from "./with-operations.ts";

const createRequest = z.object({
  endpoint: z.object({
    branch_id: neonId,
    type: endpointTypeSchema,
    region_id: z.string().optional(),
    ...computeSettingsShape,
  }),
});

const updateRequest = z.object({
  endpoint: z.object({ branch_id: neonId.optional(), ...computeSettingsShape }),
});

function answer(
  ctx: RequestContext,
  project: Project,
  compute: Compute,
  operations: Operation[],
  status = 200,
): Reply {
  return withOperations(ctx, { endpoint: endpointView(compute, project) }, operations, status);
}

function createEndpoint(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const { endpoint: input } = parseBody(createRequest, ctx.body);
  const { compute, operations } = createCompute(ctx.platform, project, input);
  return answer(ctx, project, compute, operations, 201);
}

function listEndpoints(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const computes = computesOn(project, ctx.params.branch_id);
  return { status: 200, body: { endpoints: computes.map((c) => endpointView(c, project)) } };
}

function getEndpoint(ctx: RequestContext): Reply {
  const { project, compute } = requirePathCompute(ctx);
  return { status: 200, body: { endpoint: endpointView(compute, project) } };
}

function updateEndpoint(ctx: RequestContext): Reply {
  const { project, compute } = requirePathCompute(ctx);
  const { endpoint: input } = parseBody(updateRequest, ctx.body);
  return answer(ctx, project, compute, updateCompute(ctx.platform, project, compute, input));
}

function deleteEndpoint(ctx: RequestContext): Reply {
  const project = requirePathProject(ctx);
  const compute = project.computes.get(ctx.params.endpoint_id ?? "");
  if (!compute) return { status: 204 };
  deleteCompute(ctx.platform, project, compute);
  return answer(ctx, project, compute, []);
}

function startEndpoint(ctx: RequestContext): Reply {
  const { project, compute } = requirePathCompute(ctx);
  return answer(ctx, project, compute, startCompute(ctx.platform, project, compute));
}

function suspendEndpoint(ctx: RequestContext): Reply {
  const { project, compute } = requirePathCompute(ctx);
  return answer(ctx, project, compute, suspendCompute(ctx.platform, project, compute));
}

function restartEndpoint(ctx: RequestContext): Reply {
  const { project, compute } = requirePathCompute(ctx);
  return answer(ctx, project, compute, restartCompute(ctx.platform, project, compute));
}

const endpointPath = "/projects/{project_id}/endpoints/{endpoint_id}";

export const computeRoutes: Route[] = [
  { method: "POST", template: "/projects/{project_id}/endpoints", handler: createEndpoint },
  { method: "GET", template: "/projects/{project_id}/endpoints", handler: listEndpoints },
  {
    method: "GET",
    template: "/projects/{project_id}/branches/{branch_id}/endpoints",
    handler: listEndpoints,
  },
  { method: "GET", template: endpointPath, handler: getEndpoint },
  { method: "PATCH", template: endpointPath, handler: updateEndpoint },
  { method: "DELETE", template: endpointPath, handler: deleteEndpoint },
  { method: "POST", template: `${endpointPath}/start`, handler: startEndpoint },
  { method: "POST", template: `${endpointPath}/suspend`, handler: suspendEndpoint },
  { method: "POST", template: `${endpointPath}/restart`, handler: restartEndpoint },
];
