import { describe, expect, test } from "vitest";
import type { ListedBranch } from "../../../../src/api/branches.ts";
import type { Endpoint } from "../../../../src/api/responses.ts";
import { ownerAnnotation, ownershipOf } from "../../../../src/flows/shared/branch-owner.ts";
import { selectMergeGroupBranches } from "../../../../src/flows/sweep/decide-merge-group-sweep.ts";
import {
  numbersToLookUp,
  planSweep,
  prNumberOf,
  selectCandidates,
} from "../../../../src/flows/sweep/decide-sweep.ts";
import {
  answerOf,
  keepListing,
  type PullRequestAnswer,
} from "../../../../src/github/pull-answers.ts";
import { renderSweepReport, type SweepReport } from "../../../../src/github/sweep-report.ts";

const PREFIX = "preview/pr-";
const REPOSITORY = { owner: "acme", repo: "shop" };
const OURS = { "github-commit-repo": "acme/shop" };

function branch(name: string, overrides: Partial<ListedBranch> = {}): ListedBranch {
  return {
    id: `br-${name.replace(/[^a-z0-9]/g, "-")}`,
    project_id: "p-1",
    name,
    parent_id: "br-main",
    created_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

function endpoint(branchId: string, overrides: Partial<Endpoint> = {}): Endpoint {
  return {
    id: `ep-${branchId.slice(3)}`,
    project_id: "p-1",
    branch_id: branchId,
    host: "ep.example.test",
    type: "read_write",
    current_state: "active",
    autoscaling_limit_min_cu: 0.25,
    autoscaling_limit_max_cu: 0.25,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("prNumberOf", () => {
  test("exactly <prefix><number>, digits only, canonical", () => {
    expect(prNumberOf("preview/pr-7", PREFIX)).toBe(7);
    expect(prNumberOf("preview/pr-123456789", PREFIX)).toBe(123456789);
    for (const name of [
      "preview/pr-",
      "preview/pr-07",
      "preview/pr-0",
      "preview/pr-7a",
      "preview/pr-7/x",
      "preview/pr--7",
      "preview/pr-+7",
      "preview/pr- 7",
      "preview/pr-1e3",
      "preview/pr-٣", // Arabic-Indic digit: not an ASCII digit
      "preview/pr-1234567890",
      "x/preview/pr-7",
      "Preview/pr-7",
      "main",
    ])
      expect(prNumberOf(name, PREFIX), name).toBeUndefined();
  });

  test("an empty prefix matches nothing, and a prefix is taken literally", () => {
    expect(prNumberOf("7", "")).toBeUndefined();
    expect(prNumberOf("pr.7", "pr.")).toBe(7);
    expect(prNumberOf("prx7", "pr.")).toBeUndefined();
  });
});

describe("selectCandidates", () => {
  test("never the default branch nor a parent; other names only counted", () => {
    const main = branch("main", { id: "br-main", default: true, parent_id: undefined });
    const defaultPr = branch("preview/pr-1", { default: true });
    const parent = branch("preview/pr-2");
    const child = branch("feature-x", { parent_id: parent.id });
    const plain = branch("preview/pr-3");
    const other = branch("preview/pr-3-old");
    const selection = selectCandidates(
      [main, defaultPr, parent, child, plain, other],
      PREFIX,
      REPOSITORY,
    );
    expect(selection.candidates).toEqual([{ branch: plain, number: 3, unmarked: true }]);
    expect(selection.untouchable).toEqual([
      { branch: defaultPr, number: 1, why: "default branch" },
      { branch: parent, number: 2, why: "has child branches" },
    ]);
    expect(selection.otherCount).toBe(3);
  });

  test("never a protected branch nor another repository's; the mark ignores case", () => {
    const guarded = branch("preview/pr-1", { protected: true, annotation: OURS });
    const theirs = branch("preview/pr-2", { annotation: { "github-commit-repo": "acme/web" } });
    const ours = branch("preview/pr-3", { annotation: { "github-commit-repo": "ACME/Shop" } });
    const older = branch("preview/pr-4");
    const otherTool = branch("preview/pr-5", { annotation: { "github-pr-number": "5" } });
    const selection = selectCandidates(
      [guarded, theirs, ours, older, otherTool],
      PREFIX,
      REPOSITORY,
    );
    expect(selection.untouchable).toEqual([
      { branch: guarded, number: 1, why: "protected branch" },
      { branch: theirs, number: 2, why: "another repository's (acme/web)" },
    ]);
    expect(selection.candidates).toEqual([
      { branch: ours, number: 3 },
      { branch: older, number: 4, unmarked: true },
      { branch: otherTool, number: 5, unmarked: true },
    ]);
  });

  test("numbers are asked once each, newest first", () => {
    const a = branch("preview/pr-5");
    const b = branch("preview/pr-12");
    expect(
      numbersToLookUp([
        { branch: a, number: 5 },
        { branch: b, number: 12 },
        { branch: a, number: 5 },
      ]),
    ).toEqual([12, 5]);
  });
});

describe("planSweep", () => {
  const open = branch("preview/pr-1");
  const closed = branch("preview/pr-2");
  const merged = branch("preview/pr-3");
  const missing = branch("preview/pr-4");
  const unknown = branch("preview/pr-5");
  const bare = branch("preview/pr-6");
  const candidates = [open, closed, merged, missing, unknown, bare].map((b, i) => ({
    branch: b,
    number: i + 1,
  }));
  const answers = new Map<number, PullRequestAnswer>([
    [1, "open"],
    [2, "closed"],
    [3, "merged"],
    [4, "missing"],
    [6, "closed"],
  ]);
  const endpoints = [
    endpoint(open.id),
    endpoint(closed.id),
    endpoint(closed.id, { id: "ep-replica", type: "read_only" }),
    endpoint(merged.id),
    endpoint(missing.id),
    endpoint(unknown.id),
  ];

  test("closed, merged and missing PRs lose their read_write compute; open and unanswered stay", () => {
    const plan = planSweep(candidates, answers, endpoints, false);
    expect(
      plan.removals.map((r) => [r.branch.name, r.reason, r.computes.map((c) => c.id)]),
    ).toEqual([
      ["preview/pr-2", "closed", [`ep-${closed.id.slice(3)}`]],
      ["preview/pr-3", "merged", [`ep-${merged.id.slice(3)}`]],
      ["preview/pr-4", "missing", [`ep-${missing.id.slice(3)}`]],
    ]);
    expect(plan.removals.every((r) => !r.deleteBranch)).toBe(true);
    expect(plan.kept.map((k) => k.number)).toEqual([1, 5]);
    // Nothing left to remove: not a removal, so a second sweep finds nothing to do.
    expect(plan.clean).toEqual([{ branch: bare, number: 6, reason: "closed" }]);
  });

  test("without the owner mark, a number this repository has no PR of is not its branch", () => {
    const plan = planSweep(
      [
        { branch: closed, number: 2, unmarked: true },
        { branch: missing, number: 4, unmarked: true },
        { branch: { ...missing, annotation: OURS }, number: 4 },
      ],
      answers,
      endpoints,
      false,
    );
    // A closed PR here: an older version's branch of this repository, swept as before.
    expect(plan.removals.map((r) => [r.number, r.branch.annotation])).toEqual([
      [2, undefined],
      [4, OURS],
    ]);
    expect(plan.notOurs.map((c) => c.number)).toEqual([4]);
    expect(plan.notOurs[0]?.branch.annotation).toBeUndefined();
  });

  test("with deleteBranch, a branch without a compute is still removed", () => {
    const plan = planSweep(candidates, answers, endpoints, true);
    expect(plan.removals.map((r) => [r.number, r.deleteBranch, r.computes.length])).toEqual([
      [2, true, 1],
      [3, true, 1],
      [4, true, 1],
      [6, true, 0],
    ]);
    expect(plan.clean).toEqual([]);
  });
});

describe("merge groups' branches: only this repository's", () => {
  const SHA = "0123456789abcdef0123456789abcdef01234567";
  const group = (pr: number, overrides: Partial<ListedBranch> = {}) =>
    branch(`preview/pr-queue/main/pr-${pr}-${SHA}`, { annotation: OURS, ...overrides });

  test("never an unmarked, another repository's or a protected one, whatever its ref says", () => {
    const ours = group(77);
    const guarded = group(78, { protected: true });
    const theirs = group(79, { annotation: { "github-commit-repo": "acme/web" } });
    const unmarked = group(80, { annotation: undefined });
    const selection = selectMergeGroupBranches(
      [ours, guarded, theirs, unmarked],
      PREFIX,
      REPOSITORY,
    );
    expect(selection.candidates).toEqual([{ branch: ours, number: 77 }]);
    expect(selection.untouchable).toEqual([
      { branch: guarded, number: 78, why: "protected branch" },
      { branch: theirs, number: 79, why: "another repository's (acme/web)" },
      { branch: unmarked, number: 80, why: "no owner mark" },
    ]);
  });
});

describe("branch owner", () => {
  test("the mark is Neon's github-commit-repo annotation, as create-branch-action writes it", () => {
    expect(ownerAnnotation(REPOSITORY)).toEqual({ "github-commit-repo": "acme/shop" });
    expect(ownerAnnotation(undefined)).toBeUndefined();
    expect(ownershipOf(OURS, REPOSITORY)).toBe("this");
    expect(ownershipOf({ "github-commit-repo": "Acme/SHOP" }, REPOSITORY)).toBe("this");
    expect(ownershipOf({ "github-commit-repo": "acme/shop-api" }, REPOSITORY)).toEqual({
      other: "acme/shop-api",
    });
    expect(ownershipOf(undefined, REPOSITORY)).toBe("unmarked");
    expect(ownershipOf({ "github-commit-repo": "" }, REPOSITORY)).toBe("unmarked");
  });
});

describe("asking GitHub: list pages or one request per number", () => {
  test("answers: only closed removes; merged_at or merged tells a merge", () => {
    expect(answerOf({ state: "open", merged_at: null })).toBe("open");
    expect(answerOf({ state: "closed", merged_at: null })).toBe("closed");
    expect(answerOf({ state: "closed", merged_at: "2026-01-01T00:00:00Z" })).toBe("merged");
    expect(answerOf({ state: "closed", merged: true })).toBe("merged");
    expect(answerOf({ state: "draft?" })).toBe("open");
  });

  test("recent numbers: keep listing while fewer pages than numbers are left", () => {
    // Read #500..#401 (all PRs); 30 numbers left, the lowest #300: about 1 more page.
    const progress = { listed: 100, newest: 500, oldest: 401 };
    const left = Array.from({ length: 30 }, (_, i) => 300 + i);
    expect(keepListing(progress, left)).toBe(true);
  });

  test("a few old numbers in a busy repository: ask for them one by one", () => {
    const progress = { listed: 100, newest: 5000, oldest: 4901 };
    expect(keepListing(progress, [12, 40, 77])).toBe(false);
    // Issues share the numbering: half as many PRs as numbers halves the estimate (3 pages
    // rather than 6 to reach #100), which beats 4 single requests.
    const left = [100, 150, 200, 250];
    expect(keepListing({ listed: 100, newest: 800, oldest: 601 }, left)).toBe(true);
    expect(keepListing({ listed: 200, newest: 800, oldest: 601 }, left)).toBe(false);
  });

  test("nothing left: stop", () => {
    expect(keepListing({ listed: 10, newest: 10, oldest: 1 }, [])).toBe(false);
  });
});

describe("renderSweepReport", () => {
  const base: SweepReport = {
    dryRun: false,
    prefix: PREFIX,
    branchesListed: 10,
    matching: 6,
    swept: [
      {
        branch: "preview/pr-2",
        branch_id: "br-two-2",
        pr: 2,
        reason: "merged",
        compute_id: "ep-two-2",
        branch_deleted: true,
      },
      {
        branch: "preview/pr-4",
        branch_id: "br-four-4",
        pr: 4,
        reason: "missing",
        branch_deleted: true,
      },
    ],
    kept: 2,
    clean: 1,
    mergeGroups: { matching: 0, kept: 0 },
    untouchable: [{ branch: "preview/pr-9", branchId: "br-nine-9", why: "has child branches" }],
    failures: [],
    stoppedBy: undefined,
  };

  test("a row per swept branch, with why", () => {
    const text = renderSweepReport(base);
    expect(text).toContain("### Preview compute sweep\n");
    expect(text).toContain("6 of 10 branches are named preview/pr-&lt;number&gt;: 2 swept, 2 kept");
    expect(text).toContain(
      "| preview/pr-2 (`br-two-2`) | PR &#35;&#8203;2 merged | `ep-two-2` deleted | yes |",
    );
    expect(text).toContain(
      "| preview/pr-4 (`br-four-4`) | no PR &#35;&#8203;4 | none was left | yes |",
    );
    expect(text).toContain("| preview/pr-9 (`br-nine-9`) | has child branches |");
  });

  test("dry run says would; untrusted text is escaped", () => {
    const text = renderSweepReport({
      ...base,
      dryRun: true,
      prefix: "<img src=x>|",
      swept: [{ ...base.swept[0], branch: "<b>@team|x" } as SweepReport["swept"][number]],
      failures: [{ branch: "a|b", branchId: "br-a-1", pr: 3, error: "409 <script>" }],
      stoppedBy: "deadline [link](x)",
    });
    expect(text).toContain("### Preview compute sweep (dry run)");
    expect(text).toContain("`ep-two-2` would be deleted | would be |");
    expect(text).not.toMatch(/<img|<b>|<script>|\[link\]/);
    expect(text).toContain("&lt;b&gt;&#64;&#8203;team&#124;x");
    expect(text).toContain("Not swept: 1 failure(s)");
    expect(text).toContain("Stopped early: deadline &#91;link&#93;(x)");
  });
});
