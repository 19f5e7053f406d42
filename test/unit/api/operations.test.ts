import { describe, expect, test } from "vitest";
import {
  nextPollDelay,
  OperationFailedError,
  OperationTimeoutError,
  outcomeOf,
  POLLING,
  waitForOperations,
} from "../../../src/api/operations.ts";
import type { Operation } from "../../../src/api/responses.ts";
import { mockClient, useMockApi } from "../../support/mock-api.ts";

function op(id: string, status: string, extra: Partial<Operation> = {}): Operation {
  return {
    id,
    project_id: "p-1",
    action: "start_compute",
    status,
    failures_count: 0,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...extra,
  };
}

const { pool } = useMockApi();
const client = (seconds = 10) => mockClient(seconds);

describe("outcomeOf", () => {
  test("finished and skipped succeed; error, cancelled and failed fail; the rest is pending", () => {
    expect(["finished", "skipped"].map((s) => outcomeOf(op("a", s)))).toEqual([
      "succeeded",
      "succeeded",
    ]);
    expect(["error", "cancelled", "failed"].map((s) => outcomeOf(op("a", s)))).toEqual([
      "failed",
      "failed",
      "failed",
    ]);
    expect(
      ["scheduling", "running", "cancelling", "brand_new_status"].map((s) => outcomeOf(op("a", s))),
    ).toEqual(["pending", "pending", "pending", "pending"]);
  });

  test("failed with a later retry_at is still pending: the platform retries it", () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(outcomeOf(op("a", "failed", { retry_at: later }))).toBe("pending");
    expect(outcomeOf(op("a", "failed", { retry_at: "2020-01-01T00:00:00Z" }))).toBe("failed");
  });
});

test("poll interval: first soon, then proportional to the wait, within 5 requests a second and at most 5 s", () => {
  expect(nextPollDelay(0, 0)).toBe(POLLING.firstDelayMs);
  expect(nextPollDelay(100, 1)).toBe(250);
  expect(nextPollDelay(10_000, 9)).toBe(2000);
  expect(nextPollDelay(600_000, 50)).toBe(5000);
});

describe("waitForOperations", () => {
  test("one pending operation is polled by id", async () => {
    const mock = pool();
    mock
      .intercept({ path: "/api/v2/projects/p-1/operations/a", method: "GET" })
      .reply(200, { operation: op("a", "running") });
    mock
      .intercept({ path: "/api/v2/projects/p-1/operations/a", method: "GET" })
      .reply(200, { operation: op("a", "finished") });
    const api = client();
    const done = await waitForOperations(api, "p-1", [op("a", "running")]);
    expect(done.map((o) => o.status)).toEqual(["finished"]);
    expect(api.requests).toBe(2);
  });

  test("several operations share one list request per poll", async () => {
    const mock = pool();
    const list = (statuses: string[]) => ({
      operations: [op("b", statuses[1] ?? ""), op("a", statuses[0] ?? ""), op("other", "finished")],
      pagination: { cursor: "2020-01-01T00:00:00.000Z" },
    });
    mock
      .intercept({ path: /^\/api\/v2\/projects\/p-1\/operations\?limit=50$/, method: "GET" })
      .reply(200, list(["running", "running"]));
    mock
      .intercept({ path: /^\/api\/v2\/projects\/p-1\/operations\?limit=50$/, method: "GET" })
      .reply(200, list(["finished", "finished"]));
    const api = client();
    const done = await waitForOperations(api, "p-1", [op("a", "running"), op("b", "scheduling")]);
    expect(done.map((o) => o.status)).toEqual(["finished", "finished"]);
    expect(api.requests).toBe(2);
  });

  test("a failed operation names its id, action, status and failures_count", async () => {
    pool()
      .intercept({ path: "/api/v2/projects/p-1/operations/a", method: "GET" })
      .reply(200, { operation: op("a", "failed", { failures_count: 3, error: "no capacity" }) });
    const error = await waitForOperations(client(), "p-1", [op("a", "running")]).catch((e) => e);
    expect(error).toBeInstanceOf(OperationFailedError);
    expect(error.message).toBe(
      "Operation a (start_compute) ended with status failed, failures_count 3: no capacity",
    );
  });

  test("an operation stuck in scheduling ends in a timeout naming it", async () => {
    pool()
      .intercept({ path: "/api/v2/projects/p-1/operations/a", method: "GET" })
      .reply(200, { operation: op("a", "scheduling") })
      .persist();
    const error = await waitForOperations(client(1), "p-1", [op("a", "scheduling")]).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(OperationTimeoutError);
    expect(error.message).toBe(
      "Timed out after 1s (input timeout) waiting for operation(s) a (start_compute, scheduling)",
    );
  });
});
