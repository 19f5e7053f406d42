import type { ApiKey, Project, State } from "../../state/records/records.ts";
import { canAccessProject } from "./access.ts";

/** A project as the console lists it, with the key it calls Neon's API with. */
export interface ConsoleProject {
  id: string;
  name: string;
  /** The token of a working key that reaches the project; undefined when none does. */
  key: string | undefined;
}

/** Personal keys first (they reach a user's and their organizations' projects), then wider scopes. */
const rank: Record<ApiKey["type"], number> = { personal: 0, organization: 1, project: 2 };

/**
 * Every project, each with a key the console (a page the emulator serves to this machine only:
 * http/admin/console-routes.ts) may use on it: one of the keys already there (the seed's, or
 * made later), never a new one, so that what the console does is what a client with that key
 * could do, and the keys' list is not changed by looking at it.
 */
export function consoleProjects(state: State): ConsoleProject[] {
  const keys = [...state.apiKeys.values()]
    .filter((key) => !key.revoked && key.unusable_reason === undefined)
    .sort((a, b) => rank[a.type] - rank[b.type] || a.id - b.id);
  return [...state.projects.values()].map((project: Project) => ({
    id: project.id,
    name: project.name,
    key: keys.find((key) => canAccessProject(state, key, project))?.token,
  }));
}
