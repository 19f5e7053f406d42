import type { Platform } from "../../control-plane/state/platform.ts";
import type { ServiceFrontDoor } from "../../front-doors/service-front-door.ts";
import { parseS3Url, s3Prefix } from "./protocol/s3-url.ts";
import type { S3Runtime } from "./s3/exchange.ts";
import { serveS3 } from "./s3/serve.ts";

/**
 * Every branch's S3-compatible endpoint on the proxy's port (http and https alike):
 * `/s3/<branch id>/<bucket>/<key>` (protocol/s3-url.ts), served by s3/serve.ts.
 */
export function s3FrontDoor(platform: Platform, runtime: S3Runtime): ServiceFrontDoor {
  return {
    pathPrefix: s3Prefix,
    handlerFor(path) {
      if (parseS3Url(path) === undefined) return undefined;
      return (request, response) => serveS3(platform, runtime, request, response);
    },
  };
}
