import { getOctokit } from "@actions/github";
import { afterAll, beforeAll, expect, test } from "vitest";
import { OWNER, pr, REPO, startWorld, type World } from "../support/world.ts";
import { checkGitHubLog } from "./github-log.ts";

// `deployment: true`'s requests to GitHub are operations of GitHub's REST description, with the
// parameters and bodies it defines, and the loopback GitHub's answers are what it promises:
// create and re-run, PR close over more than a page of deployments, a token that may only read.

const PR = 821;
const EARLIER_COMMITS = 101; // more than a page of 100: the environment's list follows `Link`

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

test("every deployment request and answer is one GitHub's description defines", async () => {
  await earlierDeployments(`preview-db/pr-${PR}`);
  world.github.clearRequests();
  const inputs = { deployment: "true", keep: "true", comment: "false" };
  for (const event of [pr("opened", PR), pr("opened", PR), pr("closed", PR)]) {
    const { main } = await world.job({ event, inputs });
    expect(main.failed, main.log.join("\n")).toBe(false);
  }
  world.github.setPermissions({ deployments: "read" });
  const denied = await world.job({ event: pr("opened", PR + 1), inputs });
  expect(denied.main.commands.warnings).toHaveLength(1);

  const { operations, problems, faulted } = checkGitHubLog(world.github.requests());
  expect(faulted).toEqual([]);
  expect(problems).toEqual([]);
  expect([...operations].sort()).toEqual([
    // The fleet line of PR 822's run asks for PR 821's state (its preview is left): the list,
    // then the PR itself, which the loopback GitHub does not hold.
    "pulls/get 404",
    "pulls/list 200",
    "repos/create-deployment 201",
    "repos/create-deployment 403",
    "repos/create-deployment-status 201",
    "repos/list-deployment-statuses 200",
    "repos/list-deployments 200",
  ]);
  const paths = world.github.requests().map((request) => request.path);
  expect(paths).toContain(
    `/repos/${OWNER}/${REPO}/deployments?environment=preview-db%2Fpr-${PR}&per_page=100&page=2`,
  );
  // PR close retired every deployment of the environment, the earlier ones too.
  const latest = world.github
    .deployments(OWNER, REPO)
    .filter((deployment) => deployment.environment === `preview-db/pr-${PR}`)
    .map((deployment) => deployment.statuses.at(-1)?.state);
  expect(latest).toHaveLength(EARLIER_COMMITS + 1);
  expect(new Set(latest)).toEqual(new Set(["inactive"]));
});

/** Deployments of earlier commits, left `success` (runs of an older version, say). */
async function earlierDeployments(environment: string): Promise<void> {
  const octokit = getOctokit(world.github.token, { baseUrl: world.github.url });
  for (let i = 0; i < EARLIER_COMMITS; i++) {
    const { data } = await octokit.rest.repos.createDeployment({
      owner: OWNER,
      repo: REPO,
      ref: i.toString(16).padStart(40, "0"),
      environment,
      transient_environment: true,
      production_environment: false,
      auto_merge: false,
      required_contexts: [],
    });
    if (!("id" in data)) throw new Error("setup: no deployment created");
    await octokit.rest.repos.createDeploymentStatus({
      owner: OWNER,
      repo: REPO,
      deployment_id: data.id,
      state: "success",
    });
  }
}
