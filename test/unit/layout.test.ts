import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";

// The action's imports go one way: the entries (main.ts, post.ts) → flows/ → api/, github/,
// schema-diff/ → settings/ → core/. A module that imports back up, or two that import each
// other, would tie concerns together again (issue 21).

const root = resolve(import.meta.dirname, "../../src");
const LAYERS: Record<string, number> = {
  core: 0,
  settings: 1,
  api: 2,
  github: 2,
  "schema-diff": 2,
  flows: 3,
  ".": 4,
};

const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .map((file) => join(root, file));

/** Relative imports of each file; `values` leaves out `import type`, which vanishes at run time. */
function importsOf(file: string, values: boolean): string[] {
  const text = readFileSync(file, "utf8");
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s)?[^;]*?from\s+"(\.[^"]+)"/g;
  return [...text.matchAll(pattern)]
    .filter((match) => !(values && match[2]))
    .map((match) => resolve(dirname(file), match[3] ?? ""))
    .filter((target) => files.includes(target));
}

const folderOf = (file: string) => relative(root, dirname(file)) || ".";

/** Strongly connected groups of more than one node: each is an import cycle. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next))
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("src/ layout", () => {
  test("no two files import each other's values, directly or around a loop", () => {
    const edges = new Map(files.map((file) => [file, new Set(importsOf(file, true))]));
    const named = cycles(edges).map((group) => group.map((file) => relative(root, file)));
    expect(named).toEqual([]);
  });

  test("no two folders import each other's values", () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files) {
      const from = folderOf(file);
      if (!edges.has(from)) edges.set(from, new Set());
      for (const target of importsOf(file, true))
        if (folderOf(target) !== from) edges.get(from)?.add(folderOf(target));
    }
    expect(cycles(edges)).toEqual([]);
  });

  test("every folder is in a layer, and imports (types too) only go down or sideways", () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = LAYERS[folderOf(file)];
      expect(from, `${folderOf(file)} has no layer`).toBeDefined();
      for (const target of importsOf(file, false))
        if ((LAYERS[folderOf(target)] ?? 0) > (from ?? 0))
          upward.push(`${relative(root, file)} → ${relative(root, target)}`);
    }
    expect(upward).toEqual([]);
  });
});
