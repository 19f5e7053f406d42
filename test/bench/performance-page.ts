import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "../support/runner/run-step.ts";

export const START_MARKER = "<!-- bench:start -->";
export const END_MARKER = "<!-- bench:end -->";
/** The page the bench's figures live on. */
export const PERFORMANCE_PAGE = "docs/performance.md";
const SECTION = "## Performance";
const BEFORE = "## Development";

/**
 * Replaces what lies between the bench markers in docs/performance.md; when they are missing,
 * adds a "## Performance" section holding them just before "## Development" (else at the end).
 */
export async function writePerformanceSection(body: string): Promise<void> {
  const path = join(REPO_ROOT, PERFORMANCE_PAGE);
  const page = await readFile(path, "utf8");
  await writeFile(path, withSection(page, body));
}

export function withSection(page: string, body: string): string {
  const block = `${START_MARKER}\n${body.trim()}\n${END_MARKER}`;
  const start = page.indexOf(START_MARKER);
  const end = page.indexOf(END_MARKER);
  if (start >= 0 && end > start)
    return `${page.slice(0, start)}${block}${page.slice(end + END_MARKER.length)}`;
  const section = `${SECTION}\n\n${block}\n\n`;
  const at = page.indexOf(`\n${BEFORE}\n`);
  if (at < 0) return `${page.trimEnd()}\n\n${section.trimEnd()}\n`;
  return `${page.slice(0, at + 1)}${section}${page.slice(at + 1)}`;
}
