import type { SignatureClaim } from "./claim.ts";
import { s3Signer, scopeString } from "./s3-signer.ts";

/** The SHA-256 of no bytes: the chunk string-to-sign's empty headers. */
const emptySha256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

/**
 * The signatures of an aws-chunked body (STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]): each
 * chunk's, chained from the request's (its seed) to the previous chunk's, and the trailer's.
 * The strings to sign are S3's (its sigv4-streaming page); the HMAC under the credential's
 * signing key is @smithy/signature-v4's.
 */
export interface ChunkSigner {
  chunk(previousSignature: string, chunkSha256: string): Promise<string>;
  trailer(previousSignature: string, trailerSha256: string): Promise<string>;
}

export function chunkSigner(claim: SignatureClaim, secretAccessKey: string): ChunkSigner {
  const signer = s3Signer({ accessKeyId: claim.accessKeyId, secretAccessKey }, claim.scope.region);
  const options = {
    signingDate: claim.signedAt,
    signingRegion: claim.scope.region,
    signingService: claim.scope.service,
  };
  const scope = scopeString(claim.scope);
  return {
    chunk: (previous, hash) =>
      signer.sign(
        ["AWS4-HMAC-SHA256-PAYLOAD", claim.longDate, scope, previous, emptySha256, hash].join("\n"),
        options,
      ),
    trailer: (previous, hash) =>
      signer.sign(
        ["AWS4-HMAC-SHA256-TRAILER", claim.longDate, scope, previous, hash].join("\n"),
        options,
      ),
  };
}
