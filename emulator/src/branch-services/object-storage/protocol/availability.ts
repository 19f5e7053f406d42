import type { Platform } from "../../../control-plane/state/platform.ts";

/**
 * Whether the platform offers Object Storage. On Neon it is a feature of some regions and
 * organizations; the emulator offers it to every project unless its seed says
 * `object_storage: { enabled: false }` (then Neon's "not enabled" answers, api/not-enabled.ts).
 */
export const objectStorageEnabled = (platform: Platform) => platform.seed.object_storage.enabled;
