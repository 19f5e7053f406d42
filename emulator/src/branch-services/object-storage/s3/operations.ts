import { s3Errors } from "../protocol/s3-error.ts";
import { hasQuery, type S3Url } from "../protocol/s3-url.ts";
import type { Access } from "./authenticate.ts";
import { getBucketLocation, headBucket, listBuckets, refuseBucketChange } from "./buckets.ts";
import { copyObject } from "./copy-object.ts";
import { deleteObject, deleteObjects } from "./delete-objects.ts";
import type { S3Exchange } from "./exchange.ts";
import { getObject } from "./get-object.ts";
import { listObjects } from "./list-objects.ts";
import {
  abortMultipartUpload,
  completeMultipartUpload,
  createMultipartUpload,
  listMultipartUploads,
  listParts,
  uploadPart,
} from "./multipart-upload.ts";
import { putObject } from "./put-object.ts";

/** One of S3's operations, by its name in S3's API reference. */
export interface S3Operation {
  name: string;
  access: Access;
  /** Anonymous callers may, on a public_read bucket (GetObject, HeadObject: Neon's rule). */
  publicRead?: boolean;
  serve(ex: S3Exchange): Promise<void>;
}

const op = (
  name: string,
  access: Access,
  serve: S3Operation["serve"],
  publicRead = false,
): S3Operation => ({
  name,
  access,
  serve,
  publicRead,
});

/** Subresources the emulator does not serve (ACLs, tagging, versioning, lifecycle, …). */
const unserved = [
  "acl",
  "tagging",
  "versioning",
  "versions",
  "versionId",
  "lifecycle",
  "policy",
  "cors",
  "website",
  "logging",
  "notification",
  "replication",
  "encryption",
  "object-lock",
  "retention",
  "legal-hold",
  "attributes",
  "torrent",
  "restore",
  "select",
  "accelerate",
  "requestPayment",
  "ownershipControls",
  "publicAccessBlock",
  "intelligent-tiering",
  "inventory",
  "metrics",
  "analytics",
];

/** The operation a request is, as S3 tells them apart: method, bucket, key and subresource. */
export function operationOf(method: string, url: S3Url, copySource: boolean): S3Operation {
  const has = (name: string) => hasQuery(url.query, name);
  const notServed = unserved.find(has);
  if (notServed) throw s3Errors.notImplemented(`the ?${notServed} subresource`);
  if (url.bucket === undefined) {
    if (method === "GET") return op("ListBuckets", "read", listBuckets);
    throw s3Errors.methodNotAllowed(method, "SERVICE");
  }
  if (url.key === undefined) {
    switch (method) {
      case "GET":
        if (has("location")) return op("GetBucketLocation", "read", getBucketLocation);
        if (has("uploads")) return op("ListMultipartUploads", "read", listMultipartUploads);
        return op(has("list-type") ? "ListObjectsV2" : "ListObjects", "read", listObjects);
      case "HEAD":
        return op("HeadBucket", "read", headBucket);
      case "POST":
        if (has("delete")) return op("DeleteObjects", "write", deleteObjects);
        throw s3Errors.notImplemented("browser-based uploads (POST Object)");
      case "PUT":
        return op("CreateBucket", "write", refuseBucketChange);
      case "DELETE":
        return op("DeleteBucket", "write", refuseBucketChange);
      default:
        throw s3Errors.methodNotAllowed(method, "BUCKET");
    }
  }
  switch (method) {
    case "GET":
      if (has("uploadId")) return op("ListParts", "read", listParts);
      return op("GetObject", "read", (ex) => getObject(ex, false), true);
    case "HEAD":
      return op("HeadObject", "read", (ex) => getObject(ex, true), true);
    case "PUT":
      if (has("uploadId") || has("partNumber")) {
        if (copySource) throw s3Errors.notImplemented("UploadPartCopy");
        return op("UploadPart", "write", uploadPart);
      }
      if (copySource) return op("CopyObject", "write", copyObject);
      return op("PutObject", "write", putObject);
    case "POST":
      if (has("uploads")) return op("CreateMultipartUpload", "write", createMultipartUpload);
      if (has("uploadId")) return op("CompleteMultipartUpload", "write", completeMultipartUpload);
      throw s3Errors.methodNotAllowed(method, "OBJECT");
    case "DELETE":
      if (has("uploadId")) return op("AbortMultipartUpload", "write", abortMultipartUpload);
      return op("DeleteObject", "write", deleteObject);
    default:
      throw s3Errors.methodNotAllowed(method, "OBJECT");
  }
}
