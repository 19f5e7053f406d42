import { describe, expect, test } from "vitest";
import type { OwnedCompute } from "../../../../src/core/state-helper.ts";
import { decidePostStep, describePostStep } from "../../../../src/flows/post/decide-post-step.ts";
import {
  claimHolds,
  claimOf,
  createdName,
  decideClaim,
  decideRelease,
  ephemeralName,
  MAX_CLAIMS,
  markOf,
  SHARED_NAME,
} from "../../../../src/flows/shared/compute-claims.ts";

const job = (runId: string, runner = "GitHub Actions 1") => ({
  GITHUB_RUN_ID: runId,
  GITHUB_RUN_ATTEMPT: "1",
  GITHUB_JOB: "test",
  RUNNER_NAME: runner,
});

describe("claimOf", () => {
  test("6 base36 characters, stable for one job, different across runs, attempts and runners", () => {
    const claim = claimOf(job("100"));
    expect(claim).toMatch(/^[a-z0-9]{6}$/);
    expect(claimOf(job("100"))).toBe(claim);
    const others = [
      claimOf(job("101")),
      claimOf({ ...job("100"), GITHUB_RUN_ATTEMPT: "2" }),
      claimOf(job("100", "GitHub Actions 2")),
    ];
    expect(new Set([claim, ...others]).size).toBe(4);
  });
  test("outside Actions, a random one", () => {
    expect(claimOf({})).toMatch(/^[a-z0-9]{6}$/);
    expect(claimOf({})).not.toBe(claimOf({}));
  });
});

describe("the names", () => {
  test("fit Neon's 64 characters with every claim the ledger can hold", () => {
    const full = ephemeralName(Array.from({ length: MAX_CLAIMS }, (_, i) => `aaaaa${i}`));
    expect(full.length).toBeLessThanOrEqual(64);
    expect(`${full}-bbbbbb`.length).toBeGreaterThan(64);
    expect(full).toMatch(/^[a-z0-9-]+$/);
  });
  test("are read back; a name not ours is none", () => {
    expect(markOf("pc-run-abc123-def456")).toEqual({
      kind: "ephemeral",
      claims: ["abc123", "def456"],
    });
    expect(markOf(createdName("abc123", true))).toEqual({ kind: "kept" });
    expect(markOf(SHARED_NAME)).toEqual({ kind: "shared" });
    // An anonymized branch's compute that the last job's post step suspended: no claim left.
    expect(markOf("pc-run")).toEqual({ kind: "ephemeral", claims: [] });
    expect(decideClaim("pc-run", "bbbbbb", false)).toEqual({
      rename: "pc-run-bbbbbb",
      holds: true,
    });
    expect(decideRelease("pc-run", "bbbbbb", false)).toEqual({ kind: "release" });
    expect(decideClaim("pc-run", "bbbbbb", true)).toEqual({ holds: false });
    for (const name of [undefined, null, "", "my compute", "pc-run-", "pc-run-ABC123", "pc-runx"])
      expect(markOf(name)).toEqual({ kind: "none" });
  });
});

describe("decideClaim (a run reusing a compute)", () => {
  test("adds its claim to an ephemeral compute's name", () => {
    expect(decideClaim("pc-run-aaaaaa", "bbbbbb", false)).toEqual({
      rename: "pc-run-aaaaaa-bbbbbb",
      holds: true,
    });
  });
  test("a claim already there needs no request", () => {
    expect(decideClaim("pc-run-aaaaaa-bbbbbb", "bbbbbb", false)).toEqual({ holds: true });
  });
  test("never claims or renames a compute without our ephemeral mark", () => {
    for (const name of [undefined, "user's", "pc-keep-aaaaaa", SHARED_NAME]) {
      expect(decideClaim(name, "bbbbbb", false)).toEqual({ holds: false });
      expect(decideClaim(name, "bbbbbb", true)).toEqual({ holds: false });
    }
  });
  test("keep: true takes it over: a kept name, no claim", () => {
    expect(decideClaim("pc-run-aaaaaa", "bbbbbb", true)).toMatchObject({
      rename: "pc-keep-bbbbbb",
      holds: false,
    });
  });
  test("a full ledger becomes shared: no post step deletes it", () => {
    const full = ephemeralName(Array.from({ length: MAX_CLAIMS }, (_, i) => `aaaaa${i}`));
    expect(decideClaim(full, "bbbbbb", false)).toMatchObject({ rename: SHARED_NAME, holds: false });
  });
  test("claimHolds: what the end of main checks", () => {
    expect(claimHolds("pc-run-aaaaaa-bbbbbb", "bbbbbb", false)).toBe(true);
    expect(claimHolds("pc-run-aaaaaa", "bbbbbb", false)).toBe(false);
    expect(claimHolds(SHARED_NAME, "bbbbbb", false)).toBe(true);
    expect(claimHolds("pc-keep-bbbbbb", "bbbbbb", true)).toBe(true);
    expect(claimHolds("pc-run-aaaaaa", "bbbbbb", true)).toBe(false);
  });
});

describe("decideRelease (the post step)", () => {
  test("the last claim: the compute goes", () => {
    expect(decideRelease("pc-run-aaaaaa", "aaaaaa", true)).toEqual({ kind: "release" });
    expect(decideRelease("pc-run-aaaaaa", "aaaaaa", false)).toEqual({ kind: "release" });
  });
  test("other claims: leave it, without ours", () => {
    const decision = decideRelease("pc-run-aaaaaa-bbbbbb-cccccc", "bbbbbb", false);
    expect(decision).toMatchObject({ kind: "leave", rename: "pc-run-aaaaaa-cccccc" });
    if (decision.kind === "leave") expect(decision.reason).toContain("aaaaaa, cccccc");
  });
  test("ours already gone (another job's write dropped it): leave it, no rename", () => {
    const decision = decideRelease("pc-run-aaaaaa", "bbbbbb", false);
    expect(decision.kind).toBe("leave");
    expect(decision).not.toHaveProperty("rename");
  });
  test("kept, shared or renamed by someone: leave it", () => {
    for (const name of ["pc-keep-cccccc", SHARED_NAME, "renamed by hand"])
      expect(decideRelease(name, "aaaaaa", true).kind).toBe("leave");
  });
  test("a platform that kept no name: its creator deletes it, as before the ledger", () => {
    expect(decideRelease(undefined, "aaaaaa", true)).toEqual({ kind: "release" });
    expect(decideRelease(undefined, "aaaaaa", false).kind).toBe("leave");
  });
});

describe("describePostStep (main's message after a cancel)", () => {
  const owned: OwnedCompute = {
    endpointId: "ep-one-1",
    projectId: "p-1",
    apiHost: "https://x",
    branchId: "br-a-1",
    result: "created",
  };
  const say = (o: OwnedCompute, keep: boolean) => describePostStep(decidePostStep(o, keep));
  test("keep: true: the compute stays, nothing is deleted", () => {
    expect(say(owned, true)).toBe("keep is true: compute ep-one-1 stays until the PR is closed");
    expect(say({ ...owned, masking: "done" }, true)).not.toMatch(/delete|suspend/);
  });
  test("keep: false: delete, or suspend on an anonymized branch; with a claim, unless another job holds it", () => {
    expect(say(owned, false)).toBe("the post step deletes compute ep-one-1");
    expect(say({ ...owned, masking: "done" }, false)).toBe(
      "the post step suspends compute ep-one-1 (on an anonymized branch)",
    );
    expect(say({ ...owned, claim: "aaaaaa" }, false)).toBe(
      "the post step deletes compute ep-one-1 unless another job of this PR still holds it",
    );
    expect(say({ ...owned, result: "reused", claim: "aaaaaa", masking: "done" }, false)).toBe(
      "the post step suspends compute ep-one-1 (on an anonymized branch) unless another job of this PR still holds it",
    );
  });
  test("masking unfinished on a branch this run created: the branch goes, whatever keep says", () => {
    const pending: OwnedCompute = { ...owned, masking: "pending", branchCreated: true };
    expect(say(pending, true)).toBe("the post step deletes branch br-a-1 (masking unfinished)");
  });
});
