import { z } from "zod";
import { ApiError } from "../../errors.ts";
import { parseBody } from "../input/request-parsing.ts";
import { requirePathBranch } from "../routing/path-lookups.ts";
import type { Handler, Reply, RequestContext, Route } from "../routing/router.ts";

/**
 * A branch's logs (queryProjectBranchLogs, listProjectBranchLogFields,
 * listProjectBranchLogFieldValues), as Neon answers a branch whose telemetry is on but that has
 * recorded nothing: no service of the emulator writes logs yet. The query is still checked as
 * Neon checks it, with its 400 reasons.
 */

const duration = z.string().regex(/^\d+(ms|s|m|h|d)$/, "a duration such as 30m, 6h or 7d");
const unitMs: Record<string, number> = { ms: 1, s: 1e3, m: 60e3, h: 3600e3, d: 86400e3 };
const durationMs = (text: string) => {
  const [, count, unit] = /^(\d+)(ms|s|m|h|d)$/.exec(text) ?? [];
  return Number(count) * (unitMs[unit ?? ""] ?? 0);
};

const logsQuery = z
  .object({
    since: duration.optional(),
    start_time: z.iso.datetime({ offset: true }).optional(),
    end_time: z.iso.datetime({ offset: true }).optional(),
    limit: z.number().int().min(1).optional(),
    cursor: z.string().optional(),
    sort_order: z.enum(["asc", "desc"]).optional(),
    source: z.enum(["function", "storage", "pg_endpoint"]).optional(),
    service_name: z.string().optional(),
    scope_name: z.string().optional(),
    minimum_severity: z.enum(["trace", "debug", "info", "warn", "error", "fatal"]).optional(),
    severity_text: z.string().optional(),
    body_contains: z.string().optional(),
    trace_id: z
      .string()
      .regex(/^[0-9a-f]{32}$/, "32 lowercase hex digits")
      .optional(),
    logql: z.string().optional(),
  })
  .optional();

const structuredFilters = [
  "source",
  "service_name",
  "scope_name",
  "minimum_severity",
  "severity_text",
  "body_contains",
  "trace_id",
] as const;

const sevenDaysMs = 7 * 86400e3;

/** ProjectBranchLogsInvalidQuery: a 400 whose `reason` names what is wrong with the query. */
const invalidQuery = (reason: string, message: string): Reply => ({
  status: 400,
  body: { code: "BAD_REQUEST", message, reason },
});

/** ProjectBranchLogsNotAvailable for a project or branch the caller cannot see. */
function withBranchNotFound(handler: (ctx: RequestContext) => Reply): Handler {
  return (ctx) => {
    try {
      requirePathBranch(ctx);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      return {
        status: 404,
        body: { code: error.code, message: error.message, reason: "branch_not_found" },
      };
    }
    return handler(ctx);
  };
}

function queryLogs(ctx: RequestContext): Reply {
  const query = parseBody(logsQuery, ctx.body) ?? {};
  if (query.since !== undefined && query.start_time !== undefined) {
    return invalidQuery("conflicting_time_range", "give since or start_time, not both");
  }
  const end = query.end_time !== undefined ? Date.parse(query.end_time) : ctx.platform.clock.now();
  const start =
    query.start_time !== undefined
      ? Date.parse(query.start_time)
      : end - (query.since !== undefined ? durationMs(query.since) : 3600e3);
  if (end <= start) return invalidQuery("invalid_time_range", "end_time must be after the start");
  if (end - start > sevenDaysMs) {
    return invalidQuery("time_range_too_large", "the window spans more than seven days");
  }
  if (query.logql !== undefined && structuredFilters.some((f) => query[f] !== undefined)) {
    return invalidQuery("conflicting_filters", "give logql or structured filters, not both");
  }
  if (query.cursor !== undefined) {
    return invalidQuery("invalid_cursor", "no query of this branch issued that cursor");
  }
  return { status: 200, body: { logs: [], is_truncated: false } };
}

const listFields = (): Reply => ({ status: 200, body: { fields: [] } });

/** No field has been observed on the branch, so every field name is unknown. */
const listFieldValues = (ctx: RequestContext): Reply =>
  invalidQuery(
    "unknown_field",
    `${ctx.params.field_name} is not a log field of this branch: it has recorded no logs`,
  );

const logs = "/projects/{project_id}/branches/{branch_id}/logs";

export const branchLogRoutes: Route[] = [
  { method: "POST", template: `${logs}/query`, handler: withBranchNotFound(queryLogs) },
  { method: "GET", template: `${logs}/fields`, handler: withBranchNotFound(listFields) },
  {
    method: "GET",
    template: `${logs}/fields/{field_name}/values`,
    handler: withBranchNotFound(listFieldValues),
  },
];
