import { deriveCredentialScopes } from "@neon/config";
import type { CredentialScope } from "../../../api/credentials.ts";

// The scopes of the branch credential `export-env` mints, as `@neon/env`'s
// previewCredentialScopes decides them: only Object Storage and the AI gateway need one;
// `functions:invoke` rides along when one is minted anyway. Pure; here, "has" means the
// branch has it (neon.ts declares it and the platform offers it on the branch).

export interface CredentialNeeds {
  storage: boolean;
  aiGateway: boolean;
  functions: boolean;
}

/** Empty when nothing needs a credential: then none is minted. */
export function credentialScopes(needs: CredentialNeeds): CredentialScope[] {
  if (!needs.storage && !needs.aiGateway) return [];
  return deriveCredentialScopes(needs) as CredentialScope[];
}
