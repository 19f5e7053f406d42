import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback OpenAI-compatible server for the AI gateway's tests: it records every request it
 * gets and answers chat completions (a JSON answer, or for `stream: true` Server-Sent Events
 * whose last chunks wait until the test releases them), `GET /v1/models` and `POST
 * /v1/responses`; `/v1/reset` drops the connection without an answer.
 */

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface OpenAiUpstream {
  /** Its base URL as an OpenAI client takes it: `http://127.0.0.1:<port>/v1`. */
  url: string;
  received: ReceivedRequest[];
  /** Lets the stream under way send the chunks it holds back. */
  releaseStream(): void;
  close(): Promise<void>;
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "X-Upstream": "loopback",
    Connection: "keep-alive, X-Upstream-Hop",
    "X-Upstream-Hop": "only for this connection",
  });
  response.end(text);
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-loopback",
    object: "chat.completion.chunk",
    created: 1,
    model: "loopback-model",
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

export async function startOpenAiUpstream(): Promise<OpenAiUpstream> {
  const received: ReceivedRequest[] = [];
  let gate = deferred();

  async function streamChat(response: ServerResponse) {
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    response.write(chunk("Hel"));
    await gate.promise;
    response.write(chunk("lo"));
    response.end("data: [DONE]\n\n");
  }

  function chat(response: ServerResponse, input: { model?: string; messages?: unknown[] }) {
    const last = JSON.stringify(input.messages?.at(-1) ?? null);
    sendJson(response, 200, {
      id: "chatcmpl-loopback",
      object: "chat.completion",
      created: 1,
      model: input.model ?? "loopback-model",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: `echo ${last}` },
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
      body,
    });
    const path = new URL(request.url ?? "/", "http://upstream.invalid").pathname;
    if (request.method === "POST" && path === "/v1/chat/completions") {
      const input = JSON.parse(body) as { stream?: boolean; model?: string; messages?: unknown[] };
      if (input.stream) await streamChat(response);
      else chat(response, input);
    } else if (request.method === "GET" && path === "/v1/models") {
      sendJson(response, 200, {
        object: "list",
        data: [{ id: "loopback-model", object: "model" }],
      });
    } else if (request.method === "POST" && path === "/v1/responses") {
      sendJson(response, 200, { id: "resp-loopback", object: "response", output_text: "hi" });
    } else if (path === "/v1/reset") {
      request.socket.destroy();
    } else {
      sendJson(response, 404, { error: { message: `no ${path}`, type: "invalid_request_error" } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    releaseStream() {
      gate.resolve();
      gate = deferred();
    },
    close: () =>
      new Promise<void>((resolve) => {
        gate.resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
