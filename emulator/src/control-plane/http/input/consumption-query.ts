import { badRequest } from "../../errors.ts";
import {
  branchMetrics,
  type ConsumptionMetric,
  type ConsumptionRequest,
  type Granularity,
  granularities,
  projectMetrics,
} from "../../state/records/consumption-metrics.ts";
import { integerParam } from "./request-parsing.ts";

const idPattern = /^[a-z0-9-]{1,60}$/;

/**
 * Parses the query of GET /consumption_history/v2/projects and …/branches, as Neon's document
 * has it; `branches`: the branch endpoint (its six metrics, project_ids required).
 */
export function parseConsumptionQuery(
  query: URLSearchParams,
  branches: boolean,
): ConsumptionRequest {
  const allowed: readonly string[] = branches ? branchMetrics : projectMetrics;
  const metrics = listParam(query, "metrics", 20, /^[a-z_]{1,60}$/);
  if (metrics.length === 0) {
    throw badRequest(`query parameter metrics is required: one or more of ${allowed.join(", ")}`);
  }
  for (const metric of metrics) {
    if (!allowed.includes(metric)) {
      throw badRequest(`metric ${metric} is not supported here; supported: ${allowed.join(", ")}`);
    }
  }
  const granularity = query.get("granularity") ?? "";
  if (!(granularities as readonly string[]).includes(granularity)) {
    throw badRequest(`query parameter granularity must be one of ${granularities.join(", ")}`);
  }
  const orgId = query.get("org_id") ?? "";
  if (!idPattern.test(orgId))
    throw badRequest("query parameter org_id is required: an organization id");
  const projectIds = listParam(query, "project_ids", 100);
  if (branches && projectIds.length === 0) {
    throw badRequest("query parameter project_ids is required: 1 to 100 project ids");
  }
  return {
    from: dateParam(query, "from"),
    to: dateParam(query, "to"),
    granularity: granularity as Granularity,
    orgId,
    metrics: metrics as ConsumptionMetric[],
    projectIds,
    branchIds: listParam(query, "branch_ids", 100),
    limit: integerParam(query, "limit", { min: 1, max: branches ? 1000 : 100 }),
  };
}

/** Repeated or comma-separated ids, at most `max`. */
function listParam(
  query: URLSearchParams,
  name: string,
  max: number,
  pattern = idPattern,
): string[] {
  const values = query
    .getAll(name)
    .flatMap((value) => value.split(","))
    .filter(Boolean);
  if (values.length > max) throw badRequest(`query parameter ${name} takes at most ${max} values`);
  for (const value of values) {
    if (!pattern.test(value))
      throw badRequest(`query parameter ${name}: ${value} is not a valid value`);
  }
  return values;
}

function dateParam(query: URLSearchParams, name: string): number {
  const raw = query.get(name) ?? "";
  const time = /^\d{4}-\d{2}-\d{2}T/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) {
    throw badRequest(
      `query parameter ${name} is required: a date-time such as 2026-03-15T00:00:00Z`,
    );
  }
  return time;
}
