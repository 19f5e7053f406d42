import { randomBytes } from "node:crypto";
import type { Branch } from "../../control-plane/state/records/records.ts";
import { proxyOrigin } from "../../front-doors/service-front-door.ts";
import type { BranchService, BranchServiceHost } from "../branch-service.ts";
import type { ServiceBus } from "../service-bus.ts";
import { objectStorageRoutes } from "./api/routes.ts";
import { s3FrontDoor } from "./front-door.ts";
import { storageRegion } from "./protocol/region.ts";
import { s3Endpoint } from "./protocol/s3-url.ts";
import type { PresignerKey } from "./signature/presign-url.ts";
import { BlobStore } from "./store/blob-store.ts";
import { ObjectStore } from "./store/object-store.ts";
import type { StoreJson } from "./store/store-json.ts";

export interface ObjectStorageOptions {
  /** `--data-dir`: blobs under its `object-storage/`; default a temporary directory. */
  dataDir?: string | undefined;
}

/**
 * Neon's Object Storage: its routes (api/), each branch's S3-compatible endpoint at
 * `/s3/<branch id>` on the proxy's port (front-door.ts, s3/), and the objects, copy-on-write
 * per branch (store/): a child reads its parent's buckets and objects as of its creation and
 * writes to a layer of its own; restore, reset and snapshots move layers, never bytes.
 */
export function objectStorageService(
  host: BranchServiceHost,
  bus: ServiceBus,
  options: ObjectStorageOptions = {},
): BranchService {
  const store = new ObjectStore(
    new BlobStore(options.dataDir, () =>
      host.dataPlane.temporaryDirectory("preview-compute-emulator-objects-"),
    ),
  );
  // A change through the S3 endpoint is kept before it is answered (the API's own routes are
  // kept by the platform's requests anyway).
  store.onChanged(() => host.saveState());
  store.onObjectCreated(
    (branchId, bucketName, objectKey) =>
      void bus.emit("objectCreated", { branchId, bucketName, objectKey }),
  );
  const presigner: PresignerKey = {
    accessKeyId: `nak_presign_${randomBytes(16).toString("hex")}`,
    secretAccessKey: randomBytes(32).toString("hex"),
  };
  const origin = proxyOrigin(host.proxy);
  bus.answer("storageEndpoint", (project, branch) => ({
    endpoint: s3Endpoint(origin, branch.id),
    region: storageRegion(project),
  }));
  return {
    name: "object-storage",
    routes: objectStorageRoutes({ store, origin, presigner }),
    frontDoor: (platform) => s3FrontDoor(platform, { store, presigner }),
    onBranchCreated(parent, child) {
      store.fork(parent.id, child.id, { objects: child.init_source !== "schema-only" });
    },
    // With the data plane's copy: the branch reads the source as it is now; the preserved
    // branch keeps the layer the branch wrote to, with the children reading it.
    async onDataReplaced({ branch, source, preserved }) {
      store.restore(branch.id, source.id, preserved?.id);
    },
    async onBranchDeleted(branch) {
      store.dropBranch(branch.id);
    },
    onSnapshotTaken: (snapshotId, branch) => store.takeSnapshot(snapshotId, branch.id),
    onSnapshotRestored: (snapshotId, branch) => store.restoreSnapshot(snapshotId, branch.id),
    onSnapshotDeleted: (snapshotId) => store.dropSnapshot(snapshotId),
    saveState: () => store.saveState(),
    loadState: (saved) => store.loadState(saved as StoreJson),
    adminView: (branch) => ({ object_storage: adminView(store, branch) }),
    adminSummary: () => ({ object_storage: store.summary() }),
    stop: () => store.clear(),
  };
}

/** A branch's buckets with their object counts, and how much its own layer holds. */
function adminView(store: ObjectStore, branch: Branch) {
  return {
    buckets: store.buckets(branch.id).map((bucket) => ({
      name: bucket.name,
      access_level: bucket.access_level,
      objects: store.countObjects(branch.id, bucket),
    })),
    own_entries: store.ownEntries(branch.id),
  };
}
