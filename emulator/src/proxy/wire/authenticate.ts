/**
 * Authentication on the proxy's two legs, as Neon's proxy does it: the proxy is the SCRAM
 * server for the client (SCRAM-SHA-256-PLUS with `tls-server-end-point` when the client talks
 * TLS, so `channel_binding=require` works), then logs in to the compute as the same role.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import {
  authCleartextPassword,
  authMd5Password,
  authOk,
  authSasl,
  authSaslContinue,
  authSaslFinal,
  buildAuthentication,
  buildAuthenticationSasl,
  buildPasswordMessage,
  buildSaslInitialResponse,
  buildSaslResponse,
  type Message,
  ProtocolViolation,
  parseAuthentication,
  parseErrorFields,
  parseSaslInitialResponse,
  parseSaslMechanisms,
  takeMessage,
} from "./protocol.ts";
import { ProxyRefusal } from "./refusal.ts";
import {
  deriveKeys,
  mockKeys,
  ScramClient,
  ScramError,
  ScramServer,
  scramSha256,
  tlsServerEndPoint,
} from "./scram.ts";

/** The peer closed its connection (or said Terminate) before authentication was over. */
export class PeerGone extends Error {
  constructor() {
    super("connection closed");
    this.name = "PeerGone";
  }
}

/** Authentication failed: a refusal, whose ErrorResponse the client gets before closing. */
const failure = (code: string, message: string) => new ProxyRefusal(message, code);

/** Longest message either peer may send during authentication. */
const maxAuthMessageLength = 64 * 1024;
/** Most bytes held unread during authentication. */
const maxBuffered = 1024 * 1024;

/**
 * Reads typed messages from a socket until `release`, which hands back the bytes not read yet
 * and leaves the socket paused for whoever reads next.
 */
export class MessageReader {
  #socket: Socket;
  #buffer: Buffer;
  #gone = false;
  #wake: (() => void) | undefined;
  #onData = (chunk: Buffer) => {
    this.#buffer = this.#buffer.length > 0 ? Buffer.concat([this.#buffer, chunk]) : chunk;
    if (this.#buffer.length > maxBuffered) this.#socket.destroy();
    this.#wake?.();
  };
  #onGone = () => {
    this.#gone = true;
    this.#wake?.();
  };

  constructor(socket: Socket, initial: Buffer = Buffer.alloc(0)) {
    this.#socket = socket;
    this.#buffer = initial;
    if (socket.destroyed) this.#gone = true;
    socket.on("data", this.#onData);
    socket.once("end", this.#onGone);
    socket.once("close", this.#onGone);
    socket.resume();
  }

  /** The next whole message; rejects with PeerGone, or ProtocolViolation for a bad length. */
  async next(): Promise<Message> {
    for (;;) {
      const taken = takeMessage(this.#buffer, maxAuthMessageLength);
      if (taken) {
        this.#buffer = taken.rest;
        return taken.message;
      }
      if (this.#gone) throw new PeerGone();
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
      this.#wake = undefined;
    }
  }

  release(): Buffer {
    this.#socket.off("data", this.#onData);
    this.#socket.off("end", this.#onGone);
    this.#socket.off("close", this.#onGone);
    this.#socket.pause();
    const rest = this.#buffer;
    this.#buffer = Buffer.alloc(0);
    return rest;
  }
}

function write(socket: Socket, data: Buffer): void {
  if (!socket.destroyed) socket.write(data);
}

export interface ClientCredentials {
  /** The role named in the startup message. */
  user: string;
  /** `undefined` for an unknown role: the exchange runs and fails as for a wrong password. */
  password: string | undefined;
  /** The client's TLS socket, when it talks TLS: SCRAM-SHA-256-PLUS is offered then. */
  tls?: TLSSocket;
}

/** The `tls-server-end-point` data of a TLS connection the proxy terminated, if it has a certificate. */
function channelBindingOf(tls: TLSSocket | undefined): Buffer | undefined {
  const certificate = tls?.getCertificate();
  const raw =
    certificate && "raw" in certificate ? (certificate as { raw?: Buffer }).raw : undefined;
  return raw ? tlsServerEndPoint(raw) : undefined;
}

/** The next message from the client, which must be a SASL response ('p'). */
async function saslResponse(reader: MessageReader): Promise<Buffer> {
  const message = await reader.next();
  if (message.type === "X") throw new PeerGone();
  if (message.type !== "p") {
    throw failure(
      "08P01",
      `expected SASL response, got message type ${message.type.charCodeAt(0)}`,
    );
  }
  return message.body;
}

/**
 * The server side of SCRAM with the client, after its startup message: AuthenticationSASL, the
 * exchange, and AuthenticationSASLFinal once the proof is right (AuthenticationOk is the
 * caller's, once the compute accepted the proxy). Throws ProxyRefusal (send its response, close)
 * or PeerGone.
 */
export async function authenticateClient(
  client: Socket,
  reader: MessageReader,
  credentials: ClientCredentials,
): Promise<void> {
  const keys =
    credentials.password === undefined ? await mockKeys() : await deriveKeys(credentials.password);
  const scram = new ScramServer({ keys, channelBinding: channelBindingOf(credentials.tls) });
  write(client, buildAuthenticationSasl(scram.mechanisms));
  try {
    const { mechanism, data } = parseSaslInitialResponse(await saslResponse(reader));
    const serverFirst = scram.first(mechanism, data.toString("utf8"));
    write(client, buildAuthentication(authSaslContinue, Buffer.from(serverFirst, "utf8")));
    const serverFinal = scram.final((await saslResponse(reader)).toString("utf8"));
    if (serverFinal === undefined || credentials.password === undefined) {
      throw failure("28P01", `password authentication failed for user "${credentials.user}"`);
    }
    write(client, buildAuthentication(authSaslFinal, Buffer.from(serverFinal, "utf8")));
  } catch (error) {
    if (error instanceof ScramError || error instanceof ProtocolViolation) {
      throw failure("08P01", error.message);
    }
    throw error;
  }
}

/** Whether `given` is `expected`, in constant time (both hashed first, so lengths do not show). */
export function samePassword(given: string, expected: string): boolean {
  return timingSafeEqual(passwordDigest(given), passwordDigest(expected));
}

/** SHA-256 of a password; the last few are kept, as SQL over HTTP checks one on every request. */
const digests = new Map<string, Buffer>();

export function passwordDigest(password: string): Buffer {
  let digest = digests.get(password);
  if (!digest) {
    digest = createHash("sha256").update(password, "utf8").digest();
    if (digests.size >= 64) digests.delete(digests.keys().next().value as string);
    digests.set(password, digest);
  }
  return digest;
}

/**
 * The cleartext flow Neon's proxy uses for WebSocket clients (auth/backend/hacks.rs): ask for
 * the password (AuthenticationCleartextPassword) and check it. Neon's serverless driver sends
 * it unasked, right after its startup message (`pipelineConnect: "password"`), so the message
 * may already be waiting. Throws ProxyRefusal or PeerGone.
 */
export async function authenticateClientCleartext(
  client: Socket,
  reader: MessageReader,
  credentials: ClientCredentials,
): Promise<void> {
  write(client, buildAuthentication(authCleartextPassword));
  const message = await reader.next();
  if (message.type === "X") throw new PeerGone();
  if (message.type !== "p") {
    throw failure(
      "08P01",
      `expected password response, got message type ${message.type.charCodeAt(0)}`,
    );
  }
  const end = message.body.indexOf(0);
  const given = message.body.toString("utf8", 0, end < 0 ? message.body.length : end);
  if (credentials.password === undefined || !samePassword(given, credentials.password)) {
    throw failure("28P01", `password authentication failed for user "${credentials.user}"`);
  }
}

export interface ComputeLogin {
  user: string;
  password: string;
}

/** PostgreSQL's MD5 answer: "md5" + md5(md5(password + user) + salt), in hex. */
export function md5Password(user: string, password: string, salt: Buffer): string {
  const inner = createHash("md5").update(password, "utf8").update(user, "utf8").digest("hex");
  return `md5${createHash("md5").update(inner, "latin1").update(salt).digest("hex")}`;
}

/**
 * Answers the compute's authentication requests as a client, after the startup message went out:
 * SCRAM-SHA-256 (no channel binding on this plain leg), MD5 or a cleartext password. Resolves
 * once the compute said AuthenticationOk, with the messages it sent before that the client should
 * see too (NegotiateProtocolVersion, NoticeResponse). Throws ProxyRefusal carrying the compute's
 * own ErrorResponse when it refuses, or PeerGone.
 */
export async function authenticateToCompute(
  compute: Socket,
  reader: MessageReader,
  login: ComputeLogin,
): Promise<Buffer[]> {
  const forward: Buffer[] = [];
  let scram: ScramClient | undefined;
  let scramDone = false;
  const refuse = (reason: string) =>
    failure("08006", `Couldn't authenticate to compute node: ${reason}`);
  for (;;) {
    const message = await reader.next();
    if (message.type === "E") {
      const { C: code, M: reason } = parseErrorFields(message.body);
      throw new ProxyRefusal(reason ?? "compute refused", code, Buffer.from(message.raw));
    }
    if (message.type === "v" || message.type === "N") {
      forward.push(Buffer.from(message.raw));
      continue;
    }
    if (message.type !== "R") throw refuse(`unexpected message type "${message.type}"`);
    const { code, data } = parseAuthentication(message.body);
    try {
      switch (code) {
        case authOk:
          if (scram && !scramDone) throw refuse("SCRAM exchange not completed");
          return forward;
        case authCleartextPassword:
          write(compute, buildPasswordMessage(login.password));
          break;
        case authMd5Password:
          if (data.length !== 4) throw refuse("invalid MD5 request");
          write(compute, buildPasswordMessage(md5Password(login.user, login.password, data)));
          break;
        case authSasl: {
          const mechanisms = parseSaslMechanisms(data);
          if (scram || !mechanisms.includes(scramSha256)) {
            throw refuse(`no supported SASL mechanism in ${mechanisms.join(", ")}`);
          }
          scram = new ScramClient(login.password);
          write(compute, buildSaslInitialResponse(scram.mechanism, Buffer.from(scram.first())));
          break;
        }
        case authSaslContinue:
          if (!scram) throw refuse("SASL continuation without SASL");
          write(compute, buildSaslResponse(Buffer.from(await scram.final(data.toString("utf8")))));
          break;
        case authSaslFinal:
          if (!scram) throw refuse("SASL final without SASL");
          scram.verify(data.toString("utf8"));
          scramDone = true;
          break;
        default:
          throw refuse(`unsupported authentication method ${code}`);
      }
    } catch (error) {
      if (error instanceof ScramError) throw refuse(error.message);
      throw error;
    }
  }
}

/**
 * Sends the startup message to the compute and logs in (authenticateToCompute), within
 * `timeoutMs`. Resolves with what the client gets in place of the compute's authentication
 * exchange: the messages it should see, AuthenticationOk, and whatever the compute sent after
 * (ParameterStatus, BackendKeyData, …); the socket is left paused for the relay. Throws
 * ProxyRefusal with the compute's own ErrorResponse, or an Error saying what went wrong.
 */
export async function loginToCompute(
  compute: Socket,
  startup: Buffer,
  login: ComputeLogin,
  timeoutMs: number,
): Promise<Buffer> {
  write(compute, startup);
  const reader = new MessageReader(compute);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    compute.destroy();
  }, timeoutMs);
  timer.unref();
  try {
    const before = await authenticateToCompute(compute, reader, login);
    return Buffer.concat([...before, buildAuthentication(authOk), reader.release()]);
  } catch (error) {
    reader.release();
    if (timedOut) throw new Error(`no answer in ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
