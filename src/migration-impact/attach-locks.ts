import type { ChangeKind, TableImpact } from "./compare-catalogs.ts";
import { type LockHold, scanBlockedWrites, strongestHold } from "./lock-timeline.ts";

const SCANS: ChangeKind[] = ["validation-scan", "not-null-scan", "index-built"];

/**
 * The catalog's changes with what lock sampling saw on each table: its strongest lock and how
 * long it was held, and whether its scans and index builds blocked writes.
 */
export function withObservedLocks(tables: TableImpact[], holds: LockHold[]): TableImpact[] {
  return tables.map((table) => {
    const own = holds.filter((hold) => hold.oid === table.oid);
    const strongest = strongestHold(own);
    const blockedWrites = scanBlockedWrites(own);
    return {
      ...table,
      ...(strongest ? { lock: { mode: strongest.mode, heldMs: strongest.heldMs } } : {}),
      changes: table.changes.map((change) =>
        SCANS.includes(change.kind) && blockedWrites !== undefined
          ? { ...change, blockedWrites }
          : change,
      ),
    };
  });
}
