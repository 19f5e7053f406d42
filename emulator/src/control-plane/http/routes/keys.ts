import { z } from "zod";
import { requireOrganization, requirePersonalKey } from "../../services/access/access.ts";
import {
  createOrgKey,
  createPersonalKey,
  orgKeysOf,
  personalKeysOf,
  requireKeyAdministrator,
  revokeOrgKey,
  revokePersonalKey,
} from "../../services/access/keys.ts";
import { apiKeyCreatedView, apiKeyListItemView, apiKeyRevokeView } from "../../views/api-keys.ts";
import { keyIdParam, parseBody } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

const keyName = z.string().min(1).max(64);

const orgKeyRequest = z.object({
  key_name: keyName,
  project_id: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
});

function createPersonalKeyRoute(ctx: RequestContext): Reply {
  const user = requirePersonalKey(ctx.caller, "creating a personal API key");
  const { key_name } = parseBody(z.object({ key_name: keyName }), ctx.body);
  return { status: 200, body: apiKeyCreatedView(createPersonalKey(ctx.platform, user, key_name)) };
}

function listPersonalKeys(ctx: RequestContext): Reply {
  const user = requirePersonalKey(ctx.caller, "listing personal API keys");
  const { state } = ctx.platform;
  const keys = personalKeysOf(ctx.platform, user);
  return { status: 200, body: keys.map((k) => apiKeyListItemView(k, state)) };
}

function revokePersonalKeyRoute(ctx: RequestContext): Reply {
  const user = requirePersonalKey(ctx.caller, "revoking a personal API key");
  const id = keyIdParam(ctx.params.key_id);
  return { status: 200, body: apiKeyRevokeView(revokePersonalKey(ctx.platform, user, id)) };
}

function createOrgKeyRoute(ctx: RequestContext): Reply {
  const { platform, caller } = ctx;
  const user = requirePersonalKey(caller, "creating an organization or project-scoped API key");
  const org = requireOrganization(platform.state, caller, ctx.params.org_id ?? "");
  const input = parseBody(orgKeyRequest, ctx.body);
  return { status: 200, body: apiKeyCreatedView(createOrgKey(platform, user, org, input)) };
}

function listOrgKeys(ctx: RequestContext): Reply {
  const org = requireKeyAdministrator(ctx.platform, ctx.caller, ctx.params.org_id ?? "", {
    scoped: "list organization API keys",
    admin: "list organization API keys",
  });
  const { state } = ctx.platform;
  return {
    status: 200,
    body: orgKeysOf(ctx.platform, org).map((k) => apiKeyListItemView(k, state)),
  };
}

function revokeOrgKeyRoute(ctx: RequestContext): Reply {
  const org = requireKeyAdministrator(ctx.platform, ctx.caller, ctx.params.org_id ?? "", {
    scoped: "revoke API keys",
    admin: "revoke organization and project-scoped API keys",
  });
  const id = keyIdParam(ctx.params.key_id);
  return { status: 200, body: apiKeyRevokeView(revokeOrgKey(ctx.platform, org, id)) };
}

export const keyRoutes: Route[] = [
  { method: "POST", template: "/api_keys", handler: createPersonalKeyRoute },
  { method: "GET", template: "/api_keys", handler: listPersonalKeys },
  { method: "DELETE", template: "/api_keys/{key_id}", handler: revokePersonalKeyRoute },
  { method: "POST", template: "/organizations/{org_id}/api_keys", handler: createOrgKeyRoute },
  { method: "GET", template: "/organizations/{org_id}/api_keys", handler: listOrgKeys },
  {
    method: "DELETE",
    template: "/organizations/{org_id}/api_keys/{key_id}",
    handler: revokeOrgKeyRoute,
  },
];
