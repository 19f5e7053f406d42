import type { Platform } from "../state/platform.ts";
import type { Branch, Compute, Operation, Project } from "../state/records/records.ts";
import { branchView } from "./branches.ts";
import { endpointView } from "./computes.ts";
import { connectionDetailsView } from "./connection-uris.ts";
import { operationView } from "./operations.ts";
import { databaseView, roleView } from "./roles-and-databases.ts";

/** Neon's answer to a branch creation: the branch with its computes, roles, databases and URI. */
export function branchCreatedView(
  platform: Platform,
  project: Project,
  created: {
    branch: Branch;
    computes: Compute[];
    operations: Operation[];
    connectTo: Compute | undefined;
  },
  now: number,
) {
  const { branch, computes, operations, connectTo } = created;
  return {
    branch: branchView(branch),
    endpoints: computes.map((c) => endpointView(c, project)),
    operations: operations.map((op) => operationView(op, now)),
    roles: [...branch.roles.values()].map((role) => roleView(branch, role)),
    databases: [...branch.databases.values()].map((database) => databaseView(branch, database)),
    ...(connectTo ? { connection_uris: [connectionDetailsView(platform, branch, connectTo)] } : {}),
  };
}
