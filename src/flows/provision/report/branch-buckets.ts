import type { ApiClient } from "../../../api/http.ts";
import { getBranchStorage, listBranchBuckets } from "../../../api/preview-services.ts";
import type { Branch, BranchBucket, BranchStorage } from "../../../api/responses.ts";
import type { ProvisionSettings } from "../../../settings/mode-settings.ts";

// The PR branch's buckets, for the job summary and the sticky comment, when neon.ts declares
// buckets: each with its path-style URL on the branch's own S3 endpoint (its uploads land there,
// never in production's). Two requests, only for such runs; `storage` is reused when export-env
// already read it.

export async function bucketRows(
  settings: Pick<ProvisionSettings, "projectId" | "previewServices">,
  client: ApiClient,
  branch: Branch,
  storage: BranchStorage | undefined,
): Promise<{ label: string; url: string }[]> {
  if (!settings.previewServices?.buckets) return [];
  const endpoint = storage ?? (await offeredStorage(settings.projectId, client, branch));
  if (!endpoint) return [];
  const buckets = await listBranchBuckets(client, settings.projectId, branch.id);
  return buckets.offered ? rowsOf(endpoint, buckets.value) : [];
}

/** `Bucket uploads (private)`, `https://…/uploads`: path-style, as Neon's `force_path_style` says. */
export function rowsOf(storage: BranchStorage, buckets: BranchBucket[]) {
  const base = storage.s3_endpoint.replace(/\/+$/, "");
  return [...buckets]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((bucket) => ({
      label: `Bucket ${bucket.name} (${bucket.access_level})`,
      url: `${base}/${encodeURIComponent(bucket.name)}`,
    }));
}

async function offeredStorage(projectId: string, client: ApiClient, branch: Branch) {
  const answer = await getBranchStorage(client, projectId, branch.id);
  return answer.offered ? answer.value : undefined;
}
