import { z } from "zod";
import { forbidden, notFound } from "../../errors.ts";
import {
  type Caller,
  forbidProjectScoped,
  requireOrgAdmin,
  requireOrganization,
  requirePersonalKey,
} from "../../services/access.ts";
import { iso } from "../../state/clock.ts";
import { newApiToken } from "../../state/ids.ts";
import type { Platform } from "../../state/platform.ts";
import type { ApiKey } from "../../state/records.ts";
import { projectOrgId } from "../../state/records.ts";
import type { KeyType } from "../../state/seed.ts";
import { apiKeyListItemView, apiKeyRevokeView } from "../../views/neon-shapes.ts";
import { keyIdParam, parseBody } from "../input/request-parsing.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

const keyName = z.string().min(1).max(64);

export function issueKey(
  platform: Platform,
  fields: { type: KeyType; name: string; user_id: string; org_id?: string; project_id?: string },
): ApiKey {
  const key: ApiKey = {
    id: platform.state.nextKeyId++,
    token: newApiToken(),
    created_at: platform.clock.now(),
    revoked: false,
    ...fields,
  };
  platform.state.apiKeys.set(key.id, key);
  return key;
}

function createdView(key: ApiKey) {
  return {
    id: key.id,
    key: key.token,
    name: key.name,
    created_at: iso(key.created_at),
    created_by: key.user_id,
    ...(key.project_id ? { project_id: key.project_id } : {}),
  };
}

const usable = (key: ApiKey) => !key.revoked;

function createPersonalKey(ctx: RequestContext): Reply {
  const user = requirePersonalKey(ctx.caller, "creating a personal API key");
  const { key_name } = parseBody(z.object({ key_name: keyName }), ctx.body);
  const key = issueKey(ctx.platform, { type: "personal", name: key_name, user_id: user.id });
  return { status: 200, body: createdView(key) };
}

function listPersonalKeys(ctx: RequestContext): Reply {
  const user = requirePersonalKey(ctx.caller, "listing personal API keys");
  const { state } = ctx.platform;
  const keys = [...state.apiKeys.values()].filter(
    (k) => k.type === "personal" && k.user_id === user.id && usable(k),
  );
  return { status: 200, body: keys.map((k) => apiKeyListItemView(k, state)) };
}

/** Spec §5.6: a personal key is revoked only by its owner. */
function revokePersonalKey(ctx: RequestContext): Reply {
  const user = requirePersonalKey(ctx.caller, "revoking a personal API key");
  const id = keyIdParam(ctx.params.key_id);
  const key = ctx.platform.state.apiKeys.get(id);
  if (key?.type !== "personal" || key.revoked) throw notFound(`API key ${id} not found`);
  if (key.user_id !== user.id) {
    throw forbidden(
      `API key ${id} belongs to another user; only its owner can revoke a personal API key`,
    );
  }
  key.revoked = true;
  return { status: 200, body: apiKeyRevokeView(key) };
}

const orgKeyRequest = z.object({
  key_name: keyName,
  project_id: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
});

/** Spec §5.4: organization keys by admins, project-scoped keys by any member; both with a personal key. */
function createOrgKey(ctx: RequestContext): Reply {
  const { platform, caller } = ctx;
  const { state } = platform;
  const user = requirePersonalKey(caller, "creating an organization or project-scoped API key");
  const org = requireOrganization(state, caller, ctx.params.org_id ?? "");
  const input = parseBody(orgKeyRequest, ctx.body);
  if (input.project_id) {
    const project = state.projects.get(input.project_id);
    if (!project || projectOrgId(project) !== org.id) {
      throw notFound(`project ${input.project_id} not found in organization ${org.id}`);
    }
    const key = issueKey(platform, {
      type: "project",
      name: input.key_name,
      user_id: user.id,
      org_id: org.id,
      project_id: project.id,
    });
    return { status: 200, body: createdView(key) };
  }
  if (!org.admins.has(user.id)) {
    throw forbidden(
      `only administrators of organization ${org.id} can create organization API keys; user ${user.id} is a member (pass project_id for a project-scoped key)`,
    );
  }
  const key = issueKey(platform, {
    type: "organization",
    name: input.key_name,
    user_id: user.id,
    org_id: org.id,
  });
  return { status: 200, body: createdView(key) };
}

function orgKeys(ctx: RequestContext, caller: Caller) {
  const { state } = ctx.platform;
  const org = requireOrganization(state, caller, ctx.params.org_id ?? "");
  return {
    org,
    keys: [...state.apiKeys.values()].filter((k) => k.type !== "personal" && k.org_id === org.id),
  };
}

function listOrgKeys(ctx: RequestContext): Reply {
  forbidProjectScoped(ctx.caller, "list organization API keys");
  const { org, keys } = orgKeys(ctx, ctx.caller);
  requireOrgAdmin(ctx.caller, org, "list organization API keys");
  const { state } = ctx.platform;
  return { status: 200, body: keys.filter(usable).map((k) => apiKeyListItemView(k, state)) };
}

/** Spec §5.6: organization and project-scoped keys are revoked by organization administrators. */
function revokeOrgKey(ctx: RequestContext): Reply {
  forbidProjectScoped(ctx.caller, "revoke API keys");
  const { org, keys } = orgKeys(ctx, ctx.caller);
  requireOrgAdmin(ctx.caller, org, "revoke organization and project-scoped API keys");
  const id = keyIdParam(ctx.params.key_id);
  const key = keys.find((k) => k.id === id && !k.revoked);
  if (!key) throw notFound(`API key ${id} not found in organization ${org.id}`);
  key.revoked = true;
  return { status: 200, body: apiKeyRevokeView(key) };
}

export const keyRoutes: Route[] = [
  { method: "POST", template: "/api_keys", handler: createPersonalKey },
  { method: "GET", template: "/api_keys", handler: listPersonalKeys },
  { method: "DELETE", template: "/api_keys/{key_id}", handler: revokePersonalKey },
  { method: "POST", template: "/organizations/{org_id}/api_keys", handler: createOrgKey },
  { method: "GET", template: "/organizations/{org_id}/api_keys", handler: listOrgKeys },
  {
    method: "DELETE",
    template: "/organizations/{org_id}/api_keys/{key_id}",
    handler: revokeOrgKey,
  },
];
