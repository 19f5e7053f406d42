import type { ApiReply } from "./rest.ts";
import type { GitHubUser } from "./types.ts";

/**
 * Answers `query { viewer { login } }` (plus `databaseId`, `id`, `__typename`), the one query an
 * action needs to recognise its own comments. Anything else gets a GraphQL error, with status 200
 * as GitHub does.
 */
export function answerGraphql(body: unknown, viewer: GitHubUser): ApiReply {
  const query = (body as { query?: unknown } | undefined)?.query;
  if (typeof query !== "string") {
    return {
      status: 400,
      body: { message: "A query attribute must be specified and must be a string." },
    };
  }
  const selection = /\bviewer\s*\{([^{}]*)\}/.exec(query);
  if (!selection) {
    return graphqlError("This GitHub fake answers only `viewer` queries.");
  }
  const fields: Record<string, unknown> = {};
  for (const field of (selection[1] ?? "").split(/[\s,]+/).filter(Boolean)) {
    const value = viewerField(viewer, field);
    if (value === undefined) return graphqlError(`Field '${field}' doesn't exist on type 'User'`);
    fields[field] = value;
  }
  return { status: 200, body: { data: { viewer: fields } } };
}

function viewerField(viewer: GitHubUser, field: string): unknown {
  switch (field) {
    case "login":
      return viewer.login;
    case "databaseId":
      return viewer.id;
    case "id":
      return viewer.node_id;
    case "__typename":
      // GitHub's schema types `viewer` as User!, so a bot behind the token is a User here too.
      return "User";
    default:
      return undefined;
  }
}

function graphqlError(message: string): ApiReply {
  return { status: 200, body: { errors: [{ message, locations: [{ line: 1, column: 1 }] }] } };
}
