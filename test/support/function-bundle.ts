import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFunctionBundle } from "@neon/config-runtime";

/**
 * The zip @neon/config-runtime's bundler makes of `source` (esbuild → index.mjs → zip), from a
 * folder made in `parent` for it and removed after: in the repository's node_modules when esbuild
 * must find a package there (`pg`), as in an app's own folder.
 */
export async function bundleFunction(
  slug: string,
  source: string,
  parent = tmpdir(),
): Promise<Uint8Array> {
  const dir = await mkdtemp(join(parent, "function-source-"));
  try {
    const file = join(dir, "index.ts");
    await writeFile(file, source);
    return await buildFunctionBundle({
      slug,
      name: slug,
      source: file,
      env: {},
      runtime: "nodejs24",
      bundler: "esbuild",
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
