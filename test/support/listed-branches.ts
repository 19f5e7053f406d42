import type { ListedBranch } from "../../src/api/branches.ts";

/** The repository of the unit tests' previews, and the owner mark the action puts on its branches. */
export const repository = { owner: "octo-org", repo: "app" };
export const ours = { "github-commit-repo": "octo-org/app" };

/** A branch as the platform lists it, made on day `day` of November 2026, marked as this repository's. */
export const listedBranch = (
  name: string,
  day: number,
  more: Partial<ListedBranch> = {},
): ListedBranch => ({
  id: `br-${name.replace(/\W/g, "-")}`,
  project_id: "p",
  name,
  created_at: `2026-11-${String(day).padStart(2, "0")}T00:00:00Z`,
  annotation: ours,
  ...more,
});
