import { z } from "zod";
import { ApiError, conflict, notFound } from "../../../control-plane/errors.ts";
import { parseBody } from "../../../control-plane/http/input/request-parsing.ts";
import { requirePathBranch } from "../../../control-plane/http/routing/path-lookups.ts";
import type { Reply, RequestContext } from "../../../control-plane/http/routing/router.ts";
import type { Branch } from "../../../control-plane/state/records/records.ts";
import { storageRegion } from "../protocol/region.ts";
import { s3Endpoint } from "../protocol/s3-url.ts";
import type { BucketRecord } from "../store/records.ts";
import { assertBucketName } from "./bucket-names.ts";
import type { ApiRuntime } from "./runtime.ts";
import { bucketView } from "./views.ts";

/**
 * getProjectBranchStorage: Neon's BranchStorage, the branch's S3 endpoint on the proxy's port;
 * a project or branch the key cannot see answers BranchStorageNotEnabled, `branch_not_found`.
 */
export function getStorage(runtime: ApiRuntime, ctx: RequestContext): Reply {
  try {
    const { project, branch } = requirePathBranch(ctx);
    return {
      status: 200,
      body: {
        enabled: true,
        s3_endpoint: s3Endpoint(runtime.origin, branch.id),
        region: storageRegion(project),
        force_path_style: true,
      },
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return {
      status: 404,
      body: { code: error.code, message: error.message, reason: "branch_not_found" },
    };
  }
}

/** listProjectBranchBuckets: the branch's buckets, its own and its ancestors' as of its creation. */
export function listBuckets(runtime: ApiRuntime, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: { buckets: runtime.store.buckets(branch.id).map(bucketView) } };
}

const createBucketRequest = z.object({
  name: z.string().min(1).max(255),
  access_level: z.enum(["private", "public_read"]).optional(),
});

/** createProjectBranchBucket: 201; 409 when the branch has a bucket of that name (its own or inherited). */
export function createBucket(runtime: ApiRuntime, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(createBucketRequest, ctx.body);
  assertBucketName(input.name);
  const now = ctx.platform.clock.now();
  const bucket = runtime.store.createBucket(
    branch.id,
    input.name,
    input.access_level ?? "private",
    now,
  );
  if (!bucket) throw conflict(`branch ${branch.id} already has a bucket named ${input.name}`);
  return { status: 201, body: { bucket: bucketView(bucket) } };
}

/**
 * deleteProjectBranchBucket: the bucket and its objects go from this branch; its parent's and
 * its children's stay as they are.
 */
export function deleteBucket(runtime: ApiRuntime, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const name = ctx.params.bucket_name ?? "";
  if (!runtime.store.deleteBucket(branch.id, name)) throw bucketNotFound(branch, name);
  return { status: 204 };
}

export const bucketNotFound = (branch: Branch, name: string) =>
  notFound(`bucket ${name} not found on branch ${branch.id}`);

/** The path's bucket on the path's branch (404 otherwise). */
export function requirePathBucket(
  runtime: ApiRuntime,
  ctx: RequestContext,
): { branch: Branch; bucket: BucketRecord; region: string } {
  const { project, branch } = requirePathBranch(ctx);
  const name = ctx.params.bucket_name ?? "";
  const bucket = runtime.store.bucket(branch.id, name);
  if (!bucket) throw bucketNotFound(branch, name);
  return { branch, bucket, region: storageRegion(project) };
}
