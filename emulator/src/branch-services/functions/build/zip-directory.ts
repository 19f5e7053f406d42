import {
  ArchiveLimitError,
  type ArchiveLimits,
  archiveLimits,
  mebibytes,
} from "./archive-limits.ts";

/** A file of a zip as its central directory declares it (directories left out). */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc32: number;
  compressedSize: number;
  /** Declared, so not to be trusted: unpack-zip.ts holds the inflated bytes to it. */
  size: number;
  /** Where the entry's bytes start in the zip. */
  dataStart: number;
}

const endOfCentralDirectory = 0x06054b50;
const centralHeader = 0x02014b50;
const localHeader = 0x04034b50;

/**
 * Reads a zip's central directory as @neon/config-runtime's bundler writes it (fflate: stored or
 * deflated entries, no zip64, no encryption), checking it against Neon's limits before anything
 * is inflated: ArchiveLimitError for an archive over them, Error for anything else wrong.
 */
export function readZipDirectory(
  zip: Uint8Array,
  limits: ArchiveLimits = archiveLimits,
): ZipEntry[] {
  if (zip.byteLength > limits.maxZipBytes) {
    throw new ArchiveLimitError(
      `the archive is ${mebibytes(zip.byteLength)} compressed; the limit is ${mebibytes(limits.maxZipBytes)}`,
      true,
    );
  }
  const data = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndOfCentralDirectory(data);
  const count = data.readUInt16LE(end + 10);
  if (count > limits.maxEntries) {
    throw new ArchiveLimitError(
      `the archive has ${count} files; the limit is ${limits.maxEntries}`,
      false,
    );
  }
  let offset = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > end || data.readUInt32LE(offset) !== centralHeader)
      throw new Error("the zip's directory is damaged");
    const flags = data.readUInt16LE(offset + 8);
    const method = data.readUInt16LE(offset + 10);
    const crc32 = data.readUInt32LE(offset + 16);
    const compressedSize = data.readUInt32LE(offset + 20);
    const size = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const recordLength =
      46 + nameLength + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32);
    const local = data.readUInt32LE(offset + 42);
    if (offset + recordLength > end) throw new Error("the zip's directory is damaged");
    const name = data.toString("utf8", offset + 46, offset + 46 + nameLength);
    offset += recordLength;
    total += size;
    if (name.endsWith("/")) continue;
    if (flags & 1) throw new Error(`the zip's entry ${name} is encrypted`);
    if (method !== 0 && method !== 8)
      throw new Error(`the zip's entry ${name} uses compression method ${method}`);
    if (method === 0 && compressedSize !== size)
      throw new Error(`the zip's entry ${name} is damaged`);
    if (local + 30 > data.length || data.readUInt32LE(local) !== localHeader)
      throw new Error(`the zip's entry ${name} is damaged`);
    const dataStart = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (dataStart + compressedSize > data.length)
      throw new Error(`the zip's entry ${name} is damaged`);
    entries.push({ name, method, crc32, compressedSize, size, dataStart });
  }
  if (total > limits.maxTotalBytes) {
    throw new ArchiveLimitError(
      `the archive is ${mebibytes(total)} uncompressed; the limit is ${mebibytes(limits.maxTotalBytes)}`,
      true,
    );
  }
  return entries;
}

function findEndOfCentralDirectory(data: Buffer): number {
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (data.readUInt32LE(at) === endOfCentralDirectory) return at;
  }
  throw new Error("the upload is not a zip archive");
}
