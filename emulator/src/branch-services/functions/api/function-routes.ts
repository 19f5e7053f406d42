import { z } from "zod";
import { badRequest, notFound } from "../../../control-plane/errors.ts";
import { parseBody } from "../../../control-plane/http/input/request-parsing.ts";
import { requirePathBranch } from "../../../control-plane/http/routing/path-lookups.ts";
import type { Reply, RequestContext } from "../../../control-plane/http/routing/router.ts";
import type { BranchFunctions } from "../lifecycle/branch-functions.ts";
import { readDeployForm } from "./deploy-form.ts";
import { deploymentView, functionView } from "./views.ts";

const slugOf = (ctx: RequestContext) => ctx.params.slug ?? "";

/** listProjectBranchFunctions: by slug, `limit` and an opaque `cursor` (the last slug given). */
export function listFunctions(functions: BranchFunctions, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const limitText = ctx.query.get("limit");
  const limit = limitText === null ? 1000 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw badRequest("limit: an integer from 1 to 1000");
  }
  const cursor = ctx.query.get("cursor");
  const all = functions.store
    .list(branch.id)
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .filter((fn) => cursor === null || fn.slug > cursor);
  const page = all.slice(0, limit);
  const next = all.length > limit ? page.at(-1)?.slug : undefined;
  return {
    status: 200,
    body: {
      functions: page.map((fn) => functionView(functions.origin, branch.id, fn)),
      ...(next ? { pagination: { next } } : {}),
    },
  };
}

/** getProjectBranchFunction. */
export function getFunction(functions: BranchFunctions, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const fn = functions.requireFunction(branch, slugOf(ctx));
  return { status: 200, body: { function: functionView(functions.origin, branch.id, fn) } };
}

const updateBody = z.object({ name: z.string().max(256).nullable() });

/**
 * updateProjectBranchFunction: the display name only; `null` falls back to the slug. Neon acts
 * only on a function the branch owns: one it only inherited answers 404.
 */
export function updateFunction(functions: BranchFunctions, ctx: RequestContext): Reply {
  const { branch } = requirePathBranch(ctx);
  const { name } = parseBody(updateBody, ctx.body);
  const fn = functions.requireFunction(branch, slugOf(ctx));
  if (fn.inherited) {
    throw notFound(
      `function ${fn.slug} is inherited by branch ${branch.id}: rename it on the branch that owns it`,
    );
  }
  if (name !== null && name.trim() === "") throw badRequest("name: must not be blank");
  if (name === null) delete fn.displayName;
  else fn.displayName = name.trim();
  return { status: 200, body: { function: functionView(functions.origin, branch.id, fn) } };
}

/** deleteProjectBranchFunction: its process stops before the answer. */
export async function deleteFunction(
  functions: BranchFunctions,
  ctx: RequestContext,
): Promise<Reply> {
  const { branch } = requirePathBranch(ctx);
  await functions.deleteFunction(branch, slugOf(ctx));
  return { status: 204 };
}

/** createProjectBranchFunctionDeployment: 201 with the deployment, `pending`. */
export async function createDeployment(
  functions: BranchFunctions,
  ctx: RequestContext,
): Promise<Reply> {
  const { branch } = requirePathBranch(ctx);
  const form = await readDeployForm(ctx.multipart);
  const deployment = functions.deploy(branch, slugOf(ctx), form, ctx.platform.clock.now());
  return { status: 201, body: { deployment: deploymentView(deployment) } };
}
