// The licences of the third-party packages a bundle includes, read from ncc's webpack stats.
// ncc's own `--license` misses every package webpack concatenated into another module (it
// listed 2 of the 20 bundled packages), so the list comes from the stats' module names.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

type StatsModule = { name?: string; modules?: StatsModule[] };
export type BundledPackage = { name: string; version: string; license: string; text: string };

const PACKAGE_DIR = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//;
const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt))?$/i;

/** Package directories (relative to root, possibly nested node_modules) the bundle includes. */
export function bundledPackageDirs(stats: { modules: StatsModule[] }): string[] {
  const dirs = new Set<string>();
  const visit = (module: StatsModule) => {
    const path = (module.name ?? "").replace(/ \+ \d+ modules$/, "");
    const dir = PACKAGE_DIR.exec(path)?.[1];
    if (dir) dirs.add(dir);
    for (const inner of module.modules ?? []) visit(inner);
  };
  for (const module of stats.modules) visit(module);
  return [...dirs].sort();
}

export function readPackage(root: string, dir: string): BundledPackage {
  const at = join(root, dir);
  const manifest = JSON.parse(readFileSync(join(at, "package.json"), "utf8"));
  const files = readdirSync(at).filter((file) => LICENSE_FILE.test(file)).sort();
  const text =
    files.length > 0
      ? files.map((file) => readFileSync(join(at, file), "utf8").trim()).join("\n\n")
      : readmeLicence(at);
  if (!text) throw new Error(`${dir}: no licence file to ship with the bundle`);
  return { name: manifest.name, version: manifest.version, license: manifest.license, text };
}

/**
 * A package without a licence file whose README carries the licence text under a "License"
 * heading (pg-types, pgpass): that section, up to the next heading of its level or above.
 */
export function readmeLicence(at: string): string | undefined {
  const readme = readdirSync(at).find((file) => /^readme(\.md)?$/i.test(file));
  if (!readme) return undefined;
  const lines = readFileSync(join(at, readme), "utf8").split("\n");
  const start = lines.findIndex((line) => /^#{1,6}\s*licen[cs]e\s*$/i.test(line));
  if (start === -1) return undefined;
  const level = /^#+/.exec(lines[start] ?? "")?.[0].length ?? 1;
  const end = lines.findIndex(
    (line, i) => i > start && (/^#+/.exec(line)?.[0].length ?? 99) <= level,
  );
  const body = lines.slice(start + 1, end === -1 ? undefined : end).join("\n").trim();
  return /permission is hereby granted/i.test(body) ? body : undefined;
}

export const licenseHeader = (pkg: Pick<BundledPackage, "name" | "version" | "license">) =>
  `${pkg.name}@${pkg.version} (${pkg.license})`;

/** Between two packages' sections of licenses.txt. */
export const sectionSeparator = `\n${"-".repeat(72)}\n\n`;

export function licensesFile(packages: BundledPackage[]): string {
  const unique = new Map(packages.map((pkg) => [licenseHeader(pkg), pkg]));
  return `${[...unique.values()]
    .sort((a, b) => licenseHeader(a).localeCompare(licenseHeader(b)))
    .map((pkg) => `${licenseHeader(pkg)}\n\n${pkg.text}\n`)
    .join(sectionSeparator)}`;
}
