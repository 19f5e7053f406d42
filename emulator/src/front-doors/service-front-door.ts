import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * A branch service's door on the proxy's HTTP side (proxy/http/http-front.ts), http and https
 * alike, after the Host check: Neon Auth's `/neonauth/…`, the Data API's `/apirest/…`, the AI
 * gateway's `/ai/…`, Object Storage's `/s3/…`.
 */
export interface ServiceFrontDoor {
  /** Every path the door answers starts with it. */
  readonly pathPrefix: string;
  /**
   * The handler of a path under the prefix; undefined when it is not one of the door's paths
   * (the proxy then answers as it does any path it does not serve).
   */
  handlerFor(path: string): FrontDoorHandler | undefined;
}

export type FrontDoorHandler = (
  request: IncomingMessage,
  response: ServerResponse,
) => Promise<void>;

/** Where the proxy listens, as the services' URLs name it. */
export interface ProxyAddress {
  host: string;
  port: number;
}

/** The origin of the proxy's HTTP side, where the services' URLs live. */
export function proxyOrigin(proxy: ProxyAddress | undefined): string {
  return proxy ? `http://${proxy.host}:${proxy.port}` : "http://127.0.0.1";
}
