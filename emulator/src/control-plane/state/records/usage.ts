/**
 * What the platform meters (docs/emulator/metering.md): a compute's active time × its size,
 * kept on its branch and its project by the hour; the branch's data as last measured.
 */
export interface Usage {
  active_time_seconds: number;
  /** Active seconds × the compute's size (CU): Neon's compute_time_seconds, compute_unit_seconds. */
  compute_unit_seconds: number;
  /** [start of the hour (ms), CU-seconds in it], oldest first; a year at most. */
  hourly: Array<[number, number]>;
}

/** A branch's data as last measured on disk (the data plane's measureBranch). */
export interface MeasuredData {
  logical_size: number;
  written_data_bytes: number;
  /** The WAL position (a decimal string) last measured: later writes are counted from it. */
  wal_position?: string;
  measured_at: number;
}

export const emptyUsage = (): Usage => ({
  active_time_seconds: 0,
  compute_unit_seconds: 0,
  hourly: [],
});

const hourMs = 3_600_000;
const keptMs = 366 * 24 * hourMs;

/** Adds `cu` CU of activity from `from` to `to` (ms), split by the hour; forgets hours over a year old. */
export function addActivity(usage: Usage, from: number, to: number, cu: number): void {
  if (!(to > from) || !(cu > 0)) return;
  usage.active_time_seconds += (to - from) / 1000;
  usage.compute_unit_seconds += ((to - from) / 1000) * cu;
  for (let start = from; start < to; ) {
    const hour = Math.floor(start / hourMs) * hourMs;
    const end = Math.min(to, hour + hourMs);
    addToHour(usage.hourly, hour, ((end - start) / 1000) * cu);
    start = end;
  }
  const oldest = to - keptMs;
  while (usage.hourly.length > 0 && (usage.hourly[0]?.[0] ?? 0) < oldest) usage.hourly.shift();
}

/** Two computes of a branch may overlap: an hour already counted is added to, in its place. */
function addToHour(hourly: Array<[number, number]>, hour: number, amount: number): void {
  let i = hourly.length;
  while (i > 0 && (hourly[i - 1]?.[0] ?? 0) > hour) i -= 1;
  const before = hourly[i - 1];
  if (before && before[0] === hour) before[1] += amount;
  else hourly.splice(i, 0, [hour, amount]);
}
