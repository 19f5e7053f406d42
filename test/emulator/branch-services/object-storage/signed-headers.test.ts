import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Hash } from "@smithy/hash-node";
import { SignatureV4 } from "@smithy/signature-v4";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { type Loose, useEmulator } from "../../support/helpers.ts";
import {
  createBucket,
  type Minted,
  mintCredential,
  s3Client,
  storageOf,
} from "../../support/object-storage-fixture.ts";

// S3 serves a signed request only when its signature covers `host` and every `x-amz-*` header
// it carries (AccessDenied "There were headers present in the request which were not signed",
// with HeadersNotSigned), in the Authorization header and in a presigned URL alike: an unsigned
// `x-amz-copy-source` would turn a presigned PUT into a CopyObject of any object of the branch.

const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

let main = "";
let storage: { s3_endpoint: string; region: string };
let minted: Minted;
let s3: S3Client;

beforeAll(async () => {
  const { body } = await env.api("GET", `/projects/${env.projectId}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
  storage = await storageOf(env, main);
  minted = await mintCredential(env, main, ["storage:read", "storage:write"]);
  s3 = s3Client(storage, minted);
  await createBucket(env, main, "vault");
  await createBucket(env, main, "drop", "public_read");
  await s3.send(new PutObjectCommand({ Bucket: "vault", Key: "secret.txt", Body: "the secret" }));
});

function expectHeadersNotSigned(answer: { status: number; body: string }, names: string) {
  expect(answer.status, answer.body).toBe(403);
  expect(answer.body).toContain("<Code>AccessDenied</Code>");
  expect(answer.body).toContain(
    "<Message>There were headers present in the request which were not signed</Message>",
  );
  expect(answer.body).toContain(`<HeadersNotSigned>${names}</HeadersNotSigned>`);
}

const answerOf = async (response: Response) => ({
  status: response.status,
  body: await response.text(),
});

/** What an anonymous reader of the public bucket finds under `key`. */
const publicRead = (key: string) => fetch(`${storage.s3_endpoint}/drop/${key}`);

describe("a presigned URL", () => {
  test("a PUT URL sent with an unsigned x-amz-copy-source copies nothing", async () => {
    const sdkUrl = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: "drop", Key: "stolen-by-sdk-url.txt" }),
      { expiresIn: 60 },
    );
    const { status, body } = await env.api(
      "POST",
      `/projects/${env.projectId}/branches/${main}/buckets/drop/objects/stolen-by-api-url.txt/presign`,
      { body: { operation: "upload" } },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    for (const [url, key] of [
      [sdkUrl, "stolen-by-sdk-url.txt"],
      [body.url as string, "stolen-by-api-url.txt"],
    ]) {
      const copied = await fetch(url as string, {
        method: "PUT",
        headers: { "x-amz-copy-source": "vault/secret.txt" },
      });
      expectHeadersNotSigned(await answerOf(copied), "x-amz-copy-source");
      expect((await publicRead(key as string)).status).toBe(404);
    }
  });

  test("so is any other unsigned x-amz-* header; the URL alone still works", async () => {
    const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: "drop", Key: "note.txt" }), {
      expiresIn: 60,
    });
    const tagged = await fetch(url, {
      method: "PUT",
      body: "hello",
      headers: { "x-amz-meta-owner": "mallory", "x-amz-storage-class": "STANDARD" },
    });
    expectHeadersNotSigned(await answerOf(tagged), "x-amz-meta-owner, x-amz-storage-class");
    expect((await publicRead("note.txt")).status).toBe(404);
    expect((await fetch(url, { method: "PUT", body: "hello" })).status).toBe(200);
    expect(await (await publicRead("note.txt")).text()).toBe("hello");
  });
});

describe("the Authorization header", () => {
  /** A PUT signed by @smithy/signature-v4 as the SDK signs it, sent with `extra` headers added after. */
  async function signedPut(options: {
    key: string;
    body: string;
    extra?: Record<string, string>;
    unsignable?: string[];
  }) {
    const url = new URL(`${storage.s3_endpoint}/drop/${options.key}`);
    const signer = new SignatureV4({
      service: "s3",
      region: storage.region,
      credentials: { accessKeyId: minted.token_id, secretAccessKey: minted.s3_secret_access_key },
      sha256: Hash.bind(null, "sha256"),
      uriEscapePath: false,
      applyChecksum: false,
    });
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
          "content-length": String(Buffer.byteLength(options.body)),
          "x-amz-content-sha256": createHash("sha256").update(options.body).digest("hex"),
        },
      },
      { unsignableHeaders: new Set(options.unsignable ?? []) },
    );
    const headers = { ...signed.headers, ...options.extra };
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(url, { method: "PUT", headers }, (answer) => {
        let text = "";
        answer.on("data", (chunk) => (text += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: text }));
      });
      sent.on("error", reject);
      sent.end(options.body);
    });
  }

  test("an x-amz-* header added after signing is refused; the request as signed is served", async () => {
    const copy = await signedPut({
      key: "copied.txt",
      body: "",
      extra: { "x-amz-copy-source": "vault/secret.txt" },
    });
    expectHeadersNotSigned(copy, "x-amz-copy-source");
    expect((await publicRead("copied.txt")).status).toBe(404);
    const plain = await signedPut({ key: "plain.txt", body: "plain" });
    expect(plain.status, plain.body).toBe(200);
  });

  test("x-amz-content-sha256 and host must be signed too", async () => {
    const unsignedHash = await signedPut({
      key: "unsigned-hash.txt",
      body: "x",
      unsignable: ["x-amz-content-sha256"],
    });
    expectHeadersNotSigned(unsignedHash, "x-amz-content-sha256");
    const unsignedHost = await signedPut({
      key: "unsigned-host.txt",
      body: "x",
      unsignable: ["host"],
    });
    expectHeadersNotSigned(unsignedHost, "host");
    for (const key of ["unsigned-hash.txt", "unsigned-host.txt"]) {
      expect((await publicRead(key)).status).toBe(404);
    }
  });
});
