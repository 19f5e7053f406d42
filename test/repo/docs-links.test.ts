import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { expect, test } from "vitest";
import { codeSpans, fencedBlocks, tablesIn } from "../support/readme-tables.ts";

// The documentation is split over README.md, CONTRIBUTING.md, docs/ and the emulator's README:
// every relative link between them must reach a file, and its #anchor a heading of that file.

const ROOT = new URL("../../", import.meta.url).pathname;

function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

const PAGES = [
  "README.md",
  "CONTRIBUTING.md",
  "SECURITY.md",
  "CHANGELOG.md",
  "emulator/README.md",
  ...markdownUnder("docs"),
];
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The text without its fenced code blocks and inline code, where `](…)` is no link. */
function prose(text: string): string {
  let rest = text;
  for (const block of fencedBlocks(text)) rest = rest.replace(block.body, "");
  return rest.replace(/`[^`\n]+`/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replaceAll("`", "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replaceAll(" ", "-");
}

/** The anchors of a page's headings, numbered as GitHub numbers repeated ones. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ""] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** What is wrong with the relative links of a page's text (by default, the page as it is). */
function brokenLinks(page: string, text = read(page)): string[] {
  const broken: string[] = [];
  for (const [, target = ""] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [file = "", anchor] = target.split("#");
    const path = file === "" ? page : normalize(join(dirname(page), file));
    if (!existsSync(join(ROOT, path))) {
      broken.push(`${target}: no file ${path}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!path.endsWith(".md") || statSync(join(ROOT, path)).isDirectory())
      broken.push(`${target}: an anchor into ${path}, which is no Markdown page`);
    else if (!anchorsOf(read(path)).has(anchor))
      broken.push(`${target}: ${path} has no #${anchor}`);
  }
  return broken;
}

test("anchors are GitHub's", () => {
  expect(anchorOf("A nightly sweep: the net under every other cleanup")).toBe(
    "a-nightly-sweep-the-net-under-every-other-cleanup",
  );
  expect(anchorOf("Use it with Neon's serverless driver")).toBe(
    "use-it-with-neons-serverless-driver",
  );
  expect(anchorOf("Admin API (`/__emulator/`, no auth)")).toBe("admin-api-__emulator-no-auth");
  expect([...anchorsOf("# A\n\n## B\n\n```\n# not a heading\n```\n\n## B\n")]).toEqual([
    "a",
    "b",
    "b-1",
  ]);
});

test("the link check finds a missing file, a missing anchor and an anchor into no page", () => {
  const text = [
    "[ok](CONTRIBUTING.md#tests) [up](../README.md) [self](#inputs) `[code](inline.md)`",
    "[x](docs/nothing.md) [y](CONTRIBUTING.md#no-such-heading) [z](LICENSE#top) [w](#nowhere)",
    "```md\n[fenced](fenced.md)\n```",
  ].join("\n");
  expect(brokenLinks("docs/../README.md", text)).toEqual([
    "../README.md: no file ../README.md",
    "docs/nothing.md: no file docs/nothing.md",
    "CONTRIBUTING.md#no-such-heading: CONTRIBUTING.md has no #no-such-heading",
    "LICENSE#top: an anchor into LICENSE, which is no Markdown page",
    "#nowhere: docs/../README.md has no #nowhere",
  ]);
});

test.each(PAGES)("every relative link of %s reaches a file and a heading", (page) => {
  expect(brokenLinks(page)).toEqual([]);
});

test("every file docs/emulator/where-to-change.md names exists under emulator/src/", () => {
  const map = read("docs/emulator/where-to-change.md");
  const table = tablesIn(map)[0];
  expect(table?.header).toEqual(["to change", "where"]);
  const files = (table?.rows ?? [])
    .flatMap((row) => codeSpans(row[1] ?? ""))
    .filter((span) => /\.(ts|sql|mjs)$/.test(span));
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) expect(existsSync(join(ROOT, "emulator/src", file)), file).toBe(true);
});

test.each(PAGES)(
  "every test/ path %s names in code exists (tests that move take their mentions along)",
  (page) => {
    const missing = codeSpans(read(page))
      .filter((span) => /^test\/[^\s<>*]+$/.test(span))
      .map((span) => span.replace(/:\d+$/, ""))
      .filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  },
);
