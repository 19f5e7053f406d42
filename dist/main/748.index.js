export const id = 748;
export const ids = [748];
export const modules = {

/***/ 8299:
/***/ ((function(module){

function webpackEmptyAsyncContext(req) {
	// Here Promise.resolve().then() is used instead of new Promise() to prevent
	// uncaught exception popping up in devtools
	return Promise.resolve().then(() => {
		var e = new Error("Cannot find module '" + req + "'");
		e.code = 'MODULE_NOT_FOUND';
		throw e;
	});
}
webpackEmptyAsyncContext.keys = () => ([]);
webpackEmptyAsyncContext.resolve = webpackEmptyAsyncContext;
webpackEmptyAsyncContext.id = 8299;
module.exports = webpackEmptyAsyncContext;

/***/ })),

/***/ 6594:
/***/ ((function(__unused_webpack_module,__webpack_exports__,__webpack_require__){


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mintForExportEnv: () => (/* binding */ mintForExportEnv)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 15 modules
var core = __webpack_require__(4116);
// EXTERNAL MODULE: ./src/api/credentials.ts
var credentials = __webpack_require__(2202);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/state-helper.ts
var state_helper = __webpack_require__(1447);
// EXTERNAL MODULE: ./src/flows/shared/compute-claims.ts
var compute_claims = __webpack_require__(4038);
// EXTERNAL MODULE: ./src/flows/shared/credential-names.ts
var credential_names = __webpack_require__(5047);
// EXTERNAL MODULE: ./src/flows/shared/decide-credential-revocation.ts
var decide_credential_revocation = __webpack_require__(8610);
// EXTERNAL MODULE: ./src/flows/shared/revoke-credentials.ts
var revoke_credentials = __webpack_require__(2498);
// EXTERNAL MODULE: ./node_modules/@neon/config/dist/index.js + 60 modules
var dist = __webpack_require__(2315);
;// CONCATENATED MODULE: ./src/flows/provision/export-env/credential-scopes.ts

/** Empty when nothing needs a credential: then none is minted. */
function credentialScopes(needs) {
    if (!needs.storage && !needs.aiGateway)
        return [];
    return (0,dist.deriveCredentialScopes)(needs);
}

;// CONCATENATED MODULE: ./src/flows/provision/export-env/mint-credential.ts









async function mintForExportEnv(settings, client, branch, needs) {
    const { projectId } = settings;
    const scopes = credentialScopes(needs);
    const lifetime = settings.keep ? "keep" : "job";
    const repository = settings.context.repository;
    const owner = (0,credential_names/* thisJobOwner */.ni)(lifetime, repository, (0,compute_claims/* thisJobClaim */.ET)(), process.env);
    const name = (0,credential_names/* credentialName */.b4)(owner);
    (0,state_helper/* saveMintedCredential */.e0)({
        projectId,
        apiHost: settings.apiHost,
        branchId: branch.id,
        name,
        lifetime,
    });
    const minted = await (0,credentials/* createCredential */.GO)(client, projectId, branch.id, { name, scopes });
    core/* setSecret */.Pq(minted.api_token);
    core/* setSecret */.Pq(minted.s3_secret_access_key);
    core/* setSecret */.Pq(minted.token_id);
    const granted = minted.scopes.join(", ");
    core/* info */.pq(`Minted branch credential ${minted.token_id_short} (${granted}) for export-env`);
    const notes = [
        lifetime === "job"
            ? `Branch credential ${minted.token_id_short} (${granted}) minted for export-env; the post step revokes it.`
            : `Branch credential ${minted.token_id_short} (${granted}) minted for export-env; it lives with the kept preview until the PR closes, or until a later run's replaces it.`,
    ];
    if (lifetime === "keep" && repository) {
        const replaced = await replaceKept(client, projectId, branch.id, repository, {
            owner,
            createdAt: minted.created_at,
        });
        if (replaced)
            notes.push(replaced);
    }
    return {
        secrets: {
            tokenId: minted.token_id,
            apiToken: minted.api_token,
            s3SecretAccessKey: minted.s3_secret_access_key,
        },
        notes,
    };
}
/** The kept preview's earlier credentials: replaced by this run's, revoked. A failure is a warning. */
async function replaceKept(client, projectId, branchId, repository, mine) {
    try {
        const listed = (await (0,credentials/* listCredentials */.Jc)(client, projectId, branchId)) ?? [];
        const replaced = (0,decide_credential_revocation/* supersededBy */.gT)(listed, repository, mine);
        if (replaced.length === 0)
            return undefined;
        const done = await (0,revoke_credentials/* revokeEach */.u7)(client, projectId, branchId, replaced);
        (0,revoke_credentials/* logRevocation */.r9)(done, "the kept preview's earlier");
        return done.revoked.length > 0
            ? `Revoked the kept preview's earlier branch credential(s) ${done.revoked.join(", ")}: this run's replaces them.`
            : undefined;
    }
    catch (error) {
        if (!(error instanceof errors/* ApiError */.hD))
            throw error;
        core/* warning */.$e(`Could not revoke the kept preview's earlier branch credentials (PR close or the sweep will): ${(0,errors/* messageOf */.bD)(error)}`);
        return undefined;
    }
}


/***/ }))

};
