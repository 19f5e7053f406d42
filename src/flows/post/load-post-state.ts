import * as core from "@actions/core";
import {
  loadMintedCredential,
  loadOwnedCompute,
  loadSchemaDiffTarget,
  MINTED_CREDENTIAL_KEY,
  type MintedCredential,
  OWNED_API_HOST_KEY,
  type OwnedCompute,
  SCHEMA_DIFF_KEY,
  type SchemaDiffTarget,
} from "../../core/state-helper.ts";
import {
  loadMigrationImpactTarget,
  MIGRATION_IMPACT_KEY,
  type MigrationImpactTarget,
} from "../shared/migration-impact-state.ts";
import { decideStateHost } from "./decide-state-host.ts";

/** What main left for the post step, each only when it names the step's `api-host`. */
export interface PostState {
  impact?: MigrationImpactTarget;
  minted?: MintedCredential;
  schemaDiff?: SchemaDiffTarget;
  owned?: OwnedCompute;
}

export function loadPostState(apiHost: string): PostState {
  const trusted = <T extends { apiHost: string }>(
    key: string,
    state: T | undefined,
    lost: string,
  ) => {
    const decision = decideStateHost(key, state, apiHost, lost);
    if (decision.warning) core.warning(decision.warning);
    return decision.state;
  };
  return {
    impact: trusted(
      MIGRATION_IMPACT_KEY,
      loadMigrationImpactTarget(),
      "no migration impact is reported",
    ),
    minted: trusted(
      MINTED_CREDENTIAL_KEY,
      loadMintedCredential(),
      "no branch credential is revoked here (the PR's close or the sweep revokes one left behind)",
    ),
    schemaDiff: trusted(SCHEMA_DIFF_KEY, loadSchemaDiffTarget(), "no schema diff is reported"),
    owned: trusted(
      OWNED_API_HOST_KEY,
      loadOwnedCompute(),
      "no compute is deleted here (the PR's close or the sweep removes one left behind)",
    ),
  };
}
