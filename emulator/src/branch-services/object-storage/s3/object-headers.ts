import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import { S3Error } from "../protocol/s3-error.ts";
import { type QueryPair, queryValue } from "../protocol/s3-url.ts";
import type { ObjectHeaders, StoredObject } from "../store/records.ts";
import { requestHeader } from "./exchange.ts";

/** S3 keeps at most 2 KB of user metadata (`x-amz-meta-*` names and values). */
const maxMetadataBytes = 2048;

/**
 * The headers an object keeps from the PutObject (CreateMultipartUpload, CopyObject with
 * REPLACE) that wrote it. `aws-chunked` is how the body came, not how it is encoded: dropped.
 */
export function objectHeadersOf(request: IncomingMessage): ObjectHeaders {
  const metadata: Record<string, string> = {};
  let metadataBytes = 0;
  for (const [name, value] of Object.entries(request.headers)) {
    if (!name.startsWith("x-amz-meta-") || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(",") : value;
    metadata[name.slice("x-amz-meta-".length)] = text;
    metadataBytes += name.length - "x-amz-meta-".length + Buffer.byteLength(text);
  }
  if (metadataBytes > maxMetadataBytes) {
    throw new S3Error(
      400,
      "MetadataTooLarge",
      "Your metadata headers exceed the maximum allowed metadata size.",
      {
        fields: { Size: String(metadataBytes), MaxSizeAllowed: String(maxMetadataBytes) },
      },
    );
  }
  const encoding = requestHeader(request, "content-encoding")
    ?.split(",")
    .map((each) => each.trim())
    .filter((each) => each !== "" && each.toLowerCase() !== "aws-chunked")
    .join(",");
  const optional = (name: string) => requestHeader(request, name) || undefined;
  return {
    contentType: requestHeader(request, "content-type") || "binary/octet-stream",
    contentEncoding: encoding || undefined,
    contentDisposition: optional("content-disposition"),
    contentLanguage: optional("content-language"),
    cacheControl: optional("cache-control"),
    expires: optional("expires"),
    metadata,
  };
}

export const quotedEtag = (etag: string) => `"${etag}"`;
export const httpDate = (time: number) => new Date(time).toUTCString();
/** S3's XML timestamps: ISO 8601 with milliseconds. */
export const isoTime = (time: number) => new Date(time).toISOString();

/** GetObject's query overrides of the answer's headers (signed requests only, as on S3). */
const overrides: Array<[query: string, header: string]> = [
  ["response-content-type", "Content-Type"],
  ["response-content-language", "Content-Language"],
  ["response-expires", "Expires"],
  ["response-cache-control", "Cache-Control"],
  ["response-content-disposition", "Content-Disposition"],
  ["response-content-encoding", "Content-Encoding"],
];

/** What GetObject and HeadObject answer of an object (not its length: the range decides it). */
export function objectResponseHeaders(
  object: StoredObject,
  options: { query: readonly QueryPair[]; signed: boolean; withChecksum: boolean },
): OutgoingHttpHeaders {
  const { headers } = object;
  const answer: OutgoingHttpHeaders = {
    "Content-Type": headers.contentType,
    ETag: quotedEtag(object.etag),
    "Last-Modified": httpDate(object.lastModified),
    "Accept-Ranges": "bytes",
  };
  if (headers.contentEncoding) answer["Content-Encoding"] = headers.contentEncoding;
  if (headers.contentDisposition) answer["Content-Disposition"] = headers.contentDisposition;
  if (headers.contentLanguage) answer["Content-Language"] = headers.contentLanguage;
  if (headers.cacheControl) answer["Cache-Control"] = headers.cacheControl;
  if (headers.expires) answer.Expires = headers.expires;
  for (const [name, value] of Object.entries(headers.metadata))
    answer[`x-amz-meta-${name}`] = value;
  if (object.partCount !== undefined) answer["x-amz-mp-parts-count"] = String(object.partCount);
  if (options.withChecksum && object.checksum && object.partCount === undefined) {
    answer[`x-amz-checksum-${object.checksum.algorithm.toLowerCase()}`] = object.checksum.value;
    answer["x-amz-checksum-type"] = "FULL_OBJECT";
  }
  if (options.signed) {
    for (const [query, header] of overrides) {
      const value = queryValue(options.query, query);
      if (value !== undefined) answer[header] = value;
    }
  }
  return answer;
}
