import { createServer, request as httpRequest, type Server } from "node:http";
import { connect as netConnect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createGitHubClient } from "../../../src/github/client.ts";
import { startGitHub } from "../../support/github/index.ts";
import type { GitHubFake } from "../../support/github/types.ts";

// The runner's proxy carries the step's GitHub requests, the run's cancel signal given or not:
// a real forward proxy on loopback, in front of the loopback GitHub, for a GitHub of a name that
// resolves nowhere (only the proxy reaches it).

const API_HOST = "api.github.test";
const PROXY_VARIABLES = [
  "HTTP_PROXY",
  "http_proxy",
  "HTTPS_PROXY",
  "https_proxy",
  "NO_PROXY",
  "no_proxy",
  "GITHUB_API_URL",
];

let github: GitHubFake;
let proxy: Server;
const proxied: string[] = [];
const saved = new Map<string, string | undefined>();

beforeAll(async () => {
  github = await startGitHub();
  const target = new URL(github.url);
  proxy = createServer((incoming, answer) => {
    // An absolute-form request (a proxy without a tunnel).
    proxied.push(`${incoming.method} ${incoming.url}`);
    const url = new URL(incoming.url ?? "/");
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${url.pathname}${url.search}`,
        method: incoming.method,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    incoming.pipe(forwarded);
  });
  proxy.on("connect", (incoming, socket, head) => {
    proxied.push(`CONNECT ${incoming.url}`);
    const upstream = netConnect(Number(target.port), target.hostname, () => {
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  for (const name of PROXY_VARIABLES) {
    saved.set(name, process.env[name]);
    delete process.env[name];
  }
  process.env.HTTP_PROXY = `http://127.0.0.1:${address.port}`;
  process.env.GITHUB_API_URL = `http://${API_HOST}`;
});

afterAll(async () => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await github?.stop();
});

test("GitHub is reached through HTTP_PROXY when the run's cancel signal is given", async () => {
  const cancel = new AbortController();
  const client = createGitHubClient({ token: github.token, signal: cancel.signal });
  const { data } = await (await client.octokit()).rest.pulls.list({
    owner: "octo-org",
    repo: "app",
  });
  expect(data).toEqual([]);
  expect(proxied.some((line) => line.includes(API_HOST))).toBe(true);
  expect(github.requests().at(-1)?.path).toMatch(/^\/repos\/octo-org\/app\/pulls/);
});
