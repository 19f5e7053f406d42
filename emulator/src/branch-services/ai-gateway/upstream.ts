/**
 * The OpenAI-compatible server the gateway forwards to, given on the emulator's command line
 * (`--ai-gateway-upstream URL`, its key in AI_GATEWAY_UPSTREAM_KEY) or to startEmulator.
 */
export interface AiGatewayUpstreamOptions {
  /**
   * Its base URL as an OpenAI client takes it, `/v1` included when the server has one:
   * `http://127.0.0.1:11434/v1` (Ollama), `https://api.openai.com/v1`.
   */
  url: string;
  /** Its own API key, sent upstream as `Authorization: Bearer`; none by default. */
  apiKey?: string;
}

export interface Upstream {
  /** http(s), without user info, query or fragment. */
  base: URL;
  /** The base URL's path without its trailing slash: "" for a server's root. */
  basePath: string;
  apiKey: string | undefined;
}

export function parseUpstream(options: AiGatewayUpstreamOptions): Upstream {
  const refuse = (why: string) =>
    new Error(`the AI gateway's upstream ${JSON.stringify(options.url)} ${why}`);
  let base: URL;
  try {
    base = new URL(options.url);
  } catch {
    throw refuse("is not a URL");
  }
  if (base.protocol !== "http:" && base.protocol !== "https:") throw refuse("is not http(s)");
  if (base.username || base.password) {
    throw refuse("carries a user or password: give its key in AI_GATEWAY_UPSTREAM_KEY");
  }
  if (base.search || base.hash) throw refuse("has a query or a fragment: give its base URL");
  const basePath = base.pathname.replace(/\/+$/, "");
  return { base, basePath, apiKey: options.apiKey || undefined };
}

/** The base URL as messages show it. */
export const shownUpstream = (upstream: Upstream) => `${upstream.base.origin}${upstream.basePath}`;

/**
 * The upstream URL of a request: the path after the dialect's `/v1` appended to the base URL's
 * path, with the request's query (`…/ai-gateway/openai/v1/chat/completions?x=1` →
 * `<base>/chat/completions?x=1`). A query parameter carrying the branch's token is left out.
 */
export function upstreamUrl(upstream: Upstream, path: string, search: string, token: string): URL {
  const url = new URL(upstream.base);
  url.pathname = `${upstream.basePath}${path}`;
  const query = new URLSearchParams(search);
  const leaked = [...query].filter(([, value]) => value.includes(token));
  for (const [name] of leaked) query.delete(name);
  url.search = leaked.length > 0 ? query.toString() : search;
  return url;
}
