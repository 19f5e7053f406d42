import { readFileSync } from "node:fs";
import type { Socket } from "node:net";
import {
  createSecureContext,
  getCACertificates,
  type SecureContext,
  setDefaultCACertificates,
  TLSSocket,
} from "node:tls";

/**
 * The emulator's test certificate: self-signed (it is its own CA), valid 2000–2099, for
 * `localhost`, `127.0.0.1`, `*.aws.neon.emulator.test` and `*.us-east-2.aws.neon.emulator.test`.
 * Its key is public on purpose; it protects nothing.
 */
export const testCertificatePath = new URL("./tls/cert.pem", import.meta.url);
export const testKeyPath = new URL("./tls/key.pem", import.meta.url);

export interface TlsMaterial {
  cert: string | Buffer;
  key: string | Buffer;
}

export function testCertificate(): TlsMaterial {
  return { cert: readFileSync(testCertificatePath), key: readFileSync(testKeyPath) };
}

/** A server context for the given (default: test) certificate, or `undefined` if it cannot be built. */
export function serverContext(material?: TlsMaterial): SecureContext | undefined {
  try {
    return createSecureContext(material ?? testCertificate());
  } catch {
    return undefined;
  }
}

/**
 * Upgrades an accepted socket to TLS in server mode (after the proxy answered `S` to an
 * SSLRequest) and resolves once the handshake is done. Rejects if it fails or the peer leaves.
 */
export function acceptTls(socket: Socket, context: SecureContext): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const secure = new TLSSocket(socket, {
      isServer: true,
      secureContext: context,
      // What PostgreSQL 17 announces; libpq 17+ sends it, older clients send no ALPN at all.
      ALPNProtocols: ["postgresql"],
    });
    // Errors after the handshake are the caller's business; this keeps a stray one from throwing.
    secure.on("error", () => {});
    const fail = (error?: Error) => {
      cleanup();
      secure.destroy();
      reject(error ?? new Error("client left during the TLS handshake"));
    };
    const done = () => {
      cleanup();
      resolve(secure);
    };
    const cleanup = () => {
      secure.off("secure", done);
      secure.off("error", fail);
      secure.off("close", onClose);
    };
    const onClose = () => fail();
    secure.once("secure", done);
    secure.once("error", fail);
    secure.once("close", onClose);
  });
}

/**
 * Makes this process trust the proxy's test certificate, as a runner trusts the platform's
 * public CA: node-postgres treats the action's default `sslmode=require` as verify-full.
 */
export function trustTestCertificate(): void {
  setDefaultCACertificates([
    ...getCACertificates("default"),
    readFileSync(testCertificatePath, "utf8"),
  ]);
}
