import { badRequest } from "../../errors.ts";
import { isoSeconds } from "../../state/clock/clock.ts";
import type { Platform } from "../../state/platform.ts";
import type { BackupScheduleItem, Branch, Project } from "../../state/records/records.ts";
import { takeSnapshot } from "./snapshots.ts";

// Backup schedules as Neon documents them (guides/backup-restore, cli/snapshots): per root
// branch, paid plans only; `daily` needs `hour`, `weekly` a `day` 1-7 (Monday to Sunday) and
// `hour`, `monthly` a `day` 1-31 and `hour`; `month` is kept but read by none; each scheduled
// snapshot is kept `retention_seconds` (3600 to 3024000), 35 days when not given. An empty
// schedule turns it off. The emulator takes the snapshots on its virtual clock, in UTC.

const frequencies = ["daily", "weekly", "monthly"] as const;
const defaultRetentionSeconds = 3_024_000;
const dayMs = 24 * 3600 * 1000;

/** What PUT …/backup_schedule brings, each entry as parsed. */
export interface ScheduleEntryInput {
  frequency: string;
  hour?: number | undefined;
  day?: number | undefined;
  month?: number | undefined;
  retention_seconds?: number | undefined;
}

/** PUT …/branches/{b}/backup_schedule (setSnapshotSchedule): replaces the branch's schedule. */
export function setBackupSchedule(
  platform: Platform,
  project: Project,
  branch: Branch,
  entries: ScheduleEntryInput[],
): void {
  if (entries.length > 0 && branch.parent_id) {
    throw badRequest(
      `backup schedules apply to root branches only; branch ${branch.id} has the parent ${branch.parent_id}`,
    );
  }
  if (entries.length > 0 && platform.state.plan === "free") {
    throw badRequest("backup schedules are available on paid plans only");
  }
  const schedule = entries.map(checkedEntry);
  if (schedule.length > 0) branch.backup_schedule = schedule;
  else delete branch.backup_schedule;
  armBackupSchedule(platform, project, branch);
}

function checkedEntry(entry: ScheduleEntryInput): BackupScheduleItem {
  const frequency = frequencies.find((f) => f === entry.frequency);
  if (!frequency) {
    throw badRequest(
      `frequency ${JSON.stringify(entry.frequency)} is not supported; use ${frequencies.join(", ")}`,
    );
  }
  if (entry.hour === undefined) {
    throw badRequest(`${frequency} schedules must specify the hour of the day`);
  }
  if (frequency === "weekly" && (entry.day === undefined || entry.day > 7)) {
    throw badRequest("weekly schedules must specify the day of the week, 1 (Monday) to 7 (Sunday)");
  }
  if (frequency === "monthly" && entry.day === undefined) {
    throw badRequest("monthly schedules must specify the day of the month, 1 to 31");
  }
  return {
    frequency,
    hour: entry.hour,
    ...(entry.day !== undefined ? { day: entry.day } : {}),
    ...(entry.month !== undefined ? { month: entry.month } : {}),
    ...(entry.retention_seconds !== undefined
      ? { retention_seconds: entry.retention_seconds }
      : {}),
  };
}

/** (Re)arms one timer per entry of the branch's schedule, cancelling the ones it had. */
export function armBackupSchedule(platform: Platform, project: Project, branch: Branch): void {
  for (const timer of branch.backup_timers ?? []) timer.cancel();
  delete branch.backup_timers;
  const schedule = branch.backup_schedule;
  if (!schedule) return;
  const now = platform.clock.now();
  branch.backup_timers = schedule.map((item, index) => {
    const fire = (at: number) =>
      platform.scheduler.at(at, () => {
        const live =
          platform.state.projects.get(project.id) === project &&
          project.branches.get(branch.id) === branch &&
          branch.backup_schedule === schedule;
        if (!live) return;
        takeScheduledSnapshot(platform, project, branch, item);
        const next = fire(nextOccurrence(item, at));
        if (branch.backup_timers) branch.backup_timers[index] = next;
      });
    return fire(nextOccurrence(item, now));
  });
}

function takeScheduledSnapshot(
  platform: Platform,
  project: Project,
  branch: Branch,
  item: BackupScheduleItem,
): void {
  const now = platform.clock.now();
  const retention = item.retention_seconds ?? defaultRetentionSeconds;
  takeSnapshot(platform, project, branch, {
    name: `${branch.name} ${item.frequency} ${isoSeconds(now)}`,
    manual: false,
    expiresAt: now + retention * 1000,
    initiatedBy: "system",
  });
}

/**
 * The first moment after `after` the entry is due, in UTC; a monthly day past a month's end is
 * that month's last day.
 */
export function nextOccurrence(item: BackupScheduleItem, after: number): number {
  const hour = item.hour ?? 0;
  const date = new Date(after);
  const today = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour);
  if (item.frequency === "daily") return today > after ? today : today + dayMs;
  if (item.frequency === "weekly") {
    const isoWeekday = ((date.getUTCDay() + 6) % 7) + 1;
    const at = today + (((item.day ?? 1) - isoWeekday + 7) % 7) * dayMs;
    return at > after ? at : at + 7 * dayMs;
  }
  for (let months = 0; ; months++) {
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + months;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const at = Date.UTC(year, month, Math.min(item.day ?? 1, lastDay), hour);
    if (at > after) return at;
  }
}
