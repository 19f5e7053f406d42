import * as core from "@actions/core";
import { listBranches } from "../../api/branches.ts";
import { listProjectEndpoints } from "../../api/endpoints.ts";
import type { ApiClient } from "../../api/http.ts";
import { outcomeOf, waitForOperations } from "../../api/operations.ts";
import { projectBranchesLimit } from "../../api/projects.ts";
import type { Endpoint, Operation } from "../../api/responses.ts";
import * as clock from "../../core/clock.ts";
import { messageOf, UserError } from "../../core/errors.ts";
import type { GitHubClient } from "../../github/client.ts";
import { lookUpPullRequests } from "../../github/pulls.ts";
import { listQueuedRefs } from "../../github/queue-refs.ts";
import {
  reasonText,
  renderSweepReport,
  type SweepReport,
  type SweptEntry,
} from "../../github/sweep-report.ts";
import type { SweepSettings } from "../../settings/mode-settings.ts";
import { removeBranchCompute } from "../cleanup/remove-branch-compute.ts";
import { writeSummary } from "../shared/publish-report.ts";
import { deploymentRetirer } from "../shared/retire-deployments.ts";
import { branchesWithClaims, credentialBranches } from "./decide-credential-sweep.ts";
import {
  liveGroupBranchNames,
  planMergeGroupSweep,
  selectMergeGroupBranches,
} from "./decide-merge-group-sweep.ts";
import { numbersToLookUp, planSweep, type SweepRemoval, selectCandidates } from "./decide-sweep.ts";
import { concernsOneBranch } from "./per-branch-errors.ts";
import { sweepCredentials } from "./sweep-credentials.ts";

const DAY_MS = 86_400_000;

/**
 * The net under every other cleanup (`mode: sweep`, a schedule or workflow_dispatch run): every
 * branch named `<branch-prefix><number>` whose PR is closed, merged or missing loses its
 * read_write compute (and itself, with `delete-branch`), and every merge group's branch
 * (`<branch-prefix>queue/…`) whose queued ref is gone from GitHub goes whole; `dry-run` only
 * reports. The default branch, protected branches, another repository's
 * (shared/branch-owner.ts) and branches with children are never touched. Outputs `swept`; writes a job summary.
 */
export async function sweep(
  settings: SweepSettings,
  client: ApiClient,
  github: GitHubClient,
  signal?: AbortSignal,
): Promise<void> {
  const { projectId, branchPrefix: prefix, dryRun, deleteBranch } = settings;
  const repository = settings.context.repository;
  if (!repository)
    throw new UserError(
      "Sweep needs the repository whose pull requests own the branches (GITHUB_REPOSITORY is not set)",
    );
  if (!settings.githubToken)
    throw new UserError(
      'Input "github-token": empty, and sweep asks GitHub for each branch\'s PR. Pass a token that can read pull requests (permissions: pull-requests: read)',
    );
  if (!prefix)
    throw new UserError('Input "branch-prefix": empty; sweep looks only at <prefix><number>');

  const branches = await listBranches(client, projectId);
  const selection = selectCandidates(branches, prefix, repository);
  core.info(
    `${branches.length} branches listed; ${selection.candidates.length + selection.untouchable.length} named ${prefix}<number>` +
      (selection.untouchable.length > 0
        ? ` (${selection.untouchable.map((u) => `${u.branch.name}: ${u.why}`).join(", ")}: never touched)`
        : ""),
  );
  const groups = selectMergeGroupBranches(branches, prefix, repository);
  const repo = { github, owner: repository.owner, repo: repository.repo };
  const lookup = await lookUpPullRequests({
    ...repo,
    numbers: numbersToLookUp(selection.candidates),
  });
  // GitHub is asked for its merge queue refs only when a merge group's branch is there to judge.
  const live =
    groups.candidates.length > 0
      ? liveGroupBranchNames((await listQueuedRefs(repo)).refs, prefix)
      : undefined;
  const anyGone =
    selection.candidates.some((candidate) => {
      const answer = lookup.answers.get(candidate.number);
      return answer !== undefined && answer !== "open";
    }) || groups.candidates.some((candidate) => !live?.has(candidate.branch.name));
  // One request for every compute of the project, rather than one per branch: what to remove,
  // and which branches hold a job's claim (whose credentials the sweep then lists).
  const anyCandidate = selection.candidates.length > 0 || groups.candidates.length > 0;
  const endpoints: Endpoint[] =
    anyGone || anyCandidate ? await listProjectEndpoints(client, projectId) : [];
  const plan = planSweep(selection.candidates, lookup.answers, endpoints, deleteBranch);
  const groupPlan = planMergeGroupSweep(groups.candidates, live, endpoints);
  const removals = [
    ...[...plan.removals].sort((a, b) => a.number - b.number),
    ...groupPlan.removals,
  ];

  const swept: SweptEntry[] = [];
  const failures: SweepReport["failures"] = [];
  // The platform runs one operation of a project at a time and answers 423 meanwhile: wait for
  // a delete's operations before the next one (a short poll, where a locked retry would idle
  // for half a second or more).
  const settle = async (operations: Operation[]) => {
    const pending = operations.filter((op) => outcomeOf(op) === "pending");
    if (pending.length > 0) await waitForOperations(client, projectId, pending, { signal });
  };
  const retireDeployments = deploymentRetirer(settings, github, signal);
  let stop: unknown;
  for (const [index, removal] of removals.entries()) {
    const why = reasonText(removal.reason, removal.number);
    if (dryRun) {
      core.info(`Dry run: would sweep ${removal.branch.name} (${why})`);
      swept.push(
        entryOf(
          removal,
          removal.computes.map((c) => c.id),
          removal.deleteBranch,
        ),
      );
      continue;
    }
    core.info(`Sweeping ${removal.branch.name} (${why})`);
    try {
      // Before the removal (see deploymentRetirer); a merge group has no deployment of its own,
      // and its PR's deployments belong to the PR's compute.
      if (removal.reason !== "merge-group-gone")
        await retireDeployments?.(removal.number, `swept: PR ${removal.reason}`);
      const done = await removeBranchCompute(client, projectId, removal.branch, removal.computes, {
        deleteBranch: removal.deleteBranch,
        settle,
      });
      // The last one's operations are waited for only with `wait`, as the other flows do.
      if (index < removals.length - 1 || settings.wait) await settle(done.operations);
      swept.push(entryOf(removal, done.deletedEndpointIds, done.branchDeleted));
    } catch (error) {
      if (!concernsOneBranch(error)) {
        stop = error;
        break;
      }
      core.warning(`Could not sweep ${removal.branch.name}: ${messageOf(error)}`);
      failures.push({
        branch: removal.branch.name,
        branchId: removal.branch.id,
        pr: removal.number,
        error: messageOf(error),
      });
    }
  }

  // The branch credentials export-env minted: unless the removals stopped (a deadline, a cancel).
  const credentials =
    stop === undefined
      ? await sweepCredentials({
          client,
          github,
          projectId,
          repository,
          dryRun,
          branches: credentialBranches(
            branches,
            repository,
            {
              judged: new Set(
                [...selection.candidates, ...groups.candidates].map((c) => c.branch.id),
              ),
              prGone: new Set([...plan.removals, ...plan.clean].map((c) => c.branch.id)),
              deleted: new Set(swept.filter((e) => e.branch_deleted).map((e) => e.branch_id)),
              claimed: branchesWithClaims(endpoints),
            },
            Math.floor(clock.now() / DAY_MS),
          ),
        })
      : undefined;
  if (credentials?.stop !== undefined) stop = credentials.stop;

  const branchesLimit = await planBranchesLimit(client, projectId);
  const report: SweepReport = {
    dryRun,
    prefix,
    branchesListed: branches.length,
    ...(branchesLimit !== undefined ? { branchesLimit } : {}),
    matching: selection.candidates.length + selection.untouchable.length,
    swept,
    kept: plan.kept.length,
    clean: plan.clean.length,
    mergeGroups: {
      matching: groups.candidates.length + groups.untouchable.length,
      kept: groupPlan.kept.length,
    },
    untouchable: [
      ...selection.untouchable,
      ...plan.notOurs.map((candidate) => ({
        ...candidate,
        why: `no owner mark, and no PR #${candidate.number} in this repository`,
      })),
      ...groups.untouchable,
    ].map((u) => ({ branch: u.branch.name, branchId: u.branch.id, why: u.why })),
    failures,
    stoppedBy: stop === undefined ? undefined : messageOf(stop),
    ...(credentials
      ? {
          credentials: {
            revoked: credentials.revoked,
            failures: credentials.failures,
            ...(credentials.unjudged ? { unjudged: credentials.unjudged } : {}),
            ...(credentials.unchecked ? { unchecked: credentials.unchecked } : {}),
          },
        }
      : {}),
  };
  core.setOutput("swept", JSON.stringify(swept));
  await writeSummary(renderSweepReport(report));
  core.info(
    `${dryRun ? "Would sweep" : "Swept"} ${swept.length} branch(es); kept ${plan.kept.length} with an open PR; ${plan.clean.length} already clean` +
      (live ? `; kept ${groupPlan.kept.length} merge group branch(es) still queued` : ""),
  );
  if (stop !== undefined) throw stop;
  if (failures.length > 0)
    throw new Error(
      `${failures.length} branch(es) could not be swept: ${failures
        .map((failure) => `${failure.branch} (${failure.error})`)
        .join("; ")}`,
    );
}

function entryOf(removal: SweepRemoval, endpointIds: string[], branchDeleted: boolean): SweptEntry {
  const computeIds = endpointIds.join(",");
  return {
    branch: removal.branch.name,
    branch_id: removal.branch.id,
    pr: removal.number,
    reason: removal.reason,
    ...(computeIds ? { compute_id: computeIds } : {}),
    branch_deleted: branchDeleted,
  };
}

/** The plan's branch limit, for the summary beside the branches listed; a failure is a warning. */
async function planBranchesLimit(client: ApiClient, projectId: string) {
  try {
    return await projectBranchesLimit(client, projectId);
  } catch (error) {
    core.warning(`Could not read the project's branch limit: ${messageOf(error)}`);
    return undefined;
  }
}
