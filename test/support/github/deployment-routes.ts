import {
  DEPLOYMENT_STATES,
  type DeploymentState,
  type NewDeployment,
  type NewDeploymentStatus,
} from "./deployments.ts";
import { errorBody } from "./http.ts";
import { paginate } from "./pagination.ts";
import type { ApiReply, ApiRequest, Route } from "./rest.ts";

// GitHub's deployment routes: list and create deployments, list and create a deployment's
// statuses. A token without the `deployments` permission (GitHubStore.permissions) gets GitHub's
// 403; `read` may list, only `write` may create.

const REPO = "/repos/([^/]+)/([^/]+)";
const DOCS = "https://docs.github.com/rest/deployments";
const STATUS_DOCS = "deployments/statuses#create-a-deployment-status";
/** GitHub's limit on a deployment status's description. */
const MAX_DESCRIPTION = 140;

export const deploymentRoutes: Route[] = [
  {
    method: "GET",
    pattern: new RegExp(`^${REPO}/deployments$`),
    handle: (request) => {
      const [owner, repo] = names(request.params);
      const query = request.url.searchParams;
      const filter = Object.fromEntries(
        ["sha", "ref", "task", "environment"].flatMap((name) => {
          const value = query.get(name);
          return value === null ? [] : [[name, value]];
        }),
      );
      return (
        denied(request, "deployments#list-deployments") ??
        listed(request.store.deployments.list(owner, repo, filter), request.url)
      );
    },
  },
  {
    method: "POST",
    pattern: new RegExp(`^${REPO}/deployments$`),
    handle: (request) => {
      const [owner, repo] = names(request.params);
      const refused = denied(request, "deployments#create-a-deployment");
      if (refused) return refused;
      const body = request.body as Partial<NewDeployment> | undefined;
      if (typeof body?.ref !== "string" || body.ref === "")
        return invalid(
          "deployments#create-a-deployment",
          `Invalid request.\n\n"ref" wasn't supplied.`,
        );
      const deployment = request.store.deployments.create(
        owner,
        repo,
        body as NewDeployment,
        request.viewer,
      );
      return { status: 201, body: deployment, headers: { location: deployment.url } };
    },
  },
  {
    method: "GET",
    pattern: new RegExp(`^${REPO}/deployments/(\\d+)/statuses$`),
    handle: (request) => {
      const [owner, repo, id] = names(request.params);
      const refused = denied(request, "deployments/statuses#list-deployment-statuses");
      if (refused) return refused;
      const statuses = request.store.deployments.listStatuses(owner, repo, Number(id));
      return statuses
        ? listed(statuses, request.url)
        : notFound("deployments/statuses#list-deployment-statuses");
    },
  },
  {
    method: "POST",
    pattern: new RegExp(`^${REPO}/deployments/(\\d+)/statuses$`),
    handle: (request) => {
      const [owner, repo, id] = names(request.params);
      const refused = denied(request, STATUS_DOCS);
      if (refused) return refused;
      const { deployments } = request.store;
      if (!deployments.exists(owner, repo, Number(id))) return notFound(STATUS_DOCS);
      const body = request.body as Partial<NewDeploymentStatus> | undefined;
      if (!DEPLOYMENT_STATES.includes(body?.state as DeploymentState))
        return invalid(
          STATUS_DOCS,
          `Invalid request.\n\n"state" wasn't supplied or is not a valid state.`,
        );
      if ((body?.description ?? "").length > MAX_DESCRIPTION)
        return invalid(
          STATUS_DOCS,
          "Validation Failed",
          `description is too long (maximum is ${MAX_DESCRIPTION} characters)`,
        );
      const status = deployments.addStatus(
        owner,
        repo,
        Number(id),
        body as NewDeploymentStatus,
        request.viewer,
      );
      return { status: 201, body: status, headers: { location: status?.url ?? "" } };
    },
  },
];

/** GitHub's 403 for a token whose `deployments` permission does not reach this request. */
function denied(request: ApiRequest, docsPath: string): ApiReply | undefined {
  const access = request.store.permissions.get("deployments") ?? "write";
  const allowed = access === "write" || (access === "read" && request.method === "GET");
  if (allowed) return undefined;
  return {
    status: 403,
    body: errorBody(403, "Resource not accessible by integration", `${DOCS}/${docsPath}`),
  };
}

function listed<T>(items: T[], url: URL): ApiReply {
  const page = paginate(items, url);
  return { status: 200, body: page.items, headers: page.link ? { link: page.link } : {} };
}

function invalid(docsPath: string, message: string, detail?: string): ApiReply {
  const body = errorBody(422, message, `${DOCS}/${docsPath}`);
  return {
    status: 422,
    body: detail
      ? { ...body, errors: [{ resource: "DeploymentStatus", code: "custom", message: detail }] }
      : body,
  };
}

function notFound(docsPath: string): ApiReply {
  return { status: 404, body: errorBody(404, "Not Found", `${DOCS}/${docsPath}`) };
}

/** Owner, repository and (on a deployment's routes) its id. */
function names(params: string[]): [string, string, string] {
  const [owner = "", repo = "", id = ""] = params.map(decodeURIComponent);
  return [owner, repo, id];
}
