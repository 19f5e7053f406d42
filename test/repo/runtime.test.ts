import { expect, test } from "vitest";

test("tests run on Node 24, the action's runtime", () => {
  expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
});
