import * as core from "@actions/core";
import type { BranchFunction } from "../../../api/responses.ts";
import type { Outputs } from "../../shared/publish-report.ts";
import type { BranchServices } from "../services/ensure-services.ts";
import type { PreviewEnv } from "./preview-env.ts";

// `export-env`: the variables Neon's tools give an app (`@neon/env` 0.15's `neon-env run`, and
// `neon env pull`), written for the job's later steps, so that `parseEnv` works there without
// a `.env` file. One difference, on purpose: NEON_AI_GATEWAY_BASE_URL is the branch's own
// `base_url` (GET …/ai_gateway), where @neon/env derives a host from the connection URI's.

/** Neon's names for the branch, its URIs (the pooled one is DATABASE_URL) and its services. */
export function neonEnv(
  branchName: string,
  connection: Outputs,
  services: BranchServices = {},
  preview?: PreviewEnv,
): Record<string, string> {
  // parseInputs refuses export-env without role and database: both URIs are there.
  if (connection["database-url-pooled"] === undefined || connection["database-url"] === undefined)
    throw new Error("export-env without connection URIs");
  return {
    ...branchEnv(branchName, connection, services),
    ...(preview ? previewVariables(preview) : {}),
  };
}

/** The branch, its URIs where the run has them, Neon Auth and the Data API: what neon's hooks see. */
export function branchEnv(
  branchName: string,
  connection: Outputs,
  services: BranchServices = {},
): Record<string, string> {
  const pooled = connection["database-url-pooled"];
  const direct = connection["database-url"];
  return {
    NEON_BRANCH: branchName,
    ...(pooled !== undefined ? { DATABASE_URL: pooled } : {}),
    ...(direct !== undefined ? { DATABASE_URL_UNPOOLED: direct } : {}),
    ...(services.auth
      ? { NEON_AUTH_BASE_URL: services.auth.base_url, NEON_AUTH_JWKS_URL: services.auth.jwks_url }
      : {}),
    ...(services.dataApi ? { NEON_DATA_API_URL: services.dataApi.url } : {}),
  };
}

/** Storage and the gateway only with the credential's secrets: never half of a service's names. */
function previewVariables(preview: PreviewEnv): Record<string, string> {
  const { storage, aiGateway, secrets } = preview;
  return {
    ...(storage && secrets
      ? {
          AWS_ACCESS_KEY_ID: secrets.tokenId,
          AWS_SECRET_ACCESS_KEY: secrets.s3SecretAccessKey,
          AWS_ENDPOINT_URL_S3: storage.s3_endpoint,
          AWS_REGION: storage.region,
        }
      : {}),
    ...(aiGateway && secrets
      ? { NEON_AI_GATEWAY_TOKEN: secrets.apiToken, NEON_AI_GATEWAY_BASE_URL: aiGateway.base_url }
      : {}),
    ...functionVariables(preview.functions),
  };
}

/**
 * `NEON_FUNCTION_<SLUG>_BASE_URL`, each the function's `invocation_url` as the platform gives it
 * (the `function-urls` output's): the function answers there, where its host's bare origin
 * may be a shared front door that does not know which function is meant.
 */
export function functionVariables(functions: BranchFunction[]): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const fn of [...functions].sort((a, b) => a.slug.localeCompare(b.slug)))
    if (/^[a-z0-9]{1,20}$/.test(fn.slug) && isWebUrl(fn.invocation_url))
      variables[`NEON_FUNCTION_${fn.slug.toUpperCase()}_BASE_URL`] = fn.invocation_url;
  return variables;
}

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** Written through GITHUB_ENV; the URIs were masked when they were read (compute/connection.ts), the credential's secrets when it was minted. */
export function exportNeonEnv(variables: Record<string, string>): void {
  for (const [name, value] of Object.entries(variables)) core.exportVariable(name, value);
  core.info(`Exported ${Object.keys(variables).join(", ")} for the job's later steps`);
}
