import type { Blob } from "./blob-store.ts";

export type AccessLevel = "private" | "public_read";

/**
 * A bucket as a branch sees it. `incarnation` tells a bucket from a later one of the same name
 * (deleted and created again): objects belong to an incarnation, so a new bucket starts empty
 * even where an ancestor's bucket of that name held objects. A child inherits the record as it
 * is, `created_at` included.
 */
export interface BucketRecord {
  readonly name: string;
  readonly incarnation: string;
  readonly access_level: AccessLevel;
  readonly created_at: number;
}

/** A checksum the client sent and the emulator verified (or stored as sent: CRC32C, CRC64NVME). */
export interface StoredChecksum {
  /** S3's name: CRC32, CRC32C, CRC64NVME, SHA1, SHA256. */
  readonly algorithm: string;
  /** Base64, as S3's `x-amz-checksum-*` headers carry it. */
  readonly value: string;
}

/** The headers S3 keeps with an object and answers on GetObject and HeadObject. */
export interface ObjectHeaders {
  readonly contentType: string;
  readonly contentEncoding?: string;
  readonly contentDisposition?: string;
  readonly contentLanguage?: string;
  readonly cacheControl?: string;
  readonly expires?: string;
  /** `x-amz-meta-*`, names lowercased without the prefix. */
  readonly metadata: Readonly<Record<string, string>>;
}

/**
 * An object: its bytes are one blob (PutObject, CopyObject) or the parts' blobs in order
 * (CompleteMultipartUpload); blobs are immutable and shared, never copied.
 */
export interface StoredObject {
  readonly size: number;
  /** Unquoted: an MD5 in hex, or for a multipart object the MD5 of the parts' MD5s and `-<parts>`. */
  readonly etag: string;
  readonly lastModified: number;
  readonly segments: readonly Blob[];
  readonly headers: ObjectHeaders;
  readonly checksum?: StoredChecksum | undefined;
  /** How many parts a multipart upload made it of. */
  readonly partCount?: number | undefined;
}
