import type { Layer } from "./layer.ts";
import type { BucketRecord, StoredObject } from "./records.ts";
import type { Version } from "./versioned-keys.ts";

/** One layer as a branch reads it: its versions up to `cut`, its objects or not. */
export interface Level {
  readonly layer: Layer;
  readonly cut: number;
  readonly objects: boolean;
}

/** What a branch whose writes go to `head` reads: its layer, then each ancestor as of its cut. */
export function chainOf(head: Layer): Level[] {
  const levels: Level[] = [{ layer: head, cut: Number.POSITIVE_INFINITY, objects: true }];
  let objects = true;
  for (let link = head.parent; link; link = link.layer.parent) {
    objects &&= link.objects;
    levels.push({ layer: link.layer, cut: link.cut, objects });
  }
  return levels;
}

/** The nearest level's version decides: a deletion there hides what lies below. */
function firstVisible<T>(
  levels: readonly Level[],
  versionOf: (level: Level) => Version<T> | undefined,
): T | undefined {
  for (const level of levels) {
    const version = versionOf(level);
    if (version) return version.value;
  }
  return undefined;
}

export function bucketIn(levels: readonly Level[], name: string): BucketRecord | undefined {
  return firstVisible(levels, (level) => level.layer.buckets.visible(name, level.cut));
}

export function bucketsIn(levels: readonly Level[]): BucketRecord[] {
  const names = new Set(levels.flatMap((level) => level.layer.buckets.keys()));
  return [...names]
    .sort()
    .map((name) => bucketIn(levels, name))
    .filter((bucket): bucket is BucketRecord => bucket !== undefined);
}

export function objectIn(
  levels: readonly Level[],
  incarnation: string,
  key: string,
): StoredObject | undefined {
  return firstVisible(objectLevels(levels), (level) =>
    level.layer.objects.get(incarnation)?.visible(key, level.cut),
  );
}

export const objectLevels = (levels: readonly Level[]) => levels.filter((level) => level.objects);
