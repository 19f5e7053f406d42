import type { SnapshotRef } from "../../../data-plane/data-plane.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { isoSeconds } from "../../state/clock/clock.ts";
import type { Platform } from "../../state/platform.ts";
import type { Plan } from "../../state/records/compute-sizes.ts";
import { newSnapshotId } from "../../state/records/ids.ts";
import type { Branch, Operation, Project, Snapshot } from "../../state/records/records.ts";
import { branchRef } from "../shared/data-plane-requests.ts";
import { assertUnlocked } from "../shared/operations.ts";

// Snapshots as Neon documents them (guides/backup-restore, cli/snapshots): taken of root
// branches only, names unique in the project, manual ones kept until deleted or their
// `expires_at`, 1 manual snapshot on the Free plan and 100 on paid plans (scheduled ones do not
// count). Every refusal answers 400 but a name or slug taken (409), as for branch names.

/** POST …/branches/{b}/snapshot (createSnapshot): its query parameters. */
export interface CreateSnapshotInput {
  name?: string | undefined;
  slug?: string | undefined;
  timestamp?: string | undefined;
  lsn?: string | undefined;
  expires_at?: string | undefined;
}

/** PATCH …/snapshots/{s} (updateSnapshot): `expires_at: null` clears the expiration. */
export interface UpdateSnapshotInput {
  name?: string | undefined;
  expires_at?: string | null | undefined;
}

const manualSnapshotLimit: Record<Plan, number> = { free: 1, paid: 100 };
/** createSnapshot's `slug`, as Neon's document gives it. */
const slugPattern = /^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const rfc3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
/**
 * How far a `timestamp` may be from the emulator's clock and still mean "now": a client's clock
 * skew and the request's own time (Neon's demo app sends its own now).
 */
const nowToleranceMs = 60_000;

export const snapshotsOf = (project: Project): Map<string, Snapshot> =>
  (project.snapshots ??= new Map());

export const snapshotRef = (project: Project, snapshot: Snapshot): SnapshotRef => ({
  projectId: project.id,
  snapshotId: snapshot.id,
});

export function requireSnapshot(project: Project, snapshotId: string | undefined): Snapshot {
  const snapshot = snapshotId ? project.snapshots?.get(snapshotId) : undefined;
  if (!snapshot) throw notFound(`snapshot ${snapshotId} not found in project ${project.id}`);
  return snapshot;
}

/** Newest first, as Neon lists them. */
export const listSnapshots = (project: Project): Snapshot[] =>
  [...snapshotsOf(project).values()].sort((a, b) => b.created_at - a.created_at);

/**
 * POST …/branches/{b}/snapshot. The emulator keeps no WAL history, so a snapshot holds the
 * branch's data as of the request: `lsn` is refused, and `timestamp` is taken only when it means
 * now (within a minute of the emulator's clock), since an earlier moment's data is gone.
 */
export function createSnapshot(
  platform: Platform,
  project: Project,
  branch: Branch,
  input: CreateSnapshotInput,
): { snapshot: Snapshot; operations: Operation[] } {
  if (branch.parent_id) {
    throw badRequest(
      `snapshots can be taken of root branches only; branch ${branch.id} has the parent ${branch.parent_id}`,
    );
  }
  const now = platform.clock.now();
  if (input.lsn !== undefined && input.timestamp !== undefined) {
    throw badRequest("lsn and timestamp cannot be used together; give one of them, or neither");
  }
  if (input.lsn !== undefined) {
    throw badRequest(
      `lsn ${input.lsn} cannot be honoured: the emulator keeps no WAL history, a snapshot holds the branch's data as of the request; omit lsn`,
    );
  }
  if (input.timestamp !== undefined) assertMeansNow(input.timestamp, now);
  const expiresAt = input.expires_at !== undefined ? futureTime(input.expires_at, now) : undefined;
  const manual = [...snapshotsOf(project).values()].filter((s) => s.manual).length;
  const limit = manualSnapshotLimit[platform.state.plan];
  if (manual >= limit) {
    throw badRequest(
      `project ${project.id} has ${manual} manual snapshots, the ${platform.state.plan} plan's limit; delete one first`,
    );
  }
  if (input.name !== undefined) assertSnapshotNameFree(project, input.name);
  if (input.slug !== undefined) assertSlug(project, input.slug);
  assertUnlocked(platform.operations, project);
  return takeSnapshot(platform, project, branch, {
    name: input.name ?? `${branch.name}@${isoSeconds(now)}`,
    slug: input.slug,
    manual: true,
    expiresAt,
    initiatedBy: "user",
  });
}

/**
 * Records the snapshot at once and copies the branch's data in a create_timeline operation (the
 * copy is queued before any later change made through the platform); a failed copy leaves no
 * snapshot. A backup schedule takes its snapshots here too, as the platform's own operations;
 * a name already taken gets a number.
 */
export function takeSnapshot(
  platform: Platform,
  project: Project,
  branch: Branch,
  spec: {
    name: string;
    slug?: string | undefined;
    manual: boolean;
    expiresAt: number | undefined;
    initiatedBy: Operation["initiated_by"];
  },
): { snapshot: Snapshot; operations: Operation[] } {
  const now = platform.clock.now();
  const id = newSnapshotId();
  const snapshot: Snapshot = {
    id,
    name: freeSnapshotName(project, spec.name),
    slug: spec.slug ?? freeSlug(project, id.replace(/^snap-/, "")),
    source_branch_id: branch.id,
    created_at: now,
    manual: spec.manual,
    roles: [...branch.roles.values()].map((role) => ({ ...role })),
    databases: [...branch.databases.values()].map((database) => ({ ...database })),
    ...(spec.expiresAt !== undefined ? { expires_at: spec.expiresAt } : {}),
  };
  snapshotsOf(project).set(snapshot.id, snapshot);
  armSnapshotExpiry(platform, project, snapshot);
  const operations = platform.operations.start(
    project,
    [
      {
        action: "create_timeline",
        branch_id: branch.id,
        work: async () => {
          const taken = await platform.dataPlane.createSnapshot(
            snapshotRef(project, snapshot),
            branchRef(project, branch),
          );
          if (taken.lsn !== undefined) snapshot.lsn = taken.lsn;
          // The branch services' state of this moment too (Object Storage's objects).
          if (snapshotsOf(project).get(snapshot.id) === snapshot) {
            platform.branchServices.snapshotTaken(snapshot.id, branch);
          }
        },
        onFail: () => forgetSnapshot(platform, project, snapshot),
      },
    ],
    spec.initiatedBy,
  );
  return { snapshot, operations };
}

/** PATCH …/snapshots/{s}: a new name (unique) and expiration (in the future, or null for none). */
export function updateSnapshot(
  platform: Platform,
  project: Project,
  snapshot: Snapshot,
  input: UpdateSnapshotInput,
): void {
  const now = platform.clock.now();
  const expiresAt =
    typeof input.expires_at === "string" ? futureTime(input.expires_at, now) : undefined;
  if (input.name !== undefined && input.name !== snapshot.name) {
    assertSnapshotNameFree(project, input.name);
    snapshot.name = input.name;
  }
  if (input.expires_at === null) delete snapshot.expires_at;
  if (expiresAt !== undefined) snapshot.expires_at = expiresAt;
  armSnapshotExpiry(platform, project, snapshot);
}

/** DELETE …/snapshots/{s}: gone from the list at once; its data goes in a delete_timeline. */
export function deleteSnapshot(platform: Platform, project: Project, snapshot: Snapshot) {
  assertUnlocked(platform.operations, project);
  return dropSnapshot(platform, project, snapshot, "user");
}

/** A project being deleted takes its snapshots' data with it. */
export function dropProjectSnapshots(platform: Platform, project: Project): void {
  for (const snapshot of snapshotsOf(project).values()) {
    forgetSnapshot(platform, project, snapshot);
    platform.dataPlane.deleteSnapshot(snapshotRef(project, snapshot)).catch(() => {});
  }
}

function dropSnapshot(
  platform: Platform,
  project: Project,
  snapshot: Snapshot,
  initiatedBy: Operation["initiated_by"],
): Operation[] {
  forgetSnapshot(platform, project, snapshot);
  const ref = snapshotRef(project, snapshot);
  return platform.operations.start(
    project,
    [{ action: "delete_timeline", work: () => platform.dataPlane.deleteSnapshot(ref) }],
    initiatedBy,
  );
}

function forgetSnapshot(platform: Platform, project: Project, snapshot: Snapshot): void {
  snapshot.expiry_timer?.cancel();
  delete snapshot.expiry_timer;
  if (project.snapshots?.get(snapshot.id) === snapshot) project.snapshots.delete(snapshot.id);
  platform.branchServices.snapshotDeleted(snapshot.id);
}

/** At `expires_at` on the virtual clock the platform deletes the snapshot (its own operation). */
export function armSnapshotExpiry(platform: Platform, project: Project, snapshot: Snapshot): void {
  snapshot.expiry_timer?.cancel();
  delete snapshot.expiry_timer;
  if (snapshot.expires_at === undefined) return;
  const at = Math.max(snapshot.expires_at, platform.clock.now());
  snapshot.expiry_timer = platform.scheduler.at(at, () => {
    delete snapshot.expiry_timer;
    const live =
      platform.state.projects.get(project.id) === project &&
      project.snapshots?.get(snapshot.id) === snapshot;
    if (live) dropSnapshot(platform, project, snapshot, "system");
  });
}

function assertSnapshotNameFree(project: Project, name: string): void {
  if (name.trim() === "") throw badRequest("a snapshot's name cannot be empty");
  const taken = [...snapshotsOf(project).values()].find((s) => s.name === name);
  if (taken) {
    throw conflict(
      `snapshot with the name "${name}" already exists in project ${project.id} (${taken.id})`,
    );
  }
}

function assertSlug(project: Project, slug: string): void {
  if (!slugPattern.test(slug)) {
    throw badRequest(
      `slug ${JSON.stringify(slug)} is not allowed: 1 to 63 characters, a lowercase letter first, then lowercase letters, digits or hyphens, a letter or digit last`,
    );
  }
  const taken = [...snapshotsOf(project).values()].find((s) => s.slug === slug);
  if (taken) {
    throw conflict(
      `snapshot with the slug "${slug}" already exists in project ${project.id} (${taken.id})`,
    );
  }
}

function freeSnapshotName(project: Project, base: string): string {
  const names = new Set([...snapshotsOf(project).values()].map((s) => s.name));
  let name = base;
  for (let n = 2; names.has(name); n++) name = `${base} (${n})`;
  return name;
}

function freeSlug(project: Project, base: string): string {
  const slugs = new Set([...snapshotsOf(project).values()].map((s) => s.slug));
  let slug = base;
  for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** An RFC 3339 timestamp with a time zone, in epoch milliseconds. */
export function parseTimestamp(field: string, raw: string): number {
  const parsed = rfc3339.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(parsed)) {
    throw badRequest(
      `${field} ${JSON.stringify(raw)} is not an RFC 3339 timestamp with a time zone, such as 2025-08-05T22:00:00Z`,
    );
  }
  return parsed;
}

/** An expiration: in the future, kept at second precision. */
function futureTime(raw: string, now: number): number {
  const at = Math.floor(parseTimestamp("expires_at", raw) / 1000) * 1000;
  if (at <= now)
    throw badRequest(`expires_at ${raw} is not in the future (now is ${isoSeconds(now)})`);
  return at;
}

function assertMeansNow(raw: string, now: number): void {
  const at = parseTimestamp("timestamp", raw);
  if (at > now + nowToleranceMs) {
    throw badRequest(
      `timestamp ${raw} is in the future (now is ${isoSeconds(now)}); it must be in the past`,
    );
  }
  if (at < now - nowToleranceMs) {
    throw badRequest(
      `timestamp ${raw} cannot be honoured: the emulator keeps no WAL history, so it snapshots a branch as of now (${isoSeconds(now)}) only; omit timestamp`,
    );
  }
}
