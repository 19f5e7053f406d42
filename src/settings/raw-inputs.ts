import * as core from "@actions/core";

// The action's inputs as the runner gives them: strings, empty when not set.

export const INPUT_NAMES = [
  "api-key",
  "project-id",
  "api-host",
  "mode",
  "branch",
  "parent-branch",
  "create-branch",
  "endpoint-id",
  "compute-size",
  "suspend-timeout",
  "role",
  "database",
  "wait",
  "timeout",
  "comment",
  "github-token",
  "keep",
  "delete-branch",
  "expires-in",
  "reset",
  "branch-type",
  "masking-rules",
  "ssl",
  "prisma",
  "branch-prefix",
  "dry-run",
  "schema-diff",
  "export-env",
  "config",
  "auth",
  "data-api",
  "deployment",
  "deployment-environment",
] as const;
export type InputName = (typeof INPUT_NAMES)[number];
export type RawInputs = Record<InputName, string>;

export function readRawInputs(
  read: (name: string) => string = (name) => core.getInput(name),
): RawInputs {
  const raw = {} as RawInputs;
  for (const name of INPUT_NAMES) raw[name] = read(name);
  return raw;
}

/**
 * What applies when neither the workflow nor neon.ts's branch policy sets them: not action.yml
 * defaults, since the runner gives an input left at its default as if it were written.
 */
export const POLICY_DEFAULTS = {
  "compute-size": "0.25",
  "suspend-timeout": "0",
  "expires-in": "7d",
  auth: "false",
  "data-api": "false",
} as const;
/** The inputs neon.ts's branch policy may decide, when the workflow leaves them unset. */
export type PolicyInput = keyof typeof POLICY_DEFAULTS | "parent-branch";

/** action.yml's defaults, also applied to inputs given as empty strings (an unset variable, say). */
export const INPUT_DEFAULTS: Partial<RawInputs> = {
  "api-host": "https://console.neon.tech/api/v2",
  mode: "auto",
  "create-branch": "true",
  wait: "true",
  timeout: "300",
  comment: "true",
  keep: "false",
  "delete-branch": "false",
  reset: "false",
  "branch-type": "default",
  ssl: "require",
  prisma: "false",
  "branch-prefix": "preview/pr-",
  "dry-run": "false",
  "schema-diff": "true",
  "export-env": "false",
  deployment: "false",
  "deployment-environment": "preview-db/pr-<number>",
};
