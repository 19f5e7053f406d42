/**
 * The host names every front door answers (the control API, the admin API, the proxy's HTTP and
 * WebSocket side): a web page that rebinds its own name to 127.0.0.1 reaches the emulator with
 * that name in `Host`, and gets nothing. Loopback, `localhost` and the emulator's domain (under
 * `.test`, which no one can register) cannot be rebound by a page.
 */

/** Endpoint hosts are `ep-….<region>.aws.neon.emulator.test`; the proxy's certificate names them. */
export const emulatorDomain = "aws.neon.emulator.test";

export const ownHostNames = `127.0.0.0/8, localhost, [::1] or *.${emulatorDomain}, on any port`;

/** Letters, digits and what a host and port are made of: no userinfo, path or whitespace. */
const hostHeaderShape = /^[a-z0-9.:[\]_-]+$/i;

function hostnameOf(host: string): string | undefined {
  if (!hostHeaderShape.test(host)) return undefined;
  try {
    // The URL parser normalizes what resolvers accept too: case, `127.1`, `0x7f.0.0.1`.
    return new URL(`http://${host}`).hostname.replace(/\.$/, "");
  } catch {
    return undefined;
  }
}

/**
 * Whether a request's `Host` header names the emulator. A request without one is served: only
 * HTTP/1.0 may leave it out (Node answers 400 to HTTP/1.1 without it), and no browser does.
 */
export function isOwnHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const name = hostnameOf(host);
  if (name === undefined) return false;
  return (
    name === "localhost" ||
    name === "[::1]" ||
    /^127\.\d+\.\d+\.\d+$/.test(name) ||
    name === emulatorDomain ||
    name.endsWith(`.${emulatorDomain}`)
  );
}

/** Why a request with this `Host` is refused, for the answer's message. */
export function foreignHostMessage(door: string, host: string): string {
  return `${door} answers requests addressed to the emulator's own names only (${ownHostNames}), not Host ${JSON.stringify(host)}`;
}

/**
 * Whether a browser's `Origin` is a page served from one of the emulator's own names. Browsers
 * send it on cross-origin fetches and on every WebSocket handshake (which CORS does not guard):
 * a page elsewhere must not reach the built-in seed's fixed keys and passwords. No `Origin`: not
 * a browser's cross-origin request, served.
 */
export function isOwnOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && isOwnHost(url.host);
  } catch {
    return false;
  }
}

/** Why a request from this `Origin` is refused, for the answer's message. */
export function foreignOriginMessage(door: string, origin: string): string {
  return `${door} answers pages served from the emulator's own names only (${ownHostNames}), not Origin ${JSON.stringify(origin)}`;
}
