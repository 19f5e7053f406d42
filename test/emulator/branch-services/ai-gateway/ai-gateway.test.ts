import { request } from "node:http";
import { createNeonClient } from "@neon/sdk";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtInSeed } from "../../../../emulator/src/index.ts";
import {
  awaitOperations,
  type Loose,
  type TestEmulator,
  useEmulator,
} from "../../support/helpers.ts";
import { startOpenAiUpstream } from "./openai-upstream.ts";

// The AI gateway per branch: getProjectBranchAiGateway's base URL, on the proxy's port, checks a
// branch credential with ai_gateway:invoke and forwards OpenAI's API to an upstream given at
// start (here a loopback OpenAI-compatible server), never with the branch's token; without an
// upstream it answers 503. The `openai` package is not installed: requests are plain fetch.

const upstream = await startOpenAiUpstream();
const upstreamKey = "sk-upstream-loopback-key";
afterAll(() => upstream.close());

const seed = { ...builtInSeed(), limits: { enabled: false } };
const env = useEmulator({
  seed,
  opMs: 50,
  postgres: true,
  aiGatewayUpstream: { url: upstream.url, apiKey: upstreamKey },
});

/** Every api token minted here: none may reach the upstream or the request log. */
const minted = new Set<string>();

const project = () => `/projects/${env.projectId}`;
let main = "";

beforeAll(async () => {
  const { body } = await env.api("GET", `${project()}/branches`);
  main = body.branches.find((branch: Loose) => branch.default).id;
});

async function credential(
  branchId: string,
  scopes: string[] = ["ai_gateway:invoke"],
  on: TestEmulator = env,
): Promise<{ token_id: string; api_token: string }> {
  const { status, body } = await on.api(
    "POST",
    `/projects/${on.projectId}/branches/${branchId}/credentials`,
    { body: { scopes, principal_type: "user", name: "gateway test" } },
  );
  expect(status, JSON.stringify(body)).toBe(201);
  minted.add(body.api_token);
  return body;
}

async function newBranch(parentId: string): Promise<string> {
  const { status, body } = await env.api("POST", `${project()}/branches`, {
    body: { branch: { parent_id: parentId } },
  });
  expect(body.branch.parent_id).toBe(parentId);
  expect(status, JSON.stringify(body)).toBe(201);
  await awaitOperations(env, env.projectId, body.operations);
  return body.branch.id;
}

async function baseUrl(branchId: string, on: TestEmulator = env): Promise<string> {
  const { data, error } = await createNeonClient({
    apiKey: on.keys.personal,
    baseUrl: on.emulator.baseUrl,
    retries: 0,
  }).aiGateway.get({ projectId: on.projectId, branchId });
  expect(error).toBeUndefined();
  return data?.base_url ?? "";
}

/** The OpenAI root a client is given: the base URL and Neon's dialect path. */
const openAiRoot = async (branchId: string, on: TestEmulator = env) =>
  `${await baseUrl(branchId, on)}/ai-gateway/openai/v1`;

async function chat(root: string, token: string | undefined, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  if (token !== undefined) headers.set("authorization", `Bearer ${token}`);
  return fetch(`${root}/chat/completions`, {
    method: "POST",
    body: JSON.stringify({ model: "loopback-model", messages: [{ role: "user", content: "hi" }] }),
    ...init,
    headers,
  });
}

async function expectRefused(
  answer: Response,
  status: number,
  code: string,
  message: RegExp | string,
) {
  expect(answer.status).toBe(status);
  const body = (await answer.json()) as Loose;
  const saying =
    typeof message === "string" ? expect.stringContaining(message) : expect.stringMatching(message);
  expect(body).toEqual({ error: { message: saying, type: expect.any(String), param: null, code } });
}

/** One request over real HTTP with `Host` set as a rebound page's browser sets it. */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end("{}");
  });
}

describe("GET …/branches/{b}/ai_gateway", () => {
  test("every branch has it: Neon's BranchAiGateway, its base URL on the proxy's port", async () => {
    const proxy = env.emulator.proxy;
    expect(await baseUrl(main)).toBe(`http://${proxy?.host}:${proxy?.port}/ai/${main}`);
    const child = await newBranch(main);
    expect(await baseUrl(child)).toBe(`http://${proxy?.host}:${proxy?.port}/ai/${child}`);
  });

  test("an unknown branch: Neon's BranchAiGatewayNotEnabled, reason branch_not_found", async () => {
    const answer = await env.api("GET", `${project()}/branches/br-none-00000000/ai_gateway`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: "NOT_FOUND", reason: "branch_not_found" });
  });
});

describe("forwarding", () => {
  test("a chat completion reaches the upstream with its key, never the branch's token", async () => {
    const { api_token } = await credential(main);
    const before = upstream.received.length;
    const answer = await chat(await openAiRoot(main), api_token, {
      headers: {
        "OpenAI-Beta": "assistants=v2",
        "X-Api-Key": api_token,
        Cookie: "session=secret",
        "X-Custom": api_token,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-upstream")).toBe("loopback");
    expect(answer.headers.get("x-upstream-hop")).toBeNull();
    const body = (await answer.json()) as Loose;
    expect(body.choices[0].message.content).toBe(`echo {"role":"user","content":"hi"}`);

    const seen = upstream.received.slice(before);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${upstreamKey}`);
    expect(request?.headers["openai-beta"]).toBe("assistants=v2");
    expect(request?.headers["content-type"]).toBe("application/json");
    for (const dropped of ["x-api-key", "cookie", "x-custom"])
      expect(request?.headers[dropped], dropped).toBeUndefined();
    expect(JSON.parse(request?.body ?? "")).toEqual({
      model: "loopback-model",
      messages: [{ role: "user", content: "hi" }],
    });
  });

  test("any OpenAI path and the query go on; a query parameter holding the token does not", async () => {
    const { api_token } = await credential(main);
    const root = await openAiRoot(main);
    const auth = { authorization: `Bearer ${api_token}` };
    const models = await fetch(`${root}/models?limit=5&key=${api_token}`, { headers: auth });
    expect(models.status).toBe(200);
    expect(((await models.json()) as Loose).data[0].id).toBe("loopback-model");
    expect(upstream.received.at(-1)?.url).toBe("/v1/models?limit=5");

    const responses = await fetch(`${root}/responses`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ model: "loopback-model", input: "hi" }),
    });
    expect(((await responses.json()) as Loose).object).toBe("response");
    // Neon's unified chat completions dialect goes to the same upstream.
    const mlflow = `${await baseUrl(main)}/ai-gateway/mlflow/v1`;
    expect((await chat(mlflow, api_token)).status).toBe(200);
    expect(upstream.received.at(-1)?.url).toBe("/v1/chat/completions");
    // The upstream's own answers, errors too, come back as they are.
    const missing = await fetch(`${root}/files`, { headers: auth });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Loose).error.message).toBe("no /v1/files");
  });

  test("a streamed answer arrives chunk by chunk, before the upstream has finished", async () => {
    const { api_token } = await credential(main);
    const answer = await chat(await openAiRoot(main), api_token, {
      body: JSON.stringify({ model: "loopback-model", stream: true, messages: [] }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/event-stream");
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes('"Hel"')) {
      const { value, done } = await reader.read();
      expect(done, "the stream ended before its first chunk").toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    // The upstream holds the rest back until now: what arrived came before the end.
    expect(text).not.toContain("[DONE]");
    upstream.releaseStream();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain('"lo"');
    expect(text.trimEnd().endsWith("data: [DONE]")).toBe(true);
  });

  test("over https on the same port, with the proxy's certificate", async () => {
    const { api_token } = await credential(main);
    const root = (await openAiRoot(main)).replace(/^http:/, "https:");
    expect((await chat(root, api_token)).status).toBe(200);
  });

  test("a parent's credential works on its descendants, as on Neon", async () => {
    const { api_token } = await credential(main);
    const child = await newBranch(main);
    const grandchild = await newBranch(child);
    expect((await chat(await openAiRoot(grandchild), api_token)).status).toBe(200);
  });
});

describe("refusals", () => {
  test("without a token, or with one that is not a credential's: 401", async () => {
    const root = await openAiRoot(main);
    const before = upstream.received.length;
    await expectRefused(
      await chat(root, undefined),
      401,
      "invalid_credential",
      /^invalid or missing credential/,
    );
    await expectRefused(
      await chat(root, "sk-not-neon"),
      401,
      "invalid_credential",
      /^invalid or missing credential/,
    );
    const forged = `nt_live_${"0".repeat(12)}_${"ab".repeat(32)}`;
    await expectRefused(await chat(root, forged), 401, "invalid_credential", /not known/);
    expect(upstream.received.length).toBe(before);
  });

  test("a credential without ai_gateway:invoke: 403", async () => {
    const { api_token } = await credential(main, ["storage:read", "functions:invoke"]);
    await expectRefused(
      await chat(await openAiRoot(main), api_token),
      403,
      "missing_scope",
      /^credential not authorized for ai gateway: .*lacks the scope ai_gateway:invoke/,
    );
  });

  test("a credential of a child or of a sibling: 403 for this branch", async () => {
    const first = await newBranch(main);
    const second = await newBranch(main);
    const { api_token } = await credential(first);
    for (const branchId of [main, second]) {
      await expectRefused(
        await chat(await openAiRoot(branchId), api_token),
        403,
        "wrong_branch",
        /^credential not authorized for this branch/,
      );
    }
    expect((await chat(await openAiRoot(first), api_token)).status).toBe(200);
  });

  test("revoked: refused by the next request", async () => {
    const { token_id, api_token } = await credential(main);
    const root = await openAiRoot(main);
    expect((await chat(root, api_token)).status).toBe(200);
    const revoked = await env.api(
      "DELETE",
      `${project()}/branches/${main}/credentials/${token_id}`,
    );
    expect(revoked.status).toBe(204);
    await expectRefused(await chat(root, api_token), 401, "invalid_credential", /has been revoked/);
  });

  test("rotated: the old secret is refused at once, the new one works", async () => {
    const { token_id, api_token } = await credential(main);
    const rotated = await env.api(
      "POST",
      `${project()}/branches/${main}/credentials/${token_id}/rotate`,
    );
    expect(rotated.status).toBe(200);
    minted.add(rotated.body.api_token);
    const root = await openAiRoot(main);
    await expectRefused(await chat(root, api_token), 401, "invalid_credential", /secret/);
    expect((await chat(root, rotated.body.api_token)).status).toBe(200);
  });

  test("a branch that does not exist: 404; a dialect other than OpenAI's: 404", async () => {
    const { api_token } = await credential(main);
    const proxy = env.emulator.proxy;
    const unknown = `http://${proxy?.host}:${proxy?.port}/ai/br-none-00000000/ai-gateway/openai/v1`;
    await expectRefused(await chat(unknown, api_token), 404, "branch_not_found", /br-none/);
    const anthropic = `${await baseUrl(main)}/ai-gateway/anthropic/v1/messages`;
    const answer = await fetch(anthropic, {
      method: "POST",
      headers: { authorization: `Bearer ${api_token}` },
      body: "{}",
    });
    await expectRefused(answer, 404, "unknown_route", /OpenAI's API only/);
  });

  test("a Host that is not the emulator's: 421 before anything else", async () => {
    const root = await openAiRoot(main);
    expect(await statusWithHost(`${root}/chat/completions`, "attacker.example")).toBe(421);
    const proxyPort = env.emulator.proxy?.port;
    const endpointName = `ep-x.us-east-2.aws.neon.emulator.test:${proxyPort}`;
    // The emulator's own names reach the gateway, which wants a credential.
    expect(await statusWithHost(`${root}/chat/completions`, endpointName)).toBe(401);
  });
});

describe("without an upstream", () => {
  const bare = useEmulator({ seed, opMs: 50, postgres: true });

  test("the gateway still checks credentials, then answers 503 naming the flag", async () => {
    const branches = await bare.api("GET", `/projects/${bare.projectId}/branches`);
    const branchId = branches.body.branches.find((branch: Loose) => branch.default).id;
    const root = await openAiRoot(branchId, bare);
    await expectRefused(await chat(root, undefined), 401, "invalid_credential", /credential/);
    const { api_token } = await credential(branchId, ["ai_gateway:invoke"], bare);
    await expectRefused(
      await chat(root, api_token),
      503,
      "ai_gateway_unavailable",
      /^AI Gateway is not available: .*--ai-gateway-upstream/,
    );
  });
});

describe("what is kept", () => {
  test("the request log holds no token; the upstream saw none", async () => {
    expect(minted.size).toBeGreaterThan(5);
    const log = await env.admin("GET", "/requests");
    expect(log.body.requests.length).toBeGreaterThan(0);
    const everything = JSON.stringify([log.body, upstream.received]);
    for (const token of minted) {
      expect(everything).not.toContain(token);
      expect(everything).not.toContain(token.slice(token.lastIndexOf("_") + 1));
    }
  });

  test("an upstream that drops the connection, or is gone: 502 naming it", async () => {
    const { api_token } = await credential(main);
    const root = await openAiRoot(main);
    const reset = await fetch(`${root}/reset`, {
      headers: { authorization: `Bearer ${api_token}` },
    });
    await expectRefused(
      reset,
      502,
      "upstream_unreachable",
      `upstream ${upstream.url} did not answer`,
    );
    await upstream.close();
    await expectRefused(
      await chat(root, api_token),
      502,
      "upstream_unreachable",
      /did not answer: ECONN(REFUSED|RESET)/,
    );
  });
});
