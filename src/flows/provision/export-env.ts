import * as core from "@actions/core";
import type { Outputs } from "../shared/publish-report.ts";
import type { BranchServices } from "./ensure-services.ts";

// `export-env`: the variables Neon's tools give an app (`@neondatabase/env`'s `neon-env run`),
// written for the job's later steps, so that `parseEnv` works there without a `.env` file.

/** Neon's names for the branch, its URIs (the pooled one is DATABASE_URL) and its services' URLs. */
export function neonEnv(
  branchName: string,
  connection: Outputs,
  services: BranchServices = {},
): Record<string, string> {
  const pooled = connection["database-url-pooled"];
  const direct = connection["database-url"];
  // parseInputs refuses export-env without role and database: both URIs are there.
  if (pooled === undefined || direct === undefined)
    throw new Error("export-env without connection URIs");
  return {
    NEON_BRANCH: branchName,
    DATABASE_URL: pooled,
    DATABASE_URL_UNPOOLED: direct,
    ...(services.auth
      ? { NEON_AUTH_BASE_URL: services.auth.base_url, NEON_AUTH_JWKS_URL: services.auth.jwks_url }
      : {}),
    ...(services.dataApi ? { NEON_DATA_API_URL: services.dataApi.url } : {}),
  };
}

/** Written through GITHUB_ENV; the URIs were masked when they were read (connection.ts). */
export function exportNeonEnv(variables: Record<string, string>): void {
  for (const [name, value] of Object.entries(variables)) core.exportVariable(name, value);
  core.info(`Exported ${Object.keys(variables).join(", ")} for the job's later steps`);
}
