import { createHash, randomBytes } from "node:crypto";

// The claim ledger: a compute this action creates carries a `name` (optional and mutable, at
// most 64 characters: Neon's EndpointCreateRequest / EndpointUpdateRequest) that says it is
// ours, and, for one that a post step is to delete, which jobs still use it:
//
//   pc-run-<claim>[-<claim>…]  ephemeral (keep: false): each claim is a job using it; the post
//                              step of the last one deletes it (or, on an anonymized branch,
//                              suspends it and leaves the name `pc-run`: no claim left)
//   pc-keep-<claim>            kept (keep: true created or took it over): no post step deletes it
//   pc-shared                  more jobs used it than the name can list: no post step deletes it
//
// Any other name (or none) is not ours to claim or rename: the user's compute, or a moved one.

const CLAIM = /^[a-z0-9]{6}$/;
const RUN_PREFIX = "pc-run";
const KEEP_PREFIX = "pc-keep-";
export const SHARED_NAME = "pc-shared";
const NAME_MAX = 64;
/** `pc-run` and 8 × `-<6 chars>` = 62: the most claims that fit. */
export const MAX_CLAIMS = Math.floor((NAME_MAX - RUN_PREFIX.length) / 7);

export type ComputeMark =
  | { kind: "ephemeral"; claims: string[] }
  | { kind: "kept" }
  | { kind: "shared" }
  | { kind: "none" };

/**
 * This job's claim: 6 base36 characters hashed from what tells one live job from another
 * (matrix jobs of one run differ by runner). Stable across the job's steps; outside Actions,
 * random (the post step reads it from main's state, never recomputes it).
 */
export function claimOf(env: NodeJS.ProcessEnv): string {
  const parts = ["GITHUB_RUN_ID", "GITHUB_RUN_ATTEMPT", "GITHUB_JOB", "RUNNER_NAME"].map(
    (name) => env[name] ?? "",
  );
  const seed = parts.some(Boolean) ? parts.join("\n") : randomBytes(16).toString("hex");
  const digest = createHash("sha256").update(seed).digest();
  return (digest.readBigUInt64BE(0) % 36n ** 6n).toString(36).padStart(6, "0");
}

let jobClaim: string | undefined;
export function thisJobClaim(): string {
  jobClaim ??= claimOf(process.env);
  return jobClaim;
}

function isClaim(text: string): boolean {
  return CLAIM.test(text);
}

export function markOf(name: string | undefined | null): ComputeMark {
  if (!name) return { kind: "none" };
  if (name === SHARED_NAME) return { kind: "shared" };
  if (name.startsWith(KEEP_PREFIX) && isClaim(name.slice(KEEP_PREFIX.length)))
    return { kind: "kept" };
  // No claim left: an anonymized branch's compute, suspended by the last job's post step.
  if (name === RUN_PREFIX) return { kind: "ephemeral", claims: [] };
  if (!name.startsWith(`${RUN_PREFIX}-`)) return { kind: "none" };
  const listed = name.slice(RUN_PREFIX.length + 1).split("-");
  if (!listed.every(isClaim)) return { kind: "none" };
  return { kind: "ephemeral", claims: [...new Set(listed)] };
}

export function ephemeralName(claims: string[]): string {
  return [RUN_PREFIX, ...claims].join("-");
}

function keptName(claim: string): string {
  return `${KEEP_PREFIX}${claim}`;
}

/** The name a compute created now gets: it also tells a lost create's result apart exactly. */
export function createdName(claim: string, keep: boolean): string {
  return keep ? keptName(claim) : ephemeralName([claim]);
}

/** What a run reusing a compute does with its name. */
export interface ClaimDecision {
  /** The name to PATCH, if it changes. */
  rename?: string;
  /** This job holds a claim on it now: its post step releases it. */
  holds: boolean;
  /** Why the name changes, for the log. */
  note?: string;
}

export function decideClaim(
  name: string | undefined | null,
  claim: string,
  keep: boolean,
): ClaimDecision {
  const mark = markOf(name);
  if (mark.kind !== "ephemeral") return { holds: false };
  // No claim left (a suspended anonymized branch's compute): no post step would delete it.
  if (keep && mark.claims.length === 0) return { holds: false };
  if (keep)
    return {
      rename: keptName(claim),
      holds: false,
      note: "keep is true: no post step deletes it now",
    };
  if (mark.claims.includes(claim)) return { holds: true };
  if (mark.claims.length >= MAX_CLAIMS)
    return {
      rename: SHARED_NAME,
      holds: false,
      note: `${MAX_CLAIMS} jobs already hold it: no post step deletes it now (PR close, the sweep or the branch's expiration do)`,
    };
  return { rename: ephemeralName([...mark.claims, claim]), holds: true };
}

/** Whether the name, as read back, still says what `decideClaim` wanted. */
export function claimHolds(name: string | undefined | null, claim: string, keep: boolean): boolean {
  const mark = markOf(name);
  if (keep || mark.kind !== "ephemeral") return mark.kind !== "ephemeral";
  return mark.claims.includes(claim);
}

export type ReleaseDecision =
  | { kind: "release" }
  | { kind: "leave"; rename?: string; reason: string };

/**
 * The post step of a job that created a compute (keep: false) or holds a claim on it: the
 * compute goes only when no other job's claim is left on it.
 */
export function decideRelease(
  name: string | undefined | null,
  claim: string,
  createdByThisJob: boolean,
): ReleaseDecision {
  const mark = markOf(name);
  switch (mark.kind) {
    case "none":
      // A platform that kept no name: as before the ledger, its creator deletes it.
      if (!name && createdByThisJob) return { kind: "release" };
      return { kind: "leave", reason: `its name ${JSON.stringify(name ?? "")} is not ours` };
    case "kept":
      return { kind: "leave", reason: "a run with keep: true took it over" };
    case "shared":
      return {
        kind: "leave",
        reason:
          "more jobs used it than its name can list; PR close, the sweep or the branch's expiration removes it",
      };
    case "ephemeral": {
      const others = mark.claims.filter((each) => each !== claim);
      if (others.length === 0) return { kind: "release" };
      return {
        kind: "leave",
        ...(others.length < mark.claims.length ? { rename: ephemeralName(others) } : {}),
        reason: `other jobs still hold it (claims ${others.join(", ")}); the last one's post step, PR close, the sweep or the branch's expiration removes it`,
      };
    }
  }
}
