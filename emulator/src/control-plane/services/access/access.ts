import { forbidden, notFound, unauthorized } from "../../errors.ts";
import type { ApiKey, Organization, Project, State, User } from "../../state/records/records.ts";
import { isOrgMember, projectOrgId } from "../../state/records/records.ts";

export interface Caller {
  key: ApiKey;
  /** The key's user: owner of a personal key, creator of other keys. */
  user: User | undefined;
}

/** Checks `Authorization: Bearer <token>`: missing, unknown, revoked or unusable → 401. */
export function authenticate(state: State, header: string | undefined, now: number): Caller {
  if (!header)
    throw unauthorized("authorization header is missing; send Authorization: Bearer <API key>");
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized("authorization header must be 'Bearer <API key>'");
  const token = match[1];
  const key = [...state.apiKeys.values()].find((k) => k.token === token);
  if (!key) throw unauthorized("the API key is not valid");
  if (key.revoked) throw unauthorized(`the API key ${key.id} has been revoked`);
  if (key.unusable_reason)
    throw unauthorized(`the API key ${key.id} no longer works: ${key.unusable_reason}`);
  key.last_used_at = now;
  return { key, user: state.users.get(key.user_id) };
}

/** Key scopes (personal, organization, project-scoped): which projects a key reaches. */
export function canAccessProject(state: State, key: ApiKey, project: Project): boolean {
  const orgId = projectOrgId(project);
  switch (key.type) {
    case "personal": {
      if ("user" in project.owner) return project.owner.user === key.user_id;
      const org = orgId ? state.organizations.get(orgId) : undefined;
      return org !== undefined && isOrgMember(org, key.user_id);
    }
    case "organization":
      return orgId !== undefined && orgId === key.org_id;
    case "project":
      return project.id === key.project_id && orgId === key.org_id;
  }
}

/** The project, if the key reaches it; otherwise 404 as Neon answers. */
export function requireProject(state: State, caller: Caller, projectId: string): Project {
  const project = state.projects.get(projectId);
  if (!project || !canAccessProject(state, caller.key, project)) {
    throw notFound(`project ${projectId} not found`);
  }
  return project;
}

export function requirePersonalKey(caller: Caller, action: string): User {
  if (caller.key.type !== "personal" || !caller.user) {
    const kind = caller.key.type === "project" ? "a project-scoped" : "an organization";
    throw forbidden(`${action} needs a personal API key; this request used ${kind} API key`);
  }
  return caller.user;
}

export function forbidProjectScoped(caller: Caller, action: string): void {
  if (caller.key.type === "project") {
    throw forbidden(`a project-scoped API key has member-level access and cannot ${action}`);
  }
}

/** The organization if the caller belongs to it (a member's personal key or the org's own key). */
export function requireOrganization(state: State, caller: Caller, orgId: string): Organization {
  const org = state.organizations.get(orgId);
  const belongs =
    org !== undefined &&
    (caller.key.type === "personal"
      ? isOrgMember(org, caller.key.user_id)
      : caller.key.org_id === orgId);
  if (!org || !belongs) throw notFound(`organization ${orgId} not found`);
  return org;
}

/** Organization admins act through their personal key or through an organization key. */
export function requireOrgAdmin(caller: Caller, org: Organization, action: string): void {
  forbidProjectScoped(caller, action);
  if (caller.key.type === "organization") return;
  if (!org.admins.has(caller.key.user_id)) {
    throw forbidden(
      `only administrators of organization ${org.id} can ${action}; user ${caller.key.user_id} is a member`,
    );
  }
}
