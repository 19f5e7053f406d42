import { z } from "zod";
import {
  createRole,
  deleteRole,
  requireRole,
  resetPassword,
} from "../../services/roles-databases/roles.ts";
import type { Branch, Operation, Role } from "../../state/records/records.ts";
import { roleView } from "../../views/roles-and-databases.ts";
import { parseBody } from "../input/request-parsing.ts";
import { requirePathBranch } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { withOperations } from "./with-operations.ts";

const createRequest = z.object({
  role: z.object({ name: z.string(), no_login: z.boolean().optional() }),
});

function answer(
  ctx: RequestContext,
  branch: Branch,
  role: Role,
  operations: Operation[],
  options: { password: boolean; status?: number },
): Reply {
  const body = { role: roleView(branch, role, { password: options.password }) };
  return withOperations(ctx, body, operations, options.status);
}

function listRoles(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return {
    status: 200,
    body: {
      roles: [...branch.roles.values()].map((r) => roleView(branch, r, { password: false })),
    },
  };
}

function getRole(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const role = requireRole(branch, ctx.params.role_name);
  return { status: 200, body: { role: roleView(branch, role, { password: false }) } };
}

function createRoleRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const { role: input } = parseBody(createRequest, ctx.body);
  const { role, operations } = createRole(ctx.platform, project, branch, input);
  return answer(ctx, branch, role, operations, { password: true, status: 201 });
}

function deleteRoleRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const deleted = deleteRole(ctx.platform, project, branch, ctx.params.role_name ?? "");
  if (!deleted) return { status: 204 };
  return answer(ctx, branch, deleted.role, deleted.operations, { password: false });
}

function revealPassword(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const role = requireRole(branch, ctx.params.role_name);
  return { status: 200, body: { password: role.password } };
}

function resetPasswordRoute(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const role = requireRole(branch, ctx.params.role_name);
  const operations = resetPassword(ctx.platform, project, branch, role);
  return answer(ctx, branch, role, operations, { password: true });
}

const rolesPath = "/projects/{project_id}/branches/{branch_id}/roles";

export const roleRoutes: Route[] = [
  { method: "GET", template: rolesPath, handler: listRoles },
  { method: "POST", template: rolesPath, handler: createRoleRoute },
  { method: "GET", template: `${rolesPath}/{role_name}`, handler: getRole },
  { method: "DELETE", template: `${rolesPath}/{role_name}`, handler: deleteRoleRoute },
  {
    method: "GET",
    template: `${rolesPath}/{role_name}/reveal_password`,
    handler: revealPassword,
  },
  {
    method: "POST",
    template: `${rolesPath}/{role_name}/reset_password`,
    handler: resetPasswordRoute,
  },
];
