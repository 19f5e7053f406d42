import * as clock from "../core/clock.ts";

/** At most this many requests from one run in any window of this length, retries included. */
export const REQUEST_RATE = { limit: 5, windowMs: 1000 };
/** The platform logs a request in whole ms of its own clock. */
const RATE_MARGIN_MS = 5;

/**
 * A client's recent requests, each dated by when its answer came (one under way counts as now):
 * the platform saw it no later than that, and sees the next one no earlier than it is sent, so
 * spacing from answers keeps the platform's view within the rate however late requests arrive.
 */
export class RequestWindow {
  private readonly limit: number;
  private readonly windowMs: number;
  private entries: Array<{ answeredAt?: number }> = [];

  constructor(rate = REQUEST_RATE) {
    this.limit = rate.limit;
    this.windowMs = rate.windowMs + RATE_MARGIN_MS;
  }

  /** Counts a request from now on; call the returned function once it has been answered or failed. */
  begin(): (now?: number) => void {
    const entry: { answeredAt?: number } = {};
    this.entries.push(entry);
    return (now = clock.now()) => {
      entry.answeredAt = now;
    };
  }

  /** Ms until a request may go out with `reserve` more still allowed in the same window. */
  delay(reserve = 0, now = clock.now()): number {
    const recent = this.recent(now);
    const excess = recent.length - Math.max(0, this.limit - 1 - reserve);
    if (excess <= 0) return 0;
    return (recent[excess - 1] ?? now) + this.windowMs - now;
  }

  /** Ms to wait so that what is left of the window's budget (less `reserve`) is spread evenly. */
  spread(reserve = 0, now = clock.now()): number {
    const recent = this.recent(now);
    const left = this.limit - reserve - recent.length;
    const oldest = recent[0];
    if (left <= 0 || oldest === undefined) return 0;
    return (oldest + this.windowMs - now) / (left + 1);
  }

  /** Times of the requests that still count, oldest first. */
  private recent(now: number): number[] {
    this.entries = this.entries.filter(
      (entry) => entry.answeredAt === undefined || entry.answeredAt > now - this.windowMs,
    );
    return this.entries.map((entry) => entry.answeredAt ?? now).sort((a, b) => a - b);
  }
}
