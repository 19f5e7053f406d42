import type { Branch } from "../../../control-plane/state/records/records.ts";
import { availableSchemas } from "./data-apis.ts";
import type { DataApi } from "./records.ts";
import { dataApiUrl } from "./urls.ts";

/** Neon's DataAPIReponse (getProjectBranchDataAPI); `origin`: the proxy's HTTP origin. */
export function dataApiView(origin: string, branch: Branch, record: DataApi) {
  return {
    url: dataApiUrl(origin, branch, record.database),
    status: "active",
    settings: record.settings,
    available_schemas: availableSchemas(record),
  };
}
