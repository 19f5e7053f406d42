import { z } from "zod";
import { ApiError, badRequest, notFound } from "../../errors.ts";
import { connect } from "../../services/compute-lifecycle.ts";
import { iso } from "../../state/clock.ts";
import { newOrgId } from "../../state/ids.ts";
import { operationView } from "../../state/operation-engine.ts";
import type { Platform } from "../../state/platform.ts";
import { isOrgMember } from "../../state/records.ts";
import { type LoadedSeed, SeedError } from "../../state/seed.ts";
import { endpointView } from "../../views/neon-shapes.ts";
import { parseBody } from "../input/request-parsing.ts";
import { issueKey } from "../routes/keys.ts";
import type { Reply, Route } from "../routing/router.ts";

export interface AdminContext {
  platform: Platform;
  /** Validates a seed for `reset`; an empty body means the built-in seed. */
  loadSeed: (input: unknown) => LoadedSeed;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export type AdminHandler = (ctx: AdminContext) => Reply | Promise<Reply>;

async function reset(ctx: AdminContext): Promise<Reply> {
  let seed: LoadedSeed;
  try {
    seed = ctx.loadSeed(ctx.body);
  } catch (error) {
    if (error instanceof SeedError) throw new ApiError(400, "INVALID_SEED", error.message);
    throw error;
  }
  await ctx.platform.reset(seed);
  return { status: 200, body: { reset: true, seed } };
}

/** Everything, key tokens and emulator bookkeeping included, for assertions. */
export function snapshot(platform: Platform) {
  const { state } = platform;
  const now = platform.clock.now();
  return {
    now: iso(now),
    plan: state.plan,
    timing: state.timing,
    limits: state.limits,
    users: [...state.users.values()],
    organizations: [...state.organizations.values()].map((o) => ({
      id: o.id,
      name: o.name,
      admins: [...o.admins],
      members: [...o.members],
    })),
    projects: [...state.projects.values()].map((project) => ({
      id: project.id,
      name: project.name,
      owner: project.owner,
      region_id: project.region_id,
      branches: [...project.branches.values()].map((b) => ({
        id: b.id,
        name: b.name,
        default: b.default,
        parent_id: b.parent_id,
        current_state: b.current_state,
        init_source: b.init_source,
        protected: b.protected,
        expires_at: b.expires_at !== undefined ? iso(b.expires_at) : undefined,
        roles: [...b.roles.values()],
        databases: [...b.databases.values()],
        anonymization: b.anonymization
          ? {
              state: b.anonymization.state,
              status_message: b.anonymization.status_message,
              masked_once: b.anonymization.masked_once,
              rules: b.anonymization.rules,
            }
          : undefined,
      })),
      computes: [...project.computes.values()].map((c) => ({
        ...endpointView(c, project),
        open_connections: c.open_connections,
        dropped_connections: c.dropped_connections,
        restart_count: c.restart_count,
        last_activity_at: c.last_activity_at !== undefined ? iso(c.last_activity_at) : undefined,
        idle_timer_armed: c.idle_timer !== undefined,
      })),
      operations: project.operations.map((op) => ({
        ...operationView(op, now),
        initiated_by: op.initiated_by,
        held: op.held,
      })),
      locked_by: platform.operations.lockingOperation(project)?.id,
    })),
    api_keys: [...state.apiKeys.values()].map((k) => ({
      ...k,
      created_at: iso(k.created_at),
      last_used_at: k.last_used_at !== undefined ? iso(k.last_used_at) : undefined,
    })),
    faults: platform.faults.list(),
    /** Real PostgreSQL servers running now (none with --no-postgres). */
    servers: platform.dataPlane.servers(),
  };
}

function requests(ctx: AdminContext): Reply {
  const since = Number(ctx.query.get("since") ?? 0);
  if (!Number.isInteger(since) || since < 0) throw badRequest("since must be a request seq number");
  return { status: 200, body: { requests: ctx.platform.requests.since(since) } };
}

function addFaults(ctx: AdminContext): Reply {
  const added = (() => {
    try {
      return ctx.platform.faults.add(ctx.body);
    } catch (error) {
      if (error instanceof z.ZodError) {
        throw badRequest(`invalid fault rules: ${z.prettifyError(error)}`);
      }
      throw error;
    }
  })();
  return { status: 200, body: { added, rules: ctx.platform.faults.list() } };
}

function clearFaults(ctx: AdminContext): Reply {
  ctx.platform.faults.clear();
  // Held operations carry on once their fault is gone.
  ctx.platform.operations.releaseHeld();
  return { status: 200, body: { rules: [] } };
}

function findCompute(platform: Platform, endpointId: string) {
  for (const project of platform.state.projects.values()) {
    const compute = project.computes.get(endpointId);
    if (compute) return { project, compute };
  }
  throw notFound(`endpoint ${endpointId} not found`);
}

function connectClient(ctx: AdminContext): Reply {
  const { endpoint_id } = parseBody(z.object({ endpoint_id: z.string().min(1) }), ctx.body);
  const { project, compute } = findCompute(ctx.platform, endpoint_id);
  const result = connect(ctx.platform, project, compute);
  const now = ctx.platform.clock.now();
  return {
    status: 200,
    body: {
      woke: result.woke,
      endpoint: endpointView(compute, project),
      operations: result.operations.map((op) => operationView(op, now)),
    },
  };
}

function advanceClock(ctx: AdminContext): Reply {
  const { advance_ms } = parseBody(
    z.object({ advance_ms: z.number().int().nonnegative() }),
    ctx.body,
  );
  ctx.platform.clock.advance(advance_ms);
  ctx.platform.catchUp();
  return { status: 200, body: { now: iso(ctx.platform.clock.now()) } };
}

/** The user leaves an organization: their personal keys stay valid but lose its projects (spec §3.3). */
function leaveOrganization(ctx: AdminContext): Reply {
  const { state } = ctx.platform;
  const userId = ctx.params.user_id ?? "";
  if (!state.users.has(userId)) throw notFound(`user ${userId} not found`);
  const input = parseBody(z.object({ org_id: z.string().optional() }).optional(), ctx.body) ?? {};
  const orgs = [...state.organizations.values()].filter(
    (o) => isOrgMember(o, userId) && (!input.org_id || o.id === input.org_id),
  );
  if (orgs.length === 0)
    throw notFound(`user ${userId} is not a member of ${input.org_id ?? "any organization"}`);
  if (orgs.length > 1)
    throw badRequest(`user ${userId} belongs to several organizations; pass org_id`);
  const [org] = orgs;
  org?.admins.delete(userId);
  org?.members.delete(userId);
  return { status: 200, body: { user_id: userId, left: org?.id } };
}

/** The project leaves its organization: its project-scoped keys stop working (spec §3.3). */
function transferOut(ctx: AdminContext): Reply {
  const { state } = ctx.platform;
  const project = state.projects.get(ctx.params.project_id ?? "");
  if (!project) throw notFound(`project ${ctx.params.project_id} not found`);
  if (!("org" in project.owner))
    throw badRequest(`project ${project.id} is not in an organization`);
  const from = project.owner.org;
  const input =
    parseBody(
      z.object({ org_id: z.string().optional(), user_id: z.string().optional() }).optional(),
      ctx.body,
    ) ?? {};
  if (input.user_id && !state.users.has(input.user_id))
    throw notFound(`user ${input.user_id} not found`);
  if (input.org_id && !state.organizations.has(input.org_id))
    throw notFound(`organization ${input.org_id} not found`);
  if (input.user_id) project.owner = { user: input.user_id };
  else if (input.org_id) project.owner = { org: input.org_id };
  else {
    const elsewhere = {
      id: newOrgId(),
      name: "Elsewhere",
      admins: new Set<string>(),
      members: new Set<string>(),
      created_at: ctx.platform.clock.now(),
    };
    state.organizations.set(elsewhere.id, elsewhere);
    project.owner = { org: elsewhere.id };
  }
  const disabled: number[] = [];
  for (const key of state.apiKeys.values()) {
    if (key.type === "project" && key.project_id === project.id && !key.unusable_reason) {
      key.unusable_reason = `project ${project.id} was transferred out of organization ${from}`;
      disabled.push(key.id);
    }
  }
  return {
    status: 200,
    body: { project_id: project.id, from, owner: project.owner, disabled_keys: disabled },
  };
}

const consoleKeyRequest = z.object({
  type: z.enum(["personal", "organization", "project"]),
  name: z.string().min(1).max(64).default("console-key"),
  user_id: z.string(),
  org_id: z.string().optional(),
  project_id: z.string().optional(),
});

/** Creates a key as the console does (the first key cannot come from the API). */
function createConsoleKey(ctx: AdminContext): Reply {
  const { platform } = ctx;
  const { state } = platform;
  const input = parseBody(consoleKeyRequest, ctx.body);
  if (!state.users.has(input.user_id)) throw notFound(`user ${input.user_id} not found`);
  const project = input.project_id ? state.projects.get(input.project_id) : undefined;
  const orgId = input.org_id ?? (project && "org" in project.owner ? project.owner.org : undefined);
  if (input.type !== "personal" && !(orgId && state.organizations.has(orgId))) {
    throw badRequest(
      `an ${input.type} key needs org_id (or project_id of an organization project)`,
    );
  }
  if (input.type === "project" && !project)
    throw badRequest("a project-scoped key needs project_id");
  const key = issueKey(platform, {
    type: input.type,
    name: input.name,
    user_id: input.user_id,
    ...(input.type !== "personal" && orgId ? { org_id: orgId } : {}),
    ...(input.type === "project" && project ? { project_id: project.id } : {}),
  });
  return { status: 200, body: { id: key.id, key: key.token, type: key.type } };
}

/** Revokes a key as the console does. */
function revokeConsoleKey(ctx: AdminContext): Reply {
  const id = Number(ctx.params.key_id);
  const key = ctx.platform.state.apiKeys.get(id);
  if (!key) throw notFound(`API key ${ctx.params.key_id} not found`);
  key.revoked = true;
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
      ctx.platform.requests.clear();
      return json({ requests: [] });
    },
  },
  {
    method: "GET",
    template: "/faults",
    handler: (ctx) => json({ rules: ctx.platform.faults.list() }),
  },
  { method: "POST", template: "/faults", handler: addFaults },
  { method: "DELETE", template: "/faults", handler: clearFaults },
  { method: "POST", template: "/connect", handler: connectClient },
  {
    method: "GET",
    template: "/clock",
    handler: (ctx) => json({ now: iso(ctx.platform.clock.now()) }),
  },
  { method: "POST", template: "/clock", handler: advanceClock },
  { method: "POST", template: "/users/{user_id}/leave-organization", handler: leaveOrganization },
  { method: "POST", template: "/projects/{project_id}/transfer-out", handler: transferOut },
  { method: "POST", template: "/api_keys", handler: createConsoleKey },
  { method: "POST", template: "/api_keys/{key_id}/revoke", handler: revokeConsoleKey },
];
