import { z } from "zod";
import { parseBody } from "../../../control-plane/http/input/request-parsing.ts";
import { requirePathBranch } from "../../../control-plane/http/routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../../../control-plane/http/routing/router.ts";
import { requireAuth } from "./integration.ts";
import type { NeonAuths } from "./records.ts";
import { authPath, betterAuthOnly, provider } from "./routes.ts";
import {
  addOauthProvider,
  addTrustedDomain,
  deleteOauthProvider,
  removeTrustedDomains,
  setAllowLocalhost,
  setAppName,
  setEmailProvider,
  updateEmailAndPassword,
  updateOauthProvider,
} from "./settings.ts";
import {
  emailAndPasswordView,
  emailProviderView,
  oauthProviderView,
  pluginsView,
} from "./views.ts";

/** The branch-level Neon Auth settings `neonctl neon-auth` reads and changes. */

const addDomainRequest = z.strictObject({
  domain: z.url(),
  auth_provider: provider,
});

const deleteDomainsRequest = z.strictObject({
  auth_provider: provider,
  domains: z.array(z.strictObject({ domain: z.string() })),
});

const allowLocalhostRequest = z.strictObject({ allow_localhost: z.boolean() });

const emailAndPasswordRequest = z.strictObject({
  enabled: z.boolean().optional(),
  email_verification_method: z.enum(["link", "otp"]).optional(),
  require_email_verification: z.boolean().optional(),
  auto_sign_in_after_verification: z.boolean().optional(),
  send_verification_email_on_sign_up: z.boolean().optional(),
  send_verification_email_on_sign_in: z.boolean().optional(),
  disable_sign_up: z.boolean().optional(),
});

const emailProviderRequest = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("shared"),
    sender_email: z.string().optional(),
    sender_name: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal("standard"),
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535),
    username: z.string(),
    password: z.string(),
    sender_email: z.string(),
    sender_name: z.string(),
  }),
]);

const oauthProviderId = z.enum(["google", "github", "microsoft", "vercel"]);

const oauthProviderSettings = {
  client_id: z.string().min(1).optional(),
  client_secret: z.string().min(1).optional(),
  microsoft_tenant_id: z.string().min(1).optional(),
};

const addOauthProviderRequest = z.strictObject({ id: oauthProviderId, ...oauthProviderSettings });

const updateOauthProviderRequest = z.strictObject(oauthProviderSettings);

const configRequest = z.strictObject({ name: z.string().min(1).max(256) });

function listDomains(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: { domains: requireAuth(auths, branch).trusted_domains } };
}

function addDomain(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(addDomainRequest, ctx.body);
  betterAuthOnly(input.auth_provider);
  addTrustedDomain(auths, branch, input.domain);
  return { status: 201 };
}

function deleteDomains(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(deleteDomainsRequest, ctx.body);
  betterAuthOnly(input.auth_provider);
  removeTrustedDomains(
    auths,
    branch,
    input.domains.map((d) => d.domain),
  );
  return { status: 200 };
}

function getAllowLocalhost(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: { allow_localhost: requireAuth(auths, branch).allow_localhost } };
}

function updateAllowLocalhostRoute(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const { allow_localhost } = parseBody(allowLocalhostRequest, ctx.body);
  const auth = setAllowLocalhost(auths, branch, allow_localhost);
  return { status: 200, body: { allow_localhost: auth.allow_localhost } };
}

function getEmailAndPassword(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: emailAndPasswordView(requireAuth(auths, branch)) };
}

function updateEmailAndPasswordRoute(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(emailAndPasswordRequest, ctx.body);
  return { status: 200, body: emailAndPasswordView(updateEmailAndPassword(auths, branch, input)) };
}

function getEmailProvider(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: emailProviderView(requireAuth(auths, branch)) };
}

function updateEmailProviderRoute(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(emailProviderRequest, ctx.body);
  return { status: 200, body: emailProviderView(setEmailProvider(auths, branch, input)) };
}

function getPlugins(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: pluginsView(requireAuth(auths, branch)) };
}

function updateConfig(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const auth = setAppName(auths, branch, parseBody(configRequest, ctx.body).name);
  return { status: 200, body: { name: auth.name } };
}

/** Never the client secret. */
function listOauthProviders(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const { oauth_providers } = requireAuth(auths, branch);
  return { status: 200, body: { providers: oauth_providers.map(oauthProviderView) } };
}

function addOauthProviderRoute(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(addOauthProviderRequest, ctx.body);
  addOauthProvider(auths, branch, input);
  return { status: 200, body: oauthProviderView(input) };
}

function updateOauthProviderRoute(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const input = parseBody(updateOauthProviderRequest, ctx.body);
  const updated = updateOauthProvider(auths, branch, ctx.params.oauth_provider_id ?? "", input);
  return { status: 200, body: oauthProviderView(updated) };
}

function deleteOauthProviderRoute(auths: NeonAuths, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  deleteOauthProvider(auths, branch, ctx.params.oauth_provider_id ?? "");
  return { status: 200 };
}

export function neonAuthSettingsRoutes(auths: NeonAuths): Route[] {
  const on =
    (handler: (auths: NeonAuths, ctx: RequestContext) => Reply): Route["handler"] =>
    (ctx) =>
      handler(auths, ctx);
  return [
    { method: "GET", template: `${authPath}/domains`, handler: on(listDomains) },
    { method: "POST", template: `${authPath}/domains`, handler: on(addDomain) },
    { method: "DELETE", template: `${authPath}/domains`, handler: on(deleteDomains) },
    { method: "GET", template: `${authPath}/allow_localhost`, handler: on(getAllowLocalhost) },
    {
      method: "PATCH",
      template: `${authPath}/allow_localhost`,
      handler: on(updateAllowLocalhostRoute),
    },
    { method: "GET", template: `${authPath}/email_and_password`, handler: on(getEmailAndPassword) },
    {
      method: "PATCH",
      template: `${authPath}/email_and_password`,
      handler: on(updateEmailAndPasswordRoute),
    },
    { method: "GET", template: `${authPath}/email_provider`, handler: on(getEmailProvider) },
    {
      method: "PATCH",
      template: `${authPath}/email_provider`,
      handler: on(updateEmailProviderRoute),
    },
    { method: "GET", template: `${authPath}/plugins`, handler: on(getPlugins) },
    { method: "PATCH", template: `${authPath}/config`, handler: on(updateConfig) },
    { method: "GET", template: `${authPath}/oauth_providers`, handler: on(listOauthProviders) },
    { method: "POST", template: `${authPath}/oauth_providers`, handler: on(addOauthProviderRoute) },
    {
      method: "PATCH",
      template: `${authPath}/oauth_providers/{oauth_provider_id}`,
      handler: on(updateOauthProviderRoute),
    },
    {
      method: "DELETE",
      template: `${authPath}/oauth_providers/{oauth_provider_id}`,
      handler: on(deleteOauthProviderRoute),
    },
  ];
}
