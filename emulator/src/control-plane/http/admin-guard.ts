import type { IncomingMessage } from "node:http";
import { foreignHostMessage, isOwnHost } from "../../front-doors/own-host.ts";
import { ApiError, forbidden, misdirected } from "../errors.ts";

const loopbackAddresses = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function isJson(contentType: string): boolean {
  return contentType.split(";")[0]?.trim().toLowerCase() === "application/json";
}

function hasBody(req: IncomingMessage): boolean {
  return (
    req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0
  );
}

/**
 * The admin API has no authentication, so it answers this machine only, and no web page open
 * in a browser on it: a page can send a "simple" POST (text/plain, form data) to any origin
 * without a CORS preflight, and a DNS-rebound name makes a page same-origin with the emulator.
 * Hence: a loopback client, one of the emulator's own names in Host (as every front door), no
 * foreign Origin or cross-site fetch, and bodies in JSON only (which a page cannot send
 * cross-origin without a preflight that gets no CORS headers back). Throws the ApiError to
 * answer otherwise.
 */
export function checkAdminRequest(req: IncomingMessage): void {
  if (!loopbackAddresses.has(req.socket.remoteAddress ?? "")) {
    throw forbidden("the admin API answers loopback clients only");
  }
  const host = req.headers.host;
  if (!isOwnHost(host)) throw misdirected(foreignHostMessage("the admin API", host ?? ""));
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) {
    throw forbidden(
      `the admin API refuses cross-origin requests (Origin ${JSON.stringify(origin)})`,
    );
  }
  if (req.headers["sec-fetch-site"] === "cross-site") {
    throw forbidden("the admin API refuses cross-site requests (Sec-Fetch-Site: cross-site)");
  }
  const contentType = req.headers["content-type"];
  if ((contentType !== undefined || hasBody(req)) && !isJson(contentType ?? "")) {
    throw new ApiError(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      `the admin API takes JSON bodies only (Content-Type: application/json), not ${contentType === undefined ? "a body without Content-Type" : JSON.stringify(contentType)}`,
    );
  }
}
