import type { IncomingMessage } from "node:http";
import {
  type CredentialRefusal,
  verifyApiToken,
} from "../../control-plane/services/access/credential-verification.ts";
import type { Platform } from "../../control-plane/state/platform.ts";
import type { GatewayError } from "./errors.ts";

export type Admission = { ok: true; token: string } | { ok: false; error: GatewayError };

/**
 * Neon's answers (its AI gateway's troubleshooting page): 401 "invalid or missing credential"
 * for a token missing, malformed, unknown or revoked (a rotated-away secret is no longer the
 * credential's); 403 "credential not authorized for ai gateway" without `ai_gateway:invoke`;
 * 403 "credential not authorized for this branch" when it was issued on a branch that is neither
 * this one nor one of its ancestors. The emulator adds why after a colon; never the token.
 */
const invalid = (why: string): GatewayError => ({
  status: 401,
  type: "authentication_error",
  code: "invalid_credential",
  message: `invalid or missing credential: ${why}`,
});

function refusalError(refusal: CredentialRefusal, why: string): GatewayError {
  switch (refusal) {
    case "scope":
      return {
        status: 403,
        type: "permission_error",
        code: "missing_scope",
        message: `credential not authorized for ai gateway: ${why}`,
      };
    case "other_branch":
      return {
        status: 403,
        type: "permission_error",
        code: "wrong_branch",
        message: `credential not authorized for this branch: ${why}`,
      };
    default:
      return invalid(why);
  }
}

const bearer = (request: IncomingMessage) =>
  /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? "")?.[1];

/** The request's `Authorization: Bearer <api token>`, checked now against the branch's credentials. */
export function admit(platform: Platform, branchId: string, request: IncomingMessage): Admission {
  const token = bearer(request);
  if (token === undefined) {
    return {
      ok: false,
      error: invalid("send a branch credential's api token as Authorization: Bearer nt_live_…"),
    };
  }
  const check = verifyApiToken(platform, token, {
    scope: "ai_gateway:invoke",
    branchId,
    ancestorsToo: true,
  });
  if (!check.ok) return { ok: false, error: refusalError(check.refusal, check.message) };
  return { ok: true, token };
}
