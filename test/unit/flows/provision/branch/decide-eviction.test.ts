import { describe, expect, test } from "vitest";
import { ApiError } from "../../../../../src/core/errors.ts";
import {
  evictable,
  evictionNote,
  isBranchLimitRefusal,
  limitMessage,
  previewNumbers,
  slotHolders,
} from "../../../../../src/flows/provision/branch/decide-eviction.ts";
import { listedBranch, repository } from "../../../../support/listed-branches.ts";

const branch = listedBranch;
const refusal = new ApiError("failed", {
  method: "POST",
  path: "/projects/p/branches",
  status: 422,
  code: "BRANCHES_LIMIT_EXCEEDED",
  platformMessage: "project branches limit of 10 exceeded, got 10",
});

const listed = [
  branch("preview/pr-7", 7),
  branch("main", 1, { default: true, annotation: undefined }),
  branch("preview/pr-3", 3),
  branch("preview/pr-4", 4, { protected: true }),
  branch("preview/pr-5", 5, { annotation: { "github-commit-repo": "octo-org/other" } }),
  branch("preview/pr-6", 6, { annotation: undefined }),
  branch("preview/pr-8", 8),
];
const answers = new Map([
  [3, "merged" as const],
  [4, "closed" as const],
  [5, "closed" as const],
  [6, "closed" as const],
  [7, "closed" as const],
  [8, "open" as const],
]);

describe("the plan's branch limit", () => {
  test("Neon's 422 BRANCHES_LIMIT_EXCEEDED is the refusal; other errors are not", () => {
    expect(isBranchLimitRefusal(refusal)).toBe(true);
    expect(
      isBranchLimitRefusal(new ApiError("x", { method: "POST", path: "/", status: 422 })),
    ).toBe(false);
    expect(isBranchLimitRefusal(new Error("x"))).toBe(false);
  });

  test("holders oldest first; only this repository's unprotected previews of closed PRs are evictable", () => {
    expect(previewNumbers(listed, "preview/pr-").sort()).toEqual([3, 4, 5, 6, 7, 8]);
    const holders = slotHolders(listed, "preview/pr-", repository, answers);
    expect(holders.map((h) => [h.branch.name, h.kept])).toEqual([
      ["main", "not a preview"],
      ["preview/pr-3", undefined],
      ["preview/pr-4", "protected"],
      ["preview/pr-5", "octo-org/other's"],
      ["preview/pr-6", "not made by this action"],
      ["preview/pr-7", undefined],
      ["preview/pr-8", "its PR is open"],
    ]);
    expect(evictable(holders).map((h) => h.branch.name)).toEqual(["preview/pr-3", "preview/pr-7"]);
    expect(evictable(slotHolders(listed, "preview/pr-", repository, undefined))).toEqual([]);
  });

  test("one line naming the holders with their PRs' states, and what to do", () => {
    const holders = slotHolders(listed.slice(0, 3), "preview/pr-", repository, answers);
    const message = limitMessage("preview/pr-9", refusal, holders, "none");
    expect(message).toBe(
      "The plan's branch limit refused preview/pr-9 (HTTP 422 BRANCHES_LIMIT_EXCEEDED: project branches limit of 10 exceeded, got 10): 3 branches hold the slots, oldest first: main (not a preview), preview/pr-3 (PR #3 merged, since 2026-11-03), preview/pr-7 (PR #7 closed, since 2026-11-07); 2 of them belong to closed or merged PRs: set evict: closed to delete those first, or delete branches",
    );
    expect(message).not.toContain("\n");
    expect(evictionNote(evictable(holders))).toBe(
      "The plan's branch limit was reached: deleted 2 previews of closed or merged PRs to make room, oldest first: preview/pr-3 (PR #3 merged, since 2026-11-03), preview/pr-7 (PR #7 closed, since 2026-11-07).",
    );
  });
});
