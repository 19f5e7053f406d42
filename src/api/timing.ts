import * as clock from "../core/clock.ts";
import { CancelledError } from "../core/errors.ts";

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(new CancelledError());
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CancelledError());
    };
    const timer = setTimeout(
      () => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      },
      Math.max(0, ms),
    );
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** A point in time (ms since the epoch) that bounds every retry and wait of a step. */
export class Deadline {
  readonly at: number;
  readonly seconds: number;

  constructor(seconds: number, now = clock.now()) {
    this.seconds = seconds;
    this.at = now + seconds * 1000;
  }

  remaining(now = clock.now()): number {
    return this.at - now;
  }
}
