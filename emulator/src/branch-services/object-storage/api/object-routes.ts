import { z } from "zod";
import { badRequest, notFound } from "../../../control-plane/errors.ts";
import { integerParam, parseBody } from "../../../control-plane/http/input/request-parsing.ts";
import type { Reply, RequestContext } from "../../../control-plane/http/routing/router.ts";
import { iso } from "../../../control-plane/state/clock/clock.ts";
import { s3Endpoint } from "../protocol/s3-url.ts";
import { presignedUrl } from "../signature/presign-url.ts";
import { streamObject } from "../store/read-object.ts";
import { requirePathBucket } from "./bucket-routes.ts";
import type { ApiRuntime } from "./runtime.ts";
import { bucketObjectView } from "./views.ts";

const cursorOf = (resumeAt: string) => Buffer.from(resumeAt, "utf8").toString("base64url");

function resumeOf(cursor: string): string {
  const resumeAt = Buffer.from(cursor, "base64url").toString("utf8");
  if (cursorOf(resumeAt) !== cursor)
    throw badRequest(`cursor ${JSON.stringify(cursor)} is not one this listing gave`);
  return resumeAt;
}

/**
 * listProjectBranchBucketObjects: the bucket's objects as the branch sees them, key order,
 * `prefix`, `delimiter` (→ `folders`), `limit` (objects and folders, 1 to 1000) and `cursor`.
 */
export function listObjects(runtime: ApiRuntime, ctx: RequestContext): Reply {
  const { branch, bucket } = requirePathBucket(runtime, ctx);
  const prefix = ctx.query.get("prefix") ?? "";
  const delimiter = ctx.query.get("delimiter") || undefined;
  const limit = integerParam(ctx.query, "limit", { min: 1, max: 1000 }) ?? 1000;
  const cursor = ctx.query.get("cursor");
  const from = cursor ? resumeOf(cursor) : "";
  const listing = runtime.store.list(branch.id, bucket, { prefix, delimiter, from, max: limit });
  const folders: string[] = [];
  const objects: ReturnType<typeof bucketObjectView>[] = [];
  for (const item of listing.items) {
    if (item.kind === "prefix") folders.push(item.prefix);
    else objects.push(bucketObjectView(item.key, item.object));
  }
  return {
    status: 200,
    body: {
      folders,
      objects,
      prefix,
      ...(listing.resumeAt !== undefined ? { next_cursor: cursorOf(listing.resumeAt) } : {}),
      is_truncated: listing.resumeAt !== undefined,
    },
  };
}

/** deleteProjectBranchBucketObject: 204, or 404 when the branch has no such object. */
export function deleteObject(runtime: ApiRuntime, ctx: RequestContext): Reply {
  const { branch, bucket } = requirePathBucket(runtime, ctx);
  const key = ctx.params.object_key ?? "";
  if (!runtime.store.deleteObject(branch.id, bucket, key)) {
    throw notFound(`object ${key} not found in bucket ${bucket.name} on branch ${branch.id}`);
  }
  return { status: 204 };
}

/**
 * deleteProjectBranchBucketObjectsByPrefix: `prefix` non-empty, ending with `/`, at most 1024
 * bytes, no control characters; as Neon documents, only the objects the branch wrote itself go
 * (not those it reads from an ancestor).
 */
export function deleteObjectsByPrefix(runtime: ApiRuntime, ctx: RequestContext): Reply {
  const { branch, bucket } = requirePathBucket(runtime, ctx);
  const prefix = ctx.query.get("prefix") ?? "";
  if (
    prefix === "" ||
    !prefix.endsWith("/") ||
    Buffer.byteLength(prefix) > 1024 ||
    /\p{Cc}/u.test(prefix)
  ) {
    throw badRequest(
      `prefix ${JSON.stringify(prefix)} is not a folder: it must be non-empty, end with "/", be at most 1024 bytes and hold no control characters`,
    );
  }
  return {
    status: 200,
    body: { deleted: runtime.store.deleteOwnObjects(branch.id, bucket, prefix) },
  };
}

/**
 * getProjectBranchBucketObject: the object's bytes, streamed, as Neon answers them:
 * application/octet-stream, Content-Length and ETag from the object, `nosniff` and `attachment`.
 */
export function downloadObject(runtime: ApiRuntime, ctx: RequestContext): Reply {
  const { branch, bucket } = requirePathBucket(runtime, ctx);
  const key = ctx.params.object_key ?? "";
  const object = runtime.store.object(branch.id, bucket, key);
  if (!object)
    throw notFound(`object ${key} not found in bucket ${bucket.name} on branch ${branch.id}`);
  const filename = key.split("/").at(-1) || "download";
  return {
    status: 200,
    raw: {
      headers: {
        "Content-Type": "application/octet-stream",
        "Content-Length": String(object.size),
        ETag: `"${object.etag}"`,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
      },
      description: `${object.size} bytes of ${bucket.name}/${key}`,
      write: (response) =>
        streamObject(runtime.store, object, { start: 0, end: object.size - 1 }, response),
    },
  };
}

const presignRequest = z.object({
  operation: z.enum(["upload", "download"]),
  content_type: z.string().min(1).optional(),
  expires_in_seconds: z.number().int().positive().optional(),
});

/** Neon: 900 s unless asked, at most 604,800 (seven days). */
const defaultExpiry = 900;
const longestExpiry = 604_800;

/**
 * presignProjectBranchBucketObject: a presigned PUT (upload) or GET (download) URL of the
 * branch's S3 endpoint, signed with the platform's own key (as Neon mints a short-lived one), so
 * the caller never handles S3 credentials. Its times are the machine's clock, as the endpoint
 * checks them.
 */
export async function presignObject(runtime: ApiRuntime, ctx: RequestContext): Promise<Reply> {
  const { branch, bucket, region } = requirePathBucket(runtime, ctx);
  const input = parseBody(presignRequest, ctx.body);
  const key = ctx.params.object_key ?? "";
  const upload = input.operation === "upload";
  const expiresIn = Math.min(input.expires_in_seconds ?? defaultExpiry, longestExpiry);
  const signedAt = new Date();
  const contentType = upload ? input.content_type : undefined;
  const url = await presignedUrl({
    endpoint: s3Endpoint(runtime.origin, branch.id),
    region,
    bucket: bucket.name,
    key,
    method: upload ? "PUT" : "GET",
    contentType,
    expiresIn,
    signedAt,
    credentials: runtime.presigner,
  });
  return {
    status: 200,
    body: {
      url,
      method: upload ? "PUT" : "GET",
      headers: contentType !== undefined ? { "Content-Type": contentType } : {},
      expires_at: iso(signedAt.getTime() + expiresIn * 1000),
    },
  };
}
