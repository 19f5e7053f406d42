import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import { crc32 } from "node:zlib";
import {
  controlBytes,
  dropOf,
  endOf,
  type HashAnswer,
  headBytes,
  longestRecord,
  paddedLength,
  type RingBuffers,
  readers,
  ringBytes,
  sleepingSlot,
  usedSlot,
  type WorkerData,
  wakeAt,
  withCrc32,
  withSha256,
} from "./hash-ring.ts";

/** What a body's hashes are asked for besides its MD5. */
export interface HashOptions {
  sha256: boolean;
  crc32: boolean;
}

export interface BodyHashes {
  md5: Buffer;
  /** Each only when asked for. */
  sha256: string | undefined;
  crc32: number | undefined;
}

/**
 * A body's MD5 (and SHA-256, CRC32 when asked for) on its way: `update` answers a promise only
 * when it has to wait (for room in the ring), and the next chunk should wait for it.
 */
export interface HashSink {
  update(chunk: Buffer): Promise<void> | undefined;
  digest(): Promise<BodyHashes>;
  /** The body failed: its hashes are not wanted. */
  drop(): void;
}

/** In this thread: for small bodies, where handing the bytes over costs more than hashing them. */
export function hashHere(options: HashOptions): HashSink {
  const md5 = createHash("md5");
  const sha256 = options.sha256 ? createHash("sha256") : undefined;
  let checksum = options.crc32 ? 0 : undefined;
  return {
    update(chunk) {
      md5.update(chunk);
      sha256?.update(chunk);
      if (checksum !== undefined) checksum = crc32(chunk, checksum);
      return undefined;
    },
    digest: async () => ({ md5: md5.digest(), sha256: sha256?.digest("hex"), crc32: checksum }),
    drop() {},
  };
}

// The worker's file has this module's own extension: .ts in the repository, .js when published.
const workerUrl = new URL(
  `./hash-worker${import.meta.url.slice(import.meta.url.lastIndexOf("."))}`,
  import.meta.url,
);

/** ES2024's Atomics.waitAsync (Node has it; the emulator's TypeScript lib is ES2023's). */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
      timeoutMs: number,
    ): { async: boolean; value: Promise<string> | string };
  }
).waitAsync;

interface Waiting {
  id: number;
  length: number;
  bytes: Buffer | undefined;
  resolve(): void;
  reject(error: Error): void;
}

/** A stream's hashes as its readers answer them; settled once both readers answered. */
interface Answer {
  hashes: Partial<BodyHashes>;
  /** The readers yet to answer (the second answers only for the streams that asked it). */
  awaited: Set<string>;
  resolve(hashes: BodyHashes): void;
  reject(e: Error): void;
}

/**
 * The emulator's side of the hashing workers (hash-worker.ts, one per hash): writes each body's
 * bytes into the ring (hash-ring.ts) as they arrive and gets its hashes back when the body ends.
 * When the ring is full, writes wait in order (a body's bytes never overtake each other) and so
 * does the body's stream: memory stays the ring's, whatever the body's size. The workers are
 * the process's, unref'd.
 */
class HashThread {
  readonly #control: Int32Array;
  readonly #ring: Buffer;
  readonly #heads: Int32Array;
  readonly #answers = new Map<number, Answer>();
  readonly #waiting: Waiting[] = [];
  #writeAt = 0;
  #nextId = 1;
  failure: Error | undefined;

  constructor() {
    const buffers: RingBuffers = {
      control: new SharedArrayBuffer(controlBytes),
      bytes: new SharedArrayBuffer(ringBytes),
    };
    this.#control = new Int32Array(buffers.control);
    this.#ring = Buffer.from(buffers.bytes);
    this.#heads = new Int32Array(buffers.bytes);
    for (const reader of readers.keys()) {
      const worker = new Worker(workerUrl, {
        workerData: { ...buffers, reader } satisfies WorkerData,
      });
      worker.unref();
      worker.on("message", (answer: HashAnswer) => this.#answered(answer));
      worker.on("error", (error) => this.#fail(error));
      worker.on("exit", (code) => this.#fail(new Error(`a hash worker exited (${code})`)));
    }
  }

  #answered({ id, reader, md5, sha256, crc32 }: HashAnswer): void {
    const answer = this.#answers.get(id);
    if (!answer) return;
    if (md5) answer.hashes.md5 = Buffer.from(md5);
    if (sha256) answer.hashes.sha256 = Buffer.from(sha256).toString("hex");
    if (crc32 !== undefined) answer.hashes.crc32 = crc32;
    answer.awaited.delete(reader);
    const { md5: etag } = answer.hashes;
    if (answer.awaited.size > 0 || !etag) return;
    this.#answers.delete(id);
    answer.resolve({ md5: etag, sha256: answer.hashes.sha256, crc32: answer.hashes.crc32 });
  }

  open(options: HashOptions): HashSink {
    const id = this.#nextId;
    this.#nextId = (this.#nextId % 0x7fffffff) + 1;
    let ended = false;
    if (options.sha256) this.#write(id, withSha256, undefined)?.catch(() => {});
    if (options.crc32) this.#write(id, withCrc32, undefined)?.catch(() => {});
    const awaited = new Set<string>(
      options.sha256 || options.crc32 ? readers : readers.filter((r) => r === "md5"),
    );
    return {
      update: (chunk) => {
        const waiting: Array<Promise<void>> = [];
        for (let at = 0; at < chunk.length; at += longestRecord) {
          const piece = chunk.subarray(at, at + longestRecord);
          const written = this.#write(id, piece.length, piece);
          if (written) waiting.push(written);
        }
        return waiting.length === 0 ? undefined : Promise.all(waiting).then(() => {});
      },
      digest: async () => {
        ended = true;
        const answer = new Promise<BodyHashes>((resolve, reject) => {
          this.#answers.set(id, { hashes: {}, awaited, resolve, reject });
        });
        // Should the end fail to go, the answer fails too: the caller hears it once, from here.
        answer.catch(() => {});
        await this.#write(id, endOf, undefined);
        return answer;
      },
      drop: () => {
        if (ended) return;
        ended = true;
        this.#write(id, dropOf, undefined)?.catch(() => {});
      },
    };
  }

  /** undefined once written; a promise when it waits for room (or for earlier writes that do). */
  #write(id: number, length: number, bytes: Buffer | undefined): Promise<void> | undefined {
    if (this.failure) return Promise.reject(this.failure);
    if (this.#waiting.length === 0 && this.#tryWrite(id, length, bytes)) return undefined;
    return new Promise<void>((resolve, reject) => {
      this.#waiting.push({ id, length, bytes, resolve, reject });
      if (this.#waiting.length === 1) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    for (;;) {
      const next = this.#waiting[0];
      if (!next) return;
      if (this.failure) {
        for (const each of this.#waiting.splice(0)) each.reject(this.failure);
        return;
      }
      if (this.#tryWrite(next.id, next.length, next.bytes)) {
        this.#waiting.shift();
        next.resolve();
        continue;
      }
      // The slower reader makes room; a timer keeps the event loop alive meanwhile (a pending
      // Atomics.waitAsync does not), and looks again should a wake be missed.
      const slot = usedSlot(this.#slowestReader());
      const wait = waitAsync(this.#control, slot, Atomics.load(this.#control, slot), 50);
      if (wait.async) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([wait.value, new Promise((r) => (timer = setTimeout(r, 50)))]);
        clearTimeout(timer);
      }
    }
  }

  /** The reader with the most bytes still to read. */
  #slowestReader(): number {
    let slowest = 0;
    for (let reader = 1; reader < readers.length; reader++) {
      const used = Atomics.load(this.#control, usedSlot(reader));
      if (used > Atomics.load(this.#control, usedSlot(slowest))) slowest = reader;
    }
    return slowest;
  }

  #tryWrite(id: number, length: number, bytes: Buffer | undefined): boolean {
    const size = paddedLength(Math.max(length, 0));
    const used = Atomics.load(this.#control, usedSlot(this.#slowestReader()));
    if (ringBytes - used < size) return false;
    this.#heads[this.#writeAt / 4] = id;
    this.#heads[this.#writeAt / 4 + 1] = length;
    if (bytes) {
      const dataAt = (this.#writeAt + headBytes) % ringBytes;
      const first = Math.min(bytes.length, ringBytes - dataAt);
      bytes.copy(this.#ring, dataAt, 0, first);
      if (first < bytes.length) bytes.copy(this.#ring, 0, first);
    }
    this.#writeAt = (this.#writeAt + size) % ringBytes;
    const ends = length === endOf || length === dropOf;
    for (let reader = 0; reader < readers.length; reader++) {
      const unread = Atomics.add(this.#control, usedSlot(reader), size) + size;
      // One wake per sleep: the flag is taken back here, so the next write does not wake it again.
      const worthWaking = ends || unread >= wakeAt;
      if (worthWaking && Atomics.compareExchange(this.#control, sleepingSlot(reader), 1, 0) === 1)
        Atomics.notify(this.#control, usedSlot(reader));
    }
    return true;
  }

  #fail(error: Error): void {
    this.failure ??= error;
    for (const answer of this.#answers.values()) answer.reject(this.failure);
    this.#answers.clear();
    for (const each of this.#waiting.splice(0)) each.reject(this.failure);
  }
}

let thread: HashThread | undefined;

/** In the hashing worker, started on first use (again after it failed). */
export function hashElsewhere(options: HashOptions): HashSink {
  if (!thread || thread.failure) thread = new HashThread();
  return thread.open(options);
}
