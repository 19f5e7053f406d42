import { describe, expect, test } from "vitest";
import type { Endpoint } from "../../../src/api/responses.ts";
import { decidePrCleanup } from "../../../src/flows/cleanup/decide-pr-cleanup.ts";
import { decidePostStep, describePostStep } from "../../../src/flows/post/decide-post-step.ts";
import { decideExpiry, expiryFor } from "../../../src/flows/provision/branch/decide-expiry.ts";
import { decideReset } from "../../../src/flows/provision/branch/decide-reset.ts";
import {
  decideProvision,
  settingsChange,
} from "../../../src/flows/provision/compute/decide-compute.ts";

function endpoint(overrides: Partial<Endpoint> = {}): Endpoint {
  return {
    id: "ep-one-1",
    project_id: "p-1",
    branch_id: "br-a-1",
    host: "ep-one-1.example.test",
    type: "read_write",
    current_state: "active",
    autoscaling_limit_min_cu: 0.25,
    autoscaling_limit_max_cu: 0.25,
    suspend_timeout_seconds: 0,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
const small = { minCu: 0.25, maxCu: 0.25, suspendTimeoutSeconds: 0 };

describe("decideProvision", () => {
  test("a branch with a read_write compute reuses it, without a change when settings match", () => {
    const existing = endpoint();
    expect(decideProvision([existing], small)).toEqual({
      kind: "reuse",
      endpoint: existing,
      change: undefined,
      ignoredEndpointId: undefined,
    });
  });

  test("reuse changes size and suspend timeout when they differ", () => {
    const decision = decideProvision([endpoint()], {
      minCu: 0.5,
      maxCu: 2,
      suspendTimeoutSeconds: 600,
    });
    expect(decision).toMatchObject({
      kind: "reuse",
      change: { minCu: 0.5, maxCu: 2, suspendTimeoutSeconds: 600 },
    });
  });

  test("suspend timeout 0 (platform default) is never a change", () => {
    expect(settingsChange(endpoint({ suspend_timeout_seconds: 300 }), small)).toBeUndefined();
  });

  test("read replicas do not count as the branch's compute", () => {
    expect(decideProvision([endpoint({ type: "read_only" })], small)).toEqual({ kind: "create" });
  });

  test("endpoint-id moves a compute onto a branch without one", () => {
    expect(decideProvision([], { ...small, endpointId: "ep-x-2" })).toEqual({
      kind: "move",
      endpointId: "ep-x-2",
    });
  });

  test("endpoint-id is left alone when the branch already has a compute", () => {
    const decision = decideProvision([endpoint()], { ...small, endpointId: "ep-x-2" });
    expect(decision).toMatchObject({ kind: "reuse", ignoredEndpointId: "ep-x-2" });
    expect(
      decideProvision([endpoint({ id: "ep-x-2" })], { ...small, endpointId: "ep-x-2" }),
    ).toMatchObject({
      kind: "reuse",
      ignoredEndpointId: undefined,
    });
  });

  test("an empty branch gets a new compute", () => {
    expect(decideProvision([], small)).toEqual({ kind: "create" });
  });
});

describe("decidePostStep", () => {
  const owned = {
    endpointId: "ep-one-1",
    projectId: "p-1",
    apiHost: "https://x",
    branchId: "br-a-1",
    result: "created" as const,
  };
  test("deletes what main created or moved", () => {
    expect(decidePostStep(owned, false)).toEqual({ kind: "delete", owned });
  });
  test("suspends a protected branch's compute: Neon refuses to delete it", () => {
    const onProtected = { ...owned, protectedBranch: true };
    expect(decidePostStep(onProtected, false)).toEqual({ kind: "suspend", owned: onProtected });
    expect(describePostStep(decidePostStep(onProtected, false))).toBe(
      "the post step suspends compute ep-one-1 (on a protected branch)",
    );
  });
  test("keeps it with keep: true, and does nothing without state", () => {
    expect(decidePostStep(owned, true).kind).toBe("skip");
    expect(decidePostStep(undefined, false).kind).toBe("skip");
  });
});

test("PR cleanup deletes only read_write computes", () => {
  const primary = endpoint();
  expect(decidePrCleanup([primary, endpoint({ id: "ep-ro-1", type: "read_only" })])).toEqual([
    primary,
  ]);
});

describe("expiryFor", () => {
  const now = Date.parse("2026-03-01T10:00:00.750Z");
  test("RFC 3339 at whole seconds, the lifetime from now", () => {
    expect(expiryFor(1800, now)).toBe("2026-03-01T10:30:00Z");
    expect(expiryFor(7 * 86400, now)).toBe("2026-03-08T10:00:00Z");
  });
  test("30 days is cut by a minute, for a platform clock a little behind ours", () => {
    expect(expiryFor(30 * 86400, now)).toBe("2026-03-31T09:59:00Z");
    expect(Date.parse(expiryFor(30 * 86400, now)) - now).toBeLessThan(30 * 86400 * 1000);
  });
});

describe("decideExpiry", () => {
  const now = Date.parse("2026-03-01T10:00:00Z");
  const week = 7 * 86400;
  test("a branch that already expires is moved forward", () => {
    expect(decideExpiry({ expires_at: "2026-03-02T00:00:00Z" }, week, now)).toBe(
      "2026-03-08T10:00:00Z",
    );
  });
  test("a branch without an expiration is never given one (the action did not create it)", () => {
    expect(decideExpiry({}, week, now)).toBeUndefined();
    expect(decideExpiry({ expires_at: null }, week, now)).toBeUndefined();
  });
  test("never moves nothing; the default branch is never touched", () => {
    expect(decideExpiry({ expires_at: "2026-03-02T00:00:00Z" }, undefined, now)).toBeUndefined();
    expect(
      decideExpiry({ expires_at: "2026-03-02T00:00:00Z", default: true }, week, now),
    ).toBeUndefined();
  });
  test("an expiration already where it should be needs no request; a shorter lifetime moves it back", () => {
    expect(decideExpiry({ expires_at: "2026-03-08T10:00:00Z" }, week, now)).toBeUndefined();
    expect(decideExpiry({ expires_at: "2026-03-08T10:00:00.000Z" }, week, now)).toBeUndefined();
    expect(decideExpiry({ expires_at: "2026-03-20T00:00:00Z" }, 3600, now)).toBe(
      "2026-03-01T11:00:00Z",
    );
  });
});

describe("decideReset", () => {
  const branch = { id: "br-pr-1", name: "preview/pr-1", parent_id: "br-main-1" };
  test("a found branch is restored from its parent", () => {
    expect(decideReset(true, branch, false)).toEqual({
      kind: "restore",
      sourceBranchId: "br-main-1",
    });
  });
  test("no reset without the input, nor for a branch created just now", () => {
    expect(decideReset(false, branch, false)).toEqual({ kind: "none" });
    expect(decideReset(true, branch, true)).toEqual({ kind: "none" });
  });
  test("a branch without a parent cannot be reset: one line naming the input", () => {
    const decision = decideReset(true, { id: "br-main-1", name: "main" }, false);
    expect(decision).toEqual({
      kind: "impossible",
      reason: 'Input "reset": branch main (br-main-1) has no parent to reset from',
    });
  });
});
