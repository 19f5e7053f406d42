import { readFileSync } from "node:fs";
import { join } from "node:path";
import { format, plugins } from "@vitest/pretty-format";
import { vi, expect as vitestExpect } from "vitest";
import { withSuiteLoader } from "./postgrest-js-loader.ts";

/**
 * Runs supabase/postgrest-js's own runtime test suite (vendored, with its client, under
 * test/fixtures/postgrest-js/: see its README) against a Data API: its test files are imported
 * with jest's globals (`test`, `describe`, `expect`, `jest.fn`) collecting their cases, its
 * clients' PostgREST addresses (localhost:3000 for PostgREST 12, :3001 for 13) are sent to the
 * Data API's URL, and each case runs in the suite's order. Its expected results are its own:
 * inline snapshots are compared as Jest 28 prints them.
 */

export const suiteRoot = join(import.meta.dirname, "../../../fixtures/postgrest-js");

/** The suite's runtime test files, in its sequencer's order (by path). */
export const suiteFiles = [
  "basic.test.ts",
  "filters.test.ts",
  "max-affected.test.ts",
  "relationships-aggregate-operations.test.ts",
  "relationships-error-handling.test.ts",
  "relationships-join-operations.test.ts",
  "relationships-spread-operations.test.ts",
  "relationships.test.ts",
  "resource-embedding.test.ts",
  "rpc.test.ts",
  "transforms.test.ts",
].sort((a, b) => a.localeCompare(b));

export interface SuiteCase {
  file: string;
  name: string;
  run: () => unknown;
}

export interface CaseResult {
  file: string;
  name: string;
  passed: boolean;
  error?: string;
}

/**
 * The fixture's statements that need what the emulator's Postgres has not (PostGIS) or what only
 * a superuser may do (a publication for all tables, Supabase Realtime's): left out, and with them
 * the suite's cases about `shops` (GeoJSON).
 */
const leftOut = [
  /^CREATE PUBLICATION supabase_realtime/i,
  /^create extension postgis/i,
  /^create table public\.shops/i,
  /^INSERT INTO shops/i,
];

/** The fixture's SQL as statements, in order, less those {@link leftOut}. */
export function fixtureStatements(): string[] {
  const text = ["00-schema.sql", "01-dummy-data.sql"]
    .map((file) => readFileSync(join(suiteRoot, "db", file), "utf8"))
    .join("\n;\n");
  return splitSql(text).filter((statement) => !leftOut.some((pattern) => pattern.test(statement)));
}

/** Splits at semicolons outside quotes, dollar quotes and `--` comments. */
export function splitSql(text: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (rest.startsWith("--")) {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end;
    } else if (dollar) {
      const end = text.indexOf(dollar[0], i + dollar[0].length) + dollar[0].length;
      current += text.slice(i, end);
      i = end;
    } else if (rest.startsWith("'")) {
      const end = text.indexOf("'", i + 1) + 1;
      current += text.slice(i, end);
      i = end;
    } else if (rest.startsWith(";")) {
      if (current.trim() !== "") statements.push(current.trim());
      current = "";
      i++;
    } else {
      current += text[i];
      i++;
    }
  }
  if (current.trim() !== "") statements.push(current.trim());
  return statements;
}

/** Jest 28's snapshot serialization (its default format: `Object {`, escaped strings). */
export function jest28Snapshot(value: unknown): string {
  return format(value, {
    printBasicPrototype: true,
    escapeString: true,
    escapeRegex: true,
    printFunctionName: false,
    indent: 2,
    plugins: [plugins.AsymmetricMatcher],
  });
}

/** Jest's stripAddedIndentation: the snapshot as written in a template literal, dedented. */
function dedentSnapshot(snapshot: string): string {
  const lines = snapshot.split("\n");
  if (lines.length <= 2) return snapshot.trim();
  const indentation = /^\s*/.exec(lines[1] ?? "")?.[0] ?? "";
  return lines
    .slice(1, -1)
    .map((line) => (line.startsWith(indentation) ? line.slice(indentation.length) : line))
    .join("\n")
    .trim();
}

/**
 * Jest's `toMatchInlineSnapshot([propertyMatchers], snapshot)`: the properties are matched, then
 * stand in the value as their matchers print (`Any<Number>`) before it is serialized.
 */
function matchInlineSnapshot(value: unknown, ...args: unknown[]): void {
  const snapshot = String(args.length > 1 ? args[1] : args[0]);
  const matchers = args.length > 1 ? (args[0] as Record<string, unknown>) : undefined;
  let shown = value;
  if (matchers) {
    try {
      vitestExpect(value).toMatchObject(matchers);
    } catch {
      throw new Error(`property matchers differ; received:\n${jest28Snapshot(value)}`);
    }
    shown = deepMerge(value, matchers);
  }
  const received = jest28Snapshot(shown);
  const expected = dedentSnapshot(snapshot);
  if (received !== expected)
    throw new Error(`snapshot differs:\n${firstDifference(expected, received)}`);
}

const isObject = (item: unknown): item is Record<string, unknown> =>
  item !== null && typeof item === "object" && !Array.isArray(item);

/** Jest's deepMerge of property matchers into the received value. */
function deepMerge(target: unknown, source: unknown): unknown {
  if (isObject(target) && isObject(source)) {
    const merged: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(source)) {
      if (isObject(value) && !("$$typeof" in value)) {
        merged[key] = key in target ? deepMerge(target[key], value) : value;
      } else if (Array.isArray(value)) {
        merged[key] = deepMergeArray(target[key] as unknown[], value);
      } else {
        merged[key] = value;
      }
    }
    return merged;
  }
  if (Array.isArray(target) && Array.isArray(source)) return deepMergeArray(target, source);
  return target;
}

function deepMergeArray(target: unknown[], source: unknown[]): unknown[] {
  const merged = Array.from(target ?? []);
  source.forEach((element, index) => {
    const current = merged[index];
    if (Array.isArray(current)) merged[index] = deepMergeArray(current, element as unknown[]);
    else if (isObject(current)) merged[index] = deepMerge(current, element);
    else merged[index] = element;
  });
  return merged;
}

/** The lines around the first line that differs, as `-` expected and `+` received. */
function firstDifference(expected: string, received: string): string {
  const want = expected.split("\n");
  const got = received.split("\n");
  let at = 0;
  while (at < want.length && want[at] === got[at]) at++;
  const from = Math.max(0, at - 3);
  return [
    ...want.slice(from, at).map((line) => `  ${line}`),
    ...want.slice(at, at + 8).map((line) => `- ${line}`),
    ...got.slice(at, at + 8).map((line) => `+ ${line}`),
  ].join("\n");
}

/** vitest's expect, with jest's inline snapshots compared as Jest 28 wrote them. */
function jestExpect(): typeof vitestExpect {
  const wrap = (value: unknown) =>
    new Proxy(vitestExpect(value), {
      get(target, property, receiver) {
        if (property === "toMatchInlineSnapshot") {
          return (...args: unknown[]) => matchInlineSnapshot(value, ...args);
        }
        return Reflect.get(target, property, receiver);
      },
    });
  return new Proxy(vitestExpect, {
    apply: (_target, _this, args: unknown[]) => wrap(args[0]),
  });
}

const jestGlobals = ["test", "it", "describe", "expect", "jest"] as const;

/**
 * Runs `body` with jest's globals in place (`test`, `it` and `describe` registering the cases
 * of the files imported meanwhile, `expect`, `jest.fn`), then puts the previous ones back.
 */
export async function withJestGlobals<T>(
  body: (collect: () => Promise<SuiteCase[]>) => Promise<T>,
): Promise<T> {
  const globals = globalThis as Record<string, unknown>;
  const saved = jestGlobals.map((k) => [k, globals[k]] as const);
  const cases: SuiteCase[] = [];
  const names: string[] = [];
  let file = "";
  const register = (name: string, run: () => unknown) => {
    // The suite has cases of the same name (two `maybeSingle`): the second is "maybeSingle (2)".
    const full = [...names, name].join(" > ");
    const same = cases.filter((c) => c.file === file && c.name.replace(/ \(\d+\)$/, "") === full);
    cases.push({ file, name: same.length > 0 ? `${full} (${same.length + 1})` : full, run });
  };
  globals.test = register;
  globals.it = register;
  globals.describe = (name: string, describeBody: () => void) => {
    names.push(name);
    try {
      describeBody();
    } finally {
      names.pop();
    }
  };
  globals.expect = jestExpect();
  globals.jest = { fn: vi.fn };
  const collect = async () => {
    await withSuiteLoader(suiteRoot, async () => {
      for (file of suiteFiles) await import(join(suiteRoot, "test", file));
    });
    return cases;
  };
  try {
    return await body(collect);
  } finally {
    for (const [key, value] of saved) globals[key] = value;
  }
}

/**
 * Sends the suite's PostgREST addresses to `url` for as long as `run` takes (the suite's clients
 * use the global fetch, read when each request is built).
 */
export async function withPostgrestAt<T>(url: string, run: () => Promise<T>): Promise<T> {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = typeof input === "string" ? input : input instanceof URL ? input.href : "";
    const mapped = /^http:\/\/localhost:300[01]/.test(target)
      ? target.replace(/^http:\/\/localhost:300[01]/, url)
      : input;
    return original(mapped, init);
  };
  try {
    return await run();
  } finally {
    globalThis.fetch = original;
  }
}

/** Runs each case once, in order (the suite's cases share its data, as under `jest --runInBand`). */
export async function runCases(cases: SuiteCase[]): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const suiteCase of cases) {
    try {
      await suiteCase.run();
      results.push({ file: suiteCase.file, name: suiteCase.name, passed: true });
    } catch (error) {
      results.push({
        file: suiteCase.file,
        name: suiteCase.name,
        passed: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}
