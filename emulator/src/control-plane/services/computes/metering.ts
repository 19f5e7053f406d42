import type { Platform } from "../../state/platform.ts";
import type { Branch, Compute, Project } from "../../state/records/records.ts";
import { addActivity, emptyUsage, type Usage } from "../../state/records/usage.ts";

/**
 * Metering (docs/emulator/metering.md): a compute's active time × its size (its minimum CU: the
 * emulator's servers do not autoscale) becomes its branch's and its project's usage. The slice
 * since it last started is added when it stops being active (suspended, restarted, moved,
 * deleted; at a reopening, up to the last save); a running compute's current slice is counted at each read (`usageNow`).
 */
export function meterCompute(
  platform: Platform,
  project: Project,
  compute: Compute,
  now = platform.clock.now(),
): void {
  const from = activeSince(compute);
  compute.metered_until = now;
  if (from === undefined) return;
  const branch = project.branches.get(compute.branch_id);
  if (branch) {
    branch.usage ??= emptyUsage();
    addActivity(branch.usage, from, now, compute.min_cu);
  }
  project.usage ??= emptyUsage();
  addActivity(project.usage, from, now, compute.min_cu);
}

/** When the compute's unmetered active time began; undefined when it is not active. */
function activeSince(compute: Compute): number | undefined {
  if (compute.current_state !== "active" || compute.started_at === undefined) return undefined;
  return Math.max(compute.started_at, compute.metered_until ?? 0);
}

/**
 * The branch's usage (the project's, without `branch`), running computes' current slices
 * included; by the hour only when `hours` asks (the consumption history), totals otherwise.
 */
export function usageNow(
  platform: Platform,
  project: Project,
  branch?: Branch,
  { hours = false } = {},
): Usage {
  const kept = (branch ? branch.usage : project.usage) ?? emptyUsage();
  const hourly = hours ? kept.hourly.map(([hour, cu]): [number, number] => [hour, cu]) : [];
  const usage: Usage = { ...kept, hourly };
  const now = platform.clock.now();
  for (const compute of project.computes.values()) {
    if (branch && compute.branch_id !== branch.id) continue;
    const from = activeSince(compute);
    if (from !== undefined) addActivity(usage, from, now, compute.min_cu);
  }
  return usage;
}
