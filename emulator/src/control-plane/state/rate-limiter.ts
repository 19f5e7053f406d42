import type { Limits } from "./records/records.ts";

/** Fixed-window counters on the virtual clock: per key per minute, and per key and route per second. */
export class RateLimiter {
  private readonly counters = new Map<string, { window: number; count: number }>();

  /** Counts the request; returns the seconds to wait when a limit is exceeded. */
  check(
    limits: Limits,
    keyId: number,
    route: string,
    now: number,
  ): { limit: string; retryAfterSeconds: number } | undefined {
    if (!limits.enabled) return undefined;
    const perMinute = this.count(`key:${keyId}`, 60_000, now);
    const perSecond = this.count(`route:${keyId}:${route}`, 1000, now);
    if (perMinute.count > limits.per_key_per_minute) {
      return {
        limit: `${limits.per_key_per_minute} requests per minute per API key`,
        retryAfterSeconds: Math.max(1, Math.ceil(perMinute.remainingMs / 1000)),
      };
    }
    if (perSecond.count > limits.per_route_per_second) {
      return {
        limit: `${limits.per_route_per_second} requests per second per route`,
        retryAfterSeconds: Math.max(1, Math.ceil(perSecond.remainingMs / 1000)),
      };
    }
    return undefined;
  }

  private count(id: string, windowMs: number, now: number) {
    const window = Math.floor(now / windowMs);
    const counter = this.counters.get(id);
    const next =
      counter && counter.window === window
        ? { window, count: counter.count + 1 }
        : { window, count: 1 };
    this.counters.set(id, next);
    return { count: next.count, remainingMs: (window + 1) * windowMs - now };
  }
}
