import type { Platform } from "../../control-plane/state/platform.ts";
import type { ServiceFrontDoor } from "../../front-doors/service-front-door.ts";
import { type DataApiRuntime, dataApiInstance } from "./api/data-apis.ts";
import { restPrefix } from "./api/urls.ts";
import type { RestTarget } from "./rest/rest-service.ts";

/**
 * The Data API's front door on the proxy's port (http and https alike):
 * `/apirest/<branch id>/<database>/rest/v1/…` goes to the REST service (rest/rest-service.ts)
 * with that branch database's Data API as it is now; another path under `/apirest/` is not the
 * door's (the proxy answers it 400, as any path it does not serve).
 */
export function restFrontDoor(platform: Platform, runtime: DataApiRuntime): ServiceFrontDoor {
  return {
    pathPrefix: restPrefix,
    handlerFor(path) {
      const target = restTarget(path);
      if (!target) return undefined;
      return (request, response) => {
        const instance = dataApiInstance(platform, runtime, target.branchId, target.database);
        return runtime.rest.handle(request, response, target, instance);
      };
    },
  };
}

/** The branch, database and REST path a request names; undefined when it is not a Data API path. */
export function restTarget(rawPath: string): RestTarget | undefined {
  if (!rawPath.startsWith(restPrefix)) return undefined;
  const match = /^\/apirest\/([^/]+)\/([^/]+)\/rest\/v1(\/[^?]*)?$/.exec(rawPath);
  if (!match) return undefined;
  try {
    return {
      branchId: decodeURIComponent(match[1] as string),
      database: decodeURIComponent(match[2] as string),
      path: match[3] ?? "/",
    };
  } catch {
    return undefined;
  }
}
