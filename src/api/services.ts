import type { ApiClient } from "./http.ts";
import {
  type DataApi,
  dataApiCreatedSchema,
  dataApiSchema,
  type NeonAuth,
  neonAuthSchema,
} from "./responses.ts";

// A branch's services: Neon Auth (getNeonAuth, createNeonAuth) and the Data API per database
// (getProjectBranchDataAPI, createProjectBranchDataAPI). A 404 answers "not enabled".

const authPath = (projectId: string, branchId: string) =>
  `/projects/${projectId}/branches/${branchId}/auth`;
const dataApiPath = (projectId: string, branchId: string, database: string) =>
  `/projects/${projectId}/branches/${branchId}/data-api/${encodeURIComponent(database)}`;

export function getNeonAuth(
  client: ApiClient,
  projectId: string,
  branchId: string,
): Promise<NeonAuth | undefined> {
  return client.sendOptional("GET", authPath(projectId, branchId), { schema: neonAuthSchema() });
}

/** The answer's `secret_server_key` is dropped by the schema: never kept, logged or written. */
export function createNeonAuth(
  client: ApiClient,
  projectId: string,
  branchId: string,
  body: { auth_provider: string; database_name?: string },
): Promise<NeonAuth> {
  return client.send("POST", authPath(projectId, branchId), { schema: neonAuthSchema(), body });
}

export function getDataApi(
  client: ApiClient,
  projectId: string,
  branchId: string,
  database: string,
): Promise<DataApi | undefined> {
  return client.sendOptional("GET", dataApiPath(projectId, branchId, database), {
    schema: dataApiSchema(),
  });
}

export function createDataApi(
  client: ApiClient,
  projectId: string,
  branchId: string,
  database: string,
  body: {
    auth_provider: "neon_auth" | "external";
    jwks_url?: string;
    provider_name?: string;
    jwt_audience?: string;
    settings?: Record<string, unknown>;
  },
): Promise<{ url: string }> {
  return client.send("POST", dataApiPath(projectId, branchId, database), {
    schema: dataApiCreatedSchema(),
    body,
  });
}
