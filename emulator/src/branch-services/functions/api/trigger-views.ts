import { iso } from "../../../control-plane/state/clock/clock.ts";
import type { TriggerRecord } from "../model/trigger-records.ts";

/** Neon's Trigger (ScheduleTrigger or StorageObjectCreatedTrigger). */
export function triggerView(trigger: TriggerRecord) {
  const common = {
    trigger_id: trigger.id,
    function_slug: trigger.functionSlug,
    name: trigger.name,
    function_path: trigger.functionPath,
  };
  const source = trigger.source;
  if (source.type === "schedule") {
    return {
      type: "schedule" as const,
      ...common,
      schedule: { cron: source.cron },
      enabled: trigger.enabled,
      version: trigger.version,
      next_run_at: trigger.nextRunAt !== undefined ? iso(trigger.nextRunAt) : null,
      inherited: trigger.inherited,
    };
  }
  return {
    type: "storage_object_created" as const,
    ...common,
    storage_object_created: {
      bucket_name: source.bucketName,
      ...(source.prefix ? { prefix: source.prefix } : {}),
    },
    enabled: trigger.enabled,
    version: trigger.version,
    inherited: trigger.inherited,
  };
}
