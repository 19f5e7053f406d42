import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { connect, createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { endpointAddress } from "../../../emulator/src/front-doors/endpoint-address.ts";
import {
  EndpointListeners,
  type EndpointListening,
} from "../../../emulator/src/proxy/endpoint-listeners.ts";
import { waitFor } from "../../support/wait.ts";

/** Ids of this run only: their addresses are no other emulator's. */
const freshId = () => `ep-listen-test-${randomBytes(4).toString("hex")}`;

/** A port free on 127.0.0.1 now, as the endpoint port of these doors (5432 is the CLI's). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** Connects to `address:port`: undefined once connected, else the error. */
function reach(address: string, port: number): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const socket = connect({ host: address, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once("error", (error) => resolve(error));
  });
}

let doors: EndpointListeners | undefined;
const held: Server[] = [];
afterEach(async () => {
  await doors?.close();
  for (const server of held.splice(0)) server.close();
});

function openDoors(port: number) {
  const reports: EndpointListening[] = [];
  const accepted: string[] = [];
  doors = new EndpointListeners({
    port,
    accept: (socket: Socket, endpointId) => {
      accepted.push(endpointId);
      socket.destroy();
    },
    report: (listening) => reports.push(listening),
  });
  return { doors, reports, accepted };
}

describe("the proxy's doors on endpoints' own addresses", () => {
  test("each endpoint's address hands its clients on with its id; a gone endpoint's closes", async () => {
    const port = await freePort();
    const [a, b] = [freshId(), freshId()];
    const at = (id: string) => ({ endpointId: id, address: endpointAddress(id) });
    const { doors, reports, accepted } = openDoors(port);
    doors.sync([at(a), at(b)]);
    await waitFor("both addresses listening", () => (reports.length === 2 ? true : undefined));
    expect(reports).toEqual(
      expect.arrayContaining([
        { ...at(a), port },
        { ...at(b), port },
      ]),
    );
    expect(await reach(endpointAddress(a), port)).toBeUndefined();
    expect(await reach(endpointAddress(b), port)).toBeUndefined();
    await waitFor("both clients handed on", () => (accepted.length === 2 ? true : undefined));
    expect(accepted).toEqual([a, b]);

    doors.sync([at(b)]);
    await waitFor("a's address closed", async () =>
      (await reach(endpointAddress(a), port))?.code === "ECONNREFUSED" ? true : undefined,
    );
    expect(await reach(endpointAddress(b), port)).toBeUndefined();
    // Synced again with the same endpoints: nothing reopened, nothing told twice.
    doors.sync([at(b)]);
    expect(reports).toHaveLength(2);

    await doors.close();
    expect((await reach(endpointAddress(b), port))?.code).toBe("ECONNREFUSED");
  });

  test("an address whose port is taken is told once, with why; the others listen", async () => {
    const port = await freePort();
    const [taken, free] = [freshId(), freshId()];
    const other = createServer().listen(port, endpointAddress(taken));
    held.push(other);
    await once(other, "listening");
    const { doors, reports } = openDoors(port);
    const endpoints = [taken, free].map((id) => ({ endpointId: id, address: endpointAddress(id) }));
    doors.sync(endpoints);
    await waitFor("both told", () => (reports.length === 2 ? true : undefined));
    expect(reports.find((r) => r.endpointId === taken)?.failure).toBe(
      `port ${port} is in use on ${endpointAddress(taken)} (another emulator, or a server listening on every address)`,
    );
    expect(reports.find((r) => r.endpointId === free)?.failure).toBeUndefined();
    expect(await reach(endpointAddress(free), port)).toBeUndefined();
    doors.sync(endpoints);
    expect(reports).toHaveLength(2);
  });
});
