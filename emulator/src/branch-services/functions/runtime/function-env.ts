import { readWriteOn } from "../../../control-plane/services/computes/computes.ts";
import type { Platform } from "../../../control-plane/state/platform.ts";
import type { Branch, Project } from "../../../control-plane/state/records/records.ts";
import { connectionUri } from "../../../control-plane/views/connection-uris.ts";
import { gatewayBaseUrl } from "../../ai-gateway/ai-gateway-service.ts";
import type { ServiceBus } from "../../service-bus.ts";
import type { FunctionRecord } from "../model/records.ts";
import { functionUrlVariable, invocationUrl } from "../model/urls.ts";

/**
 * The variables Neon injects into a function, under @neon/env's names: the branch's name and
 * connection strings (its first role and that role's database, as getConnectionUri's defaults),
 * Neon Auth's and the Data API's URLs when the branch has them, the AI gateway's base URL, and
 * every function's URL on the branch. Not the credentials' (Object Storage's keys, the gateway's
 * token): they would need a credential minted for the function. Read when the process starts,
 * so a function on a child branch reads the child's database.
 */
export function platformVariables(
  platform: Pick<Platform, "proxyAddress">,
  bus: ServiceBus,
  origin: string,
  place: { project: Project; branch: Branch },
  functions: readonly FunctionRecord[],
): Record<string, string> {
  const { project, branch } = place;
  const variables: Record<string, string> = { NEON_BRANCH: branch.name };
  const compute = readWriteOn(project, branch.id);
  const role = [...branch.roles.values()][0];
  const database =
    [...branch.databases.values()].find((each) => each.owner_name === role?.name) ??
    [...branch.databases.values()][0];
  if (compute && role && database) {
    variables.DATABASE_URL = connectionUri(platform, { role, database, compute, pooled: true });
    variables.DATABASE_URL_UNPOOLED = connectionUri(platform, {
      role,
      database,
      compute,
      pooled: false,
    });
  }
  const auth = bus.ask("neonAuthUrls", branch);
  if (auth) {
    variables.NEON_AUTH_BASE_URL = auth.baseUrl;
    variables.NEON_AUTH_JWKS_URL = auth.jwksUrl;
  }
  const dataApi = database ? bus.ask("dataApiUrl", branch, database.name) : undefined;
  if (dataApi) variables.NEON_DATA_API_URL = dataApi;
  variables.NEON_AI_GATEWAY_BASE_URL = gatewayBaseUrl(origin, branch.id);
  for (const fn of functions) {
    variables[functionUrlVariable(fn.slug)] = invocationUrl(origin, branch.id, fn.slug);
  }
  return variables;
}
