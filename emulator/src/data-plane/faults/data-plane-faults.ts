/**
 * Faults an admin rule (`{"data_plane": …}`) arms for the next matching step of the real work:
 * a server start whose ready line never comes, a branch copy that fails, a standby that fails
 * to start.
 */
export const dataPlaneFaults = ["start_never_ready", "copy_fails", "standby_fails"] as const;
export type DataPlaneFault = (typeof dataPlaneFaults)[number];

export interface DataPlaneFaultSource {
  /** Consumes a rule armed for this fault, if any. */
  takeDataPlaneFault(fault: DataPlaneFault): boolean;
}
