/**
 * Where a branch's AI gateway answers on the proxy's port (http and https alike):
 * `/ai/<branch id>`, as Neon's gateway host is `<branch id>-api.ai.<region>…` (the other doors
 * likewise take Neon's host label: `/neonauth/`, `/apirest/`). Clients append a dialect's path,
 * `/ai-gateway/openai/v1/…`, to it (the front door: front-door.ts).
 */
export const gatewayPrefix = "/ai/";

/** A branch's AI gateway base URL (getProjectBranchAiGateway's `base_url`). */
export const gatewayBaseUrl = (origin: string, branchId: string) =>
  `${origin}${gatewayPrefix}${encodeURIComponent(branchId)}`;
