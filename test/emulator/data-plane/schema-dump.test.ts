import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { withAdminClient } from "../../../emulator/src/data-plane/postgres/admin-sql.ts";
import { locateBinaries } from "../../../emulator/src/data-plane/postgres/binaries.ts";
import {
  dumpSchema,
  openDumpResources,
  SchemaDumpError,
} from "../../../emulator/src/data-plane/postgres/schema-dump.ts";
import {
  type ServerProcess,
  startServer,
} from "../../../emulator/src/data-plane/postgres/server-process.ts";
import { serverUserFor } from "../../../emulator/src/data-plane/postgres/server-user.ts";
import { WireTurns } from "../../../emulator/src/data-plane/postgres/wire-turns.ts";
import { copyDirectory } from "../../../emulator/src/data-plane/storage/copy-tree.ts";
import { scratchDir } from "../../../emulator/src/data-plane/storage/scratch-dir.ts";
import { sharedTemplate } from "../../../emulator/src/data-plane/storage/template.ts";
import { everyObjectSchema } from "../../fixtures/schemas.ts";

/**
 * The pg_dump bridge on its own, against a real PostgreSQL server: repeated dumps agree, and a
 * server that goes away, says nothing or refuses the login ends the dump with pg_dump's own
 * error, promptly, with no worker or socket left behind.
 */
let server: ServerProcess;
let home: string;
let password: string;

beforeAll(async () => {
  const user = serverUserFor();
  const binaries = await locateBinaries(user);
  const template = sharedTemplate(binaries, user);
  password = template.credentials.password;
  home = await mkdtemp(join(scratchDir(), "schema-dump-test-"));
  if (user) await chown(home, user.uid, user.gid);
  await copyDirectory(await template.dir, join(home, "data"), user, { live: false });
  server = await startServer({ binaries, user, dataDir: join(home, "data"), settings: {} });
  await withAdminClient(server.port, { password }, "postgres", async (client) => {
    await client.query("CREATE ROLE neondb_owner");
    await client.query("CREATE DATABASE app OWNER neondb_owner");
  });
  await withAdminClient(server.port, { password }, "app", (client) =>
    client.query(everyObjectSchema),
  );
});

afterAll(async () => {
  await server?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

const nothingOpen = { workers: 0, sockets: 0 };

/** A TCP relay to the server that cuts both sides once the server has sent `limit` bytes. */
async function cuttingRelay(limit: number): Promise<{ port: number; close(): Promise<void> }> {
  const relay: Server = createServer((client: Socket) => {
    const upstream = tcpConnect({ host: "127.0.0.1", port: server.port });
    let sent = 0;
    client.on("error", () => undefined);
    upstream.on("error", () => undefined);
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => {
      const room = limit - sent;
      sent += chunk.length;
      client.write(chunk.subarray(0, Math.max(0, room)));
      if (sent >= limit) {
        client.destroy();
        upstream.destroy();
      }
    });
    client.on("close", () => upstream.destroy());
  });
  return listening(relay);
}

async function listening(listener: Server): Promise<{ port: number; close(): Promise<void> }> {
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const address = listener.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

describe("dumpSchema against a real server", () => {
  test("consecutive dumps are identical, and each leaves nothing open", async () => {
    const first = await dumpSchema(server.port, { password }, "app");
    expect(first).toContain("CREATE TABLE public.accounts (");
    expect(first).toContain("-- PostgreSQL database dump complete");
    for (let i = 0; i < 3; i++) {
      expect(await dumpSchema(server.port, { password }, "app")).toBe(first);
      expect(openDumpResources()).toEqual(nothingOpen);
    }
  });

  test("the server goes away mid-dump: pg_dump's error, at once", async () => {
    const relay = await cuttingRelay(4000);
    try {
      const started = performance.now();
      const failure = await dumpSchema(relay.port, { password }, "app").catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(SchemaDumpError);
      expect((failure as Error).message).toMatch(
        /^pg_dump: error: .*server closed the connection unexpectedly/,
      );
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(openDumpResources()).toEqual(nothingOpen);
    } finally {
      await relay.close();
    }
  });

  test("a server that never answers: the dump times out instead of hanging", async () => {
    const held: Socket[] = [];
    const silent = await listening(
      createServer((socket) => {
        held.push(socket);
        socket.on("error", () => undefined);
      }),
    );
    try {
      const failure = await dumpSchema(silent.port, { password }, "app", { timeoutMs: 1500 }).catch(
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(SchemaDumpError);
      expect((failure as Error).message).toBe("pg_dump of app took longer than 1500 ms");
      expect(openDumpResources()).toEqual(nothingOpen);
    } finally {
      for (const socket of held) socket.destroy();
      await silent.close();
    }
  });

  test("nothing listens, a wrong password, an unknown database: pg_dump's error", async () => {
    const closed = await listening(createServer());
    await closed.close();
    const cases: Array<[number, string, string, RegExp]> = [
      [closed.port, password, "app", /server closed the connection unexpectedly/],
      [server.port, "wrong", "app", /password authentication failed for user "cloud_admin"/],
      [server.port, password, "nope", /database "nope" does not exist/],
    ];
    for (const [port, secret, database, message] of cases) {
      const failure = await dumpSchema(port, { password: secret }, database).catch(
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(SchemaDumpError);
      expect((failure as Error).message).toMatch(/^pg_dump: error: /);
      expect((failure as Error).message).toMatch(message);
      expect((failure as Error).message).not.toContain(password);
      expect(openDumpResources()).toEqual(nothingOpen);
    }
  });
});

describe("WireTurns: when the client waits for the server", () => {
  const int32 = (n: number) => {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, n);
    return b;
  };
  const join = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  };
  const message = (type: string, body: Uint8Array = new Uint8Array(0)) =>
    join(new Uint8Array([type.charCodeAt(0)]), int32(body.length + 4), body);
  const startup = join(int32(8), int32(196608));
  const auth = (code: number) => message("R", int32(code));
  const ready = message("Z", new Uint8Array([73]));

  test("a login with a SASL exchange: the server's turn ends at each request and at ready", () => {
    const turns = new WireTurns();
    turns.clientSent(startup);
    expect(turns.clientWaits).toBe(true);
    turns.serverSent(auth(10));
    expect(turns.clientWaits).toBe(false);
    turns.clientSent(message("p", new Uint8Array(20)));
    turns.serverSent(auth(11));
    expect(turns.clientWaits).toBe(false);
    turns.clientSent(message("p", new Uint8Array(20)));
    turns.serverSent(join(auth(12), auth(0)));
    expect(turns.clientWaits).toBe(true);
    turns.serverSent(join(message("S", new Uint8Array(10)), message("K", new Uint8Array(8))));
    expect(turns.clientWaits).toBe(true);
    turns.serverSent(ready);
    expect(turns.clientWaits).toBe(false);
  });

  test("queries and Syncs each wait for ready; split messages are put together", () => {
    const turns = new WireTurns();
    turns.clientSent(startup);
    turns.serverSent(join(auth(0), ready));
    const query = message("Q", new TextEncoder().encode("SELECT 1\0"));
    const extended = join(
      message("P", new Uint8Array(6)),
      message("B", new Uint8Array(6)),
      message("S"),
    );
    const both = join(query, extended);
    turns.clientSent(both.subarray(0, 7));
    expect(turns.clientWaits).toBe(false);
    turns.clientSent(both.subarray(7));
    expect(turns.clientWaits).toBe(true);
    const answer = join(message("T", new Uint8Array(30)), message("D", new Uint8Array(9)), ready);
    turns.serverSent(answer.subarray(0, 3));
    turns.serverSent(answer.subarray(3));
    expect(turns.clientWaits).toBe(true); // the Sync's answer is still owed
    turns.serverSent(join(message("E", new Uint8Array(12)), ready));
    expect(turns.clientWaits).toBe(false);
    turns.clientSent(message("X"));
    expect(turns.clientWaits).toBe(false);
  });

  test("an SSL request waits for one byte; a failed login ends at the error", () => {
    const turns = new WireTurns();
    turns.clientSent(join(int32(8), int32(80877103)));
    expect(turns.clientWaits).toBe(true);
    turns.serverSent(new TextEncoder().encode("N"));
    expect(turns.clientWaits).toBe(false);
    turns.clientSent(startup);
    turns.serverSent(message("E", new Uint8Array(40)));
    expect(turns.clientWaits).toBe(false);
  });
});
