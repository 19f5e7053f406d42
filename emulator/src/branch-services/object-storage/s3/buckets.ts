import { storageRegion } from "../protocol/region.ts";
import { sendEmpty, sendXml } from "../protocol/respond.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import { xmlDocument } from "../protocol/xml.ts";
import type { S3Exchange } from "./exchange.ts";
import { requireBucket } from "./lookups.ts";
import { isoTime } from "./object-headers.ts";

/** ListBuckets (`GET /`): the branch's buckets, its own and those it inherited. */
export async function listBuckets(ex: S3Exchange): Promise<void> {
  const buckets = ex.runtime.store.buckets(ex.branch.id);
  const body = xmlDocument("ListAllMyBucketsResult", [
    [
      "Owner",
      [
        ["ID", ex.project.id],
        ["DisplayName", ex.project.name],
      ],
    ],
    [
      "Buckets",
      buckets.map((bucket) => [
        "Bucket",
        [
          ["Name", bucket.name],
          ["CreationDate", isoTime(bucket.created_at)],
          ["BucketRegion", storageRegion(ex.project)],
        ],
      ]),
    ],
  ]);
  sendXml(ex.response, ex.ids, 200, body);
}

/** HeadBucket: 200 with the bucket's region, or 404 (no body). */
export async function headBucket(ex: S3Exchange): Promise<void> {
  requireBucket(ex);
  sendEmpty(ex.response, ex.ids, 200, { "x-amz-bucket-region": storageRegion(ex.project) });
}

/** GetBucketLocation (`GET /<bucket>?location`). */
export async function getBucketLocation(ex: S3Exchange): Promise<void> {
  requireBucket(ex);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<LocationConstraint xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${storageRegion(ex.project)}</LocationConstraint>`;
  sendXml(ex.response, ex.ids, 200, body);
}

/**
 * CreateBucket and DeleteBucket: a branch's buckets are Neon's to make and remove, through its
 * API (createProjectBranchBucket, deleteProjectBranchBucket) or neon.ts's `buckets`; a branch
 * credential's scopes (storage:read, storage:write) cover objects only.
 */
export async function refuseBucketChange(ex: S3Exchange): Promise<void> {
  throw s3Errors.accessDenied(
    `buckets are created and deleted through Neon's API (createProjectBranchBucket, deleteProjectBranchBucket) or neon.ts's buckets, not through S3 (bucket ${ex.url.bucket ?? ""})`,
  );
}
