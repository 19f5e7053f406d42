import { z } from "zod";
import {
  type CredentialCheck,
  verifyAccessKey,
  verifyApiToken,
} from "../../services/access/credential-verification.ts";
import { credentialScopes } from "../../state/records/records.ts";
import { parseBody } from "../input/request-parsing.ts";
import type { AdminContext, AdminHandler, Reply, Route } from "../routing/router.ts";

/**
 * `POST /__emulator/credentials/verify`: the check a branch service (the S3 endpoint, the AI
 * gateway, Functions) makes of a branch credential it is shown, for tests and for trying a
 * credential by hand. The admin API keeps no request log, so the secrets sent here stay unlogged.
 */

const wanted = {
  scope: z.enum(credentialScopes),
  branch_id: z.string().optional(),
};

const verifyRequest = z.union([
  z.object({ ...wanted, api_token: z.string() }),
  z.object({ ...wanted, access_key_id: z.string(), secret_access_key: z.string() }),
]);

function checkView(check: CredentialCheck) {
  if (!check.ok) return { ok: false, refusal: check.refusal, message: check.message };
  return {
    ok: true,
    project_id: check.project.id,
    branch_id: check.branch.id,
    token_id: check.credential.token_id,
  };
}

function verify(ctx: AdminContext): Reply {
  const input = parseBody(verifyRequest, ctx.body);
  const want = {
    scope: input.scope,
    ...(input.branch_id !== undefined ? { branchId: input.branch_id } : {}),
  };
  const check =
    "api_token" in input
      ? verifyApiToken(ctx.platform, input.api_token, want)
      : verifyAccessKey(ctx.platform, input.access_key_id, input.secret_access_key, want);
  return { status: 200, body: checkView(check) };
}

export const credentialCheckRoutes: Route<AdminHandler>[] = [
  { method: "POST", template: "/credentials/verify", handler: verify },
];
