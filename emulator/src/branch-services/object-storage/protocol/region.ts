import type { Project } from "../../../control-plane/state/records/records.ts";

/**
 * The AWS region of a project's Object Storage (getProjectBranchStorage's `region`, the region
 * clients sign for): Neon's region id without its provider, `aws-us-east-2` → `us-east-2`.
 */
export const storageRegion = (project: Project) => project.region_id.replace(/^(aws|azure)-/, "");
