import { type ApiClient, DEFAULT_REQUEST_TIMEOUT_MS } from "../api/http.ts";
import { sleep } from "../api/timing.ts";
import type { ApiError } from "../errors.ts";

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
  const until = Math.min(Date.now() + graceMs, deadline.at);
  while (Date.now() < until) {
    await sleep(Math.min(LOOK_AGAIN_MS, until - Date.now()), signal);
    const late = await look();
    if (late !== undefined) return late;
  }
  return undefined;
}
