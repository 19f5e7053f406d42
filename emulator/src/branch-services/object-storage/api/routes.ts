import type { Reply, RequestContext, Route } from "../../../control-plane/http/routing/router.ts";
import { createBucket, deleteBucket, getStorage, listBuckets } from "./bucket-routes.ts";
import { whenEnabled } from "./not-enabled.ts";
import {
  deleteObject,
  deleteObjectsByPrefix,
  downloadObject,
  listObjects,
  presignObject,
} from "./object-routes.ts";
import type { ApiRuntime } from "./runtime.ts";

const branch = "/projects/{project_id}/branches/{branch_id}";
const buckets = `${branch}/buckets`;
const bucket = `${buckets}/{bucket_name}`;
const object = `${bucket}/objects/{object_key}`;

/** Neon's Object Storage routes (operation ids from @neon/sdk 6), Neon's refusals when it is off. */
export function objectStorageRoutes(runtime: ApiRuntime): Route[] {
  const on = (handler: (runtime: ApiRuntime, ctx: RequestContext) => Reply | Promise<Reply>) =>
    whenEnabled((ctx) => handler(runtime, ctx));
  return [
    // getProjectBranchStorage
    {
      method: "GET",
      template: `${branch}/storage`,
      handler: whenEnabled((ctx) => getStorage(runtime, ctx), true),
    },
    // listProjectBranchBuckets, createProjectBranchBucket, deleteProjectBranchBucket
    { method: "GET", template: buckets, handler: on(listBuckets) },
    { method: "POST", template: buckets, handler: on(createBucket) },
    { method: "DELETE", template: bucket, handler: on(deleteBucket) },
    // listProjectBranchBucketObjects, deleteProjectBranchBucketObjectsByPrefix
    { method: "GET", template: `${bucket}/objects`, handler: on(listObjects) },
    {
      method: "DELETE",
      template: `${bucket}/objects-by-prefix`,
      handler: on(deleteObjectsByPrefix),
    },
    // deleteProjectBranchBucketObject, getProjectBranchBucketObject, presignProjectBranchBucketObject
    { method: "DELETE", template: object, handler: on(deleteObject) },
    { method: "GET", template: `${object}/download`, handler: on(downloadObject) },
    { method: "POST", template: `${object}/presign`, handler: on(presignObject) },
  ];
}
