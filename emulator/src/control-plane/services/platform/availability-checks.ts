import type { Platform } from "../../state/platform.ts";

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
