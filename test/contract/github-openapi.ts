// Validates requests to GitHub and its answers against GitHub's published REST description
// (api.github.com, as @octokit/openapi ships it), the way openapi.ts does for Neon's.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { openApiContract } from "../support/openapi/openapi-contract.ts";
import type { Json } from "../support/openapi/openapi-schema.ts";

export type {
  ContractCheck,
  RequestCheck,
  ResponseCheck,
} from "../support/openapi/openapi-contract.ts";

// The file alone: the package's index loads every description it ships, some 450 MB.
const DOCUMENT = "@octokit/openapi/generated/api.github.com.json";

const github = openApiContract({
  title: "GitHub's REST description",
  load: () =>
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve(DOCUMENT), "utf8")) as Json,
  componentsId: "https://contract.test/github-openapi.json",
  // Formats GitHub uses that ajv-formats lacks.
  formats: {
    int32: {
      type: "number",
      validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
    },
    int64: {
      type: "number",
      validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 63,
    },
    double: { type: "number", validate: (n: number) => Number.isFinite(n) },
    "repo.nwo": /^[\w.-]+\/[\w.-]+$/,
    binary: true,
  },
  // GitHub answers statuses an operation does not list (401, 403, 5xx) with its basic error.
  errorSchema: "basic-error",
});

export const { validateRequest, validateResponse } = github;
