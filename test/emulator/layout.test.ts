import { relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { fileCycles, folderCycles, importGraph } from "../import-graph.ts";

// The emulator is a package of its own in three components (control plane, data plane, proxy):
// no import cycle between its files or folders, and nothing from outside its package (issue 21).

const graph = importGraph(resolve(import.meta.dirname, "../../emulator/src"));

describe("emulator/src layout", () => {
  test("no two files import each other, types too, directly or around a loop", () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  test("no two folders import each other, types too", () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  test("it imports nothing from outside its package (the action, the tests)", () => {
    const outside = graph.files.flatMap((file) =>
      graph
        .allImportsOf(file)
        .filter((target) => relative(graph.root, target).startsWith(".."))
        .map((target) => `${relative(graph.root, file)} → ${relative(graph.root, target)}`),
    );
    expect(graph.files.length).toBeGreaterThan(50);
    expect(outside).toEqual([]);
  });
});
