import { badRequest, forbidden, notFound } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import { newApiToken } from "../../state/records/ids.ts";
import {
  type ApiKey,
  type Organization,
  projectOrgId,
  type User,
} from "../../state/records/records.ts";
import type { KeyType } from "../../state/records/seed.ts";
import {
  type Caller,
  forbidProjectScoped,
  requireOrgAdmin,
  requireOrganization,
} from "./access.ts";

/** API keys: personal, organization and project-scoped; issued, listed and revoked. */

export function issueKey(
  platform: Platform,
  fields: { type: KeyType; name: string; user_id: string; org_id?: string; project_id?: string },
): ApiKey {
  const key: ApiKey = {
    id: platform.state.nextKeyId++,
    token: newApiToken(),
    created_at: platform.clock.now(),
    revoked: false,
    ...fields,
  };
  platform.state.apiKeys.set(key.id, key);
  return key;
}

const usable = (key: ApiKey) => !key.revoked;

/** A personal key for the user (the caller's own: see requirePersonalKey). */
export function createPersonalKey(platform: Platform, user: User, name: string): ApiKey {
  return issueKey(platform, { type: "personal", name, user_id: user.id });
}

/** The user's own personal keys that still work. */
export function personalKeysOf(platform: Platform, user: User): ApiKey[] {
  return [...platform.state.apiKeys.values()].filter(
    (k) => k.type === "personal" && k.user_id === user.id && usable(k),
  );
}

/** revokeApiKey: a personal key is revoked only by its owner. */
export function revokePersonalKey(platform: Platform, user: User, id: number): ApiKey {
  const key = platform.state.apiKeys.get(id);
  if (key?.type !== "personal" || key.revoked) throw notFound(`API key ${id} not found`);
  if (key.user_id !== user.id) {
    throw forbidden(
      `API key ${id} belongs to another user; only its owner can revoke a personal API key`,
    );
  }
  key.revoked = true;
  return key;
}

/**
 * createOrgApiKey: organization keys by admins, project-scoped keys by any member; both by a user
 * through their personal key (see requirePersonalKey).
 */
export function createOrgKey(
  platform: Platform,
  user: User,
  org: Organization,
  input: { key_name: string; project_id?: string | undefined },
): ApiKey {
  if (input.project_id) {
    const project = platform.state.projects.get(input.project_id);
    if (!project || projectOrgId(project) !== org.id) {
      throw notFound(`project ${input.project_id} not found in organization ${org.id}`);
    }
    return issueKey(platform, {
      type: "project",
      name: input.key_name,
      user_id: user.id,
      org_id: org.id,
      project_id: project.id,
    });
  }
  if (!org.admins.has(user.id)) {
    throw forbidden(
      `only administrators of organization ${org.id} can create organization API keys; user ${user.id} is a member (pass project_id for a project-scoped key)`,
    );
  }
  return issueKey(platform, {
    type: "organization",
    name: input.key_name,
    user_id: user.id,
    org_id: org.id,
  });
}

/** The organization, if the caller administers its keys (a personal or an organization key). */
export function requireKeyAdministrator(
  platform: Platform,
  caller: Caller,
  orgId: string,
  action: { scoped: string; admin: string },
): Organization {
  forbidProjectScoped(caller, action.scoped);
  const org = requireOrganization(platform.state, caller, orgId);
  requireOrgAdmin(caller, org, action.admin);
  return org;
}

const orgKeys = (platform: Platform, org: Organization) =>
  [...platform.state.apiKeys.values()].filter((k) => k.type !== "personal" && k.org_id === org.id);

export function orgKeysOf(platform: Platform, org: Organization): ApiKey[] {
  return orgKeys(platform, org).filter(usable);
}

/** revokeOrgApiKey: organization and project-scoped keys are revoked by organization administrators. */
export function revokeOrgKey(platform: Platform, org: Organization, id: number): ApiKey {
  const key = orgKeys(platform, org).find((k) => k.id === id && !k.revoked);
  if (!key) throw notFound(`API key ${id} not found in organization ${org.id}`);
  key.revoked = true;
  return key;
}

/** Creates a key as the console does (admin API: the first key cannot come from the API). */
export function createConsoleKey(
  platform: Platform,
  input: {
    type: KeyType;
    name: string;
    user_id: string;
    org_id?: string | undefined;
    project_id?: string | undefined;
  },
): ApiKey {
  const { state } = platform;
  if (!state.users.has(input.user_id)) throw notFound(`user ${input.user_id} not found`);
  const project = input.project_id ? state.projects.get(input.project_id) : undefined;
  const orgId = input.org_id ?? (project && "org" in project.owner ? project.owner.org : undefined);
  if (input.type !== "personal" && !(orgId && state.organizations.has(orgId))) {
    throw badRequest(
      `an ${input.type} key needs org_id (or project_id of an organization project)`,
    );
  }
  if (input.type === "project" && !project)
    throw badRequest("a project-scoped key needs project_id");
  return issueKey(platform, {
    type: input.type,
    name: input.name,
    user_id: input.user_id,
    ...(input.type !== "personal" && orgId ? { org_id: orgId } : {}),
    ...(input.type === "project" && project ? { project_id: project.id } : {}),
  });
}

/** Revokes a key as the console does (admin API). */
export function revokeConsoleKey(platform: Platform, keyId: string | undefined): ApiKey {
  const key = platform.state.apiKeys.get(Number(keyId));
  if (!key) throw notFound(`API key ${keyId} not found`);
  key.revoked = true;
  return key;
}
