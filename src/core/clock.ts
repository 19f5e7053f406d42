/**
 * The action's clock: the system clock moved by PREVIEW_COMPUTE_CLOCK_OFFSET_MS (read once, at
 * start), so that a test can run the action later than it is without waiting, as it sets the
 * request timeout with PREVIEW_COMPUTE_REQUEST_TIMEOUT_MS. Every read of the time goes here.
 */
const offsetMs = Number(process.env.PREVIEW_COMPUTE_CLOCK_OFFSET_MS) || 0;

/** Milliseconds since the epoch, as `Date.now()`. */
export function now(): number {
  return Date.now() + offsetMs;
}
