import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { changelogSection, checkRelease, majorTagToMove, parseTag } from "../../scripts/release.ts";
import { tablesIn } from "../support/readme-tables.ts";

const CHANGELOG = [
  "# Changelog",
  "",
  "## Unreleased",
  "- next",
  "",
  "## 1.2.0 - 2026-11-01",
  "### Added",
  "- a feature",
  "",
  "## 1.1.0",
  "- older",
].join("\n");

describe("release decisions", () => {
  test("a release tag is vX.Y.Z", () => {
    expect(parseTag("v1.20.3")).toEqual([1, 20, 3]);
    for (const bad of ["1.2.3", "v1.2", "v1", "v1.2.3-rc.1"])
      expect(() => parseTag(bad)).toThrow(`tag ${bad} is not a release tag: use vX.Y.Z`);
  });

  test("the release notes are the version's changelog section", () => {
    expect(changelogSection(CHANGELOG, "v1.2.0")).toBe("### Added\n- a feature");
    expect(changelogSection(CHANGELOG, "v1.1.0")).toBe("- older");
    expect(() => changelogSection(CHANGELOG, "v1.3.0")).toThrow(
      'CHANGELOG.md has no "## 1.3.0" section',
    );
    expect(() => changelogSection("## 2.0.0\n\n## 1.0.0\n- x", "v2.0.0")).toThrow("is empty");
  });

  test("the tag must match package.json and have a changelog section", () => {
    expect(() => checkRelease("v1.2.0", "1.2.0", CHANGELOG)).not.toThrow();
    expect(() => checkRelease("v1.2.1", "1.2.0", CHANGELOG)).toThrow(
      "tag v1.2.1 does not match package.json's version 1.2.0",
    );
  });

  test("the major tag moves only to the newest release of that major", () => {
    const tags = ["v1", "v1.1.0", "v1.2.0", "v2.0.0", "v2"];
    expect(majorTagToMove("v1.2.1", tags)).toBe("v1");
    expect(majorTagToMove("v1.1.1", tags)).toBeUndefined();
    expect(majorTagToMove("v3.0.0", tags)).toBe("v3");
    expect(majorTagToMove("v1.2.0", tags)).toBe("v1");
  });

  test("the repository's own version can be released as it stands", () => {
    const { version } = JSON.parse(readFileSync("package.json", "utf8"));
    const out = execFileSync(process.execPath, ["scripts/release.ts", "check", `v${version}`], {
      encoding: "utf8",
    });
    expect(out.trim()).toBe(`v${version}: package.json and CHANGELOG.md agree`);
  });

  test("the script fails in one line naming the problem", () => {
    const run = () =>
      execFileSync(process.execPath, ["scripts/release.ts", "check", "v99.0.0"], {
        encoding: "utf8",
        stdio: "pipe",
      });
    expect(run).toThrow(/::error::tag v99\.0\.0 does not match package\.json's version/);
  });
});

describe("release workflow", () => {
  type Step = { uses?: string; run?: string };
  type Job = { needs?: string; uses?: string; permissions?: object; steps?: Step[] };
  const workflow = parse(readFileSync(".github/workflows/release.yml", "utf8")) as {
    on: { push: { tags: string[] } };
    jobs: Record<string, Job>;
  };
  const runs = (workflow.jobs.release?.steps ?? []).map((s) => s.run ?? "").join("\n");

  test("runs on vX.Y.Z tags only", () => {
    expect(workflow.on).toEqual({ push: { tags: ["v[0-9]+.[0-9]+.[0-9]+"] } });
  });

  test("checks dist/ with the check-dist workflow before it publishes", () => {
    expect(workflow.jobs["check-dist"]?.uses).toBe("./.github/workflows/check-dist.yml");
    expect(workflow.jobs.release?.needs).toBe("check-dist");
    const checkDist = parse(readFileSync(".github/workflows/check-dist.yml", "utf8"));
    expect(checkDist.on).toHaveProperty("workflow_call");
  });

  test("checks the tag, publishes the changelog section and moves the major tag", () => {
    expect(runs).toContain('node scripts/release.ts check "$TAG"');
    expect(runs).toContain('node scripts/release.ts notes "$TAG"');
    expect(runs).toMatch(/gh release create "\$TAG" --verify-tag .*--notes-file/);
    expect(runs).toContain('node scripts/release.ts major "$TAG" $tags');
    expect(runs).toContain('git/refs/tags/$major" -f sha="$sha" -F force=true');
  });
});

test("docs/releases.md says how to pin by major tag, release tag or commit SHA, and how releases are made", () => {
  const section = readFileSync("docs/releases.md", "utf8");
  expect(section).toMatch(/^# Releases and pinning\n/);
  const pins = tablesIn(section)[0]?.rows.map((row) => row[0]) ?? [];
  expect(pins).toEqual([
    "`preview-compute/preview-compute@v1`",
    "`preview-compute/preview-compute@v1.2.3`",
    "`preview-compute/preview-compute@<sha> # v1.2.3`",
  ]);
  expect(section).toContain("uses: preview-compute/preview-compute@<40-hex commit SHA> # v1.2.3");
  const workflows = [...section.matchAll(/`(\.github\/workflows\/[\w-]+\.yml)`/g)].map((m) => m[1]);
  expect(workflows).toEqual([".github/workflows/release.yml"]);
  for (const file of workflows) expect(existsSync(file ?? "")).toBe(true);
});
