import { ApiError, badRequest, conflict, notFound } from "../../../control-plane/errors.ts";
import { readWriteOn } from "../../../control-plane/services/computes/computes.ts";
import { requireDatabase } from "../../../control-plane/services/roles-databases/databases.ts";
import { branchRef } from "../../../control-plane/services/shared/data-plane-requests.ts";
import { findBranch } from "../../../control-plane/state/find-branch.ts";
import type { Platform } from "../../../control-plane/state/platform.ts";
import { newPassword } from "../../../control-plane/state/records/ids.ts";
import type { Branch, Project } from "../../../control-plane/state/records/records.ts";
import type { ProxyAddress } from "../../../front-doors/service-front-door.ts";
import type { ServiceDataPlane } from "../../branch-service.ts";
import type { ServiceBus } from "../../service-bus.ts";
import type { DataApiInstance } from "../rest/core/instance.ts";
import type { DataApiService } from "../rest/rest-service.ts";
import { type DataApiSetup, dataApiSetupSql } from "./database-setup.ts";
import type { BranchDataApis, DataApi, DataApiSettingsRecord } from "./records.ts";

/**
 * Neon's Data API per branch database (createProjectBranchDataAPI, getProjectBranchDataAPI,
 * updateProjectBranchDataAPI, deleteProjectBranchDataAPI): the record, the database's setup
 * (run on the branch's data at once), and what the REST service needs to serve it.
 */

/** The running side of the Data API, as its API code reaches it. */
export interface DataApiRuntime {
  /** The REST service (../rest/): the pools, schema caches and key sets it keeps per branch. */
  rest: DataApiService;
  dataPlane: ServiceDataPlane;
  /** Where the proxy listens (real computes only): the service connects through it. */
  proxy: ProxyAddress | undefined;
  /** The proxy's HTTP origin, where the Data APIs' URLs live. */
  origin: string;
  /** Where it asks Neon Auth for a branch's keys. */
  bus: ServiceBus;
  /** Each branch's Data APIs, by branch id. */
  branches: Map<string, BranchDataApis>;
}

export interface DataApiCreateInput {
  auth_provider?: "neon_auth" | "external" | undefined;
  jwks_url?: string | undefined;
  provider_name?: string | undefined;
  jwt_audience?: string | undefined;
  add_default_grants?: boolean | undefined;
  skip_auth_schema?: boolean | undefined;
  settings?: Partial<DataApiSettingsRecord> | undefined;
}

const defaultSettings = (): DataApiSettingsRecord => ({
  db_schemas: ["public"],
  db_anon_role: "anonymous",
  db_aggregates_enabled: true,
  jwt_role_claim_key: ".role",
});

function merged(
  base: DataApiSettingsRecord,
  change: Partial<DataApiSettingsRecord> | undefined,
): DataApiSettingsRecord {
  const next: DataApiSettingsRecord = { ...base };
  for (const [key, value] of Object.entries(change ?? {})) {
    if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
  }
  if (next.db_schemas.length === 0)
    throw badRequest("settings.db_schemas must name at least one schema");
  return next;
}

export function requireDataApi(runtime: DataApiRuntime, branch: Branch, database: string): DataApi {
  const found = runtime.branches.get(branch.id)?.apis.get(database);
  if (!found) throw notFound(`Data API not found for database ${database} on branch ${branch.id}`);
  return found;
}

export async function createDataApi(
  platform: Platform,
  runtime: DataApiRuntime,
  project: Project,
  branch: Branch,
  databaseName: string,
  input: DataApiCreateInput,
): Promise<DataApi> {
  const database = requireDatabase(branch, databaseName);
  const apisOf = () => runtime.branches.get(branch.id);
  if (apisOf()?.apis.has(databaseName)) {
    throw conflict(`Data API already exists for database ${databaseName} on branch ${branch.id}`);
  }
  if (branch.expires_at !== undefined) throw badRequest(expiringBranchRefusal(branch));
  const provider = input.auth_provider ?? "neon_auth";
  if (provider === "external" && !input.jwks_url) {
    throw badRequest("jwks_url is required when auth_provider is external");
  }
  if (provider === "neon_auth" && !runtime.bus.ask("neonAuthUrls", branch)) {
    throw badRequest(
      `Neon Auth is not enabled on branch ${branch.id}: enable it first (POST …/branches/${branch.id}/auth), or use auth_provider external with a jwks_url`,
    );
  }
  const settings = merged(defaultSettings(), input.settings);
  const password = apisOf()?.authenticatorPassword ?? newPassword();
  const defaultGrants = input.add_default_grants ?? false;
  const authSchema = !(input.skip_auth_schema ?? false);
  try {
    await runtime.dataPlane.runAdminSql(
      branchRef(project, branch),
      databaseName,
      dataApiSetup(password, database.owner_name, { defaultGrants, authSchema }),
    );
  } catch (error) {
    throw new ApiError(
      500,
      "INTERNAL_ERROR",
      `could not set up the Data API on database ${databaseName}: ${(error as Error).message}`,
    );
  }
  if (apisOf()?.apis.has(databaseName)) {
    throw conflict(`Data API already exists for database ${databaseName} on branch ${branch.id}`);
  }
  const own = apisOf() ?? { apis: new Map<string, DataApi>() };
  own.authenticatorPassword = password;
  runtime.branches.set(branch.id, own);
  const record: DataApi = {
    database: databaseName,
    auth_provider: provider,
    ...(input.jwks_url !== undefined ? { jwks_url: input.jwks_url } : {}),
    ...(input.provider_name !== undefined ? { provider_name: input.provider_name } : {}),
    ...(input.jwt_audience !== undefined ? { jwt_audience: input.jwt_audience } : {}),
    settings,
    auth_schema: authSchema,
    default_grants: defaultGrants,
    created_at: platform.clock.now(),
    generation: 1,
  };
  own.apis.set(databaseName, record);
  return record;
}

/**
 * A child branch has its parent's Data APIs (Neon: "a child branch includes the services enabled
 * on its parent"): its data has the parent's roles, auth schema and grants; its service has its
 * own URL and schema cache, and checks the child's own Neon Auth keys.
 */
export function inheritDataApis(
  runtime: DataApiRuntime,
  parent: Branch,
  child: Branch,
  now: number,
): void {
  const inherited = runtime.branches.get(parent.id);
  if (!inherited || inherited.apis.size === 0 || !inherited.authenticatorPassword) return;
  const apis = new Map(
    [...inherited.apis].map(([name, record]) => [
      name,
      {
        ...record,
        settings: { ...record.settings, db_schemas: [...record.settings.db_schemas] },
        created_at: now,
        generation: 1,
      },
    ]),
  );
  runtime.branches.set(child.id, { apis, authenticatorPassword: inherited.authenticatorPassword });
}

function dataApiSetup(
  authenticatorPassword: string,
  owner: string,
  made: { defaultGrants: boolean; authSchema: boolean },
): string[] {
  const setup: DataApiSetup = {
    authenticatorPassword,
    owner,
    addDefaultGrants: made.defaultGrants,
    skipAuthSchema: !made.authSchema,
  };
  return dataApiSetupSql(setup);
}

/**
 * The branch's data was replaced (a restore, a reset) by data that may lack the service's roles,
 * grants and `auth` schema (a source without the Data API) or hold another authenticator
 * password: as Neon keeps the service, they are set up again, as each Data API was made. One
 * whose database the new data lacks goes. The running service reloads its schema caches and
 * forgets the keys it fetched (the branch's Neon Auth keys may have changed with the data).
 */
export async function setUpDataApisAgain(
  runtime: DataApiRuntime,
  project: Project,
  branch: Branch,
): Promise<void> {
  const own = runtime.branches.get(branch.id);
  const password = own?.authenticatorPassword;
  for (const record of [...(own?.apis.values() ?? [])]) {
    const database = branch.databases.get(record.database);
    if (!database || !password) {
      own?.apis.delete(record.database);
      continue;
    }
    await runtime.dataPlane.runAdminSql(
      branchRef(project, branch),
      record.database,
      dataApiSetup(password, database.owner_name, {
        defaultGrants: record.default_grants,
        authSchema: record.auth_schema,
      }),
    );
    record.generation += 1;
  }
  await runtime.rest.stop(branch.id);
}

/** New settings, and always a schema cache reload (Neon: "the schema cache is always refreshed"). */
export function updateDataApi(
  runtime: DataApiRuntime,
  branch: Branch,
  databaseName: string,
  settings: Partial<DataApiSettingsRecord> | undefined,
): void {
  const record = requireDataApi(runtime, branch, databaseName);
  record.settings = merged(record.settings, settings);
  record.generation += 1;
}

export async function deleteDataApi(
  runtime: DataApiRuntime,
  branch: Branch,
  databaseName: string,
): Promise<void> {
  requireDataApi(runtime, branch, databaseName);
  runtime.branches.get(branch.id)?.apis.delete(databaseName);
  await runtime.rest.stop(branch.id, databaseName);
}

/** The schemas a client could expose: the database's, as the service's schema cache would list them. */
export function availableSchemas(record: DataApi): string[] {
  const schemas = new Set([...(record.auth_schema ? ["auth"] : []), ...record.settings.db_schemas]);
  return [...schemas].sort();
}

/** What the REST service needs for a request: the record, the compute to connect to, the keys. */
export function dataApiInstance(
  platform: Platform,
  runtime: DataApiRuntime,
  branchId: string,
  databaseName: string,
): DataApiInstance | undefined {
  const found = findBranch(platform, branchId);
  const own = runtime.branches.get(branchId);
  const record = own?.apis.get(databaseName);
  const password = own?.authenticatorPassword;
  if (!found || !record || !password) return undefined;
  const { project, branch } = found;
  const s = record.settings;
  return {
    key: `${branch.id}/${databaseName}`,
    database: databaseName,
    settings: {
      db_schemas: s.db_schemas,
      db_anon_role: s.db_anon_role,
      db_max_rows: s.db_max_rows,
      db_extra_search_path: s.db_extra_search_path ?? "public, extensions",
      jwt_role_claim_key: s.jwt_role_claim_key,
      server_cors_allowed_origins: s.server_cors_allowed_origins,
      openapi_mode: s.openapi_mode,
      db_aggregates_enabled: s.db_aggregates_enabled,
      db_plan_enabled: s.db_plan_enabled ?? false,
    },
    jwksUrl:
      record.auth_provider === "external"
        ? record.jwks_url
        : runtime.bus.ask("neonAuthUrls", branch)?.jwksUrl,
    audience: record.jwt_audience,
    endpointId: readWriteOn(project, branch.id)?.id,
    proxy: runtime.proxy,
    authenticatorPassword: password,
    generation: record.generation,
  };
}

/** Neon's guides/branch-expiration: branch expiration is not supported with the Data API. */
export function expiringBranchRefusal(branch: Branch): string {
  return `branch ${branch.id} has an expiration: branch expiration is not supported on branches that use the Data API; remove its expiration (expires_at: null) first`;
}
