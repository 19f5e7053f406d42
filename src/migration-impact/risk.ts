import type { Change, ChangeKind, TableImpact } from "./compare-catalogs.ts";

// The risk rules of docs/migration-impact.md: pure, one place.

export type Risk = "safe" | "low" | "high";
export type MigrationRisk = "none" | "low" | "high";

/** A table this large takes long enough to rewrite or scan that its lock is felt. */
export const LARGE_ROWS = 10_000;
export const LARGE_BYTES = 8 * 1024 * 1024;

export const isLarge = (table: Pick<TableImpact, "rows" | "bytes">) =>
  table.rows >= LARGE_ROWS || table.bytes >= LARGE_BYTES;

/** Changes that read the whole table, under a lock that may block writes (blockedWrites). */
const SCANS: ChangeKind[] = ["validation-scan", "not-null-scan", "index-built"];
const DATA_LOSS: ChangeKind[] = ["table-dropped", "column-dropped"];

export function riskOf(change: Change, table: TableImpact): Risk {
  const whole = !table.populated ? "safe" : isLarge(table) ? "high" : "low";
  // A rewrite always holds ACCESS EXCLUSIVE.
  if (change.kind === "rewritten") return whole;
  if (SCANS.includes(change.kind)) {
    if (!table.populated || change.blockedWrites === false) return "safe";
    // Unknown without lock sampling: neither flagged high nor called safe.
    return change.blockedWrites ? whole : "low";
  }
  // The app version running in production still uses the old name: it breaks (query-impact
  // tells which statements); on a populated table a drop also loses the data.
  if (DATA_LOSS.includes(change.kind)) return table.populated ? "high" : "low";
  if (change.kind === "table-renamed" || change.kind === "column-renamed") return "low";
  if (change.kind === "rows-updated" || change.kind === "rows-deleted") return "low";
  return "safe";
}

const RANK: Record<Risk, number> = { safe: 0, low: 1, high: 2 };

export function worst(risks: Risk[]): Risk {
  return risks.reduce<Risk>((a, b) => (RANK[b] > RANK[a] ? b : a), "safe");
}

export const tableRisk = (table: TableImpact): Risk =>
  worst(table.changes.map((change) => riskOf(change, table)));

export function migrationRisk(tables: TableImpact[]): MigrationRisk {
  const risk = worst(tables.map(tableRisk));
  return risk === "safe" ? "none" : risk;
}

/** Worst first, then the largest. */
export function byRisk(tables: TableImpact[]): TableImpact[] {
  return [...tables].sort(
    (a, b) =>
      RANK[tableRisk(b)] - RANK[tableRisk(a)] || b.bytes - a.bytes || a.name.localeCompare(b.name),
  );
}

/** The lock PostgreSQL's documentation says the change takes (ALTER TABLE, Explicit Locking). */
export function documentedLock(change: Change): string | undefined {
  switch (change.kind) {
    case "rewritten":
    case "table-dropped":
    case "column-dropped":
    case "column-added":
    case "column-type-changed":
      return "ACCESS EXCLUSIVE";
    case "table-renamed":
    case "column-renamed":
      return "ACCESS EXCLUSIVE, briefly (metadata only)";
    case "validation-scan": {
      const added =
        change.detail !== "FOREIGN KEY"
          ? "ACCESS EXCLUSIVE"
          : change.references
            ? `SHARE ROW EXCLUSIVE on it and on ${change.references}`
            : "SHARE ROW EXCLUSIVE";
      if (change.blockedWrites === undefined)
        return `${added} if added at once; SHARE UPDATE EXCLUSIVE if added NOT VALID, then validated`;
      return change.blockedWrites ? added : "SHARE UPDATE EXCLUSIVE";
    }
    case "not-null-scan":
      return change.blockedWrites === false
        ? "ACCESS EXCLUSIVE, briefly: a validated CHECK (col IS NOT NULL) spared the scan"
        : "ACCESS EXCLUSIVE";
    case "index-built":
      if (change.blockedWrites === undefined)
        return "SHARE, or SHARE UPDATE EXCLUSIVE if CONCURRENTLY";
      return change.blockedWrites ? "SHARE" : "SHARE UPDATE EXCLUSIVE";
    case "constraint-validated":
      return "SHARE UPDATE EXCLUSIVE";
    case "rows-updated":
    case "rows-deleted":
      return "ROW EXCLUSIVE, and each row's lock until commit";
    default:
      return undefined;
  }
}

/** What PostgreSQL offers instead, for a change that is risky. */
export function saferPattern(change: Change): string | undefined {
  switch (change.kind) {
    case "rewritten":
      return "avoid the rewrite: add the column nullable or with a constant default and backfill it in batches (for a type change: a new column, filled in batches, then swapped in)";
    case "validation-scan":
      return "ADD CONSTRAINT … NOT VALID, then VALIDATE CONSTRAINT in a later step (it does not block writes)";
    case "not-null-scan":
      return "ADD CONSTRAINT … CHECK (col IS NOT NULL) NOT VALID, VALIDATE CONSTRAINT, then SET NOT NULL (it skips the scan)";
    case "index-built":
      return "CREATE INDEX CONCURRENTLY (outside a transaction), if it was not";
    case "rows-updated":
    case "rows-deleted":
      return "in batches of a few thousand rows, each its own transaction";
    case "table-dropped":
    case "column-dropped":
      return "stop using it in a release first; drop it once nothing reads it, with a backup if its data matters";
    case "table-renamed":
    case "column-renamed":
      return "expand/contract: the running app still uses the old name; add the new one beside it (a new column kept in sync, or a view), move the code to it in a release, then drop the old name";
    default:
      return undefined;
  }
}

/**
 * The lock the change takes for certain, even when too briefly for a sample to catch it
 * (ALTER TABLE's lock notes): the report says so rather than show a weaker one as strongest.
 */
export function certainLockMode(change: Change): string | undefined {
  switch (change.kind) {
    case "rewritten":
    case "table-dropped":
    case "column-dropped":
    case "column-added":
    case "column-type-changed":
    case "not-null-scan":
    case "table-renamed":
    case "column-renamed":
      return "AccessExclusiveLock";
    case "constraint-not-valid":
    case "validation-scan":
      return change.detail === "FOREIGN KEY" ? "ShareRowExclusiveLock" : "AccessExclusiveLock";
    default:
      return undefined;
  }
}
