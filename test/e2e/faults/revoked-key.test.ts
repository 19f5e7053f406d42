import { describe, expect, test } from "vitest";
import { flowCases } from "./cases.ts";
import {
  computes,
  expectOneClearError,
  expectSuccess,
  runMain,
  runPost,
  withScenario,
} from "./flows.ts";

// Row 12: the key is revoked between main and post. Nothing can delete the compute then; the
// post step must say so in one line, with the 401 hint and the compute that remains.

describe.concurrent("row 12: key revoked between main and post", () => {
  test.for(flowCases(["create", "create-on-branch", "move"], 12100))(
    "$flow",
    async ({ flow, number }) => {
      await withScenario(flow, number, async (world, scenario) => {
        const main = await runMain(world, scenario);
        expectSuccess(main);
        const endpointId = main.outputs["endpoint-id"] ?? "";
        const branchId = main.outputs["branch-id"] ?? "";
        const key = world.emulator.seed.api_keys.find((k) => k.token === world.apiKey);
        await world.admin.revokeKey(key?.id ?? 0);

        const post = await runPost(world, scenario, main);
        // A compute created with this job's claim is read first (does another job hold it?).
        const request = flow === "move" ? "DELETE" : "GET";
        expectOneClearError(
          post,
          `Compute ${endpointId} remains on branch ${branchId}`,
          `${request} /projects/${world.emulator.projectId}/endpoints/${endpointId}`,
          "HTTP 401",
          "Hint: the API key is missing, invalid or revoked",
        );
        expect((await computes(world)).map((c) => c.id)).toContain(endpointId);
      });
    },
  );
});
