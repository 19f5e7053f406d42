import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import type { LoggedRequest } from "../../../emulator/src/admin-client.ts";
import {
  END_MARKER,
  PERFORMANCE_PAGE,
  START_MARKER,
  withSection,
} from "../../bench/performance-page.ts";
import { busiestWindow, routeOf } from "../../bench/request-log.ts";
import { median, peakInWindow } from "../../bench/stats.ts";

const logged = (
  ms: number,
  method = "GET",
  path = "/api/v2/projects/p-1/operations",
): LoggedRequest => ({
  seq: ms,
  method,
  path,
  query: "",
  status: 200,
  time: new Date(ms).toISOString(),
  duration_ms: 0,
  request_id: "",
});

test("peak in a 1 s window: requests exactly 1000 ms apart fall in different windows", () => {
  expect(peakInWindow([0, 250, 500, 750, 1000])).toBe(4);
  expect(peakInWindow([0, 250, 500, 750, 999])).toBe(5);
  expect(peakInWindow([])).toBe(0);
  expect(busiestWindow([0, 5000, 5100, 5200].map((ms) => logged(ms))).map((r) => r.seq)).toEqual([
    5000, 5100, 5200,
  ]);
});

test("routes name the endpoint, not the ids", () => {
  expect(routeOf(logged(0, "GET", "/api/v2/projects/p-1/operations/0b1c"))).toBe(
    "GET /projects/{id}/operations/{id}",
  );
  expect(routeOf(logged(0, "POST", "/api/v2/projects/p-1/branches"))).toBe(
    "POST /projects/{id}/branches",
  );
});

test("median of odd and even samples", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 2, 3])).toBe(2.5);
});

test("the Performance section is added before Development once, then replaced between its markers", () => {
  const readme = "# T\n\n## Usage\n\ntext\n\n## Development\n\n- dev\n";
  const first = withSection(readme, "one");
  expect(first).toBe(
    `# T\n\n## Usage\n\ntext\n\n## Performance\n\n${START_MARKER}\none\n${END_MARKER}\n\n## Development\n\n- dev\n`,
  );
  const second = withSection(first, "two");
  expect(second).toBe(first.replace("\none\n", "\ntwo\n"));
  expect(withSection("# T\n", "x")).toBe(
    `# T\n\n## Performance\n\n${START_MARKER}\nx\n${END_MARKER}\n`,
  );
});

test("the performance page holds the bench's markers once, so a run replaces its figures in place", () => {
  const page = readFileSync(PERFORMANCE_PAGE, "utf8");
  expect(page.split(START_MARKER)).toHaveLength(2);
  expect(page.split(END_MARKER)).toHaveLength(2);
  expect(page.indexOf(START_MARKER)).toBeLessThan(page.indexOf(END_MARKER));
  const rewritten = withSection(page, "figures");
  expect(rewritten.startsWith(page.slice(0, page.indexOf(START_MARKER)))).toBe(true);
  expect(rewritten).toContain(`${START_MARKER}\nfigures\n${END_MARKER}`);
  expect(rewritten).not.toContain("## Performance");
});
