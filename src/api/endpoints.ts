import type { ApiClient } from "./http.ts";
import {
  endpointResponseSchema,
  endpointsResponseSchema,
  endpointWithOperationsSchema,
} from "./responses.ts";

export interface EndpointSettings {
  minCu: number;
  maxCu: number;
  suspendTimeoutSeconds: number;
}

/** A create also names the compute (the claim ledger: flows/shared/compute-claims.ts). */
export type EndpointCreate = EndpointSettings & { name?: string };

export async function listBranchEndpoints(client: ApiClient, projectId: string, branchId: string) {
  const answer = await client.send("GET", `/projects/${projectId}/branches/${branchId}/endpoints`, {
    schema: endpointsResponseSchema(),
  });
  return answer.endpoints;
}

/** Every compute of the project in one request (Neon's list is not paged). */
export async function listProjectEndpoints(client: ApiClient, projectId: string) {
  const answer = await client.send("GET", `/projects/${projectId}/endpoints`, {
    schema: endpointsResponseSchema(),
  });
  return answer.endpoints;
}

export async function getEndpoint(client: ApiClient, projectId: string, endpointId: string) {
  const answer = await client.sendOptional(
    "GET",
    `/projects/${projectId}/endpoints/${endpointId}`,
    {
      schema: endpointResponseSchema(),
    },
  );
  return answer?.endpoint;
}

export async function createEndpoint(
  client: ApiClient,
  projectId: string,
  branchId: string,
  settings: EndpointCreate,
) {
  return client.send("POST", `/projects/${projectId}/endpoints`, {
    schema: endpointWithOperationsSchema(),
    body: {
      endpoint: {
        branch_id: branchId,
        type: "read_write",
        autoscaling_limit_min_cu: settings.minCu,
        autoscaling_limit_max_cu: settings.maxCu,
        suspend_timeout_seconds: settings.suspendTimeoutSeconds,
        ...(settings.name ? { name: settings.name } : {}),
      },
    },
  });
}

export interface EndpointChange {
  branchId?: string;
  minCu?: number;
  maxCu?: number;
  suspendTimeoutSeconds?: number;
  name?: string;
}

export async function updateEndpoint(
  client: ApiClient,
  projectId: string,
  endpointId: string,
  change: EndpointChange,
) {
  return client.send("PATCH", `/projects/${projectId}/endpoints/${endpointId}`, {
    schema: endpointWithOperationsSchema(),
    body: {
      endpoint: {
        branch_id: change.branchId,
        autoscaling_limit_min_cu: change.minCu,
        autoscaling_limit_max_cu: change.maxCu,
        suspend_timeout_seconds: change.suspendTimeoutSeconds,
        name: change.name,
      },
    },
  });
}

/** Deletes a compute; undefined when it was already gone. */
export async function deleteEndpoint(client: ApiClient, projectId: string, endpointId: string) {
  return client.sendOptional("DELETE", `/projects/${projectId}/endpoints/${endpointId}`, {
    schema: endpointWithOperationsSchema(),
  });
}

/** Suspends a compute (scale to zero); an idle one answers without operations. Undefined when gone. */
export async function suspendEndpoint(client: ApiClient, projectId: string, endpointId: string) {
  return client.sendOptional("POST", `/projects/${projectId}/endpoints/${endpointId}/suspend`, {
    schema: endpointWithOperationsSchema(),
    idempotent: true,
  });
}
