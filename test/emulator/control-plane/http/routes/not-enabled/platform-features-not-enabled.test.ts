import { createRealNeonApi, ErrorCode, isPlatformError } from "@neon/config";
import { pullConfig } from "@neon/config-runtime";
import { createNeonClient, NeonApiError } from "@neon/sdk";
import { describe, expect, test } from "vitest";
import {
  frozenSeed,
  type Loose,
  rich,
  richSeed,
  useEmulator,
} from "../../../../support/helpers.ts";

// Platform features a project does not have: custom domains, which no branch has yet, and Object
// Storage where the seed turns it off (`object_storage: { enabled: false }`; it is on by default:
// branch-services/object-storage/object-storage.test.ts). Their routes answer as Neon answers a project where they are not
// enabled, never "no route", and a branch's logs are empty. Checked through Neon's SDK and
// through @neon/config's adapter, which reads the answers. (The AI gateway is served:
// branch-services/ai-gateway/ai-gateway.test.ts.)

const env = useEmulator({ seed: frozenSeed(richSeed({ object_storage: { enabled: false } })) });
const main = rich.mainBranchId;
const ids = () => ({ projectId: env.projectId, branchId: main });

const neon = (apiKey: string = env.keys.personal) =>
  createNeonClient({ apiKey, baseUrl: env.emulator.baseUrl, retries: 0 });

/** The API error an SDK call answered: its status and Neon's body. */
function apiError(outcome: { error?: unknown }): { status: number; body: Loose } {
  expect(outcome.error).toBeInstanceOf(NeonApiError);
  const { status, body } = outcome.error as NeonApiError;
  return { status, body };
}

const adapter = () =>
  createRealNeonApi({ apiKey: env.keys.organization, baseUrl: env.emulator.baseUrl });

async function refusal(call: () => Promise<unknown>): Promise<Loose> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("the call succeeded");
}

describe("Object Storage, turned off by the seed", () => {
  test("GET …/storage answers Neon's BranchStorageNotEnabled", async () => {
    const error = apiError(await neon().storage.get(ids()));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({
      code: "STORAGE_NOT_ENABLED",
      message: expect.stringContaining("not available for this project"),
      reason: "region_unavailable",
    });
    expect(error.body.message).toContain("object_storage.enabled: false");
  });

  test("an unknown branch, or one the key cannot reach, is branch_not_found", async () => {
    const unknown = await neon().storage.get({ projectId: env.projectId, branchId: "br-none-1" });
    expect(apiError(unknown).body).toMatchObject({ reason: "branch_not_found" });
    const outsider = await neon(rich.olgaKey).storage.get(ids());
    expect(apiError(outsider).status).toBe(404);
    expect(apiError(outsider).body).toMatchObject({ reason: "branch_not_found" });
  });

  test("buckets and objects: 404, not available", async () => {
    const answers = [
      await neon().storage.buckets.list(ids()),
      await neon().storage.buckets.create({ ...ids(), name: "assets" }),
      await neon().storage.objects.list({ ...ids(), bucketName: "assets" }),
    ];
    for (const error of answers.map(apiError)) {
      expect(error.status).toBe(404);
      expect(error.body).toMatchObject({
        code: "STORAGE_NOT_ENABLED",
        message: expect.stringContaining("not available"),
      });
    }
  });

  test("@neon/config reads them as unavailable: no storage, buckets refused by name", async () => {
    expect(await adapter().getProjectBranchStorage(env.projectId, main)).toBeNull();
    const error = await refusal(() => adapter().listBranchBuckets(env.projectId, main));
    expect(isPlatformError(error) && error.code).toBe(ErrorCode.FeatureUnavailable);
    expect(error.message).toContain("Object storage (buckets) isn't available");
  });
});

describe("custom domains (Functions and their triggers are served: branch-services/functions/functions.test.ts)", () => {
  test("404, not enabled; the functions and triggers beside them answer", async () => {
    const domains = await neon().functions.customDomains.list(ids()).all();
    expect(apiError(domains).status).toBe(404);
    expect(apiError(domains).body).toMatchObject({
      code: "CUSTOM_DOMAINS_NOT_ENABLED",
      message: expect.stringContaining("not enabled"),
    });
    expect(await adapter().listBranchFunctions(env.projectId, main)).toEqual([]);
    expect(await adapter().listBranchTriggers(env.projectId, main)).toEqual([]);
  });
});

describe("a branch's logs", () => {
  test("nothing recorded: empty logs and fields; any field is unknown", async () => {
    const logs = await neon()
      .logs.query({ ...ids(), since: "6h" })
      .all();
    expect(logs).toEqual({ data: [], error: undefined });
    expect(await neon().logs.fields(ids())).toMatchObject({ data: [] });
    const values = await neon().logs.fieldValues({ ...ids(), fieldName: "service_name" });
    expect(apiError(values).status).toBe(400);
    expect(apiError(values).body).toMatchObject({ reason: "unknown_field" });
  });

  test("a query is checked as Neon checks it", async () => {
    const path = `/projects/${env.projectId}/branches/${main}/logs/query`;
    const cases: Array<[unknown, string]> = [
      [{ since: "1h", start_time: "2026-01-01T00:00:00Z" }, "conflicting_time_range"],
      [
        { start_time: "2026-01-02T00:00:00Z", end_time: "2026-01-01T00:00:00Z" },
        "invalid_time_range",
      ],
      [{ since: "8d" }, "time_range_too_large"],
      [{ logql: '{source="function"}', source: "function" }, "conflicting_filters"],
      [{ cursor: "abc" }, "invalid_cursor"],
    ];
    for (const [body, reason] of cases) {
      const answer = await env.api("POST", path, { body });
      expect(answer.status, reason).toBe(400);
      expect(answer.body.reason).toBe(reason);
    }
    const unknown = await env.api(
      "POST",
      `/projects/${env.projectId}/branches/br-none-1/logs/query`,
      {
        body: {},
      },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBe("branch_not_found");
  });
});

test("Neon's engine reads a branch without these features cleanly (pullConfig)", async () => {
  const pulled = await pullConfig({
    projectId: env.projectId,
    branchId: main,
    apiKey: env.keys.organization,
    apiHost: env.emulator.baseUrl,
  });
  expect(pulled.branch).toMatchObject({ id: main, isDefault: true });
  expect(pulled.preview).toBeUndefined();
  expect(pulled.config).not.toHaveProperty("preview");
});
