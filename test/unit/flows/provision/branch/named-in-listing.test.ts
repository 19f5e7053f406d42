import { expect, test } from "vitest";
import type { ListedBranch } from "../../../../../src/api/branches.ts";
import { namedInListing } from "../../../../../src/flows/provision/branch/named-in-listing.ts";

const branch = (id: string, name: string, createdAt: string): ListedBranch => ({
  id,
  project_id: "p",
  name,
  created_at: createdAt,
  annotation: { "github-commit-repo": "octo-org/app" },
});

test("the exact name only, the oldest on a tie, without the listing's annotation", () => {
  const listed = [
    branch("br-3", "preview/pr-10", "2026-11-03T00:00:00Z"),
    branch("br-1", "preview/pr-1", "2026-11-01T00:00:00Z"),
    branch("br-2", "preview/pr-10", "2026-11-02T00:00:00Z"),
  ];
  expect(namedInListing(listed, "preview/pr-10")).toEqual({
    id: "br-2",
    project_id: "p",
    name: "preview/pr-10",
    created_at: "2026-11-02T00:00:00Z",
  });
  expect(namedInListing(listed, "preview/pr")).toBeUndefined();
});
