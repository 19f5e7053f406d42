import { iso } from "../../../control-plane/state/clock/clock.ts";
import type { BucketRecord, StoredObject } from "../store/records.ts";

/** Neon's Bucket: an inherited bucket keeps its ancestor's `created_at`. */
export const bucketView = (bucket: BucketRecord) => ({
  name: bucket.name,
  access_level: bucket.access_level,
  created_at: iso(bucket.created_at),
});

/** Neon's BucketObject; `etag` is the content hash without S3's quotes. */
export const bucketObjectView = (key: string, object: StoredObject) => ({
  key,
  size: object.size,
  last_modified: iso(object.lastModified),
  etag: object.etag,
});
