import * as core from "@actions/core";
import type { ApiClient } from "../../../api/http.ts";
import {
  getBranchAiGateway,
  getBranchStorage,
  listBranchFunctions,
} from "../../../api/preview-services.ts";
import type {
  Branch,
  BranchAiGateway,
  BranchFunction,
  BranchStorage,
} from "../../../api/responses.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";
import type { MintedSecrets } from "./mint-credential.ts";

// `export-env` for the services neon.ts declares beyond Auth and the Data API: Object Storage,
// the AI gateway and Functions, read from the PR branch as `@neon/env` reads them, and the
// branch credential behind the first two, minted for this run (mint-credential.ts). A service
// the platform does not offer on the branch is said in one line and left out; nothing is minted
// for it. Runs without such a neon.ts send no request here.

export interface PreviewEnv {
  storage?: BranchStorage;
  aiGateway?: BranchAiGateway;
  functions: BranchFunction[];
  /** The credential minted for storage and the gateway, when either is there. */
  secrets?: MintedSecrets;
  /** For the job summary: the credential (by its short id and scopes), never its secrets. */
  notes: string[];
}

export type PreviewEnvSettings = Pick<
  ProvisionSettings,
  "projectId" | "apiHost" | "exportEnv" | "keep" | "previewServices" | "context"
>;

export async function readPreviewEnv(
  settings: PreviewEnvSettings,
  client: ApiClient,
  branch: Branch,
): Promise<PreviewEnv | undefined> {
  const declared = settings.previewServices;
  if (!settings.exportEnv || !declared) return undefined;
  const { projectId } = settings;
  const env: PreviewEnv = { functions: [], notes: [] };
  if (declared.buckets) {
    const answer = await getBranchStorage(client, projectId, branch.id);
    if (answer.offered) env.storage = answer.value;
    else warnNotOffered("buckets", branch, answer.reason, "the AWS_* variables are");
  }
  if (declared.aiGateway) {
    const answer = await getBranchAiGateway(client, projectId, branch.id);
    if (answer.offered) env.aiGateway = answer.value;
    else
      warnNotOffered(
        "aiGateway",
        branch,
        answer.reason,
        "NEON_AI_GATEWAY_TOKEN and NEON_AI_GATEWAY_BASE_URL are",
      );
  }
  if (declared.functions) {
    const answer = await listBranchFunctions(client, projectId, branch.id);
    if (answer.offered) env.functions = answer.value.filter((fn) => fn.invocation_url !== "");
    else warnNotOffered("functions", branch, answer.reason, "NEON_FUNCTION_<SLUG>_BASE_URL is");
  }
  if (env.storage || env.aiGateway) {
    const { mintForExportEnv } = await import("./mint-credential.ts");
    const minted = await mintForExportEnv(settings, client, branch, {
      storage: env.storage !== undefined,
      aiGateway: env.aiGateway !== undefined,
      functions: env.functions.length > 0,
    });
    env.secrets = minted.secrets;
    env.notes.push(...minted.notes);
  }
  return env;
}

function warnNotOffered(what: string, branch: Branch, reason: string, names: string): void {
  core.warning(
    `neon.ts declares ${what}, but the platform does not offer it on branch ${branch.name} (${reason}): ${names} not exported`,
  );
}
