export const id = 617;
export const ids = [617];
export const modules = {

/***/ 442:
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
webpackEmptyAsyncContext.id = 442;
module.exports = webpackEmptyAsyncContext;

/***/ })),

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

/***/ 7176:
/***/ ((function(__unused_webpack_module,__webpack_exports__,__webpack_require__){

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyNeonServices: () => (/* binding */ applyNeonServices),
/* harmony export */   deployedSlugs: () => (/* binding */ deployedSlugs)
/* harmony export */ });
/* unused harmony export isFunctionDeploy */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4116);
/* harmony import */ var _neon_config__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2315);
/* harmony import */ var _neon_config_runtime__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(978);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _settings_neon_config_apply_neon_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8451);





async function applyNeonServices(settings, access, loaded, branch, created) {
    const config = (0,_settings_neon_config_apply_neon_config_js__WEBPACK_IMPORTED_MODULE_4__/* .servicesOnly */ .jc)(loaded.config, {
        authOff: settings.written.has("auth") && !settings.auth,
        dataApiOff: settings.written.has("data-api") && !settings.dataApi,
    });
    const target = {
        projectId: settings.projectId,
        branchId: branch.id,
        apiKey: access.apiKey,
        apiHost: access.baseUrl,
    };
    const shown = loaded.file.shown;
    const warnings = [];
    // Only a neon.ts that declares functions needs a bundler (and esbuild, fetched for it).
    const bundleFunction = (0,_settings_neon_config_apply_neon_config_js__WEBPACK_IMPORTED_MODULE_4__/* .declaresFunctions */ .rY)(config)
        ? await (await __webpack_require__.e(/* import() */ 987).then(__webpack_require__.bind(__webpack_require__, 3987))).neonFunctionBundler((w) => warnings.push(w))
        : undefined;
    const withBundler = bundleFunction ? { bundleFunction } : {};
    const report = await refusedAsUserError(shown, async () => {
        if (created) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Applying ${shown}'s services to branch ${branch.name} (Neon's engine)`);
            const result = await (0,_neon_config_runtime__WEBPACK_IMPORTED_MODULE_2__/* .pushConfig */ .VD)(config, {
                ...target,
                ...withBundler,
                branchExists: false,
                updateExisting: true,
                allowProtectedBranch: true,
            });
            return { lines: appliedLines(result.applied, shown), applied: result.applied };
        }
        const plan = await (0,_neon_config_runtime__WEBPACK_IMPORTED_MODULE_2__/* .pushConfig */ .VD)(config, { ...target, dryRun: true, updateExisting: true });
        const drift = plan.applied.filter(_settings_neon_config_apply_neon_config_js__WEBPACK_IMPORTED_MODULE_4__/* .isDrift */ ._K);
        // Functions are deployed anew on every run (the PR's code), as neon deploy does.
        const changes = plan.applied.filter((change) => change.action === "create" || isFunctionDeploy(change));
        if (changes.length > 0)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Applying ${shown}'s missing services and functions to branch ${branch.name}`);
        const result = changes.length > 0
            ? await (0,_neon_config_runtime__WEBPACK_IMPORTED_MODULE_2__/* .pushConfig */ .VD)((0,_settings_neon_config_apply_neon_config_js__WEBPACK_IMPORTED_MODULE_4__/* .leavingDrift */ .Sn)(config, drift), {
                ...target,
                ...withBundler,
                allowProtectedBranch: true,
            })
            : undefined;
        return {
            lines: [
                ...appliedLines(result?.applied ?? [], shown),
                ...drift.map((change) => driftLine(change, branch.name, shown)),
            ],
            applied: result?.applied ?? [],
        };
    });
    for (const warning of warnings)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${shown}: ${warning}`);
    return report;
}
/** A function's deployment: never drift, the PR's code is deployed on every run. */
function isFunctionDeploy(change) {
    return change.kind === "service" && change.identifier.startsWith("function:");
}
/** The slugs the engine deployed now, for the wait on their builds. */
function deployedSlugs(applied) {
    return applied
        .filter((change) => isFunctionDeploy(change) && change.action !== "noop")
        .map((change) => change.identifier.slice("function:".length));
}
/** One summary line per change the engine made: `neon.ts: Neon Auth created`. */
function appliedLines(applied, shown) {
    return applied
        .filter((change) => change.action !== "noop")
        .map((change) => `${shown}: ${describeChange(change)} ${PAST[change.action]} (Neon's engine)`);
}
const PAST = {
    create: "created",
    update: "updated",
    delete: "deleted",
    noop: "unchanged",
};
function driftLine(change, branchName, shown) {
    const wanted = change.action === "delete" ? "removed" : "changed";
    return `${shown} asks for ${describeChange(change)} to be ${wanted}; branch ${branchName} exists and is left as it is (as neon checkout leaves it without --update-existing).`;
}
function describeChange(change) {
    const [kind, name] = change.identifier.split(/:(.*)/s);
    switch (kind) {
        case "auth":
            return "Neon Auth";
        case "dataApi":
            return change.action === "update" ? "the Data API's settings" : "the Data API";
        case "bucket":
            return `bucket ${name}`;
        case "function":
            return `function ${name}`;
        case "trigger":
            return `trigger ${name?.replace(":", " ") ?? ""}`;
        case "domain":
            return `custom domain ${name}`;
        default:
            return change.identifier;
    }
}
/** Which service an engine call was about, from the operation it names (`listBranchBuckets(…)`). */
const SERVICE_OF_OPERATION = [
    [/Bucket|Storage/, "buckets"],
    [/Function|Deploy/, "functions"],
    [/Trigger/, "triggers"],
    [/AiGateway|Credential/, "aiGateway"],
    [/NeonAuth|Auth/, "auth"],
    [/DataApi/, "dataApi"],
    [/CustomDomain/, "customDomains"],
];
/**
 * A refusal of the platform's in one line naming the service neon.ts declares and the
 * platform's own message; anything else the engine throws is its own error.
 */
async function refusedAsUserError(shown, apply) {
    try {
        return await apply();
    }
    catch (error) {
        if (!(0,_neon_config__WEBPACK_IMPORTED_MODULE_1__.isPlatformError)(error))
            throw error;
        // An "isn't available" error keeps the request's op and message on the error it wraps.
        const details = { ...detailsOf(error.cause), ...detailsOf(error) };
        const op = typeof details.op === "string" ? details.op : "";
        const service = SERVICE_OF_OPERATION.find(([pattern]) => pattern.test(op))?.[1];
        const status = typeof details.status === "number" ? ` (${details.status})` : "";
        const said = typeof details.neonMessage === "string" ? details.neonMessage : (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .firstLine */ .TM)(error.message);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo(`${shown}${service ? ` declares ${service}` : ""}: the platform refused${service ? " it" : ""}${status}: ${said}`);
    }
}
function detailsOf(error) {
    return (0,_neon_config__WEBPACK_IMPORTED_MODULE_1__.isPlatformError)(error) ? (error.details ?? {}) : {};
}


/***/ }))

};
