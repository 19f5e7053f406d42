// The network a function sees, as on Neon, from its own process (function-host.mjs calls it
// before the bundle loads): the emulator's host names (`*.<domain>`, the endpoint hosts of the
// function's DATABASE_URL and what Neon's serverless driver derives from them: `api.<domain>`
// for SQL over HTTP, `wss://<endpoint host>/v2`) reach the proxy, whatever the port asked (443,
// 5432, 80), since no resolver knows them; and the proxy's certificate authority is trusted
// beside the default ones (it is name-constrained to the emulator's names). A client in the
// function (Node's fetch and WebSocket, `ws`, `pg`) then connects by name unchanged: TLS checks
// the name it asked for against the proxy's certificate, which names `*.<domain>`.
import { readFileSync } from "node:fs";
import net from "node:net";
import tls from "node:tls";

/**
 * @param {{ host: string, port: number, domain: string, caPath?: string }} route where the
 *   proxy listens, the emulator's domain, and the file of the proxy's certificate authority
 */
export function routeEmulatorHosts(route) {
  const suffix = `.${route.domain.toLowerCase()}`;
  const routed = (host) =>
    typeof host === "string" &&
    (host.toLowerCase() === route.domain || host.toLowerCase().endsWith(suffix));

  // Every TCP connection, TLS's included, goes through Socket#connect (net.connect, tls.connect,
  // undici's connector behind fetch and WebSocket, pg's new Socket().connect).
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function connectRouted(...args) {
    const [options, callback] = connectArguments(args);
    if (!routed(options?.host)) return connect.apply(this, args);
    const rerouted = { ...options, host: route.host, port: route.port };
    delete rerouted.lookup;
    return callback ? connect.call(this, rerouted, callback) : connect.call(this, rerouted);
  };

  if (route.caPath) {
    const ca = readFileSync(route.caPath, "utf8");
    tls.setDefaultCACertificates([...tls.getCACertificates("default"), ca]);
  }
}

/**
 * Socket#connect's arguments as options and callback: `(options[, cb])`, `(port[, host][, cb])`,
 * `(path[, cb])`, or the `[options, cb]` net.connect has already made of them.
 */
function connectArguments(args) {
  if (args.length === 1 && Array.isArray(args[0])) return args[0];
  const [first, second, third] = args;
  if (first !== null && typeof first === "object") return [first, second];
  if (typeof first === "string" && Number.isNaN(Number(first))) return [{ path: first }, second];
  return typeof second === "string"
    ? [{ port: first, host: second }, third]
    : [{ port: first }, second];
}
