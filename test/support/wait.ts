import { setTimeout as sleep } from "node:timers/promises";

export interface WaitOptions {
  /** Fails the wait past this; 10 s unless told. */
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Polls `probe` until it yields something (anything but undefined), and returns that. Past the
 * deadline it throws, naming what it waited for and, when `lastState` is given, how things stood
 * at the last poll: a wait that gave up silently would let the test go on as if it had come.
 * The one poll of the tests: every wait for a condition goes through it (or `waitUntil`), never
 * through a fixed sleep, and never a sleep to show that something did not happen.
 */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  { timeoutMs = 10_000, intervalMs = 25 }: WaitOptions = {},
  lastState?: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) {
      const last = lastState ? ` (${lastState()})` : "";
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}${last}`);
    }
    await sleep(intervalMs);
  }
}

/**
 * Polls `check` until it holds. Past the deadline it throws, naming what it waited for: a wait
 * that gave up silently would let the test go on as if the condition held.
 */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  options: WaitOptions = {},
  lastState?: () => string,
): Promise<void> {
  await waitFor(what, async () => ((await check()) ? true : undefined), options, lastState);
}
