import type { Route } from "../../routing/router.ts";
import { type Feature, refusedBy } from "./refusals.ts";

/**
 * Functions, which no branch has yet, with what depends on them: their triggers and their custom
 * domains. Each route refuses with Neon's "not available" answer.
 */
const functions: Feature = {
  code: "FUNCTIONS_NOT_ENABLED",
  message: (project, branch) =>
    `platform functions not available for this project: the emulator does not run Functions, so branch ${branch.id} of project ${project.id} has none`,
};

const triggers: Feature = {
  code: "FUNCTIONS_NOT_ENABLED",
  message: (project, branch) =>
    `platform functions not available for this project: triggers call Functions, which the emulator does not run (branch ${branch.id} of project ${project.id})`,
};

const customDomains: Feature = {
  code: "CUSTOM_DOMAINS_NOT_ENABLED",
  message: (project) =>
    `custom domains are not enabled for project ${project.id}: they point at Functions, which the emulator does not run`,
};

const branch = "/projects/{project_id}/branches/{branch_id}";
const refuseFunctions = refusedBy(functions);
const refuseTriggers = refusedBy(triggers);
const refuseCustomDomains = refusedBy(customDomains);

export const functionsRoutes: Route[] = [
  { method: "GET", template: `${branch}/functions`, handler: refuseFunctions },
  { method: "GET", template: `${branch}/functions/{slug}`, handler: refuseFunctions },
  { method: "PATCH", template: `${branch}/functions/{slug}`, handler: refuseFunctions },
  { method: "DELETE", template: `${branch}/functions/{slug}`, handler: refuseFunctions },
  { method: "POST", template: `${branch}/functions/{slug}/deployments`, handler: refuseFunctions },
  { method: "GET", template: `${branch}/triggers`, handler: refuseTriggers },
  { method: "POST", template: `${branch}/triggers`, handler: refuseTriggers },
  { method: "GET", template: `${branch}/triggers/{trigger_id}`, handler: refuseTriggers },
  { method: "PATCH", template: `${branch}/triggers/{trigger_id}`, handler: refuseTriggers },
  { method: "DELETE", template: `${branch}/triggers/{trigger_id}`, handler: refuseTriggers },
  { method: "GET", template: `${branch}/custom-domains`, handler: refuseCustomDomains },
  { method: "POST", template: `${branch}/custom-domains`, handler: refuseCustomDomains },
  { method: "DELETE", template: `${branch}/custom-domains/{domain}`, handler: refuseCustomDomains },
];
