// What the release workflow decides, as plain functions (tested in test/repo/release.test.ts):
//   node scripts/release.ts check vX.Y.Z              the tag matches package.json and CHANGELOG.md
//   node scripts/release.ts notes vX.Y.Z              the changelog's section for that version
//   node scripts/release.ts major vX.Y.Z [tags…]      the major tag to move, if X.Y.Z is the newest
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

export function parseTag(tag: string): [number, number, number] {
  const match = TAG.exec(tag);
  if (!match) throw new Error(`tag ${tag} is not a release tag: use vX.Y.Z, e.g. v1.2.3`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The body of `## X.Y.Z` (optionally followed by a date) up to the next `## ` heading. */
export function changelogSection(changelog: string, tag: string): string {
  const version = parseTag(tag).join(".");
  const lines = changelog.split("\n");
  const start = lines.findIndex((line) => new RegExp(`^## \\[?${version}\\]?(\\s|$)`).test(line));
  if (start < 0) throw new Error(`CHANGELOG.md has no "## ${version}" section`);
  const end = lines.findIndex((line, at) => at > start && line.startsWith("## "));
  const body = lines.slice(start + 1, end < 0 ? undefined : end).join("\n").trim();
  if (!body) throw new Error(`CHANGELOG.md's "## ${version}" section is empty`);
  return body;
}

export function checkRelease(tag: string, packageVersion: string, changelog: string): void {
  const version = parseTag(tag).join(".");
  if (packageVersion !== version)
    throw new Error(`tag ${tag} does not match package.json's version ${packageVersion}`);
  changelogSection(changelog, tag);
}

/** `vX` when tag is the newest X.*.* among the existing tags; undefined for an older patch. */
export function majorTagToMove(tag: string, existingTags: string[]): string | undefined {
  const [major, minor, patch] = parseTag(tag);
  const newer = existingTags
    .filter((other) => TAG.test(other))
    .map(parseTag)
    .some(([x, y, z]) => x === major && (y > minor || (y === minor && z > patch)));
  return newer ? undefined : `v${major}`;
}

function main([command, tag = "", ...tags]: string[]): string {
  const read = (file: string) => readFileSync(join(root, file), "utf8");
  if (command === "check") {
    checkRelease(tag, JSON.parse(read("package.json")).version, read("CHANGELOG.md"));
    return `${tag}: package.json and CHANGELOG.md agree`;
  }
  if (command === "notes") return changelogSection(read("CHANGELOG.md"), tag);
  if (command === "major") return majorTagToMove(tag, tags) ?? "";
  throw new Error(`unknown command ${command}: use check, notes or major`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(main(process.argv.slice(2)));
  } catch (error) {
    console.error(`::error::${(error as Error).message}`);
    process.exit(1);
  }
}
