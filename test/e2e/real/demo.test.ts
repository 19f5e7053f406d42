import { spawn } from "node:child_process";
import { join } from "node:path";
import { expect, test } from "vitest";

/**
 * Runs a demo script as a new user would, and answers its exit code and everything it printed:
 * without the NODE_EXTRA_CA_CERTS vitest.config.ts gives every test process (the emulator's CA),
 * which a new user's shell does not have.
 */
async function runDemo(script: string): Promise<{ code: unknown; out: string }> {
  const { NODE_EXTRA_CA_CERTS: _testsOwn, ...env } = process.env;
  const child = spawn(process.execPath, [join(import.meta.dirname, "../../demo", script)], {
    env: { ...env, DEMO_OP_MS: "100" },
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
  return { code, out };
}

/**
 * `npm run demo`, as a new user runs it: the PR's URL runs a migration, main is unaffected, the
 * post step shows the migration as a schema diff in the comment, and nothing warns.
 */
test("the demo runs a real migration and query through the action's database-url, and shows its schema diff", async () => {
  const { code, out } = await runDemo("demo.ts");
  expect(code, out).toBe(0);
  expect(out).toContain('{"id":3,"item":"cup","coupon":"PR7"}');
  expect(out).toContain('{"orders":2,"has_carts":false,"has_coupon":false}');
  expect(out).toContain("computes left on preview/pr-7: 0");
  expect(out).not.toMatch(/npg_|postgresql:\/\/[^*\s]+:[^*\s]+@/);
  // The migration, as the sticky comment shows it after the post step.
  const comment = out.slice(out.indexOf("sticky PR comment, with the migration's schema diff"));
  expect(comment).toContain("| neondb | 1 table added, 1 table changed, 1 column added |");
  expect(comment).toMatch(/^\+ {4}coupon text$/m);
  expect(comment).toMatch(/^\+CREATE TABLE public\.carts \($/m);
  expect(comment).toContain("### Migration impact: no risky change");
  // No warning from Node, node-postgres (its sslmode notice) or the action, whose runner trusts
  // the emulator's CA as the demo tells it to.
  expect(out).not.toMatch(/warning|not measured|certificate/i);
});

/**
 * `npm run demo:backend`: a PR preview driven by a neon.ts whose database, Neon Auth and Data API
 * all belong to the PR branch; the app's user exists on the PR branch only.
 */
test("the backend demo hands out the PR branch's auth and Data API URLs, and its user stays there", async () => {
  const { code, out } = await runDemo("backend-demo.ts");
  expect(code, out).toBe(0);
  const branchId = /branch-id = (br-[a-z0-9-]+)/.exec(out)?.[1] ?? "missing";
  expect(out).toContain(`auth-url = http://127.0.0.1:`);
  expect(out).toMatch(new RegExp(`auth-url = \\S+/neonauth/${branchId}/neondb/auth\\n`));
  expect(out).toMatch(new RegExp(`data-api-url = \\S+/apirest/${branchId}/neondb/rest/v1\\n`));
  expect(out).toContain("Neon Auth on from neon.ts; Data API on from neon.ts");
  expect(out).toMatch(
    /writes a note: \{"userId":"(\w+)","insertError":null,"notes":\[\{"id":1,"user_id":"\1"/,
  );
  expect(out).toContain("Ada on production's auth-url: refused");
  expect(out).not.toMatch(/warning|not measured|certificate/i);
});

/**
 * `npm run demo:queue`: a PR job with `deployment: true`, the PR's merge group, and a dead
 * runner's group that the sweep removes once GitHub drops its queued ref.
 */
test("the queue demo shows a deployment's life, a merge group's own branch, and the sweep of a dead group", async () => {
  const { code, out } = await runDemo("queue-demo.ts");
  expect(code, out).toBe(0);
  expect(out).toMatch(
    /deployment \d+ of \w{7} to preview-db\/pr-8: in_progress → success → inactive/,
  );
  expect(out).toMatch(/Deleted the merge group's branch br-[\w-]+ and its compute ep-[\w-]+/);
  expect(out).toContain('"reason":"merge-group-gone"');
  expect(out).toContain("branches left: main, preview/pr-8");
  expect(out).not.toMatch(/npg_|postgresql:\/\/[^*\s]+:[^*\s]+@/);
  expect(out).not.toMatch(/warning|not measured|certificate/i);
});
