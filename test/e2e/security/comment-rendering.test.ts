import { afterAll, beforeAll, expect, test } from "vitest";
import { decode, expectInert } from "../../support/inert-markdown.ts";
import { prEvent } from "../../support/runner/index.ts";
import { OWNER, REPO, startWorld, type World } from "../../support/world.ts";

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

const HOSTILE_TITLE =
  "<script>alert(1)</script> @octo-org/admins `rm -rf` | x | #1 [a](https://evil.test)";
const HOSTILE_BRANCHES = [
  "<script>alert(1)</script>",
  "evil|<img src=x onerror=alert(1)>|",
  "@octo-org/admins please look",
  "`code` | a | b |",
  "</td></tr></table><h1>pwned</h1>",
  "--><!-- x",
  "[click](https://evil.test) **bold** _it_ ~~s~~ \\| #1 !x",
];

const SECTION_MARKER =
  /^<!-- preview-compute:(section (report|schema-diff)( digest=[0-9a-f]{64})?|end (report|schema-diff)) -->$/;

/** Text that must not survive into the comment or summary unescaped. */
const ACTIVE = [/<script/i, /<img/i, /<h1/i, /<\/t[dr]/i, /@octo-org/, /`code`/, /`rm/, /\]\(/];

function checkMarkdown(markdown: string, branch: string): void {
  for (const pattern of ACTIVE) expect(markdown).not.toMatch(pattern);
  expect(markdown).not.toContain("<script");
  // Every table row keeps its cells: 2 in the facts table, 3 in the operations table.
  expectInert(markdown, [2, 3]);
  // The branch reads back exactly as given.
  const branchRow = markdown.split("\n").find((line) => line.startsWith("| Branch |")) ?? "";
  expect(decode(branchRow)).toContain(`| Branch | ${branch} (`);
  // The title is not rendered at all.
  expect(decode(markdown)).not.toContain("alert(1)</script> @octo-org");
}

test.each(HOSTILE_BRANCHES.map((branch, i) => [branch, 700 + i] as const))(
  "branch %j and a hostile PR title render inert",
  async (branch, number) => {
    const { main, post } = await world.job({
      event: prEvent("opened", { number, title: HOSTILE_TITLE, repo: `${OWNER}/${REPO}` }),
      inputs: { branch },
    });
    expect(main.failed, main.log.join("\n")).toBe(false);
    expect(main.outputs["branch-name"]).toBe(branch);
    expect(post.failed, post.log.join("\n")).toBe(false);

    const comments = world.github.comments(OWNER, REPO, number);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? "";
    const [marker, ...lines] = body.split("\n");
    expect(marker).toMatch(/^<!-- preview-compute branch=[^\s<>]+ -->$/);
    // The sections' own marker lines, whole lines of a fixed form, are the only other comments.
    const rest = lines.filter((line) => !SECTION_MARKER.test(line));
    expect(lines.length - rest.length).toBe(4);
    expect(rest.join("\n")).not.toContain("<!--");
    expect(rest.join("\n")).not.toContain("-->");
    checkMarkdown(rest.join("\n"), branch);
    checkMarkdown(main.summary, branch);
  },
);
