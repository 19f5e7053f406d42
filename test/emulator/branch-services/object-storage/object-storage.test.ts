import { createHash, randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { createNeonClient } from "@neon/sdk";
import { Hash } from "@smithy/hash-node";
import { SignatureV4 } from "@smithy/signature-v4";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { type Loose, useEmulator } from "../../support/helpers.ts";
import {
  bodyText,
  createBucket as createStorageBucket,
  type Minted,
  mintCredential,
  s3Client,
  s3Refusal,
} from "../../support/object-storage-fixture.ts";

// Object Storage per branch: Neon's routes (getProjectBranchStorage, the bucket and object
// routes) and each branch's S3-compatible endpoint on the proxy's port, used with AWS's own
// clients (@aws-sdk/client-s3, its presigner) and a branch credential minted through the API.
// Branching (copy-on-write) is branches.test.ts.

const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

const project = () => `/projects/${env.projectId}`;
let main = "";
let storage: { s3_endpoint: string; region: string };
let s3: S3Client;
/** Every secret minted here: none may show in the request log. */
const secrets = new Set<string>();

const neon = () =>
  createNeonClient({ apiKey: env.keys.personal, baseUrl: env.emulator.baseUrl, retries: 0 });

const credential = (branchId: string, scopes: string[]) =>
  mintCredential(env, branchId, scopes, secrets);

const client = (
  minted: { token_id: string; s3_secret_access_key: string },
  endpoint = storage.s3_endpoint,
) => s3Client({ ...storage, s3_endpoint: endpoint }, minted);

const createBucket = (name: string, accessLevel?: "private" | "public_read") =>
  createStorageBucket(env, main, name, accessLevel);

const text = bodyText;

beforeAll(async () => {
  const { body } = await env.api("GET", `${project()}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
  const { data } = await neon().storage.get({ projectId: env.projectId, branchId: main });
  storage = data as typeof storage;
  s3 = client(await credential(main, ["storage:read", "storage:write"]));
  await createBucket("uploads");
});

describe("Neon's routes", () => {
  test("getProjectBranchStorage: the branch's S3 endpoint on the proxy's port, path-style", async () => {
    const proxy = env.emulator.proxy;
    expect(storage).toEqual({
      enabled: true,
      s3_endpoint: `http://${proxy?.host}:${proxy?.port}/s3/${main}`,
      region: "us-east-2",
      force_path_style: true,
    });
    const unknown = await env.api("GET", `${project()}/branches/br-none-1/storage`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBe("branch_not_found");
  });

  test("buckets: create (private by default, or public_read), list, 409 for a taken name, 400 for a bad one, delete", async () => {
    const ids = { projectId: env.projectId, branchId: main };
    const created = await neon().storage.buckets.create({
      ...ids,
      name: "avatars",
      access_level: "public_read",
    });
    expect(created.data).toMatchObject({ name: "avatars", access_level: "public_read" });
    const listed = await neon().storage.buckets.list(ids);
    expect(listed.data?.map((b) => `${b.name} ${b.access_level}`)).toEqual(
      expect.arrayContaining(["avatars public_read", "uploads private"]),
    );
    const taken = await env.api("POST", `${project()}/branches/${main}/buckets`, {
      body: { name: "avatars" },
    });
    expect(taken.status).toBe(409);
    for (const name of ["A_B", "ab", "-ab-", "a..b", "192.168.0.1"]) {
      const bad = await env.api("POST", `${project()}/branches/${main}/buckets`, {
        body: { name },
      });
      expect(bad.status, name).toBe(400);
    }
    const level = await env.api("POST", `${project()}/branches/${main}/buckets`, {
      body: { name: "levels", access_level: "public_write" },
    });
    expect(level.status).toBe(400);
    await createBucket("doomed");
    expect((await env.api("DELETE", `${project()}/branches/${main}/buckets/doomed`)).status).toBe(
      204,
    );
    expect((await env.api("DELETE", `${project()}/branches/${main}/buckets/doomed`)).status).toBe(
      404,
    );
    expect(await s3Refusal(s3.send(new HeadBucketCommand({ Bucket: "doomed" })))).toMatchObject({
      status: 404,
    });
  });

  test("objects: list with prefix, delimiter (folders), limit and cursor; download; delete; 404s", async () => {
    for (const key of ["docs/a.txt", "docs/b.txt", "docs/deep/c.txt", "top.txt"]) {
      await s3.send(new PutObjectCommand({ Bucket: "uploads", Key: key, Body: `body of ${key}` }));
    }
    const objects = `${project()}/branches/${main}/buckets/uploads/objects`;
    const folders = await env.api("GET", `${objects}?prefix=docs/&delimiter=/`);
    expect(folders.body).toMatchObject({
      folders: ["docs/deep/"],
      prefix: "docs/",
      is_truncated: false,
    });
    expect(folders.body.objects.map((o: Loose) => o.key)).toEqual(["docs/a.txt", "docs/b.txt"]);
    expect(folders.body.objects[0]).toEqual({
      key: "docs/a.txt",
      size: 18,
      last_modified: expect.any(String),
      etag: createHash("md5").update("body of docs/a.txt").digest("hex"),
    });
    const first = await env.api("GET", `${objects}?prefix=docs/&limit=2`);
    expect(first.body).toMatchObject({ is_truncated: true, next_cursor: expect.any(String) });
    const rest = await env.api(
      "GET",
      `${objects}?prefix=docs/&limit=2&cursor=${first.body.next_cursor}`,
    );
    expect(rest.body.objects.map((o: Loose) => o.key)).toEqual(["docs/deep/c.txt"]);
    expect(rest.body.is_truncated).toBe(false);

    const download = await fetch(
      `${env.emulator.baseUrl}${objects}/${encodeURIComponent("docs/a.txt")}/download`,
      { headers: { authorization: `Bearer ${env.keys.personal}` } },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/octet-stream");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(download.headers.get("etag")).toBe(`"${folders.body.objects[0].etag}"`);
    expect(await download.text()).toBe("body of docs/a.txt");

    const deleted = await neon().storage.objects.delete({
      projectId: env.projectId,
      branchId: main,
      bucketName: "uploads",
      objectKey: "top.txt",
    });
    expect(deleted.error).toBeUndefined();
    expect(
      await s3Refusal(s3.send(new GetObjectCommand({ Bucket: "uploads", Key: "top.txt" }))),
    ).toEqual({
      name: "NoSuchKey",
      status: 404,
    });
    expect((await env.api("DELETE", `${objects}/top.txt`)).status).toBe(404);
    expect((await env.api("GET", `${objects}/top.txt/download`)).status).toBe(404);
    expect(
      (await env.api("GET", `${project()}/branches/${main}/buckets/nope/objects`)).status,
    ).toBe(404);
  });

  test("delete by prefix: a folder's objects, the prefix ending with /", async () => {
    for (const key of ["trash/1", "trash/2", "trashcan"]) {
      await s3.send(new PutObjectCommand({ Bucket: "uploads", Key: key, Body: key }));
    }
    const ids = { projectId: env.projectId, branchId: main, bucketName: "uploads" };
    expect(
      (await neon().storage.objects.deleteByPrefix({ ...ids, prefix: "trash/" })).data,
    ).toEqual({ deleted: 2 });
    const left = await s3.send(new ListObjectsV2Command({ Bucket: "uploads", Prefix: "trash" }));
    expect(left.Contents?.map((o) => o.Key)).toEqual(["trashcan"]);
    const bad = await env.api(
      "DELETE",
      `${project()}/branches/${main}/buckets/uploads/objects-by-prefix?prefix=trash`,
    );
    expect(bad.status).toBe(400);
  });
});

describe("the S3 endpoint with @aws-sdk/client-s3", () => {
  test("put, get, head, delete: headers, metadata and ETags as S3 keeps them", async () => {
    const put = await s3.send(
      new PutObjectCommand({
        Bucket: "uploads",
        Key: "notes/hello world.txt",
        Body: "hello, world",
        ContentType: "text/plain",
        CacheControl: "max-age=60",
        Metadata: { owner: "dana" },
      }),
    );
    expect(put.ETag).toBe(`"${createHash("md5").update("hello, world").digest("hex")}"`);
    const got = await s3.send(
      new GetObjectCommand({ Bucket: "uploads", Key: "notes/hello world.txt" }),
    );
    expect(await text(got)).toBe("hello, world");
    expect(got).toMatchObject({
      ContentType: "text/plain",
      CacheControl: "max-age=60",
      Metadata: { owner: "dana" },
      ETag: put.ETag,
      ContentLength: 12,
    });
    const head = await s3.send(
      new HeadObjectCommand({ Bucket: "uploads", Key: "notes/hello world.txt" }),
    );
    expect(head).toMatchObject({ ContentLength: 12, ETag: put.ETag, ContentType: "text/plain" });
    await s3.send(new DeleteObjectCommand({ Bucket: "uploads", Key: "notes/hello world.txt" }));
    expect(
      await s3Refusal(
        s3.send(new GetObjectCommand({ Bucket: "uploads", Key: "notes/hello world.txt" })),
      ),
    ).toEqual({
      name: "NoSuchKey",
      status: 404,
    });
    expect(
      await s3Refusal(
        s3.send(new HeadObjectCommand({ Bucket: "uploads", Key: "notes/hello world.txt" })),
      ),
    ).toEqual({
      name: "NotFound",
      status: 404,
    });
    expect(await s3Refusal(s3.send(new GetObjectCommand({ Bucket: "nope", Key: "x" })))).toEqual({
      name: "NoSuchBucket",
      status: 404,
    });
  });

  test("a streamed body (aws-chunked, its CRC32 in the trailer) is decoded and checked", async () => {
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(64 * 1024, i));
    const whole = Buffer.concat(chunks);
    await s3.send(
      new PutObjectCommand({
        Bucket: "uploads",
        Key: "streamed.bin",
        Body: Readable.from(chunks),
        ContentLength: whole.length,
      }),
    );
    const got = await s3.send(new GetObjectCommand({ Bucket: "uploads", Key: "streamed.bin" }));
    expect(Buffer.from((await got.Body?.transformToByteArray()) ?? []).equals(whole)).toBe(true);
    expect(got.ETag).toBe(`"${createHash("md5").update(whole).digest("hex")}"`);
  });

  test("a large signed body is hashed as it streams: its ETag is its MD5; one that is not the signed SHA-256 is refused", async () => {
    const body = Buffer.alloc(1024 * 1024 + 17, 9);
    const put = await s3.send(new PutObjectCommand({ Bucket: "uploads", Key: "mib", Body: body }));
    expect(put.ETag).toBe(`"${createHash("md5").update(body).digest("hex")}"`);
    const got = await s3.send(new GetObjectCommand({ Bucket: "uploads", Key: "mib" }));
    expect(Buffer.from((await got.Body?.transformToByteArray()) ?? []).equals(body)).toBe(true);
    // The signature covers the SHA-256 of other bytes: it matches, the body does not.
    const lying = client(await credential(main, ["storage:write"]));
    const otherSha256 = createHash("sha256").update("other bytes").digest("hex");
    lying.middlewareStack.add(
      (next) => async (args) => {
        (args.request as { headers: Record<string, string> }).headers["x-amz-content-sha256"] =
          otherSha256;
        return next(args);
      },
      { step: "build" },
    );
    const refused = lying.send(new PutObjectCommand({ Bucket: "uploads", Key: "lie", Body: body }));
    expect(await s3Refusal(refused)).toEqual({ name: "XAmzContentSHA256Mismatch", status: 400 });
    expect(
      await s3Refusal(s3.send(new HeadObjectCommand({ Bucket: "uploads", Key: "lie" }))),
    ).toMatchObject({ status: 404 });
  });

  test("uploads at once share the hashing workers: more bytes than their ring, each ETag its own MD5 and CRC32 its own, a refused one leaves the others whole", async () => {
    const bodies = [3, 5, 1, 4, 2, 6].map((mib, i) => randomBytes(mib * 1024 * 1024 + i * 4099));
    const lying = client(await credential(main, ["storage:write"]));
    lying.middlewareStack.add(
      (next) => async (args) => {
        (args.request as { headers: Record<string, string> }).headers["x-amz-content-sha256"] =
          createHash("sha256").update("other bytes").digest("hex");
        return next(args);
      },
      { step: "build" },
    );
    const [lie, wrongCrc, ...puts] = await Promise.all([
      s3Refusal(
        lying.send(new PutObjectCommand({ Bucket: "uploads", Key: "racing/lie", Body: bodies[0] })),
      ),
      s3Refusal(
        s3.send(
          new PutObjectCommand({
            Bucket: "uploads",
            Key: "racing/crc",
            Body: bodies[1],
            ChecksumCRC32: "AAAAAA==",
          }),
        ),
      ),
      ...bodies.map((Body, i) =>
        s3.send(new PutObjectCommand({ Bucket: "uploads", Key: `racing/${i}`, Body })),
      ),
    ]);
    expect(lie).toEqual({ name: "XAmzContentSHA256Mismatch", status: 400 });
    expect(wrongCrc).toEqual({ name: "BadDigest", status: 400 });
    for (const [i, body] of bodies.entries()) {
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      expect(puts[i]).toMatchObject({
        ETag: `"${createHash("md5").update(body).digest("hex")}"`,
        ChecksumCRC32: crc.toString("base64"),
      });
      const got = await s3.send(new GetObjectCommand({ Bucket: "uploads", Key: `racing/${i}` }));
      expect(Buffer.from((await got.Body?.transformToByteArray()) ?? []).equals(body)).toBe(true);
    }
  });

  test("Range: 206 with Content-Range, suffix ranges, 416 InvalidRange past the end", async () => {
    await s3.send(new PutObjectCommand({ Bucket: "uploads", Key: "digits", Body: "0123456789" }));
    const middle = await s3.send(
      new GetObjectCommand({ Bucket: "uploads", Key: "digits", Range: "bytes=2-5" }),
    );
    expect(await text(middle)).toBe("2345");
    expect(middle).toMatchObject({
      ContentRange: "bytes 2-5/10",
      ContentLength: 4,
      $metadata: { httpStatusCode: 206 },
    });
    const suffix = await s3.send(
      new GetObjectCommand({ Bucket: "uploads", Key: "digits", Range: "bytes=-3" }),
    );
    expect(await text(suffix)).toBe("789");
    const open = await s3.send(
      new GetObjectCommand({ Bucket: "uploads", Key: "digits", Range: "bytes=7-" }),
    );
    expect(await text(open)).toBe("789");
    expect(
      await s3Refusal(
        s3.send(new GetObjectCommand({ Bucket: "uploads", Key: "digits", Range: "bytes=10-" })),
      ),
    ).toEqual({
      name: "InvalidRange",
      status: 416,
    });
  });

  test("ListObjectsV2: prefix, delimiter → CommonPrefixes, more keys than max-keys through continuation tokens, start-after", async () => {
    await createBucket("listing");
    const keys = Array.from({ length: 230 }, (_, i) => `logs/${String(i).padStart(4, "0")}.txt`);
    for (let i = 0; i < keys.length; i += 25) {
      await Promise.all(
        keys
          .slice(i, i + 25)
          .map((Key) => s3.send(new PutObjectCommand({ Bucket: "listing", Key, Body: Key }))),
      );
    }
    for (const key of ["a/1", "a/2", "b/1", "root.txt"]) {
      await s3.send(new PutObjectCommand({ Bucket: "listing", Key: key, Body: key }));
    }
    const listed: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: "listing",
          Prefix: "logs/",
          MaxKeys: 100,
          ContinuationToken: token,
        }),
      );
      pages += 1;
      expect(page.KeyCount).toBe(page.Contents?.length);
      listed.push(...(page.Contents ?? []).map((o) => o.Key ?? ""));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    expect(pages).toBe(3);
    expect(listed).toEqual(keys);

    const folders = await s3.send(new ListObjectsV2Command({ Bucket: "listing", Delimiter: "/" }));
    expect(folders.CommonPrefixes?.map((p) => p.Prefix)).toEqual(["a/", "b/", "logs/"]);
    expect(folders.Contents?.map((o) => o.Key)).toEqual(["root.txt"]);
    const paged = await s3.send(
      new ListObjectsV2Command({ Bucket: "listing", Delimiter: "/", MaxKeys: 2 }),
    );
    expect(paged.CommonPrefixes?.map((p) => p.Prefix)).toEqual(["a/", "b/"]);
    const next = await s3.send(
      new ListObjectsV2Command({
        Bucket: "listing",
        Delimiter: "/",
        MaxKeys: 2,
        ContinuationToken: paged.NextContinuationToken,
      }),
    );
    expect(next.CommonPrefixes?.map((p) => p.Prefix)).toEqual(["logs/"]);
    expect(next.Contents?.map((o) => o.Key)).toEqual(["root.txt"]);
    expect(next.IsTruncated).toBe(false);
    const after = await s3.send(
      new ListObjectsV2Command({ Bucket: "listing", Prefix: "logs/", StartAfter: "logs/0227.txt" }),
    );
    expect(after.Contents?.map((o) => o.Key)).toEqual(["logs/0228.txt", "logs/0229.txt"]);
    const buckets = await s3.send(new ListBucketsCommand({}));
    expect(buckets.Buckets?.map((b) => b.Name)).toEqual(
      expect.arrayContaining(["listing", "uploads"]),
    );
  });

  test("CopyObject within the branch: the source's bytes and metadata, or the request's (REPLACE)", async () => {
    await createBucket("copies");
    await s3.send(
      new PutObjectCommand({
        Bucket: "uploads",
        Key: "original.txt",
        Body: "original",
        ContentType: "text/plain",
        Metadata: { v: "1" },
      }),
    );
    const copied = await s3.send(
      new CopyObjectCommand({
        Bucket: "copies",
        Key: "copy.txt",
        CopySource: "uploads/original.txt",
      }),
    );
    expect(copied.CopyObjectResult?.ETag).toBe(
      `"${createHash("md5").update("original").digest("hex")}"`,
    );
    const copy = await s3.send(new GetObjectCommand({ Bucket: "copies", Key: "copy.txt" }));
    expect(await text(copy)).toBe("original");
    expect(copy).toMatchObject({ ContentType: "text/plain", Metadata: { v: "1" } });
    await s3.send(
      new CopyObjectCommand({
        Bucket: "copies",
        Key: "copy.txt",
        CopySource: "copies/copy.txt",
        MetadataDirective: "REPLACE",
        ContentType: "application/json",
        Metadata: { v: "2" },
      }),
    );
    expect(
      await s3.send(new HeadObjectCommand({ Bucket: "copies", Key: "copy.txt" })),
    ).toMatchObject({
      ContentType: "application/json",
      Metadata: { v: "2" },
    });
    expect(
      await s3Refusal(
        s3.send(new CopyObjectCommand({ Bucket: "copies", Key: "x", CopySource: "uploads/none" })),
      ),
    ).toEqual({
      name: "NoSuchKey",
      status: 404,
    });
  });

  test("DeleteObjects: every key, there or not", async () => {
    await s3.send(new PutObjectCommand({ Bucket: "uploads", Key: "batch/1", Body: "1" }));
    await s3.send(new PutObjectCommand({ Bucket: "uploads", Key: "batch/2", Body: "2" }));
    const result = await s3.send(
      new DeleteObjectsCommand({
        Bucket: "uploads",
        Delete: { Objects: [{ Key: "batch/1" }, { Key: "batch/2" }, { Key: "batch/none" }] },
      }),
    );
    expect(result.Deleted?.map((d) => d.Key)).toEqual(["batch/1", "batch/2", "batch/none"]);
    const left = await s3.send(new ListObjectsV2Command({ Bucket: "uploads", Prefix: "batch/" }));
    expect(left.KeyCount).toBe(0);
  });

  test("multipart: parts of 5 MiB streamed to disk, completed with their ETags (S3's -N ETag); listed, aborted, refused", async () => {
    const part = (n: number, size = 5 * 1024 * 1024) => Buffer.alloc(size, n);
    const { UploadId } = await s3.send(
      new CreateMultipartUploadCommand({
        Bucket: "uploads",
        Key: "big.bin",
        ContentType: "application/x-big",
      }),
    );
    const parts = [part(1), part(2), part(3, 1234)];
    const etags: string[] = [];
    for (const [i, body] of parts.entries()) {
      const sent = await s3.send(
        new UploadPartCommand({
          Bucket: "uploads",
          Key: "big.bin",
          UploadId,
          PartNumber: i + 1,
          Body: body,
        }),
      );
      etags.push(sent.ETag ?? "");
    }
    const listed = await s3.send(
      new ListPartsCommand({ Bucket: "uploads", Key: "big.bin", UploadId }),
    );
    expect(listed.Parts?.map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, 5242880],
      [2, 5242880],
      [3, 1234],
    ]);
    const wrongEtag = s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: "uploads",
        Key: "big.bin",
        UploadId,
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag: etags[1] }] },
      }),
    );
    expect(await s3Refusal(wrongEtag)).toEqual({ name: "InvalidPart", status: 400 });
    const done = await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: "uploads",
        Key: "big.bin",
        UploadId,
        MultipartUpload: { Parts: etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })) },
      }),
    );
    const md5s = Buffer.concat(parts.map((p) => createHash("md5").update(p).digest()));
    expect(done.ETag).toBe(`"${createHash("md5").update(md5s).digest("hex")}-3"`);
    const got = await s3.send(new GetObjectCommand({ Bucket: "uploads", Key: "big.bin" }));
    expect(got.ContentType).toBe("application/x-big");
    expect(
      Buffer.from((await got.Body?.transformToByteArray()) ?? []).equals(Buffer.concat(parts)),
    ).toBe(true);
    const across = await s3.send(
      new GetObjectCommand({ Bucket: "uploads", Key: "big.bin", Range: "bytes=5242878-5242881" }),
    );
    expect([...((await across.Body?.transformToByteArray()) ?? [])]).toEqual([1, 1, 2, 2]);

    const small = await s3.send(
      new CreateMultipartUploadCommand({ Bucket: "uploads", Key: "small.bin" }),
    );
    const tiny = await Promise.all(
      [1, 2].map((n) =>
        s3.send(
          new UploadPartCommand({
            Bucket: "uploads",
            Key: "small.bin",
            UploadId: small.UploadId,
            PartNumber: n,
            Body: part(n, 10),
          }),
        ),
      ),
    );
    const tooSmall = s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: "uploads",
        Key: "small.bin",
        UploadId: small.UploadId,
        MultipartUpload: { Parts: tiny.map((p, i) => ({ PartNumber: i + 1, ETag: p.ETag })) },
      }),
    );
    expect(await s3Refusal(tooSmall)).toEqual({ name: "EntityTooSmall", status: 400 });
    await s3.send(
      new AbortMultipartUploadCommand({
        Bucket: "uploads",
        Key: "small.bin",
        UploadId: small.UploadId,
      }),
    );
    const afterAbort = s3.send(
      new UploadPartCommand({
        Bucket: "uploads",
        Key: "small.bin",
        UploadId: small.UploadId,
        PartNumber: 3,
        Body: "x",
      }),
    );
    expect(await s3Refusal(afterAbort)).toEqual({ name: "NoSuchUpload", status: 404 });
  });

  test("a body that does not match what the client vouched for is refused: Content-MD5, x-amz-checksum-crc32", async () => {
    const badMd5 = s3.send(
      new PutObjectCommand({
        Bucket: "uploads",
        Key: "bad",
        Body: "data",
        ContentMD5: createHash("md5").update("other").digest("base64"),
      }),
    );
    expect(await s3Refusal(badMd5)).toEqual({ name: "BadDigest", status: 400 });
    const badCrc = s3.send(
      new PutObjectCommand({
        Bucket: "uploads",
        Key: "bad",
        Body: "data",
        ChecksumCRC32: "AAAAAA==",
      }),
    );
    expect(await s3Refusal(badCrc)).toEqual({ name: "BadDigest", status: 400 });
    expect(
      await s3Refusal(s3.send(new HeadObjectCommand({ Bucket: "uploads", Key: "bad" }))),
    ).toMatchObject({ status: 404 });
  });

  test("over https on the same port, with the proxy's certificate", async () => {
    const secure = client(
      await credential(main, ["storage:read"]),
      storage.s3_endpoint.replace(/^http:/, "https:"),
    );
    const listed = await secure.send(new ListObjectsV2Command({ Bucket: "uploads", MaxKeys: 1 }));
    expect(listed.$metadata.httpStatusCode).toBe(200);
  });
});

describe("a signed STREAMING-AWS4-HMAC-SHA256-PAYLOAD body (what other S3 clients send)", () => {
  /** Signs the request, then each chunk, chained from the request's signature (S3's sigv4-streaming). */
  async function chunkedPut(minted: Minted, key: string, chunks: Buffer[], tamper = false) {
    const url = new URL(`${storage.s3_endpoint}/uploads/${key}`);
    const signer = new SignatureV4({
      service: "s3",
      region: storage.region,
      credentials: { accessKeyId: minted.token_id, secretAccessKey: minted.s3_secret_access_key },
      sha256: Hash.bind(null, "sha256"),
      uriEscapePath: false,
      applyChecksum: false,
    });
    const signingDate = new Date();
    // Each chunk: `<hex size>;chunk-signature=<64 hex>\r\n<data>\r\n`; the last one empty.
    const framed = [...chunks, Buffer.alloc(0)].reduce(
      (sum, c) => sum + c.length.toString(16).length + 83 + c.length + 2,
      0,
    );
    const signed = await signer.sign(
      {
        method: "PUT",
        protocol: "http:",
        hostname: url.hostname,
        port: Number(url.port),
        path: url.pathname,
        query: {},
        headers: {
          host: url.host,
          "content-encoding": "aws-chunked",
          "content-length": String(framed),
          "x-amz-decoded-content-length": String(chunks.reduce((sum, c) => sum + c.length, 0)),
          "x-amz-content-sha256": "STREAMING-AWS4-HMAC-SHA256-PAYLOAD",
        },
      },
      { signingDate },
    );
    const seed = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? "";
    const longDate = String(signed.headers["x-amz-date"]);
    const scope = `${longDate.slice(0, 8)}/${storage.region}/s3/aws4_request`;
    const empty = createHash("sha256").digest("hex");
    let previous = seed;
    const parts: Buffer[] = [];
    for (const chunk of [...chunks, Buffer.alloc(0)]) {
      const stringToSign = [
        "AWS4-HMAC-SHA256-PAYLOAD",
        longDate,
        scope,
        previous,
        empty,
        createHash("sha256").update(chunk).digest("hex"),
      ].join("\n");
      previous = await signer.sign(stringToSign, { signingDate });
      const data = tamper && chunk.length > 0 ? Buffer.from(chunk).fill(0x21, 0, 1) : chunk;
      parts.push(
        Buffer.from(`${chunk.length.toString(16)};chunk-signature=${previous}\r\n`),
        data,
        Buffer.from("\r\n"),
      );
    }
    const body = Buffer.concat(parts);
    expect(body.length).toBe(framed);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(url, { method: "PUT", headers: signed.headers }, (answer) => {
        let text = "";
        answer.on("data", (c) => (text += c));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: text }));
      });
      sent.on("error", reject);
      sent.end(body);
    });
  }

  test("decoded and each chunk's signature checked; a tampered chunk is SignatureDoesNotMatch", async () => {
    const minted = await credential(main, ["storage:write"]);
    const chunks = [Buffer.alloc(8192, "a"), Buffer.alloc(8192, "b"), Buffer.from("tail")];
    const ok = await chunkedPut(minted, "chunked.txt", chunks);
    expect(ok.status, ok.body).toBe(200);
    const got = await s3.send(new GetObjectCommand({ Bucket: "uploads", Key: "chunked.txt" }));
    expect(await text(got)).toBe(Buffer.concat(chunks).toString());
    const tampered = await chunkedPut(minted, "tampered.txt", chunks, true);
    expect(tampered.status).toBe(403);
    expect(tampered.body).toContain("<Code>SignatureDoesNotMatch</Code>");
    expect(
      await s3Refusal(s3.send(new HeadObjectCommand({ Bucket: "uploads", Key: "tampered.txt" }))),
    ).toMatchObject({
      status: 404,
    });
  });
});

describe("presigned URLs", () => {
  test("@aws-sdk/s3-request-presigner's GET and PUT URLs work with plain fetch; an expired one is refused", async () => {
    const put = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: "uploads", Key: "presigned.txt" }),
      { expiresIn: 60 },
    );
    expect((await fetch(put, { method: "PUT", body: "sent by fetch" })).status).toBe(200);
    const get = await getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket: "uploads", Key: "presigned.txt" }),
      { expiresIn: 60 },
    );
    const answer = await fetch(get);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("sent by fetch");
    const edited = await fetch(get.replace("presigned.txt", "other.txt"));
    expect(edited.status).toBe(403);
    expect(await edited.text()).toContain("<Code>SignatureDoesNotMatch</Code>");
    const expired = await getSignedUrl(
      s3,
      new GetObjectCommand({ Bucket: "uploads", Key: "presigned.txt" }),
      {
        expiresIn: 60,
        signingDate: new Date(Date.now() - 61_000),
      },
    );
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain("<Message>Request has expired</Message>");
  });

  test("presignProjectBranchBucketObject: an upload URL with its Content-Type, a download URL", async () => {
    const ids = {
      projectId: env.projectId,
      branchId: main,
      bucketName: "uploads",
      objectKey: "via api/photo.json",
    };
    const upload = await neon().storage.objects.presign({
      ...ids,
      operation: "upload",
      content_type: "application/json",
      expires_in_seconds: 120,
    });
    expect(upload.data).toMatchObject({
      method: "PUT",
      headers: { "Content-Type": "application/json" },
    });
    const expiresAt = Date.parse(upload.data?.expires_at ?? "");
    expect(Math.abs(expiresAt - (Date.now() + 120_000))).toBeLessThan(10_000);
    const url = upload.data?.url ?? "";
    const wrongType = await fetch(url, {
      method: "PUT",
      body: "{}",
      headers: { "Content-Type": "text/plain" },
    });
    expect(wrongType.status).toBe(403);
    const sent = await fetch(url, {
      method: "PUT",
      body: '{"ok":true}',
      headers: upload.data?.headers,
    });
    expect(sent.status).toBe(200);
    const download = await neon().storage.objects.presign({ ...ids, operation: "download" });
    expect(download.data?.method).toBe("GET");
    const got = await fetch(download.data?.url ?? "");
    expect(await got.text()).toBe('{"ok":true}');
    expect(got.headers.get("content-type")).toBe("application/json");
    expect((await fetch(download.data?.url ?? "", { method: "DELETE" })).status).toBe(403);
  });
});

describe("who may do what", () => {
  test("public_read: anonymous GET and HEAD only; a private bucket refuses anonymous reads", async () => {
    await createBucket("public-assets", "public_read");
    await s3.send(
      new PutObjectCommand({
        Bucket: "public-assets",
        Key: "logo.svg",
        Body: "<svg/>",
        ContentType: "image/svg+xml",
      }),
    );
    await s3.send(new PutObjectCommand({ Bucket: "uploads", Key: "secret.txt", Body: "secret" }));
    const base = storage.s3_endpoint;
    const anonymous = await fetch(`${base}/public-assets/logo.svg`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toBe("<svg/>");
    expect((await fetch(`${base}/public-assets/logo.svg`, { method: "HEAD" })).status).toBe(200);
    const denied = [
      await fetch(`${base}/uploads/secret.txt`),
      await fetch(`${base}/public-assets/logo.svg`, { method: "PUT", body: "defaced" }),
      await fetch(`${base}/public-assets/logo.svg`, { method: "DELETE" }),
      await fetch(`${base}/public-assets?list-type=2`),
    ];
    for (const answer of denied) {
      expect(answer.status).toBe(403);
      const body = await answer.text();
      expect(body).toContain("<Code>AccessDenied</Code>");
      expect(body).toMatch(/<RequestId>[0-9A-F]{16}<\/RequestId>/);
    }
  });

  test("a wrong secret is SignatureDoesNotMatch, an unknown key InvalidAccessKeyId", async () => {
    const minted = await credential(main, ["storage:read"]);
    const secret = minted.s3_secret_access_key;
    const wrong = client({
      token_id: minted.token_id,
      s3_secret_access_key: secret.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
    });
    expect(await s3Refusal(wrong.send(new ListObjectsV2Command({ Bucket: "uploads" })))).toEqual({
      name: "SignatureDoesNotMatch",
      status: 403,
    });
    const unknown = client({
      token_id: "nak_live_00000000000000000000000000000000",
      s3_secret_access_key: "x",
    });
    expect(await s3Refusal(unknown.send(new ListObjectsV2Command({ Bucket: "uploads" })))).toEqual({
      name: "InvalidAccessKeyId",
      status: 403,
    });
  });

  test("a revoked credential, or a rotated-away secret, is refused by the next request", async () => {
    const minted = await credential(main, ["storage:read"]);
    const reader = client(minted);
    expect(
      (await reader.send(new ListObjectsV2Command({ Bucket: "uploads", MaxKeys: 1 }))).$metadata
        .httpStatusCode,
    ).toBe(200);
    const rotated = await env.api(
      "POST",
      `${project()}/branches/${main}/credentials/${minted.token_id}/rotate`,
    );
    expect(rotated.status).toBe(200);
    secrets.add(rotated.body.s3_secret_access_key);
    expect(
      await s3Refusal(reader.send(new ListObjectsV2Command({ Bucket: "uploads" }))),
    ).toMatchObject({
      name: "SignatureDoesNotMatch",
    });
    const renewed = client({
      token_id: minted.token_id,
      s3_secret_access_key: rotated.body.s3_secret_access_key,
    });
    expect(
      (await renewed.send(new ListObjectsV2Command({ Bucket: "uploads", MaxKeys: 1 }))).$metadata
        .httpStatusCode,
    ).toBe(200);
    expect(
      (await env.api("DELETE", `${project()}/branches/${main}/credentials/${minted.token_id}`))
        .status,
    ).toBe(204);
    expect(await s3Refusal(renewed.send(new ListObjectsV2Command({ Bucket: "uploads" })))).toEqual({
      name: "InvalidAccessKeyId",
      status: 403,
    });
  });

  test("scopes: storage:read reads but cannot write; storage:write writes and reads; ai_gateway:invoke neither", async () => {
    const reader = client(await credential(main, ["storage:read"]));
    expect(
      await text(await reader.send(new GetObjectCommand({ Bucket: "uploads", Key: "digits" }))),
    ).toBe("0123456789");
    const writes = [
      () => reader.send(new PutObjectCommand({ Bucket: "uploads", Key: "by-reader", Body: "x" })),
      () => reader.send(new DeleteObjectCommand({ Bucket: "uploads", Key: "digits" })),
      () => reader.send(new CreateMultipartUploadCommand({ Bucket: "uploads", Key: "by-reader" })),
    ];
    for (const write of writes) {
      expect(await s3Refusal(write())).toEqual({ name: "AccessDenied", status: 403 });
    }
    const writer = client(await credential(main, ["storage:write"]));
    await writer.send(new PutObjectCommand({ Bucket: "uploads", Key: "by-writer", Body: "w" }));
    expect(
      await text(await writer.send(new GetObjectCommand({ Bucket: "uploads", Key: "by-writer" }))),
    ).toBe("w");
    const gateway = client(await credential(main, ["ai_gateway:invoke"]));
    expect(await s3Refusal(gateway.send(new ListObjectsV2Command({ Bucket: "uploads" })))).toEqual({
      name: "AccessDenied",
      status: 403,
    });
  });

  test("a request addressed to a foreign host name is refused before anything else", async () => {
    const url = new URL(`${storage.s3_endpoint}/public-assets/logo.svg`);
    const status = await new Promise<number>((resolve, reject) => {
      const sent = httpRequest(url, { headers: { host: "rebound.example.com" } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      sent.on("error", reject);
      sent.end();
    });
    expect(status).toBe(421);
  });

  test("the request log keeps no secret and no presigned signature", async () => {
    await env.api("POST", `${project()}/branches/${main}/buckets/uploads/objects/digits/presign`, {
      body: { operation: "download" },
    });
    const { body } = await env.admin("GET", "/requests");
    const log = JSON.stringify(body);
    expect(secrets.size).toBeGreaterThan(5);
    for (const secret of secrets) expect(log).not.toContain(secret);
    const presigns = body.requests.filter((r: Loose) => r.path.endsWith("/presign"));
    expect(presigns.length).toBeGreaterThan(0);
    for (const entry of presigns) {
      expect(entry.response_body.url).toMatch(/X-Amz-Signature=\[redacted\]/);
      expect(entry.response_body.url).not.toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    }
  });

  test("the admin state: each branch's buckets with their object counts, the store's blobs", async () => {
    const state = await env.state();
    const branch = state.projects[0].branches.find((b: Loose) => b.id === main);
    expect(branch.object_storage.buckets).toContainEqual({
      name: "listing",
      access_level: "private",
      objects: 234,
    });
    expect(state.services.object_storage).toMatchObject({ blobs: expect.any(Number), layers: 1 });
    expect(state.services.object_storage.blobs).toBeGreaterThan(234);
  });
});

describe("a seed that turns Object Storage off", () => {
  test("Neon's not-enabled answers, and the S3 endpoint refuses; the objects are gone with the reset", async () => {
    const before = (await env.state()).services.object_storage;
    expect(before.blobs).toBeGreaterThan(0);
    await env.reset({
      ...builtInSeed(),
      limits: { enabled: false },
      object_storage: { enabled: false },
    });
    expect((await env.state()).services.object_storage).toMatchObject({ blobs: 0, layers: 0 });
    const state = await env.api("GET", `${project()}/branches/${main}/storage`);
    expect(state.status).toBe(404);
    expect(state.body).toMatchObject({ code: "STORAGE_NOT_ENABLED", reason: "region_unavailable" });
    const buckets = await env.api("GET", `${project()}/branches/${main}/buckets`);
    expect(buckets.status).toBe(404);
    expect(buckets.body.code).toBe("STORAGE_NOT_ENABLED");
    const off = client(await credential(main, ["storage:read"]));
    expect(await s3Refusal(off.send(new ListBucketsCommand({})))).toEqual({
      name: "AccessDenied",
      status: 403,
    });
  });
});
