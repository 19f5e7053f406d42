import * as core from "@actions/core";
import { messageOf } from "../../core/errors.ts";
import type { GitHubClient } from "../../github/client.ts";
import { commentMarker } from "../../github/comment.ts";
import { type Report, renderReport } from "../../github/report.ts";
import { writeCommentSection } from "../../github/write-section.ts";
import type { CommentSettings } from "../../settings/mode-settings.ts";

export type Outputs = Record<string, string | undefined>;

/** Outputs first (what later steps need), then the job summary and the sticky comment. */
export async function publish(
  settings: CommentSettings,
  github: GitHubClient,
  report: Report,
  outputs: Outputs,
): Promise<void> {
  for (const [name, value] of Object.entries(outputs))
    if (value !== undefined) core.setOutput(name, value);
  const markdown = renderReport(report);
  await writeSummary(markdown);
  const commentUrl = await writeComment(settings, github, report.branchName, markdown);
  if (commentUrl) core.setOutput("comment-url", commentUrl);
}

export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${messageOf(error)}`);
  }
}

async function writeComment(
  settings: CommentSettings,
  github: GitHubClient,
  branchName: string,
  markdown: string,
): Promise<string | undefined> {
  const { pullRequest, repository } = settings.context;
  if (!settings.comment || !pullRequest || !repository) return undefined;
  return writeCommentSection({
    github,
    owner: repository.owner,
    repo: repository.repo,
    issueNumber: pullRequest.number,
    marker: commentMarker(branchName),
    section: "report",
    body: markdown,
  });
}
