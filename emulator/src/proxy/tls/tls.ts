import type { Socket } from "node:net";
import {
  createSecureContext,
  getCACertificates,
  type SecureContext,
  setDefaultCACertificates,
  TLSSocket,
} from "node:tls";
import { type EmulatorCertificate, ensureCertificate } from "./certificate.ts";

export interface TlsMaterial {
  cert: string | Buffer;
  key: string | Buffer;
}

/** A server context for the given certificate, or `undefined` if it cannot be built. */
export function serverContext({ cert, key }: TlsMaterial): SecureContext | undefined {
  try {
    return createSecureContext({ cert, key });
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
 * Makes this process trust the proxy's certificate authority (made first if need be), as a
 * runner trusts the platform's public CA: node-postgres treats the action's default
 * `sslmode=require` as verify-full.
 */
export async function trustEmulatorCertificate(): Promise<EmulatorCertificate> {
  const certificate = await ensureCertificate();
  setDefaultCACertificates([...getCACertificates("default"), certificate.ca]);
  return certificate;
}
