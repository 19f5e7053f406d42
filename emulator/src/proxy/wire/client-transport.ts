/** How a client reached the proxy's Postgres side: over TCP, or over a WebSocket (http/websocket.ts). */
export interface ClientTransport {
  /** Whether an SSLRequest is answered with TLS (over a WebSocket: `N`, as Neon's proxy does). */
  tls: boolean;
  /**
   * Ask for the password in cleartext rather than run SCRAM, as Neon's proxy does for
   * WebSocket clients (needs `credentials`).
   */
  cleartext: boolean;
  /**
   * The endpoint named by the way the client came, like SNI: a WebSocket request's host, or the
   * endpoint's own address a TCP client connected to (endpoint-listeners.ts).
   */
  endpoint?: string | undefined;
}
