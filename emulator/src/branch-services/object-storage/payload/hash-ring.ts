/**
 * The ring the request bodies' bytes cross to the hashing workers (hash-worker.ts): one writer,
 * the emulator's thread, and two readers, each a worker of its own, so that a body's MD5 is
 * computed beside its other hashes (the signed payload's SHA-256, the checksum's CRC32) while the
 * emulator's thread receives and writes the bytes. Records follow each other, each an 8-byte
 * head (the stream's id, then the length of its bytes or one of the marks below) and its bytes,
 * padded to 8; the bytes may wrap round the ring's end, a head never does. Each reader has its
 * own `used`, the ring's bytes written and not yet read by it: the writer waits while a record
 * does not fit beside the slower reader's, a reader while its own is 0 (saying so in its
 * `sleeping`, so that the writer wakes it only then, and only once `wakeAt` bytes wait or a
 * stream ends: a wake is a system call, between two virtual CPUs a costly one, and a reader woken
 * for each chunk would sleep again after each).
 */
export const ringBytes = 4 * 1024 * 1024;
/** The longest run of bytes in one record: a longer chunk goes as several. */
export const longestRecord = 256 * 1024;
export const headBytes = 8;
export const wakeAt = 64 * 1024;

/** The readers: MD5 (the ETag) of every stream; SHA-256 and CRC32 of the streams that ask. */
export const readers = ["md5", "sha256-crc32"] as const;
export type Reader = (typeof readers)[number];
/** The indexes of a reader's `used` and `sleeping` in the control words. */
export const usedSlot = (reader: number) => reader * 2;
export const sleepingSlot = (reader: number) => reader * 2 + 1;
export const controlBytes = readers.length * 2 * 4;

/** A stream's first records when its SHA-256 (the signed payload's) or CRC32 is wanted too. */
export const withSha256 = -3;
export const withCrc32 = -4;
/** A record saying the stream ended: the worker answers its hashes. */
export const endOf = -1;
/** A record saying the stream failed: the worker forgets it. */
export const dropOf = -2;

export interface RingBuffers {
  control: SharedArrayBuffer;
  bytes: SharedArrayBuffer;
}

/** What a worker is given: the ring, and which reader it is. */
export interface WorkerData extends RingBuffers {
  reader: number;
}

/** What a reader answers for a stream that ended: the hashes it computed. */
export interface HashAnswer {
  id: number;
  reader: Reader;
  md5?: Uint8Array;
  sha256?: Uint8Array;
  crc32?: number;
}

export const paddedLength = (length: number) => headBytes + Math.ceil(length / 8) * 8;
