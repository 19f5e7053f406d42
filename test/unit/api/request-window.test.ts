import { expect, test } from "vitest";
import { ApiClient } from "../../../src/api/http.ts";
import { nextPollDelay, pollDelay } from "../../../src/api/operations.ts";
import { REQUEST_RATE, RequestWindow } from "../../../src/api/request-window.ts";
import { Deadline } from "../../../src/api/timing.ts";

// Pure arithmetic on given times: no clocks, no sleeps.
const MARGIN = 5;
const WINDOW = REQUEST_RATE.windowMs + MARGIN;

function answeredAt(window: RequestWindow, times: number[]): void {
  for (const time of times) window.begin()(time);
}

test("five requests answered within a second hold the sixth until the oldest ages out", () => {
  const window = new RequestWindow();
  answeredAt(window, [0, 100, 200, 300]);
  expect(window.delay(0, 400)).toBe(0);
  answeredAt(window, [400]);
  expect(window.delay(0, 500)).toBe(WINDOW - 500);
  expect(window.delay(0, WINDOW)).toBe(0);
});

test("a reserve keeps requests free for later: a poll leaves room for the read after the wait", () => {
  const window = new RequestWindow();
  answeredAt(window, [0, 100, 200, 300]);
  expect(window.delay(1, 400)).toBe(WINDOW - 400);
  expect(window.delay(0, 400)).toBe(0);
});

test("a request still under way counts as now", () => {
  const window = new RequestWindow();
  answeredAt(window, [0, 100, 200]);
  window.begin();
  expect(window.delay(0, 300)).toBe(0);
  window.begin();
  expect(window.delay(0, 300)).toBe(WINDOW - 300);
});

test("spread: what is left of the window's budget is spaced evenly over what is left of it", () => {
  const window = new RequestWindow();
  expect(window.spread(1, 0)).toBe(0);
  answeredAt(window, [0, 5]);
  // 5 − 1 kept − 2 used = 2 left, over the 1005 − 5 ms that remain: one every third.
  expect(window.spread(1, 5)).toBeCloseTo((WINDOW - 5) / 3);
  answeredAt(window, [340, 680]);
  expect(window.spread(1, 680)).toBe(0);
});

test("the poll schedule yields to the run's request budget", () => {
  const client = new ApiClient({
    baseUrl: "https://api.test",
    apiKey: "k",
    deadline: new Deadline(60),
  });
  expect(pollDelay(client, 0, 0, 0)).toBe(nextPollDelay(0, 0));
  answeredAt(client.window, [0, 5]);
  expect(pollDelay(client, 0, 0, 5)).toBeCloseTo((WINDOW - 5) / 4);
  answeredAt(client.window, [250, 500]);
  expect(pollDelay(client, 500, 2, 500)).toBeCloseTo((WINDOW - 500) / 2);
  expect(pollDelay(client, 60_000, 50, 500)).toBe(nextPollDelay(60_000, 50));
});
