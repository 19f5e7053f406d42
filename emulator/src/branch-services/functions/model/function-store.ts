import { randomBytes } from "node:crypto";
import type { FunctionRecord } from "./records.ts";

/** Every branch's functions, by branch id then slug. */
export class FunctionStore {
  readonly #byBranch = new Map<string, Map<string, FunctionRecord>>();
  /** The last deployment id of each branch's slug, kept when its function goes. */
  readonly #lastIds = new Map<string, number>();

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

  /** The id the function's next deployment takes: after any its slug ever had on the branch. */
  nextDeploymentId(branchId: string, slug: string): number {
    const fn = this.get(branchId, slug);
    const id = Math.max(this.#lastIds.get(keyOf(branchId, slug)) ?? 0, lastId(fn)) + 1;
    this.#lastIds.set(keyOf(branchId, slug), id);
    return id;
  }

  /** The function, removed. */
  delete(branchId: string, slug: string): FunctionRecord | undefined {
    const fn = this.get(branchId, slug);
    if (fn) this.#remember(branchId, fn);
    this.#byBranch.get(branchId)?.delete(slug);
    return fn;
  }

  /** The branch's functions, removed (a restore replaces them: their ids stay taken). */
  deleteBranch(branchId: string): FunctionRecord[] {
    const removed = this.list(branchId);
    for (const fn of removed) this.#remember(branchId, fn);
    this.#byBranch.delete(branchId);
    return removed;
  }

  /** A deleted branch: its ids need not be remembered. */
  forgetBranch(branchId: string): FunctionRecord[] {
    const removed = this.deleteBranch(branchId);
    for (const key of this.#lastIds.keys()) {
      if (key.startsWith(`${branchId}/`)) this.#lastIds.delete(key);
    }
    return removed;
  }

  /** The last id each slug used (the state file keeps them: an id is never used twice). */
  usedIds(): Array<[string, number]> {
    return [...this.#lastIds];
  }

  restoreUsedIds(ids: ReadonlyArray<[string, number]>): void {
    for (const [key, id] of ids) this.#lastIds.set(key, id);
  }

  branchIds(): string[] {
    return [...this.#byBranch.keys()];
  }

  clear(): void {
    this.#byBranch.clear();
    this.#lastIds.clear();
  }

  #remember(branchId: string, fn: FunctionRecord): void {
    const key = keyOf(branchId, fn.slug);
    this.#lastIds.set(key, Math.max(this.#lastIds.get(key) ?? 0, lastId(fn)));
  }
}

const keyOf = (branchId: string, slug: string) => `${branchId}/${slug}`;
const lastId = (fn: FunctionRecord | undefined) => fn?.deployments.at(-1)?.id ?? 0;
