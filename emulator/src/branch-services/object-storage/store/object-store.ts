import { randomUUID } from "node:crypto";
import type { BlobStore } from "./blob-store.ts";
import { bucketIn, bucketsIn, chainOf, type Level, objectIn } from "./chain.ts";
import { dropReplaced, settle, sweep } from "./garbage.ts";
import { Layer } from "./layer.ts";
import { type Listing, type ListQuery, listObjects } from "./listing.ts";
import { MultipartUploads } from "./multipart-uploads.ts";
import type { AccessLevel, BucketRecord, StoredObject } from "./records.ts";
import { layersFromJson, layersToJson, type StoreJson } from "./store-json.ts";

/** What a branch is made with: its parent's buckets, and their objects unless schema-only. */
export interface Inheritance {
  objects: boolean;
}

/**
 * Every branch's buckets and objects, copy-on-write: a branch writes to its own layer over its
 * parent's as of its creation (layer.ts), so making a branch, restoring one or taking a snapshot
 * copies nothing, whatever the parent holds. Blobs (the bytes) are shared and go when no version
 * of any layer holds them (garbage.ts). Kept in memory; blobs on disk (blob-store.ts).
 */
export class ObjectStore {
  #createdListener: ((branchId: string, bucketName: string, key: string) => void) | undefined;
  #changedListener: (() => void) | undefined;
  readonly blobs: BlobStore;
  readonly uploads: MultipartUploads;
  /** Raised by every write; a cut at N sees the versions written at N or before. */
  #seq = 0;
  #nextLayerId = 1;
  readonly #heads = new Map<string, Layer>();
  readonly #snapshots = new Map<string, { layer: Layer; cut: number }>();

  constructor(blobs: BlobStore) {
    this.blobs = blobs;
    this.uploads = new MultipartUploads(blobs);
  }

  // The events of a branch's life (the service's hooks).

  /** A new branch reads its parent as of now: one new empty layer, one cut. */
  fork(parentId: string, childId: string, inheritance: Inheritance): void {
    this.#replaceHead(childId, this.#layerOver(this.#head(parentId), inheritance));
  }

  /**
   * A restore or reset: the branch reads the source as of now; with `preservedId`, the branch's
   * layer as it was becomes that branch's (its children keep reading it).
   */
  restore(branchId: string, sourceId: string, preservedId: string | undefined): void {
    const layer = this.#layerOver(this.#head(sourceId), { objects: true });
    const old = this.#heads.get(branchId);
    if (preservedId !== undefined && old) {
      this.#heads.delete(branchId);
      this.#replaceHead(preservedId, old);
    }
    this.#replaceHead(branchId, layer);
  }

  dropBranch(branchId: string): void {
    this.uploads.dropBranch(branchId);
    this.#replaceHead(branchId, undefined);
  }

  takeSnapshot(snapshotId: string, branchId: string): void {
    const layer = this.#head(branchId);
    layer.pin(this.#seq);
    this.#snapshots.set(snapshotId, { layer, cut: this.#seq });
  }

  /** A branch made from a snapshot reads the snapshot's layer as of its cut. */
  restoreSnapshot(snapshotId: string, branchId: string): void {
    const snapshot = this.#snapshots.get(snapshotId);
    if (!snapshot) return;
    snapshot.layer.pin(snapshot.cut);
    const parent = { layer: snapshot.layer, cut: snapshot.cut, objects: true };
    this.#replaceHead(branchId, new Layer(this.#nextLayerId++, parent));
  }

  dropSnapshot(snapshotId: string): void {
    const snapshot = this.#snapshots.get(snapshotId);
    if (!snapshot) return;
    this.#snapshots.delete(snapshotId);
    snapshot.layer.unpin(snapshot.cut);
    settle(snapshot.layer, this.#release);
  }

  // Buckets.

  buckets(branchId: string): BucketRecord[] {
    return bucketsIn(this.#chain(branchId));
  }

  bucket(branchId: string, name: string): BucketRecord | undefined {
    return bucketIn(this.#chain(branchId), name);
  }

  /** undefined when the branch already has a bucket of that name. */
  createBucket(
    branchId: string,
    name: string,
    accessLevel: AccessLevel,
    now: number,
  ): BucketRecord | undefined {
    if (this.bucket(branchId, name)) return undefined;
    const bucket = { name, incarnation: randomUUID(), access_level: accessLevel, created_at: now };
    const layer = this.#head(branchId);
    layer.buckets.append(name, { seq: ++this.#seq, value: bucket });
    dropReplaced(layer, layer.buckets, name, layer.parent !== undefined, () => {});
    this.#changedListener?.();
    return bucket;
  }

  /** The bucket and its objects go from this branch (not from its parent or children). */
  deleteBucket(branchId: string, name: string): boolean {
    const bucket = this.bucket(branchId, name);
    if (!bucket) return false;
    const layer = this.#head(branchId);
    layer.buckets.append(name, { seq: ++this.#seq, value: undefined });
    sweep(layer, this.#release);
    this.uploads.dropBucket(branchId, bucket.incarnation);
    this.#changedListener?.();
    return true;
  }

  // Objects.

  object(branchId: string, bucket: BucketRecord, key: string): StoredObject | undefined {
    return objectIn(this.#chain(branchId), bucket.incarnation, key);
  }

  list(branchId: string, bucket: BucketRecord, query: ListQuery): Listing {
    return listObjects(this.#chain(branchId), bucket.incarnation, query);
  }

  /**
   * Makes `object` the key's newest version, holding its blobs; false (nothing kept) when the
   * bucket is gone from the branch meanwhile (the bytes were on their way).
   */
  putObject(branchId: string, bucket: BucketRecord, key: string, object: StoredObject): boolean {
    if (this.bucket(branchId, bucket.name)?.incarnation !== bucket.incarnation) return false;
    for (const blob of object.segments) this.blobs.retain(blob);
    this.#write(branchId, bucket, key, object);
    this.#changedListener?.();
    this.#createdListener?.(branchId, bucket.name, key);
    return true;
  }

  /** Told of every object that lands (storage_object_created triggers listen); one listener. */
  onObjectCreated(listener: (branchId: string, bucketName: string, key: string) => void): void {
    this.#createdListener = listener;
  }

  /** Whether the branch had the object. */
  deleteObject(branchId: string, bucket: BucketRecord, key: string): boolean {
    if (!this.object(branchId, bucket, key)) return false;
    this.#write(branchId, bucket, key, undefined);
    this.#changedListener?.();
    return true;
  }

  /**
   * deleteProjectBranchBucketObjectsByPrefix: as Neon documents it, only the objects the branch
   * wrote itself (its own layer) go; those it reads from an ancestor stay.
   */
  deleteOwnObjects(branchId: string, bucket: BucketRecord, prefix: string): number {
    const own = this.#heads.get(branchId)?.objects.get(bucket.incarnation);
    if (!own) return 0;
    const keys = own.keys().slice(own.indexFrom(prefix));
    let deleted = 0;
    for (const key of keys) {
      if (!key.startsWith(prefix)) break;
      if (own.latest(key)?.value === undefined) continue;
      this.#write(branchId, bucket, key, undefined);
      deleted += 1;
    }
    if (deleted > 0) this.#changedListener?.();
    return deleted;
  }

  /** Holds an object's blobs while its bytes are read: a concurrent delete cannot remove them. */
  lease(object: StoredObject): () => void {
    for (const blob of object.segments) this.blobs.retain(blob);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const blob of object.segments) this.blobs.release(blob);
    };
  }

  // Kept across restarts (the emulator's state file).

  /** Told after each change a client makes to buckets or objects (the state is saved then). */
  onChanged(listener: () => void): void {
    this.#changedListener = listener;
  }

  saveState(): StoreJson {
    const layers = new Set<Layer>();
    const reach = (head: Layer) => {
      for (let layer: Layer | undefined = head; layer; layer = layer.parent?.layer) {
        layers.add(layer);
      }
    };
    for (const head of this.#heads.values()) reach(head);
    for (const snapshot of this.#snapshots.values()) reach(snapshot.layer);
    return {
      seq: this.#seq,
      next_layer_id: this.#nextLayerId,
      layers: layersToJson(layers),
      heads: [...this.#heads].map(([branchId, layer]) => [branchId, layer.id]),
      snapshots: [...this.#snapshots].map(([id, { layer, cut }]) => [id, layer.id, cut]),
    };
  }

  /** Takes back a saved store (at start, before any use): its layers, and the blobs they hold. */
  loadState(saved: StoreJson): void {
    const layers = layersFromJson(saved.layers, (blob) => this.blobs.adopt(blob));
    const layer = (id: number) => {
      const found = layers.get(id);
      if (!found) throw new Error(`object storage: layer ${id} is not kept`);
      return found;
    };
    this.#heads.clear();
    this.#snapshots.clear();
    for (const [branchId, id] of saved.heads) this.#heads.set(branchId, layer(id));
    for (const [snapshotId, id, cut] of saved.snapshots) {
      this.#snapshots.set(snapshotId, { layer: layer(id), cut });
    }
    this.#seq = saved.seq;
    this.#nextLayerId = saved.next_layer_id;
  }

  // The admin state.

  /** How many versions the branch's own layer holds: 0 for a branch that wrote nothing. */
  ownEntries(branchId: string): number {
    return this.#heads.get(branchId)?.ownEntries() ?? 0;
  }

  countObjects(branchId: string, bucket: BucketRecord): number {
    return this.list(branchId, bucket, { prefix: "", from: "", max: Number.POSITIVE_INFINITY })
      .items.length;
  }

  summary() {
    const layers = new Set<Layer>();
    for (const head of this.#heads.values()) {
      for (let layer: Layer | undefined = head; layer; layer = layer.parent?.layer)
        layers.add(layer);
    }
    for (const snapshot of this.#snapshots.values()) layers.add(snapshot.layer);
    return {
      root: this.blobs.path,
      blobs: this.blobs.count,
      blob_bytes: this.blobs.bytes,
      layers: layers.size,
      snapshots: this.#snapshots.size,
      multipart_uploads: this.uploads.count,
    };
  }

  /** Everything goes (admin reset, stop); the store is usable again at once. */
  async clear(): Promise<void> {
    this.#heads.clear();
    this.#snapshots.clear();
    this.uploads.clear();
    this.#seq = 0;
    await this.blobs.clear();
  }

  readonly #release = (object: StoredObject) => {
    for (const blob of object.segments) this.blobs.release(blob);
  };

  #write(branchId: string, bucket: BucketRecord, key: string, value: StoredObject | undefined) {
    const layer = this.#head(branchId);
    const keys = layer.objectsOf(bucket.incarnation);
    keys.append(key, { seq: ++this.#seq, value });
    dropReplaced(layer, keys, key, layer.objectsOverParent, this.#release);
  }

  /** What a branch reads: nothing until it is made from a parent or first writes. */
  #chain(branchId: string): Level[] {
    const head = this.#heads.get(branchId);
    return head ? chainOf(head) : [];
  }

  /** The layer a branch writes to; a branch the store has not heard of yet starts empty. */
  #head(branchId: string): Layer {
    let layer = this.#heads.get(branchId);
    if (!layer) {
      layer = new Layer(this.#nextLayerId++, undefined);
      this.#heads.set(branchId, layer);
    }
    return layer;
  }

  #layerOver(parent: Layer, inheritance: Inheritance): Layer {
    parent.pin(this.#seq);
    return new Layer(this.#nextLayerId++, {
      layer: parent,
      cut: this.#seq,
      objects: inheritance.objects,
    });
  }

  #replaceHead(branchId: string, layer: Layer | undefined): void {
    const old = this.#heads.get(branchId);
    if (layer) this.#heads.set(branchId, layer);
    else this.#heads.delete(branchId);
    if (!old || old === layer) return;
    old.headed = false;
    settle(old, this.#release);
  }
}
