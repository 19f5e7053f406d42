/** Small statistics helpers for the bench: medians, maxima, request-rate windows. */

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function max(values: number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

export function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The most requests that fall in any window [t, t + windowMs) of the given times. */
export function peakInWindow(timesMs: number[], windowMs = 1000): number {
  const sorted = [...timesMs].sort((a, b) => a - b);
  let peak = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start++;
    peak = Math.max(peak, end - start + 1);
  }
  return peak;
}

export function mean(values: number[]): number {
  return values.length === 0 ? Number.NaN : sum(values) / values.length;
}

/** How much the median of such a sample varies: the SD of medians of 500 bootstrap resamples. */
export function medianSpread(values: number[]): number {
  if (values.length < 2) return Number.NaN;
  const medians: number[] = [];
  for (let i = 0; i < 500; i++)
    medians.push(
      median(values.map(() => values[Math.floor(Math.random() * values.length)] as number)),
    );
  const average = mean(medians);
  return Math.sqrt(mean(medians.map((m) => (m - average) ** 2)));
}
