import { anonymizedBranchRoutes } from "./routes/anonymized-branches.ts";
import { branchCredentialRoutes } from "./routes/branch-credentials.ts";
import { branchLogRoutes } from "./routes/branch-logs.ts";
import { branchRoutes } from "./routes/branches.ts";
import { computeRoutes } from "./routes/computes.ts";
import { consumptionRoutes } from "./routes/consumption.ts";
import { databaseRoutes } from "./routes/databases.ts";
import { keyRoutes } from "./routes/keys.ts";
import { customDomainRoutes } from "./routes/not-enabled/custom-domains.ts";
import { operationRoutes } from "./routes/operations.ts";
import { projectRoutes } from "./routes/projects.ts";
import { roleRoutes } from "./routes/roles.ts";
import { schemaRoutes } from "./routes/schema.ts";
import { snapshotRoutes } from "./routes/snapshots.ts";
import { userRoutes } from "./routes/users.ts";
import { type Route, Router } from "./routing/router.ts";

export const apiPrefix = "/api/v2";

/**
 * Neon's API v2, as far as the emulator answers it: the platform's own routes, then the branch
 * services' (Neon Auth, the Data API, the AI gateway, Object Storage, Functions: branch-services/).
 */
export const apiRouter = (serviceRoutes: readonly Route[]) =>
  new Router([
    ...projectRoutes,
    ...branchRoutes,
    ...anonymizedBranchRoutes,
    ...computeRoutes,
    ...roleRoutes,
    ...databaseRoutes,
    ...schemaRoutes,
    ...snapshotRoutes,
    ...operationRoutes,
    ...keyRoutes,
    ...userRoutes,
    ...consumptionRoutes,
    ...branchCredentialRoutes,
    ...branchLogRoutes,
    ...serviceRoutes,
    // Platform features no branch has yet, answered as Neon answers where they are not enabled;
    // after the services' routes, so a service that serves one answers first.
    ...customDomainRoutes,
  ]);
