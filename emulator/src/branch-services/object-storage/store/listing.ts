import { type Level, objectIn, objectLevels } from "./chain.ts";
import type { StoredObject } from "./records.ts";
import type { VersionedKeys } from "./versioned-keys.ts";

export interface ListQuery {
  prefix: string;
  /** Keys sharing the prefix up to the delimiter's first occurrence after it become one entry. */
  delimiter?: string | undefined;
  /** Where to resume: the first key listed is the first one ≥ `from` (and ≥ the prefix). */
  from: string;
  /** Objects and common prefixes, together. */
  max: number;
}

export type ListItem =
  | { kind: "object"; key: string; object: StoredObject }
  | { kind: "prefix"; prefix: string };

export interface Listing {
  items: ListItem[];
  /** Set when more follow: the `from` of the next page. */
  resumeAt?: string | undefined;
}

/** The smallest string greater than every string that starts with `prefix`. */
export function pastPrefix(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}`;
}

/** The smallest string greater than `key`. */
export const pastKey = (key: string) => `${key}\u0000`;

interface Cursor {
  keys: VersionedKeys<StoredObject>;
  index: number;
}

/**
 * A bucket's keys in order, merged over the branch's levels (its own layer, then each
 * ancestor's as of its cut), each key as its nearest level has it: O(levels) a key, nothing
 * copied or materialized.
 */
export function listObjects(
  levels: readonly Level[],
  incarnation: string,
  query: ListQuery,
): Listing {
  // biome-ignore lint/complexity/useMathMinMax: the later of two strings, which Math.max cannot compare
  const start = query.from > query.prefix ? query.from : query.prefix;
  const cursors: Cursor[] = objectLevels(levels).flatMap((level) => {
    const keys = level.layer.objects.get(incarnation);
    return keys ? [{ keys, index: keys.indexFrom(start) }] : [];
  });
  const nextKey = (): string | undefined => {
    let smallest: string | undefined;
    for (const cursor of cursors) {
      const key = cursor.keys.keyAt(cursor.index);
      if (key !== undefined && (smallest === undefined || key < smallest)) smallest = key;
    }
    return smallest?.startsWith(query.prefix) ? smallest : undefined;
  };
  const seek = (from: string) => {
    for (const cursor of cursors) cursor.index = cursor.keys.indexFrom(from);
  };
  const items: ListItem[] = [];
  let resumeAt: string | undefined;
  for (let key = nextKey(); key !== undefined; key = nextKey()) {
    seek(pastKey(key));
    const object = objectIn(levels, incarnation, key);
    if (!object) continue;
    const item = itemOf(key, object, query);
    // One more visible item than asked for: the page is truncated where it ended.
    if (items.length === query.max) return { items, resumeAt };
    items.push(item);
    if (item.kind === "prefix") {
      resumeAt = pastPrefix(item.prefix);
      seek(resumeAt);
    } else {
      resumeAt = pastKey(key);
    }
  }
  return { items };
}

function itemOf(key: string, object: StoredObject, query: ListQuery): ListItem {
  if (query.delimiter) {
    const at = key.indexOf(query.delimiter, query.prefix.length);
    if (at >= 0) return { kind: "prefix", prefix: key.slice(0, at + query.delimiter.length) };
  }
  return { kind: "object", key, object };
}
