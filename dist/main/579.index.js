export const id = 579;
export const ids = [579];
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

/***/ 4789:
/***/ ((function(__unused_webpack_module,__webpack_exports__,__webpack_require__){

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   evaluatePolicy: () => (/* binding */ evaluatePolicy),
/* harmony export */   loadNeonConfig: () => (/* binding */ loadNeonConfig)
/* harmony export */ });
/* unused harmony export AUTHORING_NAMES */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1376);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _neon_config__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2315);
/* harmony import */ var _node_modules_jiti_dist_babel_cjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6446);
/* harmony import */ var _node_modules_jiti_dist_babel_cjs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(_node_modules_jiti_dist_babel_cjs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _node_modules_jiti_dist_jiti_cjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4780);
/* harmony import */ var _node_modules_jiti_dist_jiti_cjs__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(_node_modules_jiti_dist_jiti_cjs__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
var __rewriteRelativeImportExtension = (undefined && undefined.__rewriteRelativeImportExtension) || function (path, preserveJsx) {
    if (typeof path === "string" && /^\.\.?\//.test(path)) {
        return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function (m, tsx, d, ext, cm) {
            return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : (d + ext + "." + cm.toLowerCase() + "js");
        });
    }
    return path;
};

// Neon's authoring package. A neon.ts imports it as `@neon/config` (or `/v1`), or by its older
// name `@neondatabase/config`: every name is this bundle's copy, so the repository need not
// install it before the action runs.


// jiti's own TypeScript transform (Babel). jiti requires it lazily by a path the bundler cannot
// follow, and its exports map hides it: imported by its file, it is bundled in this chunk.
// @ts-expect-error: a CommonJS file without types

// jiti's core, without its ES module wrapper (jiti/lib/jiti.mjs): the bundler rewrites that
// wrapper's `import(id)` into a lookup among the bundle's own modules, where Node's built-ins
// (`node:fs`, `fs`) and the repository's native modules are not found.
// @ts-expect-error: a CommonJS file without types


// Loaded with a dynamic import(): a separate chunk, read only by runs that have a neon.ts.
/** The names a neon.ts imports Neon's authoring package by, new and old. */
const AUTHORING_NAMES = [
    "@neon/config",
    "@neon/config/v1",
    "@neondatabase/config",
    "@neondatabase/config/v1",
];
/** jiti as its wrapper makes it, with Node's own import() (left alone by the bundler). */
const createJiti = (id, options) => _node_modules_jiti_dist_jiti_cjs__WEBPACK_IMPORTED_MODULE_3___default()(id, options, {
    onError: (error) => {
        throw error;
    },
    nativeImport: (specifier) => import(__rewriteRelativeImportExtension(/* webpackIgnore: true */ specifier)),
    createRequire: node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire,
});
/**
 * The file evaluated as Neon's loader does (jiti, default export, `defineConfig`), except that
 * Neon's authoring package is this bundle's copy: the user's repository need not install it.
 * Fails in one line naming the file, before any request.
 */
async function loadNeonConfig(file) {
    const jiti = createJiti(file.path, {
        fsCache: false,
        moduleCache: false,
        interopDefault: true,
        transform: (_node_modules_jiti_dist_babel_cjs__WEBPACK_IMPORTED_MODULE_2___default()),
        virtualModules: Object.fromEntries(AUTHORING_NAMES.map((name) => [name, _neon_config__WEBPACK_IMPORTED_MODULE_1__])),
    });
    let exported;
    try {
        const module = (await jiti.import(file.path));
        exported = module?.default;
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo(`${file.shown}: ${problemOf(error)}`);
    }
    if (exported === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo(`${file.shown}: no default export (end it with export default defineConfig({ ... }))`);
    try {
        return (0,_neon_config__WEBPACK_IMPORTED_MODULE_1__.defineConfig)(exported);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo(`${file.shown}: ${problemOf(error)}`);
    }
}
/** The file's `branch` policy for the PR branch (Neon's resolveConfig), in the action's units. */
function evaluatePolicy(config, file, target) {
    let resolved;
    try {
        resolved = (0,_neon_config__WEBPACK_IMPORTED_MODULE_1__.resolveConfig)(config, target);
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .yo(`${file.shown}: ${problemOf(error)}`);
    }
    const compute = resolved.postgres?.computeSettings;
    const dataApi = resolved.dataApiEnabled ? dataApiPlanOf(resolved.dataApi) : undefined;
    return {
        parent: resolved.parent,
        ttlSeconds: resolved.ttlSeconds,
        protected: resolved.protected,
        minCu: compute?.autoscalingLimitMinCu,
        maxCu: compute?.autoscalingLimitMaxCu,
        suspendTimeoutSeconds: suspendSeconds(compute?.suspendTimeout),
        auth: resolved.authEnabled,
        ...(dataApi ? { dataApi } : {}),
        ...previewServicesOf(resolved.preview),
    };
}
function previewServicesOf(preview) {
    const services = {
        buckets: (preview?.buckets.length ?? 0) > 0,
        aiGateway: preview?.aiGatewayEnabled ?? false,
        functions: (preview?.functions.length ?? 0) > 0,
    };
    return Object.values(services).some(Boolean) ? { previewServices: services } : {};
}
function dataApiPlanOf(config) {
    const external = config?.authProvider === "external";
    const settings = config?.settings
        ? Object.fromEntries(Object.entries(config.settings).map(([key, value]) => [
            key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
            value,
        ]))
        : undefined;
    return {
        auth_provider: external ? "external" : "neon_auth",
        ...(external && config?.jwksUrl ? { jwks_url: config.jwksUrl } : {}),
        ...(external && config?.providerName ? { provider_name: config.providerName } : {}),
        ...(external && config?.jwtAudience ? { jwt_audience: config.jwtAudience } : {}),
        ...(settings ? { settings } : {}),
    };
}
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
/** Neon's suspendTimeout (already checked by its schema): false never, a number or `5m`. */
function suspendSeconds(value) {
    if (value === undefined)
        return undefined;
    if (value === false)
        return -1;
    if (typeof value === "number")
        return value;
    const match = /^(\d+)([smhdw])$/i.exec(value.trim());
    return match ? Number(match[1]) * (UNIT_SECONDS[match[2]?.toLowerCase() ?? ""] ?? 0) : undefined;
}
/** One line: Neon's errors list their issues on lines of their own. */
function problemOf(error) {
    if (error instanceof _neon_config__WEBPACK_IMPORTED_MODULE_1__.ConfigValidationError)
        return error.issues.join("; ");
    const message = error instanceof Error ? error.message : String(error);
    const lines = message
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
    const underlying = lines.find((line) => line.startsWith("Underlying error: "));
    return (underlying?.slice("Underlying error: ".length) ?? lines[0] ?? "could not be loaded")
        .replace(/\s+/g, " ")
        .slice(0, 300);
}


/***/ }))

};
