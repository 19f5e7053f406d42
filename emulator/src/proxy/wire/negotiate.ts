import type { Socket } from "node:net";
import type { SecureContext, TLSSocket } from "node:tls";
import { acceptTls } from "../tls/tls.ts";
import type { ClientTransport } from "./client-transport.ts";
import {
  endpointFromServerName,
  type FirstPacket,
  ProtocolViolation,
  packetLength,
  parseFirstPacket,
} from "./protocol.ts";
import { ProxyRefusal } from "./refusal.ts";
import { write } from "./sockets.ts";

/** SSLRequest and GSSENCRequest may precede the startup message, once each. */
const maxNegotiationRounds = 3;

export type Startup = Extract<FirstPacket, { kind: "startup" }>;

export type Negotiated =
  | {
      kind: "startup";
      startup: Startup;
      /** Bytes the client sent after its startup message. */
      rest: Buffer;
      serverName: string | undefined;
    }
  | { kind: "cancel"; key: Buffer; packet: Buffer };

export interface NegotiateOptions {
  transport: ClientTransport;
  /** The proxy's certificate; without one, an SSLRequest is answered `N`. */
  tls: SecureContext | undefined;
  /** The client's TLS socket once the handshake is done: the client from then on. */
  onSecure(secure: TLSSocket): void;
}

/** The client left (or its socket broke) before its startup message was whole. */
class ClientGone extends Error {}

/**
 * SSLRequest / GSSENCRequest handling up to the startup message (or a CancelRequest). Throws
 * a ProxyRefusal for a protocol the proxy does not speak, ClientGone when the client leaves.
 */
export async function negotiate(raw: Socket, options: NegotiateOptions): Promise<Negotiated> {
  try {
    return await negotiateRounds(raw, options);
  } catch (error) {
    if (error instanceof ProtocolViolation) throw new ProxyRefusal(error.message, "08P01");
    throw error;
  }
}

async function negotiateRounds(raw: Socket, options: NegotiateOptions): Promise<Negotiated> {
  let client = raw;
  let serverName = options.transport.endpoint;
  let pending: Buffer = Buffer.alloc(0);
  for (let round = 0; ; round++) {
    const { packet, rest } = await readPacket(client, pending);
    pending = rest;
    const message = parseFirstPacket(packet);
    if (message.kind === "startup") return { kind: "startup", startup: message, rest, serverName };
    if (message.kind === "cancel")
      return { kind: "cancel", key: message.key, packet: message.packet };
    if (message.kind === "unsupported") {
      const major = message.version >>> 16;
      const minor = message.version & 0xffff;
      throw new ProxyRefusal(
        `unsupported frontend protocol ${major}.${minor}: server supports 3.0 to 3.2`,
        "0A000",
      );
    }
    if (round >= maxNegotiationRounds) throw new ProtocolViolation("too many encryption requests");
    if (client !== raw) {
      throw new ProtocolViolation("encryption request on an encrypted connection");
    }
    if (message.kind === "gssenc" || !options.tls || !options.transport.tls) {
      await write(raw, "N");
      continue;
    }
    // SSLRequest: nothing may follow it unencrypted (the client waits for our answer).
    if (pending.length > 0) throw new ProtocolViolation("unencrypted data after SSL request");
    await write(raw, "S");
    const secure = await acceptTls(raw, options.tls);
    options.onSecure(secure);
    client = secure;
    // No SNI (libpq sends none for an IP address): the endpoint the way in named, if any.
    serverName = endpointFromServerName(secure.servername) ?? options.transport.endpoint;
  }
}

/** Reads one untyped packet (length word first) from `socket`, after the bytes in `initial`. */
function readPacket(socket: Socket, initial: Buffer): Promise<{ packet: Buffer; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    let buffer = initial;
    const cleanup = () => {
      socket.off("data", onData);
      socket.off("end", onGone);
      socket.off("close", onGone);
      socket.pause();
    };
    const check = (): boolean => {
      let length: number | undefined;
      try {
        length = packetLength(buffer);
      } catch (error) {
        cleanup();
        reject(error);
        return true;
      }
      if (length === undefined || buffer.length < length) return false;
      cleanup();
      resolve({ packet: buffer.subarray(0, length), rest: buffer.subarray(length) });
      return true;
    };
    const onData = (chunk: Buffer) => {
      buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : chunk;
      check();
    };
    const onGone = () => {
      cleanup();
      reject(new ClientGone());
    };
    if (check()) return;
    if (socket.destroyed) {
      reject(new ClientGone());
      return;
    }
    socket.on("data", onData);
    socket.once("end", onGone);
    socket.once("close", onGone);
    socket.resume();
  });
}
