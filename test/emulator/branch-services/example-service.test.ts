import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../emulator/src/index.ts";
import { awaitOperations, type Loose, useEmulator } from "../support/helpers.ts";
import { branchS3, createBucket } from "../support/object-storage-fixture.ts";
import { uploadCounterService } from "../support/upload-counter-service.ts";

// Issue 42: a new branch service that keeps per-branch state, hears another service's event and
// survives a restore is its code plus one line in index.ts. The example of where-to-change.md,
// composed as that line would be (moreBranchServices), counts each branch's uploads.

const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
  moreBranchServices: [uploadCounterService],
});

const project = () => `/projects/${env.projectId}`;
let main = "";
let mainS3: S3Client;

async function newBranch(parentId: string): Promise<string> {
  const { status, body } = await env.api("POST", `${project()}/branches`, {
    body: { branch: { parent_id: parentId } },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  await awaitOperations(env, env.projectId, body.operations);
  return body.branch.id;
}

async function put(s3: S3Client, key: string): Promise<void> {
  await s3.send(new PutObjectCommand({ Bucket: "media", Key: key, Body: key }));
}

/** Each branch's count, by name, as GET /__emulator/state shows it. */
async function counts(): Promise<Record<string, number>> {
  const state = await env.state();
  return Object.fromEntries(
    state.projects[0].branches.map((branch: Loose) => [branch.name, branch.uploads]),
  );
}

beforeAll(async () => {
  const { body } = await env.api("GET", `${project()}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
  await createBucket(env, main, "media");
  mainS3 = await branchS3(env, main);
});

describe("the example branch service (docs/emulator/where-to-change.md)", () => {
  test("counts uploads per branch: a child starts from its parent's, a restore brings the source's", async () => {
    await put(mainS3, "a.txt");
    await put(mainS3, "b.txt");
    const { body: listed } = await env.api("GET", `${project()}/branches`);
    const mainName = listed.branches.find((branch: Loose) => branch.id === main).name;
    expect((await counts())[mainName]).toBe(2);

    const child = await newBranch(main);
    const childName = (await env.api("GET", `${project()}/branches/${child}`)).body.branch.name;
    const childS3 = await branchS3(env, child);
    await put(childS3, "c.txt");
    expect(await counts()).toMatchObject({ [mainName]: 2, [childName]: 3 });

    const { status, body } = await env.api("POST", `${project()}/branches/${child}/restore`, {
      body: { source_branch_id: main, preserve_under_name: "before-restore" },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    await awaitOperations(env, env.projectId, body.operations);
    await put(mainS3, "d.txt");
    expect(await counts()).toMatchObject({
      [mainName]: 3,
      [childName]: 2,
      "before-restore": 3,
    });
  });

  test("the docs show the example as it is", () => {
    const docs = readFileSync(
      resolve(import.meta.dirname, "../../../docs/emulator/where-to-change.md"),
      "utf8",
    );
    const example = readFileSync(
      resolve(import.meta.dirname, "../support/upload-counter-service.ts"),
      "utf8",
    );
    const shown = /<!-- example-service -->\n```ts\n([\s\S]*?)```/.exec(docs)?.[1];
    expect(shown).toBe(example);
  });
});
