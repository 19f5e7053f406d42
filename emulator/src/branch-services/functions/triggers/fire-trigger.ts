import type { BranchFunctions } from "../lifecycle/branch-functions.ts";
import type { TriggerRecord } from "../model/trigger-records.ts";

/**
 * Invokes a trigger's function on its branch (the slug resolved now, as Neon resolves it when
 * an occurrence is consumed): `POST <function_path>` with a JSON body of Neon's shape for an
 * upload (`{type: "storage_object_created", data: {bucket_name, object_key}}`); for a schedule,
 * on which Neon's documents are silent, `{type: "schedule", data: {trigger_id, trigger_name,
 * scheduled_at}}`. What goes wrong goes to the branch's function logs.
 */
export async function fireTrigger(
  functions: BranchFunctions,
  branchId: string,
  trigger: TriggerRecord,
  body: unknown,
): Promise<void> {
  const place = functions.host.findBranch(branchId);
  const note = (text: string) =>
    functions.logs.add(branchId, {
      time: functions.host.now(),
      slug: trigger.functionSlug,
      stream: "stderr",
      text: `trigger ${trigger.name}: ${text}`,
    });
  if (!place) return;
  let serving: Awaited<ReturnType<BranchFunctions["serving"]>>;
  try {
    serving = await functions.serving(place, trigger.functionSlug);
  } catch (error) {
    note(`function ${trigger.functionSlug} failed to start: ${(error as Error).message}`);
    return;
  }
  if (!serving) {
    note(`function ${trigger.functionSlug} has no completed deployment on this branch`);
    return;
  }
  try {
    const answer = await fetch(`http://127.0.0.1:${serving.port}${trigger.functionPath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(functions.invocationTimeoutMs),
    });
    await answer.arrayBuffer();
    if (!answer.ok) note(`function ${trigger.functionSlug} answered ${answer.status}`);
  } catch (error) {
    note(`function ${trigger.functionSlug} failed: ${(error as Error).message}`);
  } finally {
    serving.release();
  }
}
