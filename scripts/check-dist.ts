// `npm run check:dist` (part of `npm run check`, which CI runs): dist/ is what `npm run build`
// makes of the current sources, and each bundle's licenses.txt holds the licence of every
// third-party package webpack put in it. The build takes about a minute of CPU, so this is a
// check of the repository, as actions' own check-dist workflows are, not a test of `npm test`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { build, ENTRIES, LICENSES_FILE } from "./build.ts";
import { licenseHeader, readmeLicence, sectionSeparator } from "./licenses.ts";

function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
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

/** Files of `committed` that differ from `rebuilt`'s, or that only one of them has. */
export function staleFiles(committed: string, rebuilt: string): string[] {
  const had = files(committed);
  const made = files(rebuilt);
  const names = new Set([...had.keys(), ...made.keys()]);
  return [...names].filter((name) => had.get(name) !== made.get(name)).sort();
}

// Some packages have a package.json without a name in a subfolder (e.g. `{"type":"module"}`).
const isPackageRoot = (dir: string) =>
  existsSync(join(dir, "package.json")) &&
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).name !== undefined;

type StatsModule = { identifier?: string; modules?: StatsModule[] };
export type Bundled = { header: string; licenceFiles: string[] };

/**
 * The third-party packages webpack put in a bundle, found from each module's resource file
 * (the identifier's last loader segment) up to the nearest package.json under node_modules:
 * a reading of the stats of its own, beside the build's (scripts/licenses.ts reads the names).
 */
export function bundledPackages(stats: { modules: StatsModule[] }): Bundled[] {
  const found = new Map<string, Bundled>();
  const visit = (module: StatsModule) => {
    const resource = module.identifier?.split("!").pop()?.split("|")[0] ?? "";
    let dir = dirname(resource);
    while (dir.includes("/node_modules/") && !isPackageRoot(dir)) dir = dirname(dir);
    if (dir.includes("/node_modules/") && !dir.includes("/@vercel/ncc/")) {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      const header = licenseHeader(manifest);
      const texts = readdirSync(dir)
        .filter((file) => /^licen[cs]e/i.test(file))
        .map((file) => readFileSync(join(dir, file), "utf8").trim());
      // Without a licence file, the licence section of its README (pg-types, pgpass).
      const fromReadme = texts.length === 0 ? readmeLicence(dir) : undefined;
      found.set(header, { header, licenceFiles: fromReadme ? [fromReadme] : texts });
    }
    for (const inner of module.modules ?? []) visit(inner);
  };
  for (const module of stats.modules) visit(module);
  return [...found.values()];
}

/** Sections of licenses.txt by their first line, `name@version (licence)`. */
const sections = (licences: string) =>
  new Map(
    licences.split(sectionSeparator).map((section) => {
      const [header = "", ...body] = section.split("\n");
      return [header, body.join("\n")] as const;
    }),
  );

/** The headers of bundled packages whose licence text licenses.txt lacks. */
export function missingLicences(licences: string, packages: Bundled[]): string[] {
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

/** What is wrong with dist/, one line each; empty when it is what the build makes. */
export function checkDist(root: string): string[] {
  const out = mkdtempSync(join(tmpdir(), "dist-check-"));
  const stats = mkdtempSync(join(tmpdir(), "dist-stats-"));
  try {
    build(out, stats);
    const problems: string[] = [];
    for (const name of Object.keys(ENTRIES)) {
      for (const file of staleFiles(join(root, "dist", name), join(out, name)))
        problems.push(`dist/${name}/${file} is stale: run npm run build and commit dist/`);
      const bundled = bundledPackages(JSON.parse(readFileSync(join(stats, `${name}.json`), "utf8")));
      if (!bundled.some((pkg) => pkg.header.startsWith("@actions/core@")))
        problems.push(`dist/${name}: the stats name no @actions/core: the check reads them wrong`);
      const licencesPath = join(root, "dist", name, LICENSES_FILE);
      const licences = existsSync(licencesPath) ? readFileSync(licencesPath, "utf8") : "";
      for (const header of missingLicences(licences, bundled))
        problems.push(`dist/${name}/${LICENSES_FILE} lacks the licence of ${header}`);
    }
    return problems;
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(stats, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkDist(join(import.meta.dirname, ".."));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`dist/ is what npm run build makes, with every bundled package's licence`);
}
