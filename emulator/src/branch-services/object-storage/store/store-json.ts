import type { Blob } from "./blob-store.ts";
import { Layer } from "./layer.ts";
import type { BucketRecord, StoredObject } from "./records.ts";
import type { Version, VersionedKeys } from "./versioned-keys.ts";

/**
 * The object store's layers as JSON and back, for the emulator's state file: every layer a
 * branch or a snapshot reads (parents before children: a layer's id is above its parent's),
 * each with its versions; objects name their blobs (id and size), whose bytes are files on disk.
 * Multipart uploads under way are not kept: a restart ends them, as it ends connections.
 */
export interface StoreJson {
  seq: number;
  next_layer_id: number;
  layers: LayerJson[];
  heads: Array<[branchId: string, layerId: number]>;
  snapshots: Array<[snapshotId: string, layerId: number, cut: number]>;
}

interface LayerJson {
  id: number;
  parent?: { layer: number; cut: number; objects: boolean };
  headed: boolean;
  cuts: number[];
  buckets: Array<[string, Version<BucketRecord>[]]>;
  objects: Array<[incarnation: string, Array<[string, Version<StoredObject>[]]>]>;
}

export function layersToJson(layers: Iterable<Layer>): LayerJson[] {
  return [...layers]
    .sort((a, b) => a.id - b.id)
    .map((layer) => ({
      id: layer.id,
      ...(layer.parent
        ? {
            parent: {
              layer: layer.parent.layer.id,
              cut: layer.parent.cut,
              objects: layer.parent.objects,
            },
          }
        : {}),
      headed: layer.headed,
      cuts: [...layer.cuts],
      buckets: entriesOf(layer.buckets),
      objects: [...layer.objects].map(([incarnation, keys]) => [incarnation, entriesOf(keys)]),
    }));
}

/** The layers by id, rebuilt; `adopt` is told of each blob every kept version holds. */
export function layersFromJson(
  json: readonly LayerJson[],
  adopt: (blob: Blob) => void,
): Map<number, Layer> {
  const layers = new Map<number, Layer>();
  for (const saved of [...json].sort((a, b) => a.id - b.id)) {
    const parentLayer = saved.parent ? layers.get(saved.parent.layer) : undefined;
    if (saved.parent && !parentLayer) {
      throw new Error(`object storage: layer ${saved.id} reads a layer that is not kept`);
    }
    const layer = new Layer(
      saved.id,
      saved.parent && parentLayer
        ? { layer: parentLayer, cut: saved.parent.cut, objects: saved.parent.objects }
        : undefined,
    );
    layer.headed = saved.headed;
    layer.cuts.push(...saved.cuts);
    fill(layer.buckets, saved.buckets);
    for (const [incarnation, entries] of saved.objects) {
      fill(layer.objectsOf(incarnation), entries);
      for (const [, versions] of entries) {
        for (const version of versions)
          for (const blob of version.value?.segments ?? []) adopt(blob);
      }
    }
    layers.set(saved.id, layer);
  }
  return layers;
}

function entriesOf<T>(keys: VersionedKeys<T>): Array<[string, Version<T>[]]> {
  return keys.keys().map((key) => [key, [...(keys.versionsOf(key) ?? [])]]);
}

function fill<T>(keys: VersionedKeys<T>, entries: Array<[string, Version<T>[]]>): void {
  for (const [key, versions] of entries) for (const version of versions) keys.append(key, version);
}
