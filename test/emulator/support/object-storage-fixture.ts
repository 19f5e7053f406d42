import { S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { expect } from "vitest";
import type { TestEmulator } from "./helpers.ts";

/** A branch credential as createCredential answers it (its secrets shown once). */
export interface Minted {
  token_id: string;
  s3_secret_access_key: string;
  api_token: string;
}

/** createCredential on the branch; every secret minted is remembered in `secrets`. */
export async function mintCredential(
  env: TestEmulator,
  branchId: string,
  scopes: string[],
  secrets?: Set<string>,
): Promise<Minted> {
  const { status, body } = await env.api(
    "POST",
    `/projects/${env.projectId}/branches/${branchId}/credentials`,
    { body: { scopes, principal_type: "user", name: "storage test" } },
  );
  expect(status, JSON.stringify(body)).toBe(201);
  secrets?.add(body.s3_secret_access_key);
  secrets?.add(body.api_token);
  return body;
}

/** getProjectBranchStorage's endpoint and region. */
export async function storageOf(
  env: TestEmulator,
  branchId: string,
): Promise<{ s3_endpoint: string; region: string }> {
  const { status, body } = await env.api(
    "GET",
    `/projects/${env.projectId}/branches/${branchId}/storage`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** @aws-sdk/client-s3 as an app configures it from @neon/env's AWS_* variables. */
export function s3Client(
  storage: { s3_endpoint: string; region: string },
  minted: { token_id: string; s3_secret_access_key: string },
): S3Client {
  return new S3Client({
    endpoint: storage.s3_endpoint,
    region: storage.region,
    forcePathStyle: true,
    credentials: { accessKeyId: minted.token_id, secretAccessKey: minted.s3_secret_access_key },
  });
}

/** A branch's S3 client with a fresh credential of its own (storage:read and storage:write). */
export async function branchS3(env: TestEmulator, branchId: string): Promise<S3Client> {
  const minted = await mintCredential(env, branchId, ["storage:read", "storage:write"]);
  return s3Client(await storageOf(env, branchId), minted);
}

/** The S3 error a call failed with: its code (the SDK's error name) and HTTP status. */
export async function s3Refusal(
  call: Promise<unknown>,
): Promise<{ name: string; status?: number }> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(S3ServiceException);
    const failure = error as S3ServiceException;
    return { name: failure.name, status: failure.$metadata.httpStatusCode };
  }
  throw new Error("the call succeeded");
}

export const bodyText = async (output: { Body?: { transformToString(): Promise<string> } }) =>
  (await output.Body?.transformToString()) ?? "";

export async function createBucket(
  env: TestEmulator,
  branchId: string,
  name: string,
  accessLevel?: "private" | "public_read",
) {
  const { status, body } = await env.api(
    "POST",
    `/projects/${env.projectId}/branches/${branchId}/buckets`,
    { body: { name, ...(accessLevel ? { access_level: accessLevel } : {}) } },
  );
  expect(status, JSON.stringify(body)).toBe(201);
  return body.bucket;
}
