import { z } from "zod";
import { parseBody } from "../../../control-plane/http/input/request-parsing.ts";
import { requirePathBranch } from "../../../control-plane/http/routing/path-lookups.ts";
import type { Reply, RequestContext } from "../../../control-plane/http/routing/router.ts";
import type { BranchFunctions } from "../lifecycle/branch-functions.ts";
import type { TriggerSource } from "../model/trigger-records.ts";
import type { BranchTriggers } from "../triggers/branch-triggers.ts";
import { triggerView } from "./trigger-views.ts";

const slug = z.string().regex(/^[a-z0-9]{1,20}$/, "a function slug");
const path = z.string().startsWith("/", "a path from /");
const schedule = z.object({ cron: z.string().min(1) });
const storage = z.object({
  bucket_name: z.string().min(1),
  prefix: z.string().max(1024).optional(),
});
const common = {
  function_slug: slug,
  name: z.string().trim().min(1).max(256),
  function_path: path.optional(),
  enabled: z.boolean().optional(),
};

/** Neon's TriggerCreateRequest. */
const createBody = z.discriminatedUnion("type", [
  z.object({ type: z.literal("schedule"), ...common, schedule }),
  z.object({
    type: z.literal("storage_object_created"),
    ...common,
    storage_object_created: storage,
  }),
]);

/** Neon's TriggerUpdateRequest: every field but `type` optional. */
const updateBody = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("schedule"),
    function_slug: slug.optional(),
    name: common.name.optional(),
    function_path: path.optional(),
    enabled: z.boolean().optional(),
    schedule: schedule.optional(),
  }),
  z.object({
    type: z.literal("storage_object_created"),
    function_slug: slug.optional(),
    name: common.name.optional(),
    function_path: path.optional(),
    enabled: z.boolean().optional(),
    storage_object_created: storage.optional(),
  }),
]);

function sourceOf(body: {
  type: string;
  schedule?: { cron: string } | undefined;
  storage_object_created?: { bucket_name: string; prefix?: string | undefined } | undefined;
}): TriggerSource | undefined {
  if (body.type === "schedule")
    return body.schedule && { type: "schedule", cron: body.schedule.cron };
  const watched = body.storage_object_created;
  if (!watched) return undefined;
  return {
    type: "storage_object_created",
    bucketName: watched.bucket_name,
    ...(watched.prefix ? { prefix: watched.prefix } : {}),
  };
}

export interface TriggerRouteParts {
  functions: BranchFunctions;
  triggers: BranchTriggers;
}

const triggerId = (ctx: RequestContext) => ctx.params.trigger_id ?? "";

/** listProjectBranchTriggers. */
export function listTriggers(parts: TriggerRouteParts, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return { status: 200, body: { triggers: parts.triggers.list(branch.id).map(triggerView) } };
}

/** getProjectBranchTrigger. */
export function getTrigger(parts: TriggerRouteParts, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  return {
    status: 200,
    body: { trigger: triggerView(parts.triggers.require(branch.id, triggerId(ctx))) },
  };
}

/** createProjectBranchTrigger: the function is resolved by slug when the trigger fires. */
export function createTrigger(parts: TriggerRouteParts, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const body = parseBody(createBody, ctx.body);
  const trigger = parts.triggers.create(branch.id, {
    name: body.name,
    functionSlug: body.function_slug,
    functionPath: body.function_path ?? "/",
    source: sourceOf(body) as TriggerSource,
    enabled: body.enabled ?? true,
  });
  return { status: 201, body: { trigger: triggerView(trigger) } };
}

/** updateProjectBranchTrigger. */
export function updateTrigger(parts: TriggerRouteParts, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const body = parseBody(updateBody, ctx.body);
  const source = sourceOf(body);
  const trigger = parts.triggers.update(branch.id, triggerId(ctx), {
    name: body.name,
    functionSlug: body.function_slug,
    functionPath: body.function_path,
    enabled: body.enabled,
    ...(source ? { source } : {}),
  });
  return { status: 200, body: { trigger: triggerView(trigger) } };
}

/** deleteProjectBranchTrigger. */
export function deleteTrigger(parts: TriggerRouteParts, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  parts.triggers.delete(branch.id, triggerId(ctx));
  return { status: 204 };
}
