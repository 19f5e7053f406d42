import { spawn } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

/** `npm run demo`, as a new user runs it: the PR's URL runs a migration, main is unaffected. */
test("the demo runs a real migration and query through the action's database-url", async () => {
  const demo = join(import.meta.dirname, "../../demo/demo.ts");
  const child = spawn(process.execPath, [demo], {
    env: { ...process.env, DEMO_OP_MS: "100" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk) => {
    out += chunk;
  });
  const code = await new Promise((resolve) => child.once("close", resolve));
  expect(code, out).toBe(0);
  expect(out).toContain('{"id":3,"item":"cup","coupon":"PR7"}');
  expect(out).toContain('{"orders":2,"has_carts":false,"has_coupon":false}');
  expect(out).toContain("computes left on preview/pr-7: 0");
  expect(out).not.toMatch(/npg_|postgresql:\/\/[^*\s]+:[^*\s]+@/);
});
