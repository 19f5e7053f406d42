// An app on Neon's SDK, one user per process as in a browser (the SDK keeps its session per
// module): `node notes-app.ts <auth-url> <data-api-url> <request-json>`. It signs up (or in, or
// stays anonymous), does what the request asks through the Data API, and prints what it saw.
import { BetterAuthVanillaAdapter, createClient } from "@neondatabase/neon-js";

interface AppRequest {
  user?: { email: string; password: string; signUp: boolean };
  insert?: Record<string, unknown>;
  updateBody?: { where: string; to: string };
  read: string[];
}

const [authUrl = "", dataApiUrl = "", requestJson = "{}"] = process.argv.slice(2);
const request = JSON.parse(requestJson) as AppRequest;
const cookies = new Map<string, string>();
// biome-ignore lint/suspicious/noExplicitAny: the SDK's overloads, untyped here
const client: any = createClient({
  auth: {
    url: authUrl,
    allowAnonymous: !request.user,
    adapter: BetterAuthVanillaAdapter({
      fetchOptions: {
        // What a browser adds by itself: its Origin (a local app) and the session cookie.
        headers: { origin: "http://localhost:3000" },
        onRequest: (context: { headers: Headers }) => {
          if (cookies.size === 0) return;
          const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
          context.headers.set("cookie", cookie);
        },
        onSuccess: (context: { response: Response }) => {
          for (const line of context.response.headers.getSetCookie()) {
            const [pair = ""] = line.split(";");
            const at = pair.indexOf("=");
            cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
        },
      },
    }),
  },
  dataApi: { url: dataApiUrl },
} as never);

const seen: Record<string, unknown> = {};
if (request.user) {
  const { email, password, signUp } = request.user;
  const { data, error } = signUp
    ? await client.auth.signUp.email({ email, password, name: email })
    : await client.auth.signIn.email({ email, password });
  if (error) throw new Error(`sign ${signUp ? "up" : "in"}: ${JSON.stringify(error)}`);
  seen.userId = data.user.id;
}
if (request.insert) {
  const { error } = await client.from("notes").insert(request.insert);
  seen.insertError = error?.code ?? null;
}
if (request.updateBody) {
  const { data, error } = await client
    .from("notes")
    .update({ body: request.updateBody.to })
    .eq("body", request.updateBody.where)
    .select("body");
  seen.updated = error ? { error: error.code } : data;
}
for (const table of request.read) {
  const { data, error } = await client.from(table).select("*").order("id");
  seen[table] = error ? { error: error.code } : data;
}
process.stdout.write(`${JSON.stringify(seen)}\n`);
