import { z } from "zod";
import type { SpecChange } from "../../../data-plane/compute/spec.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { requireProject } from "../../services/access.ts";
import { newPassword } from "../../state/ids.ts";
import { assertUnlocked, operationView } from "../../state/operation-engine.ts";
import type { Platform } from "../../state/platform.ts";
import type { Branch, Operation, Project, Role } from "../../state/records.ts";
import { roleView } from "../../views/neon-shapes.ts";
import { parseBody } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";
import { readWriteOn } from "./computes.ts";

/** Postgres truncates identifiers to 63 bytes; Neon refuses longer names. */
export const maxNameBytes = 63;

/** Names Neon keeps for itself, and names Postgres does not allow for a role. */
const reservedRoleNames = new Set([
  "cloud_admin",
  "neon_superuser",
  "public",
  "none",
  "current_role",
  "current_user",
  "session_user",
]);

const createRequest = z.object({
  role: z.object({ name: z.string(), no_login: z.boolean().optional() }),
});

/** The project and branch named in the path; 404 for either one unknown. */
export function requireBranch(ctx: RequestContext): { project: Project; branch: Branch } {
  const project = requireProject(ctx.platform.state, ctx.caller, ctx.params.project_id ?? "");
  const branchId = ctx.params.branch_id ?? "";
  const branch = project.branches.get(branchId);
  if (!branch) throw notFound(`branch ${branchId} not found in project ${project.id}`);
  return { project, branch };
}

export function nameError(kind: string, name: string): string | undefined {
  const bytes = Buffer.byteLength(name, "utf8");
  if (name.length === 0) return `${kind} name must not be empty`;
  if (bytes > maxNameBytes) {
    return `${kind} name "${name}" is ${bytes} bytes long; it cannot exceed ${maxNameBytes} bytes`;
  }
  return undefined;
}

function requireRole(branch: Branch, name: string | undefined): Role {
  const role = name !== undefined ? branch.roles.get(name) : undefined;
  if (!role) throw notFound(`role ${name} not found on branch ${branch.id}`);
  return role;
}

/**
 * Starts the one apply_config operation of a role or database change: the change reaches the
 * branch's data (its running compute, or a server of the platform's own) when it runs.
 */
export function applyConfig(
  platform: Platform,
  project: Project,
  branch: Branch,
  change: SpecChange,
): Operation[] {
  const compute = readWriteOn(project, branch.id);
  const ref = { projectId: project.id, branchId: branch.id };
  return platform.operations.start(
    project,
    [
      {
        action: "apply_config",
        branch_id: branch.id,
        ...(compute ? { endpoint_id: compute.id } : {}),
        work: () => platform.dataPlane.applySpec(ref, change),
      },
    ],
    "user",
  );
}

function answer(
  ctx: RequestContext,
  branch: Branch,
  role: Role,
  operations: Operation[],
  options: { password: boolean; status?: number },
): Reply {
  const now = ctx.platform.clock.now();
  return {
    status: options.status ?? 200,
    body: {
      role: roleView(branch, role, { password: options.password }),
      operations: operations.map((op) => operationView(op, now)),
    },
  };
}

function listRoles(ctx: RequestContext): Reply {
  const { branch } = requireBranch(ctx);
  return {
    status: 200,
    body: {
      roles: [...branch.roles.values()].map((r) => roleView(branch, r, { password: false })),
    },
  };
}

function getRole(ctx: RequestContext): Reply {
  const { branch } = requireBranch(ctx);
  const role = requireRole(branch, ctx.params.role_name);
  return { status: 200, body: { role: roleView(branch, role, { password: false }) } };
}

function createRole(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const { project, branch } = requireBranch(ctx);
  const { role: input } = parseBody(createRequest, ctx.body);
  const { name } = input;
  const invalid = nameError("role", name);
  if (invalid) throw badRequest(invalid);
  if (reservedRoleNames.has(name) || name.startsWith("pg_")) {
    throw badRequest(
      `role name "${name}" is reserved (cloud_admin, neon_superuser, names starting with pg_ and Postgres' own role names cannot be used)`,
    );
  }
  if (input.no_login) {
    throw badRequest(
      "the emulator creates login roles only: no_login: true is not supported (leave it out or pass false)",
    );
  }
  if (branch.roles.has(name)) {
    throw conflict(`role "${name}" already exists on branch ${branch.id}`);
  }
  assertUnlocked(platform.operations, project);
  const now = platform.clock.now();
  const role: Role = {
    name,
    password: newPassword(),
    protected: false,
    created_at: now,
    updated_at: now,
  };
  branch.roles.set(name, role);
  const operations = applyConfig(platform, project, branch, {
    createRoles: [{ name, password: role.password }],
  });
  return answer(ctx, branch, role, operations, { password: true, status: 201 });
}

function deleteRole(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const { project, branch } = requireBranch(ctx);
  const role = branch.roles.get(ctx.params.role_name ?? "");
  // As Neon documents: a role that does not exist (or no longer does) answers 204.
  if (!role) return { status: 204 };
  if (role.protected) {
    throw badRequest(`role ${role.name} is protected by the system and cannot be deleted`);
  }
  const owned = [...branch.databases.values()]
    .filter((d) => d.owner_name === role.name)
    .map((d) => d.name);
  if (owned.length > 0) {
    throw conflict(
      `role ${role.name} owns ${owned.length === 1 ? "database" : "databases"} ${owned.join(", ")} on branch ${branch.id}; delete ${owned.length === 1 ? "it" : "them"} or give ${owned.length === 1 ? "it" : "them"} another owner (PATCH …/databases/{database_name} with owner_name) first`,
    );
  }
  assertUnlocked(platform.operations, project);
  branch.roles.delete(role.name);
  const operations = applyConfig(platform, project, branch, { dropRoles: [role.name] });
  return answer(ctx, branch, role, operations, { password: false });
}

function revealPassword(ctx: RequestContext): Reply {
  const { branch } = requireBranch(ctx);
  const role = requireRole(branch, ctx.params.role_name);
  return { status: 200, body: { password: role.password } };
}

/** The new password is in effect once the operation has finished; until then the old one works. */
function resetPassword(ctx: RequestContext): Reply {
  const { platform } = ctx;
  const { project, branch } = requireBranch(ctx);
  const role = requireRole(branch, ctx.params.role_name);
  assertUnlocked(platform.operations, project);
  role.password = newPassword();
  role.updated_at = platform.clock.now();
  const operations = applyConfig(platform, project, branch, {
    setPasswords: [{ name: role.name, password: role.password }],
  });
  return answer(ctx, branch, role, operations, { password: true });
}

const rolesPath = "/projects/{project_id}/branches/{branch_id}/roles";

export const roleRoutes: Route[] = [
  { method: "GET", template: rolesPath, handler: listRoles },
  { method: "POST", template: rolesPath, handler: createRole },
  { method: "GET", template: `${rolesPath}/{role_name}`, handler: getRole },
  { method: "DELETE", template: `${rolesPath}/{role_name}`, handler: deleteRole },
  {
    method: "GET",
    template: `${rolesPath}/{role_name}/reveal_password`,
    handler: revealPassword,
  },
  {
    method: "POST",
    template: `${rolesPath}/{role_name}/reset_password`,
    handler: resetPassword,
  },
];
