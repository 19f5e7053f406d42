/** A line a function printed, as its branch's logs keep it. */
export interface FunctionLogLine {
  /** Virtual time (the emulator's clock), in epoch milliseconds. */
  time: number;
  slug: string;
  stream: "stdout" | "stderr";
  text: string;
}

/** Each branch keeps its latest lines only. */
const linesPerBranch = 10_000;

/** What each branch's functions printed, in order, for queryProjectBranchLogs. */
export class FunctionLogs {
  readonly #byBranch = new Map<string, FunctionLogLine[]>();

  add(branchId: string, line: FunctionLogLine): void {
    let lines = this.#byBranch.get(branchId);
    if (!lines) {
      lines = [];
      this.#byBranch.set(branchId, lines);
    }
    lines.push(line);
    if (lines.length > linesPerBranch) lines.splice(0, lines.length - linesPerBranch);
  }

  lines(branchId: string): readonly FunctionLogLine[] {
    return this.#byBranch.get(branchId) ?? [];
  }

  dropBranch(branchId: string): void {
    this.#byBranch.delete(branchId);
  }

  clear(): void {
    this.#byBranch.clear();
  }
}
