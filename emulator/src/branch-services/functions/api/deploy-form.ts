import { ApiError, badRequest } from "../../../control-plane/errors.ts";
import type { MultipartBody } from "../../../control-plane/http/routing/router.ts";
import { ArchiveLimitError } from "../build/archive-limits.ts";
import { readZipDirectory } from "../build/zip-directory.ts";
import type { DeployForm } from "../model/records.ts";

/**
 * The multipart form @neon/config's adapter sends (buildFunctionDeployForm): `zip` (a file),
 * `runtime` (`nodejs24`), `environment` (a JSON string-to-string map). At least one is needed.
 */
export async function readDeployForm(multipart: MultipartBody | undefined): Promise<DeployForm> {
  if (!multipart) {
    throw badRequest("send the deployment as multipart/form-data with zip, runtime or environment");
  }
  const form = await new Request("http://deploy.invalid/", {
    method: "POST",
    headers: { "content-type": multipart.contentType },
    body: multipart.bytes,
  })
    .formData()
    .catch((error: Error) => {
      throw badRequest(`the multipart body cannot be read: ${error.message}`);
    });
  const deployForm: DeployForm = {};
  const zip = form.get("zip");
  if (zip !== null) {
    if (typeof zip === "string") throw badRequest("zip: send the archive as a file part");
    deployForm.zip = new Uint8Array(await zip.arrayBuffer());
    refuseOverLimits(deployForm.zip);
  }
  const runtime = form.get("runtime");
  if (runtime !== null) {
    if (runtime !== "nodejs24")
      throw badRequest(`runtime: must be nodejs24, not ${String(runtime)}`);
    deployForm.runtime = runtime;
  }
  const environment = form.get("environment");
  if (environment !== null) deployForm.environment = parseEnvironment(environment);
  if (!deployForm.zip && !deployForm.runtime && !deployForm.environment) {
    throw badRequest("supply at least one of zip, runtime and environment");
  }
  return deployForm;
}

/**
 * An archive over Neon's limits is refused before any of it is inflated; anything else wrong
 * with the zip fails its build, with the reason, as before.
 */
function refuseOverLimits(zip: Uint8Array): void {
  try {
    readZipDirectory(zip);
  } catch (error) {
    if (!(error instanceof ArchiveLimitError)) return;
    throw error.tooLarge
      ? new ApiError(413, "PAYLOAD_TOO_LARGE", `zip: ${error.message}`)
      : badRequest(`zip: ${error.message}`);
  }
}

function parseEnvironment(part: unknown): Record<string, string> {
  // Never quote the value back: it holds secrets.
  const refusal = badRequest("environment: must be a JSON object of string values");
  if (typeof part !== "string") throw refusal;
  let parsed: unknown;
  try {
    parsed = JSON.parse(part);
  } catch {
    throw refusal;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw refusal;
  const entries = Object.entries(parsed);
  if (!entries.every(([, value]) => typeof value === "string")) throw refusal;
  for (const [name] of entries) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw badRequest(`environment: ${name} is not a valid variable name`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}
