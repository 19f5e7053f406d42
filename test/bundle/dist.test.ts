import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { build, ENTRIES, LICENSES_FILE } from "../../scripts/build.ts";
import { readmeLicence } from "../../scripts/licenses.ts";

const out = mkdtempSync(join(tmpdir(), "dist-check-"));
const stats = mkdtempSync(join(tmpdir(), "dist-stats-"));
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(stats, { recursive: true, force: true });
});
beforeAll(() => build(out, stats), 600_000);

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

// Some packages have a package.json without a name in a subfolder (e.g. `{"type":"module"}`).
const isPackageRoot = (dir: string) =>
  existsSync(join(dir, "package.json")) &&
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name !== undefined;

type StatsModule = { identifier?: string; modules?: StatsModule[] };
type Bundled = { header: string; licenceFiles: string[] };

/**
 * The third-party packages webpack put in a bundle, found from each module's resource file
 * (the identifier's last loader segment) up to the nearest package.json under node_modules.
 */
function bundledPackages(entry: string): Bundled[] {
  const found = new Map<string, Bundled>();
  const visit = (module: StatsModule) => {
    const resource = module.identifier?.split("!").pop()?.split("|")[0] ?? "";
    let dir = dirname(resource);
    while (dir.includes("/node_modules/") && !isPackageRoot(dir)) dir = dirname(dir);
    if (dir.includes("/node_modules/") && !dir.includes("/@vercel/ncc/")) {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      const header = `${manifest.name}@${manifest.version} (${manifest.license})`;
      const files = readdirSync(dir)
        .filter((file) => /^licen[cs]e/i.test(file))
        .map((file) => readFileSync(join(dir, file), "utf8").trim());
      // Without a licence file, the licence section of its README (pg-types, pgpass).
      const fromReadme = files.length === 0 ? readmeLicence(dir) : undefined;
      const licenceFiles = fromReadme ? [fromReadme] : files;
      found.set(header, { header, licenceFiles });
    }
    for (const inner of module.modules ?? []) visit(inner);
  };
  const { modules } = JSON.parse(readFileSync(join(stats, `${entry}.json`), "utf8"));
  for (const module of modules as StatsModule[]) visit(module);
  return [...found.values()];
}

/** Sections of licenses.txt by their first line, `name@version (licence)`. */
const sections = (licences: string) =>
  new Map(
    licences.split(/\n-{72}\n\n/).map((section) => {
      const [header = "", ...body] = section.split("\n");
      return [header, body.join("\n")] as const;
    }),
  );

function missingLicences(licences: string, packages: Bundled[]): string[] {
  const shipped = sections(licences);
  return packages
    .filter((pkg) => {
      const body = shipped.get(pkg.header);
      return (
        !body || pkg.licenceFiles.length === 0 || pkg.licenceFiles.some((t) => !body.includes(t))
      );
    })
    .map((pkg) => pkg.header);
}

test("dist/ is what `npm run build` makes of the current sources", () => {
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

describe.each(Object.keys(ENTRIES))("dist/%s", (name) => {
  const licences = () => readFileSync(join("dist", name, LICENSES_FILE), "utf8");

  test("ships the licence of every third-party package in its bundle", () => {
    const packages = bundledPackages(name);
    expect(packages.map((pkg) => pkg.header)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^@actions\/core@/)]),
    );
    expect(missingLicences(licences(), packages)).toEqual([]);
  });

  test("the check notices a package whose licence is left out", () => {
    const packages = bundledPackages(name);
    const last = packages.at(-1);
    const text = last?.licenceFiles[0] ?? "-";
    const shipped = licences();
    const cut = shipped.indexOf(text, shipped.indexOf(`${last?.header}\n`));
    expect(cut).toBeGreaterThan(0);
    const without = shipped.slice(0, cut) + shipped.slice(cut + text.length);
    expect(missingLicences(without, packages)).toEqual([last?.header]);
  });
});
