import type {
  ApiKey,
  Branch,
  BranchCredential,
  Compute,
  Organization,
  Project,
  Snapshot,
  State,
} from "../records/records.ts";

/**
 * The platform's records as JSON and back, for the state file. Maps and sets become arrays;
 * timers (`Scheduled`) are not kept: the records they serve re-arm them when the platform
 * reopens (services/persistence/reopen.ts). Every other field is kept as it is, secrets included:
 * the file is the state (mode 0600), never shown.
 */

export interface StateJson {
  plan: State["plan"];
  timing: State["timing"];
  limits: State["limits"];
  users: Array<ReturnType<State["users"]["get"]> & object>;
  organizations: OrganizationJson[];
  projects: ProjectJson[];
  api_keys: ApiKey[];
  next_key_id: number;
  next_database_id: number;
}

type OrganizationJson = Omit<Organization, "admins" | "members"> & {
  admins: string[];
  members: string[];
};

type BranchJson = Omit<
  Branch,
  "roles" | "databases" | "credentials" | "expiry_timer" | "backup_timers"
> & {
  roles: Array<Branch["roles"] extends Map<string, infer R> ? R : never>;
  databases: Array<Branch["databases"] extends Map<string, infer D> ? D : never>;
  credentials?: BranchCredential[];
};

type ComputeJson = Omit<Compute, "idle_timer">;
type SnapshotJson = Omit<Snapshot, "expiry_timer">;

type ProjectJson = Omit<Project, "branches" | "computes" | "snapshots"> & {
  branches: BranchJson[];
  computes: ComputeJson[];
  snapshots?: SnapshotJson[];
};

export function stateToJson(state: State): StateJson {
  return {
    plan: state.plan,
    timing: state.timing,
    limits: state.limits,
    users: [...state.users.values()],
    organizations: [...state.organizations.values()].map(({ admins, members, ...org }) => ({
      ...org,
      admins: [...admins],
      members: [...members],
    })),
    projects: [...state.projects.values()].map(projectToJson),
    api_keys: [...state.apiKeys.values()],
    next_key_id: state.nextKeyId,
    next_database_id: state.nextDatabaseId,
  };
}

export function stateFromJson(json: StateJson): State {
  return {
    plan: json.plan,
    timing: json.timing,
    limits: json.limits,
    users: new Map(json.users.map((user) => [user.id, user])),
    organizations: new Map(
      json.organizations.map(({ admins, members, ...org }) => [
        org.id,
        { ...org, admins: new Set(admins), members: new Set(members) },
      ]),
    ),
    projects: new Map(json.projects.map((project) => [project.id, projectFromJson(project)])),
    apiKeys: new Map(json.api_keys.map((key) => [key.id, key])),
    nextKeyId: json.next_key_id,
    nextDatabaseId: json.next_database_id,
  };
}

function projectToJson(project: Project): ProjectJson {
  const { branches, computes, snapshots, ...rest } = project;
  return {
    ...rest,
    branches: [...branches.values()].map(branchToJson),
    computes: [...computes.values()].map(({ idle_timer: _timer, ...compute }) => compute),
    ...(snapshots
      ? {
          snapshots: [...snapshots.values()].map(
            ({ expiry_timer: _timer, ...snapshot }) => snapshot,
          ),
        }
      : {}),
  };
}

function projectFromJson(json: ProjectJson): Project {
  const { branches, computes, snapshots, ...rest } = json;
  return {
    ...rest,
    branches: new Map(branches.map((branch) => [branch.id, branchFromJson(branch)])),
    computes: new Map(computes.map((compute) => [compute.id, compute])),
    ...(snapshots ? { snapshots: new Map(snapshots.map((s) => [s.id, s])) } : {}),
  };
}

function branchToJson(branch: Branch): BranchJson {
  const {
    roles,
    databases,
    credentials,
    expiry_timer: _expiry,
    backup_timers: _backups,
    ...rest
  } = branch;
  return {
    ...rest,
    roles: [...roles.values()],
    databases: [...databases.values()],
    ...(credentials ? { credentials: [...credentials.values()] } : {}),
  };
}

function branchFromJson(json: BranchJson): Branch {
  const { roles, databases, credentials, ...rest } = json;
  return {
    ...rest,
    roles: new Map(roles.map((role) => [role.name, role])),
    databases: new Map(databases.map((database) => [database.name, database])),
    ...(credentials ? { credentials: new Map(credentials.map((c) => [c.token_id, c])) } : {}),
  };
}
