import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { keepAliveOptions } from "../../../emulator/src/front-doors/keep-alive.ts";
import { ADMIN_PREFIX, routeAdmin } from "./admin.ts";
import { FaultList } from "./faults.ts";
import { answerGraphql } from "./graphql.ts";
import { HookList } from "./hooks.ts";
import { BadJsonError, defaultErrorBody, errorBody, readBody, sendJson } from "./http.ts";
import { type ApiReply, routeRest } from "./rest.ts";
import { GitHubStore } from "./store.ts";
import type { CommentSeed, IssueComment, RequestLogEntry } from "./types.ts";
import { makeUser } from "./users.ts";

export interface ServerOptions {
  token: string;
  botLogin: string;
}

export interface RunningServer {
  url: string;
  store: GitHubStore;
  faults: FaultList;
  hooks: HookList;
  log: RequestLogEntry[];
  seedComment(seed: CommentSeed): IssueComment;
  reset(): void;
  close(): Promise<void>;
}

export async function listen(options: ServerOptions): Promise<RunningServer> {
  const server = createServer(keepAliveOptions);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const store = new GitHubStore(url);
  const faults = new FaultList();
  const hooks = new HookList();
  const log: RequestLogEntry[] = [];
  const viewer = makeUser(url, options.botLogin);

  const seedComment = (seed: CommentSeed): IssueComment => {
    const login = seed.login ?? "octocat";
    return store.addComment({
      owner: seed.owner,
      repo: seed.repo,
      issue: seed.issue,
      body: seed.body,
      user: makeUser(url, login, seed.type),
      authorAssociation: seed.authorAssociation ?? (seed.type === "Bot" ? "NONE" : "MEMBER"),
    });
  };
  const reset = () => {
    store.reset();
    faults.clear();
    hooks.clear();
    log.length = 0;
  };
  const admin = { store, faults, log, seedComment, reset };

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, errorBody(500, String(error)));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const requestUrl = new URL(request.url ?? "/", url);
    const pathWithQuery = `${requestUrl.pathname}${requestUrl.search}`;

    let body: unknown;
    try {
      body = await readBody(request);
    } catch (error) {
      if (!(error instanceof BadJsonError)) throw error;
      const answer = errorBody(400, error.message);
      log.push({
        method,
        path: pathWithQuery,
        status: 400,
        body: undefined,
        response: answer,
        faulted: false,
      });
      sendJson(response, 400, answer);
      return;
    }

    if (requestUrl.pathname.startsWith(ADMIN_PREFIX)) {
      let reply: ApiReply;
      try {
        reply = routeAdmin(method, requestUrl, body, admin);
      } catch (error) {
        reply = { status: 400, body: { message: (error as Error).message } };
      }
      sendJson(response, reply.status, reply.body, reply.headers);
      return;
    }

    for (const hook of hooks.take("before", method, pathWithQuery)) await hook.run();
    const fault = faults.take(method, pathWithQuery);
    const reply: ApiReply = fault
      ? {
          status: fault.status,
          body: fault.body ?? defaultErrorBody(fault.status),
          headers: fault.headers,
        }
      : answer(request, method, requestUrl, body);
    // A copy: the store goes on changing the comments it answered with.
    const answered = structuredClone(reply.body);
    log.push({
      method,
      path: pathWithQuery,
      status: reply.status,
      body,
      response: answered,
      faulted: Boolean(fault),
    });
    for (const hook of hooks.take("after", method, pathWithQuery)) await hook.run();
    sendJson(response, reply.status, answered, reply.headers);
  }

  function answer(
    request: IncomingMessage,
    method: string,
    requestUrl: URL,
    body: unknown,
  ): ApiReply {
    const isGraphql = requestUrl.pathname === "/graphql";
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) {
      return {
        status: 401,
        body: isGraphql
          ? {
              message: "This endpoint requires you to be authenticated.",
              documentation_url:
                "https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql",
            }
          : errorBody(401, "Requires authentication"),
      };
    }
    if (token !== options.token) {
      return { status: 401, body: errorBody(401, "Bad credentials") };
    }
    if (isGraphql) {
      return method === "POST"
        ? answerGraphql(body, viewer)
        : { status: 404, body: errorBody(404, "Not Found") };
    }
    return routeRest({ method, url: requestUrl, body, store, viewer, token });
  }

  return {
    url,
    store,
    faults,
    hooks,
    log,
    seedComment,
    reset,
    close: () => closeServer(server),
  };
}

/** The token of `Authorization: token X` or `Bearer X` (scheme case-insensitive, as GitHub accepts). */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Clients such as undici keep connections alive; close them so stop() does not hang.
    server.closeAllConnections();
  });
}
