import { encodeKey } from "../protocol/s3-url.ts";
import { s3Signer } from "./s3-signer.ts";

/** The key presignProjectBranchBucketObject signs with: the platform's own, never a branch's. */
export interface PresignerKey {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface PresignSpec {
  /** The S3 endpoint's origin and path (`http://127.0.0.1:<port>/s3/<branch id>`). */
  endpoint: string;
  region: string;
  bucket: string;
  key: string;
  method: "GET" | "PUT";
  /** Signed into an upload: the client must send the same `Content-Type`. */
  contentType?: string | undefined;
  expiresIn: number;
  signedAt: Date;
  credentials: PresignerKey;
}

/** A presigned S3 URL (query-string SigV4), signed by @smithy/signature-v4 as the AWS SDK does. */
export async function presignedUrl(spec: PresignSpec): Promise<string> {
  const endpoint = new URL(spec.endpoint);
  const path = `${endpoint.pathname}/${encodeKey(spec.bucket)}/${encodeKey(spec.key)}`;
  const headers: Record<string, string> = { host: endpoint.host };
  if (spec.contentType !== undefined) headers["content-type"] = spec.contentType;
  const signedHeaders = new Set(Object.keys(headers));
  // S3 presigns UNSIGNED-PAYLOAD: the hash the signer reads, kept out of the URL.
  headers["x-amz-content-sha256"] = "UNSIGNED-PAYLOAD";
  const signer = s3Signer(spec.credentials, spec.region);
  const presigned = await signer.presign(
    {
      method: spec.method,
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      path,
      headers,
      query: {},
    },
    {
      signingDate: spec.signedAt,
      expiresIn: spec.expiresIn,
      unhoistableHeaders: new Set(["x-amz-content-sha256"]),
      unsignableHeaders: new Set(["x-amz-content-sha256"]),
      signableHeaders: signedHeaders,
    },
  );
  const query = Object.entries(presigned.query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join("&");
  return `${endpoint.origin}${path}?${query}`;
}
