import { describe, expect, test } from "vitest";
import type { CredentialMeta } from "../../../../src/api/responses.ts";
import {
  type CredentialOwner,
  credentialName,
  ofRepository,
  ownerOf,
  thisJobOwner,
} from "../../../../src/flows/shared/credential-names.ts";
import {
  currentKept,
  ofThisRepository,
  ownByName,
  supersededBy,
} from "../../../../src/flows/shared/decide-credential-revocation.ts";

const repository = { owner: "octo-org", repo: "app" };

const owner = (fields: Partial<CredentialOwner> = {}): CredentialOwner => ({
  lifetime: "job",
  repository: "octo-org/app",
  runId: "100",
  runAttempt: 1,
  claim: "abc123",
  ...fields,
});

let next = 0;
/** A listed credential, minted `minute` minutes past the hour. */
function listed(name: string | undefined, minute: number, revoked = false): CredentialMeta {
  next++;
  const short = String(next).padStart(12, "0");
  return {
    token_id: `nak_live_${short}${"f".repeat(20)}`,
    token_id_short: short,
    ...(name === undefined ? {} : { name }),
    scopes: ["ai_gateway:invoke"],
    created_at: `2026-11-26T10:${String(minute).padStart(2, "0")}:00Z`,
    ...(revoked ? { revoked_at: "2026-11-26T11:00:00Z" } : {}),
  };
}

describe("credential names", () => {
  test("say the lifetime, repository, run, attempt and job, and read back", () => {
    const name = credentialName(owner({ lifetime: "keep", runAttempt: 2 }));
    expect(name).toBe("preview-compute:keep:octo-org/app:100:2:abc123");
    expect(ownerOf(name)).toEqual(owner({ lifetime: "keep", runAttempt: 2 }));
  });

  test("a name the action did not give, or one that names no repository, is nobody's", () => {
    for (const name of [
      undefined,
      "",
      "neon-env preview/pr-7",
      "preview-compute:forever:octo-org/app:100:1:abc123",
      "preview-compute:job:octo-org/app:100:1:abc123:extra",
      "preview-compute:job:-:-:1:abc123",
    ])
      expect(ownerOf(name), String(name)).toBeUndefined();
  });

  test("this job's owner comes from the runner's variables; outside a run it names no repository", () => {
    const env = { GITHUB_RUN_ID: "9876543210", GITHUB_RUN_ATTEMPT: "3" };
    expect(thisJobOwner("job", repository, "zz9zz9", env)).toEqual({
      lifetime: "job",
      repository: "octo-org/app",
      runId: "9876543210",
      runAttempt: 3,
      claim: "zz9zz9",
    });
    const outside = credentialName(thisJobOwner("job", undefined, "zz9zz9", {}));
    expect(ownerOf(outside)).toBeUndefined();
  });

  test("repositories compare as GitHub compares them, without case", () => {
    expect(ofRepository(owner({ repository: "Octo-Org/App" }), repository)).toBe(true);
    expect(ofRepository(owner({ repository: "octo-org/other" }), repository)).toBe(false);
  });
});

describe("which credentials a step revokes", () => {
  const mine = credentialName(owner());

  test("the post step: only live ones with exactly the name main gave", () => {
    const own = listed(mine, 1);
    const all = [own, listed(mine, 2, true), listed(credentialName(owner({ claim: "zzz999" })), 3)];
    expect(ownByName(all, mine)).toEqual([own]);
  });

  test("PR close: every live one this repository's runs minted, kept previews' too, never another's", () => {
    const job = listed(mine, 1);
    const kept = listed(credentialName(owner({ lifetime: "keep", runId: "99" })), 2);
    const all = [
      kept,
      job,
      listed("neon-env preview/pr-7", 3),
      listed(undefined, 4),
      listed(credentialName(owner({ repository: "octo-org/other" })), 5),
      listed(credentialName(owner({ runId: "98" })), 6, true),
    ];
    expect(ofThisRepository(all, repository).map((o) => o.credential)).toEqual([job, kept]);
  });

  test("a kept run's mint replaces the kept ones of earlier runs and attempts, not its matrix siblings' nor newer ones", () => {
    const me = owner({ lifetime: "keep", runId: "200", claim: "mine00" });
    const earlierRun = listed(credentialName(owner({ lifetime: "keep", runId: "150" })), 1);
    const earlierAttempt = listed(
      credentialName(owner({ lifetime: "keep", runId: "200", claim: "att100" })),
      2,
    );
    const attempt2 = { ...me, runAttempt: 2 };
    const sibling = listed(credentialName({ ...attempt2, claim: "sib222" }), 3);
    const aJob = listed(credentialName(owner({ runId: "150" })), 4);
    const newer = listed(credentialName(owner({ lifetime: "keep", runId: "300" })), 9);
    const replaced = supersededBy([earlierRun, earlierAttempt, sibling, aJob, newer], repository, {
      owner: attempt2,
      createdAt: "2026-11-26T10:05:00Z",
    });
    expect(replaced).toEqual([earlierRun, earlierAttempt]);
  });

  test("the kept preview's current credentials are those of the run attempt that minted the newest", () => {
    const old = listed(credentialName(owner({ lifetime: "keep", runId: "1" })), 1);
    const a = listed(credentialName(owner({ lifetime: "keep", runId: "2", claim: "aaaaaa" })), 2);
    const b = listed(credentialName(owner({ lifetime: "keep", runId: "2", claim: "bbbbbb" })), 3);
    const job = listed(credentialName(owner({ runId: "3" })), 4);
    const current = currentKept(ofThisRepository([old, a, b, job], repository));
    expect(current.map((o) => o.credential)).toEqual([a, b]);
    expect(currentKept(ofThisRepository([job], repository))).toEqual([]);
  });
});
