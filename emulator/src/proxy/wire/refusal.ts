import { ConnectionRefusal } from "../../front-doors/compute-gateway.ts";
import { buildErrorResponse } from "./protocol.ts";

/**
 * Why the proxy does not connect a client, whatever door it came through: an unknown endpoint,
 * a wrong password, a branch being anonymized, a compute that cannot be reached… A Postgres
 * client (TCP or WebSocket) gets it as a FATAL ErrorResponse before the connection closes; SQL
 * over HTTP answers it as Neon's JSON error (400). The control plane's refusals
 * (ConnectionRefusal) become one of these.
 */
export class ProxyRefusal extends ConnectionRefusal {
  /** The ErrorResponse as the compute sent it, when the compute refused the login. */
  readonly #response: Buffer | undefined;

  constructor(message: string, code = "XX000", response?: Buffer) {
    super(message, code);
    this.name = "ProxyRefusal";
    this.#response = response;
  }

  /** What a Postgres client gets before the proxy closes its connection. */
  errorResponse(): Buffer {
    return (
      this.#response ??
      buildErrorResponse({ severity: "FATAL", code: this.code, message: this.message })
    );
  }
}

/** A callback's error (resolve, credentials) as the client's refusal. */
export function refusalOf(error: unknown): ProxyRefusal {
  if (error instanceof ProxyRefusal) return error;
  if (error instanceof ConnectionRefusal) return new ProxyRefusal(error.message, error.code);
  return new ProxyRefusal(error instanceof Error ? error.message : String(error));
}

export const missingEndpointMessage =
  "Endpoint ID is not specified. Either please upgrade the postgres client library (libpq) for SNI support or pass the endpoint ID (first part of the domain name) as a parameter: '?options=endpoint%3D<endpoint-id>'.";

/** Neither the connection's options nor its server name (SNI, a WebSocket's host) name an endpoint. */
export const missingEndpoint = (): ProxyRefusal =>
  new ProxyRefusal(missingEndpointMessage, "08001");
