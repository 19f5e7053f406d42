import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { crc32, createInflateRaw } from "node:zlib";
import type { ZipEntry } from "./zip-directory.ts";

/**
 * Writes each entry under `directory`, inflated as a stream (zlib's work runs off the event
 * loop, a chunk at a time) and held to the size and CRC-32 its directory declared: an entry
 * that inflates past its declared size is stopped there, so the directory's check of the total
 * (zip-directory.ts) bounds what is written.
 */
export async function unpackZip(
  zip: Uint8Array,
  entries: readonly ZipEntry[],
  directory: string,
): Promise<void> {
  for (const entry of entries) {
    const path = normalize(join(directory, entry.name));
    if (!path.startsWith(directory + sep))
      throw new Error(`the zip's entry ${entry.name} leaves its root`);
    await mkdir(dirname(path), { recursive: true });
    const bytes = Buffer.from(zip.buffer, zip.byteOffset + entry.dataStart, entry.compressedSize);
    const source = Readable.from([bytes], { objectMode: false });
    const out = createWriteStream(path);
    if (entry.method === 8) await pipeline(source, createInflateRaw(), heldTo(entry), out);
    else await pipeline(source, heldTo(entry), out);
  }
}

function heldTo(entry: ZipEntry): Transform {
  let size = 0;
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > entry.size) {
        done(
          new Error(`the zip's entry ${entry.name} inflates past its declared ${entry.size} bytes`),
        );
        return;
      }
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      if (size === entry.size && crc === entry.crc32) done();
      else
        done(
          new Error(`the zip's entry ${entry.name} is damaged (not its declared size or CRC-32)`),
        );
    },
  });
}
