/**
 * Neon's schedule: a numeric five-field cron expression (minute, hour, day of month, month, day
 * of week) in UTC. Each field takes `*`, numbers, ranges `a-b`, lists `a,b` and steps `/n`;
 * day of week 0 or 7 is Sunday. As in cron, when both day fields are restricted a day matching
 * either one runs.
 */
export interface CronSchedule {
  minutes: Set<number>;
  hours: Set<number>;
  daysOfMonth: Set<number>;
  months: Set<number>;
  daysOfWeek: Set<number>;
  dayOfMonthRestricted: boolean;
  dayOfWeekRestricted: boolean;
}

const fields = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
] as const;

/** The schedule, or throws saying which field is wrong. */
export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) {
    throw new Error(
      `a cron expression has five fields (minute hour day month weekday), not ${parts.length}`,
    );
  }
  const sets = parts.map((part, index) =>
    parseField(part, fields[index] as (typeof fields)[number]),
  );
  const daysOfWeek = new Set([...(sets[4] as Set<number>)].map((day) => day % 7));
  return {
    minutes: sets[0] as Set<number>,
    hours: sets[1] as Set<number>,
    daysOfMonth: sets[2] as Set<number>,
    months: sets[3] as Set<number>,
    daysOfWeek,
    dayOfMonthRestricted: parts[2] !== "*",
    dayOfWeekRestricted: parts[4] !== "*",
  };
}

function parseField(text: string, field: (typeof fields)[number]): Set<number> {
  const values = new Set<number>();
  for (const item of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match)
      throw new Error(`the ${field.name} field ${JSON.stringify(text)} is not numeric cron`);
    const step = match[4] !== undefined ? Number(match[4]) : 1;
    const from = match[1] === "*" ? field.min : Number(match[2]);
    const to =
      match[1] === "*"
        ? field.max
        : match[3] !== undefined
          ? Number(match[3])
          : match[4] !== undefined
            ? field.max
            : from;
    if (step < 1 || from < field.min || to > field.max || from > to) {
      throw new Error(
        `the ${field.name} field ${JSON.stringify(text)} is out of ${field.min}-${field.max}`,
      );
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

const minuteMs = 60_000;

/** The first time after `after` (epoch ms) the schedule runs, at a whole minute. */
export function nextRun(schedule: CronSchedule, after: number): number {
  let at = new Date(Math.floor(after / minuteMs) * minuteMs + minuteMs);
  // Five years of days is more than any valid expression needs (29 February on a Sunday: 28).
  const limit = after + 5 * 366 * 86_400_000;
  while (at.getTime() <= limit) {
    if (!schedule.months.has(at.getUTCMonth() + 1) || !dayMatches(schedule, at)) {
      at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
      continue;
    }
    if (!schedule.hours.has(at.getUTCHours())) {
      at = new Date(
        Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours() + 1),
      );
      continue;
    }
    if (schedule.minutes.has(at.getUTCMinutes())) return at.getTime();
    at = new Date(at.getTime() + minuteMs);
  }
  throw new Error("the schedule never runs");
}

function dayMatches(schedule: CronSchedule, at: Date): boolean {
  const byMonth = schedule.daysOfMonth.has(at.getUTCDate());
  const byWeek = schedule.daysOfWeek.has(at.getUTCDay());
  if (schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted) return byMonth || byWeek;
  if (schedule.dayOfMonthRestricted) return byMonth;
  if (schedule.dayOfWeekRestricted) return byWeek;
  return true;
}
