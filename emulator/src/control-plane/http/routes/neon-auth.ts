import { z } from "zod";
import { badRequest, conflict } from "../../errors.ts";
import {
  createAuthUser,
  deleteAuthUser,
  disableAuth,
  enableAuth,
  requireAuth,
} from "../../services/neon-auth.ts";
import {
  authCreatedView,
  authIntegrationView,
  emailAndPasswordView,
  emailProviderView,
  pluginsView,
} from "../../views/neon-auth.ts";
import { parseBody } from "../input/request-parsing.ts";
import { requirePathBranch } from "../routing/path-lookups.ts";
import type { Reply, RequestContext, Route } from "../routing/router.ts";

/** Neon's NeonAuthSupportedAuthProvider; the emulator runs Better Auth only, as Neon does now. */
const provider = z.enum(["mock", "stack", "better_auth"]);

const enableRequest = z.strictObject({
  auth_provider: provider,
  database_name: z.string().min(1).optional(),
});

const disableRequest = z.strictObject({ delete_data: z.boolean().optional() }).optional();

const addDomainRequest = z.strictObject({
  domain: z.url(),
  auth_provider: provider,
});

const deleteDomainsRequest = z.strictObject({
  auth_provider: provider,
  domains: z.array(z.strictObject({ domain: z.string() })),
});

const newUserRequest = z.strictObject({
  email: z.email().max(256),
  name: z.string().min(1).max(255).optional(),
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

const configRequest = z.strictObject({ name: z.string().min(1).max(256) });

function betterAuthOnly(value: string): void {
  if (value !== "better_auth") {
    throw badRequest(
      `auth_provider ${value} is not supported: Neon Auth runs Better Auth (auth_provider: better_auth)`,
    );
  }
}

function createNeonAuth(ctx: RequestContext): Reply {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(enableRequest, ctx.body);
  betterAuthOnly(input.auth_provider);
  const auth = enableAuth(ctx.platform, project, branch, input);
  return { status: 201, body: authCreatedView(ctx.platform, branch, auth) };
}

function getNeonAuth(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: authIntegrationView(ctx.platform, branch, requireAuth(branch)) };
}

async function disableNeonAuth(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(disableRequest, ctx.body);
  await disableAuth(ctx.platform, project, branch, input?.delete_data ?? false);
  return { status: 200 };
}

function listDomains(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: { domains: requireAuth(branch).trusted_domains } };
}

function addDomain(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const auth = requireAuth(branch);
  const input = parseBody(addDomainRequest, ctx.body);
  betterAuthOnly(input.auth_provider);
  const domain = new URL(input.domain).origin;
  if (auth.trusted_domains.some((d) => d.domain === domain)) {
    throw conflict(`domain ${domain} is already trusted on branch ${branch.id}`);
  }
  auth.trusted_domains.push({ domain, auth_provider: "better_auth" });
  return { status: 201 };
}

function deleteDomains(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const auth = requireAuth(branch);
  const input = parseBody(deleteDomainsRequest, ctx.body);
  betterAuthOnly(input.auth_provider);
  const gone = new Set(input.domains.map((d) => d.domain));
  auth.trusted_domains = auth.trusted_domains.filter((d) => !gone.has(d.domain));
  return { status: 200 };
}

async function createUser(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  const input = parseBody(newUserRequest, ctx.body);
  return { status: 201, body: await createAuthUser(ctx.platform, project, branch, input) };
}

async function deleteUser(ctx: RequestContext): Promise<Reply> {
  const { project, branch } = requirePathBranch(ctx);
  await deleteAuthUser(ctx.platform, project, branch, ctx.params.auth_user_id ?? "");
  return { status: 204 };
}

function getAllowLocalhost(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: { allow_localhost: requireAuth(branch).allow_localhost } };
}

function updateAllowLocalhost(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const auth = requireAuth(branch);
  auth.allow_localhost = parseBody(allowLocalhostRequest, ctx.body).allow_localhost;
  return { status: 200, body: { allow_localhost: auth.allow_localhost } };
}

function getEmailAndPassword(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: emailAndPasswordView(requireAuth(branch)) };
}

/** `enabled` and `disable_sign_up` apply to the branch's server (restarted on its next request). */
function updateEmailAndPassword(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const auth = requireAuth(branch);
  const input = parseBody(emailAndPasswordRequest, ctx.body);
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined) auth.email_and_password[name] = value;
  }
  return { status: 200, body: emailAndPasswordView(auth) };
}

function getEmailProvider(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: emailProviderView(requireAuth(branch)) };
}

/** Kept and shown back: the emulator sends no email. */
function updateEmailProvider(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const auth = requireAuth(branch);
  auth.stored.email_provider = parseBody(emailProviderRequest, ctx.body);
  return { status: 200, body: emailProviderView(auth) };
}

function getPlugins(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: pluginsView(requireAuth(branch)) };
}

function updateConfig(ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const auth = requireAuth(branch);
  auth.name = parseBody(configRequest, ctx.body).name;
  return { status: 200, body: { name: auth.name } };
}

const authPath = "/projects/{project_id}/branches/{branch_id}/auth";

export const neonAuthRoutes: Route[] = [
  { method: "POST", template: authPath, handler: createNeonAuth },
  { method: "GET", template: authPath, handler: getNeonAuth },
  { method: "DELETE", template: authPath, handler: disableNeonAuth },
  { method: "GET", template: `${authPath}/domains`, handler: listDomains },
  { method: "POST", template: `${authPath}/domains`, handler: addDomain },
  { method: "DELETE", template: `${authPath}/domains`, handler: deleteDomains },
  { method: "POST", template: `${authPath}/users`, handler: createUser },
  { method: "DELETE", template: `${authPath}/users/{auth_user_id}`, handler: deleteUser },
  { method: "GET", template: `${authPath}/allow_localhost`, handler: getAllowLocalhost },
  { method: "PATCH", template: `${authPath}/allow_localhost`, handler: updateAllowLocalhost },
  { method: "GET", template: `${authPath}/email_and_password`, handler: getEmailAndPassword },
  { method: "PATCH", template: `${authPath}/email_and_password`, handler: updateEmailAndPassword },
  { method: "GET", template: `${authPath}/email_provider`, handler: getEmailProvider },
  { method: "PATCH", template: `${authPath}/email_provider`, handler: updateEmailProvider },
  { method: "GET", template: `${authPath}/plugins`, handler: getPlugins },
  { method: "PATCH", template: `${authPath}/config`, handler: updateConfig },
];
