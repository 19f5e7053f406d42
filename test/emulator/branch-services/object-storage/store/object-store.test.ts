import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, test } from "vitest";
import { BlobStore } from "../../../../../emulator/src/branch-services/object-storage/store/blob-store.ts";
import { ObjectStore } from "../../../../../emulator/src/branch-services/object-storage/store/object-store.ts";
import type {
  BucketRecord,
  StoredObject,
} from "../../../../../emulator/src/branch-services/object-storage/store/records.ts";

// Object Storage's store alone, without an emulator: copy-on-write layers, and which versions
// and blobs stay while a branch or a snapshot reads them (the S3 side: the tests one folder up).

let store: ObjectStore;
const temporaryBlobs = () =>
  new BlobStore(undefined, () => mkdtempSync(join(tmpdir(), "object-store-test-")));
afterEach(() => store?.clear());

async function object(text: string): Promise<StoredObject> {
  const incoming = await store.blobs.receive(Readable.from([Buffer.from(text)]), []);
  const blob = await store.blobs.keep(incoming);
  return {
    size: blob.size,
    etag: text,
    lastModified: 0,
    segments: [blob],
    headers: { contentType: "text/plain", metadata: {} },
  };
}

const read = (branch: string, bucket: BucketRecord, key: string) =>
  store.object(branch, bucket, key)?.etag;

const keys = (branch: string, bucket: BucketRecord) =>
  store
    .list(branch, bucket, { prefix: "", from: "", max: 1000 })
    .items.map((item) => (item.kind === "object" ? item.key : item.prefix));

describe("copy-on-write layers", () => {
  test("a fork reads its parent as of then; a deletion hides the parent's version; listings merge", async () => {
    store = new ObjectStore(temporaryBlobs());
    const bucket = store.createBucket("main", "media", "private", 0) as BucketRecord;
    for (const key of ["a", "b", "c"])
      store.putObject("main", bucket, key, await object(`${key}1`));
    store.fork("main", "child", { objects: true });
    store.putObject("main", bucket, "a", await object("a2"));
    store.putObject("main", bucket, "d", await object("d1"));
    store.deleteObject("child", bucket, "b");
    store.putObject("child", bucket, "e", await object("e1"));
    expect(keys("child", bucket)).toEqual(["a", "c", "e"]);
    expect(read("child", bucket, "a")).toBe("a1");
    expect(keys("main", bucket)).toEqual(["a", "b", "c", "d"]);
    expect(read("main", bucket, "a")).toBe("a2");
    expect(store.ownEntries("child")).toBe(2);
    store.fork("child", "grandchild", { objects: true });
    expect(keys("grandchild", bucket)).toEqual(["a", "c", "e"]);
    store.fork("main", "schema-only", { objects: false });
    expect(store.buckets("schema-only").map((b) => b.name)).toEqual(["media"]);
    expect(keys("schema-only", bucket)).toEqual([]);
  });

  test("a version stays while a branch or a snapshot reads it, and its blob goes with the last", async () => {
    store = new ObjectStore(temporaryBlobs());
    const bucket = store.createBucket("main", "media", "private", 0) as BucketRecord;
    store.putObject("main", bucket, "k", await object("v1"));
    store.takeSnapshot("snap", "main");
    store.putObject("main", bucket, "other", await object("o1"));
    store.fork("main", "child", { objects: true });
    store.putObject("main", bucket, "k", await object("v2"));
    // A branch restored from the snapshot pins the snapshot's (older) cut again.
    store.restoreSnapshot("snap", "restored");
    expect(read("restored", bucket, "k")).toBe("v1");
    expect(read("restored", bucket, "other")).toBeUndefined();
    expect(store.blobs.count).toBe(3);
    store.dropBranch("child");
    store.dropSnapshot("snap");
    expect(store.blobs.count).toBe(3);
    expect(read("restored", bucket, "k")).toBe("v1");
    store.dropBranch("restored");
    expect(store.blobs.count).toBe(2);
    expect(store.summary().layers).toBe(1);
    store.putObject("main", bucket, "k", await object("v3"));
    store.deleteObject("main", bucket, "other");
    expect(store.blobs.count).toBe(1);
    expect(store.ownEntries("main")).toBe(2);
  });

  test("a restore reads the source as of then; preserved, the old layer lives on with its children", async () => {
    store = new ObjectStore(temporaryBlobs());
    const bucket = store.createBucket("main", "media", "private", 0) as BucketRecord;
    store.putObject("main", bucket, "k", await object("main1"));
    store.fork("main", "dev", { objects: true });
    store.putObject("dev", bucket, "k", await object("dev1"));
    store.fork("dev", "dev-child", { objects: true });
    store.putObject("main", bucket, "k", await object("main2"));
    store.restore("dev", "main", "dev-before");
    expect(read("dev", bucket, "k")).toBe("main2");
    expect(read("dev-before", bucket, "k")).toBe("dev1");
    expect(read("dev-child", bucket, "k")).toBe("dev1");
    store.dropBranch("dev-child");
    store.dropBranch("dev-before");
    expect(store.blobs.count).toBe(1);
  });
});

describe("multipart uploads", () => {
  test("an ended upload frees its parts and lets go of them; a freed blob cannot be held again", async () => {
    store = new ObjectStore(temporaryBlobs());
    const bucket = store.createBucket("main", "media", "private", 0) as BucketRecord;
    const upload = store.uploads.begin({
      branchId: "main",
      bucket,
      key: "big",
      initiated: 0,
      headers: { contentType: "application/octet-stream", metadata: {} },
    });
    const [part] = (await object("part one")).segments;
    if (!part) throw new Error("no blob");
    store.uploads.putPart(upload, { number: 1, blob: part, etag: "e", lastModified: 0 });
    store.uploads.end(upload);
    expect(upload.parts.size).toBe(0);
    expect(store.blobs.count).toBe(0);
    expect(() => store.blobs.retain(part)).toThrow(/freed/);
  });
});
