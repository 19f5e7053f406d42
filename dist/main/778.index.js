export const id = 778;
export const ids = [778];
export const modules = {

/***/ 5439:
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
webpackEmptyAsyncContext.id = 5439;
module.exports = webpackEmptyAsyncContext;

/***/ })),

/***/ 7778:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createJiti: () => (/* binding */ createJiti),
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1376);
/* harmony import */ var _dist_jiti_cjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4780);



function onError(err) {
  throw err; /* ↓ Check stack trace ↓ */
}

const nativeImport = (id) => __webpack_require__(5439)(id);

let _transform;
function lazyTransform(...args) {
  if (!_transform) {
    _transform = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)("../dist/babel.cjs");
  }
  return _transform(...args);
}

function createJiti(id, opts = {}) {
  if (!opts.transform) {
    opts = { ...opts, transform: lazyTransform };
  }
  return _dist_jiti_cjs__WEBPACK_IMPORTED_MODULE_1__(id, opts, {
    onError,
    nativeImport,
    createRequire: node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire,
  });
}

/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (createJiti);


/***/ }))

};
