import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import type { ListedBranch } from "../../../src/api/branches.ts";
import type { Branch, Endpoint } from "../../../src/api/responses.ts";
import { UserError } from "../../../src/core/errors.ts";
import { decidePostStep, describePostStep } from "../../../src/flows/post/decide-post-step.ts";
import { schemaDiffTargetFor } from "../../../src/flows/provision/migration/schema-diff-target.ts";
import {
  liveGroupBranchNames,
  planMergeGroupSweep,
  selectMergeGroupBranches,
} from "../../../src/flows/sweep/decide-merge-group-sweep.ts";
import { prNumberOf, selectCandidates } from "../../../src/flows/sweep/decide-sweep.ts";
import { renderSweepReport } from "../../../src/github/sweep-report.ts";
import {
  MAX_BRANCH_NAME,
  mergeGroupBranchName,
  mergeGroupPrOf,
} from "../../../src/settings/merge-group.ts";
import { provisionSettings } from "../../../src/settings/mode-settings.ts";
import { applyPolicy } from "../../../src/settings/neon-config/apply-policy.ts";
import { type BranchInputs, parseInputs } from "../../../src/settings/parse-inputs.ts";
import { readRawInputs } from "../../../src/settings/raw-inputs.ts";
import { type RunContext, readRunContext } from "../../../src/settings/run-context.ts";

const PREFIX = "preview/pr-";
const SHA = "0123456789abcdef0123456789abcdef01234567";
const REF = `refs/heads/gh-readonly-queue/main/pr-42-${SHA}`;
const NAME = `preview/pr-queue/main/pr-42-${SHA}`;

const group = (headRef = REF): RunContext => ({
  eventName: "merge_group",
  repository: { owner: "acme", repo: "shop" },
  pullRequest: undefined,
  mergeGroup: { headRef, headSha: "f".repeat(40), baseRef: "refs/heads/main" },
  actor: "dev",
});

function inputs(overrides: Record<string, string> = {}, context = group()) {
  const raw = readRawInputs(
    (name) =>
      ({ "api-key": "key-abc", "project-id": "calm-sky-12345678", ...overrides })[name] ?? "",
  );
  return parseInputs(raw, context);
}

function named(prefix: string, ref: string): string {
  const answer = mergeGroupBranchName(prefix, ref);
  if ("error" in answer) throw new Error(answer.error);
  return answer.name;
}

describe("a merge group's branch name", () => {
  test("is <prefix>queue/ and the queued ref under gh-readonly-queue/", () => {
    expect(named(PREFIX, REF)).toBe(NAME);
    expect(named(PREFIX, REF.replace("refs/heads/", ""))).toBe(NAME);
    expect(named("db/", `refs/heads/gh-readonly-queue/release/1.x/pr-7-${SHA}`)).toBe(
      `db/queue/release/1.x/pr-7-${SHA}`,
    );
  });

  test("two groups never share one: the PR and the group's commit are in it", () => {
    const other = `refs/heads/gh-readonly-queue/main/pr-42-${"9".repeat(40)}`;
    expect(named(PREFIX, other)).not.toBe(NAME);
    expect(named(PREFIX, REF.replace("pr-42", "pr-43"))).not.toBe(NAME);
  });

  test("a per-PR branch is never taken for one, nor one for a per-PR branch", () => {
    expect(prNumberOf(NAME, PREFIX)).toBeUndefined();
    expect(mergeGroupPrOf(NAME, PREFIX)).toBe(42);
    for (const name of [
      "preview/pr-42",
      "preview/pr-queue",
      "preview/pr-queue/notes",
      `preview/pr-queue/main/pr-42-${SHA.slice(1)}`,
      `preview/pr-queue/main/pr-042-${SHA}`,
      `other/queue/main/pr-42-${SHA}`,
    ])
      expect(mergeGroupPrOf(name, PREFIX), name).toBeUndefined();
    expect(mergeGroupPrOf(NAME, "")).toBeUndefined();
  });

  test("a base too long for 256 characters is hashed; a prefix too long is an error", () => {
    const long = `refs/heads/gh-readonly-queue/${"b".repeat(240)}/pr-5-${SHA}`;
    const name = named(PREFIX, long);
    expect(name).toMatch(new RegExp(`^preview/pr-queue/~[0-9a-f]{16}/pr-5-${SHA}$`));
    expect(name).toBe(named(PREFIX, long));
    expect(named(PREFIX, long.replace("bbb", "bbc"))).not.toBe(name);
    expect(mergeGroupPrOf(name, PREFIX)).toBe(5);
    expect(mergeGroupBranchName("p".repeat(200), long)).toEqual({
      error: `Input "branch-prefix": too long to name a merge group's branch within ${MAX_BRANCH_NAME} characters`,
    });
  });

  test("a ref that is not a merge queue's has none", () => {
    for (const ref of ["refs/heads/main", `refs/heads/gh-readonly-queue/main/pr-1-xyz`, ""])
      expect(mergeGroupBranchName(PREFIX, ref)).toHaveProperty("error");
  });
});

describe("inputs on a merge_group event", () => {
  test("provision on the group's own branch, which expires in 6h unless expires-in is written", () => {
    const settings = inputs();
    expect(settings).toMatchObject({
      mode: "provision",
      branch: { name: NAME },
      mergeGroup: true,
      expiresInSeconds: 6 * 3600,
    });
    expect(inputs({ "expires-in": "2h" }).expiresInSeconds).toBe(7200);
    expect(inputs({ "expires-in": "never" }).expiresInSeconds).toBeUndefined();
  });

  test("a branch given by the workflow is used as given, and is not the group's to delete", () => {
    expect(inputs({ branch: "ci" })).toMatchObject({ branch: { name: "ci" }, mergeGroup: false });
    expect(inputs({ mode: "cleanup", branch: "ci" }).mergeGroup).toBe(false);
  });

  test("a payload without a queued ref says what to do", () => {
    const none = { ...group(), mergeGroup: undefined };
    expect(() => inputs({}, none)).toThrow(UserError);
    expect(() => inputs({}, none)).toThrow(/no merge_group\.head_ref.*set "branch"/);
    expect(() => inputs({}, group("refs/heads/main"))).toThrow(
      /is not a merge queue ref .*; set "branch" to name the branch$/,
    );
  });

  test("the runner's event payload is read", () => {
    const dir = mkdtempSync(join(tmpdir(), "merge-group-"));
    try {
      const path = join(dir, "event.json");
      const payload = {
        merge_group: { head_ref: REF, head_sha: SHA, base_ref: "refs/heads/main" },
      };
      writeFileSync(path, JSON.stringify({ action: "checks_requested", ...payload }));
      const context = readRunContext({ GITHUB_EVENT_NAME: "merge_group", GITHUB_EVENT_PATH: path });
      expect(context.mergeGroup).toEqual({
        headRef: REF,
        headSha: SHA,
        baseRef: "refs/heads/main",
      });
      const push = readRunContext({ GITHUB_EVENT_NAME: "push", GITHUB_EVENT_PATH: path });
      expect(push.mergeGroup).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("neon.ts's ttl and protected are a preview branch's, not a merge group's", () => {
    const settings = provisionSettings(inputs() as BranchInputs);
    const decided = applyPolicy(
      settings,
      { ttlSeconds: 86400, protected: true, parent: "staging" },
      "neon.ts",
    );
    expect(decided.settings).toMatchObject({
      expiresInSeconds: 6 * 3600,
      parentBranch: { name: "staging" },
    });
    expect(decided.settings.protectBranch).toBeUndefined();
    expect(decided.sources).toContain("expiry of a new branch 6h (a merge group's default)");
  });

  test("the schema diff goes to the job summary only", () => {
    const settings = provisionSettings(inputs() as BranchInputs);
    const branch = { id: "br-q", name: NAME, parent_id: "br-main" } as Branch;
    expect(schemaDiffTargetFor(settings, branch)).toEqual({
      projectId: "calm-sky-12345678",
      apiHost: "https://console.neon.tech/api/v2",
      branchId: "br-q",
      branchName: NAME,
      baseBranchId: "br-main",
    });
  });
});

describe("the post step of a merge group's run", () => {
  const owned = {
    endpointId: "ep-q",
    projectId: "p",
    apiHost: "h",
    branchId: "br-q",
    result: "created" as const,
    claim: "abc123",
    mergeGroup: true,
  };

  test("deletes the branch with the compute, unless keep", () => {
    const decision = decidePostStep(owned, false);
    expect(decision).toEqual({ kind: "delete-group-branch", owned });
    expect(describePostStep(decision)).toBe(
      "the post step deletes the merge group's branch br-q and its compute ep-q unless another job of this merge group still holds it",
    );
    expect(decidePostStep(owned, true)).toMatchObject({ kind: "skip" });
    expect(decidePostStep({ ...owned, masking: "done" }, false).kind).toBe("delete-group-branch");
    const unmasked = { ...owned, masking: "pending" as const, branchCreated: true };
    expect(decidePostStep(unmasked, true).kind).toBe("delete-branch");
  });
});

const REPOSITORY = { owner: "acme", repo: "shop" };
let branches = 0;
/** A branch as the sweep lists it, marked as this repository's (as the action creates them). */
function branch(name: string, overrides: Partial<ListedBranch> = {}): ListedBranch {
  return {
    id: `br-listed-${++branches}`,
    project_id: "p-1",
    name,
    parent_id: "br-main",
    created_at: "2026-01-01T00:00:00.000Z",
    annotation: { "github-commit-repo": "acme/shop" },
    ...overrides,
  };
}

function endpoint(branchId: string, type = "read_write"): Endpoint {
  return {
    id: `ep-${branchId.slice(3)}-${type.length}`,
    project_id: "p-1",
    branch_id: branchId,
    host: "ep.example.test",
    type,
    current_state: "active",
    autoscaling_limit_min_cu: 0.25,
    autoscaling_limit_max_cu: 0.25,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  } as Endpoint;
}

describe("the sweep and merge groups' branches", () => {
  const gone = branch(NAME);
  const queued = branch(named(PREFIX, REF.replace("pr-42", "pr-43")));
  const parent = branch(named(PREFIX, REF.replace("pr-42", "pr-44")), { id: "br-parent" });
  const child = branch("mine", { parent_id: "br-parent" });
  const pr = branch("preview/pr-42");
  const listed = [gone, queued, parent, child, pr, branch("preview/pr-queue/notes")];

  test("only branches named as merge groups' are selected, never a parent", () => {
    const selection = selectMergeGroupBranches(listed, PREFIX, REPOSITORY);
    expect(selection.candidates.map((c) => [c.branch.name, c.number])).toEqual([
      [gone.name, 42],
      [queued.name, 43],
    ]);
    expect(selection.untouchable).toEqual([
      { branch: parent, number: 44, why: "has child branches" },
    ]);
    // The PR sweep does not see them either.
    expect(
      selectCandidates(listed, PREFIX, REPOSITORY).candidates.map((c) => c.branch.name),
    ).toEqual(["preview/pr-42"]);
  });

  test("one whose queued ref is gone goes whole; one whose ref exists stays", () => {
    const { candidates } = selectMergeGroupBranches(listed, PREFIX, REPOSITORY);
    const live = liveGroupBranchNames(
      [REF.replace("pr-42", "pr-43"), "refs/heads/gh-readonly-queue/odd", "refs/heads/main"],
      PREFIX,
    );
    expect([...live]).toEqual([queued.name]);
    const computes = [endpoint(gone.id), endpoint(gone.id, "read_only"), endpoint(queued.id)];
    const plan = planMergeGroupSweep(candidates, live, computes);
    expect(plan.removals).toEqual([
      {
        branch: gone,
        number: 42,
        reason: "merge-group-gone",
        computes: [computes[0]],
        deleteBranch: true,
      },
    ]);
    expect(plan.kept.map((c) => c.branch.name)).toEqual([queued.name]);
  });

  test("GitHub not asked: every one stays", () => {
    const { candidates } = selectMergeGroupBranches(listed, PREFIX, REPOSITORY);
    expect(planMergeGroupSweep(candidates, undefined, []).removals).toEqual([]);
  });

  test("the report counts them apart", () => {
    const text = renderSweepReport({
      dryRun: true,
      prefix: PREFIX,
      branchesListed: 6,
      matching: 1,
      swept: [
        {
          branch: NAME,
          branch_id: "br-q",
          pr: 42,
          reason: "merge-group-gone",
          compute_id: "ep-q",
          branch_deleted: true,
        },
      ],
      kept: 1,
      clean: 0,
      mergeGroups: { matching: 3, kept: 1 },
      untouchable: [],
      failures: [],
      stoppedBy: undefined,
    });
    expect(text).toContain(
      "3 merge groups' branches (preview/pr-queue/…): 1 would be swept (queued ref gone), 1 kept (ref still queued).",
    );
    expect(text).toContain("merge group of PR &#35;&#8203;42 gone from the queue");
  });
});
