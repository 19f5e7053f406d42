import { sendXml } from "../protocol/respond.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import { xmlDocument } from "../protocol/xml.ts";
import type { StoredObject } from "../store/records.ts";
import { checkConditions, checkWriteConditions } from "./conditions.ts";
import { requestHeader, type S3Exchange } from "./exchange.ts";
import { requireBucket, requireKey } from "./lookups.ts";
import { isoTime, objectHeadersOf, quotedEtag } from "./object-headers.ts";

/** `x-amz-copy-source`: `bucket/key` or `/bucket/key`, URL-encoded, of this branch. */
function copySource(ex: S3Exchange): { bucket: string; key: string } {
  const raw = requestHeader(ex.request, "x-amz-copy-source") ?? "";
  const [path = "", version] = raw.split("?versionId=");
  if (version !== undefined && version !== "null") {
    throw s3Errors.notImplemented("object versions (x-amz-copy-source with a versionId)");
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path).replace(/^\//, "");
  } catch {
    decoded = "";
  }
  const at = decoded.indexOf("/");
  if (at <= 0 || at === decoded.length - 1) {
    throw s3Errors.invalidArgument(
      "x-amz-copy-source",
      raw,
      "Copy Source must mention the source bucket and key: sourcebucket/sourcekey",
    );
  }
  return { bucket: decoded.slice(0, at), key: decoded.slice(at + 1) };
}

/**
 * CopyObject, within the branch: the new version points at the source's blobs (nothing is
 * copied on disk); its headers are the source's (`x-amz-metadata-directive: COPY`, the default)
 * or the request's (REPLACE). The `x-amz-copy-source-if-…` conditions hold.
 */
export async function copyObject(ex: S3Exchange): Promise<void> {
  const { store } = ex.runtime;
  const target = requireBucket(ex);
  const key = requireKey(ex);
  const source = copySource(ex);
  const sourceBucket = store.bucket(ex.branch.id, source.bucket);
  if (!sourceBucket) throw s3Errors.noSuchBucket(source.bucket);
  const original = store.object(ex.branch.id, sourceBucket, source.key);
  if (!original) throw s3Errors.noSuchKey(source.key);
  checkConditions(ex.request, original, "x-amz-copy-source-");
  const directive = (requestHeader(ex.request, "x-amz-metadata-directive") ?? "COPY").toUpperCase();
  if (directive !== "COPY" && directive !== "REPLACE") {
    throw s3Errors.invalidArgument(
      "x-amz-metadata-directive",
      directive,
      "Unknown metadata directive.",
    );
  }
  const sameObject = sourceBucket.incarnation === target.incarnation && source.key === key;
  if (sameObject && directive === "COPY") {
    throw s3Errors.invalidRequest(
      "This copy request is illegal because it is trying to copy an object to itself without changing the object's metadata, storage class, website redirect location or encryption attributes.",
    );
  }
  checkWriteConditions(ex.request, store.object(ex.branch.id, target, key), key);
  const object: StoredObject = {
    ...original,
    lastModified: ex.platform.clock.now(),
    headers: directive === "REPLACE" ? objectHeadersOf(ex.request) : original.headers,
  };
  if (!store.putObject(ex.branch.id, target, key, object)) throw s3Errors.noSuchBucket(target.name);
  const body = xmlDocument("CopyObjectResult", [
    ["LastModified", isoTime(object.lastModified)],
    ["ETag", quotedEtag(object.etag)],
  ]);
  sendXml(ex.response, ex.ids, 200, body);
}
