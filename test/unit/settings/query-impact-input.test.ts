import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseInputs } from "../../../src/settings/parse-inputs.ts";
import { readRawInputs } from "../../../src/settings/raw-inputs.ts";
import type { RunContext } from "../../../src/settings/run-context.ts";

const pr: RunContext = {
  eventName: "pull_request",
  repository: { owner: "acme", repo: "shop" },
  pullRequest: { number: 42, title: "Add cart", action: "opened", url: undefined, fromFork: false },
  actor: "dev",
};

const workspace = mkdtempSync(join(tmpdir(), "query-impact-input-"));
const saved = process.env.GITHUB_WORKSPACE;
beforeAll(() => {
  process.env.GITHUB_WORKSPACE = workspace;
  mkdirSync(join(workspace, "db"));
  writeFileSync(
    join(workspace, "db", "queries.sql"),
    "-- the app's lookups\nSELECT * FROM users WHERE email = $1;\nUPDATE carts SET total = $2 WHERE id = $1;\n",
  );
  writeFileSync(join(workspace, "db", "empty.sql"), "-- nothing yet\n");
});
afterAll(() => {
  if (saved === undefined) delete process.env.GITHUB_WORKSPACE;
  else process.env.GITHUB_WORKSPACE = saved;
  rmSync(workspace, { recursive: true, force: true });
});

const parse = (overrides: Record<string, string>) =>
  parseInputs(
    readRawInputs(
      (name) =>
        ({
          "api-key": "key-abc",
          "project-id": "calm-sky-12345678",
          role: "app",
          database: "app",
          ...overrides,
        })[name] ?? "",
    ),
    pr,
  );

const errorOf = (overrides: Record<string, string>) => {
  try {
    parse(overrides);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("accepted");
};

describe("query-impact", () => {
  test("off by default, parent, or a workspace .sql file read and split before any request", () => {
    expect(parse({}).queryImpact).toEqual({ kind: "off" });
    expect(parse({}).queryImpactTop).toBe(50);
    expect(parse({ "query-impact": "parent", "query-impact-top": "10" })).toMatchObject({
      queryImpact: { kind: "parent" },
      queryImpactTop: 10,
    });
    expect(parse({ "query-impact": "db/queries.sql" }).queryImpact).toEqual({
      kind: "file",
      path: join("db", "queries.sql"),
      statements: [
        "SELECT * FROM users WHERE email = $1",
        "UPDATE carts SET total = $2 WHERE id = $1",
      ],
    });
  });

  test.each([
    [
      { "query-impact": "yes" },
      /^Input "query-impact": expected off, parent or a path in the workspace to a \.sql file/,
    ],
    [
      { "query-impact": "../outside.sql" },
      /^Input "query-impact": expected a path inside the workspace/,
    ],
    [
      { "query-impact": "db/missing.sql" },
      /^Input "query-impact": cannot read db\/missing\.sql \(ENOENT\)/,
    ],
    [
      { "query-impact": "db/empty.sql" },
      /^Input "query-impact": db\/empty\.sql: the file holds no statement/,
    ],
    [
      { "query-impact-top": "0" },
      /^Input "query-impact-top": expected a whole number from 1 to 500/,
    ],
    [
      { "query-impact": "parent", role: "", database: "" },
      /^Input "query-impact": the statements are planned on "database" as "role"/,
    ],
  ])("refuses %j in one line naming the input", (overrides, expected) => {
    const message = errorOf(overrides);
    expect(message).toMatch(expected);
    expect(message).not.toContain("\n");
  });
});
