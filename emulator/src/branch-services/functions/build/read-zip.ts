import { inflateRawSync } from "node:zlib";

/** A zip's files by name (directories left out), for a function's bundle. */
export type ZipFiles = Map<string, Uint8Array>;

const endOfCentralDirectory = 0x06054b50;
const centralHeader = 0x02014b50;
const localHeader = 0x04034b50;

/**
 * Reads a zip as @neon/config-runtime's bundler writes it (fflate: stored or deflated entries,
 * no zip64, no encryption); throws, saying what is wrong, for anything else.
 */
export function readZip(bytes: Uint8Array): ZipFiles {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(data);
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const files: ZipFiles = new Map();
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(offset) !== centralHeader)
      throw new Error("the zip's directory is damaged");
    const method = data.readUInt16LE(offset + 10);
    const compressedSize = data.readUInt32LE(offset + 20);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    const name = data.toString("utf8", offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    if (data.readUInt32LE(local) !== localHeader)
      throw new Error(`the zip's entry ${name} is damaged`);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const stored = data.subarray(start, start + compressedSize);
    if (method === 0) files.set(name, stored);
    else if (method === 8) files.set(name, inflateRawSync(stored));
    else throw new Error(`the zip's entry ${name} uses compression method ${method}`);
  }
  return files;
}

function findEndOfCentralDirectory(data: Buffer): number {
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === endOfCentralDirectory) return at;
  }
  throw new Error("the upload is not a zip archive");
}
