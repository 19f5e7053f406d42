import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, test } from "vitest";
import { REPO_ROOT, runScriptStep } from "../../support/runner/index.ts";
import { pr, startWorld, type World } from "../../support/world.ts";
import { defaultBranch, succeeded, URI_INPUTS } from "../../support/world-helpers.ts";

// An app whose neon.ts declares buckets: its PR preview gets the PR branch's own buckets (a copy
// of production's objects as of the branch, copy-on-write), listed in the summary, and the AWS_*
// variables of a credential minted for the run; what the PR uploads lands on the PR branch only,
// and the credential is revoked by the post step.

let world: World;
let workspace: string;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
  await world?.stop();
});

const NEON_TS = `import { defineConfig } from "@neon/config/v1";
export default defineConfig({
  buckets: { uploads: { access: "private" }, avatars: { access: "public_read" } },
});
`;

const project = () => `/projects/${world.emulator.projectId}`;

/** Production's S3 client, with a credential of its own. */
async function productionS3(branchId: string): Promise<S3Client> {
  const minted = await world.api<{ token_id: string; s3_secret_access_key: string }>(
    "POST",
    `${project()}/branches/${branchId}/credentials`,
    { scopes: ["storage:read", "storage:write"], principal_type: "user", name: "production" },
  );
  expect(minted.status).toBe(201);
  const storage = await world.api<{ s3_endpoint: string; region: string }>(
    "GET",
    `${project()}/branches/${branchId}/storage`,
  );
  return new S3Client({
    endpoint: storage.body.s3_endpoint,
    region: storage.body.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: minted.body.token_id,
      secretAccessKey: minted.body.s3_secret_access_key,
    },
  });
}

const keysIn = async (s3: S3Client, bucket: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key);

test("the PR branch's own buckets: production's objects as of the branch, the PR's uploads its own, the credential revoked after", async () => {
  const main = await defaultBranch(world);
  const created = await world.api("POST", `${project()}/branches/${main.id}/buckets`, {
    name: "uploads",
    access_level: "private",
  });
  expect(created.status).toBe(201);
  const production = await productionS3(main.id);
  await production.send(
    new PutObjectCommand({ Bucket: "uploads", Key: "from-production.txt", Body: "prod" }),
  );

  workspace = mkdtempSync(join(tmpdir(), "buckets-preview-"));
  writeFileSync(join(workspace, "neon.ts"), NEON_TS);
  copyFileSync(join(import.meta.dirname, "fixtures/s3-app.mjs"), join(workspace, "s3-app.mjs"));
  symlinkSync(join(REPO_ROOT, "node_modules"), join(workspace, "node_modules"), "dir");
  const inputs = { ...URI_INPUTS, "export-env": "true" };
  const step = await world.step("main", { event: pr("opened", 3201), cwd: workspace, inputs });
  succeeded(step);
  const branchId = step.outputs["branch-id"] ?? "";
  expect(step.env.AWS_ENDPOINT_URL_S3).toContain(branchId);
  expect(step.commands.masks).toEqual(
    expect.arrayContaining([step.env.AWS_SECRET_ACCESS_KEY, step.env.AWS_ACCESS_KEY_ID]),
  );
  expect(step.summary).toContain("neon.ts: bucket avatars created (Neon's engine)");
  expect(step.summary, step.summary).toContain("Bucket avatars (public_read)");
  expect(step.summary).toContain("Bucket uploads (private)");

  const app = join(workspace, "s3-app.mjs");
  const later = await runScriptStep(app, { env: step.env, path: step.path }, { cwd: workspace });
  expect(later.exitCode, later.stderr).toBe(0);
  expect(JSON.parse(later.stdout).keys.sort()).toEqual(["from-production.txt", "from-the-pr.txt"]);
  // Production never sees the PR's upload, nor the bucket only the PR declared.
  expect(await keysIn(production, "uploads")).toEqual(["from-production.txt"]);
  const onMain = await world.api<{ buckets: Array<{ name: string }> }>(
    "GET",
    `${project()}/branches/${main.id}/buckets`,
  );
  expect(onMain.body.buckets.map((b) => b.name)).toEqual(["uploads"]);

  succeeded(
    await world.step("post", {
      event: pr("opened", 3201),
      cwd: workspace,
      inputs,
      state: step.state,
    }),
  );
  const after = await runScriptStep(app, { env: step.env, path: step.path }, { cwd: workspace });
  expect(JSON.parse(after.stdout).error).toMatch(/InvalidAccessKeyId|AccessDenied|Forbidden/);
});
