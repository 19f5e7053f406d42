import {
  type Feature,
  refusedBy,
  stateRefusedBy,
} from "../../../control-plane/http/routes/not-enabled/refusals.ts";
import type { Handler } from "../../../control-plane/http/routing/router.ts";
import { objectStorageEnabled } from "../protocol/availability.ts";

/**
 * Neon's answers where a project has no Object Storage, for a seed that turns it off
 * (`object_storage: { enabled: false }`): getProjectBranchStorage's BranchStorageNotEnabled
 * (`region_unavailable`), 404 STORAGE_NOT_ENABLED for the bucket and object routes; @neon/config
 * reads them as "not available".
 */
const objectStorage: Feature = {
  code: "STORAGE_NOT_ENABLED",
  message: (project, branch) =>
    `Object Storage is not available for this project: the emulator's seed turns it off (object_storage.enabled: false), so branch ${branch.id} of project ${project.id} has no buckets`,
};

const refuse = refusedBy(objectStorage);
const refuseState = stateRefusedBy(objectStorage, "region_unavailable");

/** The route's handler while Object Storage is on; Neon's refusal while it is off. */
export const whenEnabled =
  (handler: Handler, state = false): Handler =>
  (ctx) =>
    objectStorageEnabled(ctx.platform) ? handler(ctx) : (state ? refuseState : refuse)(ctx);
