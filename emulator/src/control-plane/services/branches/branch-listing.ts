import { badRequest } from "../../errors.ts";
import type { Branch, Project } from "../../state/records/records.ts";

/** GET …/branches: search, sort and cursor paging. */

export const branchSortFields = ["updated_at", "created_at", "name"] as const;
export type BranchSortField = (typeof branchSortFields)[number];

export interface BranchListQuery {
  sortBy: BranchSortField;
  sortOrder: "asc" | "desc";
  limit: number | undefined;
  search: string;
  cursor: string | null;
}

function sortValue(branch: Branch, field: BranchSortField): string | number {
  return field === "name" ? branch.name : branch[field];
}

/** Neon's cursor is opaque; here it holds the sort value and id of the page's last branch. */
function encodeCursor(value: string | number, id: string): string {
  return Buffer.from(JSON.stringify({ v: value, id })).toString("base64url");
}

function decodeCursor(cursor: string): { v: string | number; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (typeof parsed?.id === "string" && ["string", "number"].includes(typeof parsed?.v))
      return parsed;
  } catch {
    // answered below
  }
  throw badRequest(
    `cursor ${cursor} is not a cursor returned by this API (pass pagination.next as is)`,
  );
}

/** One page of the project's branches, and the cursor of the next page when there is one. */
export function branchesPage(
  project: Project,
  query: BranchListQuery,
): { branches: Branch[]; next: string | undefined } {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const search = query.search.toLowerCase();
  const direction = query.sortOrder === "asc" ? 1 : -1;
  const compare = (
    a: { v: string | number; id: string },
    b: { v: string | number; id: string },
  ) => {
    const byValue = a.v < b.v ? -1 : a.v > b.v ? 1 : 0;
    return direction * (byValue !== 0 ? byValue : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
  const keyed = [...project.branches.values()]
    .filter((b) => !search || b.name.toLowerCase().includes(search) || b.id.includes(search))
    .map((branch) => ({ branch, key: { v: sortValue(branch, query.sortBy), id: branch.id } }))
    .sort((a, b) => compare(a.key, b.key))
    .filter((entry) => !cursor || compare(entry.key, cursor) > 0);
  const page = query.limit === undefined ? keyed : keyed.slice(0, query.limit);
  const last = page.at(-1);
  const more = page.length < keyed.length;
  return {
    branches: page.map((entry) => entry.branch),
    next: more && last ? encodeCursor(last.key.v, last.key.id) : undefined,
  };
}
