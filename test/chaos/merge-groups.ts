import { mergeGroupEvent, type StepResult } from "../support/runner/index.ts";
import { OWNER, REPO, type World } from "../support/world.ts";
import type { Random } from "./random.ts";
import type { StepFault } from "./schedule.ts";

/**
 * Merge-queue lives: a queued group's job runs on its own branch (`preview/pr-queue/…`), then
 * GitHub drops the queued ref. A group passes, fails (its tests fail: the post step runs all
 * the same), is cancelled (SIGINT of main) or loses its runner (SIGKILL of main: no post step),
 * with a fault of the matrix at times. Invariant: no merge-group branch outlives its group after
 * the next sweep; and a post step that ran to the end has deleted its group's branch.
 */
export type GroupOutcome = "pass" | "fail" | "cancel" | "runner-killed";

export interface GroupLife {
  /** The PR the group was queued for. */
  pr: number;
  outcome: GroupOutcome;
  fault?: StepFault;
  /** Of the kill, for cancel and runner-killed. */
  afterMs: number;
}

const OUTCOMES: readonly GroupOutcome[] = ["pass", "fail", "cancel", "runner-killed"];

/** 0–2 groups, from a stream of their own: the PR lives of a seed stay as they were. */
export function makeGroups(random: Random, faults: readonly StepFault[]): GroupLife[] {
  const groups: GroupLife[] = [];
  for (let n = random.int(0, 2), i = 0; i < n; i++) {
    const group: GroupLife = {
      pr: 100 + i,
      outcome: random.pick(OUTCOMES),
      afterMs: random.int(0, 400),
    };
    if (random.chance(0.4)) group.fault = random.pick(faults);
    groups.push(group);
  }
  return groups;
}

export function describeGroup(group: GroupLife): string {
  const fault = group.fault ? `, fault: ${group.fault.name}` : "";
  return `merge group of PR ${group.pr}: ${group.outcome}${fault}`;
}

export const GROUP_PREFIX = "preview/pr-queue/";

interface GroupPlay {
  world: World;
  runs: () => void;
  kills: () => void;
  faults: () => void;
  violation: (text: string) => void;
  check: (invariant: string) => void;
  saw: (what: string) => void;
}

/** One group's job, as GitHub's merge queue runs it, and the ref dropped once it ends. */
export async function playGroup(game: GroupPlay, group: GroupLife, index: number): Promise<void> {
  const { world } = game;
  const event = mergeGroupEvent({
    pr: group.pr,
    repo: `${OWNER}/${REPO}`,
    baseSha: (index + 1).toString(16).padStart(40, "c"),
  });
  world.github.seedRef({ owner: OWNER, repo: REPO, ref: event.ref, sha: "d".repeat(40) });
  if (group.fault) {
    if (group.fault.rule) await world.admin.addFaults(...[group.fault.rule].flat());
    if (group.fault.github) world.github.addFault(group.fault.github);
    game.faults();
  }
  const inputs = { timeout: "30" };
  const killed = group.outcome === "cancel" || group.outcome === "runner-killed";
  const main: StepResult = await world.step("main", {
    event,
    inputs,
    timeoutMs: 60_000,
    ...(killed
      ? {
          signalAfter: {
            signal: group.outcome === "cancel" ? "SIGINT" : "SIGKILL",
            whenStdoutMatches: /Waiting for/,
            afterMs: group.afterMs,
          },
        }
      : {}),
  });
  game.runs();
  if (main.signalSent) game.kills();
  let post: StepResult | undefined;
  if (!(main.signalSent && group.outcome === "runner-killed")) {
    post = await world.step("post", { event, inputs, state: main.state, timeoutMs: 60_000 });
    game.runs();
  }
  await world.admin.clearFaults();
  world.github.clearFaults();
  world.github.deleteRef(OWNER, REPO, event.ref);
  if (post) await checkPostDeletedGroupBranch(game, group, main, post);
}

/** A group's post step that ran to the end leaves no branch of its group's. */
async function checkPostDeletedGroupBranch(
  game: GroupPlay,
  group: GroupLife,
  main: StepResult,
  post: StepResult,
): Promise<void> {
  const branchId = main.state["owned-branch-id"];
  if (!branchId || !main.state["owned-endpoint-id"]) return;
  game.check("a merge group's post step deletes its branch");
  const project = await game.world.admin.project(game.world.emulator.projectId);
  if (!project.branches.some((b) => b.id === branchId)) {
    game.saw("merge group's branch deleted by its post step");
    return;
  }
  game.violation(
    `merge group of PR ${group.pr} (${group.outcome}): its post step ran (exit ${post.exitCode}), but its branch ${branchId} remains:\n${post.log.join("\n")}`,
  );
}

/** After the final sweep: no branch of a group remains (every group here has ended). */
export async function checkNoGroupBranchLeft(game: GroupPlay, groups: GroupLife[]): Promise<void> {
  if (groups.length === 0) return;
  game.check("no merge-group branch outlives its group after the next sweep");
  const project = await game.world.admin.project(game.world.emulator.projectId);
  const left = project.branches.filter((b) => b.name.startsWith(GROUP_PREFIX));
  if (left.length === 0) game.saw("no merge-group branch after the sweep");
  for (const branch of left)
    game.violation(`merge group branch ${branch.name} (${branch.id}) remains after the sweep`);
}
