import * as core from "@actions/core";
import { messageOf } from "../core/errors.ts";
import { commentFailureHint, type StickyComment, upsertStickyComment } from "./comment.ts";

export interface SectionWrite extends Omit<StickyComment, "deadline"> {
  /** What the section holds, for the log (`the schema diff`); the report when absent. */
  what?: string;
  /** How long GitHub may take in all; unbounded when absent (the run's cancel still holds). */
  timeoutSeconds?: number;
}

/**
 * The one writer of the sticky comment's sections (the provision report, the post step's
 * schema diff): writes its section, says so in the log, and turns any failure into a warning
 * with a fix. Returns the comment's URL, or undefined when it was not written.
 */
export async function writeCommentSection(write: SectionWrite): Promise<string | undefined> {
  const into = write.what ? `${write.what} into the PR comment` : "the PR comment";
  if (!write.github.token) {
    core.warning(
      `No github-token: ${write.what ?? "the report"} is not written into the PR comment (set github-token, or comment: false)`,
    );
    return undefined;
  }
  const timeout =
    write.timeoutSeconds === undefined
      ? undefined
      : AbortSignal.timeout(write.timeoutSeconds * 1000);
  try {
    const outcome = await upsertStickyComment({ ...write, deadline: timeout });
    const what = write.what ? ` with ${write.what}` : "";
    core.info(
      outcome.action === "unchanged" && write.what
        ? `PR comment unchanged: ${write.what} is the same as last time (${outcome.url})`
        : `PR comment ${outcome.action}${what}: ${outcome.url}`,
    );
    return outcome.url;
  } catch (error) {
    const status = (error as { status?: number }).status;
    const reason = timeout?.aborted
      ? `no answer within ${write.timeoutSeconds}s`
      : messageOf(error);
    core.warning(
      `Could not write ${into}${status ? ` (HTTP ${status})` : ""}: ${reason}. Fix: ${commentFailureHint(status)}`,
    );
    return undefined;
  }
}
