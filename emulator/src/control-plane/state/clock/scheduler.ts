import type { VirtualClock } from "./clock.ts";

export interface Scheduled {
  cancel(): void;
}

interface Entry {
  at: number;
  seq: number;
  run: () => void;
  cancelled: boolean;
}

/**
 * Runs callbacks at virtual times, in due order. A single real timer is armed for the
 * earliest entry; `runDue()` is also called before each request and after a clock advance,
 * so state is always up to date when it is observed.
 */
export class Scheduler {
  private readonly clock: VirtualClock;
  private entries: Entry[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  /** Told after entries ran (what they changed is then saved: the state file). */
  private readonly onRan: () => void;

  constructor(clock: VirtualClock, onRan: () => void = () => undefined) {
    this.clock = clock;
    this.onRan = onRan;
  }

  at(at: number, run: () => void): Scheduled {
    const entry: Entry = { at, seq: this.seq++, run, cancelled: false };
    // In order by time, then by scheduling order: after every entry due at or before `at`.
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[middle] as Entry).at <= at) low = middle + 1;
      else high = middle;
    }
    this.entries.splice(low, 0, entry);
    this.arm();
    return {
      cancel: () => {
        entry.cancelled = true;
        // Gone at once: timers re-armed on every connection must not pile up until due.
        const index = this.entries.indexOf(entry);
        if (index >= 0) this.entries.splice(index, 1);
      },
    };
  }

  after(delayMs: number, run: () => void): Scheduled {
    return this.at(this.clock.now() + delayMs, run);
  }

  runDue(): void {
    if (this.running) return;
    this.running = true;
    let ran = false;
    try {
      for (;;) {
        const next = this.entries[0];
        if (!next || next.at > this.clock.liveNow()) break;
        this.entries.shift();
        if (!next.cancelled) {
          ran = true;
          this.clock.runPinned(next.at, next.run);
        }
      }
    } finally {
      this.running = false;
    }
    if (ran) this.onRan();
    this.arm();
  }

  stop(): void {
    this.stopped = true;
    this.entries = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(): void {
    if (this.running || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const next = this.entries[0];
    if (!next) return;
    const realDelay = this.clock.realDelayUntil(next.at);
    if (realDelay === Number.POSITIVE_INFINITY) return;
    // setTimeout caps at ~24.8 days; a long wait just re-arms.
    const delay = Math.min(realDelay, 2 ** 31 - 1);
    this.timer = setTimeout(() => this.runDue(), delay);
    this.timer.unref();
  }
}
