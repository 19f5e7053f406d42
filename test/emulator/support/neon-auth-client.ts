import { createAuthClient } from "@neondatabase/auth";
import { BetterAuthVanillaAdapter } from "@neondatabase/auth/vanilla";

/**
 * Neon's own auth client (`@neondatabase/auth`, the Better Auth adapter its `createAuthClient`
 * uses by default) pointed at a `base_url`, with what a browser adds by itself: an `Origin` (a
 * local app, trusted while `allow_localhost` is on) and a cookie store for the session cookie.
 */
export function neonAuthClient(baseUrl: string, origin = "http://localhost:3000") {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const client = createAuthClient(baseUrl, {
    adapter: BetterAuthVanillaAdapter({
      fetchOptions: {
        headers: { origin },
        onRequest: (context: { headers: Headers }) => {
          if (cookies.size > 0) context.headers.set("cookie", cookieHeader());
        },
        onSuccess: (context: { response: Response }) => {
          for (const line of context.response.headers.getSetCookie()) {
            const [pair = ""] = line.split(";");
            const at = pair.indexOf("=");
            const name = pair.slice(0, at);
            const value = pair.slice(at + 1);
            if (/Max-Age=0/i.test(line) || value === "") cookies.delete(name);
            else cookies.set(name, value);
          }
        },
      },
    }),
  });
  return { client, cookieHeader, cookies };
}

/** What the client throws for an answer other than 2xx (its AuthApiError), or undefined. */
export async function authError(
  call: Promise<unknown>,
): Promise<{ status: number; code: string; message: string } | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    const { status, code, message } = error as { status: number; code: string; message: string };
    return { status, code, message };
  }
}
