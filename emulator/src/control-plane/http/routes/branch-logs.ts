import { z } from "zod";
import { ApiError } from "../../errors.ts";
import type { BranchLogRecord } from "../../state/branch-services.ts";
import { iso } from "../../state/clock/clock.ts";
import { parseBody } from "../input/request-parsing.ts";
import { requirePathBranch } from "../routing/path-lookups.ts";
import type { Handler, Reply, RequestContext, Route } from "../routing/router.ts";

/**
 * A branch's logs (queryProjectBranchLogs, listProjectBranchLogFields,
 * listProjectBranchLogFieldValues): what the branch services recorded (`logsOf` of their hooks;
 * today the lines a function printed, `source: function`). The query is checked as Neon checks
 * it, with its 400 reasons; `logql` is accepted but not evaluated (every record in the window).
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
  const offset = query.cursor === undefined ? 0 : cursorOffset(query.cursor);
  if (offset === undefined) {
    return invalidQuery("invalid_cursor", "no query of this branch issued that cursor");
  }
  const { branch } = requirePathBranch(ctx);
  const matching = ctx.platform.branchServices
    .logsOf(branch)
    .filter((record) => record.time >= start && record.time < end && matches(record, query))
    .sort((a, b) => (query.sort_order === "asc" ? a.time - b.time : b.time - a.time));
  const limit = query.limit ?? 100;
  const page = matching.slice(offset, offset + limit);
  const truncated = matching.length > offset + limit;
  return {
    status: 200,
    body: {
      logs: page.map(recordView),
      is_truncated: truncated,
      ...(truncated ? { next_cursor: `c${offset + limit}` } : {}),
    },
  };
}

const cursorOffset = (cursor: string) => {
  const match = /^c(\d+)$/.exec(cursor);
  return match ? Number(match[1]) : undefined;
};

const severities = ["trace", "debug", "info", "warn", "error", "fatal"];

function matches(record: BranchLogRecord, query: z.output<typeof logsQuery> & object): boolean {
  if (query.source !== undefined && record.source !== query.source) return false;
  if (query.service_name !== undefined && record.serviceName !== query.service_name) return false;
  if (query.severity_text !== undefined && record.severityText !== query.severity_text)
    return false;
  if (query.body_contains !== undefined && !record.message.includes(query.body_contains))
    return false;
  if (
    query.minimum_severity !== undefined &&
    severities.indexOf(record.severityText) < severities.indexOf(query.minimum_severity)
  ) {
    return false;
  }
  return true;
}

/** Neon's ProjectBranchLogRecord. */
function recordView(record: BranchLogRecord) {
  return {
    timestamp: iso(record.time),
    message: record.message,
    source: record.source,
    ...(record.entityId !== undefined ? { entity_id: record.entityId } : {}),
    ...(record.serviceName !== undefined ? { service_name: record.serviceName } : {}),
    severity_number: record.severityNumber,
    severity_text: record.severityText,
    attributes: record.attributes,
  };
}

/** The fields the branch's records carry, each with the values seen. */
function observedFields(ctx: RequestContext): Map<string, Set<string>> {
  const { branch } = requirePathBranch(ctx);
  const fields = new Map<string, Set<string>>();
  const see = (field: string, value: string | undefined) => {
    if (value === undefined) return;
    const values = fields.get(field) ?? new Set<string>();
    values.add(value);
    fields.set(field, values);
  };
  for (const record of ctx.platform.branchServices.logsOf(branch)) {
    see("source", record.source);
    see("service_name", record.serviceName);
    see("severity_text", record.severityText);
  }
  return fields;
}

const listFields = (ctx: RequestContext): Reply => ({
  status: 200,
  body: { fields: [...observedFields(ctx).keys()].sort() },
});

/** A field the branch's records never carried is unknown. */
function listFieldValues(ctx: RequestContext): Reply {
  const values = observedFields(ctx).get(ctx.params.field_name ?? "");
  if (!values) {
    return invalidQuery(
      "unknown_field",
      `${ctx.params.field_name} is not a log field of this branch: no record of it carries one`,
    );
  }
  return { status: 200, body: { values: [...values].sort(), is_truncated: false } };
}

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
