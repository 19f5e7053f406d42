import { type ApiClient, DEFAULT_REQUEST_TIMEOUT_MS } from "../api/http.ts";
import { sleep } from "../api/timing.ts";
import * as clock from "../core/clock.ts";
import type { ApiError } from "../core/errors.ts";

/** A request that timed out on our side may still land: look again for at least this long. */
const LATE_LANDING_MIN_MS = 1000;
const LOOK_AGAIN_MS = 250;

/**
 * What a mutating request whose answer was lost made, if anything, found by `look` (a listing).
 * When the request timed out it may still be on its way: it is looked for again for as long as
 * it was given (at least 1 s, never past the deadline) before the caller concludes that nothing
 * was applied. A reset or dropped connection is final: one look.
 */
export async function findLostResult<T>(
  client: ApiClient,
  error: ApiError,
  look: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const found = await look();
  if (found !== undefined || !error.timedOut) return found;
  const { deadline, signal, requestTimeoutMs } = client.options;
  const graceMs = Math.max(LATE_LANDING_MIN_MS, requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
  const until = Math.min(clock.now() + graceMs, deadline.at);
  while (clock.now() < until) {
    await sleep(Math.min(LOOK_AGAIN_MS, until - clock.now()), signal);
    const late = await look();
    if (late !== undefined) return late;
  }
  return undefined;
}

/** 409-like refusals (someone else got there first) and answers lost after the request was sent. */
export function isConflictOrMaybeApplied(error: ApiError): boolean {
  if (error.maybeApplied) return true;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && ![401, 403, 404, 423, 429].includes(status);
}

/** Platform clocks and ours differ a little; allow some skew. */
const CLOCK_SKEW_MS = 5000;
export function createdSince(createdAt: string, requestedAt: number): boolean {
  return Date.parse(createdAt) >= requestedAt - CLOCK_SKEW_MS;
}
