import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A fresh instance of the clock's module, which reads the offset as it loads (a new URL each time). */
let loads = 0;
const freshClock = async (): Promise<typeof import("../../../src/core/clock.ts")> =>
  import(`../../../src/core/clock.ts?load=${++loads}`);

test("PREVIEW_COMPUTE_CLOCK_OFFSET_MS, read at start, moves the action's clock", async () => {
  vi.stubEnv("PREVIEW_COMPUTE_CLOCK_OFFSET_MS", "90000");
  const clock = await freshClock();
  const before = Date.now();
  const now = clock.now();
  expect(now).toBeGreaterThanOrEqual(before + 90_000);
  expect(now).toBeLessThanOrEqual(Date.now() + 90_000);
});

test("without it, the action's clock is the system clock", async () => {
  vi.stubEnv("PREVIEW_COMPUTE_CLOCK_OFFSET_MS", undefined);
  const clock = await freshClock();
  const before = Date.now();
  const now = clock.now();
  expect(now).toBeGreaterThanOrEqual(before);
  expect(now).toBeLessThanOrEqual(Date.now());
});

test("src/ reads the time only through src/core/clock.ts, so the offset reaches every reader", () => {
  const root = join(import.meta.dirname, "../../../src");
  const readers = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && file !== join("core", "clock.ts"))
    .filter((file) => /\bDate\.now\(|new Date\(\)/.test(readFileSync(join(root, file), "utf8")));
  expect(readers).toEqual([]);
});
