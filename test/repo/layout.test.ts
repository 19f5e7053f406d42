import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { fileCycles, folderCycles, importGraph } from "../support/import-graph.ts";

// The action's imports go one way: the entries (main.ts, post.ts) → flows/ → api/, github/,
// schema-diff/ → settings/ → core/. A module that imports back up, or two that import each
// other, would tie concerns together again (issue 21). Inside flows/, a folder per step that
// runs it: sweep → cleanup → shared, and provision, post → shared (issue 30). Inside provision/,
// a folder per part of the PR's preview, each importing only the parts it builds on (issue 42).

const graph = importGraph(resolve(import.meta.dirname, "../../src"));
const LAYERS: Record<string, number> = {
  core: 0,
  settings: 1,
  // The preview's cost: pure figures and rates, which settings/ checks an input against.
  cost: 1,
  api: 2,
  github: 2,
  "schema-diff": 2,
  "migration-impact": 2,
  "query-impact": 2,
  flows: 3,
  ".": 4,
};
/** The flows/ folders each flows/ folder may import besides itself. */
const FLOW_STEPS: Record<string, string[]> = {
  "flows/provision": ["flows/shared"],
  "flows/post": ["flows/shared"],
  "flows/cleanup": ["flows/shared"],
  "flows/sweep": ["flows/cleanup", "flows/shared"],
  "flows/shared": [],
};
const layerOf = (folder: string) => LAYERS[folder.split("/")[0] ?? folder];
/** flows/<step>/…: the step's folder (its parts' folders belong to it). */
const stepOf = (folder: string) => folder.split("/").slice(0, 2).join("/");
const PROVISION = "flows/provision";
/** provision.ts runs the parts in its phases; main.ts calls it through provision-with-deployment.ts. */
const PROVISION_ENTRIES = [
  `${PROVISION}/provision.ts`,
  `${PROVISION}/provision-with-deployment.ts`,
];
/**
 * The parts of provision/ and the parts each may import besides itself: the PR branch (branch/),
 * its compute (compute/, given the branch), the services on it (services/), the variables
 * `export-env` writes (export-env/, of the services), the PR's code the action starts with a
 * `run:` step's environment (pr-code/: migrate's command, neon.ts's hooks), what is done around
 * the migrations (migration/) and what provision reports (report/, of the branch and compute).
 */
const PROVISION_PARTS: Record<string, string[]> = {
  branch: [],
  compute: ["branch"],
  services: [],
  "export-env": ["services"],
  "pr-code": [],
  migration: ["pr-code"],
  report: ["branch", "compute"],
};
/** flows/provision/<part>/…: the part; undefined outside provision's parts. */
const partOf = (file: string) => {
  const [flows, step, part, ...rest] = relative(graph.root, file).split("/");
  return `${flows}/${step}` === PROVISION && part !== undefined && rest.length > 0
    ? part
    : undefined;
};
/** The neon.ts code: one folder, entered by one module. */
const NEON_CONFIG = "settings/neon-config";
const NEON_CONFIG_ENTRY = `${NEON_CONFIG}/apply-neon-config.ts`;

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
      const from = layerOf(graph.folderOf(file));
      expect(from, `${graph.folderOf(file)} has no layer`).toBeDefined();
      for (const target of graph.importsOf(file, false))
        if ((layerOf(graph.folderOf(target)) ?? 0) > (from ?? 0))
          upward.push(`${relative(graph.root, file)} → ${relative(graph.root, target)}`);
    }
    expect(upward).toEqual([]);
  });

  test("every flow sits in the folder of the step that runs it, and imports (types too) only the steps below it", () => {
    const astray: string[] = [];
    for (const file of graph.files) {
      const folder = stepOf(graph.folderOf(file));
      if (folder.split("/")[0] !== "flows") continue;
      const allowed = FLOW_STEPS[folder];
      if (!allowed) {
        astray.push(`${relative(graph.root, file)}: not in a step's folder`);
        continue;
      }
      for (const target of graph.importsOf(file, false)) {
        const to = stepOf(graph.folderOf(target));
        if (to.startsWith("flows") && to !== folder && !allowed.includes(to))
          astray.push(`${relative(graph.root, file)} → ${relative(graph.root, target)}`);
      }
    }
    expect(astray).toEqual([]);
  });

  test("provision/ holds its entries and a folder per part; a part imports (types too) only the parts it builds on, never an entry", () => {
    const provisionFiles = graph.files.filter((file) =>
      relative(graph.root, file).startsWith(`${PROVISION}/`),
    );
    expect(provisionFiles.length).toBeGreaterThan(20);
    const astray: string[] = [];
    for (const file of provisionFiles) {
      const path = relative(graph.root, file);
      const part = partOf(file);
      if (part === undefined ? !PROVISION_ENTRIES.includes(path) : !(part in PROVISION_PARTS)) {
        astray.push(`${path}: neither an entry nor in a part's folder`);
        continue;
      }
      if (part === undefined) continue;
      for (const target of graph.importsOf(file, false)) {
        const to = relative(graph.root, target);
        if (!to.startsWith(`${PROVISION}/`)) continue;
        const toPart = partOf(target);
        if (toPart === undefined || (toPart !== part && !PROVISION_PARTS[part]?.includes(toPart)))
          astray.push(`${path} → ${to}`);
      }
    }
    expect(astray).toEqual([]);
  });

  test("the neon.ts code is entered by one module: nothing outside its folder imports another of its files", () => {
    const around: string[] = [];
    for (const file of graph.files) {
      if (graph.folderOf(file) === NEON_CONFIG) continue;
      for (const target of graph.importsOf(file, false))
        if (
          graph.folderOf(target) === NEON_CONFIG &&
          relative(graph.root, target) !== NEON_CONFIG_ENTRY
        )
          around.push(`${relative(graph.root, file)} → ${relative(graph.root, target)}`);
    }
    expect(around).toEqual([]);
  });
});

describe("test/unit/ layout", () => {
  test("each folder of unit tests mirrors a folder of src/, or of the test tools it tests", () => {
    const unitRoot = resolve(import.meta.dirname, "../unit");
    const tools: Record<string, string> = { support: "../support", bench: "../bench" };
    const strays = readdirSync(unitRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => relative(unitRoot, join(entry.parentPath, entry.name)))
      .filter((folder) => {
        const [top = "", ...rest] = folder.split("/");
        const base = tools[top]
          ? resolve(unitRoot, tools[top], ...rest)
          : resolve(graph.root, folder);
        return !existsSync(base);
      });
    expect(strays).toEqual([]);
  });
});

describe("test/emulator/ layout", () => {
  const testRoot = resolve(import.meta.dirname, "../emulator");
  const sourceRoot = resolve(import.meta.dirname, "../../emulator/src");
  /** The emulator tests' own fixtures and helpers, the one folder with no emulator/src twin. */
  const SUPPORT = "support";
  const entries = readdirSync(testRoot, { recursive: true, withFileTypes: true }).map((entry) => ({
    path: relative(testRoot, join(entry.parentPath, entry.name)),
    isDirectory: entry.isDirectory(),
  }));
  /** The names of emulator/src's components and of their folders (data-plane, postgres, data-api). */
  const sourceFolders = new Set(
    readdirSync(sourceRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter(
        (entry) => relative(sourceRoot, join(entry.parentPath, entry.name)).split("/").length <= 2,
      )
      .map((entry) => entry.name),
  );

  test("each folder of emulator tests mirrors a folder of emulator/src/, but support/", () => {
    const folders = entries.filter((entry) => entry.isDirectory).map((entry) => entry.path);
    expect(folders).toContain(SUPPORT);
    const strays = folders.filter(
      (folder) => folder.split("/")[0] !== SUPPORT && !existsSync(resolve(sourceRoot, folder)),
    );
    expect(strays).toEqual([]);
  });

  test("support/ holds no tests", () => {
    const tests = entries
      .filter((entry) => entry.path.startsWith(`${SUPPORT}/`) && entry.path.endsWith(".test.ts"))
      .map((entry) => entry.path);
    expect(tests).toEqual([]);
  });

  test("no test spells a folder as a prefix of its name (data-api-x.test.ts is data-api/x.test.ts)", () => {
    const prefixed = entries
      .filter((entry) => !entry.isDirectory && entry.path.endsWith(".test.ts"))
      .filter((entry) => {
        const [name = "", ...folders] = entry.path.split("/").reverse();
        return [...sourceFolders].some(
          (folder) => name.startsWith(`${folder}-`) && !folders.includes(folder),
        );
      })
      .map((entry) => entry.path);
    expect(prefixed).toEqual([]);
  });
});
