import type { IncomingMessage } from "node:http";
import { type Transform, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type S3Error, s3Errors } from "../protocol/s3-error.ts";
import type { BlobStore, IncomingBlob } from "../store/blob-store.ts";
import type { StoredChecksum } from "../store/records.ts";
import { AwsChunkedDecoder, type SignedChunks } from "./aws-chunked.ts";
import { type ChecksumAlgorithm, checksumAlgorithms, computable, Digests } from "./digests.ts";
import { hashElsewhere, hashHere } from "./hash-thread.ts";

/** How the body is framed and what vouches for it (`x-amz-content-sha256`). */
export type Payload =
  /** UNSIGNED-PAYLOAD, a presigned URL's, an anonymous request's. */
  | { kind: "unsigned" }
  /** The SHA-256 the signature covers: the body must hash to it. */
  | { kind: "sha256"; hex: string }
  /** aws-chunked: STREAMING-UNSIGNED-PAYLOAD-TRAILER, STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]. */
  | { kind: "chunked"; signed: SignedChunks | undefined; trailer: boolean };

export interface ReceivedBody {
  incoming: IncomingBlob;
  md5: Buffer;
  checksum: StoredChecksum | undefined;
}

/** S3's largest single PutObject or part: 5 GiB. */
export const maxUploadBytes = 5 * 1024 ** 3;

/**
 * From this length (or an unknown one), a body is hashed in the worker (hash-thread.ts); a
 * shorter one costs more to hand over than to hash.
 */
const hashElsewhereFrom = 128 * 1024;

const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};

/** The checksum the client announced: its value in a header, or named by `x-amz-trailer`. */
function announcedChecksum(
  request: IncomingMessage,
): { algorithm: ChecksumAlgorithm; value: string | undefined } | undefined {
  for (const algorithm of checksumAlgorithms) {
    const value = header(request, `x-amz-checksum-${algorithm.toLowerCase()}`);
    if (value !== undefined) return { algorithm, value };
  }
  const trailer = header(request, "x-amz-trailer")?.trim().toLowerCase();
  const named = checksumAlgorithms.find((a) => trailer === `x-amz-checksum-${a.toLowerCase()}`);
  return named ? { algorithm: named, value: undefined } : undefined;
}

function contentMd5(request: IncomingMessage): Buffer | undefined {
  const value = header(request, "content-md5");
  if (value === undefined) return undefined;
  const digest = Buffer.from(value, "base64");
  if (digest.length !== 16) throw s3Errors.invalidDigest("Content-MD5 is not a base64 MD5");
  return digest;
}

function declaredLength(request: IncomingMessage, name: string): number | undefined {
  const value = header(request, name);
  if (value === undefined) return undefined;
  const length = Number(value);
  if (!Number.isSafeInteger(length) || length < 0) {
    throw s3Errors.invalidArgument(name, value, `${name} must be a whole number of bytes`);
  }
  return length;
}

interface CheckedBody {
  /** What the body goes through on its way: decoding, hashing. */
  transforms: Transform[];
  /** After the stream ended: its MD5 and checksum, or the S3 error of what did not match. */
  check(): Promise<{ md5: Buffer; checksum: StoredChecksum | undefined }>;
}

/**
 * A request body's way in, streamed (never whole in memory): decoded when aws-chunked, hashed on
 * the way, then checked against everything the client vouched for (the signed SHA-256,
 * Content-MD5, an `x-amz-checksum-*` in a header or the trailer, the declared length).
 */
function checkedBody(
  request: IncomingMessage,
  payload: Payload,
  maxBytes: number,
  large: boolean,
): CheckedBody {
  const md5 = contentMd5(request);
  const announced = announcedChecksum(request);
  const chunked = payload.kind === "chunked";
  const length = declaredLength(
    request,
    chunked ? "x-amz-decoded-content-length" : "content-length",
  );
  const tooLarge = () =>
    s3Errors.entityTooLarge(
      `at most ${maxBytes} bytes in one request${maxBytes === maxUploadBytes ? " (5 GiB)" : ""}`,
    );
  if (length !== undefined && length > maxBytes) throw tooLarge();
  const decoder = chunked
    ? new AwsChunkedDecoder({ signed: payload.signed, hasTrailer: payload.trailer })
    : undefined;
  const hashes = { sha256: payload.kind === "sha256", crc32: announced?.algorithm === "CRC32" };
  const digests = new Digests({
    hashes:
      large && (length ?? hashElsewhereFrom) >= hashElsewhereFrom
        ? hashElsewhere(hashes)
        : hashHere(hashes),
    checksum: announced?.algorithm,
    maxBytes,
    tooLarge,
  });
  return {
    transforms: decoder ? [decoder, digests] : [digests],
    async check() {
      const computed = await digests.results();
      const checksumName = `x-amz-checksum-${announced?.algorithm.toLowerCase()}`;
      const checksum = announced && {
        algorithm: announced.algorithm,
        value: announced.value ?? decoder?.trailers.get(checksumName),
      };
      const failure = mismatchOf({
        payload,
        computed,
        md5,
        length,
        received: digests.bytes,
        checksum,
      });
      if (failure) throw failure;
      const value = checksum?.value;
      return {
        md5: computed.md5,
        checksum:
          checksum && value !== undefined ? { algorithm: checksum.algorithm, value } : undefined,
      };
    },
  };
}

/** A body (PutObject, UploadPart) into a temporary blob; nothing is left on disk when a check fails. */
export async function receiveBody(
  request: IncomingMessage,
  payload: Payload,
  blobs: BlobStore,
): Promise<ReceivedBody> {
  const body = checkedBody(request, payload, maxUploadBytes, true);
  const incoming = await blobs.receive(request, body.transforms);
  try {
    return { incoming, ...(await body.check()) };
  } catch (error) {
    await blobs.discard(incoming);
    throw error;
  }
}

/** A small body (DeleteObjects', CompleteMultipartUpload's XML), checked the same way, in memory. */
export async function readSmallBody(
  request: IncomingMessage,
  payload: Payload,
  maxBytes: number,
): Promise<Buffer> {
  const body = checkedBody(request, payload, maxBytes, false);
  const chunks: Buffer[] = [];
  await pipeline([
    request,
    ...body.transforms,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  ]);
  await body.check();
  return Buffer.concat(chunks);
}

function mismatchOf(facts: {
  payload: Payload;
  computed: Awaited<ReturnType<Digests["results"]>>;
  md5: Buffer | undefined;
  length: number | undefined;
  received: number;
  checksum: { algorithm: ChecksumAlgorithm; value: string | undefined } | undefined;
}): S3Error | undefined {
  const { payload, computed, checksum: announced } = facts;
  if (facts.length !== undefined && facts.received !== facts.length) {
    return s3Errors.incompleteBody(`${facts.received} bytes received, ${facts.length} declared`);
  }
  if (payload.kind === "sha256" && computed.sha256 !== payload.hex) {
    return s3Errors.contentSha256Mismatch(payload.hex, computed.sha256 ?? "");
  }
  if (facts.md5 && !facts.md5.equals(computed.md5)) {
    return s3Errors.badDigest("Content-MD5 differs from the body's MD5");
  }
  if (announced && announced.value === undefined) {
    return s3Errors.invalidRequest(
      `x-amz-trailer names x-amz-checksum-${announced.algorithm.toLowerCase()}, which the trailer did not carry`,
    );
  }
  if (announced && computable(announced.algorithm) && announced.value !== computed.checksum) {
    return s3Errors.badDigest(
      `the body's ${announced.algorithm} is not x-amz-checksum-${announced.algorithm.toLowerCase()}`,
    );
  }
  return undefined;
}
