import { createHash } from "node:crypto";

/**
 * An endpoint's own loopback address, its `host` in the API: `127.a.b.c`, derived from its id
 * (the same id gives the same address, across restarts and machines). Tools that connect by
 * host name (`neon psql`, `neon inspect db`, `psql -h <host>`) need a host that resolves with no
 * hosts file or DNS record, and a port of 5432 (they name none): an IP address needs no
 * resolving, and on Linux every address of 127.0.0.0/8 is local and bindable without root. The
 * proxy listens on it (proxy/endpoint-listeners.ts) and knows the endpoint by the address a
 * client came to, since libpq sends no SNI for an IP address. `a` is never 0, so no endpoint
 * takes 127.0.0.1 (the API's and the proxy's address) or its neighbours.
 */
export function endpointAddress(endpointId: string): string {
  const [first = 0, second = 0, third = 0] = createHash("sha256").update(endpointId).digest();
  return `127.${1 + (first % 254)}.${second}.${1 + (third % 254)}`;
}

const addressShape = /^127\.([1-9]\d{0,2})\.(\d{1,3})\.(\d{1,3})$/;

/** Whether a host is an endpoint's own address (as endpointAddress makes them). */
export function isEndpointAddress(host: string): boolean {
  const octets = addressShape.exec(host);
  return octets?.slice(1).every((octet) => Number(octet) <= 255) ?? false;
}
