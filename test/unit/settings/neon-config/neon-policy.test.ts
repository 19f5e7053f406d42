import { defineConfig } from "@neon/config";
import { describe, expect, test } from "vitest";
import type { Branch } from "../../../../src/api/responses.ts";
import { provisionSettings } from "../../../../src/settings/mode-settings.ts";
import { protectedDrift } from "../../../../src/settings/neon-config/apply-neon-config.ts";
import { applyPolicy } from "../../../../src/settings/neon-config/apply-policy.ts";
import type { BranchPolicy } from "../../../../src/settings/neon-config/branch-policy.ts";
import { evaluatePolicy } from "../../../../src/settings/neon-config/load-config-file.ts";
import type { BranchInputs } from "../../../../src/settings/parse-inputs.ts";
import { parseInputs } from "../../../../src/settings/parse-inputs.ts";
import { readRawInputs } from "../../../../src/settings/raw-inputs.ts";

const context = {
  eventName: "pull_request",
  repository: { owner: "acme", repo: "shop" },
  pullRequest: { number: 7, title: "t", action: "opened", url: undefined, fromFork: false },
  actor: "dev",
};

function settingsWith(inputs: Record<string, string> = {}) {
  const raw = readRawInputs(
    (name) => ({ "api-key": "k", "project-id": "calm-sky-1", ...inputs })[name] ?? "",
  );
  return provisionSettings(parseInputs(raw, context) as BranchInputs);
}

const policy = (fields: Partial<BranchPolicy>): BranchPolicy => ({ ...fields });

describe("applyPolicy: the workflow, then neon.ts, then the defaults", () => {
  test("unset inputs take the policy's values", () => {
    const { settings } = applyPolicy(
      settingsWith(),
      policy({
        minCu: 0.5,
        maxCu: 2,
        suspendTimeoutSeconds: 300,
        ttlSeconds: 3600,
        parent: "main",
      }),
      "neon.ts",
    );
    expect(settings).toMatchObject({
      computeSize: { kind: "autoscaling", minCu: 0.5, maxCu: 2 },
      computeSizeText: "0.5-2",
      suspendTimeoutSeconds: 300,
      expiresInSeconds: 3600,
      parentBranch: { name: "main" },
    });
  });

  test("written inputs win, even when written with the default value", () => {
    const { settings, sources } = applyPolicy(
      settingsWith({ "compute-size": "0.25", "expires-in": "7d", "parent-branch": "dev" }),
      policy({ minCu: 2, ttlSeconds: 3600, parent: "main" }),
      "neon.ts",
    );
    expect(settings).toMatchObject({
      computeSizeText: "0.25",
      expiresInSeconds: 7 * 86400,
      parentBranch: { name: "dev" },
    });
    expect(sources).toContain("compute size 0.25 from the workflow");
    expect(sources).toContain("expiry of a new branch 7d from the workflow");
  });

  test("a protected branch drops the default expiry (the platform refuses both), not a written one", () => {
    expect(
      applyPolicy(settingsWith(), policy({ protected: true }), "neon.ts").settings,
    ).toMatchObject({ protectBranch: true, expiresInSeconds: undefined });
    const written = applyPolicy(
      settingsWith({ "expires-in": "1d" }),
      policy({ protected: true }),
      "neon.ts",
    );
    expect(written.settings.expiresInSeconds).toBe(86400);
  });

  test("no policy values: the defaults, said so", () => {
    const { settings, sources } = applyPolicy(settingsWith(), policy({}), "neon.ts");
    expect(settings.computeSizeText).toBe("0.25");
    expect(sources).toContain("compute size 0.25 (default)");
    expect(sources).toContain("expiry of a new branch 7d (default)");
  });

  test("a size outside the CU table fails naming the file", () => {
    expect(() => applyPolicy(settingsWith(), policy({ minCu: 8, maxCu: 0.25 }), "neon.ts")).toThrow(
      /^neon\.ts: postgres\.computeSettings 8-0\.25 is not a compute size/,
    );
  });
});

describe("protectedDrift", () => {
  const branch = { id: "br-a", name: "preview/pr-1", protected: false } as Branch;
  test("says when neon.ts asks for another flag than the existing branch has", () => {
    expect(protectedDrift(true, branch, "neon.ts")).toContain(
      "neon.ts asks for protected true; branch preview/pr-1 exists with protected false",
    );
  });
  test("is silent for a new branch, an unset flag or a flag that already holds", () => {
    expect(protectedDrift(true, undefined, "neon.ts")).toBeUndefined();
    expect(protectedDrift(undefined, branch, "neon.ts")).toBeUndefined();
    expect(protectedDrift(false, branch, "neon.ts")).toBeUndefined();
  });
});

test("a parent from the policy says so, for errors", () => {
  const decided = applyPolicy(settingsWith(), policy({ parent: "staging" }), "neon.ts").settings;
  expect(decided.parentSource).toBe("neon.ts's branch policy: parent");
  const written = applyPolicy(
    settingsWith({ "parent-branch": "main" }),
    policy({ parent: "staging" }),
    "neon.ts",
  ).settings;
  expect(written.parentSource).toBeUndefined();
});

describe("evaluatePolicy: the services export-env writes variables for", () => {
  const file = { path: "/w/neon.ts", shown: "neon.ts" };
  const target = { name: "preview/pr-1", exists: false };

  test("buckets, the AI gateway and functions, top level or under the older preview key", () => {
    const declared = defineConfig({
      aiGateway: true,
      buckets: { uploads: {} },
      functions: { hello: { name: "Hello", source: "functions/hello.ts" } },
    });
    expect(evaluatePolicy(declared, file, target).previewServices).toEqual({
      buckets: true,
      aiGateway: true,
      functions: true,
    });
    const older = defineConfig({ preview: { aiGateway: true } } as Parameters<
      typeof defineConfig
    >[0]);
    expect(evaluatePolicy(older, file, target).previewServices).toEqual({
      buckets: false,
      aiGateway: true,
      functions: false,
    });
  });

  test("none of them: no entry, and applyPolicy leaves the settings without one", () => {
    const policyOf = evaluatePolicy(defineConfig({ auth: true }), file, target);
    expect(policyOf.previewServices).toBeUndefined();
    expect(
      applyPolicy(settingsWith(), policyOf, "neon.ts").settings.previewServices,
    ).toBeUndefined();
    const withGateway = applyPolicy(
      settingsWith(),
      policy({ previewServices: { buckets: false, aiGateway: true, functions: false } }),
      "neon.ts",
    ).settings;
    expect(withGateway.previewServices?.aiGateway).toBe(true);
  });
});
