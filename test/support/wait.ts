import { setTimeout as sleep } from "node:timers/promises";

export interface WaitOptions {
  /** Fails the wait past this; 10 s unless told. */
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Polls `check` until it holds. Past the deadline it throws, naming what it waited for: a wait
 * that gave up silently would let the test go on as if the condition held.
 */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 25 }: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() >= deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await sleep(intervalMs);
  }
}
