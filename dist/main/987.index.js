export const id = 987;
export const ids = [987];
export const modules = {

/***/ 3987:
/***/ ((function(__unused_webpack_module,__webpack_exports__,__webpack_require__){

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ENGINE_PACKAGE: () => (/* binding */ ENGINE_PACKAGE),
/* harmony export */   engineCacheDir: () => (/* binding */ engineCacheDir),
/* harmony export */   neonFunctionBundler: () => (/* binding */ neonFunctionBundler)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_5___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_5__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_6___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_6__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4116);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4296);
var __rewriteRelativeImportExtension = (undefined && undefined.__rewriteRelativeImportExtension) || function (path, preserveJsx) {
    if (typeof path === "string" && /^\.\.?\//.test(path)) {
        return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function (m, tsx, d, ext, cm) {
            return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : (d + ext + "." + cm.toLowerCase() + "js");
        });
    }
    return path;
};









// Neon's own function bundler (@neon/config-runtime's buildFunctionBundle: esbuild, its
// interop banner, native packages staged) for a neon.ts that declares functions. esbuild is a
// native binary the action's bundle cannot carry, so such a run installs Neon's engine, at the
// version the action bundles, from the npm registry into the runner's tool cache, once per
// runner image, and loads the bundler from there. Runs without functions never reach this file.
/** The version the action bundles (package.json), so the bundles are the engine's own. */
const ENGINE_PACKAGE = "@neon/config-runtime@1.7.2";
const run = (0,node_util__WEBPACK_IMPORTED_MODULE_6__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
function engineCacheDir(env = process.env) {
    const root = env.RUNNER_TOOL_CACHE || (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_3__.tmpdir)(), "preview-compute-tools");
    return (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(root, "preview-compute", ENGINE_PACKAGE.replace(/[@/]/g, "_"));
}
async function neonFunctionBundler(onWarning) {
    const dir = await installedEngine(engineCacheDir());
    const entry = (0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, "node_modules/@neon/config-runtime/dist/lib/function-bundle.js");
    const { buildFunctionBundle } = (await import(__rewriteRelativeImportExtension(
    /* webpackIgnore: true */ (0,node_url__WEBPACK_IMPORTED_MODULE_5__.pathToFileURL)(entry).href)));
    return (fn) => buildFunctionBundle(fn, { onWarning });
}
/** Installed once (into a private directory, then renamed into place: racing jobs are safe). */
async function installedEngine(dir) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, "node_modules/@neon/config-runtime/package.json")))
        return dir;
    _actions_core__WEBPACK_IMPORTED_MODULE_7__/* .info */ .pq(`Installing ${ENGINE_PACKAGE} (esbuild) from the npm registry for neon.ts's functions`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_4__.join)(dir, ".."), { recursive: true });
    const partial = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(`${dir}.partial-`);
    try {
        await run("npm", [
            "install",
            "--prefix",
            partial,
            "--no-save",
            "--no-audit",
            "--no-fund",
            "--ignore-scripts",
            "--loglevel=error",
            ENGINE_PACKAGE,
        ], { timeout: 180_000 });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(partial, dir).catch(() => undefined);
    }
    catch (error) {
        const message = error.stderr?.trim().split("\n")[0] ?? String(error);
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .UserError */ .yo(`neon.ts declares functions: bundling them needs ${ENGINE_PACKAGE} (esbuild) from the npm registry, which could not be installed: ${message}`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(partial, { recursive: true, force: true });
    }
    return dir;
}


/***/ }))

};
