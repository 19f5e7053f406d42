import type { BucketRecord, StoredObject } from "./records.ts";
import { VersionedKeys } from "./versioned-keys.ts";

/**
 * Where a layer reads through to: its parent layer as of sequence `cut` (the moment the branch
 * was made), and whether the parent's objects show (not below a schema-only branch, whose
 * buckets come from its parent but not their objects).
 */
export interface ParentLink {
  readonly layer: Layer;
  readonly cut: number;
  readonly objects: boolean;
}

/**
 * A branch's own writes (copy-on-write): its buckets and objects, every version stamped with the
 * store's sequence number, over its parent's layer as of the branch's creation. A branch made
 * from this one, or a snapshot of it, pins a sequence number (a cut): the versions it sees stay.
 * Nothing is copied to make a layer.
 */
export class Layer {
  readonly id: number;
  readonly parent: ParentLink | undefined;
  readonly buckets = new VersionedKeys<BucketRecord>();
  /** By bucket incarnation. */
  readonly objects = new Map<string, VersionedKeys<StoredObject>>();
  /** The cuts of the child layers and snapshots that read this layer, ascending. */
  readonly cuts: number[] = [];
  /** Whether a branch writes here; a layer no branch writes to lives on for its cuts only. */
  headed = true;

  constructor(id: number, parent: ParentLink | undefined) {
    this.id = id;
    this.parent = parent;
  }

  get referenced(): boolean {
    return this.headed || this.cuts.length > 0;
  }

  /** Whether this layer's objects sit over a parent's (a deletion here then hides the parent's). */
  get objectsOverParent(): boolean {
    return this.parent?.objects === true;
  }

  objectsOf(incarnation: string): VersionedKeys<StoredObject> {
    let keys = this.objects.get(incarnation);
    if (!keys) {
      keys = new VersionedKeys();
      this.objects.set(incarnation, keys);
    }
    return keys;
  }

  /** Kept sorted: a branch restored from a snapshot pins the snapshot's older cut again. */
  pin(cut: number): void {
    let at = this.cuts.length;
    while (at > 0 && (this.cuts[at - 1] as number) > cut) at--;
    this.cuts.splice(at, 0, cut);
  }

  unpin(cut: number): void {
    const at = this.cuts.indexOf(cut);
    if (at >= 0) this.cuts.splice(at, 1);
  }

  /** Whether a cut falls in [from, until): someone reads the version written at `from`. */
  pinnedWithin(from: number, until: number): boolean {
    let low = 0;
    let high = this.cuts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cuts[middle] as number) < from) low = middle + 1;
      else high = middle;
    }
    const cut = this.cuts[low];
    return cut !== undefined && cut < until;
  }

  /** How many versions this layer holds itself (what its branch wrote), for the admin state. */
  ownEntries(): number {
    let entries = 0;
    for (const keys of [this.buckets, ...this.objects.values()]) {
      for (const key of keys.keys()) entries += keys.versionsOf(key)?.length ?? 0;
    }
    return entries;
  }
}
