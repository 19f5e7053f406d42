// Validates requests and responses against Neon's published OpenAPI document (API v2), the one
// shipped in @neondatabase/api-client. Used by contract tests for the API client and the emulator.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parse } from "yaml";
import { openApiContract } from "./openapi-contract.ts";
import type { Json } from "./openapi-schema.ts";

export type { ContractCheck, RequestCheck, ResponseCheck } from "./openapi-contract.ts";

const DOCUMENT = "@neondatabase/api-client/public-v2-for-users.gen.yaml";

const neon = openApiContract({
  title: "Neon's OpenAPI document",
  load: () => parse(readFileSync(createRequire(import.meta.url).resolve(DOCUMENT), "utf8")) as Json,
  componentsId: "https://contract.test/neon-openapi.json",
  apiPrefix: "/api/v2",
  // Formats Neon uses that ajv-formats lacks; they only restate the type.
  formats: {
    uint64: { type: "number", validate: (n: number) => Number.isInteger(n) && n >= 0 },
    int: { type: "number", validate: (n: number) => Number.isInteger(n) },
    "": true,
  },
  // Neon answers every error status an operation does not list with a GeneralError.
  errorSchema: "GeneralError",
});

export const { validateResponse, validateRequestBody, validateRequest } = neon;
