import type { IncomingHttpHeaders } from "node:http";
import { s3Errors } from "../protocol/s3-error.ts";
import { type QueryPair, queryValue } from "../protocol/s3-url.ts";
import { type CredentialScope, parseAmzDate, parseCredential } from "./s3-signer.ts";

/** What a signed request says of itself: who signed it, when, for where, and its signature. */
export interface SignatureClaim {
  /** `header`: `Authorization: AWS4-HMAC-SHA256 …`; `query`: a presigned URL. */
  kind: "header" | "query";
  accessKeyId: string;
  scope: CredentialScope;
  signedHeaders: string[];
  signature: string;
  signedAt: Date;
  /** `X-Amz-Date`/`x-amz-date` as sent, `20260501T120000Z`. */
  longDate: string;
  /** A presigned URL's `X-Amz-Expires`, in seconds. */
  expiresIn?: number;
}

/** What the signature covers of a request, as the client sent it. */
export interface ReceivedRequest {
  method: string;
  rawPath: string;
  query: readonly QueryPair[];
  headers: IncomingHttpHeaders;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};

const authorizationShape =
  /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+)\s*,\s*SignedHeaders=([^,\s]+)\s*,\s*Signature=([0-9a-f]{64})\s*$/;

/** Seven days: SigV4's longest presigned URL. */
export const maxPresignedSeconds = 604_800;

/**
 * The request's signature claim (its Authorization header, or a presigned URL's query);
 * undefined for an anonymous request; throws S3's error for a malformed one.
 */
export function claimOf(request: ReceivedRequest): SignatureClaim | undefined {
  const authorization = header(request.headers, "authorization");
  if (authorization !== undefined) return headerClaim(authorization, request.headers);
  if (queryValue(request.query, "X-Amz-Algorithm") !== undefined) return queryClaim(request.query);
  return undefined;
}

function headerClaim(authorization: string, headers: IncomingHttpHeaders): SignatureClaim {
  if (/^AWS /.test(authorization)) {
    throw s3Errors.invalidRequest(
      "The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.",
    );
  }
  const match = authorizationShape.exec(authorization);
  const credential = match ? parseCredential(match[1] as string) : undefined;
  if (!match || !credential) {
    throw s3Errors.authorizationHeaderMalformed(
      "The authorization header is malformed; expected AWS4-HMAC-SHA256 Credential=<key>/<date>/<region>/s3/aws4_request, SignedHeaders=…, Signature=…",
    );
  }
  const longDate = header(headers, "x-amz-date") ?? "";
  const signedAt = parseAmzDate(longDate);
  if (!signedAt) {
    throw s3Errors.accessDenied(
      "AWS authentication requires a valid x-amz-date header (yyyyMMddTHHmmssZ)",
    );
  }
  return {
    kind: "header",
    ...credential,
    signedHeaders: (match[2] as string).split(";"),
    signature: match[3] as string,
    signedAt,
    longDate,
  };
}

function queryClaim(query: readonly QueryPair[]): SignatureClaim {
  const param = (name: string) => queryValue(query, name);
  if (param("X-Amz-Algorithm") !== "AWS4-HMAC-SHA256") {
    throw s3Errors.authorizationQueryParametersError(
      'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"',
    );
  }
  const credential = parseCredential(param("X-Amz-Credential") ?? "");
  const longDate = param("X-Amz-Date") ?? "";
  const signedAt = parseAmzDate(longDate);
  const expiresIn = Number(param("X-Amz-Expires") ?? "");
  const signature = param("X-Amz-Signature") ?? "";
  const signedHeaders = param("X-Amz-SignedHeaders") ?? "";
  if (!credential || !signedAt || !/^[0-9a-f]{64}$/.test(signature) || !signedHeaders) {
    throw s3Errors.authorizationQueryParametersError(
      "Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.",
    );
  }
  if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > maxPresignedSeconds) {
    throw s3Errors.authorizationQueryParametersError(
      "X-Amz-Expires must be a whole number of seconds from 1 to 604800 (seven days)",
    );
  }
  return {
    kind: "query",
    ...credential,
    signedHeaders: signedHeaders.split(";"),
    signature,
    signedAt,
    longDate,
    expiresIn,
  };
}
