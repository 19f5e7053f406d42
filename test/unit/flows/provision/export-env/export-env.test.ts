import { describe, expect, test } from "vitest";
import { credentialScopes } from "../../../../../src/flows/provision/export-env/credential-scopes.ts";
import {
  functionVariables,
  neonEnv,
} from "../../../../../src/flows/provision/export-env/export-env.ts";
import type { PreviewEnv } from "../../../../../src/flows/provision/export-env/preview-env.ts";

const connection = {
  "database-url": "postgresql://app:pw@ep-a.example.test/app",
  "database-url-pooled": "postgresql://app:pw@ep-a-pooler.example.test/app",
};
const secrets = {
  tokenId: "nak_live_0123456789abcdef0123456789abcdef",
  apiToken: "nt_live_0123456789ab_secret",
  s3SecretAccessKey: `nsk_live_${"e".repeat(64)}`,
};
const storage = {
  enabled: true,
  s3_endpoint: "https://br-a.storage.example.test",
  region: "us-east-2",
};
const aiGateway = { enabled: true, base_url: "https://br-a-api.ai.example.test" };
const preview = (fields: Partial<PreviewEnv>): PreviewEnv => ({
  functions: [],
  notes: [],
  ...fields,
});

describe("export-env's names, as @neon/env 0.15 reads them", () => {
  test("always the branch and both URIs; Auth and the Data API when the branch has them", () => {
    expect(neonEnv("preview/pr-7", connection)).toEqual({
      NEON_BRANCH: "preview/pr-7",
      DATABASE_URL: connection["database-url-pooled"],
      DATABASE_URL_UNPOOLED: connection["database-url"],
    });
    const services = {
      auth: { base_url: "https://auth.test/a", jwks_url: "https://auth.test/a/jwks" },
      dataApi: { url: "https://data.test/br-a/app/rest/v1" },
    };
    expect(neonEnv("preview/pr-7", connection, services)).toMatchObject({
      NEON_AUTH_BASE_URL: "https://auth.test/a",
      NEON_AUTH_JWKS_URL: "https://auth.test/a/jwks",
      NEON_DATA_API_URL: "https://data.test/br-a/app/rest/v1",
    });
  });

  test("storage and the AI gateway from the branch and the minted credential; the gateway's own base_url", () => {
    const env = neonEnv("preview/pr-7", connection, {}, preview({ storage, aiGateway, secrets }));
    expect(env).toMatchObject({
      AWS_ACCESS_KEY_ID: secrets.tokenId,
      AWS_SECRET_ACCESS_KEY: secrets.s3SecretAccessKey,
      AWS_ENDPOINT_URL_S3: storage.s3_endpoint,
      AWS_REGION: "us-east-2",
      NEON_AI_GATEWAY_TOKEN: secrets.apiToken,
      NEON_AI_GATEWAY_BASE_URL: aiGateway.base_url,
    });
  });

  test("a service without a credential writes none of its names: never half of them", () => {
    const env = neonEnv("preview/pr-7", connection, {}, preview({ storage, aiGateway }));
    expect(Object.keys(env).sort()).toEqual([
      "DATABASE_URL",
      "DATABASE_URL_UNPOOLED",
      "NEON_BRANCH",
    ]);
    const gatewayOnly = neonEnv("b", connection, {}, preview({ aiGateway, secrets }));
    expect(Object.keys(gatewayOnly).filter((name) => name.startsWith("AWS_"))).toEqual([]);
  });

  test("each function's base URL is its invocation URL, as function-urls has it, under its slug's name", () => {
    expect(
      functionVariables([
        { slug: "hello", invocation_url: "https://br-a-hello.compute.example.test/" },
        { slug: "api2", invocation_url: "https://br-a-api2.compute.example.test/v1/" },
        { slug: "Bad-Slug", invocation_url: "https://x.test/" },
        { slug: "broken", invocation_url: "not a url" },
      ]),
    ).toEqual({
      NEON_FUNCTION_API2_BASE_URL: "https://br-a-api2.compute.example.test/v1/",
      NEON_FUNCTION_HELLO_BASE_URL: "https://br-a-hello.compute.example.test/",
    });
  });
});

describe("the branch credential's scopes, as @neon/env's previewCredentialScopes decides them", () => {
  test("only storage or the AI gateway need one", () => {
    expect(credentialScopes({ storage: false, aiGateway: false, functions: true })).toEqual([]);
  });

  test("exactly what the run needs; functions:invoke rides along when one is minted anyway", () => {
    expect(credentialScopes({ storage: false, aiGateway: true, functions: false })).toEqual([
      "ai_gateway:invoke",
    ]);
    expect(credentialScopes({ storage: true, aiGateway: false, functions: false })).toEqual([
      "storage:read",
      "storage:write",
    ]);
    expect(credentialScopes({ storage: true, aiGateway: true, functions: true })).toEqual([
      "storage:read",
      "storage:write",
      "ai_gateway:invoke",
      "functions:invoke",
    ]);
  });
});
