import { existsSync, readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

/**
 * Lets Node import the vendored postgrest-js suite as its own build did (TypeScript's bundler
 * resolution): relative imports without an extension, and type-only names imported as values,
 * which Node's type stripping keeps and TypeScript's transpile drops. Only files under `root`
 * are touched; the hooks are removed when `run` ends.
 */
export async function withSuiteLoader<T>(root: string, run: () => Promise<T>): Promise<T> {
  const under = pathToFileURL(root).href;
  const hooks = registerHooks({
    resolve(specifier, context, next) {
      if (context.parentURL?.startsWith(under) && /^\.\.?\//.test(specifier)) {
        const base = fileURLToPath(new URL(specifier, context.parentURL));
        const found = [`${base}.ts`, `${base}/index.ts`].find((path) => existsSync(path));
        if (found) return { url: pathToFileURL(found).href, shortCircuit: true };
      }
      return next(specifier, context);
    },
    load(url, context, next) {
      if (!url.startsWith(under) || !url.endsWith(".ts")) return next(url, context);
      const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), "utf8"), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      return { format: "module", source: outputText, shortCircuit: true };
    },
  });
  try {
    return await run();
  } finally {
    hooks.deregister();
  }
}
