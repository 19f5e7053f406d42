/** A line a function printed, as its branch's logs keep it. */
export interface FunctionLogLine {
  /** Virtual time (the emulator's clock), in epoch milliseconds. */
  time: number;
  slug: string;
  stream: "stdout" | "stderr";
  text: string;
  /** Cut at runtime/output-lines.ts's longest line. */
  cut?: boolean;
}

/** Each branch keeps its latest lines only: at most this many, and this many bytes of text. */
const logBounds = { lines: 10_000, bytes: 8 * 1024 * 1024 };

interface BranchLines {
  lines: FunctionLogLine[];
  bytes: number;
}

/**
 * How often new lines are kept in the state file at most: the first line after a quiet second
 * at once (on the next turn), the lines printed meanwhile together a second later. Each save
 * writes the whole state (up to 8 MiB of lines per branch) and flushes it: a function printing
 * without end must not keep the emulator writing. A kill loses at most the last second's lines.
 */
export const logSaveIntervalMs = 1000;

/** What each branch's functions printed, in order, for queryProjectBranchLogs. */
export class FunctionLogs {
  readonly #byBranch = new Map<string, BranchLines>();
  /** The state changed: the lines are to be kept (the host's `stateChanged`). */
  readonly #changed: () => void;
  #lastSave = Number.NEGATIVE_INFINITY;
  #saveTimer: NodeJS.Timeout | undefined;

  constructor(changed: () => void = () => undefined) {
    this.#changed = changed;
  }

  /** A line printed now: kept, and saved within logSaveIntervalMs. */
  add(branchId: string, line: FunctionLogLine): void {
    this.load(branchId, line);
    if (this.#saveTimer) return;
    const wait = this.#lastSave + logSaveIntervalMs - performance.now();
    if (wait <= 0) {
      this.#save();
      return;
    }
    this.#saveTimer = setTimeout(() => this.#save(), wait);
    // The stop saves the state whatever is pending: the timer holds nothing open.
    this.#saveTimer.unref();
  }

  /** A line kept before a restart, back (nothing to save). */
  load(branchId: string, line: FunctionLogLine): void {
    let kept = this.#byBranch.get(branchId);
    if (!kept) {
      kept = { lines: [], bytes: 0 };
      this.#byBranch.set(branchId, kept);
    }
    kept.lines.push(line);
    kept.bytes += Buffer.byteLength(line.text);
    let drop = 0;
    while (
      drop < kept.lines.length &&
      (kept.lines.length - drop > logBounds.lines || kept.bytes > logBounds.bytes)
    ) {
      kept.bytes -= Buffer.byteLength((kept.lines[drop] as FunctionLogLine).text);
      drop++;
    }
    if (drop > 0) kept.lines.splice(0, drop);
  }

  lines(branchId: string): readonly FunctionLogLine[] {
    return this.#byBranch.get(branchId)?.lines ?? [];
  }

  /** Every branch's lines, oldest first (the state file keeps them). */
  all(): Array<[string, FunctionLogLine[]]> {
    return [...this.#byBranch].map(([branchId, kept]) => [branchId, [...kept.lines]]);
  }

  dropBranch(branchId: string): void {
    this.#byBranch.delete(branchId);
  }

  clear(): void {
    this.#byBranch.clear();
    clearTimeout(this.#saveTimer);
    this.#saveTimer = undefined;
  }

  #save(): void {
    this.#saveTimer = undefined;
    this.#lastSave = performance.now();
    this.#changed();
  }
}
