import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { expect, test } from "vitest";

// The emulator's tests wait for a condition with test/support/wait.ts (a bounded poll that names
// what it waited for) or for an event, never with a fixed sleep: a sleep is too short on a busy
// machine and wasted on an idle one, and one that shows something did not happen shows nothing.

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["test/emulator"];
/** Sleeps that wait for no condition of the test, with why. */
const ALLOWED: Record<string, string> = {
  "test/emulator/proxy/proxy.test.ts": "a resolve stub that takes 300 ms, the case under test",
  "test/emulator/front-doors/keep-alive.test.ts":
    "a connection left idle past the advertised keep-alive timeout, the case under test",
  "test/emulator/support/helpers.ts": "a 429's Retry-After, as Neon's clients wait",
};
const SLEEP = /new Promise(<[^>]*>)?\(\(?\w*\)? => setTimeout\(|from "node:timers\/promises"/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

test("no emulator test sleeps: it waits with test/support/wait.ts or for an event", () => {
  const files = FOLDERS.flatMap(filesUnder);
  expect(files.length).toBeGreaterThan(50);
  const sleeping = files.filter(
    (file) => !(file in ALLOWED) && SLEEP.test(readFileSync(join(ROOT, file), "utf8")),
  );
  expect(sleeping).toEqual([]);
});

test("the sleeps allowed are still there (a stale entry would hide a new one)", () => {
  for (const file of Object.keys(ALLOWED))
    expect(SLEEP.test(readFileSync(join(ROOT, file), "utf8")), file).toBe(true);
});
