/**
 * Virtual time: real elapsed time times a scale, plus whatever the admin API advanced.
 * Scale 0 freezes the clock: only the admin API moves it (deterministic tests).
 * While a scheduled event runs, `now()` is pinned to the event's due time so the
 * timestamps it writes are exact, however late the real timer fired.
 */
export class VirtualClock {
  readonly scale: number;
  private readonly realStart: number;
  private readonly virtualStart: number;
  private advancedMs = 0;
  private pinnedAt: number | undefined;

  constructor(scale = 1, start = Date.now()) {
    this.scale = scale;
    this.realStart = Date.now();
    this.virtualStart = start;
  }

  /** Current virtual time in epoch milliseconds. */
  now(): number {
    return this.pinnedAt ?? this.liveNow();
  }

  liveNow(): number {
    return Math.floor(
      this.virtualStart + (Date.now() - this.realStart) * this.scale + this.advancedMs,
    );
  }

  advance(ms: number): void {
    this.advancedMs += ms;
  }

  runPinned<T>(at: number, run: () => T): T {
    const previous = this.pinnedAt;
    this.pinnedAt = at;
    try {
      return run();
    } finally {
      this.pinnedAt = previous;
    }
  }

  /** Real milliseconds until the virtual time `at`; Infinity on a frozen clock (scale 0). */
  realDelayUntil(at: number): number {
    const ahead = at - this.liveNow();
    if (ahead <= 0) return 0;
    return this.scale === 0 ? Number.POSITIVE_INFINITY : ahead / this.scale;
  }
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** Neon shows `expires_at` at second precision, as it stores it (2025-06-09T18:02:16Z). */
export const isoSeconds = (ms: number): string => iso(ms).replace(/\.\d{3}Z$/, "Z");
