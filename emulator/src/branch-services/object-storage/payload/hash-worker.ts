/**
 * One reader of the ring (hash-ring.ts), in a thread of its own, while the emulator's thread
 * receives and writes the bytes: the `md5` reader hashes every stream (the ETag), the
 * `sha256-crc32` reader the SHA-256 and CRC32 of the streams that ask for them, and passes over
 * the others' records. Each answers a stream's hashes when it ends.
 */

import { createHash, type Hash } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { crc32 } from "node:zlib";
import {
  dropOf,
  endOf,
  type HashAnswer,
  headBytes,
  paddedLength,
  type Reader,
  readers,
  ringBytes,
  sleepingSlot,
  usedSlot,
  type WorkerData,
  withCrc32,
  withSha256,
} from "./hash-ring.ts";

interface Stream {
  md5?: Hash;
  sha256?: Hash;
  crc32?: number;
}

const port = parentPort;
if (!port) throw new Error("hash-worker runs as a worker thread");
const data = workerData as WorkerData;
const named = readers[data.reader];
if (!named) throw new Error(`hash-worker: no reader ${data.reader}`);
const reader: Reader = named;
const used = usedSlot(data.reader);
const sleeping = sleepingSlot(data.reader);
const control = new Int32Array(data.control);
const ring = Buffer.from(data.bytes);
const heads = new Int32Array(data.bytes);
/** The streams this reader hashes: every one for MD5, those that asked for the others. */
const streams = new Map<number, Stream>();
let readAt = 0;

function streamOf(id: number, create: boolean): Stream | undefined {
  let stream = streams.get(id);
  if (!stream && create) {
    stream = reader === "md5" ? { md5: createHash("md5") } : {};
    streams.set(id, stream);
  }
  return stream;
}

function update(stream: Stream, bytes: Buffer): void {
  stream.md5?.update(bytes);
  stream.sha256?.update(bytes);
  if (stream.crc32 !== undefined) stream.crc32 = crc32(bytes, stream.crc32);
}

function answer(id: number, stream: Stream): void {
  const hashes: HashAnswer = { id, reader };
  if (stream.md5) hashes.md5 = stream.md5.digest();
  if (stream.sha256) hashes.sha256 = stream.sha256.digest();
  if (stream.crc32 !== undefined) hashes.crc32 = stream.crc32;
  port?.postMessage(hashes);
}

for (;;) {
  while (Atomics.load(control, used) === 0) {
    Atomics.store(control, sleeping, 1);
    Atomics.wait(control, used, 0);
    Atomics.store(control, sleeping, 0);
  }
  const id = heads[readAt / 4] as number;
  const length = heads[readAt / 4 + 1] as number;
  const dataAt = (readAt + headBytes) % ringBytes;
  let consumed = headBytes;
  if (length === withSha256 || length === withCrc32) {
    const stream = reader === "md5" ? undefined : streamOf(id, true);
    if (stream && length === withSha256) stream.sha256 = createHash("sha256");
    if (stream && length === withCrc32) stream.crc32 = 0;
  } else if (length === endOf) {
    const stream = streamOf(id, reader === "md5");
    streams.delete(id);
    if (stream) answer(id, stream);
  } else if (length === dropOf) {
    streams.delete(id);
  } else {
    const stream = streamOf(id, reader === "md5");
    if (stream) {
      const first = Math.min(length, ringBytes - dataAt);
      update(stream, ring.subarray(dataAt, dataAt + first));
      if (first < length) update(stream, ring.subarray(0, length - first));
    }
    consumed = paddedLength(length);
  }
  readAt = (readAt + consumed) % ringBytes;
  Atomics.sub(control, used, consumed);
  Atomics.notify(control, used);
}
