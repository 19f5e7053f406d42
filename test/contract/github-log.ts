// Checks a loopback GitHub's request log against GitHub's descriptions: every REST request and
// answer against the REST description (github-openapi.ts), every GraphQL request against the
// GraphQL schema (github-graphql.ts), where the action's one query is `viewer { login }`.
import type { RequestLogEntry } from "../support/github/index.ts";
import { validateGraphqlAnswer, validateGraphqlRequest } from "./github-graphql.ts";
import { validateRequest, validateResponse } from "./github-openapi.ts";

export interface LogCheck {
  /** `<operation id> <status>` of each REST request, and `graphql viewer`. */
  operations: Set<string>;
  /** One line per kind of problem (not one per item of a page). */
  problems: string[];
  /** Requests a fault rule answered: not GitHub's answers. */
  faulted: RequestLogEntry[];
}

export function checkGitHubLog(requests: RequestLogEntry[]): LogCheck {
  const operations = new Set<string>();
  const problems = new Set<string>();
  const report = (request: RequestLogEntry, what: string, errors: string[]) => {
    for (const error of errors)
      problems.add(
        `${what} ${request.method} ${request.path}: ${error.replace(/^\/\d+\//, "/*/")}`,
      );
  };
  for (const request of requests) {
    if (request.path === "/graphql") {
      const sent = graphqlRequestErrors(request);
      report(request, "request", sent);
      if (sent.length === 0) report(request, "answer", graphqlAnswerErrors(request));
      operations.add("graphql viewer");
      continue;
    }
    const sent = validateRequest(request);
    report(request, "request", sent.errors);
    report(request, "answer", validateResponse({ ...request, body: request.response }).errors);
    operations.add(`${sent.operation} ${request.status}`);
  }
  return {
    operations,
    problems: [...problems],
    faulted: requests.filter((request) => request.faulted),
  };
}

/** The one query the action makes: its comments are those of the token's own identity. */
const VIEWER_QUERY = /^\s*query\s*\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/;

function graphqlRequestErrors(request: RequestLogEntry): string[] {
  if (request.method !== "POST") return [`GraphQL takes POST, not ${request.method}`];
  const errors = validateGraphqlRequest(request.body);
  if (errors.length > 0) return errors;
  const { query } = request.body as { query: string };
  return VIEWER_QUERY.test(query) ? [] : [`not the viewer query: ${query}`];
}

/** GitHub answers a query with 200, its errors too. */
function graphqlAnswerErrors(request: RequestLogEntry): string[] {
  const { query } = request.body as { query: string };
  const status = request.status === 200 ? [] : [`status ${request.status}, not 200`];
  return [...status, ...validateGraphqlAnswer(query, request.response)];
}
