export const id = 776;
export const ids = [776];
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

/***/ 2053:
/***/ ((function(__unused_webpack_module,__webpack_exports__,__webpack_require__){

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createHooksOf: () => (/* binding */ createHooksOf),
/* harmony export */   gitContext: () => (/* binding */ gitContext),
/* harmony export */   neonSafeBranchName: () => (/* binding */ neonSafeBranchName),
/* harmony export */   runCreateAfter: () => (/* binding */ runCreateAfter),
/* harmony export */   runCreateBefore: () => (/* binding */ runCreateBefore)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4116);
/* harmony import */ var _neon_config_runtime__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(978);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _run_step_env_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2296);




// neon.ts's experimental `create` hooks, run as `neon checkout` runs them when it creates a
// branch (neon's utils/hooks.ts): `create.before` before the branch is created (a throw or a
// non-zero exit aborts the run), `create.after` once it exists with its services (a failure
// is a warning: the branch stands). A shell hook gets the branch's variables in its
// environment, and none of the action's own (run-step-env.ts); its output goes to the log,
// where the job's masks apply.
function createHooksOf(loaded) {
    const hooks = loaded?.config?.experimental?.hooks?.create;
    return hooks?.before || hooks?.after ? hooks : undefined;
}
async function runCreateBefore(hooks, branchName, context) {
    if (!hooks.before)
        return;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Running neon.ts's create.before hook for branch ${branchName}`);
    try {
        await (0,_neon_config_runtime__WEBPACK_IMPORTED_MODULE_1__/* .runHook */ .DB)(hooks.before, {
            branchName,
            git: gitContext(context),
            event: { type: "neon-checkout", inputName: branchName },
        }, { cwd: workspace(), env: (0,_run_step_env_js__WEBPACK_IMPORTED_MODULE_3__/* .blankedActionOnly */ .YF)(), onOutput });
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UserError */ .yo(`neon.ts's create.before hook stopped the creation of branch ${branchName}: ${reason(error)}`);
    }
}
async function runCreateAfter(hooks, branch, env, processEnv, context) {
    if (!hooks.after)
        return;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Running neon.ts's create.after hook for branch ${branch.name}`);
    try {
        await (0,_neon_config_runtime__WEBPACK_IMPORTED_MODULE_1__/* .runHook */ .DB)(hooks.after, {
            branch,
            env,
            git: gitContext(context),
            event: { type: "neon-checkout", inputName: branch.name },
        }, { cwd: workspace(), env: { ...(0,_run_step_env_js__WEBPACK_IMPORTED_MODULE_3__/* .blankedActionOnly */ .YF)(), ...processEnv }, onOutput });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`neon.ts's create.after hook failed: ${reason(error)}. The branch ${branch.name} was created and is used as it is.`);
    }
}
/** What `git` would say in the job's checkout, from what GitHub tells the run. */
function gitContext(context, env = process.env) {
    const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME || undefined;
    const sha = context.pullRequest?.headSha ?? env.GITHUB_SHA;
    const server = env.GITHUB_SERVER_URL ?? "https://github.com";
    const repository = context.repository;
    return {
        available: true,
        isDetached: false,
        isDirty: false,
        ...(branch ? { branch, neonSafeBranchName: neonSafeBranchName(branch) } : {}),
        ...(sha ? { sha, shortSha: sha.slice(0, 7) } : {}),
        ...(repository ? { remoteUrl: `${server}/${repository.owner}/${repository.repo}.git` } : {}),
        repoRoot: workspace(env),
    };
}
/** @neon/config's rule for a git branch's Neon name (lowercase `[a-z0-9-]` segments, ≤ 256). */
function neonSafeBranchName(gitBranch) {
    const name = gitBranch
        .toLowerCase()
        .split("/")
        .map((segment) => segment.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""))
        .filter((segment) => segment.length > 0)
        .join("/");
    if (name.length === 0)
        return "branch";
    return name.length > 256 ? name.slice(0, 256).replace(/[-/]+$/, "") || "branch" : name;
}
function onOutput(chunk) {
    const text = chunk.replace(/\n$/, "");
    if (text)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(text);
}
function workspace(env = process.env) {
    return env.GITHUB_WORKSPACE || process.cwd();
}
function reason(error) {
    return (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .firstLine */ .TM)(error instanceof Error ? error.message : String(error));
}


/***/ }))

};
