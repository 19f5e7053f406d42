import { timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { QueryPair } from "../protocol/s3-url.ts";
import type { ReceivedRequest, SignatureClaim } from "./claim.ts";
import { type SignableRequest, s3Signer } from "./s3-signer.ts";

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

function queryObject(pairs: readonly QueryPair[]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const earlier = query[name];
    if (earlier === undefined) query[name] = value;
    else query[name] = [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return query;
}

/** The signed headers as sent; undefined when one of them is missing. */
function signedHeaders(
  claim: SignatureClaim,
  headers: IncomingHttpHeaders,
): Record<string, string> | undefined {
  const picked: Record<string, string> = {};
  for (const name of claim.signedHeaders) {
    const value = headerValue(headers, name);
    if (value === undefined) return undefined;
    picked[name] = value;
  }
  return picked;
}

const signingOptions = (claim: SignatureClaim) => ({
  signingDate: claim.signedAt,
  signingRegion: claim.scope.region,
  signingService: claim.scope.service,
  signableHeaders: new Set(claim.signedHeaders),
});

/**
 * Whether the request carries the signature `secret` gives it: the request is signed again by
 * @smithy/signature-v4 as the client did (the headers it says it signed, the path and query as
 * sent, the payload hash it declared) and the two signatures compared in constant time.
 */
export async function signatureMatches(
  claim: SignatureClaim,
  request: ReceivedRequest,
  secretAccessKey: string,
): Promise<boolean> {
  const headers = signedHeaders(claim, request.headers);
  if (!headers) return false;
  const signer = s3Signer({ accessKeyId: claim.accessKeyId, secretAccessKey }, claim.scope.region);
  const base = {
    method: request.method,
    protocol: "http:",
    hostname: "emulator",
    path: request.rawPath,
  };
  if (claim.kind === "header") {
    // The declared payload hash (x-amz-content-sha256, a signed header: authenticate.ts) is what
    // the signature covers; the body is checked against it as it streams in.
    const signable: SignableRequest = { ...base, headers, query: queryObject(request.query) };
    const signed = await signer.sign(signable, signingOptions(claim));
    const signature = /Signature=([0-9a-f]+)/.exec(String(signed.headers.authorization))?.[1];
    return signature !== undefined && sameHex(signature, claim.signature);
  }
  return presignedSignatureMatches(claim, request, headers, signer, base);
}

/**
 * A presigned URL signs UNSIGNED-PAYLOAD. @aws-sdk/s3-request-presigner also moves its
 * `x-amz-content-sha256` into the query, where it is signed as a parameter: it is handed back to
 * the signer as the header it came from, which moves it to the query again as the client's did.
 */
async function presignedSignatureMatches(
  claim: SignatureClaim,
  request: ReceivedRequest,
  headers: Record<string, string>,
  signer: ReturnType<typeof s3Signer>,
  base: Omit<SignableRequest, "headers" | "query">,
): Promise<boolean> {
  const hoisted = request.query.find(([name]) => name.toLowerCase() === "x-amz-content-sha256");
  const query = request.query.filter(
    ([name]) => name !== "X-Amz-Signature" && name !== hoisted?.[0],
  );
  const unsignableHeaders = new Set<string>();
  if (hoisted) {
    headers[hoisted[0]] = hoisted[1];
  } else {
    headers["x-amz-content-sha256"] = "UNSIGNED-PAYLOAD";
    unsignableHeaders.add("x-amz-content-sha256");
  }
  const unhoistableHeaders = new Set(
    claim.signedHeaders.filter((name) => name.startsWith("x-amz-")),
  );
  if (!hoisted) unhoistableHeaders.add("x-amz-content-sha256");
  const signable: SignableRequest = { ...base, headers, query: queryObject(query) };
  const presigned = await signer.presign(signable, {
    ...signingOptions(claim),
    expiresIn: claim.expiresIn ?? 0,
    unsignableHeaders,
    unhoistableHeaders,
  });
  const signature = presigned.query?.["X-Amz-Signature"];
  return typeof signature === "string" && sameHex(signature, claim.signature);
}
