import { iso } from "../state/clock/clock.ts";
import type { ApiKey, State } from "../state/records/records.ts";

export function apiKeyCreatorView(key: ApiKey, state: State) {
  return {
    id: key.user_id,
    name: state.users.get(key.user_id)?.name ?? "",
    image: "",
  };
}

export function apiKeyListItemView(key: ApiKey, state: State) {
  return {
    id: key.id,
    name: key.name,
    created_at: iso(key.created_at),
    created_by: apiKeyCreatorView(key, state),
    last_used_at: key.last_used_at !== undefined ? iso(key.last_used_at) : null,
    last_used_from_addr: key.last_used_at !== undefined ? "127.0.0.1" : "",
    ...(key.project_id ? { project_id: key.project_id } : {}),
  };
}

export function apiKeyRevokeView(key: ApiKey) {
  return {
    id: key.id,
    name: key.name,
    created_at: iso(key.created_at),
    created_by: key.user_id,
    last_used_at: key.last_used_at !== undefined ? iso(key.last_used_at) : null,
    last_used_from_addr: key.last_used_at !== undefined ? "127.0.0.1" : "",
    revoked: key.revoked,
    ...(key.project_id ? { project_id: key.project_id } : {}),
  };
}

/** The one answer that shows a key's token: the key just created. */
export function apiKeyCreatedView(key: ApiKey) {
  return {
    id: key.id,
    key: key.token,
    name: key.name,
    created_at: iso(key.created_at),
    created_by: key.user_id,
    ...(key.project_id ? { project_id: key.project_id } : {}),
  };
}
