import * as core from "@actions/core";

/**
 * The phases a run's log is grouped by (`::group::`), as actions/checkout groups its own: a
 * failing run opens at the phase that failed. Groups do not nest on GitHub, so a phase never
 * runs inside another.
 */
export type Phase =
  | "Inputs"
  | "Branch"
  | "Compute"
  | "Services"
  | "Report"
  | "Migration"
  | "Schema diff"
  | "Migration impact"
  | "Query impact"
  | "Credential"
  | "Cleanup"
  | "Cost"
  | "Sweep";

/** Runs `work` in its phase's log group; the group ends however `work` ends. */
export function inPhase<T>(phase: Phase, work: () => T | Promise<T>): Promise<T> {
  return core.group(phase, async () => work());
}
