import type { CostRates } from "./cost-rates.ts";

/** What the platform says the preview's branch used (Neon's Branch fields). */
export interface BranchUsage {
  created_at: string;
  compute_time_seconds?: number | undefined;
  active_time_seconds?: number | undefined;
  written_data_bytes?: number | undefined;
  logical_size?: number | undefined;
}

/** The `preview-cost` output: the figures and the estimate, in the units shown. */
export interface PreviewCost {
  cu_hours: number;
  active_hours: number;
  written_bytes: number;
  logical_size_bytes: number;
  age_hours: number;
  /** Dollars: compute + storage written, an estimate. */
  estimated_usd: number;
  estimate_basis: string;
}

const hourMs = 3_600_000;
const monthHours = 730;
const gb = 1e9;

/**
 * The preview's cost, from its branch's figures: compute_time_seconds is CU-seconds (active time
 * × size), so CU-hours = it / 3600; storage is billed on what the branch wrote (a child is billed
 * on its changes) for as long as it has existed. An estimate: prices change, plans include
 * allowances, and extra branches ($1.50 a branch-month past the plan's included ones) are left out.
 */
export function estimatePreviewCost(
  branch: BranchUsage,
  rates: CostRates,
  now: number,
): PreviewCost {
  const cuHours = (branch.compute_time_seconds ?? 0) / 3600;
  const written = branch.written_data_bytes ?? 0;
  const ageHours = Math.max(0, (now - Date.parse(branch.created_at)) / hourMs);
  const usd = cuHours * rates.cuHour + (written / gb) * rates.gbMonth * (ageHours / monthHours);
  return {
    cu_hours: round(cuHours, 4),
    active_hours: round((branch.active_time_seconds ?? 0) / 3600, 4),
    written_bytes: written,
    logical_size_bytes: branch.logical_size ?? 0,
    age_hours: round(ageHours, 2),
    estimated_usd: round(usd, 4),
    estimate_basis: `${rates.source}: $${rates.cuHour}/CU-hour, $${rates.gbMonth}/GB-month`,
  };
}

/** One line for the comment and summary: `0.0125 CU-hours · 4.2 MB written (30.8 MB) · 2.0 h old · ≈ $0.0018 (estimate, …)`. */
export function describePreviewCost(cost: PreviewCost): string {
  return [
    `${cost.cu_hours} CU-hours`,
    `${bytes(cost.written_bytes)} written (logical size ${bytes(cost.logical_size_bytes)})`,
    `${age(cost.age_hours)} old`,
    `≈ $${cost.estimated_usd.toFixed(4)} (estimate; ${cost.estimate_basis})`,
  ].join(" · ");
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function bytes(value: number): string {
  if (value < 1e3) return `${value} B`;
  if (value < 1e6) return `${(value / 1e3).toFixed(1)} kB`;
  if (value < 1e9) return `${(value / 1e6).toFixed(1)} MB`;
  return `${(value / 1e9).toFixed(2)} GB`;
}

function age(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}
