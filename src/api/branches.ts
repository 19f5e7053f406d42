import type { ApiClient } from "./http.ts";
import {
  type Branch,
  branchCreatedSchema,
  branchDeletedSchema,
  branchesPageSchema,
  branchResponseSchema,
  connectionUriSchema,
} from "./schemas.ts";

const SEARCH_PAGE_LIMIT = 100;
const MAX_SEARCH_PAGES = 50;

export async function getBranch(client: ApiClient, projectId: string, branchId: string) {
  const answer = await client.sendOptional("GET", `/projects/${projectId}/branches/${branchId}`, {
    schema: branchResponseSchema,
  });
  return answer?.branch;
}

/** The branch whose name is exactly `name` (search matches substrings), oldest first on a tie. */
export async function findBranchByName(client: ApiClient, projectId: string, name: string) {
  const matches: Branch[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_SEARCH_PAGES; page++) {
    const answer = await client.send("GET", `/projects/${projectId}/branches`, {
      schema: branchesPageSchema,
      query: { search: name, limit: SEARCH_PAGE_LIMIT, cursor },
    });
    matches.push(...answer.branches.filter((branch) => branch.name === name));
    cursor = answer.pagination?.next;
    if (!cursor || answer.branches.length === 0) break;
  }
  return matches.sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
}

export interface BranchCreate {
  name: string;
  parentId?: string;
  endpoint?: { minCu: number; maxCu: number; suspendTimeoutSeconds: number };
}

export async function createBranch(client: ApiClient, projectId: string, create: BranchCreate) {
  const endpoints = create.endpoint
    ? [
        {
          type: "read_write",
          autoscaling_limit_min_cu: create.endpoint.minCu,
          autoscaling_limit_max_cu: create.endpoint.maxCu,
          suspend_timeout_seconds: create.endpoint.suspendTimeoutSeconds,
        },
      ]
    : undefined;
  return client.send("POST", `/projects/${projectId}/branches`, {
    schema: branchCreatedSchema,
    body: { branch: { name: create.name, parent_id: create.parentId }, endpoints },
  });
}

export async function deleteBranch(client: ApiClient, projectId: string, branchId: string) {
  return client.sendOptional("DELETE", `/projects/${projectId}/branches/${branchId}`, {
    schema: branchDeletedSchema,
  });
}

export async function getConnectionUri(
  client: ApiClient,
  projectId: string,
  params: { branchId: string; endpointId: string; role: string; database: string; pooled: boolean },
) {
  const answer = await client.send("GET", `/projects/${projectId}/connection_uri`, {
    schema: connectionUriSchema,
    query: {
      branch_id: params.branchId,
      endpoint_id: params.endpointId,
      role_name: params.role,
      database_name: params.database,
      ...(params.pooled ? { pooled: "true" } : {}),
    },
  });
  return answer.uri;
}
