import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "../runner/run-step.ts";

export const START_MARKER = "<!-- bench:start -->";
export const END_MARKER = "<!-- bench:end -->";
const SECTION = "## Performance";
const BEFORE = "## Development";

/**
 * Replaces what lies between the bench markers in README.md; when they are missing, adds a
 * "## Performance" section holding them just before "## Development" (else at the end).
 */
export async function writeReadmeSection(body: string): Promise<void> {
  const path = join(REPO_ROOT, "README.md");
  const readme = await readFile(path, "utf8");
  await writeFile(path, withSection(readme, body));
}

export function withSection(readme: string, body: string): string {
  const block = `${START_MARKER}\n${body.trim()}\n${END_MARKER}`;
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start >= 0 && end > start)
    return `${readme.slice(0, start)}${block}${readme.slice(end + END_MARKER.length)}`;
  const section = `${SECTION}\n\n${block}\n\n`;
  const at = readme.indexOf(`\n${BEFORE}\n`);
  if (at < 0) return `${readme.trimEnd()}\n\n${section.trimEnd()}\n`;
  return `${readme.slice(0, at + 1)}${section}${readme.slice(at + 1)}`;
}
