import { readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parse } from "yaml";

export interface ActionManifest {
  /** Directory holding action.yml; `runs.main`/`runs.post` are relative to it. */
  dir: string;
  using: string;
  main: string;
  post: string | undefined;
  postIf: string | undefined;
  /** Declared inputs and their `default` (raw, expressions unevaluated). */
  inputs: Map<string, { default: string | undefined }>;
}

/**
 * The manifest of each action.yml, kept while the file is unchanged (its mtime and size): every
 * step of every job reads it, and parsing the YAML cost a test worker ~4 ms a step, about 5% of its
 * CPU in the end-to-end files. Callers only read what they get.
 */
const parsed = new Map<string, { stamp: string; manifest: ActionManifest }>();

export function readActionManifest(path: string): ActionManifest {
  const { mtimeMs, size } = statSync(path);
  const stamp = `${mtimeMs}:${size}`;
  const kept = parsed.get(path);
  if (kept?.stamp === stamp) return kept.manifest;
  const manifest = parseActionManifest(path);
  parsed.set(path, { stamp, manifest });
  return manifest;
}

function parseActionManifest(path: string): ActionManifest {
  const doc = parse(readFileSync(path, "utf8")) as {
    inputs?: Record<string, { default?: unknown } | null>;
    runs?: { using?: string; main?: string; post?: string; "post-if"?: string };
  };
  if (!doc.runs?.main || !doc.runs.using?.startsWith("node")) {
    throw new Error(`${path}: not a node action (runs.using/runs.main missing)`);
  }
  const dir = dirname(resolve(path));
  const inputs = new Map<string, { default: string | undefined }>();
  for (const [name, spec] of Object.entries(doc.inputs ?? {})) {
    const value = spec?.default;
    inputs.set(name, {
      default: value === undefined || value === null ? undefined : String(value),
    });
  }
  return {
    dir,
    using: doc.runs.using,
    main: resolve(dir, doc.runs.main),
    post: doc.runs.post ? resolve(dir, doc.runs.post) : undefined,
    postIf: doc.runs["post-if"],
    inputs,
  };
}

/**
 * The INPUT_ variables the runner gives the action: every declared input (the given value, else
 * its evaluated default, else empty), named `INPUT_` + name with spaces → `_`, upper-cased,
 * hyphens kept. Unknown names throw: the runner would only warn, but here it is a typo in a test.
 */
export function inputEnvironment(
  manifest: ActionManifest,
  given: Record<string, string>,
  expressionContext: Record<string, unknown>,
): Record<string, string> {
  const unknown = Object.keys(given).filter((name) => !manifest.inputs.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown input(s) ${unknown.map((n) => `'${n}'`).join(", ")}; action.yml declares ${[...manifest.inputs.keys()].join(", ")}`,
    );
  }
  const env: Record<string, string> = {};
  for (const [name, spec] of manifest.inputs) {
    const value =
      given[name] ?? (spec.default === undefined ? "" : evaluate(spec.default, expressionContext));
    env[inputVariableName(name)] = value;
  }
  return env;
}

export function inputVariableName(name: string): string {
  return `INPUT_${name.replaceAll(" ", "_").toUpperCase()}`;
}

/** Evaluate `${{ a.b.c }}` property lookups, the only kind of expression action.yml defaults use here. */
export function evaluate(template: string, context: Record<string, unknown>): string {
  return template.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
    if (!/^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/.test(expression)) {
      throw new Error(`unsupported expression in action.yml default: \${{ ${expression} }}`);
    }
    let value: unknown = context;
    for (const key of expression.split(".")) {
      value = (value as Record<string, unknown> | undefined)?.[key];
    }
    if (value === undefined || value === null) return "";
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  });
}
