import type { ListedBranch } from "../../../api/branches.ts";
import type { PullRequestAnswer } from "../../../github/pull-answers.ts";
import { ownerAnnotation, ownershipOf, type Repository } from "../../shared/branch-owner.ts";
import { evictable, slotHolders } from "../branch/decide-eviction.ts";

// The fleet in one line (issue 45.2): the project's branches against the plan's limit, this
// repository's previews whose PR is closed or merged (by decide-eviction.ts's rules: those
// `evict: closed` would delete), and when this preview expires. Pure: fleet-lookup.ts asks.

/** A lookup that failed: the line says so, the run goes on. */
export interface Unread {
  unread: string;
}

export interface NotAsked {
  notAsked: string;
}

export const isUnread = (value: unknown): value is Unread =>
  typeof value === "object" && value !== null && "unread" in value;

/** What the run could learn of the fleet. */
export interface FleetFacts {
  /** Every branch of the project, listed after this run's own changes. */
  branches: ListedBranch[] | Unread;
  /** The plan's branch limit; undefined when the platform gives none. */
  limit: number | undefined | Unread;
  /**
   * GitHub's answers for the other previews' PRs; `notAsked` says why GitHub was not asked,
   * `none-needed` when no other preview of this repository exists.
   */
  answers: ReadonlyMap<number, PullRequestAnswer> | Unread | NotAsked | "none-needed";
  prefix: string;
  repository: Repository | undefined;
}

/** The `fleet` output. */
export interface Fleet {
  branches: number | null;
  limit: number | null;
  /** This repository's previews (`<prefix><number>`, with its owner mark), this one included. */
  previews: number | null;
  /** The PRs of previews `evict: closed` would delete, oldest preview first. */
  closed_prs: number[];
  expires_at: string | null;
}

export interface FleetLine {
  fleet: Fleet;
  line: string;
}

const SHOWN_NUMBERS = 5;

/** This repository's previews other than `thisBranchId`: the PRs to ask GitHub about. */
export function otherPreviewNumbers(
  branches: ListedBranch[],
  prefix: string,
  repository: Repository | undefined,
  thisBranchId: string,
): number[] {
  if (!repository) return [];
  return slotHolders(branches, prefix, repository, undefined).flatMap((holder) =>
    holder.number !== undefined &&
    holder.branch.id !== thisBranchId &&
    ownershipOf(holder.branch.annotation, repository) === "this"
      ? [holder.number]
      : [],
  );
}

/**
 * The branches as this run listed them before it changed any, after its changes: less those it
 * deleted (`removed`), and with its own branch as it hands it out (created, replaced or found;
 * one it created carries this repository's mark, as the create sent it).
 */
export function branchesAfterRun(
  listed: ListedBranch[],
  removed: string[],
  thisBranch: ListedBranch,
  repository: Repository | undefined,
): ListedBranch[] {
  const before = listed.find((branch) => branch.id === thisBranch.id);
  const gone = new Set([...removed, thisBranch.id]);
  const annotation = before ? before.annotation : ownerAnnotation(repository);
  return [
    ...listed.filter((branch) => !gone.has(branch.id)),
    annotation ? { ...thisBranch, annotation } : thisBranch,
  ];
}

/**
 * `7 of 10 branches (plan limit) · 3 previews of closed PRs (#12, #15, #19) · this preview
 * expires 2026-12-01 10:00 UTC (in 3 days)`, and the figures as the `fleet` output.
 */
export function describeFleet(
  facts: FleetFacts,
  thisBranch: { expires_at?: string | null | undefined },
  now: number,
): FleetLine {
  const expiresAt = thisBranch.expires_at ?? null;
  const branches = isUnread(facts.branches) ? undefined : facts.branches;
  const limit = isUnread(facts.limit) ? undefined : facts.limit;
  const closed = branches ? closedPreviews(branches, facts) : [];
  const fleet: Fleet = {
    branches: branches?.length ?? null,
    limit: limit ?? null,
    previews: branches && facts.repository ? ownPreviews(branches, facts) : null,
    closed_prs: closed,
    expires_at: expiresAt,
  };
  const parts = [
    countPart(branches?.length, facts.limit),
    ...(branches ? [closedPart(closed, facts)] : []),
    expiryPart(expiresAt, now),
  ];
  return { fleet, line: parts.join(" · ") };
}

function ownPreviews(branches: ListedBranch[], facts: FleetFacts): number {
  const { repository } = facts;
  if (!repository) return 0;
  return slotHolders(branches, facts.prefix, repository, undefined).filter(
    (holder) =>
      holder.number !== undefined && ownershipOf(holder.branch.annotation, repository) === "this",
  ).length;
}

function closedPreviews(branches: ListedBranch[], facts: FleetFacts): number[] {
  const { answers } = facts;
  if (!(answers instanceof Map)) return [];
  return evictable(slotHolders(branches, facts.prefix, facts.repository, answers)).flatMap(
    (holder) => holder.number ?? [],
  );
}

function countPart(count: number | undefined, limit: FleetFacts["limit"]): string {
  const plural = (n: number) => `${n} branch${n === 1 ? "" : "es"}`;
  if (count === undefined)
    return isUnread(limit) || limit === undefined
      ? "branches could not be read"
      : `branches could not be read (plan limit ${limit})`;
  if (isUnread(limit)) return `${plural(count)} (plan limit could not be read)`;
  if (limit === undefined) return `${plural(count)}, no plan limit`;
  return `${count} of ${limit} branches (plan limit)`;
}

function closedPart(closed: number[], facts: FleetFacts): string {
  const { answers } = facts;
  if (typeof answers === "object" && "notAsked" in answers)
    return `PR states not asked (${answers.notAsked})`;
  if (isUnread(answers)) return "PR states could not be read";
  if (closed.length === 0) return "no previews of closed PRs";
  const shown = closed.slice(0, SHOWN_NUMBERS).map((n) => `#${n}`);
  const more = closed.length - shown.length;
  const list = more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
  return `${closed.length} preview${closed.length === 1 ? "" : "s"} of closed PRs (${list})`;
}

function expiryPart(expiresAt: string | null, now: number): string {
  if (expiresAt === null) return "this preview has no expiry";
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at)) return "this preview has no expiry";
  const when = `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return at <= now
    ? `this preview expired ${when}`
    : `this preview expires ${when} (in ${timeUntil(at - now)})`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function timeUntil(ms: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (ms < HOUR) return unit(Math.max(1, Math.round(ms / MINUTE)), "minute");
  if (ms < 2 * DAY) return unit(Math.round(ms / HOUR), "hour");
  return unit(Math.round(ms / DAY), "day");
}
