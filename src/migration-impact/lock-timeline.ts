// The locks the migration's backends held or awaited, from samples of pg_locks: pure, so the
// arithmetic is tested without a server. A lock seen in consecutive samples is one hold; its
// length is from its first sample to its last, plus one period (it may have been taken just
// after the sample before, and released just before the sample after).

export interface LockSample {
  /** The table's oid and its qualified name. */
  oid: number;
  table: string;
  mode: string;
  granted: boolean;
  pid: number;
}

export interface LockHold {
  oid: number;
  table: string;
  mode: string;
  /** Total time held (granted), in ms, at the sampling's resolution. */
  heldMs: number;
  /** Total time awaited (not granted), in ms. */
  waitedMs: number;
}

interface Run {
  first: number;
  last: number;
  lastSample: number;
}

export class LockTimeline {
  private samples = 0;
  private readonly runs = new Map<string, { sample: LockSample; spans: Run[] }>();

  /** One sample of the locks at `atMs`. */
  add(atMs: number, locks: LockSample[]): void {
    const index = this.samples++;
    for (const lock of locks) {
      const key = `${lock.oid}|${lock.mode}|${lock.granted}|${lock.pid}`;
      const entry = this.runs.get(key) ?? { sample: lock, spans: [] };
      this.runs.set(key, entry);
      const open = entry.spans.at(-1);
      if (open && open.lastSample === index - 1) {
        open.last = atMs;
        open.lastSample = index;
      } else entry.spans.push({ first: atMs, last: atMs, lastSample: index });
    }
  }

  /** Per table and mode, how long it was held and awaited, with `periodMs` the resolution. */
  holds(periodMs: number): LockHold[] {
    const byTableMode = new Map<string, LockHold>();
    for (const { sample, spans } of this.runs.values()) {
      const key = `${sample.oid}|${sample.mode}`;
      const hold = byTableMode.get(key) ?? {
        oid: sample.oid,
        table: sample.table,
        mode: sample.mode,
        heldMs: 0,
        waitedMs: 0,
      };
      byTableMode.set(key, hold);
      const total = spans.reduce((sum, span) => sum + span.last - span.first + periodMs, 0);
      if (sample.granted) hold.heldMs = Math.max(hold.heldMs, total);
      else hold.waitedMs = Math.max(hold.waitedMs, total);
    }
    return [...byTableMode.values()].map((hold) => ({
      ...hold,
      heldMs: Math.round(hold.heldMs),
      waitedMs: Math.round(hold.waitedMs),
    }));
  }
}

/** Table-level lock modes, weakest first (PostgreSQL's "Explicit Locking", table 13.2). */
export const LOCK_MODES = [
  "AccessShareLock",
  "RowShareLock",
  "RowExclusiveLock",
  "ShareUpdateExclusiveLock",
  "ShareLock",
  "ShareRowExclusiveLock",
  "ExclusiveLock",
  "AccessExclusiveLock",
] as const;

export const lockStrength = (mode: string) =>
  LOCK_MODES.indexOf(mode as (typeof LOCK_MODES)[number]);
const strength = lockStrength;

/** SHARE and stronger conflict with ROW EXCLUSIVE: writes wait. */
export const blocksWrites = (mode: string) => strength(mode) >= strength("ShareLock");
/** ACCESS EXCLUSIVE conflicts with ACCESS SHARE: reads wait too. */
export const blocksReads = (mode: string) => mode === "AccessExclusiveLock";

/** `AccessExclusiveLock` → `ACCESS EXCLUSIVE`, as the documentation names it. */
export function modeName(mode: string): string {
  return mode
    .replace(/Lock$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toUpperCase();
}

/** The strongest lock held on a table, and how long (the longest hold of that mode). */
export function strongestHold(holds: LockHold[]): LockHold | undefined {
  return holds
    .filter((hold) => hold.heldMs > 0)
    .reduce<LockHold | undefined>(
      (best, hold) => (!best || strength(hold.mode) > strength(best.mode) ? hold : best),
      undefined,
    );
}

/**
 * Whether a scan or an index build on the table blocked writes: its longest write-blocking
 * hold against its longest weaker one above ROW EXCLUSIVE (SHARE UPDATE EXCLUSIVE: CREATE
 * INDEX CONCURRENTLY, VALIDATE CONSTRAINT). Undefined without either.
 */
export function scanBlockedWrites(holds: LockHold[]): boolean | undefined {
  const longest = (keep: (mode: string) => boolean) =>
    Math.max(0, ...holds.filter((h) => keep(h.mode)).map((h) => h.heldMs));
  const blocking = longest(blocksWrites);
  const weaker = longest((mode) => mode === "ShareUpdateExclusiveLock");
  if (blocking === 0 && weaker === 0) return undefined;
  return blocking >= weaker;
}
