// The relative imports between the files of a source tree, and the cycles among them.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export interface ImportGraph {
  root: string;
  files: string[];
  /**
   * Relative imports of a file inside the tree, dynamic `import()`s too; `values` leaves out
   * `import type`, which vanishes at run time.
   */
  importsOf(file: string, values: boolean): string[];
  /** Every relative import of a file, resolved, inside the tree or not. */
  allImportsOf(file: string): string[];
  folderOf(file: string): string;
}

const pattern = /(?:^|\n)\s*(import|export)\s+(type\s)?[^;]*?from\s+"(\.[^"]+)"/g;
/** `import("./…")`: loaded when first needed, a dependency all the same. */
const dynamicPattern = /\bimport\(\s*"(\.[^"]+)"\s*\)/g;

export function importGraph(root: string): ImportGraph {
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(root, file));
  const known = new Set(files);
  const parsed = (file: string) => {
    const text = readFileSync(file, "utf8");
    return [
      ...[...text.matchAll(pattern)].map((match) => ({
        typeOnly: Boolean(match[2]),
        target: resolve(dirname(file), match[3] ?? ""),
      })),
      ...[...text.matchAll(dynamicPattern)].map((match) => ({
        typeOnly: false,
        target: resolve(dirname(file), match[1] ?? ""),
      })),
    ];
  };
  return {
    root,
    files,
    importsOf: (file, values) =>
      parsed(file)
        .filter((each) => !(values && each.typeOnly) && known.has(each.target))
        .map((each) => each.target),
    allImportsOf: (file) => parsed(file).map((each) => each.target),
    folderOf: (file) => relative(root, dirname(file)) || ".",
  };
}

/** Strongly connected groups of more than one node: each is an import cycle. */
export function cycles(edges: Map<string, Set<string>>): string[][] {
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

/** File cycles, type imports counted (a type is a dependency too), named relative to the tree's root. */
export function fileCycles(graph: ImportGraph): string[][] {
  const edges = new Map(graph.files.map((file) => [file, new Set(graph.importsOf(file, false))]));
  return cycles(edges).map((group) => group.map((file) => relative(graph.root, file)));
}

/** Folder cycles, type imports counted: a folder that imports one that imports it back. */
export function folderCycles(graph: ImportGraph): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const file of graph.files) {
    const from = graph.folderOf(file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const target of graph.importsOf(file, false))
      if (graph.folderOf(target) !== from) edges.get(from)?.add(graph.folderOf(target));
  }
  return cycles(edges);
}
