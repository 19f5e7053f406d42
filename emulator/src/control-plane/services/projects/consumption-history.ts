import { createHash } from "node:crypto";
import { ApiError, forbidden, notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import { branchesIncluded, hasConsumptionHistory } from "../../state/records/billing-plans.ts";
import type {
  ConsumptionMetric,
  ConsumptionRequest,
  Granularity,
} from "../../state/records/consumption-metrics.ts";
import {
  type Branch,
  isOrgMember,
  type Project,
  projectOrgId,
} from "../../state/records/records.ts";
import type { Caller } from "../access/access.ts";
import { canAccessProject } from "../access/access.ts";
import { usageNow } from "../computes/metering.ts";
import { measureBranchData } from "../shared/branch-measure.ts";

/**
 * Neon's consumption history (v2) from the platform's metering (docs/emulator/metering.md):
 * per timeframe, compute_unit_seconds from the hours the computes were active × their size;
 * storage as byte-months (bytes × the timeframe's share of a 730-hour month): a root branch's
 * logical size, a child's written bytes (Neon bills a child on what it changed); extra branches
 * past the plan's included ones (projects only); transfer, restore and snapshot storage 0.
 */

export interface Timeframe {
  start: number;
  end: number;
  metrics: Array<{ metric_name: ConsumptionMetric; value: number }>;
}

export interface Period {
  id: string;
  plan: string;
  start: number;
  end: number | undefined;
  timeframes: Timeframe[];
}

const hourMs = 3_600_000;
const monthHours = 730;
/** How far back each granularity reaches (Neon: 168 hours, 60 days, a year). */
const reachMs: Record<Granularity, number> = {
  hourly: 168 * hourMs,
  daily: 60 * 24 * hourMs,
  monthly: 366 * 24 * hourMs,
};

/** The organization's projects the request names (all of them when it names none) that the key reaches. */
export function consumptionProjects(
  platform: Platform,
  caller: Caller,
  request: ConsumptionRequest,
  what: "Branch" | "Project",
): Project[] {
  const { state } = platform;
  const org = state.organizations.get(request.orgId);
  const member =
    org &&
    (caller.key.type === "personal"
      ? isOrgMember(org, caller.key.user_id)
      : caller.key.org_id === org.id);
  if (!member) throw notFound(`account is not a member of organization ${request.orgId}`);
  if (!hasConsumptionHistory(platform.billingPlan)) {
    throw forbidden(
      what === "Branch"
        ? "Not available for this account. Branch consumption history requires a paid usage-based Launch, Scale, Agent, or Enterprise plan."
        : "Not available for this account. Project consumption history requires a Launch, Scale, Agent, Business, or Enterprise plan.",
    );
  }
  const now = platform.clock.now();
  const from = floorTo(request.from, request.granularity);
  const to = floorTo(request.to, request.granularity);
  if (!(from < to) || from < now - reachMs[request.granularity] || from > now) {
    throw new ApiError(
      406,
      "NOT_ACCEPTABLE",
      `from ${new Date(request.from).toISOString()} to ${new Date(request.to).toISOString()} is not a valid range for ${request.granularity} granularity (at most the last ${reachMs[request.granularity] / hourMs} hours, from before to)`,
    );
  }
  const named = new Set(request.projectIds);
  return [...state.projects.values()]
    .filter((project) => projectOrgId(project) === org.id)
    .filter((project) => named.size === 0 || named.has(project.id))
    .filter((project) => canAccessProject(state, caller.key, project))
    .sort((a, b) => b.created_at - a.created_at);
}

/** The branches' measures brought up to date first (their data's size and writes). */
export async function measureBranches(platform: Platform, project: Project, branches: Branch[]) {
  await Promise.all(branches.map((branch) => measureBranchData(platform, project, branch)));
}

/** A branch's (or, without `branch`, the project's) periods over the request's range. */
export function consumptionPeriods(
  platform: Platform,
  request: ConsumptionRequest,
  project: Project,
  branch?: Branch,
): Period[] {
  const now = platform.clock.now();
  const usage = usageNow(platform, project, branch, { hours: true });
  const branches = branch ? [branch] : [...project.branches.values()];
  const frames = timeframes(request, now).filter(
    (frame) => frame.end > (branch?.created_at ?? project.created_at),
  );
  const periods = new Map<number, Period>();
  for (const frame of frames) {
    const start = monthStart(frame.start);
    const period = periods.get(start) ?? newPeriod(platform, request.orgId, start, now);
    periods.set(start, period);
    const live = (from: number) =>
      Math.max(0, Math.min(frame.end, now) - Math.max(frame.start, from));
    const value = (metric: ConsumptionMetric): number => {
      switch (metric) {
        case "compute_unit_seconds":
          return usage.hourly
            .filter(([hour]) => hour >= frame.start && hour < frame.end)
            .reduce((sum, [, cu]) => sum + cu, 0);
        case "root_branch_bytes_month":
        case "child_branch_bytes_month": {
          const root = metric === "root_branch_bytes_month";
          return branches
            .filter((b) => (b.parent_id === undefined) === root)
            .reduce((sum, b) => {
              const bytes = root ? b.measured?.logical_size : b.measured?.written_data_bytes;
              return sum + ((bytes ?? 0) * live(b.created_at)) / hourMs / monthHours;
            }, 0);
        }
        case "extra_branches_month": {
          const included = branchesIncluded(platform.billingPlan) ?? Number.POSITIVE_INFINITY;
          const extra = Math.max(0, project.branches.size - included);
          return (extra * live(project.created_at)) / hourMs / monthHours;
        }
        default:
          return 0;
      }
    };
    period.timeframes.push({
      start: frame.start,
      end: frame.end,
      metrics: request.metrics.map((metric) => ({
        metric_name: metric,
        value: Math.round(value(metric)),
      })),
    });
  }
  return [...periods.values()];
}

function newPeriod(platform: Platform, orgId: string, start: number, now: number): Period {
  const end = nextMonth(start);
  const hash = createHash("sha256").update(`${orgId}:${start}`).digest("hex");
  return {
    id: `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-8${hash.slice(17, 20)}-${hash.slice(20, 32)}`,
    plan: platform.billingPlan === "unlimited" ? "scale" : platform.billingPlan,
    start,
    end: end <= now ? end : undefined,
    timeframes: [],
  };
}

function timeframes(
  request: ConsumptionRequest,
  now: number,
): Array<{ start: number; end: number }> {
  const frames: Array<{ start: number; end: number }> = [];
  const to = floorTo(request.to, request.granularity);
  for (let start = floorTo(request.from, request.granularity); start < to && start <= now; ) {
    const end = step(start, request.granularity);
    frames.push({ start, end });
    start = end;
  }
  return frames;
}

function floorTo(time: number, granularity: Granularity): number {
  if (granularity === "hourly") return Math.floor(time / hourMs) * hourMs;
  const day = Math.floor(time / (24 * hourMs)) * 24 * hourMs;
  return granularity === "daily" ? day : monthStart(day);
}

function step(time: number, granularity: Granularity): number {
  if (granularity === "hourly") return time + hourMs;
  return granularity === "daily" ? time + 24 * hourMs : nextMonth(time);
}

function monthStart(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextMonth(time: number): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
