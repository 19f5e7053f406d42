import type { ServerOptions } from "node:http";

/**
 * Options for the emulator's HTTP servers. They advertise 5 s of keep-alive (`Keep-Alive:
 * timeout=5`) and close an idle connection 30 s after that (≤ 35 s idle). A client reuses an idle
 * connection until shortly before the advertised timeout (undici: 1–2 s before); a server that
 * closed at that moment met requests a client had just written whenever the client's event loop
 * was held past its own timer (a loaded machine): a plain GET failed with ECONNRESET. Closing
 * later leaves the clients to close first. (Node ≥ 24.6; older Nodes add 1 s.)
 */
export const keepAliveOptions = {
  keepAliveTimeout: 5_000,
  keepAliveTimeoutBuffer: 30_000,
} as const satisfies ServerOptions;
