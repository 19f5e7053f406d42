/** One value of a key as of a sequence number; `value` undefined is a deletion (a tombstone). */
export interface Version<T> {
  readonly seq: number;
  readonly value: T | undefined;
}

/**
 * Keys in sorted order (for listings that resume from any key), each with its versions, oldest
 * first. A layer keeps every version some branch or snapshot may still see (garbage.ts drops the
 * others), so a branch made at sequence N reads each key as it was at N.
 */
export class VersionedKeys<T> {
  readonly #sorted: string[] = [];
  readonly #versions = new Map<string, Version<T>[]>();

  get size(): number {
    return this.#sorted.length;
  }

  versionsOf(key: string): readonly Version<T>[] | undefined {
    return this.#versions.get(key);
  }

  latest(key: string): Version<T> | undefined {
    return this.#versions.get(key)?.at(-1);
  }

  /** The version a reader at `cut` sees: the newest with seq ≤ cut. */
  visible(key: string, cut: number): Version<T> | undefined {
    const versions = this.#versions.get(key);
    if (!versions) return undefined;
    for (let i = versions.length - 1; i >= 0; i--) {
      const version = versions[i] as Version<T>;
      if (version.seq <= cut) return version;
    }
    return undefined;
  }

  append(key: string, version: Version<T>): void {
    const versions = this.#versions.get(key);
    if (versions) {
      versions.push(version);
      return;
    }
    this.#versions.set(key, [version]);
    const at = this.indexFrom(key);
    if (at === this.#sorted.length) this.#sorted.push(key);
    else this.#sorted.splice(at, 0, key);
  }

  /** Keeps only the versions `keep` accepts; a key left without any is forgotten. */
  retain(
    key: string,
    keep: (version: Version<T>, next: Version<T> | undefined) => boolean,
  ): Version<T>[] {
    const versions = this.#versions.get(key);
    if (!versions) return [];
    const dropped: Version<T>[] = [];
    const kept = versions.filter((version, i) => {
      if (keep(version, versions[i + 1])) return true;
      dropped.push(version);
      return false;
    });
    if (dropped.length === 0) return dropped;
    if (kept.length > 0) {
      this.#versions.set(key, kept);
    } else {
      this.#versions.delete(key);
      this.#sorted.splice(this.indexFrom(key), 1);
    }
    return dropped;
  }

  /** The position of the first key ≥ `key`. */
  indexFrom(key: string): number {
    let low = 0;
    let high = this.#sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#sorted[middle] as string) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  keyAt(index: number): string | undefined {
    return this.#sorted[index];
  }

  keys(): readonly string[] {
    return this.#sorted;
  }
}
