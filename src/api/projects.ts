import { z } from "zod";
import { lazy } from "../core/lazy.ts";
import type { ApiClient } from "./http.ts";

/** Neon's Project, as far as the action reads it: its owner's plan limit (ProjectOwnerData). */
const projectSchema = lazy(() =>
  z.object({
    project: z.object({
      id: z.string(),
      owner: z
        .object({ branches_limit: z.number().int().nonnegative(), subscription_type: z.string() })
        .partial()
        .optional(),
    }),
  }),
);

/** The plan's branch limit the project's owner has; undefined when the platform does not say. */
export async function projectBranchesLimit(
  client: ApiClient,
  projectId: string,
): Promise<number | undefined> {
  const answer = await client.send("GET", `/projects/${projectId}`, { schema: projectSchema() });
  return answer.project.owner?.branches_limit;
}
