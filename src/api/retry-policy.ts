import * as clock from "../core/clock.ts";
import type { RawResponse } from "./raw-response.ts";

// When a failed request is repeated, and after how long.

/** Methods whose repeat cannot do anything twice (a second DELETE finds it gone). */
export const SAFE_METHODS = new Set(["GET", "HEAD", "DELETE"]);
/** Retried for every method: the platform says the request was not applied. */
export const ALWAYS_RETRIED = new Set([423, 429, 503]);
/** Retried only where a repeat is safe; for a create they mean "maybe applied". */
const RETRIED_WHEN_SAFE = new Set([500, 502, 504]);
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 8000;
/**
 * 423: the project is busy with an operation (typically seconds); it frees the moment that
 * operation ends. Retried at a random point of this window, not growing: an exponential
 * backoff would leave the lock idle for seconds while queued runs sleep.
 */
const LOCKED_RETRY_MS = { min: 500, max: 2000 };

/** `safe`: a repeat of the request cannot do anything twice (see SAFE_METHODS). */
export function isRetried(safe: boolean, status: number): boolean {
  return ALWAYS_RETRIED.has(status) || (safe && RETRIED_WHEN_SAFE.has(status));
}

/**
 * Full-jitter exponential backoff, or for a lock (423) a fixed window; never sooner than
 * Retry-After.
 */
export function retryDelay(
  status: number | undefined,
  attempt: number,
  retryAfter: number | undefined,
): number {
  const jitter =
    status === 423
      ? LOCKED_RETRY_MS.min + Math.random() * (LOCKED_RETRY_MS.max - LOCKED_RETRY_MS.min)
      : Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return Math.max(jitter, retryAfter ?? 0);
}

export function retryAfterMs(headers: RawResponse["headers"]): number | undefined {
  const value = headers["retry-after"];
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - clock.now());
}
