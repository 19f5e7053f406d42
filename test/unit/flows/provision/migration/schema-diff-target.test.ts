import { describe, expect, test } from "vitest";
import type { Branch } from "../../../../../src/api/responses.ts";
import { schemaDiffTargetFor } from "../../../../../src/flows/provision/migration/schema-diff-target.ts";
import {
  type ProvisionSettings,
  provisionSettings,
} from "../../../../../src/settings/mode-settings.ts";
import { type BranchInputs, parseInputs } from "../../../../../src/settings/parse-inputs.ts";
import { readRawInputs } from "../../../../../src/settings/raw-inputs.ts";
import type { RunContext } from "../../../../../src/settings/run-context.ts";

// What main saves for the post step's schema diff: decided from the settings and the branch.

const pr: RunContext = {
  eventName: "pull_request",
  repository: { owner: "acme", repo: "shop" },
  pullRequest: { number: 42, title: "Add cart", action: "opened", url: undefined, fromFork: false },
  actor: "dev",
};
const push: RunContext = { ...pr, eventName: "push", pullRequest: undefined };

function settings(inputs: Record<string, string> = {}, context = pr): ProvisionSettings {
  const raw = readRawInputs(
    (name) => ({ "api-key": "key-abc", "project-id": "calm-sky-12345678", ...inputs })[name] ?? "",
  );
  return provisionSettings(parseInputs(raw, context) as BranchInputs);
}

const branch: Branch = {
  id: "br-pr-42",
  project_id: "calm-sky-12345678",
  name: "preview/pr-42",
  parent_id: "br-main",
  created_at: "2026-11-23T10:00:00Z",
};

describe("schema-diff", () => {
  test("is on by default, and reads as a boolean input", () => {
    expect(settings().schemaDiff).toBe(true);
    expect(settings({ "schema-diff": "false" }).schemaDiff).toBe(false);
    expect(() => settings({ "schema-diff": "yes" })).toThrow(
      /^Input "schema-diff": expected true or false \(got "yes"\)$/,
    );
  });

  test("on a PR: the branch, its parent, and the comment to write into; never a secret", () => {
    const target = schemaDiffTargetFor(settings(), branch);
    expect(target).toEqual({
      projectId: "calm-sky-12345678",
      apiHost: "https://console.neon.tech/api/v2",
      branchId: "br-pr-42",
      branchName: "preview/pr-42",
      baseBranchId: "br-main",
      comment: {
        owner: "acme",
        repo: "shop",
        issueNumber: 42,
        marker: "<!-- preview-compute branch=preview%2Fpr-42 -->",
      },
    });
    expect(JSON.stringify(target)).not.toContain("key-abc");
  });

  test("database narrows it; comment: false leaves the comment out; a root branch falls back", () => {
    const narrowed = schemaDiffTargetFor(
      settings({ role: "app", database: "app", comment: "false" }),
      branch,
    );
    expect(narrowed?.database).toBe("app");
    expect(narrowed?.comment).toBeUndefined();
    // A platform that makes a schema-only branch a root branch: the parent it was created from.
    const root = { ...branch, parent_id: undefined };
    expect(schemaDiffTargetFor(settings(), root, "br-parent")?.baseBranchId).toBe("br-parent");
    expect(schemaDiffTargetFor(settings(), root)?.baseBranchId).toBeUndefined();
  });

  test("nothing outside pull_request events, or with schema-diff: false", () => {
    expect(schemaDiffTargetFor(settings({ branch: "dev" }, push), branch)).toBeUndefined();
    expect(schemaDiffTargetFor(settings({ "schema-diff": "false" }), branch)).toBeUndefined();
  });
});

describe("on-parent-change", () => {
  test("report (default) on a found branch: the post step gets its creation time; else not", () => {
    expect(schemaDiffTargetFor(settings(), branch, undefined, true)?.foundBranchCreatedAt).toBe(
      "2026-11-23T10:00:00Z",
    );
    expect(schemaDiffTargetFor(settings(), branch)?.foundBranchCreatedAt).toBeUndefined();
    const reset = settings({ "on-parent-change": "reset" });
    expect(
      schemaDiffTargetFor(reset, branch, undefined, true)?.foundBranchCreatedAt,
    ).toBeUndefined();
  });

  test("anything else is refused in one line before any request", () => {
    expect(() => settings({ "on-parent-change": "rebase" })).toThrow(
      /^Input "on-parent-change": expected report or reset \(got "rebase"\)$/,
    );
  });
});
