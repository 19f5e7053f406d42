import type { SpecChange } from "../../../data-plane/compute/spec.ts";
import type { BranchRef, ComputeLaunch } from "../../../data-plane/data-plane.ts";
import type { Branch, Compute, Project } from "../../state/records/records.ts";

/** The control plane's records in the data plane's terms (data-plane/data-plane.ts). */

export const branchRef = (project: Project, branch: Branch): BranchRef => ({
  projectId: project.id,
  branchId: branch.id,
});

/** What the data plane needs to run a compute's server as the control plane has it now. */
export function launchOf(compute: Compute): ComputeLaunch {
  return {
    computeId: compute.id,
    branch: { projectId: compute.project_id, branchId: compute.branch_id },
    readOnly: compute.type === "read_only",
    minCu: compute.min_cu,
    maxCu: compute.max_cu,
    pgSettings: compute.pg_settings,
  };
}

/** A branch's roles and databases, as a change that creates whatever is missing. */
export function specOf(branch: Branch): SpecChange {
  return {
    createRoles: [...branch.roles.values()].map(({ name, password }) => ({ name, password })),
    createDatabases: [...branch.databases.values()].map(({ name, owner_name }) => ({
      name,
      owner: owner_name,
    })),
  };
}
