import { describe, expect, test } from "vitest";
import {
  gitContext,
  neonSafeBranchName,
} from "../../../../../src/flows/provision/pr-code/neon-hooks.ts";

describe("what a neon.ts hook is told about git, from GitHub's variables", () => {
  test("a pull request: its head branch, Neon's safe name for it, the head commit", () => {
    const git = gitContext(
      {
        eventName: "pull_request",
        repository: { owner: "acme", repo: "shop" },
        pullRequest: {
          number: 7,
          title: "t",
          action: "opened",
          url: undefined,
          fromFork: false,
          headSha: "0123456789abcdef",
        },
        actor: "dana",
      },
      { GITHUB_HEAD_REF: "feature/PROJ-123 Add Billing", GITHUB_WORKSPACE: "/w" },
    );
    expect(git).toMatchObject({
      available: true,
      branch: "feature/PROJ-123 Add Billing",
      neonSafeBranchName: "feature/proj-123-add-billing",
      sha: "0123456789abcdef",
      shortSha: "0123456",
      remoteUrl: "https://github.com/acme/shop.git",
      repoRoot: "/w",
    });
  });

  test.each([
    ["Hotfix!!", "hotfix"],
    ["///", "branch"],
    ["a".repeat(300), "a".repeat(256)],
  ])("neonSafeBranchName(%j) is %j", (given, expected) => {
    expect(neonSafeBranchName(given)).toBe(expected);
  });
});
