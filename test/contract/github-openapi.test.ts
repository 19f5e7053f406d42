import { describe, expect, test } from "vitest";
import { answerGraphql } from "../support/github/graphql.ts";
import { simplePull } from "../support/github/pull-requests.ts";
import { GitHubStore } from "../support/github/store.ts";
import { makeUser } from "../support/github/users.ts";
import { validateGraphqlAnswer, validateGraphqlRequest } from "./github-graphql.ts";
import { validateRequest, validateResponse } from "./github-openapi.ts";

const REPO = "/repos/octo-org/app";
const API = "http://127.0.0.1:3000";

function store(): GitHubStore {
  return new GitHubStore(API);
}

function comment(login = "github-actions[bot]") {
  return store().addComment({
    owner: "octo-org",
    repo: "app",
    issue: 7,
    body: "<!-- marker -->\nhello",
    user: makeUser(API, login),
    authorAssociation: login.endsWith("[bot]") ? "NONE" : "MEMBER",
  });
}

const get = (path: string) => validateRequest({ method: "GET", path, body: undefined });

describe("requests", () => {
  test("the action's requests are operations of GitHub's description", () => {
    expect(get(`${REPO}/issues/7/comments?per_page=100&page=2`)).toEqual({
      ok: true,
      errors: [],
      operation: "issues/list-comments",
    });
    const body = { body: "<!-- marker -->\nhello" };
    const create = { method: "POST", path: `${REPO}/issues/7/comments`, body };
    expect(validateRequest(create).operation).toBe("issues/create-comment");
    const update = { method: "PATCH", path: `${REPO}/issues/comments/2100000001`, body };
    expect(validateRequest(update).operation).toBe("issues/update-comment");
    const list = get(`${REPO}/pulls?state=all&sort=created&direction=desc&per_page=100`);
    expect(list.operation).toBe("pulls/list");
    expect(get(`${REPO}/pulls/5`).operation).toBe("pulls/get");
    // The sweep's merge queue refs, `{ref}` encoded as Octokit sends it.
    expect(get(`${REPO}/git/matching-refs/heads%2Fgh-readonly-queue%2F`)).toEqual({
      ok: true,
      errors: [],
      operation: "git/list-matching-refs",
    });
  });

  test("the deployment requests are operations of GitHub's description, with its bodies", () => {
    const list = get(`${REPO}/deployments?environment=preview-db%2Fpr-7&sha=${"a".repeat(40)}`);
    expect(list).toEqual({ ok: true, errors: [], operation: "repos/list-deployments" });
    const create = validateRequest({
      method: "POST",
      path: `${REPO}/deployments`,
      body: { ref: "a".repeat(40), transient_environment: "yes", auto_merge: false },
    });
    expect(create.errors).toEqual(["/transient_environment must be boolean"]);
    const status = (body: unknown) =>
      validateRequest({ method: "POST", path: `${REPO}/deployments/5/statuses`, body });
    expect(status({ state: "inactive", description: "Compute removed" }).ok).toBe(true);
    expect(status({ state: "destroyed" }).errors[0]).toMatch(/^\/state must be equal to one of/);
    expect(get(`${REPO}/deployments/5/statuses?per_page=100`).operation).toBe(
      "repos/list-deployment-statuses",
    );
  });

  test("an unknown path or method is refused", () => {
    expect(get(`${REPO}/pull/5`).errors).toEqual([
      "no path in GitHub's REST description matches /repos/octo-org/app/pull/5",
    ]);
    expect(get("/graphql").ok).toBe(false);
    const put = validateRequest({ method: "PUT", path: `${REPO}/issues/7/comments`, body: {} });
    expect(put.errors).toEqual([
      "no PUT operation on /repos/{owner}/{repo}/issues/{issue_number}/comments (documented: GET, POST)",
    ]);
  });

  test("path and query parameters are checked against their schemas", () => {
    expect(get(`${REPO}/issues/seven/comments`).errors).toEqual([
      "/path/issue_number must be integer",
    ]);
    expect(get(`${REPO}/pulls?state=merged&per_page=ten&head_sha=abc`).errors).toEqual([
      "/query must NOT have additional properties: 'head_sha'",
      '/query/state must be equal to one of the allowed values: "open", "closed", "all"',
      "/query/per_page must be integer",
    ]);
  });

  test("a body is checked against the request body schema, undocumented members included", () => {
    const path = `${REPO}/issues/comments/2100000001`;
    const patch = (body: unknown) => validateRequest({ method: "PATCH", path, body }).errors;
    expect(patch({ body: 5 })).toEqual(["/body must be string"]);
    expect(patch({ text: "x" })).toEqual([
      "(root) must have required property 'body'",
      "(root) must NOT have additional properties: 'text'",
    ]);
    // What Octokit sends when given a parameter the route does not name.
    expect(patch({ issue_number: 7, body: "x" })).toEqual([
      "(root) must NOT have additional properties: 'issue_number'",
    ]);
    const remove = { method: "DELETE", path, body: { issue_number: 7 } };
    expect(validateRequest(remove).errors).toEqual(["issues/delete-comment takes no request body"]);
    expect(
      validateRequest({ method: "POST", path: `${REPO}/issues/7/comments`, body: "" }),
    ).toEqual({
      ok: false,
      errors: ["issues/create-comment requires a request body"],
      operation: "issues/create-comment",
    });
  });
});

describe("the loopback GitHub's answers", () => {
  const answer = (method: string, path: string, status: number, body: unknown) =>
    validateResponse({ method, path, status, body }).errors;

  test("its comments, by the bot or a person, are GitHub's issue comments", () => {
    const created = answer("POST", `${REPO}/issues/7/comments`, 201, comment());
    expect(created).toEqual([]);
    expect(answer("GET", `${REPO}/issues/7/comments`, 200, [comment("octocat")])).toEqual([]);
  });

  test("its pull requests are GitHub's, full and listed", () => {
    const pulls = store();
    const fromFork = pulls.addPullRequest({
      owner: "octo-org",
      repo: "app",
      number: 12,
      headRepo: "contributor/app",
    });
    const merged = pulls.addPullRequest({
      owner: "octo-org",
      repo: "app",
      number: 13,
      merged: true,
    });
    for (const pull of [fromFork, merged]) {
      expect(answer("GET", `${REPO}/pulls/${pull.number}`, 200, pull)).toEqual([]);
      expect(answer("GET", `${REPO}/pulls`, 200, [simplePull(pull)])).toEqual([]);
    }
  });

  test("its merge queue refs are GitHub's git refs, and a wrong one is refused", () => {
    const refs = store().refs;
    const ref = `refs/heads/gh-readonly-queue/main/pr-7-${"a".repeat(40)}`;
    refs.add({ owner: "octo-org", repo: "app", ref, sha: "b".repeat(40) });
    const listed = refs.matching("octo-org", "app", "heads/gh-readonly-queue/");
    expect(listed.map((r) => r.ref)).toEqual([ref]);
    const path = `${REPO}/git/matching-refs/heads%2Fgh-readonly-queue%2F`;
    expect(answer("GET", path, 200, listed)).toEqual([]);
    const short = [{ ...listed[0], object: { ...listed[0]?.object, sha: "b" } }];
    expect(answer("GET", path, 200, short)).toEqual([
      "/0/object/sha must NOT have fewer than 40 characters",
    ]);
  });

  test("its deployments and their statuses are GitHub's, an unset URL as the empty string", () => {
    const deployments = store().deployments;
    const bot = makeUser(API, "github-actions[bot]");
    const created = deployments.create(
      "octo-org",
      "app",
      { ref: "a".repeat(40), environment: "preview-db/pr-7", transient_environment: true },
      bot,
    );
    const path = `${REPO}/deployments/${created.id}/statuses`;
    const bare = deployments.addStatus(
      "octo-org",
      "app",
      created.id,
      { state: "in_progress" },
      bot,
    );
    const full = deployments.addStatus(
      "octo-org",
      "app",
      created.id,
      {
        state: "success",
        log_url: "https://github.com/octo-org/app/actions/runs/1",
        environment_url: "https://console.neon.tech/app/projects/p/branches/br-a",
      },
      bot,
    );
    expect(answer("POST", `${REPO}/deployments`, 201, created)).toEqual([]);
    expect(answer("GET", `${REPO}/deployments`, 200, [created])).toEqual([]);
    expect(answer("POST", path, 201, bare)).toEqual([]);
    expect(answer("GET", path, 200, [full, bare])).toEqual([]);
    expect(answer("POST", path, 201, { ...full, log_url: "not a url", state: "done" })).toEqual([
      '/state must be equal to one of the allowed values: "error", "failure", "inactive", "pending", "success", "queued", "in_progress"',
      '/log_url must match format "uri"',
    ]);
  });

  test("a wrong answer is refused", () => {
    const { user: _, ...withoutUser } = comment();
    expect(answer("GET", `${REPO}/issues/comments/1`, 200, withoutUser)).toEqual([
      "(root) must have required property 'user'",
    ]);
    const pull = store().addPullRequest({ owner: "octo-org", repo: "app", number: 5 });
    expect(
      answer("GET", `${REPO}/pulls/5`, 200, { ...pull, state: "merged", merged: "yes" }),
    ).toEqual([
      '/state must be equal to one of the allowed values: "open", "closed"',
      "/merged must be boolean",
    ]);
    // The full pull request has what a listed one lacks.
    expect(answer("GET", `${REPO}/pulls/5`, 200, simplePull(pull))).toContain(
      "(root) must have required property 'merged'",
    );
  });

  test("error answers are GitHub's basic error; an undocumented success status is refused", () => {
    const notFound = { message: "Not Found", documentation_url: "https://docs.github.com/rest" };
    expect(answer("GET", `${REPO}/pulls/5`, 404, notFound)).toEqual([]);
    expect(answer("GET", `${REPO}/pulls/5`, 404, { message: 404 })).toEqual([
      "/message must be string",
    ]);
    expect(answer("GET", `${REPO}/issues/7/comments`, 401, notFound)).toEqual([]);
    expect(answer("DELETE", `${REPO}/issues/comments/1`, 204, { deleted: true })).toEqual([
      "issues/delete-comment documents no content for 204, but a body was returned",
    ]);
    expect(answer("GET", `${REPO}/issues/7/comments`, 202, [])).toEqual([
      "status 202 is not documented for issues/list-comments",
    ]);
  });
});

describe("GraphQL, against GitHub's GraphQL schema", () => {
  const viewer = makeUser(API, "github-actions[bot]");
  const ask = (query: string) => answerGraphql({ query }, viewer).body;

  test("the viewer query is valid, and the loopback's answer is of its types", () => {
    const query = "query { viewer { login databaseId id __typename } }";
    expect(validateGraphqlRequest({ query })).toEqual([]);
    expect(validateGraphqlAnswer(query, ask(query))).toEqual([]);
  });

  test("a wrong query is refused", () => {
    expect(validateGraphqlRequest({ query: "query { viewer { handle } }" })).toEqual([
      'Cannot query field "handle" on type "User".',
    ]);
    expect(validateGraphqlRequest({ query: "query { viewer { login }" })[0]).toMatch(
      /^the query does not parse: Syntax Error/,
    );
    expect(validateGraphqlRequest({ q: "query { viewer { login } }" })).toEqual([
      "the body has no query string",
    ]);
  });

  test("a wrong answer is refused", () => {
    const query = "query { viewer { login databaseId } }";
    expect(
      validateGraphqlAnswer(query, { data: { viewer: { login: 5, databaseId: 1.5 } } }),
    ).toEqual(["data.viewer.login must be a String", "data.viewer.databaseId must be a Int"]);
    expect(validateGraphqlAnswer(query, { data: { viewer: { login: null, extra: 1 } } })).toEqual([
      "data.viewer.login must not be null",
      "data.viewer.databaseId is missing",
      "data.viewer.extra was not asked for",
    ]);
    expect(validateGraphqlAnswer(query, { viewer: { login: "x" } })).toEqual([
      "unexpected members of the answer: viewer",
      "the answer has neither data nor errors",
    ]);
    expect(validateGraphqlAnswer(query, { errors: [] })).toEqual([
      "errors, when present, is a non-empty list",
    ]);
  });
});
