import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, expect, test } from "vitest";
import { build, ENTRIES } from "../../scripts/build.ts";

const out = mkdtempSync(join(tmpdir(), "dist-check-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.set(relative(dir, path), readFileSync(path, "utf8"));
    }
  };
  walk(dir);
  return found;
}

test("dist/ is what `npm run build` makes of the current sources", { timeout: 120_000 }, () => {
  build(out);
  for (const name of Object.keys(ENTRIES)) {
    const committed = files(join("dist", name));
    const rebuilt = files(join(out, name));
    expect([...committed.keys()].sort(), `files of dist/${name}; run npm run build`).toEqual(
      [...rebuilt.keys()].sort(),
    );
    for (const [file, text] of rebuilt)
      expect(
        committed.get(file) === text,
        `dist/${name}/${file} is stale: run npm run build and commit dist/`,
      ).toBe(true);
  }
});
