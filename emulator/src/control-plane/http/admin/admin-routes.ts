import { z } from "zod";
import { ApiError, badRequest } from "../../errors.ts";
import { createConsoleKey, revokeConsoleKey } from "../../services/access/keys.ts";
import {
  leaveOrganization,
  requireOrganizationProject,
  requireUser,
  transferProjectOut,
} from "../../services/access/organizations.ts";
import { connectClient } from "../../services/computes/client-connections.ts";
import {
  addFaults,
  advanceClock,
  clearFaults,
  clearRequests,
} from "../../services/platform/emulator-controls.ts";
import { resetPlatform } from "../../services/platform/platform-setup.ts";
import { iso } from "../../state/clock/clock.ts";
import { type LoadedSeed, SeedError } from "../../state/records/seed.ts";
import { snapshot } from "../../views/admin-state.ts";
import { endpointView } from "../../views/computes.ts";
import { operationView } from "../../views/operations.ts";
import { parseBody } from "../input/request-parsing.ts";
import type { AdminContext, AdminHandler, Reply, Route } from "../routing/router.ts";
import { consoleRoutes } from "./console-routes.ts";
import { credentialCheckRoutes } from "./credential-checks.ts";

/** The admin API (`/__emulator/…`): see emulator/README.md. */

async function reset(ctx: AdminContext): Promise<Reply> {
  let seed: LoadedSeed;
  try {
    seed = ctx.loadSeed(ctx.body);
  } catch (error) {
    if (error instanceof SeedError) throw new ApiError(400, "INVALID_SEED", error.message);
    throw error;
  }
  await resetPlatform(ctx.platform, seed);
  return { status: 200, body: { reset: true, seed } };
}

function requests(ctx: AdminContext): Reply {
  const since = Number(ctx.query.get("since") ?? 0);
  if (!Number.isInteger(since) || since < 0) throw badRequest("since must be a request seq number");
  return { status: 200, body: { requests: ctx.platform.requests.since(since) } };
}

function addFaultsRoute(ctx: AdminContext): Reply {
  const added = addFaults(ctx.platform, ctx.body);
  return { status: 200, body: { added, rules: ctx.platform.faults.list() } };
}

function clearFaultsRoute(ctx: AdminContext): Reply {
  clearFaults(ctx.platform);
  return { status: 200, body: { rules: [] } };
}

function connectClientRoute(ctx: AdminContext): Reply {
  const { endpoint_id } = parseBody(z.object({ endpoint_id: z.string().min(1) }), ctx.body);
  const { project, compute, woke, operations } = connectClient(ctx.platform, endpoint_id);
  const now = ctx.platform.clock.now();
  return {
    status: 200,
    body: {
      woke,
      endpoint: endpointView(compute, project),
      operations: operations.map((op) => operationView(op, now)),
    },
  };
}

function advanceClockRoute(ctx: AdminContext): Reply {
  const { advance_ms } = parseBody(
    z.object({ advance_ms: z.number().int().nonnegative() }),
    ctx.body,
  );
  advanceClock(ctx.platform, advance_ms);
  return { status: 200, body: { now: iso(ctx.platform.clock.now()) } };
}

function leaveOrganizationRoute(ctx: AdminContext): Reply {
  const user = requireUser(ctx.platform, ctx.params.user_id ?? "");
  const input = parseBody(z.object({ org_id: z.string().optional() }).optional(), ctx.body) ?? {};
  const left = leaveOrganization(ctx.platform, user, input.org_id);
  return { status: 200, body: { user_id: user.id, left } };
}

function transferOut(ctx: AdminContext): Reply {
  const { project } = requireOrganizationProject(ctx.platform, ctx.params.project_id);
  const input =
    parseBody(
      z.object({ org_id: z.string().optional(), user_id: z.string().optional() }).optional(),
      ctx.body,
    ) ?? {};
  const { from, owner, disabledKeys } = transferProjectOut(ctx.platform, project, input);
  return {
    status: 200,
    body: { project_id: project.id, from, owner, disabled_keys: disabledKeys },
  };
}

const consoleKeyRequest = z.object({
  type: z.enum(["personal", "organization", "project"]),
  name: z.string().min(1).max(64).default("console-key"),
  user_id: z.string(),
  org_id: z.string().optional(),
  project_id: z.string().optional(),
});

function createConsoleKeyRoute(ctx: AdminContext): Reply {
  const key = createConsoleKey(ctx.platform, parseBody(consoleKeyRequest, ctx.body));
  return { status: 200, body: { id: key.id, key: key.token, type: key.type } };
}

function revokeConsoleKeyRoute(ctx: AdminContext): Reply {
  const key = revokeConsoleKey(ctx.platform, ctx.params.key_id);
  return { status: 200, body: { id: key.id, revoked: true } };
}

const json = (body: unknown): Reply => ({ status: 200, body });

export const adminRoutes: Route<AdminHandler>[] = [
  { method: "POST", template: "/reset", handler: reset },
  { method: "GET", template: "/state", handler: (ctx) => json(snapshot(ctx.platform)) },
  { method: "GET", template: "/requests", handler: requests },
  {
    method: "DELETE",
    template: "/requests",
    handler: (ctx) => {
      clearRequests(ctx.platform);
      return json({ requests: [] });
    },
  },
  {
    method: "GET",
    template: "/faults",
    handler: (ctx) => json({ rules: ctx.platform.faults.list() }),
  },
  { method: "POST", template: "/faults", handler: addFaultsRoute },
  { method: "DELETE", template: "/faults", handler: clearFaultsRoute },
  { method: "POST", template: "/connect", handler: connectClientRoute },
  {
    method: "GET",
    template: "/clock",
    handler: (ctx) => json({ now: iso(ctx.platform.clock.now()) }),
  },
  { method: "POST", template: "/clock", handler: advanceClockRoute },
  {
    method: "POST",
    template: "/users/{user_id}/leave-organization",
    handler: leaveOrganizationRoute,
  },
  { method: "POST", template: "/projects/{project_id}/transfer-out", handler: transferOut },
  { method: "POST", template: "/api_keys", handler: createConsoleKeyRoute },
  { method: "POST", template: "/api_keys/{key_id}/revoke", handler: revokeConsoleKeyRoute },
  ...credentialCheckRoutes,
  ...consoleRoutes,
];
