import { z } from "zod";
import { parseBody } from "../../../control-plane/http/input/request-parsing.ts";
import { requirePathBranch } from "../../../control-plane/http/routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../../../control-plane/http/routing/router.ts";
import {
  createDataApi,
  type DataApiRuntime,
  deleteDataApi,
  requireDataApi,
  updateDataApi,
} from "./data-apis.ts";
import { dataApiUrl } from "./urls.ts";
import { dataApiView } from "./view.ts";

/** Neon's DataAPISettings; unknown keys are refused. */
const settings = z
  .object({
    db_aggregates_enabled: z.boolean().optional(),
    db_anon_role: z.string().optional(),
    db_extra_search_path: z.string().optional(),
    db_max_rows: z.number().int().positive().optional(),
    db_schemas: z.array(z.string().min(1)).optional(),
    jwt_role_claim_key: z
      .string()
      .regex(/^(\.("[^"]*"|[A-Za-z0-9_$-]+)|\[\d+\])+$/, "a claim path such as .role")
      .optional(),
    jwt_cache_max_lifetime: z.number().int().nonnegative().optional(),
    openapi_mode: z.enum(["ignore-privileges", "disabled"]).optional(),
    server_cors_allowed_origins: z.string().optional(),
    server_timing_enabled: z.boolean().optional(),
    // The emulator's own (Neon's DataAPISettings has no such key): PostgREST's db-plan-enabled.
    db_plan_enabled: z.boolean().optional(),
  })
  .strict();

const createRequest = z
  .object({
    auth_provider: z.enum(["neon_auth", "external"]).optional(),
    jwks_url: z.url().optional(),
    provider_name: z.string().optional(),
    jwt_audience: z.string().optional(),
    add_default_grants: z.boolean().optional(),
    skip_auth_schema: z.boolean().optional(),
    settings: settings.optional(),
  })
  .strict();

const updateRequest = z.object({ settings: settings.optional() }).strict();

async function createRoute(runtime: DataApiRuntime, ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(createRequest, ctx.body ?? {});
  const database = ctx.params.database_name ?? "";
  await createDataApi(ctx.platform, runtime, project, branch, database, input);
  return { status: 201, body: { url: dataApiUrl(runtime.origin, branch, database) } };
}

function getRoute(runtime: DataApiRuntime, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const record = requireDataApi(runtime, branch, ctx.params.database_name ?? "");
  return { status: 200, body: dataApiView(runtime.origin, branch, record) };
}

function updateRoute(runtime: DataApiRuntime, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(updateRequest, ctx.body ?? {});
  updateDataApi(runtime, branch, ctx.params.database_name ?? "", input.settings);
  return { status: 201, body: {} };
}

async function deleteRoute(runtime: DataApiRuntime, ctx: RequestContext): Promise<Reply> {
  const { branch } = requirePathBranch(ctx);
  await deleteDataApi(runtime, branch, ctx.params.database_name ?? "");
  return { status: 200, body: {} };
}

const path = "/projects/{project_id}/branches/{branch_id}/data-api/{database_name}";

/** A branch database's Data API: create, get, update (settings, schema cache), delete. */
export function dataApiRoutes(runtime: DataApiRuntime): Route[] {
  return [
    { method: "POST", template: path, handler: (ctx) => createRoute(runtime, ctx) },
    { method: "GET", template: path, handler: (ctx) => getRoute(runtime, ctx) },
    { method: "PATCH", template: path, handler: (ctx) => updateRoute(runtime, ctx) },
    { method: "DELETE", template: path, handler: (ctx) => deleteRoute(runtime, ctx) },
  ];
}
