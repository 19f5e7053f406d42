import { close, closeSync, write, writeSync, writev } from "node:fs";
import { Writable } from "node:stream";

/**
 * A body's first 8 MiB are written at once from this thread: into the page cache, a few
 * microseconds a chunk, where the thread pool's round trips cost a small upload milliseconds.
 * Beyond, writes go through the thread pool, one at a time (the chunks that came meanwhile in
 * one writev), so that a long upload never holds the event loop (the proxy's other clients)
 * while the disk catches up.
 */
const writtenHereUpTo = 8 * 1024 * 1024;

/**
 * A new file (opened for writing, its descriptor) the bytes stream into, in order; finished once
 * every byte is written and the file closed. Fails (and closes) on the first write that fails.
 */
export class IncomingFile extends Writable {
  bytesWritten = 0;
  readonly #fd: number;
  #open = true;

  constructor(fd: number) {
    super({ highWaterMark: 1024 * 1024 });
    this.#fd = fd;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (e?: Error) => void) {
    if (this.bytesWritten + chunk.length <= writtenHereUpTo) {
      try {
        for (let at = 0; at < chunk.length; ) at += writeSync(this.#fd, chunk, at);
      } catch (error) {
        callback(error as Error);
        return;
      }
      this.bytesWritten += chunk.length;
      callback();
      return;
    }
    this.#writeAway(chunk, 0, callback);
  }

  override _writev(
    chunks: Array<{ chunk: Buffer }>,
    callback: (error?: Error | null) => void,
  ): void {
    if (chunks.length === 1 || this.bytesWritten <= writtenHereUpTo) {
      this.#writeEach(chunks, 0, callback);
      return;
    }
    const buffers = chunks.map(({ chunk }) => chunk);
    const total = buffers.reduce((sum, chunk) => sum + chunk.length, 0);
    writev(this.#fd, buffers, this.bytesWritten, (error, written) => {
      if (error) return callback(error);
      if (written === total) {
        this.bytesWritten += written;
        callback();
        return;
      }
      // A short write: the rest, as one chunk.
      const rest = Buffer.concat(buffers).subarray(written);
      this.bytesWritten += written;
      this.#writeAway(rest, 0, callback);
    });
  }

  #writeEach(
    chunks: Array<{ chunk: Buffer }>,
    index: number,
    callback: (error?: Error | null) => void,
  ): void {
    const next = chunks[index];
    if (!next) {
      callback();
      return;
    }
    this._write(next.chunk, "binary", (error) =>
      error ? callback(error) : this.#writeEach(chunks, index + 1, callback),
    );
  }

  #writeAway(chunk: Buffer, from: number, callback: (e?: Error) => void): void {
    write(this.#fd, chunk, from, chunk.length - from, this.bytesWritten, (error, written) => {
      if (error) return callback(error);
      this.bytesWritten += written;
      if (from + written < chunk.length) this.#writeAway(chunk, from + written, callback);
      else callback();
    });
  }

  override _final(callback: (e?: Error | null) => void): void {
    this.#open = false;
    if (this.bytesWritten <= writtenHereUpTo) {
      try {
        closeSync(this.#fd);
      } catch (error) {
        callback(error as Error);
        return;
      }
      callback();
      return;
    }
    close(this.#fd, callback);
  }

  override _destroy(error: Error | null, callback: (e?: Error | null) => void): void {
    if (!this.#open) {
      callback(error);
      return;
    }
    this.#open = false;
    close(this.#fd, () => callback(error));
  }
}
