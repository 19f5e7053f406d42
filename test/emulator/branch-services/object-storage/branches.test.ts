import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { createNeonClient } from "@neon/sdk";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { awaitOperations, type Loose, useEmulator } from "../../support/helpers.ts";
import {
  bodyText,
  branchS3,
  createBucket,
  mintCredential,
  s3Client,
  s3Refusal,
  storageOf,
} from "../../support/object-storage-fixture.ts";

// Object Storage branches copy-on-write with the branch: a child reads its parent's buckets and
// objects as they were when it was made, and nothing is copied to make it; writes on either side
// stay there; restore and reset bring the source's objects back (preserve_under_name keeps the
// old state as that branch); a deleted branch gives back the blobs only it held; a snapshot holds
// the objects of its moment. Checked with @aws-sdk/client-s3 on each branch's own endpoint.

const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

const project = () => `/projects/${env.projectId}`;
let main = "";
let mainS3: S3Client;

async function newBranch(
  parentId: string,
  options: { name?: string; init_source?: string } = {},
): Promise<string> {
  const { status, body } = await env.api("POST", `${project()}/branches`, {
    body: { branch: { parent_id: parentId, ...options } },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  await awaitOperations(env, env.projectId, body.operations);
  return body.branch.id;
}

async function put(s3: S3Client, bucket: string, key: string, body: string) {
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
}

async function read(s3: S3Client, bucket: string, key: string): Promise<string | undefined> {
  try {
    return await bodyText(await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key })));
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return undefined;
    throw error;
  }
}

async function keys(s3: S3Client, bucket: string, prefix = ""): Promise<string[]> {
  const listed: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    listed.push(...(page.Contents ?? []).map((o) => o.Key ?? ""));
    token = page.NextContinuationToken;
  } while (token);
  return listed;
}

async function branchState(branchId: string): Promise<Loose> {
  const state = await env.state();
  return state.projects[0].branches.find((b: Loose) => b.id === branchId);
}

const store = async () => (await env.state()).services.object_storage;

async function restore(branchId: string, body: Record<string, string>) {
  const { status, body: answer } = await env.api(
    "POST",
    `${project()}/branches/${branchId}/restore`,
    { body },
  );
  expect(status, JSON.stringify(answer)).toBe(200);
  await awaitOperations(env, env.projectId, answer.operations);
}

async function deleteBranch(branchId: string) {
  const { status, body } = await env.api("DELETE", `${project()}/branches/${branchId}`);
  expect(status, JSON.stringify(body)).toBe(200);
  await awaitOperations(env, env.projectId, body.operations);
}

beforeAll(async () => {
  const { body } = await env.api("GET", `${project()}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
  mainS3 = await branchS3(env, main);
  await createBucket(env, main, "media");
  const names = Array.from({ length: 1000 }, (_, i) => `photos/${String(i).padStart(4, "0")}.jpg`);
  for (let i = 0; i < names.length; i += 50) {
    await Promise.all(names.slice(i, i + 50).map((key) => put(mainS3, "media", key, `v1 ${key}`)));
  }
  await put(mainS3, "media", "shared.txt", "parent v1");
  await put(mainS3, "media", "doomed.txt", "parent's");
});

describe("a child branch reads its parent's objects as of its creation", () => {
  test("made without copying anything: no index entry, no blob, no file, whatever the parent holds", async () => {
    const before = await store();
    const blobsDir = join(before.root, "blobs");
    const files = (await readdir(blobsDir)).length;
    const child = await newBranch(main);
    const after = await store();
    expect(after.blobs).toBe(before.blobs);
    expect(after.blob_bytes).toBe(before.blob_bytes);
    expect(after.layers).toBe(before.layers + 1);
    expect((await readdir(blobsDir)).length).toBe(files);
    const state = await branchState(child);
    expect(state.object_storage.own_entries).toBe(0);
    expect(state.object_storage.buckets).toEqual([
      { name: "media", access_level: "private", objects: 1002 },
    ]);
    const childS3 = await branchS3(env, child);
    expect(await keys(childS3, "media", "photos/")).toHaveLength(1000);
    expect(await read(childS3, "media", "photos/0999.jpg")).toBe("v1 photos/0999.jpg");
  });

  test("an inherited bucket keeps its ancestor's created_at; a main credential works on the child, not the reverse", async () => {
    const child = await newBranch(main);
    const ids = (branchId: string) => ({ projectId: env.projectId, branchId });
    const neon = createNeonClient({ apiKey: env.keys.personal, baseUrl: env.emulator.baseUrl });
    const parentBuckets = (await neon.storage.buckets.list(ids(main))).data;
    const childBuckets = (await neon.storage.buckets.list(ids(child))).data;
    expect(childBuckets).toEqual(parentBuckets);
    const fromMain = s3Client(
      await storageOf(env, child),
      await mintCredential(env, main, ["storage:read"]),
    );
    expect(await read(fromMain, "media", "shared.txt")).toBe("parent v1");
    const fromChild = s3Client(
      await storageOf(env, main),
      await mintCredential(env, child, ["storage:read"]),
    );
    expect(await s3Refusal(fromChild.send(new ListObjectsV2Command({ Bucket: "media" })))).toEqual({
      name: "AccessDenied",
      status: 403,
    });
  });

  test("writes on either side never show on the other: objects and buckets", async () => {
    const child = await newBranch(main);
    const childS3 = await branchS3(env, child);
    await put(childS3, "media", "child-only.txt", "child's");
    await put(childS3, "media", "shared.txt", "child v2");
    await childS3.send(new DeleteObjectCommand({ Bucket: "media", Key: "doomed.txt" }));
    await createBucket(env, child, "child-bucket");
    await put(mainS3, "media", "parent-later.txt", "after the child");
    await put(mainS3, "media", "photos/0000.jpg", "v2 photos/0000.jpg");
    await createBucket(env, main, "parent-later");

    expect(await read(childS3, "media", "shared.txt")).toBe("child v2");
    expect(await read(childS3, "media", "child-only.txt")).toBe("child's");
    expect(await read(childS3, "media", "doomed.txt")).toBeUndefined();
    expect(await read(childS3, "media", "parent-later.txt")).toBeUndefined();
    expect(await read(childS3, "media", "photos/0000.jpg")).toBe("v1 photos/0000.jpg");

    expect(await read(mainS3, "media", "shared.txt")).toBe("parent v1");
    expect(await read(mainS3, "media", "child-only.txt")).toBeUndefined();
    expect(await read(mainS3, "media", "doomed.txt")).toBe("parent's");
    expect(await read(mainS3, "media", "photos/0000.jpg")).toBe("v2 photos/0000.jpg");

    const bucketsOf = async (branchId: string) =>
      (await branchState(branchId)).object_storage.buckets.map((b: Loose) => b.name);
    expect(await bucketsOf(child)).toEqual(["child-bucket", "media"]);
    expect(await bucketsOf(main)).toEqual(["media", "parent-later"]);
    expect(await keys(childS3, "media")).toEqual(
      expect.arrayContaining(["child-only.txt", "shared.txt"]),
    );
    expect(await keys(childS3, "media")).not.toContain("doomed.txt");

    // A bucket deleted on the child and made again there starts empty; the parent's stays whole.
    expect((await env.api("DELETE", `${project()}/branches/${child}/buckets/media`)).status).toBe(
      204,
    );
    await createBucket(env, child, "media");
    expect(await keys(childS3, "media")).toEqual([]);
    expect(await keys(mainS3, "media", "photos/")).toHaveLength(1000);
  });

  test("a schema-only child gets its parent's buckets but not their objects", async () => {
    const child = await newBranch(main, { init_source: "schema-only" });
    const state = await branchState(child);
    expect(state.object_storage.buckets.map((b: Loose) => [b.name, b.objects])).toEqual([
      ["media", 0],
      ["parent-later", 0],
    ]);
  });

  test("delete by prefix takes only the objects the branch wrote itself, as Neon documents", async () => {
    const child = await newBranch(main);
    const childS3 = await branchS3(env, child);
    await put(childS3, "media", "photos/child.jpg", "child's");
    const deleted = await env.api(
      "DELETE",
      `${project()}/branches/${child}/buckets/media/objects-by-prefix?prefix=photos/`,
    );
    expect(deleted.body).toEqual({ deleted: 1 });
    expect(await keys(childS3, "media", "photos/")).toHaveLength(1000);
    expect(await read(childS3, "media", "photos/child.jpg")).toBeUndefined();
  });
});

describe("restore and reset", () => {
  test("a reset from the parent brings the parent's current objects back; the child's own writes go", async () => {
    const child = await newBranch(main);
    const childS3 = await branchS3(env, child);
    await put(childS3, "media", "shared.txt", "child's change");
    await createBucket(env, child, "scratch");
    await put(mainS3, "media", "after-child.txt", "parent wrote it after");
    await restore(child, { source_branch_id: main });
    expect(await read(childS3, "media", "shared.txt")).toBe("parent v1");
    expect(await read(childS3, "media", "after-child.txt")).toBe("parent wrote it after");
    expect(await s3Refusal(childS3.send(new ListObjectsV2Command({ Bucket: "scratch" })))).toEqual({
      name: "NoSuchBucket",
      status: 404,
    });
    expect((await branchState(child)).object_storage.own_entries).toBe(0);
  });

  test("preserve_under_name: the branch's objects before the restore live on as that branch", async () => {
    const child = await newBranch(main);
    const childS3 = await branchS3(env, child);
    await put(childS3, "media", "draft.txt", "written before the restore");
    await restore(child, { source_branch_id: main, preserve_under_name: "before-restore" });
    const { body } = await env.api("GET", `${project()}/branches`);
    const preserved = body.branches.find((b: Loose) => b.name === "before-restore");
    expect(preserved).toBeDefined();
    const preservedS3 = await branchS3(env, preserved.id);
    expect(await read(preservedS3, "media", "draft.txt")).toBe("written before the restore");
    expect(await read(childS3, "media", "draft.txt")).toBeUndefined();
    expect(await read(childS3, "media", "shared.txt")).toBe("parent v1");
  });
});

describe("what a branch's deletion frees", () => {
  test("the blobs only it held go, with the parent's old versions only it still read", async () => {
    await put(mainS3, "media", "versioned.txt", "old version");
    const before = await store();
    const child = await newBranch(main);
    const childS3 = await branchS3(env, child);
    for (const i of [1, 2, 3]) await put(childS3, "media", `child/${i}`, `child's object ${i}`);
    await put(mainS3, "media", "versioned.txt", "new version");
    expect(await read(childS3, "media", "versioned.txt")).toBe("old version");
    const held = await store();
    expect(held.blobs).toBe(before.blobs + 4);
    await deleteBranch(child);
    const after = await store();
    expect(after.blobs).toBe(before.blobs);
    expect(after.layers).toBe(before.layers);
    // On disk: the live blobs, and the next upload's file made ahead (empty).
    const files = await readdir(join(after.root, "blobs"));
    const empty = await Promise.all(
      files.map(async (file) => (await stat(join(after.root, "blobs", file))).size === 0),
    );
    expect(files.length - after.blobs).toBe(1);
    expect(empty.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(await read(mainS3, "media", "versioned.txt")).toBe("new version");
  });
});

describe("snapshots", () => {
  test("a snapshot holds the branch's objects of its moment; a branch restored from it reads them", async () => {
    const neon = createNeonClient({ apiKey: env.keys.organization, baseUrl: env.emulator.baseUrl });
    await put(mainS3, "media", "snapshot.txt", "at the snapshot");
    const created = await neon.snapshots.create({
      projectId: env.projectId,
      branchId: main,
      name: "objects-snapshot",
    });
    expect(created.error).toBeUndefined();
    const snapshot = created.data as Loose;
    await env.settle();
    await put(mainS3, "media", "snapshot.txt", "after the snapshot");
    await put(mainS3, "media", "after-snapshot.txt", "later");
    const restored = await neon.snapshots.restore({
      projectId: env.projectId,
      snapshotId: snapshot.id,
      name: "from-snapshot",
      finalize: false,
    });
    expect(restored.error).toBeUndefined();
    await env.settle();
    const restoredS3 = await branchS3(env, (restored.data as Loose).id);
    expect(await read(restoredS3, "media", "snapshot.txt")).toBe("at the snapshot");
    expect(await read(restoredS3, "media", "after-snapshot.txt")).toBeUndefined();
    expect(await read(mainS3, "media", "snapshot.txt")).toBe("after the snapshot");
    expect((await store()).snapshots).toBe(1);
    expect((await env.api("DELETE", `${project()}/snapshots/${snapshot.id}`)).status).toBe(202);
    await env.settle();
    expect((await store()).snapshots).toBe(0);
    expect(await read(restoredS3, "media", "snapshot.txt")).toBe("at the snapshot");
  });
});
