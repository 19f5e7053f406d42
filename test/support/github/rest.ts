import { deploymentRoutes } from "./deployment-routes.ts";
import { errorBody } from "./http.ts";
import { paginate } from "./pagination.ts";
import { simplePull } from "./pull-requests.ts";
import type { GitHubStore } from "./store.ts";
import type { GitHubUser, PullRequest } from "./types.ts";

export interface ApiReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiRequest {
  method: string;
  url: URL;
  body: unknown;
  params: string[];
  store: GitHubStore;
  /** The identity behind the token. */
  viewer: GitHubUser;
  token: string;
}

export interface Route {
  method: string;
  pattern: RegExp;
  handle(request: ApiRequest): ApiReply;
}

/** GitHub's limit on an issue comment body. */
const MAX_BODY_LENGTH = 65_536;

const REPO = "/repos/([^/]+)/([^/]+)";

const routes: Route[] = [
  {
    method: "GET",
    pattern: new RegExp(`^${REPO}/issues/(\\d+)/comments$`),
    handle: ({ params, store, url }) => {
      const [owner, repo, issue] = repoParams(params);
      const page = paginate(store.listComments(owner, repo, issue), url);
      const headers: Record<string, string> = page.link ? { link: page.link } : {};
      return { status: 200, body: page.items, headers };
    },
  },
  {
    method: "POST",
    pattern: new RegExp(`^${REPO}/issues/(\\d+)/comments$`),
    handle: ({ params, store, body, viewer }) => {
      const [owner, repo, issue] = repoParams(params);
      const invalid = validateCommentBody(body);
      if (invalid) return invalid;
      const comment = store.addComment({
        owner,
        repo,
        issue,
        body: (body as { body: string }).body,
        user: viewer,
        authorAssociation: "NONE",
      });
      return { status: 201, body: comment, headers: { location: comment.url } };
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^${REPO}/issues/comments/(\\d+)$`),
    handle: ({ params, store }) => {
      const [owner, repo, id] = repoParams(params);
      const comment = store.getComment(owner, repo, id);
      return comment
        ? { status: 200, body: comment }
        : notFound("issues/comments#get-an-issue-comment");
    },
  },
  {
    method: "PATCH",
    pattern: new RegExp(`^${REPO}/issues/comments/(\\d+)$`),
    handle: ({ params, store, body }) => {
      const [owner, repo, id] = repoParams(params);
      if (!store.getComment(owner, repo, id)) {
        return notFound("issues/comments#update-an-issue-comment");
      }
      const invalid = validateCommentBody(body);
      if (invalid) return invalid;
      return {
        status: 200,
        body: store.updateComment(owner, repo, id, (body as { body: string }).body),
      };
    },
  },
  {
    method: "DELETE",
    pattern: new RegExp(`^${REPO}/issues/comments/(\\d+)$`),
    handle: ({ params, store }) => {
      const [owner, repo, id] = repoParams(params);
      return store.deleteComment(owner, repo, id)
        ? { status: 204 }
        : notFound("issues/comments#delete-an-issue-comment");
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^${REPO}/pulls$`),
    handle: ({ params, store, url }) => {
      const [owner, repo] = repoParams(params);
      const listed = listPulls(store.listPullRequests(owner, repo), url.searchParams);
      if ("status" in listed) return listed;
      const page = paginate(listed.map(simplePull), url);
      const headers: Record<string, string> = page.link ? { link: page.link } : {};
      return { status: 200, body: page.items, headers };
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^${REPO}/pulls/(\\d+)$`),
    handle: ({ params, store }) => {
      const [owner, repo, number] = repoParams(params);
      const pr = store.getPullRequest(owner, repo, number);
      return pr ? { status: 200, body: pr } : notFound("pulls/pulls#get-a-pull-request");
    },
  },
  {
    method: "GET",
    // `{ref}` spans segments: `heads/x` as sent, or `heads%2Fx` as Octokit encodes it.
    pattern: new RegExp(`^${REPO}/git/matching-refs/(.+)$`),
    handle: ({ params, store }) => {
      const [owner = "", repo = "", ref = ""] = params.map(decodeURIComponent);
      return { status: 200, body: store.refs.matching(owner, repo, ref) };
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^${REPO}/actions/runs/(\\d+)$`),
    handle: ({ params, store }) => {
      const [owner, repo, id] = repoParams(params);
      const access = store.permissions.get("actions") ?? "write";
      if (access === "none")
        return {
          status: 403,
          body: errorBody(
            403,
            "Resource not accessible by integration",
            "https://docs.github.com/rest/actions/workflow-runs#get-a-workflow-run",
          ),
        };
      const run = store.runs.get(owner, repo, id);
      return run
        ? { status: 200, body: run }
        : notFound("actions/workflow-runs#get-a-workflow-run");
    },
  },
  {
    method: "GET",
    pattern: /^\/user$/,
    // Installation tokens (GITHUB_TOKEN is one) may not read /user; that is why actions ask GraphQL's viewer.
    handle: ({ token, viewer }) =>
      token.startsWith("ghs_")
        ? {
            status: 403,
            body: errorBody(
              403,
              "Resource not accessible by integration",
              "https://docs.github.com/rest/users/users#get-the-authenticated-user",
            ),
          }
        : { status: 200, body: viewer },
  },
  ...deploymentRoutes,
];

const PULL_STATES = ["open", "closed", "all"];
const PULL_SORTS = ["created", "updated", "popularity", "long-running"];

/**
 * `GET /repos/{owner}/{repo}/pulls`: `state` open (default), closed or all; `sort` created
 * (default) or updated (popularity and long-running are accepted and sorted as created here);
 * `direction` desc by default when sorting by creation, else asc. Values outside GitHub's enums
 * are a 422, as GitHub answers.
 */
function listPulls(pulls: PullRequest[], query: URLSearchParams): PullRequest[] | ApiReply {
  const state = query.get("state") ?? "open";
  const sort = query.get("sort") ?? "created";
  const direction = query.get("direction") ?? (sort === "created" ? "desc" : "asc");
  const invalid = !PULL_STATES.includes(state)
    ? ["state", state]
    : !PULL_SORTS.includes(sort)
      ? ["sort", sort]
      : !["asc", "desc"].includes(direction)
        ? ["direction", direction]
        : undefined;
  if (invalid)
    return {
      status: 422,
      body: {
        ...errorBody(
          422,
          "Validation Failed",
          "https://docs.github.com/rest/pulls/pulls#list-pull-requests",
        ),
        errors: [
          { resource: "PullRequest", field: invalid[0], code: "invalid", value: invalid[1] },
        ],
      },
    };
  const field = sort === "updated" ? "updated_at" : "created_at";
  const sign = direction === "asc" ? 1 : -1;
  return pulls
    .filter((pr) => state === "all" || pr.state === state)
    .sort((a, b) => sign * (a[field].localeCompare(b[field]) || a.number - b.number));
}

export function routeRest(request: Omit<ApiRequest, "params">): ApiReply {
  // Like GitHub, an unsupported method on a known path is a plain 404 too.
  for (const route of routes) {
    const match = route.method === request.method && route.pattern.exec(request.url.pathname);
    if (match) return route.handle({ ...request, params: match.slice(1) });
  }
  return notFound();
}

function repoParams(params: string[]): [string, string, number] {
  const [owner = "", repo = "", n = "0"] = params.map(decodeURIComponent);
  return [owner, repo, Number(n)];
}

function validateCommentBody(body: unknown): ApiReply | undefined {
  const text = (body as { body?: unknown } | undefined)?.body;
  if (typeof text !== "string") {
    return {
      status: 422,
      body: errorBody(422, `Invalid request.\n\n"body" wasn't supplied.`),
    };
  }
  if (text.length > MAX_BODY_LENGTH) {
    return {
      status: 422,
      body: {
        ...errorBody(422, "Validation Failed"),
        errors: [
          {
            resource: "IssueComment",
            code: "custom",
            field: "body",
            message: `body is too long (maximum is ${MAX_BODY_LENGTH} characters)`,
          },
        ],
      },
    };
  }
  return undefined;
}

function notFound(docsPath?: string): ApiReply {
  return {
    status: 404,
    body: errorBody(
      404,
      "Not Found",
      docsPath ? `https://docs.github.com/rest/${docsPath}` : "https://docs.github.com/rest",
    ),
  };
}
