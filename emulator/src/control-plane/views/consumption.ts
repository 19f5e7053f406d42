import type { Period } from "../services/projects/consumption-history.ts";

/** Neon's ConsumptionHistoryPerPeriodV2. */
export function periodView(period: Period) {
  return {
    period_id: period.id,
    period_plan: period.plan,
    period_start: new Date(period.start).toISOString(),
    ...(period.end !== undefined ? { period_end: new Date(period.end).toISOString() } : {}),
    consumption: period.timeframes.map((frame) => ({
      timeframe_start: new Date(frame.start).toISOString(),
      timeframe_end: new Date(frame.end).toISOString(),
      metrics: frame.metrics,
    })),
  };
}
