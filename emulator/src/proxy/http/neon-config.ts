/**
 * The `neonConfig` settings that point Neon's serverless driver at the proxy: SQL over HTTP at
 * `/sql` and WebSockets on the proxy's own port (the string forms of the driver's CONFIG.md: a
 * string `wsProxy` gets `?address=<host>:<port>` appended, which names the endpoint when the
 * connection string's host does).
 */
export interface NeonConfigSettings {
  fetchEndpoint: string;
  wsProxy: string;
  useSecureWebSocket: boolean;
}

export function neonConfigFor(
  proxy: { host: string; port: number },
  secure = false,
): NeonConfigSettings {
  const address = `${proxy.host.includes(":") ? `[${proxy.host}]` : proxy.host}:${proxy.port}`;
  return {
    fetchEndpoint: `${secure ? "https" : "http"}://${address}/sql`,
    wsProxy: `${address}/v2`,
    useSecureWebSocket: secure,
  };
}

/** The settings as the lines of code to paste. */
export function neonConfigLines(settings: NeonConfigSettings): string[] {
  return [
    `neonConfig.fetchEndpoint = ${JSON.stringify(settings.fetchEndpoint)};`,
    `neonConfig.wsProxy = ${JSON.stringify(settings.wsProxy)};`,
    `neonConfig.useSecureWebSocket = ${settings.useSecureWebSocket};`,
  ];
}
