import { describe, expect, test } from "vitest";
import { endpointResponseSchema } from "../../../src/api/responses.ts";
import { ApiError } from "../../../src/core/errors.ts";
import { mockClient, useMockApi } from "../../support/mock-api.ts";

const endpoint = {
  id: "ep-a-1",
  project_id: "p-1",
  branch_id: "br-a-1",
  host: "ep-a-1.test",
  type: "read_write",
  current_state: "active",
  autoscaling_limit_min_cu: 0.25,
  autoscaling_limit_max_cu: 0.25,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

const { pool } = useMockApi();
const client = mockClient;
const path = "/api/v2/projects/p-1/endpoints/ep-a-1";

describe("ApiClient", () => {
  test("sends bearer auth, a versioned User-Agent and JSON accept", async () => {
    let seen: Record<string, string> = {};
    pool()
      .intercept({ path, method: "GET" })
      .reply(200, (options) => {
        seen = options.headers as Record<string, string>;
        return { endpoint };
      });
    await client().send("GET", "/projects/p-1/endpoints/ep-a-1", {
      schema: endpointResponseSchema(),
    });
    expect(seen.authorization).toBe("Bearer key-1");
    expect(seen["user-agent"]).toMatch(/^preview-compute\/\d+\.\d+\.\d+$/);
    expect(seen.accept).toBe("application/json");
  });

  test("retries 503, 423 and 429 on any method, then succeeds", async () => {
    pool().intercept({ path, method: "PATCH" }).reply(503, { code: "", message: "busy" });
    pool().intercept({ path, method: "PATCH" }).reply(423, { code: "", message: "locked" });
    pool()
      .intercept({ path, method: "PATCH" })
      .reply(429, { code: "", message: "slow down" }, { headers: { "retry-after": "0" } });
    pool().intercept({ path, method: "PATCH" }).reply(200, { endpoint });
    const api = client();
    const answer = await api.send("PATCH", "/projects/p-1/endpoints/ep-a-1", {
      schema: endpointResponseSchema(),
      body: {},
    });
    expect(answer.endpoint.id).toBe("ep-a-1");
    expect(api.requests).toBe(4);
  });

  test("a network error on GET is retried; on POST it is 'maybe applied' and not repeated", async () => {
    pool().intercept({ path, method: "GET" }).replyWithError(new Error("socket hang up"));
    pool().intercept({ path, method: "GET" }).reply(200, { endpoint });
    expect(
      (
        await client().send("GET", "/projects/p-1/endpoints/ep-a-1", {
          schema: endpointResponseSchema(),
        })
      ).endpoint.host,
    ).toBe("ep-a-1.test");

    pool()
      .intercept({ path: "/api/v2/projects/p-1/endpoints", method: "POST" })
      .replyWithError(new Error("socket hang up"));
    const api = client();
    const error = await api
      .send("POST", "/projects/p-1/endpoints", { schema: endpointResponseSchema(), body: {} })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.maybeApplied).toBe(true);
    expect(api.requests).toBe(1);
  });

  test("500 on POST is 'maybe applied'; on GET it is retried", async () => {
    pool()
      .intercept({ path: "/api/v2/projects/p-1/endpoints", method: "POST" })
      .reply(500, { code: "", message: "boom" });
    const error = await client()
      .send("POST", "/projects/p-1/endpoints", { schema: endpointResponseSchema(), body: {} })
      .catch((e) => e);
    expect(error.maybeApplied).toBe(true);
    pool().intercept({ path, method: "GET" }).reply(500, { code: "", message: "boom" });
    pool().intercept({ path, method: "GET" }).reply(200, { endpoint });
    expect(
      (
        await client().send("GET", "/projects/p-1/endpoints/ep-a-1", {
          schema: endpointResponseSchema(),
        })
      ).endpoint.id,
    ).toBe("ep-a-1");
  });

  test("401 names the request, status, platform message, request id and the key hint", async () => {
    pool()
      .intercept({ path, method: "GET" })
      .reply(401, { code: "", message: "authentication failed", request_id: "req-9" });
    const error = await client()
      .send("GET", "/projects/p-1/endpoints/ep-a-1", { schema: endpointResponseSchema() })
      .catch((e) => e);
    expect(error.message).toBe(
      "GET /projects/p-1/endpoints/ep-a-1 failed (HTTP 401): authentication failed [request req-9]. Hint: the API key is missing, invalid or revoked",
    );
    expect(error.message).not.toContain("key-1");
  });

  test("a lock longer than the deadline fails clearly, naming the lock", async () => {
    pool()
      .intercept({ path, method: "PATCH" })
      .reply(
        423,
        { code: "", message: "project already has running operations" },
        { headers: { "retry-after": "5" } },
      )
      .persist();
    const error = await client(1)
      .send("PATCH", "/projects/p-1/endpoints/ep-a-1", {
        schema: endpointResponseSchema(),
        body: {},
      })
      .catch((e) => e);
    expect(error.message).toMatch(
      /^PATCH \/projects\/p-1\/endpoints\/ep-a-1 still failing when the 1s timeout ran out \(HTTP 423\): project already has running operations\. Hint: the project is locked/,
    );
  });

  test("a last attempt cut short by the deadline still names the failure it kept meeting", async () => {
    // 503 is retried within 250 ms on a first attempt: the retry starts well before the deadline.
    pool().intercept({ path, method: "DELETE" }).reply(503, { code: "", message: "busy" });
    // The retry gets no answer before the run's timeout: its attempt had only what was left.
    pool().intercept({ path, method: "DELETE" }).reply(200, { endpoint }).delay(1_500);
    const error = await client(1, "key-1", 30_000)
      .send("DELETE", "/projects/p-1/endpoints/ep-a-1", { schema: endpointResponseSchema() })
      .catch((e) => e);
    expect(error.message).toMatch(
      /^DELETE \/projects\/p-1\/endpoints\/ep-a-1 still failing when the 1s timeout ran out \(HTTP 503\): busy/,
    );
  });

  test("a retry that would have only a sliver of the deadline is not sent: the lock is named", async () => {
    // The platform asks for the retry 2.85 s on, which leaves it less than 250 ms of the 3 s.
    pool()
      .intercept({ path, method: "PATCH" })
      .reply(
        423,
        { code: "", message: "project already has running operations" },
        { headers: { "retry-after": "2.85" } },
      );
    pool().intercept({ path, method: "PATCH" }).reply(200, { endpoint }).delay(500);
    const error = await client(3)
      .send("PATCH", "/projects/p-1/endpoints/ep-a-1", {
        schema: endpointResponseSchema(),
        body: {},
      })
      .catch((e) => e);
    expect(error.message).toMatch(
      /^PATCH \/projects\/p-1\/endpoints\/ep-a-1 still failing when the 3s timeout ran out \(HTTP 423\): project already has running operations/,
    );
  });

  test("malformed JSON and a missing field are clear errors naming the request", async () => {
    pool().intercept({ path, method: "GET" }).reply(200, "{not json");
    const malformed = await client()
      .send("GET", "/projects/p-1/endpoints/ep-a-1", { schema: endpointResponseSchema() })
      .catch((e) => e);
    expect(malformed.message).toBe(
      "GET /projects/p-1/endpoints/ep-a-1 answered with a body that is not valid JSON (HTTP 200)",
    );
    pool()
      .intercept({ path, method: "GET" })
      .reply(200, { endpoint: { ...endpoint, host: undefined } });
    const missing = await client()
      .send("GET", "/projects/p-1/endpoints/ep-a-1", { schema: endpointResponseSchema() })
      .catch((e) => e);
    expect(missing.message).toMatch(
      /^GET \/projects\/p-1\/endpoints\/ep-a-1 answered with an unexpected body \(endpoint\.host: /,
    );
  });

  test("404 and 204 are 'not there' for sendOptional", async () => {
    pool().intercept({ path, method: "DELETE" }).reply(404, { code: "", message: "not found" });
    expect(
      await client().sendOptional("DELETE", "/projects/p-1/endpoints/ep-a-1", {
        schema: endpointResponseSchema(),
      }),
    ).toBeUndefined();
    pool().intercept({ path, method: "DELETE" }).reply(204, "");
    expect(
      await client().sendOptional("DELETE", "/projects/p-1/endpoints/ep-a-1", {
        schema: endpointResponseSchema(),
      }),
    ).toBeUndefined();
  });
});
