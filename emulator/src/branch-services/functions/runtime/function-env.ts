import { readWriteOn } from "../../../control-plane/services/computes/computes.ts";
import type { Platform } from "../../../control-plane/state/platform.ts";
import type {
  Branch,
  Compute,
  Database,
  Project,
  Role,
} from "../../../control-plane/state/records/records.ts";
import { connectionUri } from "../../../control-plane/views/connection-uris.ts";
import { emulatorDomain } from "../../../front-doors/own-host.ts";
import { gatewayBaseUrl } from "../../ai-gateway/ai-gateway-service.ts";
import type { ServiceBus } from "../../service-bus.ts";
import type { MintedCredential } from "../../service-credentials.ts";
import type { FunctionRecord } from "../model/records.ts";
import { functionUrlVariable, invocationUrl } from "../model/urls.ts";

/**
 * The variables Neon injects into a function, under @neon/env's names: the branch's name and
 * connection strings (its first role and that role's database, as getConnectionUri's defaults),
 * Neon Auth's and the Data API's URLs when the branch has them, Object Storage's `AWS_*` and
 * the AI gateway's token from the function's own credential, the gateway's base URL, and every
 * function's URL on the branch. Read when the process starts, so a function on a child branch
 * reads the child's database.
 */
export function platformVariables(
  platform: Pick<Platform, "proxyAddress">,
  bus: ServiceBus,
  origin: string,
  place: { project: Project; branch: Branch },
  functions: readonly FunctionRecord[],
  credential?: MintedCredential,
): Record<string, string> {
  const { project, branch } = place;
  const variables: Record<string, string> = { NEON_BRANCH: branch.name };
  const compute = readWriteOn(project, branch.id);
  const role = [...branch.roles.values()][0];
  const database =
    [...branch.databases.values()].find((each) => each.owner_name === role?.name) ??
    [...branch.databases.values()][0];
  if (compute && role && database) {
    const uri = (pooled: boolean) =>
      platform.proxyAddress
        ? functionConnectionUri({ role, database, compute, pooled })
        : connectionUri(platform, { role, database, compute, pooled });
    variables.DATABASE_URL = uri(true);
    variables.DATABASE_URL_UNPOOLED = uri(false);
  }
  const auth = bus.ask("neonAuthUrls", branch);
  if (auth) {
    variables.NEON_AUTH_BASE_URL = auth.baseUrl;
    variables.NEON_AUTH_JWKS_URL = auth.jwksUrl;
  }
  const dataApi = database ? bus.ask("dataApiUrl", branch, database.name) : undefined;
  if (dataApi) variables.NEON_DATA_API_URL = dataApi;
  const storage = bus.ask("storageEndpoint", project, branch);
  if (credential && storage) {
    variables.AWS_ACCESS_KEY_ID = credential.tokenId;
    variables.AWS_SECRET_ACCESS_KEY = credential.secretAccessKey;
    variables.AWS_ENDPOINT_URL_S3 = storage.endpoint;
    variables.AWS_REGION = storage.region;
  }
  if (credential) variables.NEON_AI_GATEWAY_TOKEN = credential.apiToken;
  variables.NEON_AI_GATEWAY_BASE_URL = gatewayBaseUrl(origin, branch.id);
  for (const fn of functions) {
    variables[functionUrlVariable(fn.slug)] = invocationUrl(origin, branch.id, fn.slug);
  }
  return variables;
}

/**
 * Neon's form of a connection string, on a name under the emulator's domain that the
 * function's process routes to the proxy (emulator-hosts.mjs): `<endpoint id>[-pooler].<domain>`,
 * no port, `sslmode=require`. Neon's serverless driver derives its endpoints from that host as
 * on Neon (`https://api.<domain>/sql`, `wss://<host>/v2`), and the proxy's certificate names
 * them (`*.<domain>`).
 */
export function functionConnectionUri(target: {
  role: Role;
  database: Database;
  compute: Compute;
  pooled: boolean;
}): string {
  const { role, database, compute, pooled } = target;
  const credentials = `${encodeURIComponent(role.name)}:${encodeURIComponent(role.password)}`;
  const host = `${compute.id}${pooled ? "-pooler" : ""}.${emulatorDomain}`;
  return `postgresql://${credentials}@${host}/${encodeURIComponent(database.name)}?sslmode=require`;
}
