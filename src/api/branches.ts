import { ApiError } from "../core/errors.ts";
import type { BranchRef } from "../settings/branch-ref.ts";
import type { ApiClient } from "./http.ts";
import {
  type Branch,
  branchCreatedSchema,
  branchDeletedSchema,
  branchesPageSchema,
  branchOperationsSchema,
  branchResponseSchema,
  connectionUriSchema,
} from "./responses.ts";

const SEARCH_PAGE_LIMIT = 100;
const MAX_SEARCH_PAGES = 50;
/**
 * Neon's largest page (ListProjectBranches: `limit` at most 10,000): a project holds at most
 * 5,000 branches, so one request lists any project, which provision's find and fleet line
 * make on every run.
 */
const LIST_PAGE_LIMIT = 10_000;
/** 1,000,000 branches: far beyond any project; only a cursor that never ends gets here. */
const MAX_LIST_PAGES = 100;

export async function getBranch(client: ApiClient, projectId: string, branchId: string) {
  const answer = await client.sendOptional("GET", `/projects/${projectId}/branches/${branchId}`, {
    schema: branchResponseSchema(),
  });
  return answer?.branch;
}

/** The branch the inputs name, by id or by name; undefined when there is none. */
export async function findBranch(
  client: ApiClient,
  projectId: string,
  ref: BranchRef,
): Promise<Branch | undefined> {
  return "id" in ref
    ? getBranch(client, projectId, ref.id)
    : findBranchByName(client, projectId, ref.name);
}

/** The branch whose name is exactly `name` (search matches substrings), oldest first on a tie. */
export async function findBranchByName(client: ApiClient, projectId: string, name: string) {
  const matches: Branch[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_SEARCH_PAGES; page++) {
    const answer = await client.send("GET", `/projects/${projectId}/branches`, {
      schema: branchesPageSchema(),
      query: { search: name, limit: SEARCH_PAGE_LIMIT, cursor },
    });
    matches.push(...answer.branches);
    cursor = answer.pagination?.next;
    if (!cursor || answer.branches.length === 0) break;
  }
  return oldestNamed(matches, name);
}

/** The branch named exactly `name` among `branches`, the oldest on a tie (names aren't unique). */
export function oldestNamed<T extends Branch>(branches: T[], name: string): T | undefined {
  return branches
    .filter((branch) => branch.name === name)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
}

/** A listed branch, with its annotation's properties when it has one. */
export type ListedBranch = Branch & { annotation?: Record<string, string> };

/**
 * Every branch of the project, page by page (`limit` and `pagination.next`). Oldest first by
 * creation time: a branch created or changed while we page (another run provisioning) then
 * lands after the pages already read instead of shifting them, so none is read twice or missed.
 */
export async function listBranches(client: ApiClient, projectId: string): Promise<ListedBranch[]> {
  const branches: ListedBranch[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page++) {
    const answer = await client.send("GET", `/projects/${projectId}/branches`, {
      schema: branchesPageSchema(),
      query: { sort_by: "created_at", sort_order: "asc", limit: LIST_PAGE_LIMIT, cursor },
    });
    for (const branch of answer.branches) {
      if (seen.has(branch.id)) continue;
      seen.add(branch.id);
      const annotation = answer.annotations?.[branch.id]?.value;
      branches.push(annotation ? { ...branch, annotation } : branch);
    }
    const next = answer.pagination?.next;
    if (!next || next === cursor || answer.branches.length === 0) return branches;
    cursor = next;
  }
  throw new ApiError(`listed ${MAX_LIST_PAGES} pages of branches without reaching the end`, {
    method: "GET",
    path: `/projects/${projectId}/branches`,
  });
}

export interface BranchCreate {
  name: string;
  parentId?: string;
  /** RFC 3339 at whole seconds; omitted: the branch never expires. */
  expiresAt?: string;
  /** Copy only the parent's schema (`init_source: schema-only`). */
  schemaOnly?: boolean;
  /** Neon's protected branch (neon.ts `protected`). */
  protected?: boolean;
  /** Neon's branch annotation (`annotation_value`): key/value properties, e.g. its owner. */
  annotation?: Record<string, string>;
  endpoint?: { minCu: number; maxCu: number; suspendTimeoutSeconds: number; name?: string };
}

/** The body of `POST …/branches`, which an anonymized branch's create carries as `branch_create`. */
export function branchCreateBody(create: BranchCreate) {
  const endpoints = create.endpoint
    ? [
        {
          type: "read_write",
          autoscaling_limit_min_cu: create.endpoint.minCu,
          autoscaling_limit_max_cu: create.endpoint.maxCu,
          suspend_timeout_seconds: create.endpoint.suspendTimeoutSeconds,
          ...(create.endpoint.name ? { name: create.endpoint.name } : {}),
        },
      ]
    : undefined;
  return {
    branch: {
      name: create.name,
      parent_id: create.parentId,
      ...(create.schemaOnly ? { init_source: "schema-only" } : {}),
      ...(create.expiresAt ? { expires_at: create.expiresAt } : {}),
      ...(create.protected !== undefined ? { protected: create.protected } : {}),
    },
    endpoints,
  };
}

/** `annotation_value`, beside the branch in createProjectBranch and createProjectBranchAnonymized. */
export function annotationBody(create: BranchCreate) {
  return create.annotation ? { annotation_value: create.annotation } : {};
}

export async function createBranch(client: ApiClient, projectId: string, create: BranchCreate) {
  return client.send("POST", `/projects/${projectId}/branches`, {
    schema: branchCreatedSchema(),
    body: { ...branchCreateBody(create), ...annotationBody(create) },
  });
}

/** Moves the branch's expiration; the same absolute time sent twice changes nothing more. */
export async function updateBranchExpiry(
  client: ApiClient,
  projectId: string,
  branchId: string,
  expiresAt: string,
) {
  return client.send("PATCH", `/projects/${projectId}/branches/${branchId}`, {
    schema: branchOperationsSchema(),
    body: { branch: { expires_at: expiresAt } },
    idempotent: true,
  });
}

/**
 * Restores the branch to `sourceBranchId`'s latest state (its parent's: Neon's "reset from
 * parent"). Repeated after a lost answer: a second reset to the same head leaves the same data.
 */
export async function restoreBranch(
  client: ApiClient,
  projectId: string,
  branchId: string,
  sourceBranchId: string,
) {
  return client.send("POST", `/projects/${projectId}/branches/${branchId}/restore`, {
    schema: branchOperationsSchema(),
    body: { source_branch_id: sourceBranchId },
    idempotent: true,
  });
}

export async function deleteBranch(client: ApiClient, projectId: string, branchId: string) {
  return client.sendOptional("DELETE", `/projects/${projectId}/branches/${branchId}`, {
    schema: branchDeletedSchema(),
  });
}

export async function getConnectionUri(
  client: ApiClient,
  projectId: string,
  /** Without `endpointId`, the platform names the branch's read_write compute. */
  params: {
    branchId: string;
    endpointId?: string;
    role: string;
    database: string;
    pooled: boolean;
  },
) {
  const answer = await client.send("GET", `/projects/${projectId}/connection_uri`, {
    schema: connectionUriSchema(),
    query: {
      branch_id: params.branchId,
      ...(params.endpointId ? { endpoint_id: params.endpointId } : {}),
      role_name: params.role,
      database_name: params.database,
      ...(params.pooled ? { pooled: "true" } : {}),
    },
  });
  return answer.uri;
}
