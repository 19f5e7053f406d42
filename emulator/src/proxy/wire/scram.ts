/**
 * SCRAM-SHA-256 (RFC 5802, RFC 7677) as PostgreSQL speaks it, both sides, without sockets:
 * the proxy is the server for its clients (SCRAM-SHA-256-PLUS too, with the RFC 5929
 * `tls-server-end-point` channel binding) and the client of the compute behind it.
 * PostgreSQL ignores the SCRAM user name (the startup message names the role) and has no
 * authorization identity; so does this.
 */
import {
  createHash,
  createHmac,
  pbkdf2,
  randomBytes,
  timingSafeEqual,
  X509Certificate,
} from "node:crypto";

export const scramSha256 = "SCRAM-SHA-256";
export const scramSha256Plus = "SCRAM-SHA-256-PLUS";
export const tlsServerEndPointBinding = "tls-server-end-point";
/** PostgreSQL's default (scram_iterations). */
export const defaultIterations = 4096;
/** Length of the random part of a nonce before base64, as in PostgreSQL (SCRAM_RAW_NONCE_LEN). */
const rawNonceLength = 18;
const keyLength = 32;

/** A malformed or inconsistent SCRAM message; PostgreSQL answers those with 08P01. */
export class ScramError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScramError";
  }
}

/** What a server keeps of a password (PostgreSQL's SCRAM secret). */
export interface ScramKeys {
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

/**
 * SASLprep (RFC 4013) as far as it changes bytes: non-ASCII spaces become spaces, characters
 * "commonly mapped to nothing" go, then NFKC. PostgreSQL and libpq apply it to passwords (and
 * use the password unchanged when it has prohibited characters, which this never rejects).
 */
export function saslprep(password: string): string {
  return password
    .replace(/[\u00A0\u1680\u2000-\u200B\u202F\u205F\u3000]/g, " ")
    .replace(
      /\u00AD|\u034F|\u1806|[\u180B-\u180D]|\u200C|\u200D|\u2060|[\uFE00-\uFE0F]|\uFEFF/g,
      "",
    )
    .normalize("NFKC");
}

const hmac = (key: Buffer, data: string | Buffer): Buffer =>
  createHmac("sha256", key).update(data).digest();
const sha256 = (data: Buffer): Buffer => createHash("sha256").update(data).digest();

function xor(a: Buffer, b: Buffer): Buffer {
  const out = Buffer.alloc(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] as number) ^ (b[i] as number);
  return out;
}

/** Hi(password, salt, i) of RFC 5802: PBKDF2 with HMAC-SHA-256. */
export function saltedPassword(
  password: string,
  salt: Buffer,
  iterations: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    pbkdf2(saslprep(password), salt, iterations, keyLength, "sha256", (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** The server's keys for `password`; a random salt unless one is given. */
export async function deriveKeys(
  password: string,
  salt: Buffer = randomBytes(16),
  iterations = defaultIterations,
): Promise<ScramKeys> {
  const salted = await saltedPassword(password, salt, iterations);
  return {
    salt,
    iterations,
    storedKey: sha256(hmac(salted, "Client Key")),
    serverKey: hmac(salted, "Server Key"),
  };
}

/**
 * Keys no password matches, for a role that does not exist: the exchange then runs as for a
 * real role (same work, same messages) and fails at the proof, as PostgreSQL's mock
 * authentication does.
 */
export function mockKeys(): Promise<ScramKeys> {
  return deriveKeys(randomBytes(32).toString("base64"));
}

/**
 * RFC 5929 `tls-server-end-point`: the hash of the server certificate (DER), with the hash of
 * its signature algorithm, SHA-256 when that is MD5 or SHA-1 (or unknown).
 */
export function tlsServerEndPoint(certificate: Buffer): Buffer {
  let algorithm = "sha256";
  try {
    const name = (new X509Certificate(certificate).signatureAlgorithm ?? "").toLowerCase();
    const match = /(?<!sha3-)sha-?(224|256|384|512)/.exec(name);
    if (match) algorithm = `sha${match[1]}`;
  } catch {
    // Not parseable here: SHA-256, as for most certificates.
  }
  return createHash(algorithm).update(certificate).digest();
}

const printable = /^[\x21-\x2b\x2d-\x7e]+$/;
const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function randomNonce(): string {
  return randomBytes(rawNonceLength).toString("base64");
}

function decodeBase64(value: string, what: string): Buffer {
  if (!base64.test(value)) throw new ScramError(`malformed SCRAM message: ${what} is not base64`);
  return Buffer.from(value, "base64");
}

/** `saslname` of RFC 5802: `=` and `,` escaped. */
function escapeName(name: string): string {
  return name.replace(/=/g, "=3D").replace(/,/g, "=2C");
}

/** Splits `a=1,b=2` into attributes, in order; throws unless every part is `x=value`. */
function attributes(text: string): [string, string][] {
  return text.split(",").map((part) => {
    if (!/^[A-Za-z]=/.test(part)) throw new ScramError("malformed SCRAM message");
    return [part[0] as string, part.slice(2)];
  });
}

type Gs2Flag = "n" | "y" | "p";

export interface ScramServerOptions {
  keys: ScramKeys;
  /**
   * `tls-server-end-point` data of the connection (see tlsServerEndPoint) when the client
   * talks TLS: then SCRAM-SHA-256-PLUS is offered, and a client that could bind but thinks the
   * server cannot (flag `y`) is refused as a downgrade.
   */
  channelBinding?: Buffer;
  /** The server's part of the nonce; random by default (fixed only in tests). */
  serverNonce?: string;
}

/** The server side of one exchange: `first`, then `final`. */
export class ScramServer {
  readonly mechanisms: string[];
  #keys: ScramKeys;
  #channelBinding: Buffer | undefined;
  #serverNonce: string;
  #state:
    | { step: "start" }
    | {
        step: "first";
        gs2Header: string;
        flag: Gs2Flag;
        nonce: string;
        clientFirstBare: string;
        serverFirst: string;
      }
    | { step: "done" } = { step: "start" };

  constructor(options: ScramServerOptions) {
    this.#keys = options.keys;
    this.#channelBinding = options.channelBinding;
    this.#serverNonce = options.serverNonce ?? randomNonce();
    this.mechanisms = options.channelBinding ? [scramSha256Plus, scramSha256] : [scramSha256];
  }

  /** The client's choice and its client-first-message; returns the server-first-message. */
  first(mechanism: string, clientFirst: string): string {
    if (this.#state.step !== "start") throw new ScramError("unexpected SCRAM message");
    this.#state = { step: "done" };
    if (!this.mechanisms.includes(mechanism)) {
      throw new ScramError("client selected an invalid SASL authentication mechanism");
    }
    const plus = mechanism === scramSha256Plus;

    // gs2-header: gs2-cbind-flag "," [authzid] ","
    let flag: Gs2Flag;
    let offset: number;
    if (clientFirst.startsWith("p=")) {
      const end = clientFirst.indexOf(",");
      if (end < 0) throw new ScramError("malformed SCRAM message");
      const name = clientFirst.slice(2, end);
      if (!plus) {
        throw new ScramError(
          "malformed SCRAM message: the client selected SCRAM-SHA-256 without channel binding, but the SCRAM message includes channel binding data",
        );
      }
      if (name !== tlsServerEndPointBinding) {
        throw new ScramError(`unsupported SCRAM channel-binding type "${name}"`);
      }
      flag = "p";
      offset = end + 1;
    } else if (clientFirst.startsWith("n,") || clientFirst.startsWith("y,")) {
      flag = clientFirst[0] as Gs2Flag;
      offset = 2;
      if (plus) {
        throw new ScramError(
          "malformed SCRAM message: the client selected SCRAM-SHA-256-PLUS, but the SCRAM message does not include channel binding data",
        );
      }
      if (flag === "y" && this.#channelBinding) {
        throw new ScramError(
          "SCRAM channel binding negotiation error: the client supports SCRAM channel binding but thinks the server does not, however this server does support channel binding",
        );
      }
    } else {
      throw new ScramError("malformed SCRAM message: unexpected channel-binding flag");
    }
    if (clientFirst.startsWith("a=", offset)) {
      throw new ScramError("client uses authorization identity, but it is not supported");
    }
    if (clientFirst[offset] !== ",") throw new ScramError("malformed SCRAM message");
    const gs2Header = clientFirst.slice(0, offset + 1);
    const clientFirstBare = clientFirst.slice(offset + 1);

    // client-first-message-bare: [reserved-mext ","] username "," nonce ["," extensions]
    const parts = attributes(clientFirstBare);
    if (parts[0]?.[0] === "m") {
      throw new ScramError("client requires an unsupported SCRAM extension");
    }
    if (parts[0]?.[0] !== "n" || parts[1]?.[0] !== "r") {
      throw new ScramError("malformed SCRAM message");
    }
    const clientNonce = parts[1][1];
    if (!printable.test(clientNonce)) {
      throw new ScramError("malformed SCRAM message: the client nonce is not printable");
    }
    const nonce = clientNonce + this.#serverNonce;
    const serverFirst = `r=${nonce},s=${this.#keys.salt.toString("base64")},i=${this.#keys.iterations}`;
    this.#state = { step: "first", gs2Header, flag, nonce, clientFirstBare, serverFirst };
    return serverFirst;
  }

  /**
   * The client-final-message; returns the server-final-message when the proof is right,
   * `undefined` when it is not (a wrong password). Throws ScramError for a malformed message or
   * channel binding data that is not this connection's.
   */
  final(clientFinal: string): string | undefined {
    const state = this.#state;
    if (state.step !== "first") throw new ScramError("unexpected SCRAM message");
    this.#state = { step: "done" };

    const proofAt = clientFinal.lastIndexOf(",p=");
    if (proofAt < 0) throw new ScramError("malformed SCRAM message: proof missing");
    const withoutProof = clientFinal.slice(0, proofAt);
    const parts = attributes(withoutProof);
    if (parts[0]?.[0] !== "c" || parts[1]?.[0] !== "r") {
      throw new ScramError("malformed SCRAM message");
    }

    const binding = decodeBase64(parts[0][1], "channel binding");
    const expected = Buffer.concat([
      Buffer.from(state.gs2Header, "utf8"),
      state.flag === "p" ? (this.#channelBinding as Buffer) : Buffer.alloc(0),
    ]);
    if (binding.length !== expected.length || !timingSafeEqual(binding, expected)) {
      throw new ScramError("SCRAM channel binding check failed");
    }
    if (parts[1][1] !== state.nonce)
      throw new ScramError("malformed SCRAM message: nonce mismatch");

    const proof = decodeBase64(clientFinal.slice(proofAt + 3), "proof");
    if (proof.length !== keyLength) throw new ScramError("malformed SCRAM message: proof length");

    const authMessage = `${state.clientFirstBare},${state.serverFirst},${withoutProof}`;
    const clientKey = xor(proof, hmac(this.#keys.storedKey, authMessage));
    if (!timingSafeEqual(sha256(clientKey), this.#keys.storedKey)) return undefined;
    return `v=${hmac(this.#keys.serverKey, authMessage).toString("base64")}`;
  }
}

export interface ScramClientOptions {
  /** Sent as the SCRAM user name; PostgreSQL ignores it (libpq sends an empty one). */
  user?: string;
  /** Fixed only in tests; random by default. */
  clientNonce?: string;
  /**
   * Binds to the TLS session: the mechanism becomes SCRAM-SHA-256-PLUS, with this as the
   * `tls-server-end-point` data. Without it the client says it does not bind (`n`).
   */
  channelBinding?: Buffer;
  /** Refuse a server asking for more iterations than this (a slow-down). Default 1,000,000. */
  maxIterations?: number;
}

/** The client side of one exchange: `first`, `final`, then `verify`. */
export class ScramClient {
  readonly mechanism: string;
  #password: string;
  #options: ScramClientOptions;
  #clientNonce: string;
  #gs2Header: string;
  #clientFirstBare: string;
  #serverSignature: Buffer | undefined;

  constructor(password: string, options: ScramClientOptions = {}) {
    this.#password = password;
    this.#options = options;
    this.#clientNonce = options.clientNonce ?? randomNonce();
    this.mechanism = options.channelBinding ? scramSha256Plus : scramSha256;
    this.#gs2Header = options.channelBinding ? `p=${tlsServerEndPointBinding},,` : "n,,";
    this.#clientFirstBare = `n=${escapeName(options.user ?? "")},r=${this.#clientNonce}`;
  }

  /** The client-first-message. */
  first(): string {
    return this.#gs2Header + this.#clientFirstBare;
  }

  /** The server-first-message in, the client-final-message out. */
  async final(serverFirst: string): Promise<string> {
    const parts = new Map(attributes(serverFirst));
    const nonce = parts.get("r");
    const salt = parts.get("s");
    const iterationText = parts.get("i");
    if (nonce === undefined || salt === undefined || iterationText === undefined) {
      throw new ScramError("malformed SCRAM server-first-message");
    }
    if (!nonce.startsWith(this.#clientNonce) || nonce.length === this.#clientNonce.length) {
      throw new ScramError("the server nonce does not extend the client nonce");
    }
    if (!printable.test(nonce)) throw new ScramError("the server nonce is not printable");
    if (!/^[1-9][0-9]{0,9}$/.test(iterationText)) {
      throw new ScramError("invalid SCRAM iteration count");
    }
    const iterations = Number(iterationText);
    if (iterations > (this.#options.maxIterations ?? 1_000_000)) {
      throw new ScramError(`SCRAM iteration count ${iterations} is too high`);
    }

    const binding = Buffer.concat([
      Buffer.from(this.#gs2Header, "utf8"),
      this.#options.channelBinding ?? Buffer.alloc(0),
    ]);
    const withoutProof = `c=${binding.toString("base64")},r=${nonce}`;
    const authMessage = `${this.#clientFirstBare},${serverFirst},${withoutProof}`;
    const salted = await saltedPassword(this.#password, decodeBase64(salt, "salt"), iterations);
    const clientKey = hmac(salted, "Client Key");
    const proof = xor(clientKey, hmac(sha256(clientKey), authMessage));
    this.#serverSignature = hmac(hmac(salted, "Server Key"), authMessage);
    return `${withoutProof},p=${proof.toString("base64")}`;
  }

  /** Checks the server-final-message: the server knew the password too. Throws if not. */
  verify(serverFinal: string): void {
    if (!this.#serverSignature) throw new ScramError("unexpected SCRAM server-final-message");
    const parts = new Map(attributes(serverFinal));
    const error = parts.get("e");
    if (error !== undefined) throw new ScramError(`SCRAM error from the server: ${error}`);
    const signature = decodeBase64(parts.get("v") ?? "", "server signature");
    if (
      signature.length !== this.#serverSignature.length ||
      !timingSafeEqual(signature, this.#serverSignature)
    ) {
      throw new ScramError("the SCRAM server signature is wrong");
    }
  }
}
