import { request } from "node:http";
import { connect } from "node:net";
import { beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../emulator/src/index.ts";
import { type Loose, useEmulator } from "./support/helpers.ts";

/**
 * DNS rebinding: a web page whose name is rebound to 127.0.0.1 reaches the emulator with its own
 * name in `Host`. Every front door (the API, the proxy's `/sql`, Neon Auth, the Data API and
 * WebSockets) refuses such a request with 421 and serves the emulator's own names on any port.
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 50,
  postgres: true,
});

const foreign = (port: number) => `attacker.example:${port}`;
const endpointHost = (port: number) =>
  `ep-little-smoke-e5f6a7b8.us-east-2.aws.neon.emulator.test:${port}`;
const ownHosts = (port: number) => [
  `127.0.0.1:${port}`,
  `127.8.9.10:${port}`,
  `localhost:${port}`,
  `LocalHost.:${port}`,
  `[::1]:${port}`,
  endpointHost(port),
];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Loose;
}

/** One request over real HTTP to 127.0.0.1, with `Host` set as a rebound page's browser sets it. */
function exchange(
  url: string,
  host: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? "GET", headers: { ...options.headers, host } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => {
          let body: unknown = text;
          try {
            body = text === "" ? undefined : JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A WebSocket handshake: 101 when the proxy upgrades, else the status it answers. */
function upgrade(port: number, host: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port,
      path: "/v2",
      headers: {
        host,
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        ...(origin ? { origin } : {}),
      },
    });
    req.on("upgrade", (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** An HTTP/1.0 request without `Host`, written by hand: the status line's code. */
function withoutHost(port: number, path: string, authorization: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.0\r\nAuthorization: ${authorization}\r\n\r\n`);
    });
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", () => resolve(Number(/^HTTP\/1\.\d (\d{3})/.exec(text)?.[1] ?? 0)));
    socket.on("error", reject);
  });
}

function expectRefused(answer: Answer, host: string) {
  expect(answer.status).toBe(421);
  expect(answer.body).toMatchObject({ code: "MISDIRECTED_REQUEST" });
  expect(answer.body.message).toContain(JSON.stringify(host));
  expect(answer.body.message).toContain("127.0.0.0/8, localhost, [::1]");
  expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
}

const apiPort = () => Number(new URL(env.emulator.origin).port);
const proxyPort = () => env.emulator.proxy?.port ?? 0;
const proxyUrl = (path: string) => `http://127.0.0.1:${proxyPort()}${path}`;
const bearer = () => `Bearer ${env.keys.personal}`;

let ownerUri = "";
let authUrl = "";
let dataApiUrl = "";

beforeAll(async () => {
  const project = `/projects/${env.projectId}`;
  const branches = await env.api("GET", `${project}/branches`);
  const main = branches.body.branches.find((b: Loose) => b.default).id;
  const uri = await env.api(
    "GET",
    `${project}/connection_uri?branch_id=${main}&role_name=neondb_owner&database_name=neondb`,
  );
  ownerUri = uri.body.uri;
  const auth = await env.api("POST", `${project}/branches/${main}/auth`, {
    body: { auth_provider: "better_auth" },
  });
  expect(auth.status, JSON.stringify(auth.body)).toBe(201);
  authUrl = auth.body.base_url;
  const dataApi = await env.api("POST", `${project}/branches/${main}/data-api/neondb`, {
    body: { auth_provider: "neon_auth" },
  });
  expect(dataApi.status, JSON.stringify(dataApi.body)).toBe(201);
  dataApiUrl = dataApi.body.url;
});

describe("the control API", () => {
  test("a foreign Host gets 421 even with a valid key; the emulator's own names are served", async () => {
    const url = `${env.emulator.baseUrl}/projects/${env.projectId}/branches`;
    const headers = { authorization: bearer() };
    expectRefused(await exchange(url, foreign(apiPort()), { headers }), foreign(apiPort()));
    for (const host of ownHosts(apiPort())) {
      expect((await exchange(url, host, { headers })).status, host).toBe(200);
    }
  });

  test("an HTTP/1.0 request without Host is served: no browser leaves it out", async () => {
    expect(await withoutHost(apiPort(), "/api/v2/projects", bearer())).toBe(200);
  });
});

describe("the proxy's HTTP side", () => {
  const sql = (host: string) =>
    exchange(proxyUrl("/sql"), host, {
      method: "POST",
      headers: { "neon-connection-string": ownerUri, "content-type": "application/json" },
      body: JSON.stringify({ query: "SELECT current_user AS who", params: [] }),
    });
  const preflight = (host: string) =>
    exchange(proxyUrl("/sql"), host, {
      method: "OPTIONS",
      headers: {
        origin: `http://${host}`,
        "access-control-request-method": "POST",
        "access-control-request-headers": "neon-connection-string",
      },
    });

  test("/sql and its CORS preflight: refused for a foreign Host, served for the emulator's names", async () => {
    const attacker = foreign(proxyPort());
    expectRefused(await sql(attacker), attacker);
    expectRefused(await preflight(attacker), attacker);
    for (const host of ownHosts(proxyPort())) {
      const answer = await sql(host);
      expect(answer.status, host).toBe(200);
      expect(answer.body.rows).toEqual([{ who: "neondb_owner" }]);
      const cors = await preflight(host);
      expect(cors.status, host).toBe(200);
      expect(cors.headers["access-control-allow-origin"]).toBe("*");
    }
  });

  test("Neon Auth and the Data API: refused for a foreign Host, served for the emulator's names", async () => {
    const attacker = foreign(proxyPort());
    const authOk = `${authUrl}/ok`;
    expectRefused(await exchange(authOk, attacker), attacker);
    expectRefused(await exchange(`${dataApiUrl}/`, attacker), attacker);
    for (const host of [`127.0.0.1:${proxyPort()}`, endpointHost(proxyPort())]) {
      expect(await exchange(authOk, host)).toMatchObject({ status: 200, body: { ok: true } });
      expect((await exchange(`${dataApiUrl}/`, host)).status, host).toBe(200);
    }
  });

  test("a WebSocket upgrade: refused for a foreign Host, completed for the emulator's names", async () => {
    expect(await upgrade(proxyPort(), foreign(proxyPort()))).toBe(421);
    for (const host of ownHosts(proxyPort())) {
      expect(await upgrade(proxyPort(), host), host).toBe(101);
    }
  });

  test("a page served elsewhere (its Origin) gets 403 on /sql, its preflight and a WebSocket; local pages are served", async () => {
    const own = `127.0.0.1:${proxyPort()}`;
    const fromPage = (origin: string) =>
      exchange(proxyUrl("/sql"), own, {
        method: "POST",
        headers: {
          origin,
          "neon-connection-string": ownerUri,
          "content-type": "application/json",
        },
        body: JSON.stringify({ query: "SELECT 1 AS one", params: [] }),
      });
    for (const origin of ["https://attacker.example", "null", "file:///tmp/page.html"]) {
      const answer = await fromPage(origin);
      expect(answer.status, origin).toBe(403);
      expect(answer.body.message).toContain(JSON.stringify(origin));
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
      expect(await upgrade(proxyPort(), own, origin), origin).toBe(403);
    }
    const refusedPreflight = await exchange(proxyUrl("/sql"), own, {
      method: "OPTIONS",
      headers: { origin: "https://attacker.example", "access-control-request-method": "POST" },
    });
    expect(refusedPreflight.status).toBe(403);
    expect(refusedPreflight.headers["access-control-allow-origin"]).toBeUndefined();
    for (const origin of ["http://localhost:3000", `http://${own}`, "https://127.0.0.1:5173"]) {
      const answer = await fromPage(origin);
      expect(answer.status, origin).toBe(200);
      expect(answer.body.rows).toEqual([{ one: 1 }]);
      expect(await upgrade(proxyPort(), own, origin), origin).toBe(101);
    }
  });
});
