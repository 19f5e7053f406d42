import { randomUUID } from "node:crypto";
import { close, closeSync, fsyncSync, open as openFile, openSync } from "node:fs";
import { mkdir, open, readdir, rm, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { Readable, Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { IncomingFile } from "./incoming-file.ts";
import { copyRange } from "./read-buffers.ts";

/** Immutable bytes on disk, shared by every object (on every branch) that holds them. */
export interface Blob {
  readonly id: string;
  readonly size: number;
}

/** Bytes received into their blob's file, not yet kept (nothing refers to it). */
export interface IncomingBlob {
  readonly id: string;
  readonly path: string;
  readonly size: number;
}

/** A blob's file, made and opened for writing, nothing in it yet. */
interface NewFile {
  id: string;
  path: string;
  fd: number;
}

/**
 * Where blobs live: `--data-dir`'s `object-storage/` (kept across runs: the state file names the
 * blobs its objects hold, `adopt`ed at start, and the files no object holds are removed then),
 * or a temporary directory of the emulator's own, removed at stop.
 */
export class BlobStore {
  readonly #keptUnder: string | undefined;
  #root: Promise<string> | undefined;
  /** The directory, once made (for the admin state). */
  #rootPath: string | undefined;
  /** Every live blob and how many references it has (object versions, parts, reads under way). */
  readonly #refs = new Map<string, { blob: Blob; refs: number }>();
  #bytes = 0;
  /**
   * The next upload's file, made ahead while nothing waits for it: creating a file costs a tenth
   * of a millisecond or more here, which an upload would otherwise spend before its first byte.
   */
  #spare: NewFile | undefined;
  #makingSpare = false;
  /** Counts `clear`s: a spare made before one is not the new directory's. */
  #generation = 0;

  readonly #temporaryDirectory: () => string;

  /** `temporaryDirectory` makes the directory used without a data directory. */
  constructor(dataDir: string | undefined, temporaryDirectory: () => string) {
    this.#keptUnder = dataDir;
    this.#temporaryDirectory = temporaryDirectory;
  }

  get count(): number {
    return this.#refs.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get path(): string | undefined {
    return this.#rootPath;
  }

  /** The store's directory; made (or emptied, under --data-dir) on first use. */
  root(): Promise<string> {
    this.#root ??= this.#prepare();
    return this.#root;
  }

  /**
   * Streams `source`, through `transforms` (decoding, hashing), into a new blob's file
   * (incoming-file.ts), written in place (no rename after); nothing is kept until `keep`, and
   * the file goes with `discard`. Never more than a stream's buffers in memory.
   */
  async receive(source: Readable, transforms: Transform[]): Promise<IncomingBlob> {
    const root = await this.root();
    const { id, path, fd } = this.#newFile(root);
    let size = 0;
    try {
      const file = new IncomingFile(fd);
      await pipeline([source, ...transforms, file]);
      size = file.bytesWritten;
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { id, path, size };
  }

  /** The spare file when one is ready (and another made ahead), else one made now. */
  #newFile(root: string): NewFile {
    const spare = this.#spare;
    this.#spare = undefined;
    this.#makeSpare(root);
    if (spare) return spare;
    const id = randomUUID();
    const path = join(root, "blobs", id);
    return { id, path, fd: openSync(path, "wx", 0o600) };
  }

  #makeSpare(root: string): void {
    if (this.#makingSpare) return;
    this.#makingSpare = true;
    const id = randomUUID();
    const path = join(root, "blobs", id);
    const generation = this.#generation;
    openFile(path, "wx", 0o600, (error, fd) => {
      this.#makingSpare = false;
      if (error) return;
      // Cleared meanwhile: the directory is going, and the file with it.
      if (generation !== this.#generation) close(fd, () => unlink(path).catch(() => {}));
      else this.#spare = { id, path, fd };
    });
  }

  /**
   * Received bytes become a blob with no reference yet (`retain` it). In a data directory its
   * file is flushed first: the state file that will name it must never name bytes a power cut
   * could lose.
   */
  keep(incoming: IncomingBlob): Blob {
    if (this.#keptUnder !== undefined) flushFile(incoming.path);
    const blob: Blob = { id: incoming.id, size: incoming.size };
    this.#refs.set(blob.id, { blob, refs: 0 });
    this.#bytes += blob.size;
    return blob;
  }

  discard(incoming: IncomingBlob): Promise<void> {
    return rm(incoming.path, { force: true });
  }

  /**
   * A blob the state file names (a restart): one more reference, its file already on disk. Before
   * the store's first use, whose start removes the files no adopted blob names.
   */
  adopt(blob: Blob): void {
    const entry = this.#refs.get(blob.id);
    if (entry) {
      entry.refs += 1;
      return;
    }
    this.#refs.set(blob.id, { blob: { id: blob.id, size: blob.size }, refs: 1 });
    this.#bytes += blob.size;
  }

  /** One more reference; a blob already freed (its file gone) cannot be held again: throws. */
  retain(blob: Blob): void {
    const entry = this.#refs.get(blob.id);
    if (!entry) throw new Error(`blob ${blob.id} was freed: its bytes are gone`);
    entry.refs += 1;
  }

  /** Drops one reference; the file goes with the last (at once for a blob nobody held yet). */
  release(blob: Blob): void {
    const entry = this.#refs.get(blob.id);
    if (!entry) return;
    entry.refs -= 1;
    if (entry.refs > 0) return;
    this.#refs.delete(blob.id);
    this.#bytes -= blob.size;
    const root = this.#root;
    root?.then((dir) => unlink(join(dir, "blobs", blob.id))).catch(() => {});
  }

  /**
   * Writes the bytes `start`..`end` (inclusive) of a blob the caller holds a reference to into
   * `out`, as fast as it takes them (waiting for its `drain`): never more than a few read
   * buffers in memory, and those reused (read-buffers.ts).
   */
  async copyTo(blob: Blob, start: number, end: number, out: Writable): Promise<void> {
    const root = await this.root();
    const file = await open(join(root, "blobs", blob.id), "r");
    try {
      await copyRange(file, start, end, out);
    } finally {
      await file.close();
    }
  }

  /** Forgets every blob and removes the directory (admin reset, stop); the next use starts afresh. */
  async clear(): Promise<void> {
    const root = this.#root;
    this.#root = undefined;
    this.#rootPath = undefined;
    this.#refs.clear();
    this.#bytes = 0;
    this.#generation += 1;
    if (this.#spare) closeSync(this.#spare.fd);
    this.#spare = undefined;
    // A data directory's blobs stay for the state file that names them; the next start removes
    // those it does not.
    if (!root || this.#keptUnder !== undefined) return;
    const dir = await root.catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  }

  async #prepare(): Promise<string> {
    let root: string;
    if (this.#keptUnder !== undefined) {
      root = join(this.#keptUnder, "object-storage");
      await this.#removeUnnamed(join(root, "blobs"));
    } else {
      root = this.#temporaryDirectory();
    }
    await mkdir(join(root, "blobs"), { recursive: true, mode: 0o700 });
    this.#rootPath = root;
    return root;
  }

  /** The files of a kept directory that no blob names (a kill mid-upload, a reset, a deletion). */
  async #removeUnnamed(dir: string): Promise<void> {
    const names = await readdir(dir).catch(() => []);
    for (const name of names) {
      if (!this.#refs.has(name)) await rm(join(dir, name), { force: true });
    }
  }
}

function flushFile(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
