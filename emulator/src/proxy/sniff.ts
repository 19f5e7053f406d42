/**
 * One port for every transport: the first byte a client sends tells a Postgres client (its
 * untyped first packet starts with a length word, so a zero byte) from a TLS ClientHello (0x16,
 * HTTPS and WSS for Neon's serverless driver) and from plain HTTP (a method's capital letter).
 */
import type { Socket } from "node:net";
import { Duplex } from "node:stream";

export type FirstBytes = "postgres" | "tls" | "http";

const tlsHandshakeRecord = 0x16;

export function classify(first: number): FirstBytes {
  if (first === tlsHandshakeRecord) return "tls";
  // GET, POST, OPTIONS, HEAD, PUT, DELETE, PATCH, CONNECT, TRACE.
  if (first >= 0x41 && first <= 0x5a) return "http";
  return "postgres";
}

/**
 * Waits for the socket's first bytes, then hands it on with them: to `postgres` and plain `http`
 * as the socket itself, paused, the bytes pushed back (the taker resumes it); TLS as a stream
 * that replays them. Destroys a socket that sends nothing within `timeoutMs`.
 */
export function dispatchByFirstBytes(
  socket: Socket,
  timeoutMs: number,
  handlers: {
    postgres(socket: Socket): void;
    http(stream: Duplex, kind: "tls" | "http"): void;
  },
): void {
  // Answers leave in several writes (a head, chunks, the last one): with Nagle's algorithm on,
  // one would wait for the client's delayed ACK (about 40 ms), TLS's records included.
  socket.setNoDelay(true);
  const timer = setTimeout(() => socket.destroy(), timeoutMs);
  timer.unref();
  const onClose = () => clearTimeout(timer);
  socket.once("close", onClose);
  socket.once("data", (head: Buffer) => {
    clearTimeout(timer);
    socket.off("close", onClose);
    socket.pause();
    const kind = classify(head[0] as number);
    if (kind === "postgres") {
      socket.unshift(head);
      handlers.postgres(socket);
    } else if (kind === "http") {
      // The socket itself (its bytes pushed back): Node's HTTP server then parses straight from
      // its handle, and answers are written to it with no stream between (large bodies cross it).
      socket.unshift(head);
      handlers.http(socket, kind);
    } else {
      handlers.http(replaying(socket, head), kind);
    }
  });
}

/**
 * A duplex over `socket` whose readable side starts with `head`. Node's HTTP and TLS servers
 * read a net.Socket's handle directly, past bytes pushed back with unshift(); a plain stream
 * makes them read through it instead.
 */
export function replaying(socket: Socket, head: Buffer): Duplex {
  const stream = new Duplex({
    read() {
      socket.resume();
    },
    write(chunk: Buffer, _encoding, callback) {
      socket.write(chunk, callback);
    },
    // An HTTP answer's head and body in one write, as Node's server makes them on a socket.
    writev(chunks, callback) {
      socket.write(Buffer.concat(chunks.map(({ chunk }) => chunk as Buffer)), callback);
    },
    final(callback) {
      socket.end();
      callback();
    },
    destroy(error, callback) {
      socket.destroy();
      callback(error);
    },
  });
  stream.push(head);
  socket.on("data", (chunk: Buffer) => {
    if (!stream.push(chunk)) socket.pause();
  });
  socket.once("end", () => stream.push(null));
  socket.once("close", () => stream.destroy());
  socket.on("error", () => {});
  // What HTTP and WebSocket servers call on a net.Socket.
  Object.assign(stream, {
    setNoDelay: () => socket.setNoDelay(true),
    setKeepAlive: () => stream,
    setTimeout: () => stream,
    remoteAddress: socket.remoteAddress,
  });
  return stream;
}
