import { badRequest, conflict, notFound } from "../../errors.ts";
import { newCompute } from "../../state/new-records.ts";
import type { OperationStep } from "../../state/operation-engine.ts";
import type { Platform } from "../../state/platform.ts";
import { computeSizeError, suspendTimeoutError } from "../../state/records/compute-sizes.ts";
import { newEndpointId } from "../../state/records/ids.ts";
import type { Compute, Operation, Project } from "../../state/records/records.ts";
import { cancelIdleTimer } from "../../state/records/timers.ts";
import { assertNotRestricted } from "../anonymization/anonymization.ts";
import { launchOf } from "../shared/data-plane-requests.ts";
import { assertUnlocked } from "../shared/operations.ts";
import {
  armIdleTimer,
  becomeActive,
  clearPending,
  dropConnections,
  startStep,
  suspendStep,
  tellComputeChanged,
  touch,
} from "./compute-lifecycle.ts";
import { meterCompute } from "./metering.ts";

/** Computes (Neon's endpoints): created, changed, moved and removed. */

/** Compute attributes of create, update and branch-create requests (Neon's names). */
export interface ComputeSettingsInput {
  autoscaling_limit_min_cu?: number | undefined;
  autoscaling_limit_max_cu?: number | undefined;
  suspend_timeout_seconds?: number | undefined;
  settings?: { pg_settings?: Record<string, string> | undefined } | undefined;
  name?: string | undefined;
}

export interface NewComputeInput extends ComputeSettingsInput {
  type: Compute["type"];
}

/** Size and timeout of a new compute: a single given size means a fixed size. */
export function validatedNewComputeSettings(platform: Platform, input: ComputeSettingsInput) {
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

function oneReadWriteConflict(branchId: string, existing: Compute) {
  return conflict(
    `branch ${branchId} already has a read_write compute ${existing.id}; a branch has at most one read_write compute (create a read_only compute for a read replica)`,
  );
}

export function requireCompute(project: Project, endpointId: string | undefined): Compute {
  const compute = endpointId ? project.computes.get(endpointId) : undefined;
  if (!compute) throw notFound(`endpoint ${endpointId} not found in project ${project.id}`);
  return compute;
}

/** The branch's computes; 404 for a branch the project does not have. */
export function computesOn(project: Project, branchId: string | undefined): Compute[] {
  const computes = [...project.computes.values()].filter(
    (c) => !branchId || c.branch_id === branchId,
  );
  if (branchId && !project.branches.has(branchId)) {
    throw notFound(`branch ${branchId} not found in project ${project.id}`);
  }
  return computes;
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

/** The compute is gone at once; its server stops right behind it. */
export function removeCompute(platform: Platform, project: Project, compute: Compute): void {
  const serving = compute.current_state === "active" || compute.pending_state === "active";
  cancelIdleTimer(compute);
  dropConnections(compute);
  meterCompute(platform, project, compute);
  project.computes.delete(compute.id);
  platform.dataPlane.stopCompute(compute.id).catch(() => undefined);
  if (serving) tellComputeChanged(platform, project, compute, "stopped");
}

/** POST …/endpoints: the compute, and the start_compute operation that brings it up. */
export function createCompute(
  platform: Platform,
  project: Project,
  input: NewComputeInput & { branch_id: string; region_id?: string | undefined },
): { compute: Compute; operations: Operation[] } {
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
  return { compute, operations };
}

/**
 * PATCH …/endpoints/{id}: size, timeout, settings and name, or a move to another branch. A
 * request that changes nothing starts no operation.
 */
export function updateCompute(
  platform: Platform,
  project: Project,
  compute: Compute,
  input: ComputeSettingsInput & { branch_id?: string | undefined },
): Operation[] {
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
  if (!moving && !resized && !timeoutChanged && !settingsChanged && !renamed) return [];
  assertUnlocked(platform.operations, project);

  // Metered at the size it had until now, then at the new one.
  meterCompute(platform, project, compute);
  compute.min_cu = min;
  compute.max_cu = max;
  compute.suspend_timeout_seconds = timeout;
  if (pgSettings) compute.pg_settings = { ...pgSettings };
  if (input.name !== undefined) compute.name = input.name;
  touch(platform, compute);
  if (timeoutChanged) armIdleTimer(platform, project, compute);

  const steps: OperationStep[] = [];
  if (moving) {
    // The compute moves at once; it is reconfigured, then suspended on its new branch.
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
        // A size change restarts the compute and drops its connections.
        dropConnections(compute);
        compute.restart_count += 1;
        becomeActive(platform, project, compute);
      },
    });
  }
  return platform.operations.start(project, steps, "user");
}

/** DELETE …/endpoints/{id}: no operation, the compute is gone at once. */
export function deleteCompute(platform: Platform, project: Project, compute: Compute): void {
  if (project.branches.get(compute.branch_id)?.protected) {
    throw badRequest(
      `compute ${compute.id} belongs to protected branch ${compute.branch_id} and cannot be deleted; set protected: false on the branch first`,
    );
  }
  assertReadWriteStays(project, compute);
  assertUnlocked(platform.operations, project);
  removeCompute(platform, project, compute);
}

/** An anonymized branch keeps its read_write compute (Neon's restricted action). */
function assertReadWriteStays(project: Project, compute: Compute): void {
  const branch = project.branches.get(compute.branch_id);
  if (branch && compute.type === "read_write") assertNotRestricted(branch, "delete-rw-endpoint");
}
