import { expect, test } from "vitest";
import {
  FunctionLogs,
  logSaveIntervalMs,
} from "../../../../../emulator/src/branch-services/functions/logs/function-logs.ts";
import { waitUntil } from "../../../../support/wait.ts";

const line = (text: string) => ({ time: 0, slug: "f", stream: "stdout" as const, text });

test("a line is saved at once; a burst after it once more, within the interval; loaded lines are not", async () => {
  let saves = 0;
  const logs = new FunctionLogs(() => {
    saves += 1;
  });
  logs.load("br-a", line("kept before a restart"));
  expect(saves).toBe(0);
  logs.add("br-a", line("first"));
  expect(saves).toBe(1);
  const burstAt = performance.now();
  for (let n = 0; n < 1000; n++) logs.add("br-a", line(`burst ${n}`));
  expect(saves).toBe(1);
  await waitUntil("the burst is saved", () => saves === 2, { timeoutMs: 5 * logSaveIntervalMs });
  expect(performance.now() - burstAt).toBeLessThan(logSaveIntervalMs + 500);
  expect(logs.lines("br-a")).toHaveLength(1002);
  logs.clear();
});
