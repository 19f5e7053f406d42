import { connect, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "vitest";
import { keepAliveOptions } from "../../../emulator/src/front-doors/keep-alive.ts";
import { useEmulator } from "../support/helpers.ts";

const env = useEmulator();

/** Sends one keep-alive GET on `socket` and reads the whole answer (sized or chunked). */
function get(socket: Socket, url: URL, key: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = Number(/^content-length: *(\d+)/im.exec(text)?.[1] ?? Number.NaN);
      const whole = text.length >= end + 4 + length || text.endsWith("\r\n0\r\n\r\n");
      if (end !== -1 && whole) {
        socket.off("data", onData).off("close", onClose);
        resolve(text);
      }
    };
    const onClose = () => reject(new Error(`the server closed the connection; read: ${text}`));
    socket.on("data", onData).once("close", onClose);
    socket.write(
      `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${key}\r\n\r\n`,
    );
  });
}

test("an idle connection still answers after the keep-alive timeout the API advertises", async () => {
  const url = new URL(`${env.emulator.baseUrl}/projects/${env.projectId}`);
  const key = env.keys.personal;
  const socket = connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  try {
    const first = await get(socket, url, key);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    const advertised = Number(/^keep-alive: *timeout=(\d+)/im.exec(first)?.[1]) * 1000;
    expect(advertised).toBe(keepAliveOptions.keepAliveTimeout);
    // The idle time is the case itself: a client whose event loop was held this long (a loaded
    // machine) sends on the connection it took from its pool just after the advertised timeout.
    await sleep(advertised + 500);
    expect(socket.destroyed).toBe(false);
    expect(await get(socket, url, key)).toMatch(/^HTTP\/1\.1 200/);
  } finally {
    socket.destroy();
  }
});
