import { ApiError } from "../core/errors.ts";
import type { ApiClient } from "./http.ts";
import {
  type BranchAiGateway,
  type BranchBucket,
  type BranchFunction,
  type BranchStorage,
  branchAiGatewaySchema,
  branchBucketsSchema,
  branchFunctionSchema,
  branchFunctionsSchema,
  branchStorageSchema,
} from "./responses.ts";

// The branch services a branch credential opens: Object Storage (getProjectBranchStorage), the
// AI gateway (getProjectBranchAiGateway) and Functions (listProjectBranchFunctions). Each
// answers 404 with Neon's reason when the platform does not offer it: "not offered", said.

export type Offered<T> = { offered: true; value: T } | { offered: false; reason: string };

const branchPath = (projectId: string, branchId: string) =>
  `/projects/${projectId}/branches/${branchId}`;

export function getBranchStorage(
  client: ApiClient,
  projectId: string,
  branchId: string,
): Promise<Offered<BranchStorage>> {
  return offered(() =>
    client.send("GET", `${branchPath(projectId, branchId)}/storage`, {
      schema: branchStorageSchema(),
    }),
  );
}

export function getBranchAiGateway(
  client: ApiClient,
  projectId: string,
  branchId: string,
): Promise<Offered<BranchAiGateway>> {
  return offered(() =>
    client.send("GET", `${branchPath(projectId, branchId)}/ai_gateway`, {
      schema: branchAiGatewaySchema(),
    }),
  );
}

/** listProjectBranchBuckets: the branch's own and inherited buckets. */
export async function listBranchBuckets(
  client: ApiClient,
  projectId: string,
  branchId: string,
): Promise<Offered<BranchBucket[]>> {
  const answer = await offered(() =>
    client.send("GET", `${branchPath(projectId, branchId)}/buckets`, {
      schema: branchBucketsSchema(),
    }),
  );
  return answer.offered ? { offered: true, value: answer.value.buckets } : answer;
}

/** getProjectBranchFunction. */
export async function getBranchFunction(
  client: ApiClient,
  projectId: string,
  branchId: string,
  slug: string,
) {
  const answer = await client.send(
    "GET",
    `${branchPath(projectId, branchId)}/functions/${encodeURIComponent(slug)}`,
    { schema: branchFunctionSchema() },
  );
  return answer.function;
}

export async function listBranchFunctions(
  client: ApiClient,
  projectId: string,
  branchId: string,
): Promise<Offered<BranchFunction[]>> {
  const answer = await offered(() =>
    client.send("GET", `${branchPath(projectId, branchId)}/functions`, {
      schema: branchFunctionsSchema(),
    }),
  );
  return answer.offered ? { offered: true, value: answer.value.functions } : answer;
}

async function offered<T>(request: () => Promise<T>): Promise<Offered<T>> {
  try {
    return { offered: true, value: await request() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { offered: false, reason: `404: ${error.platformMessage ?? error.summary}` };
    throw error;
  }
}
