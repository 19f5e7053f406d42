import { describe, expect, test } from "vitest";
import { withObservedLocks } from "../../../src/migration-impact/attach-locks.ts";
import type { TableImpact } from "../../../src/migration-impact/compare-catalogs.ts";
import {
  type LockSample,
  LockTimeline,
  modeName,
  scanBlockedWrites,
  strongestHold,
} from "../../../src/migration-impact/lock-timeline.ts";

const lock = (mode: string, overrides: Partial<LockSample> = {}): LockSample => ({
  oid: 16400,
  table: "public.orders",
  mode,
  granted: true,
  pid: 101,
  ...overrides,
});

describe("LockTimeline", () => {
  test("consecutive samples are one hold, first to last plus one period; a gap starts another", () => {
    const timeline = new LockTimeline();
    timeline.add(0, [lock("AccessExclusiveLock")]);
    timeline.add(25, [lock("AccessExclusiveLock")]);
    timeline.add(50, [
      lock("AccessExclusiveLock"),
      lock("RowExclusiveLock", { granted: false, pid: 7 }),
    ]);
    timeline.add(75, []);
    timeline.add(100, [lock("AccessExclusiveLock")]);
    expect(timeline.holds(25)).toEqual([
      { oid: 16400, table: "public.orders", mode: "AccessExclusiveLock", heldMs: 100, waitedMs: 0 },
      { oid: 16400, table: "public.orders", mode: "RowExclusiveLock", heldMs: 0, waitedMs: 25 },
    ]);
  });

  test("names, the strongest hold, and whether a scan blocked writes", () => {
    expect(modeName("ShareUpdateExclusiveLock")).toBe("SHARE UPDATE EXCLUSIVE");
    const hold = (mode: string, heldMs: number) => ({
      oid: 1,
      table: "t",
      mode,
      heldMs,
      waitedMs: 0,
    });
    const concurrent = [hold("AccessExclusiveLock", 25), hold("ShareUpdateExclusiveLock", 400)];
    expect(strongestHold(concurrent)?.mode).toBe("AccessExclusiveLock");
    expect(scanBlockedWrites(concurrent)).toBe(false);
    expect(scanBlockedWrites([hold("ShareLock", 400), hold("AccessShareLock", 500)])).toBe(true);
    expect(scanBlockedWrites([hold("RowExclusiveLock", 400)])).toBeUndefined();
    // ADD FOREIGN KEY's scan, at once: SHARE ROW EXCLUSIVE blocks writes.
    expect(scanBlockedWrites([hold("ShareRowExclusiveLock", 100)])).toBe(true);
  });

  test("attached to the catalog's changes: the table's lock, and its scans' blockedWrites", () => {
    const table: TableImpact = {
      oid: 1,
      schema: "public",
      name: "orders",
      rows: 200_000,
      bytes: 20_000_000,
      populated: true,
      changes: [
        { kind: "index-built", object: "orders_total" },
        { kind: "column-added", object: "x" },
      ],
    };
    const [attached] = withObservedLocks(
      [table],
      [
        { oid: 1, table: "public.orders", mode: "ShareLock", heldMs: 300, waitedMs: 0 },
        { oid: 2, table: "public.other", mode: "AccessExclusiveLock", heldMs: 900, waitedMs: 0 },
      ],
    );
    expect(attached?.lock).toEqual({ mode: "ShareLock", heldMs: 300 });
    expect(attached?.changes).toEqual([
      { kind: "index-built", object: "orders_total", blockedWrites: true },
      { kind: "column-added", object: "x" },
    ]);
  });
});
