/** Where a compute listens, as the control plane answers the proxy. */
export interface ProxyTarget {
  host: string;
  port: number;
}

/**
 * What every front door of the proxy (the Postgres protocol, WebSockets, SQL over HTTP) asks of
 * the platform: one place decides whether and where a client may connect
 * (control-plane/services/computes/client-connections.ts answers it).
 */
export interface ComputeGateway {
  /**
   * Called once per client connection after the startup message; resolves where to send it, or
   * rejects with a ConnectionRefusal whose message goes to the client (a Postgres ErrorResponse,
   * or SQL over HTTP's 400). May take a while (waking an idle compute).
   */
  resolve(endpointId: string): Promise<ProxyTarget>;
  /** Connection accounting for the control plane (inactivity timer). */
  onConnect?(endpointId: string): void;
  onDisconnect?(endpointId: string): void;
  /**
   * When given, the proxy authenticates the client itself (SCRAM-SHA-256, and SCRAM-SHA-256-PLUS
   * with tls-server-end-point channel binding over TLS), then logs in to the compute as the same
   * user with that password. Resolves undefined for an unknown role.
   */
  credentials?(endpointId: string, user: string): Promise<{ password: string } | undefined>;
}

/**
 * Why a client is not connected (an unknown endpoint, a branch being masked, a compute that
 * cannot start), with the SQLSTATE the client gets; XX000 by default, as Neon's proxy answers
 * most refusals.
 */
export class ConnectionRefusal extends Error {
  readonly code: string;

  constructor(message: string, code = "XX000") {
    super(message);
    this.name = "ConnectionRefusal";
    this.code = code;
  }
}
