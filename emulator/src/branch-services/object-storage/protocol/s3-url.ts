/**
 * Where a branch's S3-compatible endpoint answers on the proxy's port (http and https alike):
 * `/s3/<branch id>`, path-style below it: `/s3/<branch id>/<bucket>/<key>`. On Neon the branch
 * id is the endpoint host's first label (`<branch id>.storage.<region>…`); offline a name cannot
 * resolve, so it is the path's first segment here, as the other doors take Neon's host label
 * (`/neonauth/`, `/apirest/`, `/ai/`). S3 clients keep an endpoint's path: @aws-sdk/client-s3
 * with `endpoint: <s3_endpoint>, forcePathStyle: true` sends `/s3/<branch id>/<bucket>/<key>`.
 */
export const s3Prefix = "/s3/";

/** getProjectBranchStorage's `s3_endpoint`. */
export const s3Endpoint = (origin: string, branchId: string) =>
  `${origin}${s3Prefix}${encodeURIComponent(branchId)}`;

/** A query parameter, decoded; a parameter without `=` has the value "". */
export type QueryPair = readonly [name: string, value: string];

export interface S3Url {
  branchId: string;
  bucket: string | undefined;
  key: string | undefined;
  /** The path as the client sent it (what it signed). */
  rawPath: string;
  query: readonly QueryPair[];
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** Query parameters as sent, decoded without turning `+` into a space (S3 clients encode it). */
export function parseQuery(raw: string): QueryPair[] {
  if (raw === "") return [];
  return raw.split("&").flatMap((part): QueryPair[] => {
    if (part === "") return [];
    const at = part.indexOf("=");
    const name = decode(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? "" : decode(part.slice(at + 1));
    return name === undefined || value === undefined ? [] : [[name, value]];
  });
}

/** `request.url` → the branch, bucket and key it names; undefined when it is not a door path. */
export function parseS3Url(url: string): S3Url | "malformed" | undefined {
  const queryAt = url.indexOf("?");
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!rawPath.startsWith(s3Prefix)) return undefined;
  const [rawBranch = "", rawBucket = "", ...rawKey] = rawPath.slice(s3Prefix.length).split("/");
  if (!/^[a-z0-9-]{1,60}$/.test(rawBranch)) return undefined;
  const bucket = decode(rawBucket);
  const key = decode(rawKey.join("/"));
  if (bucket === undefined || key === undefined) return "malformed";
  return {
    branchId: rawBranch,
    bucket: bucket === "" ? undefined : bucket,
    key: key === "" ? undefined : key,
    rawPath,
    query: parseQuery(queryAt < 0 ? "" : url.slice(queryAt + 1)),
  };
}

export const queryValue = (query: readonly QueryPair[], name: string) =>
  query.find(([each]) => each === name)?.[1];

export const hasQuery = (query: readonly QueryPair[], name: string) =>
  query.some(([each]) => each === name);

/** The path segment of an object key as S3 clients send it: every byte but unreserved ones escaped. */
export const encodeKey = (key: string) =>
  key
    .split("/")
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join("/");
