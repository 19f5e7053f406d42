import { OWNER, REPO, type World } from "../support/world.ts";

/**
 * "No deployment stays `success` after its compute is gone": once the final sweep has run, a PR
 * with `deployment: true` whose branch has no read_write compute (or no branch) has no deployment
 * whose newest status is `success` in its environment (`preview-db/pr-<n>`).
 */
export async function checkNoSuccessWithoutCompute(
  world: World,
  prs: Iterable<{ pr: number; deployment: boolean }>,
  game: { check: (invariant: string) => void; saw: (what: string) => void },
): Promise<string[]> {
  const violations: string[] = [];
  const project = await world.admin.project(world.emulator.projectId);
  const deployments = world.github.deployments(OWNER, REPO);
  for (const { pr } of [...prs].filter((life) => life.deployment)) {
    game.check("no deployment stays success after its compute is gone");
    const branch = project.branches.find((b) => b.name === `preview/pr-${pr}`);
    const computes = project.computes.filter(
      (c) => c.branch_id === branch?.id && c.type === "read_write",
    );
    const ofPr = deployments.filter((d) => d.environment === `preview-db/pr-${pr}`);
    if (computes.length > 0) {
      if (ofPr.length > 0) game.saw("deployment of a live compute");
      continue;
    }
    for (const deployment of ofPr) {
      const newest = deployment.statuses.at(-1)?.state;
      if (newest === "success")
        violations.push(
          `PR ${pr}: deployment ${deployment.id} (${deployment.sha.slice(0, 7)}) is still success, but ${branch ? `branch ${branch.id} has no read_write compute` : "its branch is gone"} (statuses: ${deployment.statuses.map((s) => s.state).join(" → ")})`,
        );
      else game.saw(`deployment ${newest ?? "without status"} once its compute is gone`);
    }
  }
  return violations;
}
