import { expect, test } from "vitest";
import { decideStateHost } from "../../../../src/flows/post/decide-state-host.ts";

const API_HOST = "https://console.neon.tech/api/v2";
const owned = (apiHost: string) => ({ apiHost, endpointId: "ep-1" });

test("a state that names the step's api-host is taken as it is; an absent one stays absent", () => {
  expect(decideStateHost("owned-api-host", owned(API_HOST), API_HOST, "x")).toEqual({
    state: owned(API_HOST),
  });
  expect(decideStateHost("owned-api-host", undefined, API_HOST, "x")).toEqual({ state: undefined });
});

test("a state that names another host is dropped whole, with a warning naming its key and that host", () => {
  const decision = decideStateHost(
    "owned-api-host",
    owned("http://127.0.0.1:4321/api/v2"),
    API_HOST,
    "no compute is deleted here",
  );
  expect(decision.state).toBeUndefined();
  expect(decision.warning).toMatch(
    /^State owned-api-host names API host http:\/\/127\.0\.0\.1:4321\/api\/v2, not this step's api-host https:\/\/console\.neon\.tech\/api\/v2: .* no compute is deleted here$/,
  );
});

test("the same host with a trailing slash or another path is another host", () => {
  for (const other of [
    `${API_HOST}/`,
    "https://console.neon.tech/api/v3",
    "https://CONSOLE.neon.tech/api/v2",
  ])
    expect(decideStateHost("k", owned(other), API_HOST, "x").state).toBeUndefined();
});

test("the warning shows the host as a URL, never credentials, a query or text that is no URL", () => {
  const shown = (apiHost: string) => decideStateHost("k", owned(apiHost), API_HOST, "x").warning;
  expect(shown("https://user:s3cr3t@evil.example/api?token=s3cr3t#s3cr3t")).not.toContain("s3cr3t");
  expect(shown("https://user:s3cr3t@evil.example/api?token=s3cr3t")).toContain(
    "https://evil.example/api,",
  );
  expect(shown("napi_s3cr3t")).toContain("names API host (not a URL),");
});
