import { createHash } from "node:crypto";
import { readSmallBody, receiveBody } from "../payload/receive-body.ts";
import { sendEmpty, sendXml } from "../protocol/respond.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import { queryValue, s3Prefix } from "../protocol/s3-url.ts";
import { childrenNamed, childText, parseXml, type XmlNode, xmlDocument } from "../protocol/xml.ts";
import type { Upload, UploadedPart } from "../store/multipart-uploads.ts";
import type { StoredObject } from "../store/records.ts";
import type { S3Exchange } from "./exchange.ts";
import { requireBucket, requireKey } from "./lookups.ts";
import { isoTime, objectHeadersOf, quotedEtag } from "./object-headers.ts";

/** S3's rules: parts 1 to 10,000, each but the last at least 5 MiB. */
const maxPartNumber = 10_000;
const minPartBytes = 5 * 1024 * 1024;

function uploadOf(ex: S3Exchange): Upload {
  const bucket = requireBucket(ex);
  const id = queryValue(ex.url.query, "uploadId") ?? "";
  const upload = ex.runtime.store.uploads.find(ex.branch.id, bucket, requireKey(ex), id);
  if (!upload) throw s3Errors.noSuchUpload(id);
  return upload;
}

/** CreateMultipartUpload (`POST ?uploads`): the object's headers are taken now. */
export async function createMultipartUpload(ex: S3Exchange): Promise<void> {
  const bucket = requireBucket(ex);
  const key = requireKey(ex);
  const upload = ex.runtime.store.uploads.begin({
    branchId: ex.branch.id,
    bucket,
    key,
    initiated: ex.platform.clock.now(),
    headers: objectHeadersOf(ex.request),
  });
  const body = xmlDocument("InitiateMultipartUploadResult", [
    ["Bucket", bucket.name],
    ["Key", key],
    ["UploadId", upload.id],
  ]);
  sendXml(ex.response, ex.ids, 200, body);
}

/** UploadPart (`PUT ?partNumber&uploadId`): the part streams to a blob of its own; ETag its MD5. */
export async function uploadPart(ex: S3Exchange): Promise<void> {
  const upload = uploadOf(ex);
  const raw = queryValue(ex.url.query, "partNumber") ?? "";
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || number < 1 || number > maxPartNumber) {
    throw s3Errors.invalidArgument(
      "partNumber",
      raw,
      "Part number must be an integer between 1 and 10000, inclusive",
    );
  }
  const { store } = ex.runtime;
  const body = await receiveBody(ex.request, ex.payload, store.blobs);
  const blob = store.blobs.keep(body.incoming);
  const part: UploadedPart = {
    number,
    blob,
    etag: body.md5.toString("hex"),
    lastModified: ex.platform.clock.now(),
    checksum: body.checksum,
  };
  if (!store.uploads.putPart(upload, part)) {
    store.blobs.release(blob);
    throw s3Errors.noSuchUpload(upload.id);
  }
  sendEmpty(ex.response, ex.ids, 200, {
    ETag: quotedEtag(part.etag),
    ...(part.checksum
      ? { [`x-amz-checksum-${part.checksum.algorithm.toLowerCase()}`]: part.checksum.value }
      : {}),
  });
}

/** The parts CompleteMultipartUpload names, in its order: number and ETag (unquoted). */
function namedParts(xml: string): Array<{ number: number; etag: string }> {
  try {
    const root = parseXml(xml);
    if (root.name !== "CompleteMultipartUpload")
      throw new Error("the root element is not CompleteMultipartUpload");
    return childrenNamed(root, "Part").map((part) => {
      const number = Number(childText(part, "PartNumber"));
      const etag = childText(part, "ETag")?.trim().replace(/^"|"$/g, "");
      if (!Number.isInteger(number) || etag === undefined)
        throw new Error("a Part without its PartNumber or ETag");
      return { number, etag };
    });
  } catch (error) {
    throw s3Errors.malformedXml((error as Error).message);
  }
}

/**
 * CompleteMultipartUpload (`POST ?uploadId`): the object is the named parts in order, their blobs
 * as they are (no concatenation on disk); S3's ETag: the MD5 of the parts' MD5s, `-<count>`. The
 * parts not named go.
 */
export async function completeMultipartUpload(ex: S3Exchange): Promise<void> {
  uploadOf(ex);
  const xml = (await readSmallBody(ex.request, ex.payload, 1024 * 1024)).toString("utf8");
  // Looked up again: an abort (or another Complete) while the body arrived freed its parts.
  const upload = uploadOf(ex);
  const named = namedParts(xml);
  if (named.length === 0) throw s3Errors.malformedXml("no Part");
  const parts = named.map(({ number, etag }, i) => {
    if (i > 0 && number <= (named[i - 1]?.number ?? 0)) throw s3Errors.invalidPartOrder();
    const part = upload.parts.get(number);
    if (!part || part.etag !== etag) throw s3Errors.invalidPart(`part ${number} with ETag ${etag}`);
    return part;
  });
  parts.forEach((part, i) => {
    if (i < parts.length - 1 && part.blob.size < minPartBytes) {
      throw s3Errors.entityTooSmall(
        `part ${part.number} has ${part.blob.size} bytes; every part but the last needs 5 MiB`,
      );
    }
  });
  const digests = createHash("md5");
  for (const part of parts) digests.update(Buffer.from(part.etag, "hex"));
  const object: StoredObject = {
    size: parts.reduce((sum, part) => sum + part.blob.size, 0),
    etag: `${digests.digest("hex")}-${parts.length}`,
    lastModified: ex.platform.clock.now(),
    segments: parts.map((part) => part.blob),
    headers: upload.headers,
    partCount: parts.length,
  };
  const { store } = ex.runtime;
  if (!store.putObject(ex.branch.id, upload.bucket, upload.key, object)) {
    store.uploads.end(upload);
    throw s3Errors.noSuchBucket(upload.bucket.name, "the bucket was deleted during the upload");
  }
  store.uploads.end(upload);
  const body = xmlDocument("CompleteMultipartUploadResult", [
    ["Location", `${s3Prefix}${ex.branch.id}/${upload.bucket.name}/${upload.key}`],
    ["Bucket", upload.bucket.name],
    ["Key", upload.key],
    ["ETag", quotedEtag(object.etag)],
  ]);
  sendXml(ex.response, ex.ids, 200, body);
}

/** AbortMultipartUpload (`DELETE ?uploadId`): the parts go. */
export async function abortMultipartUpload(ex: S3Exchange): Promise<void> {
  ex.runtime.store.uploads.end(uploadOf(ex));
  sendEmpty(ex.response, ex.ids, 204);
}

/** ListParts (`GET ?uploadId`), with `max-parts` and `part-number-marker`. */
export async function listParts(ex: S3Exchange): Promise<void> {
  const upload = uploadOf(ex);
  const marker = Number(queryValue(ex.url.query, "part-number-marker") ?? 0) || 0;
  const max = Math.min(Number(queryValue(ex.url.query, "max-parts") ?? 1000) || 1000, 1000);
  const after = [...upload.parts.values()]
    .filter((p) => p.number > marker)
    .sort((a, b) => a.number - b.number);
  const page = after.slice(0, max);
  const truncated = after.length > page.length;
  const body = xmlDocument("ListPartsResult", [
    ["Bucket", upload.bucket.name],
    ["Key", upload.key],
    ["UploadId", upload.id],
    ["PartNumberMarker", marker],
    ["NextPartNumberMarker", page.at(-1)?.number ?? marker],
    ["MaxParts", max],
    ["IsTruncated", truncated],
    ["StorageClass", "STANDARD"],
    ...page.map(
      (part): XmlNode => [
        "Part",
        [
          ["PartNumber", part.number],
          ["LastModified", isoTime(part.lastModified)],
          ["ETag", quotedEtag(part.etag)],
          ["Size", part.blob.size],
        ],
      ],
    ),
  ]);
  sendXml(ex.response, ex.ids, 200, body);
}

/** ListMultipartUploads (`GET /<bucket>?uploads`): the branch's uploads under way in the bucket. */
export async function listMultipartUploads(ex: S3Exchange): Promise<void> {
  const bucket = requireBucket(ex);
  const prefix = queryValue(ex.url.query, "prefix") ?? "";
  const uploads = ex.runtime.store.uploads
    .inBucket(ex.branch.id, bucket)
    .filter((upload) => upload.key.startsWith(prefix))
    .sort((a, b) => (a.key === b.key ? a.initiated - b.initiated : a.key < b.key ? -1 : 1));
  const body = xmlDocument("ListMultipartUploadsResult", [
    ["Bucket", bucket.name],
    ["Prefix", prefix],
    ["MaxUploads", 1000],
    ["IsTruncated", false],
    ...uploads.map(
      (upload): XmlNode => [
        "Upload",
        [
          ["Key", upload.key],
          ["UploadId", upload.id],
          ["Initiated", isoTime(upload.initiated)],
          ["StorageClass", "STANDARD"],
        ],
      ],
    ),
  ]);
  sendXml(ex.response, ex.ids, 200, body);
}
