import { randomBytes } from "node:crypto";
import type { Blob, BlobStore } from "./blob-store.ts";
import type { BucketRecord, ObjectHeaders, StoredChecksum } from "./records.ts";

export interface UploadedPart {
  readonly number: number;
  readonly blob: Blob;
  /** Unquoted MD5 of the part, in hex. */
  readonly etag: string;
  readonly lastModified: number;
  readonly checksum?: StoredChecksum | undefined;
}

/** A multipart upload under way (CreateMultipartUpload … CompleteMultipartUpload). */
export interface Upload {
  readonly id: string;
  readonly branchId: string;
  readonly bucket: BucketRecord;
  readonly key: string;
  readonly initiated: number;
  /** The headers the object will have (those CreateMultipartUpload was sent). */
  readonly headers: ObjectHeaders;
  readonly parts: Map<number, UploadedPart>;
}

/**
 * The uploads under way, per branch: not copied to a child branch (an upload belongs to the
 * branch that began it), dropped with the branch or the bucket. Each part's blob is held until
 * the upload completes (the object takes the parts it names) or is aborted.
 */
export class MultipartUploads {
  readonly #blobs: BlobStore;
  readonly #uploads = new Map<string, Upload>();

  constructor(blobs: BlobStore) {
    this.#blobs = blobs;
  }

  get count(): number {
    return this.#uploads.size;
  }

  begin(spec: Omit<Upload, "id" | "parts">): Upload {
    const upload: Upload = { ...spec, id: randomBytes(24).toString("base64url"), parts: new Map() };
    this.#uploads.set(upload.id, upload);
    return upload;
  }

  /** The upload, when it is this branch's and this bucket's and key's. */
  find(branchId: string, bucket: BucketRecord, key: string, id: string): Upload | undefined {
    const upload = this.#uploads.get(id);
    const matches =
      upload?.branchId === branchId &&
      upload.bucket.incarnation === bucket.incarnation &&
      upload.key === key;
    return matches ? upload : undefined;
  }

  inBucket(branchId: string, bucket: BucketRecord): Upload[] {
    return [...this.#uploads.values()].filter(
      (upload) => upload.branchId === branchId && upload.bucket.incarnation === bucket.incarnation,
    );
  }

  /** Keeps the part (a part sent again replaces the earlier one); false when the upload ended meanwhile. */
  putPart(upload: Upload, part: UploadedPart): boolean {
    if (this.#uploads.get(upload.id) !== upload) return false;
    this.#blobs.retain(part.blob);
    const replaced = upload.parts.get(part.number);
    upload.parts.set(part.number, part);
    if (replaced) this.#blobs.release(replaced.blob);
    return true;
  }

  /** Ends the upload; the parts' blobs go but those the completed object holds itself. */
  end(upload: Upload): void {
    if (this.#uploads.get(upload.id) !== upload) return;
    this.#uploads.delete(upload.id);
    for (const part of upload.parts.values()) this.#blobs.release(part.blob);
    upload.parts.clear();
  }

  dropBranch(branchId: string): void {
    for (const upload of [...this.#uploads.values()]) {
      if (upload.branchId === branchId) this.end(upload);
    }
  }

  dropBucket(branchId: string, incarnation: string): void {
    for (const upload of [...this.#uploads.values()]) {
      if (upload.branchId === branchId && upload.bucket.incarnation === incarnation)
        this.end(upload);
    }
  }

  clear(): void {
    this.#uploads.clear();
  }
}
