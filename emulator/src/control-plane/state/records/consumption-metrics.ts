/** The granularities and metrics of Neon's consumption history (v2). */
export const granularities = ["hourly", "daily", "monthly"] as const;
export type Granularity = (typeof granularities)[number];

export const branchMetrics = [
  "compute_unit_seconds",
  "root_branch_bytes_month",
  "child_branch_bytes_month",
  "instant_restore_bytes_month",
  "public_network_transfer_bytes",
  "private_network_transfer_bytes",
] as const;
export const projectMetrics = [
  ...branchMetrics,
  "extra_branches_month",
  "snapshot_storage_bytes_month",
] as const;
export type ConsumptionMetric = (typeof projectMetrics)[number];

/** A consumption history request as parsed from Neon's query (GET /consumption_history/v2/…). */
export interface ConsumptionRequest {
  from: number;
  to: number;
  granularity: Granularity;
  orgId: string;
  metrics: ConsumptionMetric[];
  projectIds: string[];
  branchIds: string[];
  limit: number | undefined;
}
