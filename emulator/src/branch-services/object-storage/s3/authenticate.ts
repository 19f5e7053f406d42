import {
  type CredentialRefusal,
  recordCredentialUse,
  signingSecret,
} from "../../../control-plane/services/access/credential-verification.ts";
import type { Platform } from "../../../control-plane/state/platform.ts";
import type {
  BranchCredential,
  CredentialScope,
} from "../../../control-plane/state/records/records.ts";
import type { Payload } from "../payload/receive-body.ts";
import { s3Errors } from "../protocol/s3-error.ts";
import { chunkSigner } from "../signature/chunk-signature.ts";
import { claimOf, type ReceivedRequest, type SignatureClaim } from "../signature/claim.ts";
import type { PresignerKey } from "../signature/presign-url.ts";
import { unsignedHeaders } from "../signature/unsigned-headers.ts";
import { signatureMatches } from "../signature/verify.ts";

/** What an operation needs (Neon: storage:read reads, storage:write writes and reads). */
export type Access = "read" | "write";

const scopesFor: Record<Access, readonly CredentialScope[]> = {
  read: ["storage:read", "storage:write"],
  write: ["storage:write"],
};

/** S3 refuses a signature more than 15 minutes away from its clock. */
const allowedSkewMs = 15 * 60 * 1000;

export interface Admitted {
  payload: Payload;
  signed: boolean;
}

export interface Admission {
  platform: Platform;
  presigner: PresignerKey;
  request: ReceivedRequest;
  branchId: string;
  /** The project's storage region: a signature for another is refused. */
  region: string;
  access: Access;
  /** GetObject and HeadObject of a public_read bucket: no signature needed. */
  anonymousAllowed: boolean;
}

/**
 * Admits an S3 request: anonymous (public_read reads only), or AWS Signature V4 in its header or
 * a presigned URL, signed with the secret of a live branch credential of this branch or an
 * ancestor (Neon: a credential is valid on its branch and every descendant) with the scope the
 * operation needs, or with the platform's presigning key; the signature must cover `host` and
 * every `x-amz-*` header sent. Times are the machine's (clients sign with it), not the
 * emulator's virtual clock. Throws S3's error; records the credential's use.
 */
export async function admit(admission: Admission): Promise<Admitted> {
  const claim = claimOf(admission.request);
  if (!claim) {
    if (admission.anonymousAllowed) return { payload: { kind: "unsigned" }, signed: false };
    throw s3Errors.accessDenied(
      "the request is not signed, and only GetObject and HeadObject of a public_read bucket may be",
    );
  }
  checkScopeAndTime(claim, admission.region);
  const { secret, credential } = secretFor(claim, admission);
  if (claim.kind === "header" && admission.request.headers["x-amz-content-sha256"] === undefined) {
    throw s3Errors.invalidRequest("Missing required header for this request: x-amz-content-sha256");
  }
  const unsigned = unsignedHeaders(claim, admission.request.headers);
  if (unsigned.length > 0) throw s3Errors.headersNotSigned(unsigned);
  if (!(await signatureMatches(claim, admission.request, secret))) {
    throw s3Errors.signatureDoesNotMatch(claim.accessKeyId);
  }
  if (credential) recordCredentialUse(admission.platform, credential);
  return { payload: payloadOf(claim, admission.request, secret), signed: true };
}

function checkScopeAndTime(claim: SignatureClaim, region: string): void {
  const malformed =
    claim.kind === "header"
      ? s3Errors.authorizationHeaderMalformed
      : s3Errors.authorizationQueryParametersError;
  if (claim.scope.service !== "s3") {
    throw malformed(
      `Credential should be scoped to correct service: 's3', not '${claim.scope.service}'`,
    );
  }
  if (claim.scope.region !== region) {
    throw malformed(`the region '${claim.scope.region}' is wrong; expecting '${region}'`);
  }
  if (claim.scope.date !== claim.longDate.slice(0, 8)) {
    throw malformed("Invalid credential date. Date is not the same as X-Amz-Date.");
  }
  const now = Date.now();
  const at = claim.signedAt.getTime();
  if (claim.kind === "query") {
    if (now > at + (claim.expiresIn ?? 0) * 1000) {
      throw s3Errors.expired(
        new Date(at + (claim.expiresIn ?? 0) * 1000).toISOString(),
        new Date(now).toISOString(),
      );
    }
    if (at > now + allowedSkewMs) throw s3Errors.accessDenied("Request is not valid yet");
  } else if (Math.abs(now - at) > allowedSkewMs) {
    throw s3Errors.requestTimeTooSkewed(claim.longDate, new Date(now).toISOString());
  }
}

function refusalOf(refusal: CredentialRefusal, accessKeyId: string, message: string) {
  return refusal === "unknown" || refusal === "revoked"
    ? s3Errors.invalidAccessKeyId(accessKeyId, message)
    : s3Errors.accessDenied(message);
}

function secretFor(
  claim: SignatureClaim,
  admission: Admission,
): { secret: string; credential: BranchCredential | undefined } {
  const { presigner } = admission;
  // A URL presignProjectBranchBucketObject made: its signature binds the method and the path.
  if (claim.kind === "query" && claim.accessKeyId === presigner.accessKeyId) {
    return { secret: presigner.secretAccessKey, credential: undefined };
  }
  const found = signingSecret(admission.platform, claim.accessKeyId, {
    scope: scopesFor[admission.access],
    branchId: admission.branchId,
    ancestorsToo: true,
  });
  if (!found.ok) throw refusalOf(found.refusal, claim.accessKeyId, found.message);
  return { secret: found.secretAccessKey, credential: found.credential };
}

/** What `x-amz-content-sha256` says of the body (a presigned URL's is UNSIGNED-PAYLOAD). */
function payloadOf(claim: SignatureClaim, request: ReceivedRequest, secret: string): Payload {
  const declared =
    claim.kind === "header" ? String(request.headers["x-amz-content-sha256"]) : "UNSIGNED-PAYLOAD";
  const encoding = String(request.headers["content-encoding"] ?? "").toLowerCase();
  const trailer = request.headers["x-amz-trailer"] !== undefined;
  if (/^[0-9a-f]{64}$/.test(declared)) return { kind: "sha256", hex: declared };
  if (declared === "UNSIGNED-PAYLOAD") {
    return encoding.includes("aws-chunked")
      ? { kind: "chunked", signed: undefined, trailer }
      : { kind: "unsigned" };
  }
  if (declared === "STREAMING-UNSIGNED-PAYLOAD-TRAILER")
    return { kind: "chunked", signed: undefined, trailer: true };
  if (
    declared === "STREAMING-AWS4-HMAC-SHA256-PAYLOAD" ||
    declared === "STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER"
  ) {
    return {
      kind: "chunked",
      trailer: declared.endsWith("-TRAILER"),
      signed: {
        seedSignature: claim.signature,
        signer: chunkSigner(claim, secret),
        mismatch: () => s3Errors.signatureDoesNotMatch(claim.accessKeyId),
      },
    };
  }
  if (declared.startsWith("STREAMING-AWS4-ECDSA"))
    throw s3Errors.notImplemented("SigV4a (ECDSA) signed payloads");
  throw s3Errors.invalidArgument(
    "x-amz-content-sha256",
    declared,
    "x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER], or a valid sha256 value.",
  );
}
