import { iso } from "../state/clock/clock.ts";
import type { Platform } from "../state/platform.ts";
import { credentialMetaView } from "./branch-credentials.ts";
import { endpointView } from "./computes.ts";
import { operationView } from "./operations.ts";
import { snapshotView } from "./snapshots.ts";

/** Everything, key tokens and emulator bookkeeping included, for assertions. */
export function snapshot(platform: Platform) {
  const { state } = platform;
  const now = platform.clock.now();
  return {
    now: iso(now),
    plan: state.plan,
    timing: state.timing,
    limits: state.limits,
    users: [...state.users.values()],
    organizations: [...state.organizations.values()].map((o) => ({
      id: o.id,
      name: o.name,
      admins: [...o.admins],
      members: [...o.members],
    })),
    projects: [...state.projects.values()].map((project) => ({
      id: project.id,
      name: project.name,
      owner: project.owner,
      region_id: project.region_id,
      branches: [...project.branches.values()].map((b) => ({
        id: b.id,
        name: b.name,
        default: b.default,
        parent_id: b.parent_id,
        current_state: b.current_state,
        init_source: b.init_source,
        protected: b.protected,
        snapshot_restore: b.snapshot_restore,
        backup_schedule: b.backup_schedule,
        expires_at: b.expires_at !== undefined ? iso(b.expires_at) : undefined,
        roles: [...b.roles.values()],
        databases: [...b.databases.values()],
        // Metadata only: a credential's secrets never leave through the admin API.
        credentials: [...(b.credentials?.values() ?? [])].map(credentialMetaView),
        // Each branch service's own (Neon Auth's: neon_auth, its keys, whether its server runs).
        ...platform.branchServices.adminView(b),
        anonymization: b.anonymization
          ? {
              state: b.anonymization.state,
              status_message: b.anonymization.status_message,
              masked_once: b.anonymization.masked_once,
              rules: b.anonymization.rules,
            }
          : undefined,
      })),
      computes: [...project.computes.values()].map((c) => ({
        ...endpointView(c, project),
        open_connections: c.open_connections,
        dropped_connections: c.dropped_connections,
        restart_count: c.restart_count,
        last_activity_at: c.last_activity_at !== undefined ? iso(c.last_activity_at) : undefined,
        idle_timer_armed: c.idle_timer !== undefined,
      })),
      operations: project.operations.map((op) => ({
        ...operationView(op, now),
        initiated_by: op.initiated_by,
        held: op.held,
      })),
      locked_by: platform.operations.lockingOperation(project)?.id,
      snapshots: [...(project.snapshots?.values() ?? [])].map((s) => ({
        ...snapshotView(s),
        roles: s.roles.map((role) => role.name),
        databases: s.databases.map((database) => database.name),
      })),
    })),
    api_keys: [...state.apiKeys.values()].map((k) => ({
      ...k,
      created_at: iso(k.created_at),
      last_used_at: k.last_used_at !== undefined ? iso(k.last_used_at) : undefined,
    })),
    faults: platform.faults.list(),
    /** Real PostgreSQL servers running now (none with --no-postgres). */
    servers: platform.dataPlane.servers(),
    /** Each branch service's own totals (Object Storage's blobs and layers). */
    services: platform.branchServices.adminSummary(),
  };
}
