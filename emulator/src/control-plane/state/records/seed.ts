import { readFile } from "node:fs/promises";
import { z } from "zod";
import { computeSizeError, plans, suspendTimeoutError } from "./compute-sizes.ts";
import { newApiToken, newBranchId, newEndpointId } from "./ids.ts";

const neonId = z.string().regex(/^[a-z0-9-]{1,60}$/, "must match ^[a-z0-9-]{1,60}$");
const prefixedId = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}-[a-z0-9-]{1,56}$`), `must look like ${prefix}-<name>`);

const computeSeed = z.strictObject({
  id: prefixedId("ep").optional(),
  type: z.enum(["read_write", "read_only"]).default("read_write"),
  autoscaling_limit_min_cu: z.number().default(0.25),
  /** Defaults to the minimum (a fixed size). */
  autoscaling_limit_max_cu: z.number().optional(),
  suspend_timeout_seconds: z.number().int().default(0),
  current_state: z.enum(["active", "idle"]).default("active"),
});

const branchSeed = z.strictObject({
  id: prefixedId("br").optional(),
  name: z.string().min(1).max(256),
  default: z.boolean().default(false),
  parent_id: z.string().optional(),
  role_name: z.string().min(1).default("neondb_owner"),
  database_name: z.string().min(1).default("neondb"),
  password: z.string().min(1).optional(),
  computes: z.array(computeSeed).default([]),
});

const projectSeed = z.strictObject({
  id: neonId,
  name: z.string().min(1).optional(),
  region_id: z.string().default("aws-us-east-2"),
  pg_version: z.number().int().min(14).max(18).default(17),
  owner: z.union([z.strictObject({ user: z.string() }), z.strictObject({ org: z.string() })]),
  branches: z.array(branchSeed).min(1, "a project needs at least one branch"),
});

const apiKeySeed = z.strictObject({
  id: z.number().int().positive().optional(),
  name: z.string().min(1).max(64).optional(),
  token: z.string().min(16, "a key token needs at least 16 characters").optional(),
  type: z.enum(["personal", "organization", "project"]),
  /** personal: the owner; organization/project: the creator (defaults to an org admin). */
  user: z.string().optional(),
  org: z.string().optional(),
  project: z.string().optional(),
  revoked: z.boolean().default(false),
});

const timingSeed = z.strictObject({
  operation_ms: z.number().nonnegative().default(1000),
  operation_ms_by_action: z.record(z.string(), z.number().nonnegative()).default({}),
  /** Platform default idle time, used when a compute's suspend_timeout_seconds is 0. */
  suspend_timeout_seconds: z.number().int().positive().default(300),
  /** Virtual milliseconds per real millisecond; 0 freezes time (only POST /__emulator/clock moves it). */
  time_scale: z.number().nonnegative().default(1),
  /** 0 turns the background check_availability operations off. */
  check_availability_interval_ms: z.number().nonnegative().default(300_000),
});

const limitsSeed = z.strictObject({
  enabled: z.boolean().default(true),
  per_key_per_minute: z.number().int().positive().default(700),
  per_route_per_second: z.number().int().positive().default(40),
});

/** Object Storage: offered to every project unless `enabled: false` (Neon's "not enabled" then). */
const objectStorageSeed = z.strictObject({
  enabled: z.boolean().default(true),
});

const seedShape = z.strictObject({
  plan: z.enum(plans).default("paid"),
  timing: timingSeed.default(timingSeed.parse({})),
  limits: limitsSeed.default(limitsSeed.parse({})),
  object_storage: objectStorageSeed.default(objectStorageSeed.parse({})),
  users: z.array(z.strictObject({ id: z.uuid(), name: z.string(), email: z.email() })),
  organizations: z
    .array(
      z.strictObject({
        id: neonId,
        name: z.string().min(1),
        admins: z.array(z.string()).default([]),
        members: z.array(z.string()).default([]),
      }),
    )
    .default([]),
  projects: z.array(projectSeed).default([]),
  api_keys: z.array(apiKeySeed).default([]),
});

export const seedSchema = seedShape.superRefine((seed, ctx) => {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  const userIds = new Set(seed.users.map((u) => u.id));
  const orgIds = new Set(seed.organizations.map((o) => o.id));
  const projectsById = new Map(seed.projects.map((p) => [p.id, p]));

  seed.organizations.forEach((org, i) => {
    for (const id of [...org.admins, ...org.members]) {
      if (!userIds.has(id)) issue(["organizations", i], `unknown user ${id}`);
    }
  });
  seed.projects.forEach((project, i) => {
    if ("user" in project.owner && !userIds.has(project.owner.user)) {
      issue(["projects", i, "owner"], `unknown user ${project.owner.user}`);
    }
    if ("org" in project.owner && !orgIds.has(project.owner.org)) {
      issue(["projects", i, "owner"], `unknown organization ${project.owner.org}`);
    }
    if (project.branches.filter((b) => b.default).length !== 1) {
      issue(["projects", i, "branches"], "exactly one branch must have default: true");
    }
    const branchIds = new Set(project.branches.flatMap((b) => (b.id ? [b.id] : [])));
    project.branches.forEach((branch, j) => {
      if (branch.parent_id && !branchIds.has(branch.parent_id)) {
        issue(["projects", i, "branches", j, "parent_id"], `unknown branch ${branch.parent_id}`);
      }
      if (branch.computes.filter((c) => c.type === "read_write").length > 1) {
        issue(["projects", i, "branches", j], "a branch has at most one read_write compute");
      }
      branch.computes.forEach((compute, k) => {
        const min = compute.autoscaling_limit_min_cu;
        const sizeError = computeSizeError(min, compute.autoscaling_limit_max_cu ?? min, seed.plan);
        const timeoutError = suspendTimeoutError(compute.suspend_timeout_seconds);
        for (const message of [sizeError, timeoutError]) {
          if (message) issue(["projects", i, "branches", j, "computes", k], message);
        }
      });
    });
  });
  const tokens = new Set<string>();
  seed.api_keys.forEach((key, i) => {
    const at = ["api_keys", i];
    if (key.token && tokens.has(key.token)) issue(at, "duplicate token");
    if (key.token) tokens.add(key.token);
    if (key.user && !userIds.has(key.user)) issue(at, `unknown user ${key.user}`);
    if (key.type === "personal" && !key.user) issue(at, "a personal key needs user");
    if (key.type === "organization" && !(key.org && orgIds.has(key.org))) {
      issue(at, "an organization key needs org, an organization of the seed");
    }
    if (key.type === "project") {
      const project = key.project ? projectsById.get(key.project) : undefined;
      if (!project) issue(at, "a project-scoped key needs project, a project of the seed");
      else if (!("org" in project.owner)) {
        issue(at, `project ${project.id} is not owned by an organization`);
      } else if (key.org && key.org !== project.owner.org) {
        issue(at, `project ${project.id} does not belong to organization ${key.org}`);
      }
    }
  });
});

/** A seed as written by hand (defaults optional). */
export type Seed = z.input<typeof seedSchema>;
type Parsed = z.output<typeof seedSchema>;
type ParsedProject = Parsed["projects"][number];
type ParsedBranch = ParsedProject["branches"][number];
type ParsedCompute = ParsedBranch["computes"][number];
type ParsedKey = Parsed["api_keys"][number];

export type LoadedCompute = ParsedCompute & { id: string; autoscaling_limit_max_cu: number };
export type LoadedBranch = Omit<ParsedBranch, "computes"> & {
  id: string;
  computes: LoadedCompute[];
};
export type LoadedProject = Omit<ParsedProject, "branches"> & {
  name: string;
  branches: LoadedBranch[];
};
export type LoadedKey = ParsedKey & { id: number; name: string; token: string };
/** A validated seed with every default, id and token filled in. */
export type LoadedSeed = Omit<Parsed, "projects" | "api_keys"> & {
  projects: LoadedProject[];
  api_keys: LoadedKey[];
};
export type KeyType = ParsedKey["type"];

export class SeedError extends Error {}

/** Validates a seed and fills in generated ids and tokens. Throws SeedError with every problem. */
export function loadSeed(input: unknown): LoadedSeed {
  const result = seedSchema.safeParse(input);
  if (!result.success) {
    throw new SeedError(`invalid seed:\n${z.prettifyError(result.error)}`);
  }
  const seed = result.data;
  let nextKeyId = Math.max(100_000, ...seed.api_keys.map((k) => k.id ?? 0)) + 1;
  return {
    ...seed,
    projects: seed.projects.map((project) => ({
      ...project,
      name: project.name ?? project.id,
      branches: project.branches.map((branch) => ({
        ...branch,
        id: branch.id ?? newBranchId(),
        computes: branch.computes.map((compute) => ({
          ...compute,
          id: compute.id ?? newEndpointId(),
          autoscaling_limit_max_cu:
            compute.autoscaling_limit_max_cu ?? compute.autoscaling_limit_min_cu,
        })),
      })),
    })),
    api_keys: seed.api_keys.map((key) => ({
      ...key,
      id: key.id ?? nextKeyId++,
      name: key.name ?? `${key.type}-key`,
      token: key.token ?? newApiToken(),
    })),
  };
}

/** Reads a seed file and validates it; returns it as written, so a caller may still adjust it. */
export async function readSeedFile(path: string): Promise<Seed> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new SeedError(`cannot read seed file ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SeedError(`seed file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    loadSeed(json);
  } catch (error) {
    if (error instanceof SeedError) throw new SeedError(`${path}: ${error.message}`);
    throw error;
  }
  return json as Seed;
}

export async function loadSeedFile(path: string): Promise<LoadedSeed> {
  return loadSeed(await readSeedFile(path));
}

const builtIn = {
  userId: "6b5ae5b8-2f5b-4a8e-9c39-2a1f0c2e7d11",
  orgId: "org-quiet-meadow-48213907",
  projectId: "shiny-wind-02883412",
  mainBranchId: "br-aged-salad-a1b2c3d4",
  primaryComputeId: "ep-little-smoke-e5f6a7b8",
};

/** One user, admin of one organization; one project of it whose `main` branch has its primary compute; one key of each type. */
export function builtInSeed(): Seed {
  return {
    plan: "paid",
    users: [{ id: builtIn.userId, name: "Dana Admin", email: "dana@example.test" }],
    organizations: [{ id: builtIn.orgId, name: "Preview Org", admins: [builtIn.userId] }],
    projects: [
      {
        id: builtIn.projectId,
        name: "preview-demo",
        owner: { org: builtIn.orgId },
        branches: [
          {
            id: builtIn.mainBranchId,
            name: "main",
            default: true,
            password: "npg_emulatorMainPassword",
            computes: [{ id: builtIn.primaryComputeId, type: "read_write" }],
          },
        ],
      },
    ],
    api_keys: [
      {
        id: 100001,
        name: "dana-personal",
        type: "personal",
        user: builtIn.userId,
        token: "emulatorpersonalkey00000000000000000000000000000000000000000001",
      },
      {
        id: 100002,
        name: "preview-org",
        type: "organization",
        org: builtIn.orgId,
        user: builtIn.userId,
        token: "emulatororganizationkey0000000000000000000000000000000000000002",
      },
      {
        id: 100003,
        name: "preview-demo-project",
        type: "project",
        project: builtIn.projectId,
        user: builtIn.userId,
        token: "emulatorprojectkey000000000000000000000000000000000000000000003",
      },
    ],
  };
}
