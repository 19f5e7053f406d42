import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { bundledPackages, missingLicences, staleFiles } from "../../scripts/check-dist.ts";

// `npm run check:dist` rebuilds dist/ (a minute of CPU) and CI runs it in `npm run check`; these
// are its rules, on the committed dist/ and on small trees, without a build.
const root = join(import.meta.dirname, "../..");
const scratch = mkdtempSync(join(tmpdir(), "check-dist-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(name: string, content: Record<string, string>): string {
  const dir = join(scratch, name);
  for (const [file, text] of Object.entries(content)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

test("a file that differs, one only the build makes and one only dist/ has are each stale", () => {
  const committed = tree("committed", { "index.js": "a", "same.js": "s", "old.js": "o" });
  const rebuilt = tree("rebuilt", { "index.js": "b", "same.js": "s", "sub/new.js": "n" });
  expect(staleFiles(committed, rebuilt)).toEqual(["index.js", "old.js", "sub/new.js"]);
  expect(staleFiles(committed, committed)).toEqual([]);
});

// Modules as webpack's stats list them, some concatenated into another; pg-types has no
// licence file, only a README section.
const stats = {
  modules: [
    { identifier: join(root, "node_modules/@actions/core/lib/core.js") },
    {
      identifier: join(root, "src/main.ts"),
      modules: [{ identifier: join(root, "node_modules/pg-types/index.js") }],
    },
  ],
};
const committedLicences = readFileSync(join(root, "dist/main/licenses.txt"), "utf8");

test("the bundled packages are read from the stats' files, with their licence texts", () => {
  const packages = bundledPackages(stats);
  expect(packages.map((pkg) => pkg.header)).toEqual([
    expect.stringMatching(/^@actions\/core@\S+ \(MIT\)$/),
    expect.stringMatching(/^pg-types@\S+ \(MIT\)$/),
  ]);
  for (const pkg of packages) expect(pkg.licenceFiles[0]).toMatch(/permission is hereby granted/i);
  expect(missingLicences(committedLicences, packages)).toEqual([]);
});

test("a package whose licence is left out of licenses.txt is named", () => {
  const packages = bundledPackages(stats);
  const last = packages.at(-1);
  const text = last?.licenceFiles[0] ?? "-";
  const cut = committedLicences.indexOf(text, committedLicences.indexOf(`${last?.header}\n`));
  expect(cut).toBeGreaterThan(0);
  const without = committedLicences.slice(0, cut) + committedLicences.slice(cut + text.length);
  expect(missingLicences(without, packages)).toEqual([last?.header]);
  expect(missingLicences("", packages)).toEqual(packages.map((pkg) => pkg.header));
});
