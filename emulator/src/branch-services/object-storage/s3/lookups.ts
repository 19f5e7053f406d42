import { S3Error, s3Errors } from "../protocol/s3-error.ts";
import type { BucketRecord } from "../store/records.ts";
import type { S3Exchange } from "./exchange.ts";

/** The request's bucket on the branch (404 NoSuchBucket). */
export function requireBucket(ex: S3Exchange): BucketRecord {
  const name = ex.url.bucket ?? "";
  const bucket = ex.runtime.store.bucket(ex.branch.id, name);
  if (!bucket) throw s3Errors.noSuchBucket(name, `branch ${ex.branch.id} has no bucket ${name}`);
  return bucket;
}

/** The request's object key: at most 1024 bytes of UTF-8, as on S3. */
export function requireKey(ex: S3Exchange): string {
  const key = ex.url.key ?? "";
  if (Buffer.byteLength(key) > 1024) {
    throw new S3Error(400, "KeyTooLongError", "Your key is too long (at most 1024 bytes)");
  }
  return key;
}
