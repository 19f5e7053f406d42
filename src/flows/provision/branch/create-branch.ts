import * as core from "@actions/core";
import { createAnonymizedBranch } from "../../../api/anonymized.ts";
import { createBranch, findBranch, findBranchByName } from "../../../api/branches.ts";
import { createOnce } from "../../../api/create-once.ts";
import { type EndpointCreate, listBranchEndpoints } from "../../../api/endpoints.ts";
import type { ApiClient } from "../../../api/http.ts";
import { pendingOperationsOf } from "../../../api/operations.ts";
import type { Branch, Endpoint, Operation } from "../../../api/responses.ts";
import * as clock from "../../../core/clock.ts";
import { UserError } from "../../../core/errors.ts";
import { type BranchRef, describeBranch } from "../../../settings/branch-ref.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import { ownerAnnotation } from "../../shared/branch-owner.ts";
import { isDataApiExpiryRefusal, noExpiryNote } from "./data-api-expiry.ts";
import { expiryFor } from "./decide-expiry.ts";
import { isOurBranch, primaryOf } from "./reconcile-match.ts";

interface CreatedBranch {
  branch: Branch;
  endpoints: Endpoint[];
  operations: Operation[];
  ownEndpoint: Endpoint | undefined;
  /** This run's create made it (answered, or found ours after a lost answer); not another run's. */
  createdByThisRun: boolean;
  /** The `parent-branch` the branch was created from, when one was given. */
  requestedParentId?: string;
  /** Why the branch was created without the expiry asked for, when it was. */
  expiryNote?: string;
}

/**
 * Creates the branch, with its compute in the same request unless one is to be moved onto it;
 * anonymized with `masking-rules`, masking started. `parentId` overrides `parent-branch` (a
 * masked reset copies the old branch's parent).
 */
export async function createPreviewBranch(
  settings: ProvisionSettings,
  client: ApiClient,
  wanted: EndpointCreate,
  options: { parentId?: string } = {},
): Promise<CreatedBranch> {
  const { projectId } = settings;
  if ("id" in settings.branch)
    throw new UserError(`Branch ${settings.branch.id} does not exist in project ${projectId}`);
  const name = settings.branch.name;
  if (!settings.createBranch)
    throw new UserError(
      `Branch "${name}" does not exist in project ${projectId}, and create-branch is false`,
    );
  const parentId =
    options.parentId ??
    (settings.parentBranch
      ? await resolveParent(client, projectId, settings.parentBranch, settings.parentSource)
      : undefined);
  const withEndpoint = !settings.endpointId;
  const requestedAt = clock.now();
  // Computed once: a repeated create asks for the same moment.
  const expiresAt =
    settings.expiresInSeconds === undefined
      ? undefined
      : expiryFor(settings.expiresInSeconds, requestedAt);
  const create = {
    name,
    parentId,
    expiresAt,
    schemaOnly: settings.branchType === "schema-only",
    protected: settings.protectBranch,
    // Whose branch it is, for the sweep of a project that several repositories share.
    annotation: ownerAnnotation(settings.context.repository),
    endpoint: withEndpoint ? wanted : undefined,
  };
  const createOnceWith = (asked: typeof create) =>
    createOnce(client, {
      send: () =>
        settings.maskingRules
          ? createAnonymizedBranch(client, projectId, asked, settings.maskingRules)
          : createBranch(client, projectId, asked),
      // A concurrent run created it, or our create went through without an answer.
      lookAfter: "conflict-or-lost-answer",
      lookUp: async () => {
        const branch = await findBranchByName(client, projectId, name);
        return (
          branch && { branch, endpoints: await listBranchEndpoints(client, projectId, branch.id) }
        );
      },
      isOurs: ({ branch, endpoints }) => isOurBranch(branch, endpoints, asked, requestedAt),
    });
  let expiryNote: string | undefined;
  const outcome = await createOnceWith(create).catch((error: unknown) => {
    // The parent has a Data API the branch inherits, and Neon supports no expiry with one.
    if (!create.expiresAt || !isDataApiExpiryRefusal(error)) throw error;
    expiryNote = noExpiryNote("it inherits its parent's Data API");
    core.info(expiryNote);
    return createOnceWith({ ...create, expiresAt: undefined });
  });
  if (outcome.kind === "sent") {
    const created = outcome.answer;
    core.info(
      `Created ${settings.maskingRules ? "anonymized branch" : "branch"} ${name} (${created.branch.id})`,
    );
    const endpoints = created.endpoints ?? [];
    return {
      ...created,
      endpoints,
      ownEndpoint: withEndpoint ? primaryOf(endpoints) : undefined,
      createdByThisRun: true,
      requestedParentId: parentId,
      expiryNote,
    };
  }
  const { branch, endpoints } = outcome.found;
  const ours = outcome.kind === "ours";
  core.info(
    `Branch ${name} (${branch.id}) ${ours ? "was created by this run's request" : "was created by another run"}`,
  );
  const operations = ours
    ? await pendingOperationsOf(client, projectId, { branchId: branch.id })
    : [];
  return {
    branch,
    endpoints,
    operations,
    ownEndpoint: ours && withEndpoint ? primaryOf(endpoints) : undefined,
    createdByThisRun: ours,
    requestedParentId: parentId,
    expiryNote,
  };
}

async function resolveParent(
  client: ApiClient,
  projectId: string,
  ref: BranchRef,
  source = 'Input "parent-branch"',
): Promise<string> {
  const parent = await findBranch(client, projectId, ref);
  if (!parent)
    throw new UserError(
      `${source}: branch ${describeBranch(ref)} does not exist in project ${projectId}`,
    );
  return parent.id;
}
