import { endpointAddress } from "../../front-doors/endpoint-address.ts";
import { emulatorDomain } from "../../front-doors/own-host.ts";
import type { Platform } from "./platform.ts";
import { newPassword } from "./records/ids.ts";
import type { Branch, Compute, Database, Project, Role } from "./records/records.ts";
import type { LoadedBranch, LoadedCompute } from "./records/seed.ts";

/** New records as the platform makes them: a branch's contents, branches, computes. */

export const hostDomain = emulatorDomain;

export function regionHost(regionId: string): string {
  return `${regionId.replace(/^aws-/, "")}.${hostDomain}`;
}

export interface BranchContents {
  roles: Role[];
  databases: Database[];
}

/** A root branch's owner role and its database. */
export function rootContents(
  platform: Platform,
  spec: { role_name: string; database_name: string; password?: string | undefined },
  now: number,
): BranchContents {
  return {
    roles: [
      {
        name: spec.role_name,
        password: spec.password ?? newPassword(),
        protected: false,
        created_at: now,
        updated_at: now,
      },
    ],
    databases: [
      {
        id: platform.newDatabaseId(),
        name: spec.database_name,
        owner_name: spec.role_name,
        created_at: now,
        updated_at: now,
      },
    ],
  };
}

/** A child branch starts with its parent's roles (same passwords) and databases. */
export function copiedContents(platform: Platform, parent: Branch, now: number): BranchContents {
  return {
    roles: [...parent.roles.values()].map((role) => ({
      ...role,
      created_at: now,
      updated_at: now,
    })),
    databases: [...parent.databases.values()].map((database) => ({
      ...database,
      id: platform.newDatabaseId(),
      created_at: now,
      updated_at: now,
    })),
  };
}

export function newBranch(
  project: Project,
  spec: Pick<LoadedBranch, "id" | "name" | "default" | "parent_id"> & {
    init_source?: Branch["init_source"];
  },
  contents: BranchContents,
  now: number,
  currentState: Branch["current_state"] = "ready",
): Branch {
  return {
    id: spec.id,
    project_id: project.id,
    name: spec.name,
    ...(spec.parent_id ? { parent_id: spec.parent_id } : {}),
    default: spec.default,
    current_state: currentState,
    state_changed_at: now,
    created_at: now,
    updated_at: now,
    init_source: spec.init_source ?? "parent-data",
    protected: false,
    roles: new Map(contents.roles.map((role) => [role.name, role])),
    databases: new Map(contents.databases.map((database) => [database.name, database])),
  };
}

export function newCompute(
  project: Project,
  branchId: string,
  spec: Pick<
    LoadedCompute,
    | "id"
    | "type"
    | "autoscaling_limit_min_cu"
    | "autoscaling_limit_max_cu"
    | "suspend_timeout_seconds"
  > & {
    name?: string | undefined;
    pg_settings?: Record<string, string> | undefined;
  },
  now: number,
): Compute {
  return {
    id: spec.id,
    project_id: project.id,
    branch_id: branchId,
    // Tools connect by host with no port: its own loopback address, where the proxy answers on 5432.
    host: endpointAddress(spec.id),
    type: spec.type,
    ...(spec.name ? { name: spec.name } : {}),
    current_state: "init",
    min_cu: spec.autoscaling_limit_min_cu,
    max_cu: spec.autoscaling_limit_max_cu,
    suspend_timeout_seconds: spec.suspend_timeout_seconds,
    pg_settings: spec.pg_settings ?? {},
    created_at: now,
    updated_at: now,
    open_connections: 0,
    live_connections: 0,
    dropped_connections: 0,
    restart_count: 0,
  };
}
