import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";

/**
 * Headers of one connection (hop-by-hop), not of the exchange: never passed on. `Expect:
 * 100-continue` is answered by the emulator's own server already.
 */
const hopByHop = new Set([
  "connection",
  "expect",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** Headers that carry the caller's credentials: the branch's token never goes upstream. */
const callerCredentials = new Set(["authorization", "cookie", "x-api-key", "api-key"]);

/** The hop-by-hop headers plus those the `Connection` header names. */
function connectionHeaders(headers: IncomingHttpHeaders): Set<string> {
  const named = (headers.connection ?? "").split(",").map((name) => name.trim().toLowerCase());
  return new Set([...hopByHop, ...named.filter(Boolean)]);
}

const carries = (value: string | string[], token: string) =>
  (Array.isArray(value) ? value : [value]).some((each) => each.includes(token));

/**
 * What goes upstream: the client's headers but its credentials, the hop-by-hop ones and `Host`,
 * and any other header that carries the token wherever a client put it; then the upstream's own
 * key, when it has one.
 */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  token: string,
  upstreamKey: string | undefined,
): OutgoingHttpHeaders {
  const dropped = connectionHeaders(incoming);
  const outgoing: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || name === "host" || dropped.has(name)) continue;
    if (callerCredentials.has(name) || carries(value, token)) continue;
    outgoing[name] = value;
  }
  if (upstreamKey) outgoing.authorization = `Bearer ${upstreamKey}`;
  return outgoing;
}

/** What comes back to the client: the upstream's headers but the hop-by-hop ones. */
export function clientResponseHeaders(answer: IncomingHttpHeaders): OutgoingHttpHeaders {
  const dropped = connectionHeaders(answer);
  return Object.fromEntries(
    Object.entries(answer).filter(([name, value]) => value !== undefined && !dropped.has(name)),
  );
}
