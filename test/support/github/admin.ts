import type { FaultList } from "./faults.ts";
import type { ApiReply } from "./rest.ts";
import type { GitHubStore } from "./store.ts";
import type {
  Access,
  CommentSeed,
  FaultRule,
  PullRequestSeed,
  RefSeed,
  RequestLogEntry,
  WorkflowRunSeed,
} from "./types.ts";

export const ADMIN_PREFIX = "/__github/";

export interface AdminContext {
  store: GitHubStore;
  faults: FaultList;
  log: RequestLogEntry[];
  seedComment(seed: CommentSeed): unknown;
  reset(): void;
}

/**
 * The control API under `/__github/` (no auth, never logged, never faulted), so another process
 * can read and steer what the programmatic interface does:
 * `GET state`, `GET comments?owner=&repo=&issue=`, `POST comments` (seed), `POST pulls` (seed),
 * `POST refs` (seed), `POST runs` (seed a workflow run), `DELETE refs` (`{owner, repo, ref}`),
 * `GET deployments?owner=&repo=` (with statuses), `POST permissions` (`{"deployments": "read"}`),
 * `GET|DELETE requests`, `GET|POST|DELETE faults`, `POST reset`.
 */
export function routeAdmin(method: string, url: URL, body: unknown, ctx: AdminContext): ApiReply {
  const action = `${method} ${url.pathname.slice(ADMIN_PREFIX.length)}`;
  switch (action) {
    case "GET state":
      return ok({
        comments: ctx.store.allComments(),
        pulls: ctx.store.allPullRequests(),
        refs: ctx.store.refs.all(),
        faults: ctx.faults.list(),
      });
    case "GET comments": {
      const owner = url.searchParams.get("owner") ?? "";
      const repo = url.searchParams.get("repo") ?? "";
      const issue = Number(url.searchParams.get("issue"));
      return ok(ctx.store.listComments(owner, repo, issue));
    }
    case "POST comments":
      return { status: 201, body: ctx.seedComment(body as CommentSeed) };
    case "POST pulls":
      return { status: 201, body: ctx.store.addPullRequest(body as PullRequestSeed) };
    case "POST runs":
      return { status: 201, body: ctx.store.runs.add(body as WorkflowRunSeed) };
    case "POST refs":
      return { status: 201, body: ctx.store.refs.add(body as RefSeed) };
    case "DELETE refs": {
      const { owner, repo, ref } = body as Omit<RefSeed, "sha">;
      return ctx.store.refs.delete(owner, repo, ref)
        ? { status: 204 }
        : { status: 404, body: { message: `no ref ${ref}` } };
    }
    case "GET deployments":
      return ok(
        ctx.store.deployments.all(
          url.searchParams.get("owner") ?? "",
          url.searchParams.get("repo") ?? "",
        ),
      );
    case "POST permissions":
      for (const [name, access] of Object.entries(body as Record<string, Access>))
        ctx.store.permissions.set(name, access);
      return ok(Object.fromEntries(ctx.store.permissions));
    case "GET requests":
      return ok(ctx.log);
    case "DELETE requests":
      ctx.log.length = 0;
      return { status: 204 };
    case "GET faults":
      return ok(ctx.faults.list());
    case "POST faults":
      ctx.faults.add(body as FaultRule);
      return { status: 201, body: ctx.faults.list() };
    case "DELETE faults":
      ctx.faults.clear();
      return { status: 204 };
    case "POST reset":
      ctx.reset();
      return { status: 204 };
    default:
      return { status: 404, body: { message: `no admin route ${action}` } };
  }
}

function ok(body: unknown): ApiReply {
  return { status: 200, body };
}
