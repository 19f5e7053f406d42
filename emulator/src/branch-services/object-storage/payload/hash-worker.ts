/**
 * Hashes the request bodies (their MD5, the ETag, and the SHA-256 a signature covers) in a
 * thread of its own, so the emulator's thread receives, checks and writes the bytes meanwhile:
 * it reads the records the ring brings (hash-ring.ts) in order and answers each stream's hashes
 * when it ends.
 */

import { createHash, type Hash } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import {
  dropOf,
  endOf,
  type HashAnswer,
  headBytes,
  paddedLength,
  type RingBuffers,
  ringBytes,
  sleepingSlot,
  usedSlot,
  withSha256,
} from "./hash-ring.ts";

const port = parentPort;
if (!port) throw new Error("hash-worker runs as a worker thread");
const buffers = workerData as RingBuffers;
const control = new Int32Array(buffers.control);
const ring = Buffer.from(buffers.bytes);
const heads = new Int32Array(buffers.bytes);
const streams = new Map<number, { md5: Hash; sha256: Hash | undefined }>();
let readAt = 0;

function streamOf(id: number) {
  let stream = streams.get(id);
  if (!stream) {
    stream = { md5: createHash("md5"), sha256: undefined };
    streams.set(id, stream);
  }
  return stream;
}

function update(id: number, bytes: Buffer) {
  const stream = streamOf(id);
  stream.md5.update(bytes);
  stream.sha256?.update(bytes);
}

for (;;) {
  while (Atomics.load(control, usedSlot) === 0) {
    Atomics.store(control, sleepingSlot, 1);
    Atomics.wait(control, usedSlot, 0);
    Atomics.store(control, sleepingSlot, 0);
  }
  const id = heads[readAt / 4] as number;
  const length = heads[readAt / 4 + 1] as number;
  const dataAt = (readAt + headBytes) % ringBytes;
  let consumed = headBytes;
  if (length === withSha256) {
    streamOf(id).sha256 = createHash("sha256");
  } else if (length === endOf) {
    const { md5, sha256 } = streamOf(id);
    streams.delete(id);
    port.postMessage({ id, md5: md5.digest(), sha256: sha256?.digest("hex") } satisfies HashAnswer);
  } else if (length === dropOf) {
    streams.delete(id);
  } else {
    const first = Math.min(length, ringBytes - dataAt);
    update(id, ring.subarray(dataAt, dataAt + first));
    if (first < length) update(id, ring.subarray(0, length - first));
    consumed = paddedLength(length);
  }
  readAt = (readAt + consumed) % ringBytes;
  Atomics.sub(control, usedSlot, consumed);
  Atomics.notify(control, usedSlot);
}
