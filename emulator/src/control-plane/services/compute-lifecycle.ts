import type { SpecChange } from "../../data-plane/compute/spec.ts";
import type { ComputeLaunch } from "../../data-plane/data-plane.ts";
import type { OperationStep } from "../state/operation-engine.ts";
import type { Platform } from "../state/platform.ts";
import type { Branch, Compute, Operation, Project } from "../state/records.ts";

/** Compute state changes shared by the API handlers, the admin API and the control plane. */

/** What the data plane needs to run a compute's server as the control plane has it now. */
export function launchOf(compute: Compute): ComputeLaunch {
  return {
    computeId: compute.id,
    branch: { projectId: compute.project_id, branchId: compute.branch_id },
    readOnly: compute.type === "read_only",
    minCu: compute.min_cu,
    maxCu: compute.max_cu,
    pgSettings: compute.pg_settings,
  };
}

/** A branch's roles and databases, as a change that creates whatever is missing. */
export function specOf(branch: Branch): SpecChange {
  return {
    createRoles: [...branch.roles.values()].map(({ name, password }) => ({ name, password })),
    createDatabases: [...branch.databases.values()].map(({ name, owner_name }) => ({
      name,
      owner: owner_name,
    })),
  };
}

export function touch(platform: Platform, compute: Compute): void {
  compute.updated_at = platform.clock.now();
}

export function effectiveSuspendSeconds(platform: Platform, compute: Compute): number | undefined {
  if (compute.suspend_timeout_seconds === -1) return undefined;
  return compute.suspend_timeout_seconds === 0
    ? platform.state.timing.suspend_timeout_seconds
    : compute.suspend_timeout_seconds;
}

export function becomeActive(platform: Platform, project: Project, compute: Compute): void {
  if (!project.computes.has(compute.id)) return;
  const now = platform.clock.now();
  compute.current_state = "active";
  delete compute.pending_state;
  compute.started_at = now;
  compute.last_active = now;
  compute.last_activity_at = now;
  touch(platform, compute);
  armIdleTimer(platform, project, compute);
}

export function becomeIdle(platform: Platform, project: Project, compute: Compute): void {
  if (!project.computes.has(compute.id)) return;
  compute.idle_timer?.cancel();
  delete compute.idle_timer;
  if (compute.current_state === "active") compute.last_active = platform.clock.now();
  compute.current_state = "idle";
  delete compute.pending_state;
  compute.suspended_at = platform.clock.now();
  compute.open_connections = 0;
  touch(platform, compute);
}

export function clearPending(platform: Platform, compute: Compute): void {
  delete compute.pending_state;
  touch(platform, compute);
}

/** A restart or a move ends every open connection. */
export function dropConnections(compute: Compute): void {
  compute.dropped_connections += compute.open_connections;
  compute.open_connections = 0;
}

/** Schedules scale to zero after the compute's inactivity timeout. */
export function armIdleTimer(platform: Platform, project: Project, compute: Compute): void {
  compute.idle_timer?.cancel();
  delete compute.idle_timer;
  const seconds = effectiveSuspendSeconds(platform, compute);
  if (compute.current_state !== "active" || seconds === undefined) return;
  const lastActivity = compute.last_activity_at ?? platform.clock.now();
  compute.idle_timer = platform.scheduler.at(lastActivity + seconds * 1000, () => {
    delete compute.idle_timer;
    if (!project.computes.has(compute.id) || compute.current_state !== "active") return;
    if (compute.live_connections > 0) {
      // A client is still connected: that is activity, so the countdown starts again.
      compute.last_activity_at = platform.clock.now();
      armIdleTimer(platform, project, compute);
      return;
    }
    compute.pending_state = "idle";
    touch(platform, compute);
    platform.operations.start(project, [suspendStep(platform, project, compute)], "system");
  });
}

export function startStep(platform: Platform, project: Project, compute: Compute): OperationStep {
  return {
    action: "start_compute",
    branch_id: compute.branch_id,
    endpoint_id: compute.id,
    work: () => platform.dataPlane.startCompute(launchOf(compute)),
    onFinish: () => becomeActive(platform, project, compute),
    onFail: () => clearPending(platform, compute),
  };
}

export function suspendStep(platform: Platform, project: Project, compute: Compute): OperationStep {
  return {
    action: "suspend_compute",
    branch_id: compute.branch_id,
    endpoint_id: compute.id,
    work: () => platform.dataPlane.stopCompute(compute.id),
    onFinish: () => becomeIdle(platform, project, compute),
    onFail: () => clearPending(platform, compute),
  };
}

/** A client connects (admin `connect`): wakes an idle compute and resets its inactivity timer. */
export function connect(
  platform: Platform,
  project: Project,
  compute: Compute,
): { woke: boolean; operations: Operation[] } {
  const now = platform.clock.now();
  compute.open_connections += 1;
  compute.last_activity_at = now;
  if (compute.current_state === "active") {
    compute.last_active = now;
    touch(platform, compute);
    armIdleTimer(platform, project, compute);
    return { woke: false, operations: [] };
  }
  if (compute.pending_state === "active") return { woke: false, operations: [] };
  compute.pending_state = "active";
  touch(platform, compute);
  const operations = platform.operations.start(
    project,
    [startStep(platform, project, compute)],
    "system",
  );
  return { woke: true, operations };
}

/** The control plane's periodic check of branches that have a compute. */
export function scheduleAvailabilityChecks(platform: Platform): void {
  const interval = platform.state.timing.check_availability_interval_ms;
  if (interval <= 0) return;
  platform.scheduler.after(interval, () => {
    for (const project of platform.state.projects.values()) {
      const branchIds = new Set([...project.computes.values()].map((c) => c.branch_id));
      for (const branchId of branchIds) {
        platform.operations.start(
          project,
          [{ action: "check_availability", branch_id: branchId }],
          "system",
        );
      }
    }
    scheduleAvailabilityChecks(platform);
  });
}
