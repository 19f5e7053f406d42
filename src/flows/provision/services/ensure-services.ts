import * as core from "@actions/core";
import type { ApiClient } from "../../../api/http.ts";
import type { Branch, DataApi, NeonAuth } from "../../../api/responses.ts";
import { createDataApi, createNeonAuth, getDataApi, getNeonAuth } from "../../../api/services.ts";
import { sleep } from "../../../api/timing.ts";
import { ApiError, UserError } from "../../../core/errors.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import type { Outputs } from "../../shared/publish-report.ts";

// `auth` and `data-api`: the PR branch's Neon Auth and Data API. A branch created from a parent
// that has them has them already (Neon copies them): one read each. When missing they are
// enabled like the parent's, which is only ever read.

export type ServiceSettings = Pick<
  ProvisionSettings,
  "projectId" | "auth" | "dataApi" | "connection" | "dataApiPlan"
>;

export interface BranchServices {
  auth?: NeonAuth;
  dataApi?: DataApi;
}

const FIRST_LOOK_MS = 100;
const MAX_LOOK_MS = 2000;
const MAX_LOOKS = 40;

export async function ensureServices(
  settings: ServiceSettings,
  client: ApiClient,
  branch: Branch,
  signal?: AbortSignal,
): Promise<BranchServices> {
  const services: BranchServices = {};
  if (settings.auth) services.auth = await ensureAuth(settings, client, branch, signal);
  const database = settings.connection?.database;
  if (settings.dataApi && database)
    services.dataApi = await ensureDataApi(settings, client, branch, database, signal);
  return services;
}

async function ensureAuth(
  { projectId }: ServiceSettings,
  client: ApiClient,
  branch: Branch,
  signal?: AbortSignal,
): Promise<NeonAuth> {
  const found = await getNeonAuth(client, projectId, branch.id);
  if (found) return found;
  const parent = branch.parent_id
    ? await getNeonAuth(client, projectId, branch.parent_id)
    : undefined;
  const body = { auth_provider: parent?.auth_provider ?? "better_auth" };
  core.info(`Enabling Neon Auth (${body.auth_provider}) on branch ${branch.name}`);
  await refusedAsUserError(
    () => createNeonAuth(client, projectId, branch.id, body),
    `Input "auth": Neon Auth could not be enabled on branch ${branch.name}`,
    "the plan may not offer Neon Auth, or the API key may not enable it: enable it on the parent branch (a new branch then has it), or set auth: false",
  );
  return untilAnswered(() => getNeonAuth(client, projectId, branch.id), "Neon Auth", signal);
}

async function ensureDataApi(
  settings: ServiceSettings,
  client: ApiClient,
  branch: Branch,
  database: string,
  signal?: AbortSignal,
): Promise<DataApi> {
  const { projectId } = settings;
  const found = await getDataApi(client, projectId, branch.id, database);
  if (found) return found;
  const parent = branch.parent_id
    ? await getDataApi(client, projectId, branch.parent_id, database)
    : undefined;
  // getProjectBranchDataAPI does not tell the parent's provider: neon.ts's, else Neon Auth (the
  // platform's default); neon.ts's settings, else the parent's.
  const { settings: planned, ...wiring } = settings.dataApiPlan ?? { auth_provider: "neon_auth" };
  const chosen = planned ?? parent?.settings ?? undefined;
  const body = { ...wiring, ...(chosen ? { settings: chosen } : {}) };
  core.info(`Enabling the Data API for database ${database} on branch ${branch.name}`);
  await refusedAsUserError(
    () => createDataApi(client, projectId, branch.id, database, body),
    `Input "data-api": the Data API could not be enabled for database ${database} on branch ${branch.name}`,
    `the plan may not offer the Data API, or the API key may not enable it; it authenticates with Neon Auth${settings.auth ? "" : " (set auth: true)"}; or enable it on the parent branch, or set data-api: false`,
  );
  return untilAnswered(
    () => getDataApi(client, projectId, branch.id, database),
    "the Data API",
    signal,
  );
}

/** A refusal (4xx) is the user's to fix: the platform's message and a hint, on one line. */
async function refusedAsUserError<T>(
  request: () => Promise<T>,
  what: string,
  hint: string,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500)
      throw new UserError(`${what}: ${error.platformMessage ?? error.summary}. Hint: ${hint}`);
    throw error;
  }
}

async function untilAnswered<T>(
  read: () => Promise<T | undefined>,
  what: string,
  signal?: AbortSignal,
): Promise<T> {
  let delay = FIRST_LOOK_MS;
  for (let look = 0; look < MAX_LOOKS; look++) {
    const answer = await read();
    if (answer !== undefined) return answer;
    await sleep(delay, signal);
    delay = Math.min(delay * 2, MAX_LOOK_MS);
  }
  throw new Error(`${what} was enabled but does not answer`);
}

/** Public URLs (no key): outputs, the job summary and the sticky comment show them. */
export function serviceOutputs(services: BranchServices): Outputs {
  return {
    "auth-url": services.auth?.base_url,
    "auth-jwks-url": services.auth?.jwks_url,
    "data-api-url": services.dataApi?.url,
  };
}

export function serviceRows(services: BranchServices): { label: string; url: string }[] {
  const rows: { label: string; url: string }[] = [];
  if (services.auth) {
    rows.push({ label: "Neon Auth", url: services.auth.base_url });
    rows.push({ label: "Neon Auth JWKS", url: services.auth.jwks_url });
  }
  if (services.dataApi) rows.push({ label: "Data API", url: services.dataApi.url });
  return rows;
}
