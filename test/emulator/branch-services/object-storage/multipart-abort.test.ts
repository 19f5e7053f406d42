import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { Hash } from "@smithy/hash-node";
import { SignatureV4 } from "@smithy/signature-v4";
import { beforeAll, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { type Loose, useEmulator } from "../../support/helpers.ts";
import {
  createBucket,
  type Minted,
  mintCredential,
  s3Client,
  s3Refusal,
  storageOf,
} from "../../support/object-storage-fixture.ts";

// An upload aborted while CompleteMultipartUpload's body is still arriving: the Complete answers
// NoSuchUpload and no object appears (its parts' bytes were freed by the abort).

const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

let storage: { s3_endpoint: string; region: string };
let minted: Minted;
let s3: S3Client;

beforeAll(async () => {
  const { body } = await env.api("GET", `/projects/${env.projectId}/branches`);
  const main = body.branches.find((branch: Loose) => branch.default).id;
  storage = await storageOf(env, main);
  minted = await mintCredential(env, main, ["storage:read", "storage:write"]);
  s3 = s3Client(storage, minted);
  await createBucket(env, main, "parts");
});

/**
 * CompleteMultipartUpload as a raw request signed by @smithy/signature-v4, sent with `Expect:
 * 100-continue`: the server's `100 Continue` comes as it takes the request up, and `between` runs
 * after the first half of the body is sent and before the rest is.
 */
async function slowComplete(
  key: string,
  uploadId: string,
  xml: string,
  between: () => Promise<void>,
) {
  const url = new URL(
    `${storage.s3_endpoint}/parts/${key}?uploadId=${encodeURIComponent(uploadId)}`,
  );
  const body = Buffer.from(xml);
  const signer = new SignatureV4({
    service: "s3",
    region: storage.region,
    credentials: { accessKeyId: minted.token_id, secretAccessKey: minted.s3_secret_access_key },
    sha256: Hash.bind(null, "sha256"),
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.sign({
    method: "POST",
    protocol: "http:",
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
    query: { uploadId },
    headers: {
      host: url.host,
      "content-type": "application/xml",
      "content-length": String(body.length),
      "x-amz-content-sha256": createHash("sha256").update(body).digest("hex"),
    },
  });
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = httpRequest(
      url,
      { method: "POST", headers: { ...signed.headers, expect: "100-continue" } },
      (answer) => {
        let text = "";
        answer.on("data", (chunk) => (text += chunk));
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: text }));
      },
    );
    sent.on("error", reject);
    sent.on("continue", () => {
      const half = Math.floor(body.length / 2);
      sent.write(body.subarray(0, half));
      between().then(() => sent.end(body.subarray(half)), reject);
    });
    sent.flushHeaders();
  });
}

test("an upload aborted while Complete's body arrives: NoSuchUpload, and no object", async () => {
  const key = "aborted-midway.bin";
  const { UploadId } = await s3.send(
    new CreateMultipartUploadCommand({ Bucket: "parts", Key: key }),
  );
  const uploadId = UploadId ?? "";
  const { ETag } = await s3.send(
    new UploadPartCommand({
      Bucket: "parts",
      Key: key,
      UploadId: uploadId,
      PartNumber: 1,
      Body: "sixteen bytes..!",
    }),
  );
  const xml = `<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>${ETag}</ETag></Part></CompleteMultipartUpload>`;
  let aborted = 0;
  const complete = await slowComplete(key, uploadId, xml, async () => {
    const answer = await s3.send(
      new AbortMultipartUploadCommand({ Bucket: "parts", Key: key, UploadId: uploadId }),
    );
    aborted = answer.$metadata.httpStatusCode ?? 0;
  });
  expect(aborted).toBe(204);
  expect(complete.status, complete.body).toBe(404);
  expect(complete.body).toContain("<Code>NoSuchUpload</Code>");
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: "parts" }));
  expect(listed.Contents ?? []).toEqual([]);
  expect(await s3Refusal(s3.send(new HeadObjectCommand({ Bucket: "parts", Key: key })))).toEqual({
    name: "NotFound",
    status: 404,
  });
});
