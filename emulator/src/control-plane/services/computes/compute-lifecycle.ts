import type { OperationStep } from "../../state/operation-engine.ts";
import type { Platform } from "../../state/platform.ts";
import type { Compute, Operation, Project } from "../../state/records/records.ts";
import { cancelIdleTimer } from "../../state/records/timers.ts";
import { measureSoon } from "../shared/branch-measure.ts";
import { launchOf } from "../shared/data-plane-requests.ts";
import { meterCompute } from "./metering.ts";

/**
 * A compute's states and the one way between them: waking (start_compute) and suspending
 * (suspend_compute), for the API, the admin API, the proxy and the control plane's own timers.
 */

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
  tellComputeChanged(platform, project, compute, "started");
}

export function becomeIdle(platform: Platform, project: Project, compute: Compute): void {
  if (!project.computes.has(compute.id)) return;
  cancelIdleTimer(compute);
  meterCompute(platform, project, compute);
  if (compute.current_state === "active") compute.last_active = platform.clock.now();
  compute.current_state = "idle";
  delete compute.pending_state;
  compute.suspended_at = platform.clock.now();
  compute.open_connections = 0;
  touch(platform, compute);
  tellComputeChanged(platform, project, compute, "suspended");
  // Its server stopped with a checkpoint: the branch's written bytes are exact now.
  const branch = project.branches.get(compute.branch_id);
  if (branch) measureSoon(platform, project, branch);
}

/** Tells the platform's listeners (the emulator's log) of a compute's change. */
export function tellComputeChanged(
  platform: Platform,
  project: Project,
  compute: Compute,
  state: "started" | "suspended" | "stopped",
): void {
  platform.events.emit("computeChanged", {
    projectId: project.id,
    branchId: compute.branch_id,
    computeId: compute.id,
    state,
  });
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
  cancelIdleTimer(compute);
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
    suspend(platform, project, compute, "system");
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

/** The compute is to be active: a start_compute operation gets it there. */
export function wake(
  platform: Platform,
  project: Project,
  compute: Compute,
  initiatedBy: Operation["initiated_by"],
): Operation[] {
  compute.pending_state = "active";
  touch(platform, compute);
  return platform.operations.start(project, [startStep(platform, project, compute)], initiatedBy);
}

/** The compute is to be idle: a suspend_compute operation gets it there. */
export function suspend(
  platform: Platform,
  project: Project,
  compute: Compute,
  initiatedBy: Operation["initiated_by"],
): Operation[] {
  compute.pending_state = "idle";
  touch(platform, compute);
  return platform.operations.start(project, [suspendStep(platform, project, compute)], initiatedBy);
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
  return { woke: true, operations: wake(platform, project, compute, "system") };
}
