import { describe, expect, test } from "vitest";
import type { ListedBranch } from "../../../../../src/api/branches.ts";
import {
  branchesAfterRun,
  describeFleet,
  type FleetFacts,
  otherPreviewNumbers,
} from "../../../../../src/flows/provision/report/fleet.ts";
import type { PullRequestAnswer } from "../../../../../src/github/pull-answers.ts";
import { listedBranch, ours, repository } from "../../../../support/listed-branches.ts";

const branch = listedBranch;

const now = Date.parse("2026-11-28T10:00:00Z");
const thisPreview = branch("preview/pr-20", 20, { expires_at: "2026-12-01T10:00:00Z" });
const listed = [
  branch("main", 1, { default: true, annotation: undefined }),
  branch("preview/pr-19", 9),
  branch("preview/pr-12", 2),
  branch("preview/pr-15", 5),
  branch("preview/pr-16", 6),
  branch("preview/pr-4", 4, { protected: true }),
  branch("preview/pr-5", 3, { annotation: { "github-commit-repo": "octo-org/other" } }),
  branch("preview/pr-6", 7, { annotation: undefined }),
  branch("scratch", 8),
  thisPreview,
];
const answers = new Map<number, PullRequestAnswer>([
  [19, "merged"],
  [12, "closed"],
  [15, "closed"],
  [16, "open"],
  [4, "closed"],
]);
const facts = (more: Partial<FleetFacts> = {}): FleetFacts => ({
  branches: listed,
  limit: 10,
  answers,
  prefix: "preview/pr-",
  repository,
  ...more,
});

describe("describeFleet", () => {
  test("branches against the limit, this repository's closed PRs' previews oldest first, the expiry", () => {
    const { line, fleet } = describeFleet(facts(), thisPreview, now);
    expect(line).toBe(
      "10 of 10 branches (plan limit) · 3 previews of closed PRs (#12, #15, #19) · this preview expires 2026-12-01 10:00 UTC (in 3 days)",
    );
    // Previews of this repository: 12, 15, 16, 19, 4 (protected), 20; not 5 (other's) nor 6.
    expect(fleet).toEqual({
      branches: 10,
      limit: 10,
      previews: 6,
      closed_prs: [12, 15, 19],
      expires_at: "2026-12-01T10:00:00Z",
    });
  });

  test("no plan limit, no other preview, no expiry", () => {
    const alone = [listed[0] as ListedBranch, thisPreview];
    const { line, fleet } = describeFleet(
      facts({ branches: alone, limit: undefined, answers: "none-needed" }),
      { expires_at: null },
      now,
    );
    expect(line).toBe(
      "2 branches, no plan limit · no previews of closed PRs · this preview has no expiry",
    );
    expect(fleet).toMatchObject({ limit: null, previews: 1, closed_prs: [], expires_at: null });
  });

  test("more closed PRs than shown: the oldest five and how many more", () => {
    const many = Array.from({ length: 8 }, (_, i) => branch(`preview/pr-${i + 1}`, i + 1));
    const closed = new Map<number, PullRequestAnswer>(many.map((_, i) => [i + 1, "closed"]));
    const { line, fleet } = describeFleet(
      facts({ branches: many, answers: closed, limit: 25 }),
      thisPreview,
      now,
    );
    expect(line).toContain(
      "8 of 25 branches (plan limit) · 8 previews of closed PRs (#1, #2, #3, #4, #5 and 3 more)",
    );
    expect(fleet.closed_prs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test("what could not be read is said, and the rest still shown", () => {
    const noLimit = describeFleet(facts({ limit: { unread: "HTTP 500" } }), thisPreview, now);
    expect(noLimit.line).toMatch(/^10 branches \(plan limit could not be read\) · 3 previews/);
    expect(noLimit.fleet.limit).toBeNull();

    const noPrs = describeFleet(facts({ answers: { unread: "HTTP 502" } }), thisPreview, now);
    expect(noPrs.line).toContain("10 of 10 branches (plan limit) · PR states could not be read ·");
    expect(noPrs.fleet.closed_prs).toEqual([]);

    const noToken = describeFleet(
      facts({ answers: { notAsked: "no github-token" } }),
      thisPreview,
      now,
    );
    expect(noToken.line).toContain("PR states not asked (no github-token)");

    const noList = describeFleet(facts({ branches: { unread: "timeout" } }), thisPreview, now);
    expect(noList.line).toBe(
      "branches could not be read (plan limit 10) · this preview expires 2026-12-01 10:00 UTC (in 3 days)",
    );
    expect(noList.fleet).toMatchObject({ branches: null, previews: null, limit: 10 });
  });

  test("the time left reads in minutes, hours or days; a past expiry says so", () => {
    const at = (iso: string) => describeFleet(facts(), { expires_at: iso }, now).line;
    expect(at("2026-11-28T10:20:00Z")).toContain("(in 20 minutes)");
    expect(at("2026-11-28T11:00:00Z")).toContain("(in 1 hour)");
    expect(at("2026-11-29T22:00:00Z")).toContain("(in 36 hours)");
    expect(at("2026-12-05T10:00:00Z")).toContain("(in 7 days)");
    expect(at("2026-11-28T09:00:00Z")).toContain("this preview expired 2026-11-28 09:00 UTC");
  });
});

describe("otherPreviewNumbers", () => {
  test("this repository's previews other than this one: the PRs worth asking GitHub about", () => {
    expect(otherPreviewNumbers(listed, "preview/pr-", repository, thisPreview.id).sort()).toEqual(
      [12, 15, 16, 19, 4].sort(),
    );
    expect(otherPreviewNumbers(listed, "preview/pr-", undefined, thisPreview.id)).toEqual([]);
  });
});

describe("branchesAfterRun", () => {
  test("making room: the listing, less what was deleted, with the branch then created", () => {
    const created = branch("preview/pr-20", 28, { annotation: undefined });
    const before = listed.filter((b) => b.id !== thisPreview.id);
    const evicted = ["br-preview-pr-12", "br-preview-pr-15"];
    const after = branchesAfterRun(before, evicted, created, repository);
    expect(after.map((b) => b.name)).not.toContain("preview/pr-12");
    expect(after).toHaveLength(before.length - 1);
    // Created by this run: it carries this repository's mark, so it counts as one of its previews.
    expect(after.at(-1)).toMatchObject({ name: "preview/pr-20", annotation: ours });
    const { fleet } = describeFleet(facts({ branches: after, answers }), created, now);
    expect(fleet).toMatchObject({ branches: 8, previews: 4, closed_prs: [19] });
  });

  test("a found branch: counted once, as handed out, with the mark it was listed with", () => {
    const unmarked = branch("preview/pr-20", 20, { annotation: undefined });
    const handedOut = { ...unmarked, expires_at: "2026-12-09T00:00:00Z" };
    const after = branchesAfterRun([...listed.slice(0, -1), unmarked], [], handedOut, repository);
    expect(after).toHaveLength(listed.length);
    expect(after.at(-1)).toEqual(handedOut);
  });

  test("a found branch replaced by a new one (a masked copy): the old one is gone", () => {
    const copy = branch("preview/pr-20", 28, { id: "br-copy", annotation: undefined });
    const after = branchesAfterRun(listed, [thisPreview.id], copy, repository);
    expect(after.filter((b) => b.name === "preview/pr-20").map((b) => b.id)).toEqual(["br-copy"]);
    expect(after).toHaveLength(listed.length);
  });
});
