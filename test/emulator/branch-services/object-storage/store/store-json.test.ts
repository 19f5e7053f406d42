import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, describe, expect, test } from "vitest";
import { type Emulator, startEmulator } from "../../../../../emulator/src/index.ts";
import { waitUntil } from "../../../../support/wait.ts";
import { frozenSeed, type Loose, type TestEmulator } from "../../../support/helpers.ts";
import {
  bodyText,
  createBucket,
  mintCredential,
  s3Client,
  storageOf,
} from "../../../support/object-storage-fixture.ts";

// Buckets and objects survive a restart from the same data directory: the state file names the
// blobs, whose bytes stay on disk; a credential minted before still signs for the branch.

const dataDir = mkdtempSync(join(tmpdir(), "emulator-objects-kept-"));
const seed = frozenSeed(undefined, { time_scale: 1, operation_ms: 20 });
const running: Emulator[] = [];

afterAll(async () => {
  for (const emulator of running) await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Enough of a TestEmulator for the fixture: the API with the personal key. */
function asTestEmulator(emulator: Emulator): TestEmulator {
  const api = async (method: string, path: string, options: { body?: unknown } = {}) => {
    const answer = await fetch(`${emulator.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${emulator.keys.personal}`,
        "content-type": "application/json",
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : undefined };
  };
  return { emulator, keys: emulator.keys, projectId: emulator.projectId, api } as Loose;
}

async function start(): Promise<TestEmulator> {
  const emulator = await startEmulator({ seed, dataDir, opMs: 20, port: 0 });
  running.push(emulator);
  return asTestEmulator(emulator);
}

describe("object storage across a restart", () => {
  test("buckets, objects (a deleted one stays deleted) and a child's inherited objects come back; no blob file is left that nothing holds", async () => {
    const env = await start();
    const main = (await env.api("GET", `/projects/${env.projectId}/branches`)).body.branches.find(
      (b: Loose) => b.default,
    ).id;
    await createBucket(env, main, "photos");
    const minted = await mintCredential(env, main, ["storage:read", "storage:write"]);
    const s3 = s3Client(await storageOf(env, main), minted);
    await s3.send(new PutObjectCommand({ Bucket: "photos", Key: "kept.txt", Body: "kept bytes" }));
    await s3.send(new PutObjectCommand({ Bucket: "photos", Key: "gone.txt", Body: "gone" }));
    await s3.send(new DeleteObjectCommand({ Bucket: "photos", Key: "gone.txt" }));
    const child = await env.api("POST", `/projects/${env.projectId}/branches`, {
      body: { branch: { name: "reads-photos" } },
    });
    expect(child.status).toBe(201);
    await waitUntil("the child branch is ready", async () => {
      const { body } = await env.api(
        "GET",
        `/projects/${env.projectId}/branches/${child.body.branch.id}`,
      );
      return body.branch.current_state === "ready";
    });
    s3.destroy();
    await env.emulator.stop();

    const again = await start();
    const s3Again = s3Client(await storageOf(again, main), minted);
    const kept = await s3Again.send(new GetObjectCommand({ Bucket: "photos", Key: "kept.txt" }));
    expect(await bodyText(kept)).toBe("kept bytes");
    await expect(
      s3Again.send(new GetObjectCommand({ Bucket: "photos", Key: "gone.txt" })),
    ).rejects.toThrow();
    const childCredential = await mintCredential(again, child.body.branch.id, ["storage:read"]);
    const childS3 = s3Client(await storageOf(again, child.body.branch.id), childCredential);
    const inherited = await childS3.send(
      new GetObjectCommand({ Bucket: "photos", Key: "kept.txt" }),
    );
    expect(await bodyText(inherited)).toBe("kept bytes");
    const state = (await (await fetch(`${again.emulator.adminUrl}/state`)).json()) as Loose;
    const blobs = readdirSync(join(dataDir, "object-storage", "blobs"));
    // No upload since the start: no file made ahead for one either; the deleted object's is gone.
    expect(state.services.object_storage.blobs).toBe(1);
    expect(blobs.length).toBe(1);
    s3Again.destroy();
    childS3.destroy();
  });
});
