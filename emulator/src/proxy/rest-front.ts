import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Neon's Data API on the proxy's port (http and https alike):
 * `/apirest/<branch id>/<database>/rest/v1/…`, handed to the Data API service (data-api/).
 */
export const restPrefix = "/apirest/";

export const restBasePath = (branchId: string, database: string) =>
  `${restPrefix}${encodeURIComponent(branchId)}/${encodeURIComponent(database)}/rest/v1`;

export interface RestRequestTarget {
  branchId: string;
  database: string;
  path: string;
}

export type RestHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  target: RestRequestTarget,
) => Promise<void>;

/** The branch, database and REST path a request names; undefined when it is not a Data API path. */
export function restTarget(rawPath: string): RestRequestTarget | undefined {
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
