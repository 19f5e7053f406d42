import { describe, expect, test } from "vitest";
import type { ListedBranch } from "../../../../src/api/branches.ts";
import type { CredentialMeta, Endpoint } from "../../../../src/api/responses.ts";
import {
  type CredentialOwner,
  credentialName,
} from "../../../../src/flows/shared/credential-names.ts";
import {
  branchesWithClaims,
  credentialBranches,
  judgeCredentials,
  revokeReason,
  runsToAsk,
} from "../../../../src/flows/sweep/decide-credential-sweep.ts";
import type { RunState } from "../../../../src/github/workflow-runs.ts";

const repository = { owner: "octo-org", repo: "app" };

function branch(id: string, owner?: string): ListedBranch {
  return {
    id,
    project_id: "p",
    name: `name-of-${id}`,
    created_at: "2026-11-26T10:00:00Z",
    ...(owner ? { annotation: { "github-commit-repo": owner } } : {}),
  };
}

let next = 0;
function credential(owner: Partial<CredentialOwner> | string, minute: number): CredentialMeta {
  next++;
  const short = String(next).padStart(12, "0");
  const name =
    typeof owner === "string"
      ? owner
      : credentialName({
          lifetime: "job",
          repository: "octo-org/app",
          runId: "100",
          runAttempt: 1,
          claim: "abc123",
          ...owner,
        });
  return {
    token_id: `nak_live_${short}${"0".repeat(20)}`,
    token_id_short: short,
    name,
    scopes: ["ai_gateway:invoke"],
    created_at: `2026-11-26T10:${String(minute).padStart(2, "0")}:00Z`,
  };
}

describe("which branches the sweep lists the credentials of", () => {
  test("those it judged and this repository's others, whose PR is gone or whose compute a job still claims; none deleted now; gone PRs' first", () => {
    const branches = [
      branch("br-open"),
      branch("br-open-idle"),
      branch("br-closed"),
      branch("br-deleted"),
      branch("br-staging", "octo-org/app"),
      branch("br-theirs", "octo-org/other"),
      branch("br-unmarked"),
    ];
    const picked = credentialBranches(branches, repository, {
      judged: new Set(["br-open", "br-open-idle", "br-closed", "br-deleted"]),
      prGone: new Set(["br-closed", "br-deleted"]),
      deleted: new Set(["br-deleted"]),
      claimed: new Set(["br-open", "br-staging", "br-theirs", "br-unmarked"]),
    });
    expect(picked.map((p) => [p.branch.id, p.prGone])).toEqual([
      ["br-closed", true],
      ["br-open", false],
      ["br-staging", false],
    ]);
  });

  test("a branch is claimed while its read_write compute's name holds a job's claim", () => {
    const endpoint = (branch_id: string, name: string, type = "read_write") =>
      ({ branch_id, name, type }) as unknown as Endpoint;
    const claimed = branchesWithClaims([
      endpoint("br-job", "pc-run-abc123"),
      endpoint("br-two", "pc-run-abc123-def456"),
      endpoint("br-released", "pc-run"),
      endpoint("br-kept", "pc-keep-abc123"),
      endpoint("br-read-only", "pc-run-abc123", "read_only"),
      endpoint("br-other", "my compute"),
    ]);
    expect([...claimed].sort()).toEqual(["br-job", "br-two"]);
  });

  test("after the gone PRs', the rest start at the day's number: a pass cut short by the timeout leaves another part each night", () => {
    const branches = ["br-a", "br-b", "br-c", "br-gone"].map((id) => branch(id));
    const sets = {
      judged: new Set(branches.map((b) => b.id)),
      prGone: new Set(["br-gone"]),
      deleted: new Set<string>(),
      claimed: new Set(branches.map((b) => b.id)),
    };
    const order = (day: number) =>
      credentialBranches(branches, repository, sets, day).map((p) => p.branch.id);
    expect(order(0)).toEqual(["br-gone", "br-a", "br-b", "br-c"]);
    expect(order(1)).toEqual(["br-gone", "br-b", "br-c", "br-a"]);
    expect(order(5)).toEqual(["br-gone", "br-c", "br-a", "br-b"]);
  });
});

describe("what becomes of each credential", () => {
  const runs = new Map<string, RunState>([
    ["100", "completed"],
    ["200", "running"],
    ["300", "missing"],
  ]);

  test("on a gone PR's branch every one of ours goes; another tool's or repository's never", () => {
    const ours = [credential({}, 1), credential({ lifetime: "keep", runId: "200" }, 2)];
    const others = [credential("neon-env preview/pr-7", 3), credential({ repository: "a/b" }, 4)];
    const judged = judgeCredentials([...ours, ...others], repository, true);
    expect(judged.map((j) => j.credential)).toEqual(ours);
    expect(judged.map((j) => revokeReason(j, new Map()))).toEqual(["pr-gone", "pr-gone"]);
    expect(runsToAsk(judged)).toEqual([]);
  });

  test("on an open PR's: a job's goes once GitHub says its run is completed or gone, never on no answer", () => {
    const over = credential({ runId: "100" }, 1);
    const live = credential({ runId: "200" }, 2);
    const deleted = credential({ runId: "300" }, 3);
    const unanswered = credential({ runId: "400" }, 4);
    const judged = judgeCredentials([over, live, deleted, unanswered], repository, false);
    expect(runsToAsk(judged)).toEqual(["100", "200", "300", "400"]);
    expect(judged.map((j) => revokeReason(j, runs))).toEqual([
      "run-over",
      undefined,
      "run-over",
      undefined,
    ]);
  });

  test("the kept preview's current credential stays; a kept one a later run replaced goes once its run is over", () => {
    const replaced = credential({ lifetime: "keep", runId: "100" }, 1);
    const current = credential({ lifetime: "keep", runId: "200" }, 2);
    const judged = judgeCredentials([current, replaced], repository, false);
    expect(judged.map((j) => [j.credential.token_id_short, j.verdict.kind])).toEqual([
      [replaced.token_id_short, "when-run-over"],
      [current.token_id_short, "keep"],
    ]);
    // Even when the current one's run is over: a kept preview outlives its run.
    expect(judged.map((j) => revokeReason(j, new Map([...runs, ["200", "completed"]])))).toEqual([
      "run-over",
      undefined,
    ]);
  });
});
