/**
 * The ring the request bodies' bytes cross to the hashing worker (hash-worker.ts): one writer,
 * the emulator's thread, and one reader, the worker. Records follow each other, each an 8-byte
 * head (the stream's id, then the length of its bytes or one of the marks below) and its bytes,
 * padded to 8; the bytes may wrap round the ring's end, a head never does. `used` counts the
 * ring's bytes written and not yet read: the writer waits while a record does not fit, the reader
 * while it is 0 (saying so in `sleeping`, so that the writer wakes it only then, and only once
 * `wakeAt` bytes wait or a stream ends: a wake is a system call, between two virtual CPUs a
 * costly one, and a reader woken for each chunk would sleep again after each).
 */
export const ringBytes = 4 * 1024 * 1024;
/** The longest run of bytes in one record: a longer chunk goes as several. */
export const longestRecord = 256 * 1024;
export const headBytes = 8;
export const wakeAt = 64 * 1024;
/** The indexes of `used` and `sleeping` in the control words. */
export const usedSlot = 0;
export const sleepingSlot = 1;
export const controlBytes = 8;
/** A stream's first record when its SHA-256 is wanted too (the signed payload's). */
export const withSha256 = -3;
/** A record saying the stream ended: the worker answers its hashes. */
export const endOf = -1;
/** A record saying the stream failed: the worker forgets it. */
export const dropOf = -2;

export interface RingBuffers {
  control: SharedArrayBuffer;
  bytes: SharedArrayBuffer;
}

/** What the worker answers for a stream that ended. */
export interface HashAnswer {
  id: number;
  md5: Uint8Array;
  sha256: string | undefined;
}

export const paddedLength = (length: number) => headBytes + Math.ceil(length / 8) * 8;
