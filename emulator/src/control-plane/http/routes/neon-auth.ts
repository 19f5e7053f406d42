import { z } from "zod";
import { badRequest } from "../../errors.ts";
import { disableBranchAuth } from "../../services/branch-services.ts";
import {
  createAuthUser,
  deleteAuthUser,
  enableAuth,
  requireAuth,
} from "../../services/neon-auth.ts";
import { authCreatedView, authIntegrationView } from "../../views/neon-auth.ts";
import { parseBody } from "../input/request-parsing.ts";
import { requirePathBranch } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

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

function createNeonAuth(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(enableRequest, ctx.body);
  betterAuthOnly(input.auth_provider);
  const auth = enableAuth(ctx.platform, project, branch, input);
  return { status: 201, body: authCreatedView(ctx.platform, branch, auth) };
}

function getNeonAuth(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: authIntegrationView(ctx.platform, branch, requireAuth(branch)) };
}

async function disableNeonAuth(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(disableRequest, ctx.body);
  await disableBranchAuth(ctx.platform, project, branch, input?.delete_data ?? false);
  return { status: 200 };
}

async function createUser(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(newUserRequest, ctx.body);
  return { status: 201, body: await createAuthUser(ctx.platform, project, branch, input) };
}

async function deleteUser(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  await deleteAuthUser(ctx.platform, project, branch, ctx.params.auth_user_id ?? "");
  return { status: 204 };
}

export const authPath = "/projects/{project_id}/branches/{branch_id}/auth";

export const neonAuthRoutes: Route[] = [
  { method: "POST", template: authPath, handler: createNeonAuth },
  { method: "GET", template: authPath, handler: getNeonAuth },
  { method: "DELETE", template: authPath, handler: disableNeonAuth },
  { method: "POST", template: `${authPath}/users`, handler: createUser },
  { method: "DELETE", template: `${authPath}/users/{auth_user_id}`, handler: deleteUser },
];
