import { forbidden, notFound } from "../../errors.ts";
import {
  isOrgMember,
  type Organization,
  type State,
  type User,
} from "../../state/records/records.ts";
import type { Caller } from "./access.ts";

/**
 * The user behind a personal API key. Neon's document says organization and project-scoped keys
 * are "not tied to a user" (getCurrentUserOrganizations); it names no answer for them on
 * `GET /users/me`, and Neon's CLI never asks it with an organization key. The emulator answers
 * 403 with Neon's wording for requests an organization key may not make ("not allowed for
 * organization API keys"), which Neon's CLI recognises, rather than the key creator's details.
 */
export function requireKeyUser(caller: Caller): User {
  const { key } = caller;
  if (key.type === "personal" && caller.user) return caller.user;
  if (key.type === "personal") throw notFound(`the user of API key ${key.id} no longer exists`);
  const kind = key.type === "organization" ? "organization" : "project-scoped";
  throw forbidden(
    `GET /users/me is not allowed for ${kind} API keys: they are not tied to a user; use a personal API key`,
  );
}

/**
 * A personal key: the organizations its user belongs to (admin or member). An organization or
 * project-scoped key: the organization that owns the key, as Neon's document says; a project key
 * of a personal project has none.
 */
export function organizationsOfKey(state: State, caller: Caller): Organization[] {
  const { key } = caller;
  if (key.type === "personal") {
    return [...state.organizations.values()].filter((org) => isOrgMember(org, key.user_id));
  }
  const org = key.org_id ? state.organizations.get(key.org_id) : undefined;
  return org ? [org] : [];
}
