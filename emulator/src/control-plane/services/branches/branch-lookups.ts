import { conflict, notFound } from "../../errors.ts";
import type { Branch, Project } from "../../state/records/records.ts";

export function requireBranch(project: Project, branchId: string | undefined): Branch {
  const branch = branchId ? project.branches.get(branchId) : undefined;
  if (!branch) throw notFound(`branch ${branchId} not found in project ${project.id}`);
  return branch;
}

export const childrenOf = (project: Project, branch: Branch) =>
  [...project.branches.values()].filter((b) => b.parent_id === branch.id);

export const defaultBranchOf = (project: Project) =>
  [...project.branches.values()].find((b) => b.default);

export function assertNameFree(project: Project, name: string, except?: Branch): void {
  const sameName = [...project.branches.values()].find((b) => b.name === name && b !== except);
  if (sameName) {
    throw conflict(
      `branch with the name "${name}" already exists in project ${project.id} (${sameName.id})`,
    );
  }
}
