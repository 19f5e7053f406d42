import { z } from "zod";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { requireProject } from "../../services/access.ts";
import { assertNotRestricted } from "../../services/anonymization.ts";
import {
  armIdleTimer,
  becomeActive,
  clearPending,
  dropConnections,
  launchOf,
  startStep,
  suspendStep,
  touch,
} from "../../services/compute-lifecycle.ts";
import { computeSizeError, suspendTimeoutError } from "../../state/compute-sizes.ts";
import { newEndpointId } from "../../state/ids.ts";
import { assertUnlocked, type OperationStep, operationView } from "../../state/operation-engine.ts";
import { newCompute, type Platform } from "../../state/platform.ts";
import type { Compute, Operation, Project } from "../../state/records.ts";
import { endpointView } from "../../views/neon-shapes.ts";
import { parseBody } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

const neonId = z.string().regex(/^[a-z0-9-]{1,60}$/, "must match ^[a-z0-9-]{1,60}$");

/** Compute attributes shared by create, update and branch-create requests (Neon's names). */
export const computeSettingsShape = {
  autoscaling_limit_min_cu: z.number().optional(),
  autoscaling_limit_max_cu: z.number().optional(),
  suspend_timeout_seconds: z.number().int().optional(),
  settings: z.object({ pg_settings: z.record(z.string(), z.string()).optional() }).optional(),
  provisioner: z.string().optional(),
  pooler_enabled: z.boolean().optional(),
  pooler_mode: z.literal("transaction").optional(),
  disabled: z.boolean().optional(),
  passwordless_access: z.boolean().optional(),
  name: z.string().min(1).max(64).optional(),
};

export const endpointTypeSchema = z.enum(["read_write", "read_only"]);

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

type ComputeSettings = {
  autoscaling_limit_min_cu?: number | undefined;
  autoscaling_limit_max_cu?: number | undefined;
  suspend_timeout_seconds?: number | undefined;
};

/** Size and timeout of a new compute: a single given size means a fixed size. */
export function validatedNewComputeSettings(platform: Platform, input: ComputeSettings) {
  const min = input.autoscaling_limit_min_cu ?? input.autoscaling_limit_max_cu ?? 0.25;
  const max = input.autoscaling_limit_max_cu ?? input.autoscaling_limit_min_cu ?? 0.25;
  const timeout = input.suspend_timeout_seconds ?? 0;
  const error = computeSizeError(min, max, platform.state.plan) ?? suspendTimeoutError(timeout);
  if (error) throw badRequest(error);
  return { min, max, timeout };
}

export function readWriteOn(project: Project, branchId: string): Compute | undefined {
  return [...project.computes.values()].find(
    (c) => c.branch_id === branchId && c.type === "read_write",
  );
}

export function oneReadWriteConflict(branchId: string, existing: Compute) {
  return conflict(
    `branch ${branchId} already has a read_write compute ${existing.id}; a branch has at most one read_write compute (create a read_only compute for a read replica)`,
  );
}

/** Creates a compute in `init` with `pending_state: active`; its start_compute step is returned. */
export function addCompute(
  platform: Platform,
  project: Project,
  branchId: string,
  type: Compute["type"],
  settings: {
    min: number;
    max: number;
    timeout: number;
    name?: string | undefined;
    pgSettings?: Record<string, string> | undefined;
  },
): { compute: Compute; step: OperationStep } {
  const compute = newCompute(
    project,
    branchId,
    {
      id: newEndpointId(),
      type,
      autoscaling_limit_min_cu: settings.min,
      autoscaling_limit_max_cu: settings.max,
      suspend_timeout_seconds: settings.timeout,
      name: settings.name,
      pg_settings: settings.pgSettings,
    },
    platform.clock.now(),
  );
  compute.pending_state = "active";
  project.computes.set(compute.id, compute);
  return { compute, step: startStep(platform, project, compute) };
}

function requireCompute(project: Project, endpointId: string | undefined): Compute {
  const compute = endpointId ? project.computes.get(endpointId) : undefined;
  if (!compute) throw notFound(`endpoint ${endpointId} not found in project ${project.id}`);
  return compute;
}

function answer(
  ctx: RequestContext,
  project: Project,
  compute: Compute,
  operations: Operation[],
  status = 200,
): Reply {
  const now = ctx.platform.clock.now();
  return {
    status,
    body: {
      endpoint: endpointView(compute, project),
      operations: operations.map((op) => operationView(op, now)),
    },
  };
}

function createEndpoint(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const { endpoint: input } = parseBody(createRequest, ctx.body);
  if (input.region_id && input.region_id !== project.region_id) {
    throw badRequest(
      `region_id ${input.region_id} is not allowed; only the project's region ${project.region_id} is permitted`,
    );
  }
  if (!project.branches.has(input.branch_id)) {
    throw notFound(`branch ${input.branch_id} not found in project ${project.id}`);
  }
  const settings = validatedNewComputeSettings(platform, input);
  const existing = input.type === "read_write" ? readWriteOn(project, input.branch_id) : undefined;
  if (existing) throw oneReadWriteConflict(input.branch_id, existing);
  assertUnlocked(platform.operations, project);
  const { compute, step } = addCompute(platform, project, input.branch_id, input.type, {
    ...settings,
    name: input.name,
    pgSettings: input.settings?.pg_settings,
  });
  const operations = platform.operations.start(project, [step], "user");
  return answer(ctx, project, compute, operations, 201);
}

function listEndpoints(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const endpoints = [...project.computes.values()]
    .filter((c) => !ctx.params.branch_id || c.branch_id === ctx.params.branch_id)
    .map((c) => endpointView(c, project));
  if (ctx.params.branch_id && !project.branches.has(ctx.params.branch_id)) {
    throw notFound(`branch ${ctx.params.branch_id} not found in project ${project.id}`);
  }
  return { status: 200, body: { endpoints } };
}

function getEndpoint(ctx: RequestContext): Reply {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const compute = requireCompute(project, ctx.params.endpoint_id);
  return { status: 200, body: { endpoint: endpointView(compute, project) } };
}

function updateEndpoint(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const compute = requireCompute(project, ctx.params.endpoint_id);
  const { endpoint: input } = parseBody(updateRequest, ctx.body);

  const targetBranch = input.branch_id ?? compute.branch_id;
  const moving = targetBranch !== compute.branch_id;
  if (moving) {
    if (!project.branches.has(targetBranch)) {
      throw notFound(`branch ${targetBranch} not found in project ${project.id}`);
    }
    assertReadWriteStays(project, compute);
    const occupant = compute.type === "read_write" ? readWriteOn(project, targetBranch) : undefined;
    if (occupant) throw oneReadWriteConflict(targetBranch, occupant);
  }
  const min = input.autoscaling_limit_min_cu ?? compute.min_cu;
  const max = input.autoscaling_limit_max_cu ?? compute.max_cu;
  const timeout = input.suspend_timeout_seconds ?? compute.suspend_timeout_seconds;
  const invalid = computeSizeError(min, max, platform.state.plan) ?? suspendTimeoutError(timeout);
  if (invalid) throw badRequest(invalid);

  const resized = min !== compute.min_cu || max !== compute.max_cu;
  const timeoutChanged = timeout !== compute.suspend_timeout_seconds;
  const pgSettings = input.settings?.pg_settings;
  const settingsChanged =
    pgSettings !== undefined && JSON.stringify(pgSettings) !== JSON.stringify(compute.pg_settings);
  const renamed = input.name !== undefined && input.name !== compute.name;
  if (!moving && !resized && !timeoutChanged && !settingsChanged && !renamed) {
    return answer(ctx, project, compute, []);
  }
  assertUnlocked(platform.operations, project);

  compute.min_cu = min;
  compute.max_cu = max;
  compute.suspend_timeout_seconds = timeout;
  if (pgSettings) compute.pg_settings = { ...pgSettings };
  if (input.name !== undefined) compute.name = input.name;
  touch(platform, compute);
  if (timeoutChanged) armIdleTimer(platform, project, compute);

  const steps: OperationStep[] = [];
  if (moving) {
    // Spec §3.1: the compute moves at once; it is reconfigured, then suspended on its new branch.
    compute.pending_state = compute.current_state;
    compute.branch_id = targetBranch;
    steps.push(
      {
        action: "apply_config",
        branch_id: targetBranch,
        endpoint_id: compute.id,
        // The server leaves the old branch's data; it starts on the new branch when woken.
        work: () => platform.dataPlane.stopCompute(compute.id),
        onFinish: () => dropConnections(compute),
        onFail: () => clearPending(platform, compute),
      },
      suspendStep(platform, project, compute),
    );
  } else {
    const restarts = resized && compute.current_state === "active";
    steps.push({
      action: "apply_config",
      branch_id: compute.branch_id,
      endpoint_id: compute.id,
      // A running server restarts with the new size's settings (max_connections and more).
      work: async () => {
        if (restarts && project.computes.has(compute.id)) {
          await platform.dataPlane.startCompute(launchOf(compute));
        }
      },
      onFinish: () => {
        if (!restarts || !project.computes.has(compute.id)) return;
        // A size change restarts the compute and drops its connections (spec §3.1).
        dropConnections(compute);
        compute.restart_count += 1;
        becomeActive(platform, project, compute);
      },
    });
  }
  const operations = platform.operations.start(project, steps, "user");
  return answer(ctx, project, compute, operations);
}

function deleteEndpoint(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const compute = project.computes.get(ctx.params.endpoint_id ?? "");
  if (!compute) return { status: 204 };
  assertReadWriteStays(project, compute);
  assertUnlocked(platform.operations, project);
  removeCompute(platform, project, compute);
  return answer(ctx, project, compute, []);
}

/** An anonymized branch keeps its read_write compute (Neon's restricted action). */
function assertReadWriteStays(project: Project, compute: Compute): void {
  const branch = project.branches.get(compute.branch_id);
  if (branch && compute.type === "read_write") assertNotRestricted(branch, "delete-rw-endpoint");
}

/** The compute is gone at once; its server stops right behind it. */
export function removeCompute(platform: Platform, project: Project, compute: Compute): void {
  compute.idle_timer?.cancel();
  delete compute.idle_timer;
  dropConnections(compute);
  project.computes.delete(compute.id);
  platform.dataPlane.stopCompute(compute.id).catch(() => undefined);
}

function startEndpoint(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const compute = requireCompute(project, ctx.params.endpoint_id);
  const alreadyStarting = compute.pending_state === "active";
  if ((compute.current_state === "active" && !compute.pending_state) || alreadyStarting) {
    return answer(ctx, project, compute, []);
  }
  assertUnlocked(platform.operations, project);
  compute.pending_state = "active";
  compute.last_activity_at = platform.clock.now();
  touch(platform, compute);
  const operations = platform.operations.start(
    project,
    [startStep(platform, project, compute)],
    "user",
  );
  return answer(ctx, project, compute, operations);
}

function suspendEndpoint(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const compute = requireCompute(project, ctx.params.endpoint_id);
  if (
    (compute.current_state === "idle" && !compute.pending_state) ||
    compute.pending_state === "idle"
  ) {
    return answer(ctx, project, compute, []);
  }
  assertUnlocked(platform.operations, project);
  compute.pending_state = "idle";
  touch(platform, compute);
  const operations = platform.operations.start(
    project,
    [suspendStep(platform, project, compute)],
    "user",
  );
  return answer(ctx, project, compute, operations);
}

function restartEndpoint(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const project = requireProject(platform.state, ctx.caller, ctx.params.project_id ?? "");
  const compute = requireCompute(project, ctx.params.endpoint_id);
  if (compute.current_state !== "active" || compute.pending_state) {
    const now = compute.pending_state
      ? `${compute.current_state}, changing to ${compute.pending_state}`
      : compute.current_state;
    throw conflict(
      `endpoint ${compute.id} is ${now}; restart works only on an active compute (wake an idle compute with POST /projects/${project.id}/endpoints/${compute.id}/start)`,
    );
  }
  assertUnlocked(platform.operations, project);
  compute.pending_state = "active";
  touch(platform, compute);
  const operations = platform.operations.start(
    project,
    [
      {
        action: "suspend_compute",
        branch_id: compute.branch_id,
        endpoint_id: compute.id,
        work: () => platform.dataPlane.stopCompute(compute.id),
        onFinish: () => {
          // Restart drops every connection (spec §3.1).
          dropConnections(compute);
          compute.restart_count += 1;
          compute.current_state = "idle";
          compute.suspended_at = platform.clock.now();
          touch(platform, compute);
        },
        onFail: () => clearPending(platform, compute),
      },
      startStep(platform, project, compute),
    ],
    "user",
  );
  return answer(ctx, project, compute, operations);
}

export const computeRoutes: Route[] = [
  { method: "POST", template: "/projects/{project_id}/endpoints", handler: createEndpoint },
  { method: "GET", template: "/projects/{project_id}/endpoints", handler: listEndpoints },
  {
    method: "GET",
    template: "/projects/{project_id}/branches/{branch_id}/endpoints",
    handler: listEndpoints,
  },
  {
    method: "GET",
    template: "/projects/{project_id}/endpoints/{endpoint_id}",
    handler: getEndpoint,
  },
  {
    method: "PATCH",
    template: "/projects/{project_id}/endpoints/{endpoint_id}",
    handler: updateEndpoint,
  },
  {
    method: "DELETE",
    template: "/projects/{project_id}/endpoints/{endpoint_id}",
    handler: deleteEndpoint,
  },
  {
    method: "POST",
    template: "/projects/{project_id}/endpoints/{endpoint_id}/start",
    handler: startEndpoint,
  },
  {
    method: "POST",
    template: "/projects/{project_id}/endpoints/{endpoint_id}/suspend",
    handler: suspendEndpoint,
  },
  {
    method: "POST",
    template: "/projects/{project_id}/endpoints/{endpoint_id}/restart",
    handler: restartEndpoint,
  },
];
