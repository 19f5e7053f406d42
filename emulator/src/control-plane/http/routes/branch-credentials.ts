import { z } from "zod";
import {
  createCredential,
  listCredentials,
  revealCredential,
  revokeCredential,
  rotateCredential,
} from "../../services/access/branch-credentials.ts";
import { credentialScopes } from "../../state/records/records.ts";
import {
  credentialCreatedView,
  credentialMetaView,
  credentialRotatedView,
  credentialSecretView,
} from "../../views/branch-credentials.ts";
import { parseBody } from "../input/request-parsing.ts";
import { requirePathBranch } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

/** Branch credentials: `…/branches/{branch_id}/credentials[/{token_id}[/reveal|/rotate]]`. */

const createCredentialRequest = z.object({
  name: z.string().max(256).optional(),
  scopes: z.array(z.enum(credentialScopes)).min(1).max(16),
  // Neon issues `function` and `system` credentials itself, never through this route.
  principal_type: z.literal("user"),
});

const tokenIdOf = (ctx: RequestContext) => ctx.params.token_id ?? "";

function createRoute(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(createCredentialRequest, ctx.body);
  const credential = createCredential(ctx.platform, branch, input);
  return { status: 201, body: credentialCreatedView(credential) };
}

function listRoute(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: { credentials: listCredentials(branch).map(credentialMetaView) } };
}

function revealRoute(ctx: RequestContext): Reply {
  const { project } = requirePathBranch(ctx);
  return { status: 200, body: credentialSecretView(revealCredential(project, tokenIdOf(ctx))) };
}

function rotateRoute(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: credentialRotatedView(rotateCredential(branch, tokenIdOf(ctx))) };
}

function revokeRoute(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  revokeCredential(ctx.platform, branch, tokenIdOf(ctx));
  return { status: 204 };
}

const credentials = "/projects/{project_id}/branches/{branch_id}/credentials";

export const branchCredentialRoutes: Route[] = [
  { method: "POST", template: credentials, handler: createRoute },
  { method: "GET", template: credentials, handler: listRoute },
  { method: "DELETE", template: `${credentials}/{token_id}`, handler: revokeRoute },
  { method: "POST", template: `${credentials}/{token_id}/reveal`, handler: revealRoute },
  { method: "POST", template: `${credentials}/{token_id}/rotate`, handler: rotateRoute },
];
