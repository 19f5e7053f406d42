import { createHash, type Hash, timingSafeEqual } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { s3Errors } from "../protocol/s3-error.ts";
import type { ChunkSigner } from "../signature/chunk-signature.ts";

/** What signs the chunks: the request's signature (the seed) and the signer of the chain. */
export interface SignedChunks {
  seedSignature: string;
  signer: ChunkSigner;
  /** The error a chunk or trailer whose signature does not match fails with. */
  mismatch: () => Error;
}

type State = "size" | "data" | "data-end" | "trailer" | "last-line" | "done";

const longestLine = 16 * 1024;
const sizeLine = /^([0-9a-fA-F]{1,16})(?:;chunk-signature=([0-9a-f]{64}))?$/;
const malformed = (why: string) => s3Errors.incompleteBody(`malformed aws-chunked body: ${why}`);

const sameSignature = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Decodes an aws-chunked body (`Content-Encoding: aws-chunked`): `<hex size>[;chunk-signature=
 * <sig>]\r\n<data>\r\n` … a zero-size chunk, then the trailer's `name:value` lines when there is
 * one (`x-amz-trailer`, with `x-amz-trailer-signature` when signed) and an empty line. Passes the
 * data on as it comes; with `signed`, checks each chunk's signature (STREAMING-AWS4-HMAC-SHA256-
 * PAYLOAD[-TRAILER]) before reading on, so a tampered body fails before it is kept.
 */
export class AwsChunkedDecoder extends Transform {
  /** The trailer's headers, names lowercased. */
  readonly trailers = new Map<string, string>();
  readonly #signed: SignedChunks | undefined;
  readonly #hasTrailer: boolean;
  #state: State = "size";
  #line = "";
  #remaining = 0;
  #previousSignature: string;
  #chunkSignature: string | undefined;
  #chunkHash: Hash | undefined;
  #trailerText = "";
  #trailerSignature: string | undefined;

  constructor(options: { signed: SignedChunks | undefined; hasTrailer: boolean }) {
    super();
    this.#signed = options.signed;
    this.#hasTrailer = options.hasTrailer;
    this.#previousSignature = options.signed?.seedSignature ?? "";
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#consume(chunk).then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.#state === "done" ? null : malformed("the body ended before its last chunk"));
  }

  async #consume(buffer: Buffer): Promise<void> {
    let offset = 0;
    while (offset < buffer.length) {
      if (this.#state === "data") {
        const take = Math.min(this.#remaining, buffer.length - offset);
        const data = buffer.subarray(offset, offset + take);
        this.#chunkHash?.update(data);
        this.push(data);
        this.#remaining -= take;
        offset += take;
        if (this.#remaining === 0) this.#state = "data-end";
        continue;
      }
      if (this.#state === "done") throw malformed("bytes after the last chunk");
      const end = buffer.indexOf(10, offset);
      const upTo = end < 0 ? buffer.length : end + 1;
      this.#line += buffer.toString("latin1", offset, upTo);
      offset = upTo;
      if (this.#line.length > longestLine) throw malformed("a line longer than 16 KiB");
      if (end < 0) continue;
      if (!this.#line.endsWith("\r\n")) throw malformed("a line not ended by CRLF");
      const line = this.#line.slice(0, -2);
      this.#line = "";
      await this.#onLine(line);
    }
  }

  async #onLine(line: string): Promise<void> {
    switch (this.#state) {
      case "size":
        return this.#onSize(line);
      case "data-end":
        if (line !== "") throw malformed("a chunk longer than its size");
        await this.#checkChunk();
        this.#state = "size";
        return;
      case "trailer":
        return this.#onTrailerLine(line);
      case "last-line":
        if (line !== "") throw malformed("no empty line after the last chunk");
        this.#state = "done";
        return;
      default:
        throw malformed(`unexpected line in state ${this.#state}`);
    }
  }

  async #onSize(line: string): Promise<void> {
    const match = sizeLine.exec(line);
    if (!match) throw malformed(`a chunk header ${JSON.stringify(line.slice(0, 100))}`);
    this.#chunkSignature = match[2];
    if (this.#signed && this.#chunkSignature === undefined) {
      throw malformed("a chunk without its chunk-signature");
    }
    this.#chunkHash = this.#signed ? createHash("sha256") : undefined;
    this.#remaining = Number.parseInt(match[1] as string, 16);
    if (this.#remaining > 0) {
      this.#state = "data";
      return;
    }
    await this.#checkChunk();
    this.#state = this.#hasTrailer ? "trailer" : "last-line";
  }

  async #checkChunk(): Promise<void> {
    const signed = this.#signed;
    if (!signed || !this.#chunkHash) return;
    const expected = await signed.signer.chunk(
      this.#previousSignature,
      this.#chunkHash.digest("hex"),
    );
    if (!sameSignature(expected, this.#chunkSignature ?? "")) throw signed.mismatch();
    this.#previousSignature = expected;
  }

  async #onTrailerLine(line: string): Promise<void> {
    if (line === "") {
      await this.#checkTrailer();
      this.#state = "done";
      return;
    }
    const at = line.indexOf(":");
    if (at <= 0) throw malformed(`a trailer line ${JSON.stringify(line.slice(0, 100))}`);
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    if (name === "x-amz-trailer-signature") {
      this.#trailerSignature = value;
      return;
    }
    this.trailers.set(name, value);
    this.#trailerText += `${name}:${value}\n`;
  }

  async #checkTrailer(): Promise<void> {
    const signed = this.#signed;
    if (!signed) return;
    const hash = createHash("sha256").update(this.#trailerText).digest("hex");
    const expected = await signed.signer.trailer(this.#previousSignature, hash);
    if (!sameSignature(expected, this.#trailerSignature ?? "")) throw signed.mismatch();
  }
}
