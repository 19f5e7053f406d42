import type { BranchRef } from "./branch-key.ts";
import { branchKey } from "./branch-key.ts";

/** initdb's default, recorded in a new cluster's control file. */
const initdbMaxConnections = 100;

/**
 * The highest max_connections each branch's data has run with: PostgreSQL refuses to start a
 * hot standby with fewer than the primary whose WAL it replays, so a standby needs at least as
 * many.
 */
export class MaxConnectionsSeen {
  private readonly seen = new Map<string, number>();

  of(branch: BranchRef): number {
    return this.seen.get(branchKey(branch)) ?? initdbMaxConnections;
  }

  set(branch: BranchRef, value: number): void {
    this.seen.set(branchKey(branch), value);
  }

  /** A server with `value` ran on the branch's data. */
  raise(branch: BranchRef, value: number): void {
    this.set(branch, Math.max(this.of(branch), value));
  }

  /** The branch's data is a copy of the parent's. */
  copied(branch: BranchRef, parent: BranchRef): void {
    this.set(branch, this.of(parent));
  }

  /**
   * The branch's data was replaced by the source's, and a server with `servedWith` (0: none) ran
   * on it; the data as it was, when kept as `preserveAs`'s, keeps its own record.
   */
  restored(
    branch: BranchRef,
    source: BranchRef,
    preserveAs: BranchRef | undefined,
    servedWith: number,
  ): void {
    const before = this.seen.get(branchKey(branch));
    if (preserveAs && before) this.set(preserveAs, before);
    this.set(branch, Math.max(this.of(source), servedWith));
  }

  forget(branch: BranchRef): void {
    this.seen.delete(branchKey(branch));
  }

  clear(): void {
    this.seen.clear();
  }
}
