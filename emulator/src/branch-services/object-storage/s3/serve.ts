import type { IncomingMessage, ServerResponse } from "node:http";
import { findBranch } from "../../../control-plane/state/find-branch.ts";
import type { Platform } from "../../../control-plane/state/platform.ts";
import { objectStorageEnabled } from "../protocol/availability.ts";
import { storageRegion } from "../protocol/region.ts";
import { newRequestIds, sendS3Error } from "../protocol/respond.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import { parseS3Url } from "../protocol/s3-url.ts";
import { admit } from "./authenticate.ts";
import type { S3Runtime } from "./exchange.ts";
import { operationOf } from "./operations.ts";

/**
 * One request to a branch's S3 endpoint: the branch it names, the operation, the caller
 * admitted (authenticate.ts), then the operation served; any failure is S3's XML error with the
 * request's ids. Nothing of it is logged.
 */
export async function serveS3(
  platform: Platform,
  runtime: S3Runtime,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const ids = newRequestIds();
  try {
    platform.catchUp();
    const url = parseS3Url(request.url ?? "/");
    if (url === undefined || url === "malformed") {
      throw s3Errors.invalidRequest("the path's bucket or key is not valid percent-encoding");
    }
    const found = findBranch(platform, url.branchId);
    if (!found)
      throw s3Errors.noSuchBucket(url.bucket ?? "", `branch ${url.branchId} does not exist`);
    if (!objectStorageEnabled(platform)) {
      throw s3Errors.accessDenied(
        "Object Storage is not enabled on this emulator (its seed's object_storage.enabled is false)",
      );
    }
    const method = request.method ?? "GET";
    const operation = operationOf(method, url, request.headers["x-amz-copy-source"] !== undefined);
    const bucket =
      operation.publicRead && url.bucket
        ? runtime.store.bucket(found.branch.id, url.bucket)
        : undefined;
    const admitted = await admit({
      platform,
      presigner: runtime.presigner,
      request: { method, rawPath: url.rawPath, query: url.query, headers: request.headers },
      branchId: found.branch.id,
      region: storageRegion(found.project),
      access: operation.access,
      anonymousAllowed: bucket?.access_level === "public_read",
    });
    await operation.serve({
      platform,
      runtime,
      request,
      response,
      ids,
      url,
      ...found,
      ...admitted,
    });
  } catch (error) {
    sendS3Error(request, response, ids, error);
  }
}
