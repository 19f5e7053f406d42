// One function's process (started by function-process.ts with the deployment's entry, the
// emulator's pid and where the emulator's host names lead as its arguments), the leader of its own process group: loads the bundle,
// resolves its handler as Neon's `neon dev` does (a default export with a `fetch` method, or a
// default function taking a Request), and serves it over HTTP on a loopback port it tells its
// parent through the IPC channel. It never outlives the emulator, even one killed with SIGKILL:
// its group is killed when that channel closes, or, should the function's thread be stuck,
// when the watchdog thread sees the emulator gone.
import { createServer } from "node:http";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { routeEmulatorHosts } from "./emulator-hosts.mjs";

const killGroup = () => process.kill(-process.pid, "SIGKILL");
process.on("disconnect", killGroup);
new Worker(new URL("./parent-watchdog.mjs", import.meta.url), {
  workerData: Number(process.argv[3]),
  env: {},
}).unref();

function resolveHandler(mod) {
  const exported = mod.default;
  if (exported && typeof exported === "object" && typeof exported.fetch === "function") {
    return (request) => exported.fetch(request);
  }
  if (typeof exported === "function") return exported;
  throw new Error(
    "No request handler found in the bundle. Export one of:\n  export default { fetch(req) { /* ... */ } }\n  export default function (req) { /* ... */ }",
  );
}

function toRequest(incoming) {
  const url = `http://${incoming.headers.host ?? "localhost"}${incoming.url ?? "/"}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
  return new Request(url, {
    method: incoming.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(incoming), duplex: "half" } : {}),
  });
}

async function writeResponse(response, outgoing) {
  const headers = {};
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") headers[name] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  outgoing.writeHead(response.status, response.statusText, headers);
  if (!response.body) {
    outgoing.end();
    return;
  }
  for await (const chunk of response.body) {
    if (!outgoing.write(chunk)) await new Promise((resolve) => outgoing.once("drain", resolve));
  }
  outgoing.end();
}

async function serve(handler, incoming, outgoing) {
  let response;
  try {
    response = await handler(toRequest(incoming));
    if (!(response instanceof Response)) {
      throw new TypeError(`the handler returned ${typeof response}, not a Response`);
    }
  } catch (error) {
    process.stderr.write(`Request handler threw an error:\n${error?.stack ?? String(error)}\n`);
    response = new Response("Internal Server Error", {
      status: 500,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  try {
    await writeResponse(response, outgoing);
  } catch (error) {
    process.stderr.write(`Response stream failed:\n${error?.stack ?? String(error)}\n`);
    outgoing.destroy();
  }
}

// Before the bundle loads: its clients reach the emulator's host names (emulator-hosts.mjs).
if (process.argv[4]) routeEmulatorHosts(JSON.parse(process.argv[4]));

try {
  const mod = await import(pathToFileURL(process.argv[2]).href);
  const handler = resolveHandler(mod);
  const server = createServer((incoming, outgoing) => void serve(handler, incoming, outgoing));
  server.listen(0, "127.0.0.1", () => process.send({ ready: server.address().port }));
} catch (error) {
  process.stderr.write(`${error?.stack ?? String(error)}\n`);
  process.send({ failed: error?.message ?? String(error) }, () => process.exit(1));
}
