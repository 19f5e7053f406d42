import type { Platform } from "../state/platform.ts";
import type { Branch, Project } from "../state/records.ts";
import { setUpDataApisAgain, stopBranchDataApis } from "./data-api.ts";
import { disableAuth, stopAuthServer } from "./neon-auth.ts";

/**
 * The branch services (Neon Auth, the Data API) at the events of a branch's life that concern
 * them: what each does is listed here, and the services that bring the events call only these.
 */
interface BranchService {
  /**
   * A restore or a reset from the parent replaced the branch's data: the service keeps working
   * on the new data. Runs within the restore's operation, after the data plane's copy.
   */
  dataReplaced(platform: Platform, project: Project, branch: Branch): Promise<void>;
  /** The branch's Neon Auth keys changed (Neon Auth disabled): what was learned of them goes. */
  authKeysChanged(platform: Platform, branch: Branch): Promise<void>;
  /** The branch is deleted (by a request or its expiry). */
  branchDeleted(platform: Platform, branch: Branch): Promise<void>;
}

const neonAuth: BranchService = {
  dataReplaced: (platform, _project, branch) => stopAuthServer(platform, branch),
  authKeysChanged: async () => {},
  branchDeleted: stopAuthServer,
};

// After Neon Auth in each event: a key set it fetches then comes from the new server.
const dataApi: BranchService = {
  dataReplaced: setUpDataApisAgain,
  authKeysChanged: stopBranchDataApis,
  branchDeleted: stopBranchDataApis,
};

const services: BranchService[] = [neonAuth, dataApi];

export async function servicesAfterDataReplaced(
  platform: Platform,
  project: Project,
  branch: Branch,
): Promise<void> {
  for (const service of services) await service.dataReplaced(platform, project, branch);
}

export async function servicesAfterBranchDeleted(
  platform: Platform,
  branch: Branch,
): Promise<void> {
  await Promise.all(services.map((service) => service.branchDeleted(platform, branch)));
}

/** DELETE …/auth (services/neon-auth.ts), then every service forgets the branch's keys. */
export async function disableBranchAuth(
  platform: Platform,
  project: Project,
  branch: Branch,
  deleteData: boolean,
): Promise<void> {
  await disableAuth(platform, project, branch, deleteData);
  for (const service of services) await service.authKeysChanged(platform, branch);
}
