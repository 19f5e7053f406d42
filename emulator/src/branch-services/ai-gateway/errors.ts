import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The gateway's refusals, in the OpenAI error shape its clients parse
 * (`{error: {message, type, param, code}}`). The statuses and messages of the credential checks
 * are those Neon's AI gateway documents (its troubleshooting page); the rest are the emulator's.
 */
export interface GatewayError {
  status: number;
  type: string;
  code: string;
  message: string;
}

export function sendGatewayError(
  request: IncomingMessage,
  response: ServerResponse,
  error: GatewayError,
): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  // A body the gateway will not forward is read and dropped, so that the client gets the answer.
  request.resume();
  const body = JSON.stringify({
    error: { message: error.message, type: error.type, param: null, code: error.code },
  });
  response.writeHead(error.status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
  });
  response.end(body);
}
