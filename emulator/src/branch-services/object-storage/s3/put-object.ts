import { receiveBody } from "../payload/receive-body.ts";
import { sendEmpty } from "../protocol/respond.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import type { StoredObject } from "../store/records.ts";
import { checkWriteConditions } from "./conditions.ts";
import type { S3Exchange } from "./exchange.ts";
import { requireBucket, requireKey } from "./lookups.ts";
import { objectHeadersOf, quotedEtag } from "./object-headers.ts";

/**
 * PutObject: the body streams into a new blob's file (decoded and hashed on the way, checked against
 * the signed SHA-256, Content-MD5 and x-amz-checksum-*), becomes an immutable blob, and the key's
 * new version in the branch's own layer points at it; the version it replaces goes unless a child
 * branch or a snapshot still reads it. ETag: the MD5.
 */
export async function putObject(ex: S3Exchange): Promise<void> {
  const { store } = ex.runtime;
  const bucket = requireBucket(ex);
  const key = requireKey(ex);
  const headers = objectHeadersOf(ex.request);
  checkWriteConditions(ex.request, store.object(ex.branch.id, bucket, key), key);
  const body = await receiveBody(ex.request, ex.payload, store.blobs);
  const blob = store.blobs.keep(body.incoming);
  const object: StoredObject = {
    size: blob.size,
    etag: body.md5.toString("hex"),
    lastModified: ex.platform.clock.now(),
    segments: [blob],
    headers,
    checksum: body.checksum,
  };
  try {
    // The bytes took time: the conditions hold of the object as it is now.
    checkWriteConditions(ex.request, store.object(ex.branch.id, bucket, key), key);
    if (!store.putObject(ex.branch.id, bucket, key, object)) {
      throw s3Errors.noSuchBucket(
        bucket.name,
        "the bucket was deleted while the object was uploaded",
      );
    }
  } catch (error) {
    store.blobs.release(blob);
    throw error;
  }
  sendEmpty(ex.response, ex.ids, 200, {
    ETag: quotedEtag(object.etag),
    ...(body.checksum
      ? { [`x-amz-checksum-${body.checksum.algorithm.toLowerCase()}`]: body.checksum.value }
      : {}),
  });
}
