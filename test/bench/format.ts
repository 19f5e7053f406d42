import { max, median } from "./stats.ts";

/** How the bench writes durations, sizes and counts. */

export function ms(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  if (Math.abs(value) >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  if (Math.abs(value) >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

/** Durations under 10 ms with two decimals (query latencies). */
export function fineMs(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  return value < 10 ? `${value.toFixed(2)} ms` : ms(value);
}

/** "median / max" of samples, or n/a without any. */
export function fineMedianMax(values: number[]): string {
  return values.length === 0 ? "n/a" : `${fineMs(median(values))} / ${fineMs(max(values))}`;
}

export function seconds(valueMs: number): string {
  return `${(valueMs / 1000).toFixed(1)} s`;
}

/** Minutes-long durations (the test suite's), to the second. */
export function wholeSeconds(valueMs: number): string {
  return `${(valueMs / 1000).toFixed(0)} s`;
}

export function bytes(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(2)} MB`;
  if (value >= 1000) return `${(value / 1000).toFixed(0)} kB`;
  return `${value} B`;
}

export function count(value: number): string {
  if (!Number.isFinite(value)) return "n/a";
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function percent(fraction: number): string {
  return Number.isFinite(fraction) ? `${(fraction * 100).toFixed(0)}%` : "n/a";
}
