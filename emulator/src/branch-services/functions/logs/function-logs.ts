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

/** What each branch's functions printed, in order, for queryProjectBranchLogs. */
export class FunctionLogs {
  readonly #byBranch = new Map<string, BranchLines>();

  add(branchId: string, line: FunctionLogLine): void {
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
  }
}
