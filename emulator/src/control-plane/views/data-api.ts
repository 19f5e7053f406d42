import { availableSchemas, dataApiUrl } from "../services/data-api.ts";
import type { Platform } from "../state/platform.ts";
import type { Branch, DataApi } from "../state/records.ts";

/** Neon's DataAPIReponse (getProjectBranchDataAPI). */
export function dataApiView(platform: Platform, branch: Branch, record: DataApi) {
  return {
    url: dataApiUrl(platform, branch, record.database),
    status: "active",
    settings: record.settings,
    available_schemas: availableSchemas(record),
  };
}
