import type { Platform } from "./platform.ts";
import type { Branch, Project } from "./records/records.ts";

/** The branch of that id and its project, in whichever project holds it. */
export function findBranch(
  platform: Platform,
  branchId: string,
): { project: Project; branch: Branch } | undefined {
  for (const project of platform.state.projects.values()) {
    const branch = project.branches.get(branchId);
    if (branch) return { project, branch };
  }
  return undefined;
}
