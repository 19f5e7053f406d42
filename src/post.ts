import * as core from "@actions/core";
import { createClient } from "./api/create-client.ts";
import * as clock from "./core/clock.ts";
import { inPhase } from "./core/log-group.ts";
import { decidePostStep, type PostDecision } from "./flows/post/decide-post-step.ts";
import { loadPostState } from "./flows/post/load-post-state.ts";
import { applyMigrationGate } from "./flows/post/migration-gate.ts";
import { releaseOwnedCompute } from "./flows/post/release-compute.ts";
import {
  MIGRATION_IMPACT_COMMENT_SECONDS,
  MIGRATION_IMPACT_SECONDS,
  measureMigrationImpact,
  postMigrationImpact,
} from "./flows/post/report-migration-impact.ts";
import { postPreviewCost, previewCostTarget } from "./flows/post/report-preview-cost.ts";
import { measureQueryImpact, postQueryImpact } from "./flows/post/report-query-impact.ts";
import {
  COMMENT_SECONDS,
  postSchemaDiff,
  SCHEMA_DIFF_SECONDS,
} from "./flows/post/report-schema-diff.ts";
import { revokeMintedCredential } from "./flows/post/revoke-minted-credential.ts";
import { loadQueryImpactTarget } from "./flows/shared/query-impact-state.ts";
import { retireAfterPost } from "./flows/shared/retire-deployments.ts";
import { createGitHubClient, type GitHubClient } from "./github/client.ts";
import { cancellationSignal, fail } from "./run.ts";
import { type PostSettings, readPostSettings } from "./settings/post-settings.ts";
import { readRunContext } from "./settings/run-context.ts";

/** The whole post step: the schema diff's share first, the compute delete gets the rest. */
const POST_TIMEOUT_SECONDS = 120;

async function post(): Promise<void> {
  const started = clock.now();
  const signal = cancellationSignal(() => core.warning("Cancelled: the compute may remain"));
  const { settings, state } = await inPhase("Inputs", () => {
    const settings = readPostSettings();
    // Only what names the step's own api-host: the API key goes nowhere else.
    return { settings, state: loadPostState(settings.apiHost) };
  });
  const { impact, minted, schemaDiff, owned } = state;
  const github = createGitHubClient({ token: settings.githubToken, signal });
  // export-env's branch credential goes first (keep: false); it can neither fail the job nor
  // skip the delete.
  const impactMeasured = impact
    ? measureMigrationImpact(impact, { ...settings, github, signal })
    : undefined;
  // Only a target naming this step's own api-host: the key goes nowhere else. Its statements
  // are planned again from now on, beside the diff and migration impact (`npm run bench`).
  const stored = loadQueryImpactTarget();
  const queryImpact = stored && stored.apiHost === settings.apiHost ? stored : undefined;
  const queryMeasured = queryImpact
    ? measureQueryImpact(queryImpact, { ...settings, github, signal })
    : undefined;
  if (minted)
    await inPhase("Credential", () => revokeMintedCredential(minted, { ...settings, signal }));
  // Migrations ran in the steps between main and here: the diff shows what they did. It
  // comes before the delete (keep: false), and can neither fail the job nor skip the delete.
  if (schemaDiff)
    await inPhase("Schema diff", () => postSchemaDiff(schemaDiff, { ...settings, github, signal }));
  const risk = impact
    ? await inPhase("Migration impact", () =>
        postMigrationImpact(impact, { ...settings, github, signal }, impactMeasured),
      )
    : undefined;
  const queryRisk = queryImpact
    ? await inPhase("Query impact", () =>
        postQueryImpact(queryImpact, { ...settings, github, signal }, queryMeasured),
      )
    : undefined;
  // Fails the job (the exit code) but, like the rest, never skips the delete below.
  applyMigrationGate(risk, settings.migrationGate, queryRisk);

  const decision = decidePostStep(owned, settings.keep);
  if (decision.kind === "skip") core.info(decision.reason);
  else
    await inPhase("Cleanup", () =>
      releaseWhatMainMade(decision, settings, github, signal, started),
    );
  // After the release: the compute's active time is closed (deleted or suspended), or kept.
  const costTarget = previewCostTarget(schemaDiff, owned, !!readRunContext().pullRequest);
  // A cancelled job's figures are not asked for: a cancel is not the job's end.
  if (costTarget && !signal.aborted)
    await inPhase("Cost", () => postPreviewCost(costTarget, { ...settings, signal }));
}

async function releaseWhatMainMade(
  decision: Exclude<PostDecision, { kind: "skip" }>,
  settings: PostSettings,
  github: GitHubClient,
  signal: AbortSignal,
  started: number,
): Promise<void> {
  try {
    const elapsed = (clock.now() - started) / 1000;
    const client = createClient({
      apiHost: settings.apiHost,
      apiKey: settings.apiKey,
      timeoutSeconds: Math.max(
        POST_TIMEOUT_SECONDS -
          SCHEMA_DIFF_SECONDS -
          COMMENT_SECONDS -
          MIGRATION_IMPACT_SECONDS -
          MIGRATION_IMPACT_COMMENT_SECONDS,
        POST_TIMEOUT_SECONDS - elapsed,
      ),
      signal,
    });
    const gone = await releaseOwnedCompute(decision, client, signal);
    // After the delete, never before it: GitHub can neither hold it up nor fail the step.
    if (gone) await retireAfterPost(github, decision.owned.endpointId);
  } catch (error) {
    fail(error, `Cancelled; compute ${decision.owned.endpointId} may remain`);
  }
}

await post();
