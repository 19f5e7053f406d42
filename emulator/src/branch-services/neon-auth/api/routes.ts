import { z } from "zod";
import { badRequest } from "../../../control-plane/errors.ts";
import { parseBody } from "../../../control-plane/http/input/request-parsing.ts";
import { requirePathBranch } from "../../../control-plane/http/routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../../../control-plane/http/routing/router.ts";
import {
  createAuthUser,
  deleteAuthUser,
  disableAuth,
  enableAuth,
  type NeonAuthRuntime,
  requireAuth,
} from "./integration.ts";
import { authCreatedView, authIntegrationView } from "./views.ts";

/** Neon's NeonAuthSupportedAuthProvider; the emulator runs Better Auth only, as Neon does now. */
export const provider = z.enum(["mock", "stack", "better_auth"]);

const enableRequest = z.strictObject({
  auth_provider: provider,
  database_name: z.string().min(1).optional(),
});

const disableRequest = z.strictObject({ delete_data: z.boolean().optional() }).optional();

const newUserRequest = z.strictObject({
  email: z.email().max(256),
  name: z.string().min(1).max(255).optional(),
});

export function betterAuthOnly(value: string): void {
  if (value !== "better_auth") {
    throw badRequest(
      `auth_provider ${value} is not supported: Neon Auth runs Better Auth (auth_provider: better_auth)`,
    );
  }
}

function createNeonAuth(runtime: NeonAuthRuntime, ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(enableRequest, ctx.body);
  betterAuthOnly(input.auth_provider);
  const auth = enableAuth(ctx.platform, runtime, project, branch, input);
  return { status: 201, body: authCreatedView(runtime.origin, branch, auth) };
}

function getNeonAuth(runtime: NeonAuthRuntime, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const auth = requireAuth(runtime.auths, branch);
  return { status: 200, body: authIntegrationView(runtime.origin, branch, auth) };
}

async function disableNeonAuth(runtime: NeonAuthRuntime, ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(disableRequest, ctx.body);
  await disableAuth(ctx.platform, runtime, project, branch, input?.delete_data ?? false);
  return { status: 200 };
}

async function createUser(runtime: NeonAuthRuntime, ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(newUserRequest, ctx.body);
  return { status: 201, body: await createAuthUser(runtime, project, branch, input) };
}

async function deleteUser(runtime: NeonAuthRuntime, ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  await deleteAuthUser(runtime, project, branch, ctx.params.auth_user_id ?? "");
  return { status: 204 };
}

export const authPath = "/projects/{project_id}/branches/{branch_id}/auth";

/** Enable, get and disable Neon Auth on a branch; its users. */
export function neonAuthRoutes(runtime: NeonAuthRuntime): Route[] {
  const users = `${authPath}/users`;
  return [
    { method: "POST", template: authPath, handler: (ctx) => createNeonAuth(runtime, ctx) },
    { method: "GET", template: authPath, handler: (ctx) => getNeonAuth(runtime, ctx) },
    { method: "DELETE", template: authPath, handler: (ctx) => disableNeonAuth(runtime, ctx) },
    { method: "POST", template: users, handler: (ctx) => createUser(runtime, ctx) },
    {
      method: "DELETE",
      template: `${users}/{auth_user_id}`,
      handler: (ctx) => deleteUser(runtime, ctx),
    },
  ];
}
