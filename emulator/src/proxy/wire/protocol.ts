/**
 * The few pieces of the PostgreSQL wire protocol the proxy needs: the untyped packets a client
 * may open with (SSLRequest, GSSENCRequest, CancelRequest, StartupMessage), ErrorResponse, the
 * authentication messages, and spotting BackendKeyData in the server's first messages. Also Neon's convention for carrying
 * the endpoint id in the `options` startup parameter.
 */

export const sslRequestCode = 80877103;
export const gssEncRequestCode = 80877104;
export const cancelRequestCode = 80877102;
/** Protocol 3.0; minor versions (3.2, …) share the major number in the high 16 bits. */
export const protocolVersion3 = 196608;
/** PostgreSQL's own limit for the first packet (MAX_STARTUP_PACKET_LENGTH). */
export const maxStartupPacketLength = 10000;

export type StartupParameters = [name: string, value: string][];

export type FirstPacket =
  | { kind: "ssl" }
  | { kind: "gssenc" }
  /** `key` is the bytes after the request code: process id, then the secret. */
  | { kind: "cancel"; key: Buffer; packet: Buffer }
  | { kind: "startup"; version: number; parameters: StartupParameters }
  | { kind: "unsupported"; version: number };

export class ProtocolViolation extends Error {}

/**
 * Length of the untyped packet at the start of `buffer` (it counts its own 4 bytes), `undefined`
 * while fewer than 4 bytes are there. Throws for a length no client would send.
 */
export function packetLength(buffer: Buffer): number | undefined {
  if (buffer.length < 4) return undefined;
  const length = buffer.readUInt32BE(0);
  if (length < 8 || length > maxStartupPacketLength) {
    throw new ProtocolViolation("invalid length of startup packet");
  }
  return length;
}

/** Parses one whole untyped packet (length word included). */
export function parseFirstPacket(packet: Buffer): FirstPacket {
  const length = packetLength(packet);
  if (length === undefined || packet.length !== length) {
    throw new ProtocolViolation("incomplete startup packet");
  }
  const code = packet.readUInt32BE(4);
  if (code === sslRequestCode) {
    if (length !== 8) throw new ProtocolViolation("invalid length of SSLRequest");
    return { kind: "ssl" };
  }
  if (code === gssEncRequestCode) {
    if (length !== 8) throw new ProtocolViolation("invalid length of GSSENCRequest");
    return { kind: "gssenc" };
  }
  if (code === cancelRequestCode) {
    // 16 bytes in protocol 3.0; protocol 3.2 allows a longer secret (up to 256 bytes).
    if (length < 16 || length > 12 + 256) {
      throw new ProtocolViolation("invalid length of CancelRequest");
    }
    return { kind: "cancel", key: Buffer.from(packet.subarray(8)), packet: Buffer.from(packet) };
  }
  if (code >>> 16 !== 3) return { kind: "unsupported", version: code };
  return { kind: "startup", version: code, parameters: parseParameters(packet.subarray(8)) };
}

function parseParameters(body: Buffer): StartupParameters {
  const strings: string[] = [];
  let offset = 0;
  for (;;) {
    const end = body.indexOf(0, offset);
    if (end < 0) throw new ProtocolViolation("startup packet is not terminated");
    if (end === offset) break;
    strings.push(body.toString("utf8", offset, end));
    offset = end + 1;
  }
  if (offset !== body.length - 1) throw new ProtocolViolation("data after startup parameters");
  if (strings.length % 2 !== 0) throw new ProtocolViolation("startup parameter without a value");
  const parameters: StartupParameters = [];
  for (let i = 0; i < strings.length; i += 2) {
    parameters.push([strings[i] as string, strings[i + 1] as string]);
  }
  return parameters;
}

export function buildStartupMessage(
  parameters: StartupParameters,
  version = protocolVersion3,
): Buffer {
  const parts: Buffer[] = [Buffer.alloc(8)];
  for (const [name, value] of parameters) {
    parts.push(Buffer.from(`${name}\0${value}\0`, "utf8"));
  }
  parts.push(Buffer.from([0]));
  const message = Buffer.concat(parts);
  message.writeUInt32BE(message.length, 0);
  message.writeUInt32BE(version, 4);
  return message;
}

function untypedRequest(code: number, body: Buffer = Buffer.alloc(0)): Buffer {
  const message = Buffer.alloc(8 + body.length);
  message.writeUInt32BE(message.length, 0);
  message.writeUInt32BE(code, 4);
  body.copy(message, 8);
  return message;
}

export const buildSslRequest = (): Buffer => untypedRequest(sslRequestCode);
export const buildGssEncRequest = (): Buffer => untypedRequest(gssEncRequestCode);

export function buildCancelRequest(processId: number, secretKey: number): Buffer {
  const body = Buffer.alloc(8);
  body.writeUInt32BE(processId >>> 0, 0);
  body.writeUInt32BE(secretKey >>> 0, 4);
  return untypedRequest(cancelRequestCode, body);
}

export interface ErrorFields {
  severity?: "ERROR" | "FATAL" | "PANIC";
  code: string;
  message: string;
}

/** ErrorResponse: 'E', length, then 'S', 'V', 'C', 'M' fields, each NUL-terminated, then a NUL. */
export function buildErrorResponse({ severity = "FATAL", code, message }: ErrorFields): Buffer {
  const fields = Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${message}\0\0`, "utf8");
  const header = Buffer.alloc(5);
  header.write("E", 0, "latin1");
  header.writeUInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

/** The fields of an ErrorResponse (or NoticeResponse) body, keyed by their one-letter codes. */
export function parseErrorFields(body: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  let offset = 0;
  while (offset < body.length && body[offset] !== 0) {
    const end = body.indexOf(0, offset + 1);
    if (end < 0) break;
    fields[String.fromCharCode(body[offset] as number)] = body.toString("utf8", offset + 1, end);
    offset = end + 1;
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Typed messages (a type byte, then a length that counts itself) for authentication.

/** Authentication request codes, the first word of an 'R' message. */
export const authOk = 0;
export const authCleartextPassword = 3;
export const authMd5Password = 5;
export const authSasl = 10;
export const authSaslContinue = 11;
export const authSaslFinal = 12;

export interface Message {
  /** One character: 'R', 'E', 'p', … */
  type: string;
  /** After the length word. */
  body: Buffer;
  /** The whole message, as it came. */
  raw: Buffer;
}

/**
 * The typed message at the start of `buffer` and what follows it, `undefined` while it is not
 * all there. Throws for a length below 4 or above `maxLength`.
 */
export function takeMessage(
  buffer: Buffer,
  maxLength: number,
): { message: Message; rest: Buffer } | undefined {
  if (buffer.length < 5) return undefined;
  const length = buffer.readUInt32BE(1);
  if (length < 4 || length > maxLength) throw new ProtocolViolation("invalid message length");
  if (buffer.length < 1 + length) return undefined;
  const raw = buffer.subarray(0, 1 + length);
  return {
    message: { type: String.fromCharCode(raw[0] as number), body: raw.subarray(5), raw },
    rest: buffer.subarray(1 + length),
  };
}

export function buildMessage(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeUInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

export function buildAuthentication(code: number, data: Buffer = Buffer.alloc(0)): Buffer {
  const body = Buffer.alloc(4 + data.length);
  body.writeUInt32BE(code, 0);
  data.copy(body, 4);
  return buildMessage("R", body);
}

/** AuthenticationSASL: the mechanisms, each NUL-terminated, then a NUL. */
export function buildAuthenticationSasl(mechanisms: string[]): Buffer {
  return buildAuthentication(
    authSasl,
    Buffer.from(`${mechanisms.map((name) => `${name}\0`).join("")}\0`, "utf8"),
  );
}

/** An 'R' message's code and the data after it. */
export function parseAuthentication(body: Buffer): { code: number; data: Buffer } {
  if (body.length < 4) throw new ProtocolViolation("invalid authentication request");
  return { code: body.readUInt32BE(0), data: body.subarray(4) };
}

/** The mechanism names of an AuthenticationSASL's data. */
export function parseSaslMechanisms(data: Buffer): string[] {
  const names = data.toString("utf8").split("\0");
  const end = names.indexOf("");
  return end < 0 ? names : names.slice(0, end);
}

export function buildSaslInitialResponse(mechanism: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(data.length, 0);
  return buildMessage("p", Buffer.concat([Buffer.from(`${mechanism}\0`, "utf8"), length, data]));
}

/** SASLInitialResponse body: the mechanism, NUL-terminated, then the length of the data (-1: none). */
export function parseSaslInitialResponse(body: Buffer): { mechanism: string; data: Buffer } {
  const end = body.indexOf(0);
  if (end < 0 || body.length < end + 5) {
    throw new ProtocolViolation("invalid SASL initial response");
  }
  const length = body.readInt32BE(end + 1);
  const data = body.subarray(end + 5);
  if (length === -1 ? data.length !== 0 : length !== data.length) {
    throw new ProtocolViolation("invalid SASL initial response");
  }
  return { mechanism: body.toString("utf8", 0, end), data };
}

export const buildSaslResponse = (data: Buffer): Buffer => buildMessage("p", data);

/** PasswordMessage: the password (cleartext or MD5-hashed), NUL-terminated. */
export const buildPasswordMessage = (password: string): Buffer =>
  buildMessage("p", Buffer.from(`${password}\0`, "utf8"));

const backendKeyData = "K".charCodeAt(0);
const readyForQuery = "Z".charCodeAt(0);

/**
 * Follows the server→client byte stream message by message until BackendKeyData (whose body,
 * process id then secret, is the cancel key) or ReadyForQuery, then stops looking. It never
 * holds more than one partial message header or BackendKeyData body: other messages are skipped.
 */
export class BackendKeyScanner {
  done = false;
  key: Buffer | undefined;
  #pending: Buffer = Buffer.alloc(0);
  #skip = 0;

  /** Feeds a chunk; returns the cancel key the first time it is complete. */
  push(chunk: Buffer): Buffer | undefined {
    if (this.done) return undefined;
    let buffer = this.#pending.length > 0 ? Buffer.concat([this.#pending, chunk]) : chunk;
    let offset = 0;
    for (;;) {
      if (this.#skip > 0) {
        const skipped = Math.min(this.#skip, buffer.length - offset);
        this.#skip -= skipped;
        offset += skipped;
        if (this.#skip > 0) break;
      }
      if (buffer.length - offset < 5) break;
      const type = buffer[offset];
      const length = buffer.readUInt32BE(offset + 1);
      if (length < 4) return this.#stop();
      if (type === readyForQuery) return this.#stop();
      if (type === backendKeyData) {
        if (length < 12 || length > 8 + 256) return this.#stop();
        if (buffer.length - offset < 1 + length) break;
        this.key = Buffer.from(buffer.subarray(offset + 5, offset + 1 + length));
        this.#stop();
        return this.key;
      }
      offset += 5;
      this.#skip = length - 4;
    }
    buffer = buffer.subarray(offset);
    this.#pending = buffer.length > 0 ? Buffer.from(buffer) : Buffer.alloc(0);
    return undefined;
  }

  #stop(): undefined {
    this.done = true;
    this.#pending = Buffer.alloc(0);
    return undefined;
  }
}

interface OptionToken {
  /** As written, escapes included, so the rest can be forwarded unchanged. */
  raw: string;
  /** With backslash escapes resolved. */
  value: string;
}

const isSpace = (char: string) => /\s/.test(char);

/** Splits `options` the way PostgreSQL does (pg_split_opts): on whitespace, `\` escapes. */
export function splitOptions(options: string): OptionToken[] {
  const tokens: OptionToken[] = [];
  let i = 0;
  while (i < options.length) {
    while (i < options.length && isSpace(options[i] as string)) i++;
    if (i >= options.length) break;
    const start = i;
    let value = "";
    while (i < options.length && !isSpace(options[i] as string)) {
      if (options[i] === "\\" && i + 1 < options.length) {
        value += options[i + 1];
        i += 2;
      } else {
        value += options[i];
        i++;
      }
    }
    tokens.push({ raw: options.slice(start, i), value });
  }
  return tokens;
}

export interface EndpointOption {
  /** The endpoint id, when `options` names one (the last one wins). */
  endpoint: string | undefined;
  /** `options` without the endpoint parts; empty when nothing else was there. */
  rest: string;
}

/**
 * Neon's way to name the endpoint without SNI: `endpoint=<id>` in `options` (also the GUC forms
 * `--endpoint=<id>`, `-c endpoint=<id>`, `-cendpoint=<id>`, and Neon's older `project=<id>`).
 * Those parts are removed, since the real server rejects an unknown option.
 */
export function extractEndpointOption(options: string): EndpointOption {
  const tokens = splitOptions(options);
  const kept: string[] = [];
  let endpoint: string | undefined;
  const match = (value: string): string | undefined => {
    for (const prefix of ["endpoint=", "project=", "--endpoint=", "-cendpoint="]) {
      if (value.startsWith(prefix)) return value.slice(prefix.length);
    }
    return undefined;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as OptionToken;
    const direct = match(token.value);
    if (direct !== undefined) {
      endpoint = direct;
      continue;
    }
    const next = tokens[i + 1];
    if (token.value === "-c" && next?.value.startsWith("endpoint=")) {
      endpoint = next.value.slice("endpoint=".length);
      i++;
      continue;
    }
    kept.push(token.raw);
  }
  return { endpoint: endpoint === "" ? undefined : endpoint, rest: kept.join(" ") };
}

/** Neon's SNI rule: the first label of the server name, when it looks like an endpoint id. */
export function endpointFromServerName(
  serverName: string | false | null | undefined,
): string | undefined {
  if (!serverName) return undefined;
  const label = serverName.split(".")[0]?.toLowerCase();
  return label?.startsWith("ep-") ? label : undefined;
}
