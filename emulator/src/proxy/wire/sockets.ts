import type { Socket } from "node:net";

/** Grace given to a socket that was ended before it is destroyed. */
const lingerMs = 2000;

/** Every socket the proxy holds (clients plain and TLS, computes, forwarded cancels), to close at once. */
export class SocketSet {
  readonly #sockets = new Set<Socket>();

  track<T extends Socket>(socket: T): T {
    this.#sockets.add(socket);
    // A socket error is always followed by "close", where the cleanup happens.
    socket.on("error", () => {});
    socket.once("close", () => this.#sockets.delete(socket));
    return socket;
  }

  destroyAll(): void {
    for (const socket of this.#sockets) socket.destroy();
  }
}

export function write(socket: Socket, data: Buffer | string): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve();
    else socket.write(data, () => resolve());
  });
}

/** Ends the socket gracefully (pending writes still go out), destroying it if it lingers. */
export function finish(socket: Socket): void {
  if (socket.destroyed) return;
  socket.end();
  // Read (and drop) whatever still comes, so the peer's FIN is seen and the socket closes.
  socket.resume();
  setTimeout(() => socket.destroy(), lingerMs).unref();
}
