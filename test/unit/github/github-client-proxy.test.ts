import { execFile } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect as netConnect } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startGitHub } from "../../support/github/index.ts";
import type { GitHubFake } from "../../support/github/types.ts";

// The runner's proxy carries the step's GitHub requests when the run's cancel signal is given: a
// real forward proxy on loopback, in front of the loopback GitHub, for a GitHub of a name that
// resolves nowhere (only the proxy reaches it). In a process of its own, as a step is:
// @actions/github reads GITHUB_API_URL and the proxy when it is first loaded, and this worker's
// other test files may have loaded it already.

const API_HOST = "api.github.test";
const PROXY_VARIABLES = new Set([
  "HTTP_PROXY",
  "http_proxy",
  "HTTPS_PROXY",
  "https_proxy",
  "NO_PROXY",
  "no_proxy",
  "GITHUB_API_URL",
]);

const CLIENT = new URL("../../../src/github/client.ts", import.meta.url).href;
/** A step's first GitHub request, through createGitHubClient with a cancel signal. */
const STEP = `
const { createGitHubClient } = await import(${JSON.stringify(CLIENT)});
const client = createGitHubClient({ token: process.env.TOKEN, signal: new AbortController().signal });
const { data } = await (await client.octokit()).rest.pulls.list({ owner: "octo-org", repo: "app" });
console.log(JSON.stringify(data));
`;

let github: GitHubFake;
let proxy: Server;
const proxied: string[] = [];

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
});

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await github?.stop();
});

test("GitHub is reached through HTTP_PROXY when the run's cancel signal is given", async () => {
  const address = proxy.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !PROXY_VARIABLES.has(name)),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "-e", STEP],
    {
      env: {
        ...env,
        HTTP_PROXY: `http://127.0.0.1:${address.port}`,
        GITHUB_API_URL: `http://${API_HOST}`,
        TOKEN: github.token,
      },
      timeout: 30_000,
    },
  );
  expect(JSON.parse(stdout)).toEqual([]);
  expect(proxied.some((line) => line.includes(API_HOST))).toBe(true);
  expect(github.requests().at(-1)?.path).toMatch(/^\/repos\/octo-org\/app\/pulls/);
});
