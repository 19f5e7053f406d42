import { describe, expect, test } from "vitest";
import { frozenSeed, richSeed, useEmulator } from "../support/helpers.ts";

const limitedSeed = frozenSeed({
  ...richSeed(),
  limits: { per_key_per_minute: 12, per_route_per_second: 5 },
});
const env = useEmulator({ seed: limitedSeed, resetEachTest: true });

describe("rate limits", () => {
  test("per route per second → 429 with Retry-After; other routes and keys still pass; next second passes", async () => {
    for (let i = 0; i < 5; i++) expect((await env.api("GET", "/projects")).status).toBe(200);
    const limited = await env.api("GET", "/projects");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(limited.body).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: "rate limit exceeded: 5 requests per second per route; retry after 1 s",
      request_id: expect.any(String),
    });
    expect((await env.api("GET", `/projects/${env.projectId}/endpoints`)).status).toBe(200);
    expect((await env.api("GET", "/projects", { key: env.keys.organization })).status).toBe(200);
    await env.advance(1000);
    expect((await env.api("GET", "/projects")).status).toBe(200);
  });

  test("per key per minute → 429 with Retry-After in seconds until the window ends", async () => {
    const paths = [
      "/projects",
      `/projects/${env.projectId}`,
      `/projects/${env.projectId}/endpoints`,
    ];
    let ok = 0;
    for (let i = 0; i < 12; i++) {
      if ((await env.api("GET", paths[i % 3] ?? "/projects")).status === 200) ok += 1;
    }
    expect(ok).toBe(12);
    const limited = await env.api("GET", `/projects/${env.projectId}/branches`);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.message).toContain("12 requests per minute per API key");
    await env.advance(retryAfter * 1000);
    expect((await env.api("GET", `/projects/${env.projectId}/branches`)).status).toBe(200);
  });

  test("the defaults are 700 per minute and 40 per second, and limits can be turned off", async () => {
    await env.reset(frozenSeed());
    const limits = (await env.state()).limits;
    expect(limits).toEqual({ enabled: true, per_key_per_minute: 700, per_route_per_second: 40 });
    for (let i = 0; i < 40; i++) await env.api("GET", "/projects");
    expect((await env.api("GET", "/projects")).status).toBe(429);
    await env.reset(frozenSeed({ ...richSeed(), limits: { enabled: false } }));
    for (let i = 0; i < 45; i++) expect((await env.api("GET", "/projects")).status).toBe(200);
  });
});

describe("errors and request ids", () => {
  test("X-Request-ID is echoed when sent, generated otherwise, and repeated in error bodies", async () => {
    const sent = await env.api("GET", "/projects", {
      headers: { "x-request-id": "client-chosen-1" },
    });
    expect(sent.headers.get("x-request-id")).toBe("client-chosen-1");
    const generated = await env.api("GET", "/projects/nope-1");
    const id = generated.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.body).toEqual({
      code: "NOT_FOUND",
      message: "project nope-1 not found",
      request_id: id,
    });
  });

  test("malformed JSON → 400; unknown route → 404; wrong method → 405; all with the error body", async () => {
    const malformed = await env.api("POST", `/projects/${env.projectId}/endpoints`, {
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("request body is not valid JSON");
    const unknown = await env.api("GET", "/nothing/here");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "NOT_FOUND", request_id: expect.any(String) });
    const method = await env.api("PUT", `/projects/${env.projectId}/endpoints`);
    expect(method.status).toBe(405);
    expect(method.headers.get("allow")).toBe("POST, GET");
  });
});
