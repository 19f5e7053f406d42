import { tooManyRequests } from "../../errors.ts";
import type { Platform } from "../../state/platform.ts";
import { authenticate, type Caller } from "./access.ts";

/** Whether an API request is let in: a known good key (else 401), within the rate limits (else 429). */

export function authenticateRequest(platform: Platform, authorization: string | undefined): Caller {
  return authenticate(platform.state, authorization, platform.clock.now());
}

/** Counts the request against the caller's limits; `route` names the route template it matched. */
export function countRequest(platform: Platform, caller: Caller, route: string): void {
  const limited = platform.rateLimiter.check(
    platform.state.limits,
    caller.key.id,
    route,
    platform.clock.now(),
  );
  if (limited) {
    throw tooManyRequests(
      `rate limit exceeded: ${limited.limit}; retry after ${limited.retryAfterSeconds} s`,
      limited.retryAfterSeconds,
    );
  }
}
