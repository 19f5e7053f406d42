import { describe, expect, test } from "vitest";
import type { Branch, Endpoint } from "../../../../../src/api/responses.ts";
import {
  isOurBranch,
  isOurCompute,
} from "../../../../../src/flows/provision/branch/reconcile-match.ts";

// After a lost answer, the listing may show another run's branch or compute created within the
// clock-skew window: only what this run asked for is adopted as its own.

const requestedAt = Date.parse("2026-05-01T10:00:00.000Z");
const justNow = "2026-05-01T10:00:01.000Z";

function endpoint(overrides: Partial<Endpoint> = {}): Endpoint {
  return {
    id: "ep-one-1",
    project_id: "p-1",
    branch_id: "br-a-1",
    host: "ep-one-1.example.test",
    type: "read_write",
    current_state: "init",
    autoscaling_limit_min_cu: 0.25,
    autoscaling_limit_max_cu: 0.25,
    suspend_timeout_seconds: 0,
    created_at: justNow,
    updated_at: justNow,
    ...overrides,
  };
}

function branch(overrides: Partial<Branch> = {}): Branch {
  return {
    id: "br-a-1",
    project_id: "p-1",
    name: "preview/pr-7",
    parent_id: "br-main-1",
    created_at: justNow,
    init_source: "parent-data",
    expires_at: "2026-05-08T10:00:00Z",
    ...overrides,
  };
}

const sentCompute = { minCu: 0.25, maxCu: 0.25, suspendTimeoutSeconds: 0, name: "pc-run-aaaaaa" };

describe("isOurCompute", () => {
  test("the name carrying this job's claim decides, exactly", () => {
    expect(isOurCompute(endpoint({ name: "pc-run-aaaaaa" }), sentCompute, requestedAt)).toBe(true);
    // Another job's compute, same size, created a second after our request: not ours.
    expect(isOurCompute(endpoint({ name: "pc-run-bbbbbb" }), sentCompute, requestedAt)).toBe(false);
    expect(isOurCompute(endpoint({ name: "pc-keep-bbbbbb" }), sentCompute, requestedAt)).toBe(
      false,
    );
  });
  test("a platform that keeps no name: what was sent, within the window", () => {
    expect(isOurCompute(endpoint(), sentCompute, requestedAt)).toBe(true);
    expect(isOurCompute(endpoint({ autoscaling_limit_max_cu: 2 }), sentCompute, requestedAt)).toBe(
      false,
    );
    const sentTimeout = { ...sentCompute, suspendTimeoutSeconds: 300 };
    expect(isOurCompute(endpoint({ suspend_timeout_seconds: 60 }), sentTimeout, requestedAt)).toBe(
      false,
    );
    const old = endpoint({ created_at: "2026-05-01T09:59:00.000Z" });
    expect(isOurCompute(old, sentCompute, requestedAt)).toBe(false);
  });
});

describe("isOurBranch", () => {
  const sent = {
    name: "preview/pr-7",
    parentId: "br-main-1",
    expiresAt: "2026-05-08T10:00:00Z",
    schemaOnly: false,
    endpoint: sentCompute,
  };
  test("created with its compute: the compute's name decides", () => {
    expect(isOurBranch(branch(), [endpoint({ name: "pc-run-aaaaaa" })], sent, requestedAt)).toBe(
      true,
    );
    expect(isOurBranch(branch(), [endpoint({ name: "pc-run-bbbbbb" })], sent, requestedAt)).toBe(
      false,
    );
    // We asked for a compute with it; one without is another run's (endpoint-id moves one on).
    expect(isOurBranch(branch(), [], sent, requestedAt)).toBe(false);
  });
  test("without a compute: parent, init_source and expiration must be what was sent", () => {
    const bare = { ...sent, endpoint: undefined };
    expect(isOurBranch(branch(), [], bare, requestedAt)).toBe(true);
    expect(isOurBranch(branch({ parent_id: "br-other-1" }), [], bare, requestedAt)).toBe(false);
    expect(isOurBranch(branch({ init_source: "schema-only" }), [], bare, requestedAt)).toBe(false);
    // Another run's create a second later asked for its own moment.
    expect(isOurBranch(branch({ expires_at: "2026-05-08T10:00:01Z" }), [], bare, requestedAt)).toBe(
      false,
    );
    expect(isOurBranch(branch({ expires_at: null }), [], bare, requestedAt)).toBe(false);
    expect(
      isOurBranch(branch({ created_at: "2026-05-01T09:00:00.000Z" }), [], bare, requestedAt),
    ).toBe(false);
  });
});
