import { beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import { classify } from "../../../../emulator/src/proxy/sniff.ts";
import {
  buildMessage,
  buildPasswordMessage,
  buildSslRequest,
  buildStartupMessage,
  type Message,
  parseErrorFields,
  takeMessage,
} from "../../../../emulator/src/proxy/wire/protocol.ts";
import { waitUntil } from "../../../support/wait.ts";
import { awaitOperations, type Loose, useEmulator } from "../../support/helpers.ts";

/**
 * The Postgres protocol over WebSockets on the proxy's port, spoken byte by byte as Neon's
 * serverless driver speaks it: binary frames not aligned to messages, the password in
 * cleartext, sent before the proxy asks for it. The driver itself: test/e2e/neon-tools/.
 */
const env = useEmulator({
  seed: { ...builtInSeed(), limits: { enabled: false } },
  opMs: 100,
  postgres: true,
});

type Json = Loose;
const project = () => `/projects/${env.projectId}`;

async function api(method: string, path: string): Promise<Json> {
  return (await env.api(method, `${project()}${path}`, { key: env.keys.organization })).body ?? {};
}

const settle = (operations: Array<{ id: string }>) =>
  awaitOperations(env, env.projectId, operations);

let endpoint: string;
let password: string;
let wsBase: string;

beforeAll(async () => {
  const { endpoints } = await api("GET", "/endpoints");
  endpoint = endpoints[0].id;
  const { branches } = await api("GET", "/branches");
  const main = branches.find((b: Json) => b.default);
  password = (await api("GET", `/branches/${main.id}/roles/neondb_owner/reveal_password`)).password;
  wsBase = `ws://${env.emulator.neonConfig?.wsProxy}`;
});

/** A WebSocket to the proxy that collects the server's bytes and reads them as messages. */
class Tunnel {
  readonly ws: WebSocket;
  #buffer: Buffer = Buffer.alloc(0);
  #wake: (() => void) | undefined;
  closed = false;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.ws = new WebSocket(url, { headers });
    this.ws.on("message", (data: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, data]);
      this.#wake?.();
    });
    this.ws.on("close", () => {
      this.closed = true;
      this.#wake?.();
    });
    this.ws.on("error", () => {});
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once("open", () => resolve());
      this.ws.once("error", reject);
    });
  }

  /** Sends the bytes in frames of `sizes` bytes (the rest in one last frame). */
  send(bytes: Buffer, sizes: number[] = []): void {
    let at = 0;
    for (const size of sizes) {
      this.ws.send(bytes.subarray(at, at + size));
      at += size;
    }
    if (at < bytes.length) this.ws.send(bytes.subarray(at));
  }

  async bytes(count: number): Promise<Buffer> {
    while (this.#buffer.length < count) await this.#more();
    const taken = this.#buffer.subarray(0, count);
    this.#buffer = this.#buffer.subarray(count);
    return taken;
  }

  async next(): Promise<Message> {
    for (;;) {
      const taken = takeMessage(this.#buffer, 1 << 20);
      if (taken) {
        this.#buffer = taken.rest;
        return taken.message;
      }
      await this.#more();
    }
  }

  /** Messages up to and including the next of `type`. */
  async until(type: string): Promise<Message[]> {
    const messages: Message[] = [];
    for (;;) {
      const message = await this.next();
      messages.push(message);
      if (message.type === type) return messages;
    }
  }

  async #more(): Promise<void> {
    if (this.closed) throw new Error("the WebSocket closed");
    await new Promise<void>((resolve) => {
      this.#wake = resolve;
    });
    this.#wake = undefined;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await new Promise<void>((resolve) => {
      this.ws.once("close", () => resolve());
      this.ws.close();
    });
  }
}

const startup = (options = `endpoint=${endpoint}`) =>
  buildStartupMessage([
    ["user", "neondb_owner"],
    ["database", "neondb"],
    ...(options ? ([["options", options]] as [string, string][]) : []),
  ]);
const query = (sql: string) => buildMessage("Q", Buffer.from(`${sql}\0`, "utf8"));

/** DataRow values of the messages, as text. */
function rowsOf(messages: Message[]): (string | null)[][] {
  return messages
    .filter((m) => m.type === "D")
    .map((m) => {
      const values: (string | null)[] = [];
      let at = 2;
      for (let i = 0; i < m.body.readUInt16BE(0); i++) {
        const length = m.body.readInt32BE(at);
        at += 4;
        values.push(length < 0 ? null : m.body.toString("utf8", at, at + length));
        at += Math.max(0, length);
      }
      return values;
    });
}

const errorOf = (message: Message) => parseErrorFields(message.body);

describe("first bytes", () => {
  test("a Postgres packet, a TLS ClientHello and an HTTP method are told apart", () => {
    expect(classify(0x00)).toBe("postgres");
    expect(classify(0x16)).toBe("tls");
    for (const method of ["GET", "POST", "OPTIONS", "HEAD", "PUT", "DELETE", "PATCH"]) {
      expect(classify(method.charCodeAt(0))).toBe("http");
    }
  });
});

describe("Postgres over a WebSocket", () => {
  test("pipelined as the driver does it, in frames cut anywhere: startup, cleartext password, query", async () => {
    const tunnel = new Tunnel(`${wsBase}?address=127.0.0.1:5432`);
    await tunnel.open();
    const bytes = Buffer.concat([
      startup(),
      buildPasswordMessage(password),
      query("SELECT current_user, 40 + 2"),
    ]);
    // One byte, then 7, then the rest of the startup message and half the password, …
    tunnel.send(bytes, [1, 7, startup().length - 8 + 5, 3]);
    const auth = await tunnel.next();
    expect(auth.type).toBe("R");
    // AuthenticationCleartextPassword, as Neon's proxy asks of WebSocket clients.
    expect(auth.body.readUInt32BE(0)).toBe(3);
    const ok = await tunnel.next();
    expect([ok.type, ok.body.readUInt32BE(0)]).toEqual(["R", 0]);
    const greeting = await tunnel.until("Z");
    expect(greeting.map((m) => m.type)).toContain("K");
    const answer = await tunnel.until("Z");
    expect(rowsOf(answer)).toEqual([["neondb_owner", "42"]]);
    await tunnel.close();
  });

  test("SSLRequest gets N (the WebSocket may be wss already); then it goes on as usual", async () => {
    const tunnel = new Tunnel(wsBase);
    await tunnel.open();
    tunnel.send(buildSslRequest());
    expect((await tunnel.bytes(1)).toString()).toBe("N");
    tunnel.send(startup());
    expect((await tunnel.next()).body.readUInt32BE(0)).toBe(3);
    tunnel.send(buildPasswordMessage(password));
    await tunnel.until("Z");
    tunnel.send(query("SELECT 1"));
    expect(rowsOf(await tunnel.until("Z"))).toEqual([["1"]]);
    await tunnel.close();
  });

  test("a wrong password is refused by the proxy with 28P01", async () => {
    const tunnel = new Tunnel(wsBase);
    await tunnel.open();
    tunnel.send(Buffer.concat([startup(), buildPasswordMessage("wrong")]));
    expect((await tunnel.next()).body.readUInt32BE(0)).toBe(3);
    const refused = await tunnel.next();
    expect(refused.type).toBe("E");
    expect(errorOf(refused)).toMatchObject({
      C: "28P01",
      M: 'password authentication failed for user "neondb_owner"',
    });
  });

  test("the endpoint comes from options, the URL's address or the Host header; else Neon's hint", async () => {
    const named = async (url: string, options: string, headers: Record<string, string> = {}) => {
      const tunnel = new Tunnel(url, headers);
      await tunnel.open();
      tunnel.send(Buffer.concat([startup(options), buildPasswordMessage(password)]));
      const messages = [await tunnel.next()];
      if (messages[0]?.type === "R") messages.push(...(await tunnel.until("Z")));
      await tunnel.close();
      return messages;
    };
    const host = `${endpoint}.us-east-2.aws.neon.emulator.test`;
    const viaAddress = await named(`${wsBase}?address=${host}:5432`, "");
    expect(viaAddress.at(-1)?.type).toBe("Z");
    const viaHost = await named(wsBase, "", { host });
    expect(viaHost.at(-1)?.type).toBe("Z");
    const unknown = await named(wsBase, "endpoint=ep-no-such-thing-123456");
    expect(errorOf(unknown[0] as Message).M).toMatch(/ep-no-such-thing-123456 could not be found/);
    const missing = await named(wsBase, "");
    expect(errorOf(missing[0] as Message).M).toMatch(/^Endpoint ID is not specified/);
  });

  test("a WebSocket connection counts like a TCP one, and drops when its compute restarts", async () => {
    const openConnections = async () =>
      (await env.state()).projects[0].computes.find((c: Json) => c.id === endpoint)
        .open_connections as number;
    /** Until the connections of earlier tests (closed by then) are gone. */
    const noneOpen = () =>
      waitUntil("no connection open on the compute", async () => (await openConnections()) === 0);
    await noneOpen();
    const tunnel = new Tunnel(wsBase);
    await tunnel.open();
    tunnel.send(Buffer.concat([startup(), buildPasswordMessage(password)]));
    await tunnel.until("Z");
    expect(await openConnections()).toBe(1);

    await settle((await api("POST", `/endpoints/${endpoint}/restart`)).operations);
    const last = await tunnel.until("E").catch(() => undefined);
    if (last) expect(errorOf(last.at(-1) as Message).C).toBe("57P01");
    await waitUntil("the WebSocket closed", () => tunnel.closed);
    await noneOpen();
  });
});
