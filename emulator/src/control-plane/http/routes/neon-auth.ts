import { z } from "zod";
import { badRequest, conflict } from "../../errors.ts";
import { disableAuth, enableAuth, requireAuth } from "../../services/neon-auth.ts";
import { authCreatedView, authIntegrationView } from "../../views/neon-auth.ts";
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

const authPath = "/projects/{project_id}/branches/{branch_id}/auth";

export const neonAuthRoutes: Route[] = [
  { method: "POST", template: authPath, handler: createNeonAuth },
  { method: "GET", template: authPath, handler: getNeonAuth },
  { method: "DELETE", template: authPath, handler: disableNeonAuth },
  { method: "GET", template: `${authPath}/domains`, handler: listDomains },
  { method: "POST", template: `${authPath}/domains`, handler: addDomain },
  { method: "DELETE", template: `${authPath}/domains`, handler: deleteDomains },
];
