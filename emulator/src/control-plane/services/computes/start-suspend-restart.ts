import { conflict } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import type { Compute, Operation, Project } from "../../state/records/records.ts";
import { assertUnlocked } from "../shared/operations.ts";
import {
  clearPending,
  dropConnections,
  startStep,
  suspend,
  touch,
  wake,
} from "./compute-lifecycle.ts";
import { meterCompute } from "./metering.ts";

/** A compute started, suspended or restarted on request (POST …/endpoints/{id}/start and so on). */

/** No operation when the compute is active, or on its way there. */
export function startCompute(platform: Platform, project: Project, compute: Compute): Operation[] {
  const alreadyStarting = compute.pending_state === "active";
  if ((compute.current_state === "active" && !compute.pending_state) || alreadyStarting) {
    return [];
  }
  assertUnlocked(platform.operations, project);
  compute.last_activity_at = platform.clock.now();
  return wake(platform, project, compute, "user");
}

/** No operation when the compute is idle, or on its way there. */
export function suspendCompute(
  platform: Platform,
  project: Project,
  compute: Compute,
): Operation[] {
  if (
    (compute.current_state === "idle" && !compute.pending_state) ||
    compute.pending_state === "idle"
  ) {
    return [];
  }
  assertUnlocked(platform.operations, project);
  return suspend(platform, project, compute, "user");
}

/** An active compute only: it stops (dropping its connections) and starts again. */
export function restartCompute(
  platform: Platform,
  project: Project,
  compute: Compute,
): Operation[] {
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
  return platform.operations.start(
    project,
    [
      {
        action: "suspend_compute",
        branch_id: compute.branch_id,
        endpoint_id: compute.id,
        work: () => platform.dataPlane.stopCompute(compute.id),
        onFinish: () => {
          // Restart drops every connection (restartProjectEndpoint).
          dropConnections(compute);
          meterCompute(platform, project, compute);
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
}
