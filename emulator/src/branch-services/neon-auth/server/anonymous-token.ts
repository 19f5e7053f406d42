/**
 * Neon's anonymous token (`GET /token/anonymous`, called by `@neondatabase/auth` clients with
 * `allowAnonymous`): a short-lived JWT with the `anonymous` role, signed with the branch's JWKS
 * keys, answered as `{ token, expires_at }`.
 */
import { createAuthEndpoint } from "better-auth/api";
import { signJWT } from "better-auth/plugins/jwt";

const lifetimeSeconds = 15 * 60;

export function anonymousToken(claims: { issuer: string; audience: string }) {
  return {
    id: "neon-anonymous-token",
    endpoints: {
      getAnonymousToken: createAuthEndpoint("/token/anonymous", { method: "GET" }, async (ctx) => {
        const now = Math.floor(Date.now() / 1000);
        const expiresAt = now + lifetimeSeconds;
        const token = await signJWT(ctx, {
          options: { jwt: claims },
          payload: { role: "anonymous", iat: now, exp: expiresAt },
        });
        return ctx.json({ token, expires_at: expiresAt });
      }),
    },
  };
}
