import { relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { fileCycles, folderCycles, importGraph } from "../import-graph.ts";

// The action's imports go one way: the entries (main.ts, post.ts) → flows/ → api/, github/,
// schema-diff/ → settings/ → core/. A module that imports back up, or two that import each
// other, would tie concerns together again (issue 21).

const graph = importGraph(resolve(import.meta.dirname, "../../src"));
const LAYERS: Record<string, number> = {
  core: 0,
  settings: 1,
  api: 2,
  github: 2,
  "schema-diff": 2,
  flows: 3,
  ".": 4,
};

describe("src/ layout", () => {
  test("no two files import each other, types too, directly or around a loop", () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  test("no two folders import each other, types too", () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  test("every folder is in a layer, and imports (types too) only go down or sideways", () => {
    const upward: string[] = [];
    for (const file of graph.files) {
      const from = LAYERS[graph.folderOf(file)];
      expect(from, `${graph.folderOf(file)} has no layer`).toBeDefined();
      for (const target of graph.importsOf(file, false))
        if ((LAYERS[graph.folderOf(target)] ?? 0) > (from ?? 0))
          upward.push(`${relative(graph.root, file)} → ${relative(graph.root, target)}`);
    }
    expect(upward).toEqual([]);
  });
});
