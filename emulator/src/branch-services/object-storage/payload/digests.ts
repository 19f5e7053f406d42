import { createHash, type Hash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import type { HashSink } from "./hash-thread.ts";

/** The checksum algorithms S3 takes (`x-amz-checksum-<name>`), and those the emulator computes. */
export const checksumAlgorithms = ["CRC32", "CRC32C", "CRC64NVME", "SHA1", "SHA256"] as const;
export type ChecksumAlgorithm = (typeof checksumAlgorithms)[number];
/** Node has no CRC32C or CRC64NVME: those are kept as the client sent them, unverified. */
export const computable = (algorithm: ChecksumAlgorithm) =>
  algorithm === "CRC32" || algorithm === "SHA1" || algorithm === "SHA256";

/**
 * Hashes the bytes on their way to disk: always MD5 (the ETag), SHA-256 when the signature
 * covers the payload's hash and CRC32 when that is the checksum the client sent, in `hashes` (for
 * a large body the hashing workers, hash-thread.ts, while this thread goes on); a SHA-1 or
 * SHA-256 checksum here. Counts them and stops a body over `maxBytes`. Each chunk goes on to disk
 * at once; the next is asked for once `hashes` has taken this one.
 */
export class Digests extends Transform {
  bytes = 0;
  readonly #hashes: HashSink;
  readonly #checksum: ChecksumAlgorithm | undefined;
  #checksumHash: Hash | undefined;
  readonly #maxBytes: number;
  readonly #tooLarge: () => Error;

  constructor(options: {
    hashes: HashSink;
    checksum: ChecksumAlgorithm | undefined;
    maxBytes: number;
    tooLarge: () => Error;
  }) {
    super();
    this.#hashes = options.hashes;
    this.#checksum =
      options.checksum && computable(options.checksum) ? options.checksum : undefined;
    if (this.#checksum === "SHA1") this.#checksumHash = createHash("sha1");
    if (this.#checksum === "SHA256") this.#checksumHash = createHash("sha256");
    this.#maxBytes = options.maxBytes;
    this.#tooLarge = options.tooLarge;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.#maxBytes) {
      callback(this.#tooLarge());
      return;
    }
    const handedOver = this.#hashes.update(chunk);
    this.push(chunk);
    this.#checksumHash?.update(chunk);
    if (handedOver) handedOver.then(() => callback(), callback);
    else callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (error) this.#hashes.drop();
    callback(error);
  }

  /** After the stream ended. */
  async results(): Promise<{
    md5: Buffer;
    sha256: string | undefined;
    checksum: string | undefined;
  }> {
    const { md5, sha256, crc32 } = await this.#hashes.digest();
    let checksum: string | undefined;
    if (this.#checksum === "CRC32" && crc32 !== undefined) {
      const bytes = Buffer.alloc(4);
      bytes.writeUInt32BE(crc32 >>> 0);
      checksum = bytes.toString("base64");
    } else if (this.#checksumHash) {
      checksum = this.#checksumHash.digest("base64");
    }
    return { md5, sha256, checksum };
  }
}
