import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  ConnectionsAhead,
  OWN_APPLICATION_NAME,
} from "../../../src/migration-impact/connection.ts";
import { waitUntil } from "../../support/wait.ts";
import { startWorld, type World } from "../../support/world.ts";
import { defaultBranch, query } from "../../support/world-helpers.ts";

// Migration impact's connections asked for ahead (while the PR branch's compute starts), on the
// emulator's real PostgreSQL servers through its proxy: used once then closed, closed unused
// without a trace, and opened anew when the early attempt failed.

let world: World;
let mainUri: string;

beforeAll(async () => {
  world = await startWorld();
  mainUri = (await defaultBranch(world)).uri;
});
afterAll(async () => {
  await world?.stop();
});

/** The action's own backends on the compute (its application name), seen by another session. */
async function ownBackends(): Promise<number> {
  const rows = await query<{ n: string }>(
    mainUri,
    `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = '${OWN_APPLICATION_NAME}'`,
  );
  return Number(rows[0]?.n);
}

test("asked for while a new branch's compute starts: both are ready once it is, used at once, then closed", async () => {
  const { projectId } = world.emulator;
  const created = await world.api<{
    branch: { id: string };
    connection_uris: Array<{ connection_uri: string }>;
  }>("POST", `/projects/${projectId}/branches`, {
    branch: { name: "ahead" },
    endpoints: [{ type: "read_write" }],
  });
  const uri = created.body.connection_uris[0]?.connection_uri ?? "";
  const ahead = new ConnectionsAhead(uri, 2);
  const [first, second] = await ahead.use(async (run, other) => {
    if (!other) throw new Error("one connection, not two");
    return Promise.all([
      run("SELECT pg_backend_pid() AS pid, current_setting('application_name') AS app"),
      other("SELECT pg_backend_pid() AS pid"),
    ]);
  });
  expect(first?.[0]?.app).toBe(OWN_APPLICATION_NAME);
  expect(first?.[0]?.pid).not.toBe(second?.[0]?.pid);
  const branchUri = uri;
  await waitUntil("the two connections closed after use", async () => {
    const rows = await query<{ n: string }>(
      branchUri,
      `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = '${OWN_APPLICATION_NAME}'`,
    );
    return Number(rows[0]?.n) === 0;
  });
  ahead.close();
  await expect(ahead.use(async () => 1)).rejects.toThrow(/already used or closed/);
});

test("closed unused, connecting or connected: no backend of it is left", async () => {
  const connecting = new ConnectionsAhead(mainUri, 2);
  connecting.close();
  const connected = new ConnectionsAhead(mainUri, 1);
  await waitUntil("the connection ahead is open", async () => (await ownBackends()) === 1);
  connected.close();
  await waitUntil("every connection ahead closed", async () => (await ownBackends()) === 0);
});

test("an early attempt that failed is made again when the connection is used", async () => {
  // A loopback door to the proxy that drops the first connection it gets, then relays.
  const target = new URL(mainUri);
  let accepted = 0;
  const door: Server = createServer((client: Socket) => {
    accepted += 1;
    if (accepted === 1) {
      client.destroy();
      return;
    }
    const upstream = tcpConnect(Number(target.port), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => door.listen(0, "127.0.0.1", resolve));
  try {
    const port = (door.address() as { port: number }).port;
    const throughDoor = new URL(mainUri);
    throughDoor.host = `127.0.0.1:${port}`;
    const ahead = new ConnectionsAhead(throughDoor.href, 1);
    await waitUntil("the early attempt reached the door", async () => accepted >= 1);
    const rows = await ahead.use((run) => run("SELECT 42 AS answer"));
    expect(rows[0]?.answer).toBe(42);
    expect(accepted).toBe(2);
  } finally {
    await new Promise<void>((resolve) => door.close(() => resolve()));
  }
});
