import type { Route } from "../../routing/router.ts";
import { type Feature, refusedBy, stateRefusedBy } from "./refusals.ts";

/**
 * Object Storage, which no branch has yet: getProjectBranchStorage answers Neon's
 * BranchStorageNotEnabled (`region_unavailable`: this platform has no storage service), and the
 * bucket and object routes refuse the same way.
 */
const objectStorage: Feature = {
  code: "STORAGE_NOT_ENABLED",
  message: (project, branch) =>
    `Object Storage is not available for this project: the emulator does not run it, so branch ${branch.id} of project ${project.id} has no buckets`,
};

const branch = "/projects/{project_id}/branches/{branch_id}";
const buckets = `${branch}/buckets`;
const bucket = `${buckets}/{bucket_name}`;
const refuse = refusedBy(objectStorage);

export const objectStorageRoutes: Route[] = [
  {
    method: "GET",
    template: `${branch}/storage`,
    handler: stateRefusedBy(objectStorage, "region_unavailable"),
  },
  { method: "GET", template: buckets, handler: refuse },
  { method: "POST", template: buckets, handler: refuse },
  { method: "DELETE", template: bucket, handler: refuse },
  { method: "GET", template: `${bucket}/objects`, handler: refuse },
  { method: "DELETE", template: `${bucket}/objects-by-prefix`, handler: refuse },
  { method: "DELETE", template: `${bucket}/objects/{object_key}`, handler: refuse },
  { method: "GET", template: `${bucket}/objects/{object_key}/download`, handler: refuse },
  { method: "POST", template: `${bucket}/objects/{object_key}/presign`, handler: refuse },
];
