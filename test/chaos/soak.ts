import type { PlayReport } from "./play.ts";
import type { Schedule } from "./schedule.ts";

export interface SoakTotals {
  schedules: number;
  runs: number;
  faults: number;
  kills: number;
  invariantsChecked: number;
  violations: number;
  /** Checks by invariant, and what the schedules made happen (PlayReport's). */
  checked: Record<string, number>;
  seen: Record<string, number>;
  failedSeeds: number[];
}

function add(into: Record<string, number>, from: Record<string, number>): void {
  for (const [key, count] of Object.entries(from)) into[key] = (into[key] ?? 0) + count;
}

/** Plays schedules with seeds `seed`, `seed + 1`, …; a failed one is reported with its replay. */
export async function soak(options: {
  seed: number;
  runs: number;
  play: (schedule: Schedule) => Promise<PlayReport>;
  makeSchedule: (seed: number) => Schedule;
  progress: (line: string) => void;
}): Promise<SoakTotals> {
  const totals: SoakTotals = {
    schedules: 0,
    runs: 0,
    faults: 0,
    kills: 0,
    invariantsChecked: 0,
    violations: 0,
    checked: {},
    seen: {},
    failedSeeds: [],
  };
  for (let i = 0; i < options.runs; i++) {
    const schedule = options.makeSchedule(options.seed + i);
    const report = await options.play(schedule);
    totals.schedules += 1;
    totals.runs += report.runs;
    totals.faults += report.faults;
    totals.kills += report.kills;
    totals.invariantsChecked += report.invariantsChecked;
    totals.violations += report.violations.length;
    add(totals.checked, report.checked);
    add(totals.seen, report.seen);
    const verdict =
      report.violations.length === 0 ? "ok" : `${report.violations.length} violations`;
    options.progress(
      `seed ${schedule.seed}: ${schedule.steps.length} steps, ${report.runs} runs: ${verdict}`,
    );
    if (report.violations.length > 0) {
      totals.failedSeeds.push(schedule.seed);
      for (const line of report.log) options.progress(`  step: ${line}`);
      for (const violation of report.violations) options.progress(`  violation: ${violation}`);
      options.progress(`  replay: npm run test:chaos -- --seed ${schedule.seed} --runs 1`);
    }
  }
  return totals;
}
