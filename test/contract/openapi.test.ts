import { describe, expect, test } from "vitest";
import { validateRequestBody, validateResponse } from "../support/openapi/openapi.ts";

const PROJECT = "bitter-meadow-966132";
const BRANCH = "br-proud-paper-090813";
const ENDPOINT = "ep-shrill-thunder-454069";

function endpoint(): Record<string, unknown> {
  return {
    host: `${ENDPOINT}.us-east-2.aws.neon.tech`,
    id: ENDPOINT,
    project_id: PROJECT,
    branch_id: BRANCH,
    autoscaling_limit_min_cu: 0.25,
    autoscaling_limit_max_cu: 2,
    region_id: "aws-us-east-2",
    type: "read_write",
    current_state: "init",
    pending_state: "active",
    settings: { pg_settings: {} },
    pooler_enabled: false,
    pooler_mode: "transaction",
    disabled: false,
    passwordless_access: true,
    creation_source: "console",
    created_at: "2025-01-10T09:15:02.123Z",
    updated_at: "2025-01-10T09:15:02.123Z",
    proxy_host: "us-east-2.aws.neon.tech",
    suspend_timeout_seconds: 0,
    provisioner: "k8s-neonvm",
  };
}

function operation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: "874f8bfe-f51d-4c61-85af-a29bea73e0e2",
    project_id: PROJECT,
    branch_id: BRANCH,
    endpoint_id: ENDPOINT,
    action: "start_compute",
    status: "running",
    failures_count: 0,
    created_at: "2025-01-10T09:15:02.123Z",
    updated_at: "2025-01-10T09:15:02.456Z",
    total_duration_ms: 0,
    ...overrides,
  };
}

const createEndpoint = (body: unknown, status = 201) =>
  validateResponse({ method: "POST", path: `/projects/${PROJECT}/endpoints`, status, body });

describe("validateResponse", () => {
  test("accepts a created compute with its operations", () => {
    const result = createEndpoint({ endpoint: endpoint(), operations: [operation()] });
    expect(result).toEqual({ ok: true, errors: [], operation: "createProjectEndpoint" });
  });

  test("accepts a page of operations with a cursor", () => {
    const result = validateResponse({
      method: "GET",
      path: `/projects/${PROJECT}/operations`,
      status: 200,
      body: {
        operations: [operation({ status: "finished" }), operation({ action: "apply_config" })],
        pagination: { cursor: "2025-01-10T09:15:02.123456Z" },
      },
    });
    expect(result).toEqual({ ok: true, errors: [], operation: "listProjectOperations" });
  });

  test("an empty pagination cursor breaks the documented minLength", () => {
    const result = validateResponse({
      method: "GET",
      path: `/projects/${PROJECT}/operations`,
      status: 200,
      body: { operations: [], pagination: { cursor: "" } },
    });
    expect(result.ok).toBe(false);
    expect(result.errors).toContain("/pagination/cursor must NOT have fewer than 1 characters");
  });

  test("an error status is checked against GeneralError", () => {
    const error = { code: "", message: "authentication required", request_id: "req-1" };
    expect(createEndpoint(error, 401)).toMatchObject({
      ok: true,
      operation: "createProjectEndpoint",
    });
    const broken = createEndpoint({ error: "unauthorized" }, 401);
    expect(broken.ok).toBe(false);
    expect(broken.errors).toEqual([
      "(root) must have required property 'message'",
      "(root) must have required property 'code'",
    ]);
  });

  test("reports a missing required field with its location", () => {
    const { host: _, ...withoutHost } = endpoint();
    const result = createEndpoint({ endpoint: withoutHost, operations: [] });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual(["/endpoint must have required property 'host'"]);
  });

  test("reports a wrong type", () => {
    const result = createEndpoint({
      endpoint: { ...endpoint(), autoscaling_limit_min_cu: "0.25" },
      operations: [operation({ total_duration_ms: 1.5 })],
    });
    expect(result.ok).toBe(false);
    expect(result.errors).toContain("/endpoint/autoscaling_limit_min_cu must be number");
    expect(result.errors).toContain("/operations/0/total_duration_ms must be integer");
  });

  test("reports a value outside the documented enum", () => {
    const result = createEndpoint({
      endpoint: endpoint(),
      operations: [operation({ status: "done" })],
    });
    expect(result.ok).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(
      /^\/operations\/0\/status must be equal to one of the allowed/,
    );
    expect(result.errors[0]).toContain('"finished"');
  });

  test("checks formats (date-time)", () => {
    const result = createEndpoint({
      endpoint: endpoint(),
      operations: [operation({ created_at: "yesterday" })],
    });
    expect(result.errors).toEqual(['/operations/0/created_at must match format "date-time"']);
  });

  test("allows extra properties, as the document does not forbid them", () => {
    const body = { endpoint: { ...endpoint(), future_field: 1 }, operations: [], extra: true };
    expect(createEndpoint(body).ok).toBe(true);
  });

  test("honours nullable: true", () => {
    const key = {
      id: 42,
      name: "ci",
      created_at: "2025-01-10T09:15:02Z",
      created_by: { id: "a1b2c3d4-0000-4000-8000-000000000001", name: "Ci", image: "" },
      last_used_from_addr: "",
    };
    const list = (items: unknown[]) =>
      validateResponse({ method: "GET", path: "/api_keys", status: 200, body: items });
    expect(list([{ ...key, last_used_at: null }]).ok).toBe(true);
    expect(list([{ ...key, last_used_at: "2025-01-10T09:15:02Z" }]).ok).toBe(true);
    expect(list([{ ...key, last_used_at: 5 }]).ok).toBe(false);
    expect(list([{ ...key, name: null }]).errors).toEqual(["/0/name must be string"]);
  });

  test("204 with no body is fine when the document has no content for it", () => {
    const path = `/projects/${PROJECT}/endpoints/${ENDPOINT}`;
    expect(validateResponse({ method: "DELETE", path, status: 204, body: undefined }).ok).toBe(
      true,
    );
    expect(validateResponse({ method: "DELETE", path, status: 204, body: "" }).ok).toBe(true);
    const withBody = validateResponse({ method: "DELETE", path, status: 204, body: { a: 1 } });
    expect(withBody.ok).toBe(false);
    expect(withBody.errors[0]).toMatch(/no content for 204/);
    const missingBody = validateResponse({ method: "DELETE", path, status: 200, body: undefined });
    expect(missingBody).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/expected a body/)],
    });
  });

  test("unknown path or method is not ok, with a clear error", () => {
    const noPath = validateResponse({ method: "GET", path: "/nope/x", status: 200, body: {} });
    expect(noPath).toEqual({
      ok: false,
      errors: ["no path in Neon's OpenAPI document matches /nope/x"],
    });
    const path = `/projects/${PROJECT}/endpoints/${ENDPOINT}`;
    const noMethod = validateResponse({ method: "PUT", path, status: 200, body: {} });
    expect(noMethod.ok).toBe(false);
    expect(noMethod.errors).toEqual([
      "no PUT operation on /projects/{project_id}/endpoints/{endpoint_id} (documented: GET, DELETE, PATCH)",
    ]);
  });
});

describe("path matching", () => {
  const operationOf = (method: string, path: string) =>
    validateResponse({ method, path, status: 500, body: { code: "", message: "x" } }).operation;

  test("literal segments win over {param} segments", () => {
    expect(operationOf("GET", "/projects/shared")).toBe("listSharedProjects");
    expect(operationOf("GET", `/projects/${PROJECT}`)).toBe("getProject");
    expect(operationOf("GET", `/projects/${PROJECT}/branches/count`)).toBe("countProjectBranches");
    expect(operationOf("GET", `/projects/${PROJECT}/branches/${BRANCH}`)).toBe("getProjectBranch");
  });

  test("strips the /api/v2 prefix, the query string and full URLs", () => {
    const expected = "listProjectOperations";
    expect(operationOf("GET", `/api/v2/projects/${PROJECT}/operations?limit=10&cursor=abc`)).toBe(
      expected,
    );
    expect(operationOf("get", `/projects/${PROJECT}/operations/?limit=1`)).toBe(expected);
    expect(
      operationOf("GET", `https://console.neon.tech/api/v2/projects/${PROJECT}/operations?limit=1`),
    ).toBe(expected);
    expect(operationOf("GET", `http://127.0.0.1:4000/api/v2/projects/${PROJECT}/operations`)).toBe(
      expected,
    );
  });
});

describe("validateRequestBody", () => {
  const create = (body: unknown) =>
    validateRequestBody({ method: "POST", path: `/api/v2/projects/${PROJECT}/endpoints`, body });

  test("accepts the EndpointCreateRequest the action sends", () => {
    const body = {
      endpoint: {
        branch_id: BRANCH,
        type: "read_write",
        autoscaling_limit_min_cu: 0.25,
        autoscaling_limit_max_cu: 4,
        suspend_timeout_seconds: -1,
      },
    };
    expect(create(body)).toEqual({ ok: true, errors: [] });
  });

  test("rejects a create request Neon would refuse", () => {
    const result = create({
      endpoint: {
        branch_id: "BR_Upper",
        type: "primary",
        autoscaling_limit_min_cu: 0.1,
        suspend_timeout_seconds: -2,
      },
    });
    expect(result.ok).toBe(false);
    expect(result.errors).toContain('/endpoint/branch_id must match pattern "^[a-z0-9-]{1,60}$"');
    expect(result.errors).toContain("/endpoint/autoscaling_limit_min_cu must be >= 0.25");
    expect(result.errors).toContain("/endpoint/suspend_timeout_seconds must be >= -1");
    expect(result.errors.some((e) => e.startsWith("/endpoint/type must be equal to one of"))).toBe(
      true,
    );
    expect(create({ endpoint: { branch_id: BRANCH } }).errors).toEqual([
      "/endpoint must have required property 'type'",
    ]);
    expect(create(undefined)).toEqual({
      ok: false,
      errors: ["createProjectEndpoint requires a request body"],
    });
  });

  test("accepts a PATCH that moves a compute or resizes it", () => {
    const path = `/projects/${PROJECT}/endpoints/${ENDPOINT}`;
    const move = { endpoint: { branch_id: BRANCH } };
    const resize = { endpoint: { autoscaling_limit_min_cu: 1, autoscaling_limit_max_cu: 1 } };
    expect(validateRequestBody({ method: "PATCH", path, body: move }).ok).toBe(true);
    expect(validateRequestBody({ method: "PATCH", path, body: resize }).ok).toBe(true);
    expect(
      validateRequestBody({ method: "PATCH", path, body: { branch_id: BRANCH } }).errors,
    ).toEqual([
      "(root) must have required property 'endpoint'",
      "(root) must NOT have additional properties: 'branch_id'",
    ]);
  });

  test("an operation without a request body takes none", () => {
    const path = `/projects/${PROJECT}/endpoints/${ENDPOINT}`;
    expect(validateRequestBody({ method: "DELETE", path, body: undefined }).ok).toBe(true);
    expect(validateRequestBody({ method: "DELETE", path, body: { a: 1 } }).errors).toEqual([
      "deleteProjectEndpoint takes no request body",
    ]);
  });
});
