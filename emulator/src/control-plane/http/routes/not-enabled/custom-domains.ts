import type { Route } from "../../routing/router.ts";
import { type Feature, refusedBy } from "./refusals.ts";

/**
 * Custom domains, which no branch has yet: they point a domain of one's own at a function, and
 * the emulator serves functions on the proxy's port only. Each route refuses with Neon's "not
 * enabled" answer.
 */
const customDomains: Feature = {
  code: "CUSTOM_DOMAINS_NOT_ENABLED",
  message: (project) =>
    `custom domains are not enabled for project ${project.id}: the emulator serves functions only at their invocation URLs on its proxy`,
};

const branch = "/projects/{project_id}/branches/{branch_id}";
const refuseCustomDomains = refusedBy(customDomains);

export const customDomainRoutes: Route[] = [
  { method: "GET", template: `${branch}/custom-domains`, handler: refuseCustomDomains },
  { method: "POST", template: `${branch}/custom-domains`, handler: refuseCustomDomains },
  { method: "DELETE", template: `${branch}/custom-domains/{domain}`, handler: refuseCustomDomains },
];
