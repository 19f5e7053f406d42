import { idHeaders, sendEmpty } from "../protocol/respond.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import { streamObject } from "../store/read-object.ts";
import { checkConditions } from "./conditions.ts";
import { requestHeader, type S3Exchange } from "./exchange.ts";
import { requireBucket, requireKey } from "./lookups.ts";
import { objectResponseHeaders } from "./object-headers.ts";
import { rangeOf } from "./range.ts";

/**
 * GetObject and HeadObject: the object as the branch sees it (its own write, or its nearest
 * ancestor's as of the branch's creation), with `Range` (206, 416), the conditional headers
 * (304, 412), GetObject's response-* overrides, and the stored checksum when asked for
 * (`x-amz-checksum-mode: ENABLED`, whole objects only). The bytes stream from disk.
 */
export async function getObject(ex: S3Exchange, head: boolean): Promise<void> {
  const bucket = requireBucket(ex);
  const key = requireKey(ex);
  const object = ex.runtime.store.object(ex.branch.id, bucket, key);
  if (!object) throw s3Errors.noSuchKey(key);
  const range = rangeOf(requestHeader(ex.request, "range"), object.size);
  const headers = objectResponseHeaders(object, {
    query: ex.url.query,
    signed: ex.signed,
    withChecksum: !range && requestHeader(ex.request, "x-amz-checksum-mode") === "ENABLED",
  });
  if (checkConditions(ex.request, object) === "not-modified") {
    sendEmpty(ex.response, ex.ids, 304, {
      ETag: headers.ETag,
      "Last-Modified": headers["Last-Modified"],
    });
    return;
  }
  const { start, end } = range ?? { start: 0, end: object.size - 1 };
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${object.size}`;
  headers["Content-Length"] = String(end - start + 1);
  const status = range ? 206 : 200;
  if (head) {
    sendEmpty(ex.response, ex.ids, status, headers);
    return;
  }
  ex.response.writeHead(status, { ...idHeaders(ex.ids), ...headers });
  await streamObject(ex.runtime.store, object, { start, end }, ex.response);
}
