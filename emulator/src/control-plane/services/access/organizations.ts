import { badRequest, notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import { newOrgId } from "../../state/records/ids.ts";
import {
  isOrgMember,
  type Project,
  type ProjectOwner,
  type User,
} from "../../state/records/records.ts";

/** Membership and ownership changes the console makes (admin API). */

export function requireUser(platform: Platform, userId: string): User {
  const user = platform.state.users.get(userId);
  if (!user) throw notFound(`user ${userId} not found`);
  return user;
}

/** The user leaves an organization: their personal keys stay valid but lose its projects */
export function leaveOrganization(
  platform: Platform,
  user: User,
  orgId: string | undefined,
): string | undefined {
  const { state } = platform;
  const userId = user.id;
  const orgs = [...state.organizations.values()].filter(
    (o) => isOrgMember(o, userId) && (!orgId || o.id === orgId),
  );
  if (orgs.length === 0)
    throw notFound(`user ${userId} is not a member of ${orgId ?? "any organization"}`);
  if (orgs.length > 1)
    throw badRequest(`user ${userId} belongs to several organizations; pass org_id`);
  const [org] = orgs;
  org?.admins.delete(userId);
  org?.members.delete(userId);
  return org?.id;
}

/** The project named, if it belongs to an organization. */
export function requireOrganizationProject(
  platform: Platform,
  projectId: string | undefined,
): { project: Project; org: string } {
  const project = platform.state.projects.get(projectId ?? "");
  if (!project) throw notFound(`project ${projectId} not found`);
  if (!("org" in project.owner))
    throw badRequest(`project ${project.id} is not in an organization`);
  return { project, org: project.owner.org };
}

/**
 * The project leaves its organization for a user, another organization or, by default, a new
 * one: its project-scoped keys stop working
 */
export function transferProjectOut(
  platform: Platform,
  project: Project,
  input: { org_id?: string | undefined; user_id?: string | undefined },
): { from: string; owner: ProjectOwner; disabledKeys: number[] } {
  const { state } = platform;
  const from = "org" in project.owner ? project.owner.org : "";
  if (input.user_id && !state.users.has(input.user_id))
    throw notFound(`user ${input.user_id} not found`);
  if (input.org_id && !state.organizations.has(input.org_id))
    throw notFound(`organization ${input.org_id} not found`);
  if (input.user_id) project.owner = { user: input.user_id };
  else if (input.org_id) project.owner = { org: input.org_id };
  else {
    const elsewhere = {
      id: newOrgId(),
      name: "Elsewhere",
      admins: new Set<string>(),
      members: new Set<string>(),
      created_at: platform.clock.now(),
    };
    state.organizations.set(elsewhere.id, elsewhere);
    project.owner = { org: elsewhere.id };
  }
  const disabledKeys: number[] = [];
  for (const key of state.apiKeys.values()) {
    if (key.type === "project" && key.project_id === project.id && !key.unusable_reason) {
      key.unusable_reason = `project ${project.id} was transferred out of organization ${from}`;
      disabledKeys.push(key.id);
    }
  }
  return { from, owner: project.owner, disabledKeys };
}
