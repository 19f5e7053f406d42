/** Where a compute listens, as the control plane answers the proxy. */
export interface ProxyTarget {
  host: string;
  port: number;
}

/**
 * What every front door of the proxy (the Postgres protocol, WebSockets, SQL over HTTP) asks of
 * the emulator: one place decides whether and where a client may connect.
 */
export interface ComputeGateway {
  /**
   * Called once per client connection after the startup message; resolves where to send it, or
   * rejects with a ProxyRefusal whose message goes to the client as a Postgres ErrorResponse.
   * May take a while (waking an idle compute).
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

/** How a client reached the proxy's Postgres side. */
export interface ClientTransport {
  /** Whether an SSLRequest is answered with TLS (over a WebSocket: `N`, as Neon's proxy does). */
  tls: boolean;
  /**
   * Ask for the password in cleartext rather than run SCRAM, as Neon's proxy does for
   * WebSocket clients (needs `credentials`).
   */
  cleartext: boolean;
  /** The endpoint named by the way the client came (a WebSocket request's host), like SNI. */
  endpoint?: string | undefined;
}
