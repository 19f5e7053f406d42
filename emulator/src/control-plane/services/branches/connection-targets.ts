import { badRequest, notFound } from "../../errors.ts";
import type { Compute, Database, Project, Role } from "../../state/records/records.ts";
import { readWriteOn } from "../computes/computes.ts";
import { defaultBranchOf, requireBranch } from "./branch-lookups.ts";

/** GET …/connection_uri: the role, database and compute a connection URI names. */
export function connectionTarget(
  project: Project,
  query: {
    databaseName: string | null;
    roleName: string | null;
    branchId: string | null;
    endpointId: string | null;
  },
): { role: Role; database: Database; compute: Compute } {
  const { databaseName, roleName, endpointId } = query;
  if (!databaseName || !roleName) {
    throw badRequest("query parameters database_name and role_name are required");
  }
  const branchId = query.branchId ?? defaultBranchOf(project)?.id;
  const branch = requireBranch(project, branchId ?? undefined);
  const compute = endpointId ? project.computes.get(endpointId) : readWriteOn(project, branch.id);
  if (!compute || compute.branch_id !== branch.id) {
    throw notFound(
      endpointId
        ? `endpoint ${endpointId} not found on branch ${branch.id}`
        : `branch ${branch.id} has no read_write compute; create one or pass endpoint_id`,
    );
  }
  const database = branch.databases.get(databaseName);
  if (!database) throw notFound(`database ${databaseName} not found on branch ${branch.id}`);
  const role = branch.roles.get(roleName);
  if (!role) throw notFound(`role ${roleName} not found on branch ${branch.id}`);
  return { role, database, compute };
}
