import type { IncomingMessage, ServerResponse } from "node:http";
import type { Platform } from "../../../control-plane/state/platform.ts";
import type { Branch, Project } from "../../../control-plane/state/records/records.ts";
import type { Payload } from "../payload/receive-body.ts";
import type { RequestIds } from "../protocol/respond.ts";
import type { S3Url } from "../protocol/s3-url.ts";
import type { PresignerKey } from "../signature/presign-url.ts";
import type { ObjectStore } from "../store/object-store.ts";

/** What the S3 endpoint is made with. */
export interface S3Runtime {
  store: ObjectStore;
  presigner: PresignerKey;
}

/** One S3 request, once its branch is found and its caller admitted. */
export interface S3Exchange {
  platform: Platform;
  runtime: S3Runtime;
  request: IncomingMessage;
  response: ServerResponse;
  ids: RequestIds;
  url: S3Url;
  project: Project;
  branch: Branch;
  /** How the body comes and what vouches for it. */
  payload: Payload;
  /** Whether the caller signed the request (response-* overrides need a signed request). */
  signed: boolean;
}

export const requestHeader = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};
