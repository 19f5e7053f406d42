import { expect } from "vitest";
import { bundleFunction } from "../../../support/function-bundle.ts";
import { waitUntil } from "../../../support/wait.ts";
import type { Loose, TestEmulator } from "../../support/helpers.ts";

/**
 * A function as `neon config init --services functions` writes one, grown for the tests:
 * echo (method, path, query, a header, the body), a streamed answer released by a second
 * request, a throw, a hang, its environment, SQL through DATABASE_URL (Neon's SQL over HTTP on
 * the proxy, with Node's fetch), lines printed for the logs, and the calls its triggers made.
 */
export const testFunctionSource = `
let release;
const ticks = [];
const released = new Promise((resolve) => { release = resolve; });

async function sql(query) {
  const url = new URL(process.env.DATABASE_URL);
  const answer = await fetch(\`http://\${url.host}/sql\`, {
    method: "POST",
    headers: { "neon-connection-string": process.env.DATABASE_URL, "content-type": "application/json" },
    body: JSON.stringify({ query, params: [] }),
  });
  return { status: answer.status, body: await answer.json() };
}

export default async function hello(request: Request): Promise<Response> {
  const url = new URL(request.url);
  switch (url.pathname) {
    case "/echo/path":
      return Response.json({
        method: request.method,
        path: url.pathname,
        query: url.search,
        header: request.headers.get("x-test-header"),
        body: await request.text(),
      }, { headers: { "x-from-function": "yes" } });
    case "/stream":
      return new Response(new ReadableStream({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode("first\\n"));
          await released;
          controller.enqueue(new TextEncoder().encode("second\\n"));
          controller.close();
        },
      }));
    case "/tick":
      ticks.push(await request.json());
      return new Response("ticked");
    case "/ticks":
      return Response.json(ticks);
    case "/release":
      release();
      return new Response("released");
    case "/throw":
      throw new Error("the function threw on purpose");
    case "/hang":
      return new Promise(() => {});
    case "/env":
      return Response.json({
        secret: process.env.SECRET_TOKEN ?? null,
        branch: process.env.NEON_BRANCH ?? null,
        hasDatabaseUrl: Boolean(process.env.DATABASE_URL),
        selfUrl: process.env.NEON_FUNCTION_HELLO_BASE_URL ?? null,
        aiGatewayUrl: process.env.NEON_AI_GATEWAY_BASE_URL ?? null,
        variables: Object.keys(process.env).sort(),
      });
    case "/sql":
      return Response.json(await sql(await request.text()));
    case "/print":
      console.log("printed by the function: " + url.searchParams.get("mark"));
      console.error("an error line: " + url.searchParams.get("mark"));
      return new Response("printed");
    default:
      return new Response("Hello from Neon Functions!");
  }
}
`;

/** The zip @neon/config-runtime's bundler makes of `source`. */
export const bundle = (slug: string, source = testFunctionSource) => bundleFunction(slug, source);

export const functionsPath = (env: TestEmulator, branchId: string) =>
  `/projects/${env.projectId}/branches/${branchId}/functions`;

/** createProjectBranchFunctionDeployment as @neon/config's adapter sends it (buildFunctionDeployForm). */
export async function deploy(
  env: TestEmulator,
  branchId: string,
  slug: string,
  parts: { zip?: Uint8Array; environment?: Record<string, string>; runtime?: string },
): Promise<{ status: number; body: Loose }> {
  const form = new FormData();
  if (parts.zip) form.set("zip", new Blob([parts.zip], { type: "application/zip" }), "bundle.zip");
  form.set("runtime", parts.runtime ?? "nodejs24");
  if (parts.environment) form.set("environment", JSON.stringify(parts.environment));
  const answer = await fetch(
    `${env.emulator.baseUrl}${functionsPath(env, branchId)}/${slug}/deployments`,
    { method: "POST", headers: { authorization: `Bearer ${env.keys.personal}` }, body: form },
  );
  return { status: answer.status, body: await answer.json() };
}

export async function getFunction(env: TestEmulator, branchId: string, slug: string) {
  const { status, body } = await env.api("GET", `${functionsPath(env, branchId)}/${slug}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.function;
}

/** Waits until the function's current deployment is `id` and has finished building. */
export async function settledDeployment(
  env: TestEmulator,
  branchId: string,
  slug: string,
  id: number,
): Promise<Loose> {
  let fn: Loose;
  await waitUntil(`deployment ${id} of ${slug} finished`, async () => {
    fn = await getFunction(env, branchId, slug);
    return (
      fn.current_deployment?.id === id &&
      ["completed", "failed"].includes(fn.current_deployment.status)
    );
  });
  return fn;
}

/** Deploys and waits for `completed`; the function as getProjectBranchFunction answers. */
export async function deployed(
  env: TestEmulator,
  branchId: string,
  slug: string,
  parts: { zip: Uint8Array; environment?: Record<string, string> },
): Promise<Loose> {
  const { status, body } = await deploy(env, branchId, slug, parts);
  expect(status, JSON.stringify(body)).toBe(201);
  const fn = await settledDeployment(env, branchId, slug, body.deployment.id);
  expect(fn.current_deployment.status, JSON.stringify(fn)).toBe("completed");
  return fn;
}

/** The function processes the admin state shows. */
export async function processes(
  env: TestEmulator,
): Promise<{ branch_id: string; slug: string; pid: number; in_flight: number }[]> {
  return (await env.state()).services.functions.processes;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
