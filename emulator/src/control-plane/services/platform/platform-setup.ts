import { newBranch, newCompute, rootContents } from "../../state/new-records.ts";
import { Platform, type PlatformParts } from "../../state/platform.ts";
import type { Project } from "../../state/records/records.ts";
import type { LoadedProject, LoadedSeed } from "../../state/records/seed.ts";
import { becomeActive } from "../computes/compute-lifecycle.ts";
import { launchOf, specOf } from "../shared/data-plane-requests.ts";
import { scheduleAvailabilityChecks } from "./availability-checks.ts";

/**
 * The platform as a seed describes it: its projects, branches (with their data), computes
 * (the active ones serving) and API keys. `ready` settles when the data is there.
 */
export function openPlatform(seed: LoadedSeed, parts: PlatformParts): Platform {
  const platform = new Platform(seed, parts);
  platform.ready = materialize(platform, seed);
  return platform;
}

/** Swaps in a new seed (admin `reset`): the previous seed's data and servers are gone first. */
export async function resetPlatform(platform: Platform, seed: LoadedSeed): Promise<void> {
  const previousNow = platform.clock.now();
  platform.scheduler.stop();
  // Every branch service's servers, pools and caches go with the old state.
  await platform.branchServices.stop();
  await platform.dataPlane.clear();
  platform.startOver(seed, previousNow);
  platform.ready = materialize(platform, seed);
  await platform.ready;
}

function materialize(platform: Platform, seed: LoadedSeed): Promise<void> {
  const { dataPlane, state } = platform;
  const now = platform.clock.now();
  const data: Array<Promise<void>> = [];
  for (const seeded of seed.projects) {
    const project = newSeededProject(platform, seeded, now);
    state.projects.set(project.id, project);
    const storage = new Map<string, Promise<void>>();
    for (const seededBranch of parentsFirst(seeded.branches)) {
      const contents = rootContents(platform, seededBranch, now);
      const branch = newBranch(project, seededBranch, contents, now);
      project.branches.set(branch.id, branch);
      const ref = { projectId: project.id, branchId: branch.id };
      const spec = specOf(branch);
      const parentReady = branch.parent_id ? storage.get(branch.parent_id) : undefined;
      const made =
        branch.parent_id && parentReady
          ? parentReady
              .then(() =>
                dataPlane.createBranch(
                  ref,
                  { projectId: project.id, branchId: branch.parent_id ?? "" },
                  { schemaOnly: false },
                ),
              )
              .then(() => dataPlane.applySpec(ref, spec))
          : dataPlane.createRootBranch(ref, spec, { pgVersion: project.pg_version });
      storage.set(branch.id, made);
      data.push(made);
      for (const seededCompute of seededBranch.computes) {
        const compute = newCompute(project, branch.id, seededCompute, now);
        project.computes.set(compute.id, compute);
        if (seededCompute.current_state === "active") {
          becomeActive(platform, project, compute);
          data.push(made.then(() => dataPlane.startCompute(launchOf(compute))));
        } else {
          compute.current_state = "idle";
          compute.suspended_at = now;
        }
      }
    }
  }
  for (const key of seed.api_keys) {
    const project = key.project ? state.projects.get(key.project) : undefined;
    const projectOrg = project && "org" in project.owner ? project.owner.org : undefined;
    const orgId = key.org ?? projectOrg;
    const org = orgId ? state.organizations.get(orgId) : undefined;
    const creator = key.user ?? [...(org?.admins ?? []), ...(org?.members ?? [])][0];
    state.apiKeys.set(key.id, {
      id: key.id,
      name: key.name,
      token: key.token,
      type: key.type,
      user_id: creator ?? seed.users[0]?.id ?? "00000000-0000-0000-0000-000000000000",
      ...(orgId && key.type !== "personal" ? { org_id: orgId } : {}),
      ...(key.project ? { project_id: key.project } : {}),
      created_at: now,
      revoked: key.revoked,
    });
  }
  scheduleAvailabilityChecks(platform);
  return Promise.all(data).then(() => undefined);
}

function newSeededProject(platform: Platform, seeded: LoadedProject, now: number): Project {
  const org =
    "org" in seeded.owner ? platform.state.organizations.get(seeded.owner.org) : undefined;
  const ownerId =
    "user" in seeded.owner ? seeded.owner.user : ([...(org?.admins ?? [])][0] ?? seeded.owner.org);
  return {
    id: seeded.id,
    name: seeded.name,
    region_id: seeded.region_id,
    pg_version: seeded.pg_version,
    owner: seeded.owner,
    owner_id: ownerId,
    created_at: now,
    updated_at: now,
    branches: new Map(),
    computes: new Map(),
    operations: [],
  };
}

/** Seeded branches may list a child before its parent. */
function parentsFirst<T extends { id: string; parent_id?: string | undefined }>(
  branches: T[],
): T[] {
  const ordered: T[] = [];
  const placed = new Set<string>();
  while (ordered.length < branches.length) {
    const next = branches.filter(
      (b) => !placed.has(b.id) && (!b.parent_id || placed.has(b.parent_id)),
    );
    if (next.length === 0) break;
    for (const branch of next) {
      ordered.push(branch);
      placed.add(branch.id);
    }
  }
  return ordered;
}
