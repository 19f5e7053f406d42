import type { ServerResponse } from "node:http";
import type { ObjectStore } from "./object-store.ts";
import type { StoredObject } from "./records.ts";

/** Inclusive byte positions. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The object's bytes start..end, across its blobs in order, held while they are read (a delete
 * meanwhile cannot remove them). A client that leaves ends the reading.
 */
export async function streamObject(
  store: ObjectStore,
  object: StoredObject,
  range: ByteRange,
  response: ServerResponse,
): Promise<void> {
  const release = store.lease(object);
  try {
    let blobStart = 0;
    for (const blob of object.segments) {
      const from = Math.max(range.start, blobStart);
      const to = Math.min(range.end, blobStart + blob.size - 1);
      if (from <= to) {
        await store.blobs.copyTo(blob, from - blobStart, to - blobStart, response);
      }
      blobStart += blob.size;
    }
    response.end();
  } catch {
    response.destroy();
  } finally {
    release();
  }
}
