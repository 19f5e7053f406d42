import { constants, crc32, deflateRawSync } from "node:zlib";

/** An entry as the test wants it written: its bytes, and what the zip's directory may claim. */
export interface ZipPart {
  name: string;
  /** Stored (method 0) unless `deflated` is given. */
  data?: Uint8Array;
  /** A raw deflate stream, for an entry whose inflated bytes the test never holds. */
  deflated?: Uint8Array;
  /** What the directory declares: `data`'s length unless told; give it for `deflated`. */
  size?: number;
  crc?: number;
}

/**
 * A zip of the parts, as fflate writes one (local headers, the central directory, its end),
 * but with whatever sizes the test declares: a bundler never writes a lying one.
 */
export function writeZip(parts: readonly ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const body = Buffer.from(part.deflated ?? part.data ?? new Uint8Array());
    const method = part.deflated ? 8 : 0;
    const size = part.size ?? body.length;
    const crc = part.crc ?? (part.data ? crc32(part.data) : 0);
    const header = (signature: number, length: number) => {
      const at = signature === 0x04034b50 ? 4 : 6;
      const b = Buffer.alloc(length);
      b.writeUInt32LE(signature, 0);
      b.writeUInt16LE(20, at);
      b.writeUInt16LE(method, at + 4);
      b.writeUInt32LE(crc, at + 10);
      b.writeUInt32LE(body.length, at + 14);
      b.writeUInt32LE(size, at + 18);
      b.writeUInt16LE(name.length, at + 22);
      return b;
    };
    const local = header(0x04034b50, 30);
    const record = header(0x02014b50, 46);
    record.writeUInt16LE(20, 4);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    central.push(record, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/**
 * A raw deflate stream of `mebibytes` MiB of zeros, about 1 KiB a MiB: one MiB deflated with a
 * full flush (byte-aligned, no back-references across it) repeated, then an empty final block.
 */
export function deflatedZeros(mebibytes: number): Uint8Array {
  const segment = deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  return new Uint8Array(Buffer.concat([...Array(mebibytes).fill(segment), Buffer.from([3, 0])]));
}
