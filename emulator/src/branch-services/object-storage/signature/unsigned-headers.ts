import type { IncomingHttpHeaders } from "node:http";
import type { SignatureClaim } from "./claim.ts";

/**
 * The headers S3 wants signed that the signature leaves out: `host`, and every `x-amz-*` header
 * the request carries, in either form (Authorization header or presigned URL). An `x-amz-*`
 * header can change the operation (`x-amz-copy-source` makes a PUT a CopyObject) or the object
 * (`x-amz-meta-*`), so a signature that does not cover one does not vouch for the request.
 */
export function unsignedHeaders(claim: SignatureClaim, headers: IncomingHttpHeaders): string[] {
  const signed = new Set(claim.signedHeaders);
  const present = Object.keys(headers).filter((name) => name === "host" || isAmz(name));
  return present.filter((name) => !signed.has(name)).sort();
}

const isAmz = (name: string) => name.startsWith("x-amz-");
