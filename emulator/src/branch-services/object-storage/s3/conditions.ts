import type { IncomingMessage } from "node:http";
import { S3Error, s3Errors } from "../protocol/s3-error.ts";
import type { StoredObject } from "../store/records.ts";
import { requestHeader } from "./exchange.ts";

const etagsIn = (header: string) =>
  header.split(",").map((each) => each.trim().replace(/^W\//, "").replace(/^"|"$/g, ""));

const matches = (header: string, etag: string) => {
  const tags = etagsIn(header);
  return tags.includes("*") || tags.includes(etag);
};

/** HTTP dates are to the second; an object's time is to the millisecond. */
const seconds = (time: number) => Math.floor(time / 1000);

function parseDate(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const time = Date.parse(header);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * GetObject's and HeadObject's conditions, in S3's order: If-Match, else If-Unmodified-Since,
 * fails with 412; If-None-Match, else If-Modified-Since, answers 304. `prefix` reads CopyObject's
 * `x-amz-copy-source-if-…` instead (where a 304 is a 412 too).
 */
export function checkConditions(
  request: IncomingMessage,
  object: StoredObject,
  prefix: "" | "x-amz-copy-source-" = "",
): "not-modified" | undefined {
  const header = (name: string) => requestHeader(request, `${prefix}${name}`);
  const ifMatch = header("if-match");
  const ifUnmodifiedSince = parseDate(header("if-unmodified-since"));
  const ifNoneMatch = header("if-none-match");
  const ifModifiedSince = parseDate(header("if-modified-since"));
  const modified = seconds(object.lastModified);
  if (ifMatch !== undefined) {
    if (!matches(ifMatch, object.etag)) throw s3Errors.preconditionFailed(`${prefix}If-Match`);
  } else if (ifUnmodifiedSince !== undefined && modified > seconds(ifUnmodifiedSince)) {
    throw s3Errors.preconditionFailed(`${prefix}If-Unmodified-Since`);
  }
  let notModified = false;
  if (ifNoneMatch !== undefined) notModified = matches(ifNoneMatch, object.etag);
  else if (ifModifiedSince !== undefined) notModified = modified <= seconds(ifModifiedSince);
  if (!notModified) return undefined;
  if (prefix) throw s3Errors.preconditionFailed(`${prefix}If-None-Match`);
  return "not-modified";
}

/**
 * PutObject's conditional write: `If-None-Match: *` only when the key is free, `If-Match` only
 * over the version it names (S3 answers 404 NoSuchKey when there is none).
 */
export function checkWriteConditions(
  request: IncomingMessage,
  existing: StoredObject | undefined,
  key: string,
): void {
  const ifNoneMatch = requestHeader(request, "if-none-match");
  const ifMatch = requestHeader(request, "if-match");
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() !== "*") {
      throw new S3Error(501, "NotImplemented", "If-None-Match on a write takes only *");
    }
    if (existing) throw s3Errors.preconditionFailed("If-None-Match");
  }
  if (ifMatch !== undefined) {
    if (!existing) throw s3Errors.noSuchKey(key);
    if (!matches(ifMatch, existing.etag)) throw s3Errors.preconditionFailed("If-Match");
  }
}
