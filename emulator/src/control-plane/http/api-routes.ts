import { anonymizedBranchRoutes } from "./routes/anonymized-branches.ts";
import { branchRoutes } from "./routes/branches.ts";
import { computeRoutes } from "./routes/computes.ts";
import { dataApiRoutes } from "./routes/data-api.ts";
import { databaseRoutes } from "./routes/databases.ts";
import { keyRoutes } from "./routes/keys.ts";
import { neonAuthRoutes } from "./routes/neon-auth.ts";
import { neonAuthSettingsRoutes } from "./routes/neon-auth-settings.ts";
import { operationRoutes } from "./routes/operations.ts";
import { projectRoutes } from "./routes/projects.ts";
import { roleRoutes } from "./routes/roles.ts";
import { schemaRoutes } from "./routes/schema.ts";
import { userRoutes } from "./routes/users.ts";
import { Router } from "./routing/router.ts";

export const apiPrefix = "/api/v2";

/** Neon's API v2, as far as the emulator answers it. */
export const apiRouter = new Router([
  ...projectRoutes,
  ...branchRoutes,
  ...anonymizedBranchRoutes,
  ...computeRoutes,
  ...roleRoutes,
  ...databaseRoutes,
  ...neonAuthRoutes,
  ...neonAuthSettingsRoutes,
  ...dataApiRoutes,
  ...schemaRoutes,
  ...operationRoutes,
  ...keyRoutes,
  ...userRoutes,
]);
