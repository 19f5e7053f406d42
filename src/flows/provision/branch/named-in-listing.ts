import { type ListedBranch, oldestNamed } from "../../../api/branches.ts";
import type { Branch } from "../../../api/responses.ts";

// The PR's branch found in a listing of every branch, which the report's fleet line then
// counts (report/fleet-lookup.ts): one listing serves both. Pure.

/** The branch named exactly `name`, oldest first on a tie (as the search by name finds it). */
export function namedInListing(branches: ListedBranch[], name: string): Branch | undefined {
  const match = oldestNamed(branches, name);
  if (!match) return undefined;
  const { annotation: _annotation, ...branch } = match;
  return branch;
}
