import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  configSource,
  findNeonConfig,
  withheldWarning,
} from "../../../../src/settings/neon-config/find-config-file.ts";

// Which neon.ts a run may load: a fork's checkout is never loaded unless `config` names it.

const workspace = mkdtempSync(join(tmpdir(), "neon-config-source-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));
writeFileSync(join(workspace, "neon.ts"), "export default {};\n");

describe("configSource", () => {
  test("unset: neon.ts when present, on a run for this repository's own code", () => {
    expect(configSource("", undefined)).toEqual({ kind: "default" });
  });

  test("unset on a fork's run: withheld, naming the fork", () => {
    expect(configSource("", "contributor/app")).toEqual({
      kind: "withheld",
      withheldFrom: "contributor/app",
    });
  });

  test.each([undefined, "contributor/app"])("named explicitly: loaded (fork: %s)", (fork) => {
    expect(configSource("neon.ts", fork)).toEqual({ kind: "named", input: "neon.ts" });
    expect(configSource("config/neon.ts", fork)).toEqual({
      kind: "named",
      input: "config/neon.ts",
    });
  });

  test.each([undefined, "contributor/app"])("none: nothing (fork: %s)", (fork) => {
    expect(configSource("none", fork)).toEqual({ kind: "none" });
  });
});

describe("findNeonConfig", () => {
  test("a withheld source still finds the file, so the run can say it left it alone", () => {
    const source = configSource("", "contributor/app");
    expect(findNeonConfig(source, workspace)).toEqual({
      path: join(workspace, "neon.ts"),
      shown: "neon.ts",
    });
  });

  test("without a neon.ts, neither the default nor a withheld source finds one", () => {
    const empty = mkdtempSync(join(workspace, "empty-"));
    expect(findNeonConfig({ kind: "default" }, empty)).toBeUndefined();
    expect(findNeonConfig({ kind: "withheld", withheldFrom: "c/app" }, empty)).toBeUndefined();
  });

  test("a named file that is missing fails naming the input", () => {
    expect(() => findNeonConfig({ kind: "named", input: "nope.ts" }, workspace)).toThrow(
      /^Input "config": nope\.ts is not a file in the workspace/,
    );
  });
});

test("the warning is one line that says why and how to opt in", () => {
  const text = withheldWarning({ path: "/w/neon.ts", shown: "neon.ts" }, "contributor/app");
  expect(text).not.toContain("\n");
  expect(text).toMatch(/^neon\.ts not loaded: .*contributor\/app, not from this repository/);
  expect(text).toContain("(config: neon.ts)");
});
