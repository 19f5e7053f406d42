import type { PresignerKey } from "../signature/presign-url.ts";
import type { ObjectStore } from "../store/object-store.ts";

/** What the control-plane routes are made with. */
export interface ApiRuntime {
  store: ObjectStore;
  /** The proxy's http origin, where every branch's S3 endpoint lives. */
  origin: string;
  presigner: PresignerKey;
}
