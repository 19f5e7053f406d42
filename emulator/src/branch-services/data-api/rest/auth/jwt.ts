import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { RestError } from "../core/errors.ts";

/**
 * The request's token, verified as Neon's Data API does: against the JWKS of the branch's Neon
 * Auth or an external provider's, its expiry checked, an audience only refused when the token
 * names another one (Neon's `jwt_audience`), the role read at `jwt_role_claim_key`.
 */

/**
 * The key sets each service has fetched, kept per branch database so that one branch's event
 * (a restore, Neon Auth disabled, the branch deleted) drops that branch's: jose keeps a fetched
 * JWKS for 10 minutes, and a key the branch no longer has must not verify its tokens meanwhile.
 */
export class KeySets {
  readonly #sets = new Map<string, JWTVerifyGetKey>();

  /** The key set of `url` as seen by the service of `owner` (`<branch>/<database>`). */
  get(owner: string, url: string): JWTVerifyGetKey {
    const key = `${owner}\u0000${url}`;
    let set = this.#sets.get(key);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { cooldownDuration: 1000, timeoutDuration: 5000 });
      this.#sets.set(key, set);
    }
    return set;
  }

  /** Drops the key sets of every owner that starts with `prefix` (all of them without one). */
  forget(prefix = ""): void {
    for (const key of this.#sets.keys()) if (key.startsWith(prefix)) this.#sets.delete(key);
  }
}

const jwtError = (code: string, message: string) =>
  new RestError(401, code, message, {
    headers: { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  });

export interface VerifiedToken {
  claims: JWTPayload;
  role: string | undefined;
}

export interface JwtSettings {
  /** The JWKS tokens are checked against; undefined: every token is refused. */
  keys: JWTVerifyGetKey | undefined;
  audience: string | undefined;
  roleClaimKey: string;
}

export async function verifyToken(token: string, settings: JwtSettings): Promise<VerifiedToken> {
  if (token.split(".").length !== 3)
    throw jwtError("PGRST301", `Expected 3 parts in JWT; got ${token.split(".").length}`);
  if (!settings.keys) throw new RestError(500, "PGRST300", "Server lacks JWT secret");
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, settings.keys));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw jwtError("PGRST303", "JWT expired");
    if (error instanceof errors.JWTClaimValidationFailed) throw jwtError("PGRST303", error.message);
    if (error instanceof errors.JWKSNoMatchingKey)
      throw jwtError("PGRST301", "No suitable key or wrong key type");
    if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
      throw new RestError(500, "PGRST300", `Could not read the JWKS: ${error.message}`);
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw jwtError("PGRST301", "JWSError JWSInvalidSignature");
    }
    throw jwtError(
      "PGRST301",
      `Invalid JWT: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (settings.audience !== undefined && claims.aud !== undefined) {
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(settings.audience)) throw jwtError("PGRST303", "JWT not in audience");
  }
  const role = claimAt(claims, settings.roleClaimKey);
  if (role !== undefined && typeof role !== "string")
    throw jwtError("PGRST301", "The JWT role claim must be a string");
  return { claims, role };
}

/** `.role`, `.app_metadata.role`, `."https://example.com/role"`, `.roles[0]`: PostgREST's claim path. */
export function claimAt(claims: unknown, path: string): unknown {
  const steps: Array<string | number> = [];
  const pattern = /\.(?:"([^"]*)"|([A-Za-z0-9_$-]+))|\[(\d+)\]/gy;
  let match: RegExpExecArray | null = pattern.exec(path);
  while (match) {
    if (match[3] !== undefined) steps.push(Number(match[3]));
    else steps.push(match[1] ?? match[2] ?? "");
    if (pattern.lastIndex >= path.length) break;
    match = pattern.exec(path);
  }
  let value: unknown = claims;
  for (const step of steps) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return steps.length > 0 ? value : undefined;
}
