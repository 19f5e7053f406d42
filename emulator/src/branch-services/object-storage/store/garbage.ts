import { bucketsIn, chainOf } from "./chain.ts";
import type { Layer } from "./layer.ts";
import type { StoredObject } from "./records.ts";
import type { Version, VersionedKeys } from "./versioned-keys.ts";

/** Gives an object version's blobs back (the last reference to a blob removes its file). */
export type ReleaseObject = (object: StoredObject) => void;

/**
 * A version is kept while someone reads it: the layer's branch (its newest version of a live
 * bucket's key), or a cut (a child branch, a snapshot) taken while it was the newest. A deletion
 * is kept only where it hides a parent's version.
 */
function keeper<T>(layer: Layer, hidesParent: boolean, headReads: boolean) {
  return (version: Version<T>, next: Version<T> | undefined): boolean => {
    if (version.value === undefined && !hidesParent) return false;
    const pinned = layer.pinnedWithin(version.seq, next?.seq ?? Number.POSITIVE_INFINITY);
    return pinned || (next === undefined && layer.headed && headReads);
  };
}

function sweepKeys<T>(
  keys: VersionedKeys<T>,
  keep: (version: Version<T>, next: Version<T> | undefined) => boolean,
  release: (value: T) => void,
): void {
  for (const key of [...keys.keys()]) {
    for (const dropped of keys.retain(key, keep)) {
      if (dropped.value !== undefined) release(dropped.value);
    }
  }
}

/**
 * Drops the versions of `layer` nobody reads any more (after its branch left it, a cut went,
 * or a bucket was deleted): O(keys of the layer), never of its ancestors.
 */
export function sweep(layer: Layer, release: ReleaseObject): void {
  sweepKeys(layer.buckets, keeper(layer, layer.parent !== undefined, true), () => {});
  const live = layer.headed
    ? new Set(bucketsIn(chainOf(layer)).map((bucket) => bucket.incarnation))
    : new Set<string>();
  for (const [incarnation, keys] of layer.objects) {
    sweepKeys(keys, keeper(layer, layer.objectsOverParent, live.has(incarnation)), release);
    if (keys.size === 0) layer.objects.delete(incarnation);
  }
}

/**
 * After a write to `key`: the version it replaced goes unless a cut reads it (every cut is older
 * than the new version), and a deletion that hides nothing goes too.
 */
export function dropReplaced<T>(
  layer: Layer,
  keys: VersionedKeys<T>,
  key: string,
  hidesParent: boolean,
  release: (value: T) => void,
): void {
  const keep = keeper<T>(layer, hidesParent, true);
  for (const dropped of keys.retain(key, keep)) {
    if (dropped.value !== undefined) release(dropped.value);
  }
}

/**
 * Unreferences a layer no branch writes to: with no cut left it goes, its blobs given back and
 * its parent's cut with it (and so on up); otherwise what only its branch read goes.
 */
export function settle(layer: Layer, release: ReleaseObject): void {
  if (layer.referenced) {
    sweep(layer, release);
    return;
  }
  for (const keys of layer.objects.values()) {
    for (const key of keys.keys()) {
      for (const version of keys.versionsOf(key) ?? []) {
        if (version.value !== undefined) release(version.value);
      }
    }
  }
  layer.objects.clear();
  const parent = layer.parent;
  if (!parent) return;
  parent.layer.unpin(parent.cut);
  settle(parent.layer, release);
}
