import type { Seed } from "../../emulator/src/index.ts";

const USER_ID = "6b5ae5b8-2f5b-4a8e-9c39-2a1f0c2e7d11";
const ORG_ID = "org-bench-0001";
export const ORG_KEY = "benchorganizationkey000000000000000000000000000000000000000001";

/** A project for one run (or a shared one), and the key a run uses against it. */
export interface BenchProject {
  projectId: string;
  apiKey: string;
}

export interface BenchSeedOptions {
  /** How many projects; each has its own project-scoped key, so rate limits apply per run. */
  projects: number;
  operationMs: number;
  /** Seed rate limits; the emulator's defaults (700 a minute per key, 40 a second per route) when unset. */
  limits?: Seed["limits"];
}

/**
 * One organization with `projects` projects, each with a `main` branch and its primary
 * compute, and one project-scoped key per project. Background availability checks are off so
 * that only the runs' own operations exist.
 */
export function benchSeed(options: BenchSeedOptions): { seed: Seed; projects: BenchProject[] } {
  const projects = Array.from({ length: options.projects }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return { projectId: `bench-p${n}`, apiKey: `benchprojectkey${n}`.padEnd(64, "0") };
  });
  const seed: Seed = {
    plan: "paid",
    timing: { operation_ms: options.operationMs, check_availability_interval_ms: 0 },
    ...(options.limits ? { limits: options.limits } : {}),
    users: [{ id: USER_ID, name: "Bench User", email: "bench@example.test" }],
    organizations: [{ id: ORG_ID, name: "Bench Org", admins: [USER_ID] }],
    projects: projects.map((project) => ({
      id: project.projectId,
      owner: { org: ORG_ID },
      branches: [{ name: "main", default: true, computes: [{ type: "read_write" }] }],
    })),
    api_keys: [
      { type: "organization", org: ORG_ID, user: USER_ID, token: ORG_KEY },
      ...projects.map((project) => ({
        type: "project" as const,
        project: project.projectId,
        user: USER_ID,
        token: project.apiKey,
      })),
    ],
  };
  return { seed, projects };
}
