import { randomBytes } from "node:crypto";
import type { FunctionRecord } from "./records.ts";

/** Every branch's functions, by branch id then slug. */
export class FunctionStore {
  readonly #byBranch = new Map<string, Map<string, FunctionRecord>>();

  list(branchId: string): FunctionRecord[] {
    return [...(this.#byBranch.get(branchId)?.values() ?? [])];
  }

  get(branchId: string, slug: string): FunctionRecord | undefined {
    return this.#byBranch.get(branchId)?.get(slug);
  }

  /** The branch's function of that slug, made (with no deployment yet) when it has none. */
  getOrCreate(branchId: string, slug: string, now: number): FunctionRecord {
    const existing = this.get(branchId, slug);
    if (existing) return existing;
    const record: FunctionRecord = {
      id: `fn-${randomBytes(8).toString("hex")}`,
      slug,
      createdAt: now,
      deployments: [],
      inherited: false,
    };
    this.put(branchId, record);
    return record;
  }

  put(branchId: string, record: FunctionRecord): void {
    let functions = this.#byBranch.get(branchId);
    if (!functions) {
      functions = new Map();
      this.#byBranch.set(branchId, functions);
    }
    functions.set(record.slug, record);
  }

  delete(branchId: string, slug: string): boolean {
    return this.#byBranch.get(branchId)?.delete(slug) ?? false;
  }

  /** The branch's functions, removed. */
  deleteBranch(branchId: string): FunctionRecord[] {
    const removed = this.list(branchId);
    this.#byBranch.delete(branchId);
    return removed;
  }

  branchIds(): string[] {
    return [...this.#byBranch.keys()];
  }

  clear(): void {
    this.#byBranch.clear();
  }
}
