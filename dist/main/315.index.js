export const id = 315;
export const ids = [315];
export const modules = {

/***/ 2315:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ConfigLoadError: () => (/* reexport */ ConfigLoadError),
  ConfigValidationError: () => (/* reexport */ ConfigValidationError),
  DATA_API_AUTH_PROVIDERS: () => (/* reexport */ DATA_API_AUTH_PROVIDERS),
  ErrorCode: () => (/* reexport */ ErrorCode),
  FUNCTION_ARCHIVE_ENTRIES: () => (/* reexport */ FUNCTION_ARCHIVE_ENTRIES),
  FUNCTION_SOURCE_ENTRIES: () => (/* reexport */ FUNCTION_SOURCE_ENTRIES),
  MissingContextError: () => (/* reexport */ MissingContextError),
  PartialBranchCreateError: () => (/* reexport */ PartialBranchCreateError),
  PlatformError: () => (/* reexport */ PlatformError),
  PushAbortedError: () => (/* reexport */ PushAbortedError),
  PushConflictError: () => (/* reexport */ PushConflictError),
  authoredAiGateway: () => (/* reexport */ authoredAiGateway),
  authoredBuckets: () => (/* reexport */ authoredBuckets),
  authoredFunctions: () => (/* reexport */ authoredFunctions),
  createNeonApiFromOptions: () => (/* reexport */ createNeonApiFromOptions),
  createRealNeonApi: () => (/* reexport */ createRealNeonApi),
  credentialScopesSatisfied: () => (/* reexport */ credentialScopesSatisfied),
  defineConfig: () => (/* reexport */ defineConfig),
  deprecatedPreviewAuthoring: () => (/* reexport */ deprecatedPreviewAuthoring),
  deriveCredentialScopes: () => (/* reexport */ deriveCredentialScopes),
  diffConfig: () => (/* reexport */ diffConfig),
  errors: () => (/* reexport */ errors),
  externalPackageRoot: () => (/* reexport */ externalPackageRoot),
  isFunctionArchiveEntry: () => (/* reexport */ isFunctionArchiveEntry),
  isPartialBranchCreateError: () => (/* reexport */ isPartialBranchCreateError),
  isPlatformError: () => (/* reexport */ isPlatformError),
  loadConfigFromFile: () => (/* reexport */ loadConfigFromFile),
  packagesToStage: () => (/* reexport */ packagesToStage),
  pickFunctionSourceEntry: () => (/* reexport */ pickFunctionSourceEntry),
  previewGaWarningForConfig: () => (/* reexport */ previewGaWarningForConfig),
  previewGaWarningMessage: () => (/* reexport */ previewGaWarningMessage),
  resolveConfig: () => (/* reexport */ define_config_resolveConfig),
  schemas: () => (/* reexport */ v1_schemas)
});

;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/errors.js
//#region src/lib/errors.ts
/**
* Every code a {@link PlatformError} can carry. Stable identifiers — consumers can rely on
* these for `instanceof PlatformError && err.code === ErrorCode.…` style checks instead of
* matching on free-text messages.
*
* Grouped by source:
* - `PLATFORM_INVALID_CONFIG` — `defineConfig` / `configSchema` rejected the input.
* - `PLATFORM_MISSING_CONTEXT` — no project / branch context could be resolved.
* - `PLATFORM_PUSH_CONFLICT` — local config conflicts with remote and the caller did not
*   opt in to apply.
* - `PLATFORM_CONFIG_LOAD_FAILED` — `neon.ts` could not be found or evaluated.
* - `PLATFORM_MISSING_API_KEY` — no `NEON_API_KEY` and no explicit `apiKey` was provided.
* - `PLATFORM_MISSING_PARENT_BRANCH` — push tried to create a child of a non-existent
*   branch.
* - `PLATFORM_PARTIAL_BRANCH_CREATE` — `createBranch` created the branch but failed to
*   apply its policy, so the branch exists without its declared settings.
* - `PLATFORM_UNAUTHORIZED` / `PLATFORM_FORBIDDEN` / `PLATFORM_NOT_FOUND` /
*   `PLATFORM_CONFLICT` / `PLATFORM_RATE_LIMITED` / `PLATFORM_LOCKED` /
*   `PLATFORM_SERVER_ERROR` — wrappings of Neon HTTP failures.
* - `PLATFORM_NETWORK_ERROR` — transport-level failure (no HTTP response at all).
* - `PLATFORM_INTERNAL_ERROR` — invariant violations. Should never happen in production;
*   if you see one, please open an issue.
*/
const ErrorCode = {
	InvalidConfig: "PLATFORM_INVALID_CONFIG",
	EnvNotInjected: "PLATFORM_ENV_NOT_INJECTED",
	MissingContext: "PLATFORM_MISSING_CONTEXT",
	PushConflict: "PLATFORM_PUSH_CONFLICT",
	PushAborted: "PLATFORM_PUSH_ABORTED",
	ConfigLoadFailed: "PLATFORM_CONFIG_LOAD_FAILED",
	MissingApiKey: "PLATFORM_MISSING_API_KEY",
	AmbiguousBranchAuth: "PLATFORM_AMBIGUOUS_BRANCH_AUTH",
	BranchNotFound: "PLATFORM_BRANCH_NOT_FOUND",
	FeatureUnavailable: "PLATFORM_FEATURE_UNAVAILABLE",
	MissingParentBranch: "PLATFORM_MISSING_PARENT_BRANCH",
	PartialBranchCreate: "PLATFORM_PARTIAL_BRANCH_CREATE",
	Unauthorized: "PLATFORM_UNAUTHORIZED",
	Forbidden: "PLATFORM_FORBIDDEN",
	NotFound: "PLATFORM_NOT_FOUND",
	Conflict: "PLATFORM_CONFLICT",
	RateLimited: "PLATFORM_RATE_LIMITED",
	Locked: "PLATFORM_LOCKED",
	ServerError: "PLATFORM_SERVER_ERROR",
	NetworkError: "PLATFORM_NETWORK_ERROR",
	InternalError: "PLATFORM_INTERNAL_ERROR"
};
const ISSUE_URL = "https://github.com/neondatabase/neon-pkgs/issues/new";
/**
* Base class for all errors thrown by `@neon/config`. Always extend this so callers
* can catch every package-thrown error with a single `instanceof` check.
*
* Optional `details` carries structured context that the CLI prints under `--debug` and
* that programmatic consumers can read (e.g. `details.status` for HTTP wrappings,
* `details.requestId` for Neon API failures).
*/
var PlatformError = class extends Error {
	name = "PlatformError";
	code;
	details;
	constructor(code, message, options) {
		super(message, options);
		this.code = code;
		this.details = Object.freeze({ ...options?.details ?? {} });
	}
};
/**
* Structural check for a {@link PlatformError}.
*
* Prefer this over a bare `instanceof PlatformError` whenever the error may have crossed a
* module-realm boundary. A `neon.ts` loaded through jiti imports its *own* copy of this
* package, so a `PlatformError` thrown while evaluating it has a different class identity
* than ours and fails `instanceof` — but its stable string `code` (always prefixed
* `PLATFORM_`) survives the boundary intact, which is what we match on here.
*/
function isPlatformError(value) {
	if (value instanceof PlatformError) return true;
	if (typeof value !== "object" || value === null) return false;
	if (!("code" in value)) return false;
	const { code } = value;
	return typeof code === "string" && code.startsWith("PLATFORM_");
}
/**
* Append a "report-a-bug" footer to an error message. Used only on truly unreachable
* internal errors — never on user-facing validation / configuration errors where the user
* is supposed to fix something on their end.
*/
function bugReportFooter() {
	return `\nThis indicates a bug in @neon/config. Please file an issue: ${ISSUE_URL}`;
}
/**
* Thrown by {@link defineConfig} when the user-provided configuration object is invalid.
*
* The class collects every validation failure rather than throwing on the first one so that
* users get a complete picture of what is wrong with their `neon.ts`.
*/
var ConfigValidationError = class extends PlatformError {
	name = "ConfigValidationError";
	issues;
	constructor(issues) {
		super("PLATFORM_INVALID_CONFIG", `Invalid Neon config:\n  - ${issues.join("\n  - ")}`);
		this.issues = issues;
	}
};
/**
* Thrown when the package cannot resolve which Neon project to operate on.
*
* Per the package's read-only-filesystem contract, we never create a `.neon` context file;
* callers must either pass `projectId`/`orgId` explicitly or rely on an existing context file
* (`.neon/project.json` or neonctl's `.neon`).
*/
var MissingContextError = class extends PlatformError {
	name = "MissingContextError";
	constructor(message) {
		super("PLATFORM_MISSING_CONTEXT", message);
	}
};
/**
* Thrown by {@link pushConfig} when it detects differences between the local config and
* the remote project that the caller hasn't opted in to apply.
*
* The message lists every conflict with both the current and desired value plus a
* per-conflict hint. Mutable branch drift is applied by passing `updateExisting: true`.
*/
var PushConflictError = class extends PlatformError {
	name = "PushConflictError";
	conflicts;
	constructor(conflicts) {
		const lines = ["pushConfig refused to apply: local config conflicts with remote state.", ""];
		for (const c of conflicts) lines.push(`  - [${c.kind}:${c.identifier}] ${c.field}: ${c.reason}`, `      current : ${formatValue(c.current)}`, `      desired : ${formatValue(c.desired)}`, `      fix     : ${suggestFix(c)}`);
		const hasOverrideable = conflicts.some((c) => !isImmutableConflict(c) && (c.field !== "customDomain" || reasonAllowsUpdateExisting(c.reason)));
		lines.push("");
		if (hasOverrideable) lines.push("For mutable conflicts, pass `updateExisting: true` (SDK) / `--update-existing` (CLI) to apply.");
		super("PLATFORM_PUSH_CONFLICT", lines.join("\n"), { details: { conflicts: conflicts.map((c) => ({ ...c })) } });
		this.conflicts = conflicts;
	}
};
function isImmutableConflict(_c) {
	return false;
}
function reasonAllowsUpdateExisting(reason) {
	return reason.includes("Pass `updateExisting: true`");
}
function suggestFix(c) {
	if (c.field === "customDomain" && !reasonAllowsUpdateExisting(c.reason)) return "delete the domain with `neon function domains delete`, or stop declaring it in neon.ts.";
	if (c.field === "trigger") return "delete the remote trigger with `neon triggers delete`, or rename one of the two.";
	if (isImmutableConflict(c)) return "immutable on Neon — recreate the project, or change your `neon.ts` to match the remote.";
	if (c.kind === "branch" && c.field === "parent") return "create the parent branch on Neon first, or change the `parent` reference to an existing branch.";
	return "pass `updateExisting: true` (SDK) / `--update-existing` (CLI) to apply.";
}
/**
* Thrown by {@link pushConfig} when the caller-supplied `confirm` callback declines a
* push that requires confirmation (protected branch and/or mutable drift overriding
* existing remote settings).
*
* The CLI maps this to a non-zero exit so users see "aborted" rather than a stack trace.
*/
var PushAbortedError = class extends PlatformError {
	name = "PushAbortedError";
	branchName;
	reasons;
	constructor(branchName, reasons) {
		super("PLATFORM_PUSH_ABORTED", [
			`Aborted push to branch ${JSON.stringify(branchName)}.`,
			reasons.length > 0 ? `Reason${reasons.length === 1 ? "" : "s"}: ${reasons.join(", ")}.` : void 0,
			"Re-run with `--update-existing` (override existing settings) or `--allow-protected-branch` (push to a protected branch) to skip the prompt."
		].filter(Boolean).join(" "), { details: {
			branchName,
			reasons: [...reasons]
		} });
		this.branchName = branchName;
		this.reasons = reasons;
	}
};
/**
* Thrown by `createBranch` when the branch was created but pushing its `neon.ts` policy onto
* it failed — e.g. the API rejected a declared compute setting, or a service could not be
* provisioned. The branch is **real**: it exists with its creation-time `parent` but without
* the rest of its declared settings.
*
* The created branch's id/name are carried on the error so callers can keep it usable (pin it,
* report it) instead of leaving a branch behind that no one knows diverges from the policy.
* Nothing re-applies a policy to an *existing* branch implicitly, so recovering takes an
* explicit apply with `updateExisting: true` (SDK) / `--update-existing` (CLI).
*/
var PartialBranchCreateError = class extends PlatformError {
	name = "PartialBranchCreateError";
	branchId;
	branchName;
	/**
	* Why the policy failed, taken from the underlying error — what Neon actually rejected.
	* Exposed separately from {@link message} so a caller that has already reported the created
	* branch can show just the reason.
	*/
	reason;
	constructor(branchId, branchName, cause) {
		const reason = messageOf(cause);
		super("PLATFORM_PARTIAL_BRANCH_CREATE", [`Created branch ${JSON.stringify(branchName)} (${branchId}), but applying the neon.ts policy to it failed: ${reason}`, "The branch exists and is usable, but its settings do not match the policy. Fix the cause above, then apply the policy to the existing branch with `updateExisting: true` (SDK) / `--update-existing` (CLI)."].join("\n"), {
			cause,
			details: {
				branchId,
				branchName
			}
		});
		this.branchId = branchId;
		this.branchName = branchName;
		this.reason = reason;
	}
};
/**
* Structural check for a {@link PartialBranchCreateError}, matching on the stable `code` and
* the branch fields rather than class identity — same realm-crossing rationale as
* {@link isPlatformError}.
*/
function isPartialBranchCreateError(value) {
	if (value instanceof PartialBranchCreateError) return true;
	if (!isPlatformError(value)) return false;
	if (value.code !== ErrorCode.PartialBranchCreate) return false;
	return "branchId" in value && typeof value.branchId === "string" && "branchName" in value && typeof value.branchName === "string" && "reason" in value && typeof value.reason === "string";
}
/**
* Thrown when the SDK fails to find or load a `neon.ts` config file.
*/
var ConfigLoadError = class extends PlatformError {
	name = "ConfigLoadError";
	constructor(message, options) {
		super("PLATFORM_CONFIG_LOAD_FAILED", message, options);
	}
};
function messageOf(cause) {
	return cause instanceof Error ? cause.message : String(cause);
}
function formatValue(value) {
	if (value === void 0) return "<unset>";
	if (typeof value === "string") return JSON.stringify(value);
	if (typeof value === "object" && value !== null) return JSON.stringify(value);
	return String(value);
}
//#endregion


//# sourceMappingURL=errors.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/external-packages.js
//#region src/lib/external-packages.ts
/**
* The package a specifier belongs to, dropping any subpath: `sharp` from `sharp/lib/x`,
* `@scope/pkg` from `@scope/pkg/sub`.
*
* Files are installed and traced one package at a time, so this is the unit the deploy
* stages. A subpath narrows what esbuild leaves unresolved; it does not narrow what ships.
*/
const externalPackageRoot = (specifier) => {
	const segments = specifier.split("/");
	const keep = specifier.startsWith("@") ? 2 : 1;
	return segments.slice(0, keep).join("/");
};
/**
* Normalize one authored entry into the shape every consumer reads.
*
* `includeFiles` defaults to **true**: the bare-string form is the one users reach for, and
* it should produce a function that works. Turning it off is the deliberate gesture.
*/
const normalizeExternalPackage = (entry) => typeof entry === "string" ? {
	name: entry,
	includeFiles: true
} : {
	name: entry.name,
	includeFiles: entry.includeFiles !== false
};
/**
* The specifiers whose files a function ships, in declaration order and deduplicated.
*
* These are the specifiers **as authored**, subpath included, because that is what the trace
* has to import. A package may export only a subpath — `exports: { "./native": … }` with no
* `.` — in which case importing the root throws `ERR_PACKAGE_PATH_NOT_EXPORTED` and the
* trace finds nothing. Use {@link externalPackageRoot} on these to get what to *install*,
* which is always the whole package.
*/
const packagesToStage = (entries) => {
	const specifiers = [];
	for (const entry of entries) {
		if (!entry.includeFiles) continue;
		if (!specifiers.includes(entry.name)) specifiers.push(entry.name);
	}
	return specifiers;
};
//#endregion


//# sourceMappingURL=external-packages.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/types.js
//#region src/lib/types.ts
/**
* Every compute size in the Console size table
* (https://neon.com/docs/manage/endpoints#compute-size-and-autoscaling-configuration).
* Plan availability is enforced by the API, not this list.
*/
const COMPUTE_UNITS = [
	.25,
	.5,
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8,
	9,
	10,
	11,
	12,
	13,
	14,
	15,
	16,
	18,
	20,
	22,
	24,
	26,
	28,
	30,
	32,
	34,
	36,
	38,
	40,
	42,
	44,
	46,
	48,
	50,
	52,
	54,
	56
];
/**
* Authentication providers a Data API integration can verify JWTs against, as written in
* `neon.ts`. Friendly authoring values (mapped to the Neon API's `neon_auth` / `external`
* at the API boundary):
*
* - `"neon"` — verify tokens minted by **Neon Auth** on the same branch. Neon supplies the
*   JWKS URL / provider wiring for you, so the `jwksUrl` / `providerName` / `jwtAudience`
*   fields are forbidden (a type error) on this variant — and the policy must also enable
*   top-level `auth` (Neon Auth) so the tokens exist.
* - `"external"` — verify tokens from a third-party IdP (Clerk, Stytch, Auth0, …). You
*   provide `jwksUrl` (and optionally `providerName` / `jwtAudience`).
*/
const DATA_API_AUTH_PROVIDERS = ["neon", "external"];
//#endregion


//# sourceMappingURL=types.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/duration.js
//#region src/lib/duration.ts
/**
* Parse a duration value into whole seconds.
*
* Accepted formats:
* - a positive finite **number** → interpreted as seconds (must be an integer)
* - a **string** of the form `<integer><unit>` where unit is one of `s`, `m`, `h`, `d`, `w`
*   (e.g. `30s`, `5m`, `1h`, `7d`, `2w`)
*
* A **unit is required** on strings: a bare numeric string like `"7"` is rejected — pass a
* `number` (`7`) for raw seconds instead. This removes the ambiguity where `"7"` silently
* meant 7 seconds rather than, say, `"7d"`.
*
* Returns `{ seconds }` on success or `{ error }` on failure. Pure function — never throws.
*/
function parseDuration(input) {
	if (typeof input === "number") {
		if (!Number.isFinite(input)) return { error: `not a finite number: ${input}` };
		if (!Number.isInteger(input)) return { error: `must be an integer when passed as number: ${input}` };
		if (input <= 0) return { error: `must be > 0, got ${input}` };
		return { seconds: input };
	}
	const trimmed = input.trim();
	if (trimmed === "") return { error: "duration string is empty" };
	if (/^\d+$/.test(trimmed)) return { error: `duration string "${input}" is missing a unit; add one of s, m, h, d, w (e.g. "${trimmed}d") or pass ${trimmed} as a number for seconds` };
	const unitMatch = /^(\d+)([smhdw])$/i.exec(trimmed);
	if (!unitMatch) return { error: `invalid duration "${input}"; expected an integer followed by one of: s, m, h, d, w (e.g. "30s", "1h", "7d")` };
	const value = Number(unitMatch[1]);
	const unit = unitMatch[2].toLowerCase();
	if (value <= 0) return { error: `must be > 0, got "${trimmed}"` };
	return { seconds: value * UNIT_SECONDS[unit] };
}
const UNIT_SECONDS = {
	s: 1,
	m: 60,
	h: 3600,
	d: 86400,
	w: 604800
};
/** Neon's branch-expiration ceiling: the API rejects an `expires_at` more than 30 days out. */
const MAX_BRANCH_TTL_SECONDS = 30 * UNIT_SECONDS.d;
/**
* Parse a branch TTL into seconds, enforcing Neon's branch-expiration limit on top of the
* shared {@link parseDuration} rules: the result must be `> 0` and at most 30 days
* ({@link MAX_BRANCH_TTL_SECONDS}), since the API caps `expires_at` at 30 days from now.
*
* Returns `{ seconds }` on success or `{ error }` on failure. Pure function — never throws.
*/
function parseBranchTtl(input) {
	const result = parseDuration(input);
	if ("error" in result) return result;
	if (result.seconds > MAX_BRANCH_TTL_SECONDS) return { error: `branch TTL must be at most 30 days (${MAX_BRANCH_TTL_SECONDS}s), got ${result.seconds}s` };
	return result;
}
/**
* Render a TTL in seconds back to the canonical "<n><unit>" form. Used for round-trip
* serialization when {@link pullConfig} emits a TTL value (it always falls back to seconds
* when no clean unit boundary matches). The output always carries a unit, so it is a valid
* {@link DurationString}.
*/
function formatDurationSeconds(totalSeconds) {
	if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) throw new RangeError(`formatDurationSeconds expected a positive finite number, got ${totalSeconds}`);
	const candidates = [
		["w", UNIT_SECONDS.w],
		["d", UNIT_SECONDS.d],
		["h", UNIT_SECONDS.h],
		["m", UNIT_SECONDS.m]
	];
	for (const [unit, perUnit] of candidates) if (totalSeconds % perUnit === 0) return `${totalSeconds / perUnit}${unit}`;
	return `${totalSeconds}s`;
}
/**
* Parse a suspend timeout value into seconds for the Neon API.
*
* Accepted formats:
* - `false` → -1 (never suspend)
* - `undefined` → 0 (use platform default)
* - duration string → parsed seconds ("5m", "1h", "7d")
* - number → validated seconds (must be 60-604800 or -1/0)
*
* Returns `{ seconds }` on success or `{ error }` on failure. Pure function — never throws.
*/
function parseSuspendTimeout(input) {
	if (input === false) return { seconds: -1 };
	if (input === void 0) return { seconds: 0 };
	if (typeof input === "number") {
		if (!Number.isFinite(input)) return { error: `not a finite number: ${input}` };
		if (!Number.isInteger(input)) return { error: `must be an integer: ${input}` };
		if (input === -1 || input === 0) return { seconds: input };
		if (input < 60 || input > 604800) return { error: `suspend timeout must be between 60 and 604800 seconds (1 minute to 1 week), got ${input}` };
		return { seconds: input };
	}
	const result = parseDuration(input);
	if ("error" in result) return result;
	const { seconds } = result;
	if (seconds < 60 || seconds > 604800) return { error: `suspend timeout must be between 60 and 604800 seconds (1 minute to 1 week), "${input}" = ${seconds}s` };
	return { seconds };
}
/**
* Format a suspend timeout value from API seconds back to the user-facing type.
* Returns `false` for -1 (never suspend), `undefined` for 0 (default), or a duration string.
*/
function formatSuspendTimeout(seconds) {
	if (seconds === -1) return false;
	if (seconds === 0) return void 0;
	return formatDurationSeconds(seconds);
}
//#endregion


//# sourceMappingURL=duration.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/errors.js
//#region src/neon/errors.ts
/** Used when a transport failure carries neither an `errno` code nor any message. */
const UNKNOWN_TRANSPORT_REASON = "cause unavailable";
/**
* Base class for every error the ergonomic layer produces.
*
* Every subclass assigns `this.name` as a string literal rather than reading it from the
* constructor. Bundlers rename classes, so deriving the name at runtime leaves consumers
* of a minified build with errors called `s` and `r` — unreadable in logs and impossible
* to group on in an error tracker.
*
* The SDK does not construct this class directly; it emits {@link NeonErrorUnion} members.
*/
var NeonError = class extends Error {
	kind;
	constructor(message, kind, options) {
		super(message, options);
		this.name = "NeonError";
		this.kind = kind;
	}
};
/** A non-2xx HTTP response from the Neon API. */
var NeonApiError = class extends NeonError {
	/** HTTP status code. */
	status;
	/** Machine-readable Neon error code (`GeneralError.code`), when present. */
	code;
	/** Neon request id (`X-Request-Id` / `GeneralError.request_id`), when present. */
	requestId;
	/** The raw response, when one was received. */
	response;
	/** The parsed error body, as returned by the API. */
	body;
	constructor(message, init) {
		super(message, "api");
		this.name = "NeonApiError";
		this.status = init.status;
		this.code = init.code;
		this.requestId = init.requestId;
		this.response = init.response;
		this.body = init.body;
	}
};
/** 404 — the resource does not exist. */
var NeonNotFoundError = class extends NeonApiError {
	kind = "not_found";
	constructor(message, init) {
		super(message, init);
		this.name = "NeonNotFoundError";
	}
};
/** 401/403 — the API key is missing, invalid, or lacks permission. */
var NeonAuthError = class extends NeonApiError {
	kind = "auth";
	constructor(message, init) {
		super(message, init);
		this.name = "NeonAuthError";
	}
};
/** 429 — rate limited (after retries, if enabled, were exhausted). */
var NeonRateLimitError = class extends NeonApiError {
	kind = "rate_limit";
	constructor(message, init) {
		super(message, init);
		this.name = "NeonRateLimitError";
	}
};
/** An awaited Neon operation ended in a non-success terminal state. */
var NeonOperationError = class extends NeonError {
	/** The id of the operation that failed. */
	operationId;
	/** The terminal status reported by the API (`failed` / `error` / `cancelled`). */
	status;
	constructor(message, init) {
		super(message, "operation");
		this.name = "NeonOperationError";
		this.operationId = init.operationId;
		this.status = init.status;
	}
};
/**
* A deadline was exceeded — either `requestTimeoutMs` for a request and its retries, or
* the `wait` budget while polling operations for readiness. Not constructible: use
* {@link NeonRequestTimeoutError} or {@link NeonWaitTimeoutError}.
*/
var NeonTimeoutError = class extends NeonError {
	/** The budget that was exceeded, in ms. */
	timeoutMs;
	constructor(message, init) {
		super(message, "timeout");
		this.name = "NeonTimeoutError";
		this.timeoutMs = init.timeoutMs;
	}
};
/** `requestTimeoutMs` ran out. The call may never have reached the API. */
var NeonRequestTimeoutError = class extends NeonTimeoutError {
	source = "request";
	constructor(message, init) {
		super(message, init);
		this.name = "NeonRequestTimeoutError";
	}
};
/** `wait.timeoutMs` ran out. The mutation was accepted; these operations were still running. */
var NeonWaitTimeoutError = class extends NeonTimeoutError {
	source = "wait";
	/** Pass to `neon.operations.waitFor` to resume. Each carries `project_id`. */
	operations;
	constructor(message, init) {
		super(message, init);
		this.name = "NeonWaitTimeoutError";
		this.operations = init.operations;
	}
};
/**
* The caller's `AbortSignal` fired. Distinct from {@link NeonTimeoutError} because nothing
* went wrong: the caller asked for the work to stop, and the two call for different
* handling (retry a timeout, don't retry a cancellation).
*
* Raised only where the SDK knows the caller cancelled — the call's own deadline, or an
* already-aborted `signal` on a raw call. A transport failure that merely looks like an
* abort stays a {@link NeonNetworkError}, since the generated client reports auth,
* serialization, interceptor and parsing faults through the same channel and an error's
* name is not evidence about which one occurred.
*/
var NeonAbortError = class extends NeonError {
	constructor(message, options) {
		super(message, "aborted", options);
		this.name = "NeonAbortError";
	}
};
/** A transport-level failure (DNS, connection, abort) — no HTTP response received. */
var NeonNetworkError = class extends NeonError {
	/**
	* The most specific reason the platform gave for the failure — an `errno` code such as
	* `ECONNRESET` when one is available, otherwise the innermost non-empty message. Read
	* this instead of matching on {@link message}.
	*/
	reason;
	constructor(message, options) {
		super(message, "network", { cause: options?.cause });
		this.name = "NeonNetworkError";
		this.reason = options?.reason ?? UNKNOWN_TRANSPORT_REASON;
	}
};
/**
* A failure the SDK detected itself — an ambiguous connection-string selection, an
* invalid `requestTimeoutMs`, a `noCompute` branch with compute settings, a response
* missing a field the wrapper needs. `cause` is set when a lower-level error triggered it.
*/
var NeonClientError = class extends NeonError {
	constructor(message, options) {
		super(message, "client", options);
		this.name = "NeonClientError";
	}
};
/**
* Whether `error` is a member of {@link NeonErrorUnion}. Use this in a `catch` after
* `throwOnError`: `instanceof NeonError` only yields the base class, whose `kind` does
* not narrow.
*/
function isNeonError(error) {
	return error instanceof NeonApiError || error instanceof NeonOperationError || error instanceof NeonTimeoutError || error instanceof NeonAbortError || error instanceof NeonNetworkError || error instanceof NeonClientError;
}
function readApiErrorBody(body) {
	if (typeof body !== "object" || body === null) return {};
	const out = {};
	if ("message" in body && typeof body.message === "string") out.message = body.message;
	if ("code" in body && typeof body.code === "string") out.code = body.code;
	if ("request_id" in body && typeof body.request_id === "string") out.request_id = body.request_id;
	return out;
}
/**
* Walk a transport failure's `cause` chain for the most specific description available.
*
* `fetch` reports every transport fault as `TypeError: fetch failed` and puts the real
* reason underneath, sometimes several levels down and sometimes with an empty message and
* only an `errno` code. Without this, a DNS failure, a reset connection and a redirect the
* client refused to follow all produce the same sentence.
*/
function describeTransportFailure(error) {
	const seen = /* @__PURE__ */ new Set();
	let current = error;
	let deepestMessage;
	while (current instanceof Error && !seen.has(current)) {
		seen.add(current);
		if ("code" in current && typeof current.code === "string") return current.code;
		if (current.message) deepestMessage = current.message;
		current = current.cause;
	}
	return deepestMessage ?? UNKNOWN_TRANSPORT_REASON;
}
/**
* Build the right {@link NeonError} subclass from a raw client result. `error` is the
* decoded error body (Neon `GeneralError`); `response` is present unless the failure was
* transport-level.
*/
function toNeonError(error, response) {
	if (!response) {
		const reason = describeTransportFailure(error);
		return new NeonNetworkError(`Network error: no response received from the Neon API (${reason}).`, {
			cause: error,
			reason
		});
	}
	const parsed = readApiErrorBody(error);
	const status = response.status;
	const message = parsed.message ?? `Neon API request failed with status ${status}.`;
	const init = {
		status,
		code: parsed.code,
		requestId: parsed.request_id ?? response.headers.get("x-request-id") ?? void 0,
		response,
		body: error
	};
	if (status === 404) return new NeonNotFoundError(message, init);
	if (status === 401 || status === 403) return new NeonAuthError(message, init);
	if (status === 429) return new NeonRateLimitError(message, init);
	return new NeonApiError(message, init);
}
//#endregion


//# sourceMappingURL=errors.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/wrap-neon-error.js


//#region src/lib/wrap-neon-error.ts
/**
* Turn a raw error from `@neondatabase/api-client` (axios under the hood) into a typed
* {@link PlatformError} whose message includes:
*
* 1. What operation was attempted (`op`, e.g. `getProject(proj-foo)`).
* 2. Why it failed in human terms (e.g. "API key is unauthorized").
* 3. The exact Neon API error message + request id (when present) for support tickets.
* 4. A concrete next action ("Generate a new key at …", "Pass `projectId`", …).
*
* Non-axios errors are passed through unchanged (a regular `Error` already has a useful
* stack trace; wrapping it would lose information without adding value).
*/
function wrapNeonError(err, context) {
	if (err instanceof PlatformError) return err;
	const httpInfo = extractHttpInfo(err);
	if (!httpInfo) {
		const networkInfo = extractNetworkInfo(err);
		if (networkInfo) return new PlatformError(ErrorCode.NetworkError, `Could not reach the Neon API while running ${context.op}: ${networkInfo.message}. Check your network connection and that https://console.neon.tech is reachable.`, {
			cause: err,
			details: {
				op: context.op,
				...networkInfo
			}
		});
		return err;
	}
	const apiSummary = httpInfo.neonMessage ? `Neon API said: "${httpInfo.neonMessage}"` : `HTTP ${httpInfo.status}`;
	const requestIdSuffix = httpInfo.requestId ? ` (request id ${httpInfo.requestId})` : "";
	const apiSummaryWithRequestId = `${apiSummary}${requestIdSuffix}.`;
	if (httpInfo.neonCode === "capability_requires_claim") return new PlatformError(ErrorCode.FeatureUnavailable, [
		`${context.op} failed: this capability requires a claimed project.`,
		apiSummaryWithRequestId,
		"Run `npx neon claim accept`, complete the sign-in, then `npx neon claim status` to drop the local assertion, then `npx neon auth` or `npx neon link` and re-run."
	].join(" "), {
		cause: err,
		details: httpDetails(context, httpInfo)
	});
	switch (httpInfo.status) {
		case 401: return new PlatformError(ErrorCode.Unauthorized, [
			`${context.op} failed: the Bearer token sent to the Neon API was rejected.`,
			apiSummaryWithRequestId,
			"Either (a) generate or rotate an API key at https://console.neon.tech/app/settings/api-keys and set NEON_API_KEY / pass --api-key, or (b) re-run `npx neon auth` to refresh the OAuth token in `~/.config/neonctl/credentials.json` (OAuth tokens expire)."
		].join(" "), {
			cause: err,
			details: httpDetails(context, httpInfo)
		});
		case 403: return new PlatformError(ErrorCode.Forbidden, [
			`${context.op} failed: this API key is not allowed to perform that operation.`,
			apiSummaryWithRequestId,
			"Project-scoped keys can only operate on their own project; switch to an organisation/user-scoped key or pass `projectId` for an operation that doesn't need listing."
		].join(" "), {
			cause: err,
			details: httpDetails(context, httpInfo)
		});
		case 404: return new PlatformError(ErrorCode.NotFound, [
			`${context.op} failed: resource not found on Neon.`,
			apiSummaryWithRequestId,
			context.projectId ? `Verify that project '${context.projectId}' exists in this account and that the API key has access to it.` : "Verify that the resource id is correct and that the API key has access to it."
		].join(" "), {
			cause: err,
			details: httpDetails(context, httpInfo)
		});
		case 409: return new PlatformError(ErrorCode.Conflict, [
			`${context.op} failed: a conflicting resource already exists on Neon.`,
			apiSummaryWithRequestId,
			"This is often a name collision (e.g. a branch with the same name already exists). Pull first to compare against the remote, or rename in your `neon.ts`."
		].join(" "), {
			cause: err,
			details: httpDetails(context, httpInfo)
		});
		case 423: return new PlatformError(ErrorCode.Locked, [
			`${context.op} failed: the resource is still being modified by a previous operation, and our built-in retries did not drain it in time.`,
			apiSummaryWithRequestId,
			"Wait a few seconds and re-run, or raise `retryOnLocked.maxAttempts` when constructing the real Neon adapter."
		].join(" "), {
			cause: err,
			details: httpDetails(context, httpInfo)
		});
		case 429: return new PlatformError(ErrorCode.RateLimited, [
			`${context.op} failed: rate-limited by the Neon API.`,
			apiSummaryWithRequestId,
			"Back off and retry; if this happens repeatedly, contact Neon support with the request id above."
		].join(" "), {
			cause: err,
			details: httpDetails(context, httpInfo)
		});
	}
	if (httpInfo.status >= 500) return new PlatformError(ErrorCode.ServerError, [
		`${context.op} failed: the Neon API returned a server error (HTTP ${httpInfo.status}).`,
		apiSummaryWithRequestId,
		"This is most likely transient. Retry shortly; if it persists, file an issue with the request id above and check https://neonstatus.com."
	].join(" "), {
		cause: err,
		details: httpDetails(context, httpInfo)
	});
	return new PlatformError(ErrorCode.ServerError, `${context.op} failed: HTTP ${httpInfo.status}. ${apiSummary}${requestIdSuffix}.`, {
		cause: err,
		details: httpDetails(context, httpInfo)
	});
}
function takeErrorFields(payload, out) {
	if (payload === null || typeof payload !== "object") return;
	const dataObj = payload;
	const nested = dataObj.error;
	const errorObj = nested !== null && typeof nested === "object" ? nested : dataObj;
	if (typeof errorObj.message === "string" && errorObj.message !== "") out.neonMessage = errorObj.message;
	if (typeof errorObj.code === "string" && errorObj.code !== "") out.neonCode = errorObj.code;
	if (typeof errorObj.request_id === "string" && errorObj.request_id !== "") out.requestId = errorObj.request_id;
}
function fromNeonApiError(err) {
	const out = { status: err.status };
	takeErrorFields(err.body, out);
	if (out.neonCode === void 0 && err.code !== void 0) out.neonCode = err.code;
	if (out.neonMessage === void 0 && err.message !== "") out.neonMessage = err.message;
	if (out.requestId === void 0 && err.requestId !== void 0) out.requestId = err.requestId;
	return out;
}
function extractHttpInfo(err) {
	if (err instanceof NeonApiError) return fromNeonApiError(err);
	if (err === null || typeof err !== "object") return null;
	const response = err.response;
	if (response === null || typeof response !== "object") return null;
	const status = response.status;
	if (typeof status !== "number") return null;
	const data = response.data;
	if (data instanceof NeonApiError) return fromNeonApiError(data);
	const out = { status };
	takeErrorFields(data, out);
	return out;
}
function extractNetworkInfo(err) {
	if (err === null || typeof err !== "object") return null;
	const code = err.code;
	const message = err.message;
	if (typeof code === "string" && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EPIPE|EHOSTUNREACH|ENETUNREACH)$/.test(code)) return {
		message: typeof message === "string" ? message : code,
		code
	};
	if (code === "ECONNABORTED") return {
		message: typeof message === "string" ? message : "timeout",
		code
	};
	return null;
}
function httpDetails(context, info) {
	const out = {
		op: context.op,
		status: info.status
	};
	if (context.projectId) out.projectId = context.projectId;
	if (info.neonMessage) out.neonMessage = info.neonMessage;
	if (info.neonCode) out.neonCode = info.neonCode;
	if (info.requestId) out.requestId = info.requestId;
	return out;
}
//#endregion


//# sourceMappingURL=wrap-neon-error.js.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/core/bodySerializer.gen.js
//#region src/client/core/bodySerializer.gen.ts
const serializeFormDataPair = (data, key, value) => {
	if (typeof value === "string" || value instanceof Blob) data.append(key, value);
	else if (value instanceof Date) data.append(key, value.toISOString());
	else data.append(key, JSON.stringify(value));
};
const serializeUrlSearchParamsPair = (data, key, value) => {
	if (typeof value === "string") data.append(key, value);
	else data.append(key, JSON.stringify(value));
};
const formDataBodySerializer = { bodySerializer: (body) => {
	const data = new FormData();
	Object.entries(body).forEach(([key, value]) => {
		if (value === void 0 || value === null) return;
		if (Array.isArray(value)) value.forEach((v) => serializeFormDataPair(data, key, v));
		else serializeFormDataPair(data, key, value);
	});
	return data;
} };
const jsonBodySerializer = { bodySerializer: (body) => JSON.stringify(body, (_key, value) => typeof value === "bigint" ? value.toString() : value) };
const urlSearchParamsBodySerializer = { bodySerializer: (body) => {
	const data = new URLSearchParams();
	Object.entries(body).forEach(([key, value]) => {
		if (value === void 0 || value === null) return;
		if (Array.isArray(value)) value.forEach((v) => serializeUrlSearchParamsPair(data, key, v));
		else serializeUrlSearchParamsPair(data, key, value);
	});
	return data.toString();
} };
//#endregion


//# sourceMappingURL=bodySerializer.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/core/pathSerializer.gen.js
//#region src/client/core/pathSerializer.gen.ts
const separatorArrayExplode = (style) => {
	switch (style) {
		case "label": return ".";
		case "matrix": return ";";
		case "simple": return ",";
		default: return "&";
	}
};
const separatorArrayNoExplode = (style) => {
	switch (style) {
		case "form": return ",";
		case "pipeDelimited": return "|";
		case "spaceDelimited": return "%20";
		default: return ",";
	}
};
const separatorObjectExplode = (style) => {
	switch (style) {
		case "label": return ".";
		case "matrix": return ";";
		case "simple": return ",";
		default: return "&";
	}
};
const serializeArrayParam = ({ allowReserved, explode, name, style, value }) => {
	if (!explode) {
		const joinedValues = (allowReserved ? value : value.map((v) => encodeURIComponent(v))).join(separatorArrayNoExplode(style));
		switch (style) {
			case "label": return `.${joinedValues}`;
			case "matrix": return `;${name}=${joinedValues}`;
			case "simple": return joinedValues;
			default: return `${name}=${joinedValues}`;
		}
	}
	const separator = separatorArrayExplode(style);
	const joinedValues = value.map((v) => {
		if (style === "label" || style === "simple") return allowReserved ? v : encodeURIComponent(v);
		return serializePrimitiveParam({
			allowReserved,
			name,
			value: v
		});
	}).join(separator);
	return style === "label" || style === "matrix" ? separator + joinedValues : joinedValues;
};
const serializePrimitiveParam = ({ allowReserved, name, value }) => {
	if (value === void 0 || value === null) return "";
	if (typeof value === "object") throw new Error("Deeply-nested arrays/objects aren’t supported. Provide your own `querySerializer()` to handle these.");
	return `${name}=${allowReserved ? value : encodeURIComponent(value)}`;
};
const serializeObjectParam = ({ allowReserved, explode, name, style, value, valueOnly }) => {
	if (value instanceof Date) return valueOnly ? value.toISOString() : `${name}=${value.toISOString()}`;
	if (style !== "deepObject" && !explode) {
		let values = [];
		Object.entries(value).forEach(([key, v]) => {
			values = [
				...values,
				key,
				allowReserved ? v : encodeURIComponent(v)
			];
		});
		const joinedValues = values.join(",");
		switch (style) {
			case "form": return `${name}=${joinedValues}`;
			case "label": return `.${joinedValues}`;
			case "matrix": return `;${name}=${joinedValues}`;
			default: return joinedValues;
		}
	}
	const separator = separatorObjectExplode(style);
	const joinedValues = Object.entries(value).map(([key, v]) => serializePrimitiveParam({
		allowReserved,
		name: style === "deepObject" ? `${name}[${key}]` : key,
		value: v
	})).join(separator);
	return style === "label" || style === "matrix" ? separator + joinedValues : joinedValues;
};
//#endregion


//# sourceMappingURL=pathSerializer.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/core/utils.gen.js

//#region src/client/core/utils.gen.ts
const PATH_PARAM_RE = /\{[^{}]+\}/g;
const defaultPathSerializer = ({ path, url: _url }) => {
	let url = _url;
	const matches = _url.match(PATH_PARAM_RE);
	if (matches) for (const match of matches) {
		let explode = false;
		let name = match.substring(1, match.length - 1);
		let style = "simple";
		if (name.endsWith("*")) {
			explode = true;
			name = name.substring(0, name.length - 1);
		}
		if (name.startsWith(".")) {
			name = name.substring(1);
			style = "label";
		} else if (name.startsWith(";")) {
			name = name.substring(1);
			style = "matrix";
		}
		const value = path[name];
		if (value === void 0 || value === null) continue;
		if (Array.isArray(value)) {
			url = url.replace(match, serializeArrayParam({
				explode,
				name,
				style,
				value
			}));
			continue;
		}
		if (typeof value === "object") {
			url = url.replace(match, serializeObjectParam({
				explode,
				name,
				style,
				value,
				valueOnly: true
			}));
			continue;
		}
		if (style === "matrix") {
			url = url.replace(match, `;${serializePrimitiveParam({
				name,
				value
			})}`);
			continue;
		}
		const replaceValue = encodeURIComponent(style === "label" ? `.${value}` : value);
		url = url.replace(match, replaceValue);
	}
	return url;
};
const getUrl = ({ baseUrl, path, query, querySerializer, url: _url }) => {
	const pathUrl = _url.startsWith("/") ? _url : `/${_url}`;
	let url = (baseUrl ?? "") + pathUrl;
	if (path) url = defaultPathSerializer({
		path,
		url
	});
	let search = query ? querySerializer(query) : "";
	if (search.startsWith("?")) search = search.substring(1);
	if (search) url += `?${search}`;
	return url;
};
function getValidRequestBody(options) {
	const hasBody = options.body !== void 0;
	if (hasBody && options.bodySerializer) {
		if ("serializedBody" in options) return options.serializedBody !== void 0 && options.serializedBody !== "" ? options.serializedBody : null;
		return options.body !== "" ? options.body : null;
	}
	if (hasBody) return options.body;
}
//#endregion


//# sourceMappingURL=utils.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/core/auth.gen.js
//#region src/client/core/auth.gen.ts
const getAuthToken = async (auth, callback) => {
	const token = typeof callback === "function" ? await callback(auth) : callback;
	if (!token) return;
	if (auth.scheme === "bearer") return `Bearer ${token}`;
	if (auth.scheme === "basic") return `Basic ${btoa(token)}`;
	return token;
};
//#endregion


//# sourceMappingURL=auth.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/client/utils.gen.js




//#region src/client/client/utils.gen.ts
const createQuerySerializer = ({ parameters = {}, ...args } = {}) => {
	const querySerializer = (queryParams) => {
		const search = [];
		if (queryParams && typeof queryParams === "object") for (const name in queryParams) {
			const value = queryParams[name];
			if (value === void 0 || value === null) continue;
			const options = parameters[name] || args;
			if (Array.isArray(value)) {
				const serializedArray = serializeArrayParam({
					allowReserved: options.allowReserved,
					explode: true,
					name,
					style: "form",
					value,
					...options.array
				});
				if (serializedArray) search.push(serializedArray);
			} else if (typeof value === "object") {
				const serializedObject = serializeObjectParam({
					allowReserved: options.allowReserved,
					explode: true,
					name,
					style: "deepObject",
					value,
					...options.object
				});
				if (serializedObject) search.push(serializedObject);
			} else {
				const serializedPrimitive = serializePrimitiveParam({
					allowReserved: options.allowReserved,
					name,
					value
				});
				if (serializedPrimitive) search.push(serializedPrimitive);
			}
		}
		return search.join("&");
	};
	return querySerializer;
};
/**
* Infers parseAs value from provided Content-Type header.
*/
const getParseAs = (contentType) => {
	if (!contentType) return "stream";
	const cleanContent = contentType.split(";")[0]?.trim();
	if (!cleanContent) return;
	if (cleanContent.startsWith("application/json") || cleanContent.endsWith("+json")) return "json";
	if (cleanContent === "multipart/form-data") return "formData";
	if ([
		"application/",
		"audio/",
		"image/",
		"video/"
	].some((type) => cleanContent.startsWith(type))) return "blob";
	if (cleanContent.startsWith("text/")) return "text";
};
const checkForExistence = (options, name) => {
	if (!name) return false;
	if (options.headers.has(name) || options.query?.[name] || options.headers.get("Cookie")?.includes(`${name}=`)) return true;
	return false;
};
async function setAuthParams(options) {
	for (const auth of options.security ?? []) {
		if (checkForExistence(options, auth.name)) continue;
		const token = await getAuthToken(auth, options.auth);
		if (!token) continue;
		const name = auth.name ?? "Authorization";
		switch (auth.in) {
			case "query":
				if (!options.query) options.query = {};
				options.query[name] = token;
				break;
			case "cookie":
				options.headers.append("Cookie", `${name}=${token}`);
				break;
			default: options.headers.set(name, token);
		}
	}
}
const buildUrl = (options) => getUrl({
	baseUrl: options.baseUrl,
	path: options.path,
	query: options.query,
	querySerializer: typeof options.querySerializer === "function" ? options.querySerializer : createQuerySerializer(options.querySerializer),
	url: options.url
});
const mergeConfigs = (a, b) => {
	const config = {
		...a,
		...b
	};
	if (config.baseUrl?.endsWith("/")) config.baseUrl = config.baseUrl.substring(0, config.baseUrl.length - 1);
	config.headers = mergeHeaders(a.headers, b.headers);
	return config;
};
const headersEntries = (headers) => {
	const entries = [];
	headers.forEach((value, key) => {
		entries.push([key, value]);
	});
	return entries;
};
const mergeHeaders = (...headers) => {
	const mergedHeaders = new Headers();
	for (const header of headers) {
		if (!header) continue;
		const iterator = header instanceof Headers ? headersEntries(header) : Object.entries(header);
		for (const [key, value] of iterator) if (value === null) mergedHeaders.delete(key);
		else if (Array.isArray(value)) for (const v of value) mergedHeaders.append(key, v);
		else if (value !== void 0) mergedHeaders.set(key, typeof value === "object" ? JSON.stringify(value) : value);
	}
	return mergedHeaders;
};
var Interceptors = class {
	fns = [];
	clear() {
		this.fns = [];
	}
	eject(id) {
		const index = this.getInterceptorIndex(id);
		if (this.fns[index]) this.fns[index] = null;
	}
	exists(id) {
		const index = this.getInterceptorIndex(id);
		return Boolean(this.fns[index]);
	}
	getInterceptorIndex(id) {
		if (typeof id === "number") return this.fns[id] ? id : -1;
		return this.fns.indexOf(id);
	}
	update(id, fn) {
		const index = this.getInterceptorIndex(id);
		if (this.fns[index]) {
			this.fns[index] = fn;
			return id;
		}
		return false;
	}
	use(fn) {
		this.fns.push(fn);
		return this.fns.length - 1;
	}
};
const createInterceptors = () => ({
	error: new Interceptors(),
	request: new Interceptors(),
	response: new Interceptors()
});
const defaultQuerySerializer = createQuerySerializer({
	allowReserved: false,
	array: {
		explode: true,
		style: "form"
	},
	object: {
		explode: true,
		style: "deepObject"
	}
});
const defaultHeaders = { "Content-Type": "application/json" };
const createConfig = (override = {}) => ({
	...jsonBodySerializer,
	headers: defaultHeaders,
	parseAs: "auto",
	querySerializer: defaultQuerySerializer,
	...override
});
//#endregion


//# sourceMappingURL=utils.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/core/serverSentEvents.gen.js
//#region src/client/core/serverSentEvents.gen.ts
function createSseClient({ onRequest, onSseError, onSseEvent, responseTransformer, responseValidator, sseDefaultRetryDelay, sseMaxRetryAttempts, sseMaxRetryDelay, sseSleepFn, url, ...options }) {
	let lastEventId;
	const sleep = sseSleepFn ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
	const createStream = async function* () {
		let retryDelay = sseDefaultRetryDelay ?? 3e3;
		let attempt = 0;
		const signal = options.signal ?? new AbortController().signal;
		while (true) {
			if (signal.aborted) break;
			attempt++;
			const headers = options.headers instanceof Headers ? options.headers : new Headers(options.headers);
			if (lastEventId !== void 0) headers.set("Last-Event-ID", lastEventId);
			try {
				const requestInit = {
					redirect: "follow",
					...options,
					body: options.serializedBody,
					headers,
					signal
				};
				let request = new Request(url, requestInit);
				if (onRequest) request = await onRequest(url, requestInit);
				const response = await (options.fetch ?? globalThis.fetch)(request);
				if (!response.ok) throw new Error(`SSE failed: ${response.status} ${response.statusText}`);
				if (!response.body) throw new Error("No body in SSE response");
				const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
				let buffer = "";
				const abortHandler = () => {
					try {
						reader.cancel();
					} catch {}
				};
				signal.addEventListener("abort", abortHandler);
				try {
					while (true) {
						const { done, value } = await reader.read();
						if (done) break;
						buffer += value;
						buffer = buffer.replace(/\r\n?/g, "\n");
						const chunks = buffer.split("\n\n");
						buffer = chunks.pop() ?? "";
						for (const chunk of chunks) {
							const lines = chunk.split("\n");
							const dataLines = [];
							let eventName;
							for (const line of lines) if (line.startsWith("data:")) dataLines.push(line.replace(/^data:\s*/, ""));
							else if (line.startsWith("event:")) eventName = line.replace(/^event:\s*/, "");
							else if (line.startsWith("id:")) lastEventId = line.replace(/^id:\s*/, "");
							else if (line.startsWith("retry:")) {
								const parsed = Number.parseInt(line.replace(/^retry:\s*/, ""), 10);
								if (!Number.isNaN(parsed)) retryDelay = parsed;
							}
							let data;
							let parsedJson = false;
							if (dataLines.length) {
								const rawData = dataLines.join("\n");
								try {
									data = JSON.parse(rawData);
									parsedJson = true;
								} catch {
									data = rawData;
								}
							}
							if (parsedJson) {
								if (responseValidator) await responseValidator(data);
								if (responseTransformer) data = await responseTransformer(data);
							}
							onSseEvent?.({
								data,
								event: eventName,
								id: lastEventId,
								retry: retryDelay
							});
							if (dataLines.length) yield data;
						}
					}
				} finally {
					signal.removeEventListener("abort", abortHandler);
					reader.releaseLock();
				}
				break;
			} catch (error) {
				onSseError?.(error);
				if (sseMaxRetryAttempts !== void 0 && attempt >= sseMaxRetryAttempts) break;
				const backoff = Math.min(retryDelay * 2 ** (attempt - 1), sseMaxRetryDelay ?? 3e4);
				await sleep(backoff);
			}
		}
	};
	return { stream: createStream() };
}
//#endregion


//# sourceMappingURL=serverSentEvents.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/client/client.gen.js



//#region src/client/client/client.gen.ts
const createClient = (config = {}) => {
	let _config = mergeConfigs(createConfig(), config);
	const getConfig = () => ({ ..._config });
	const setConfig = (config) => {
		_config = mergeConfigs(_config, config);
		return getConfig();
	};
	const interceptors = createInterceptors();
	const beforeRequest = async (options) => {
		const opts = {
			..._config,
			...options,
			fetch: options.fetch ?? _config.fetch ?? globalThis.fetch,
			headers: mergeHeaders(_config.headers, options.headers),
			serializedBody: void 0
		};
		if (opts.security) await setAuthParams(opts);
		if (opts.requestValidator) await opts.requestValidator(opts);
		if (opts.body !== void 0 && opts.bodySerializer) opts.serializedBody = opts.bodySerializer(opts.body);
		if (opts.body === void 0 || opts.serializedBody === "") opts.headers.delete("Content-Type");
		const resolvedOpts = opts;
		return {
			opts: resolvedOpts,
			url: buildUrl(resolvedOpts)
		};
	};
	const request = async (options) => {
		const throwOnError = options.throwOnError ?? _config.throwOnError;
		const responseStyle = options.responseStyle ?? _config.responseStyle;
		let request;
		let response;
		try {
			const { opts, url } = await beforeRequest(options);
			const requestInit = {
				redirect: "follow",
				...opts,
				body: getValidRequestBody(opts)
			};
			request = new Request(url, requestInit);
			for (const fn of interceptors.request.fns) if (fn) request = await fn(request, opts);
			const _fetch = opts.fetch;
			response = await _fetch(request);
			for (const fn of interceptors.response.fns) if (fn) response = await fn(response, request, opts);
			const result = {
				request,
				response
			};
			if (response.ok) {
				const parseAs = (opts.parseAs === "auto" ? getParseAs(response.headers.get("Content-Type")) : opts.parseAs) ?? "json";
				if (response.status === 204 || response.headers.get("Content-Length") === "0") {
					let emptyData;
					switch (parseAs) {
						case "arrayBuffer":
						case "blob":
						case "text":
							emptyData = await response[parseAs]();
							break;
						case "formData":
							emptyData = new FormData();
							break;
						case "stream":
							emptyData = response.body;
							break;
						default: emptyData = {};
					}
					return opts.responseStyle === "data" ? emptyData : {
						data: emptyData,
						...result
					};
				}
				let data;
				switch (parseAs) {
					case "arrayBuffer":
					case "blob":
					case "formData":
					case "text":
						data = await response[parseAs]();
						break;
					case "json": {
						const text = await response.text();
						data = text ? JSON.parse(text) : {};
						break;
					}
					case "stream": return opts.responseStyle === "data" ? response.body : {
						data: response.body,
						...result
					};
				}
				if (parseAs === "json") {
					if (opts.responseValidator) await opts.responseValidator(data);
					if (opts.responseTransformer) data = await opts.responseTransformer(data);
				}
				return opts.responseStyle === "data" ? data : {
					data,
					...result
				};
			}
			const textError = await response.text();
			let jsonError;
			try {
				jsonError = JSON.parse(textError);
			} catch {}
			throw jsonError ?? textError;
		} catch (error) {
			let finalError = error;
			for (const fn of interceptors.error.fns) if (fn) finalError = await fn(finalError, response, request, options);
			finalError = finalError || {};
			if (throwOnError) throw finalError;
			return responseStyle === "data" ? void 0 : {
				error: finalError,
				request,
				response
			};
		}
	};
	const makeMethodFn = (method) => (options) => request({
		...options,
		method
	});
	const makeSseFn = (method) => async (options) => {
		const { opts, url } = await beforeRequest(options);
		return createSseClient({
			...opts,
			body: opts.body,
			method,
			onRequest: async (url, init) => {
				let request = new Request(url, init);
				for (const fn of interceptors.request.fns) if (fn) request = await fn(request, opts);
				return request;
			},
			serializedBody: getValidRequestBody(opts),
			url
		});
	};
	const _buildUrl = (options) => buildUrl({
		..._config,
		...options
	});
	return {
		buildUrl: _buildUrl,
		connect: makeMethodFn("CONNECT"),
		delete: makeMethodFn("DELETE"),
		get: makeMethodFn("GET"),
		getConfig,
		head: makeMethodFn("HEAD"),
		interceptors,
		options: makeMethodFn("OPTIONS"),
		patch: makeMethodFn("PATCH"),
		post: makeMethodFn("POST"),
		put: makeMethodFn("PUT"),
		request,
		setConfig,
		sse: {
			connect: makeSseFn("CONNECT"),
			delete: makeSseFn("DELETE"),
			get: makeSseFn("GET"),
			head: makeSseFn("HEAD"),
			options: makeSseFn("OPTIONS"),
			patch: makeSseFn("PATCH"),
			post: makeSseFn("POST"),
			put: makeSseFn("PUT"),
			trace: makeSseFn("TRACE")
		},
		trace: makeMethodFn("TRACE")
	};
};
//#endregion


//# sourceMappingURL=client.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/deadline.js

//#region src/neon/deadline.ts
/**
* Cancellation and deadline plumbing shared by the ergonomic layer.
*
* Two facts shape this module. Handing a signal to `fetch` does **not** bound a call: the
* generated client awaits authentication and request interceptors before it constructs the
* `Request` (see `client/client/client.gen.ts`), and a caller-supplied `fetch` may ignore
* the signal entirely. So a deadline both carries a signal *and* offers {@link Deadline.fired}
* to race the whole execution against.
*
* And a cancelled call must still speak the result contract. Anything that waits here
* reports cancellation as a value rather than rejecting, so a `DOMException` never escapes
* to a caller who was promised `{ data, error }`.
*/
/**
* The largest delay `setTimeout` can represent. Beyond it Node warns
* (`TimeoutOverflowWarning`) and fires after 1ms instead, which would turn a deliberately
* generous deadline into an instant timeout.
*/
const MAX_TIMER_MS = 2 ** 31 - 1;
const UNBOUNDED = {
	signal: void 0,
	timeoutMs: void 0,
	remainingMs: () => Number.POSITIVE_INFINITY,
	source: () => void 0,
	fired: () => new Promise(() => {}),
	dispose: () => {}
};
/**
* Normalize a `requestTimeoutMs`, rejecting values `setTimeout` would mistreat.
*
* Shared by the client config and by per-call overrides — validating only at construction
* left `requestTimeoutMs: NaN` on a call silently meaning *unbounded*, and a value past
* {@link MAX_TIMER_MS} silently meaning *1ms*. Both are worse than an error, because the
* call still returns a plausible-looking result.
*
* `undefined` and `Infinity` both mean unbounded; `Infinity` is the documented way to opt
* a single call out of a client-wide deadline.
*/
function resolveTimeoutMs(value) {
	if (value === void 0 || value === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
	if (typeof value !== "number" || Number.isNaN(value) || value <= 0) throw new NeonClientError(`requestTimeoutMs must be a positive number of milliseconds, or Infinity to disable; received ${String(value)}.`);
	if (value > MAX_TIMER_MS) throw new NeonClientError(`requestTimeoutMs must be at most ${MAX_TIMER_MS}ms (about 24.8 days); received ${value}. Pass Infinity for no deadline.`);
	return value;
}
/**
* The typed error for a deadline that has fired, or `undefined` if it has not.
*
* Cancellation is classified from the deadline's own state rather than from the shape of
* the error that came back. The generated client funnels authentication, serialization,
* interceptor, transport and parsing faults through one channel, so an error merely named
* `AbortError` is not evidence that the caller cancelled.
*/
function cancelled(deadline) {
	const source = deadline.source();
	if (source === "caller") return new NeonAbortError("The request was aborted by its signal.");
	if (source === "timeout") {
		const timeoutMs = deadline.timeoutMs;
		if (timeoutMs === void 0) throw new NeonClientError("Internal: a request timeout fired without a requestTimeoutMs budget.");
		return new NeonRequestTimeoutError("Timed out waiting for the Neon API to respond (requestTimeoutMs).", { timeoutMs });
	}
}
/**
* Race `run()` against the deadline, resolving `undefined` when the deadline wins.
*
* The signal alone does not bound a call. The generated client awaits authentication and
* request interceptors before it constructs the `Request`, and a caller-supplied `fetch`
* need not honour a signal at all, so an `apiKey` function that never resolves would
* otherwise hang forever even with a deadline set.
*/
async function runBounded(deadline, run) {
	if (!deadline.signal) return run();
	const execution = run();
	execution.catch(() => {});
	return Promise.race([execution, deadline.fired().then(() => void 0)]);
}
/**
* Wait `ms`, or stop early when `signal` aborts. Resolves either way — an abort is
* reported as `"cancelled"` rather than thrown, and the listener is always removed so a
* long-lived caller signal doesn't accumulate one per wait.
*/
function delay(ms, signal) {
	if (signal?.aborted) return Promise.resolve("cancelled");
	return new Promise((resolve) => {
		const onAbort = () => {
			clearTimeout(timer);
			resolve("cancelled");
		};
		const timer = setTimeout(() => {
			signal?.removeEventListener("abort", onAbort);
			resolve("elapsed");
		}, ms);
		signal?.addEventListener("abort", onAbort, { once: true });
	});
}
/**
* Build the deadline for one call.
*
* `timeoutMs` is `Infinity` when no request timeout applies. With no timeout and no caller
* signal there is nothing to cancel, so a shared no-op deadline is returned and no timer
* or controller is allocated.
*/
function createDeadline(timeoutMs, callerSignal) {
	const bounded = Number.isFinite(timeoutMs);
	if (!bounded && !callerSignal) return UNBOUNDED;
	const startedAt = performance.now();
	const controller = new AbortController();
	let source;
	let notify;
	const fired = new Promise((resolve) => {
		notify = resolve;
	});
	const trip = (reason) => {
		if (source) return;
		source = reason;
		controller.abort();
		notify?.();
	};
	if (callerSignal?.aborted) trip("caller");
	const onCallerAbort = () => trip("caller");
	const remainingMs = () => bounded ? Math.max(0, timeoutMs - (performance.now() - startedAt)) : Number.POSITIVE_INFINITY;
	let timer;
	const arm = () => {
		const left = remainingMs();
		if (left === 0) return trip("timeout");
		timer = setTimeout(left > MAX_TIMER_MS ? arm : () => trip("timeout"), Math.min(left, MAX_TIMER_MS));
	};
	if (bounded) arm();
	callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
	return {
		signal: controller.signal,
		timeoutMs: bounded ? timeoutMs : void 0,
		remainingMs,
		source: () => {
			if (!source && remainingMs() === 0) trip("timeout");
			return source;
		},
		fired: () => fired,
		dispose: () => {
			clearTimeout(timer);
			callerSignal?.removeEventListener("abort", onCallerAbort);
		}
	};
}
//#endregion


//# sourceMappingURL=deadline.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/retry.js


//#region src/neon/retry.ts
/**
* Retry-with-backoff for the statuses Neon documents as always safe to replay. The raw
* layer does no retries; the ergonomic client opts in via `retries`.
*
* The scheduling decisions are pure functions so they can be tested directly, without
* fake timers or a stopwatch: {@link parseRetryAfterMs} reads the header,
* {@link backoffMs} picks a delay, and {@link nextRetryDelayMs} decides whether a retry
* is worth waiting for at all.
*/
const RETRYABLE_STATUS = /* @__PURE__ */ new Set([
	423,
	429,
	503
]);
/** Ceiling on generated backoff, and on how long a `Retry-After` is worth honouring. */
const MAX_RETRY_WAIT_MS = 1e4;
const DEFAULT_RETRIES = 2;
/**
* Client-wide `retries`. `NaN` and `Infinity` make `attempt >= retries` always false,
* so a 429 would poll forever; reject them here the way `requestTimeoutMs` is rejected.
*/
function resolveRetries(retries) {
	if (retries === void 0) return DEFAULT_RETRIES;
	if (typeof retries !== "number" || !Number.isInteger(retries) || retries < 0) throw new NeonError(`retries must be a non-negative integer; received ${String(retries)}.`, "client");
	return retries;
}
/**
* `Retry-After` in milliseconds, or `undefined` when absent or unparseable.
*
* The header comes in two forms and only one of them is a number. Reading just the
* numeric form leaves an HTTP-date parsing as `NaN`, which silently falls through to
* generated backoff — retrying far sooner than the server asked.
*/
function parseRetryAfterMs(header, now) {
	if (!header) return void 0;
	const trimmed = header.trim();
	if (trimmed === "") return void 0;
	if (/^\d+$/.test(trimmed)) {
		const seconds = Number(trimmed);
		return Number.isFinite(seconds * 1e3) ? seconds * 1e3 : Number.POSITIVE_INFINITY;
	}
	if (Number.isFinite(Number(trimmed))) return void 0;
	const at = Date.parse(trimmed);
	if (Number.isNaN(at)) return void 0;
	return Math.max(0, at - now);
}
/** Exponential backoff with full jitter: base 250ms, capped at {@link MAX_RETRY_WAIT_MS}. */
function backoffMs(attempt, random = Math.random) {
	const ceiling = Math.min(MAX_RETRY_WAIT_MS, 250 * 2 ** attempt);
	return random() * ceiling;
}
/**
* How long to wait before the next attempt, or `undefined` to stop retrying.
*
* `Retry-After` is the server's requested **minimum** delay, so it is never shortened —
* retrying earlier than instructed is worse than not retrying at all. When honouring it
* would cost more than {@link MAX_RETRY_WAIT_MS}, or more budget than the call has left,
* the answer is to stop and let the caller see the real `423`/`429`/`503` rather than to
* wait for minutes or to report a timeout that hides the status.
*/
function nextRetryDelayMs(attempt, retryAfterMs, remainingMs, random) {
	const wait = retryAfterMs ?? backoffMs(attempt, random);
	if (wait > 1e4) return void 0;
	if (wait >= remainingMs) return void 0;
	return wait;
}
/**
* Run `exec` up to `retries + 1` times, retrying only on `423`, `429` and `503`.
* Non-retryable errors and successes return immediately, as does a cancelled deadline —
* the caller inspects {@link Deadline.source} to tell cancellation from the last result.
*/
async function withRetries(exec, retries, deadline) {
	let attempt = 0;
	for (;;) {
		const result = await exec();
		const status = result.response?.status;
		const retryable = status !== void 0 && RETRYABLE_STATUS.has(status);
		if (!result.error || !retryable || attempt >= retries) return result;
		if (deadline.source()) return result;
		const wait = nextRetryDelayMs(attempt, parseRetryAfterMs(result.response?.headers.get("retry-after"), Date.now()), deadline.remainingMs());
		if (wait === void 0) return result;
		if (await delay(wait, deadline.signal) === "cancelled") return result;
		attempt += 1;
	}
}
//#endregion


//# sourceMappingURL=retry.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/config.js





//#region src/neon/config.ts
const DEFAULT_BASE_URL = "https://console.neon.tech/api/v2";
function resolveConfig(config) {
	const apiKey = config.apiKey;
	if (typeof apiKey !== "function" && (typeof apiKey !== "string" || apiKey === "")) throw new NeonError("createNeonClient: `apiKey` is required — pass a string or a function returning one.", "client");
	return {
		client: createClient(createConfig({
			auth: typeof apiKey === "function" ? apiKey : () => apiKey,
			baseUrl: config.baseUrl ?? DEFAULT_BASE_URL,
			...config.fetch ? { fetch: config.fetch } : {}
		})),
		throwOnError: config.throwOnError ?? false,
		retries: resolveRetries(config.retries),
		requestTimeoutMs: resolveTimeoutMs(config.requestTimeoutMs),
		waitForReadiness: config.waitForReadiness,
		waitOptions: config.wait ?? {},
		orgId: config.orgId
	};
}
//#endregion


//# sourceMappingURL=config.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/result.js
//#region src/neon/result.ts
function ok(data) {
	return {
		data,
		error: void 0
	};
}
function err(error) {
	return {
		data: void 0,
		error
	};
}
/**
* Apply the `throwOnError` policy to a result: return the bare value (throwing on error)
* when `shouldThrow`, otherwise return the {@link NeonResult} envelope.
*/
function finalize(result, shouldThrow) {
	if (!shouldThrow) return result;
	if (result.error) throw result.error;
	return result.data;
}
//#endregion


//# sourceMappingURL=result.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/params.js


//#region src/neon/params.ts
/** Validate only the operation-object boundary and its required selectors. */
function validateParams(value, method, required = {}) {
	if (value === null || typeof value !== "object" || Array.isArray(value)) return new NeonClientError(`${method} expects a named parameter object.`);
	const params = value;
	for (const [name, type] of Object.entries(required)) if (!(type === "array" ? Array.isArray(params[name]) : typeof params[name] === type)) return new NeonClientError(`${method} requires ${name} in its parameter object (${type}).`);
}
const RELOCATED_CALL_OPTIONS = [
	"pooled",
	"confirmSelfDemotion",
	"confirmSelfLockout"
];
/** Relocated v4 option keys must not be ignored on a shared CallOptions object. */
function validateCallOptions(opts) {
	if (opts === void 0) return void 0;
	for (const name of RELOCATED_CALL_OPTIONS) if (Object.hasOwn(opts, name)) return new NeonClientError(`${name} belongs in the operation input, not in execution options.`);
}
/** Keep invalid JavaScript inputs on the same async result/throw contract. */
async function invalidParamsResult(error, shouldThrow) {
	return finalize(err(error), shouldThrow);
}
//#endregion


//# sourceMappingURL=params.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/client.gen.js


//#region src/client/client.gen.ts
const client = createClient(createConfig({ baseUrl: "https://console.neon.tech/api/v2" }));
//#endregion


//# sourceMappingURL=client.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/sdk.gen.js


//#region src/client/sdk.gen.ts
/**
* Get advisor issues
*
* Analyzes the database for security and performance issues.
* Returns a list of issues categorized by severity (ERROR, WARN, INFO).
*
* Requires read access to the project and Data API enabled.
*
*/
const getProjectAdvisorSecurityIssues = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/advisors",
	...options
});
/**
* List API keys
*
* Retrieves the API keys for your Neon account.
* The response does not include API key tokens. A token is only provided when creating an API key.
* API keys can also be managed in the Neon Console.
* For more information, see [Manage API keys](https://neon.com/docs/manage/api-keys/).
*
*/
const listApiKeys = (options) => (options?.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/api_keys",
	...options
});
/**
* Create API key
*
* Creates an API key.
* The `key_name` is a user-specified name for the key.
* Returns an `id` and `key`; the `key` is a randomly generated, 64-bit token required to access the Neon API.
* Store the key securely — it is only returned once.
* API keys can also be managed in the Neon Console.
* See [Manage API keys](https://neon.com/docs/manage/api-keys/).
*
*/
const createApiKey = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/api_keys",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Revoke API key
*
* Revokes the specified API key.
* An API key that is no longer needed can be revoked.
* This action cannot be reversed.
* API keys can also be managed in the Neon Console.
* See [Manage API keys](https://neon.com/docs/manage/api-keys/).
*
*/
const revokeApiKey = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/api_keys/{key_id}",
	...options
});
/**
* Retrieve operation details
*
* Retrieves details for the specified operation.
* An operation is an action performed on a Neon project resource.
*
*/
const getProjectOperation = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/operations/{operation_id}",
	...options
});
/**
* List projects
*
* Retrieves a list of projects for the specified organization.
* If using a personal API key, include the `org_id` parameter to specify which organization to work with.
* If using an org API key, `org_id` is automatically inferred from the key.
* For more information, see [Manage organizations using the Neon API](https://neon.com/docs/manage/orgs-api)
* and [Manage projects](https://neon.com/docs/manage/projects/).
*
*/
const listProjects = (options) => (options?.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects",
	...options
});
/**
* Create project
*
* Creates a Neon project within an organization.
* If using a personal API key, include the `org_id` parameter to specify which organization to create the project in.
* If using an org API key, `org_id` is automatically inferred from the key.
* Plan limits define how many projects you can create.
* For more information, see [Manage projects](https://neon.com/docs/manage/projects/).
*
* You can specify a region and Postgres version in the request body.
* Neon supports Postgres 14 through 18, with 19 rolling out to enabled regions.
* For supported regions and `region_id` values, see [Regions](https://neon.com/docs/introduction/regions/).
*
*/
const createProject = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List shared projects
*
* Retrieves a list of projects shared with your Neon account.
* For more information, see [Manage projects](https://neon.com/docs/manage/projects/).
*
*/
const listSharedProjects = (options) => (options?.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/shared",
	...options
});
/**
* Delete project
*
* Deletes the specified project and all its endpoints, branches, databases, and users.
* Deleted projects can be recovered within 7 days using `POST /projects/{project_id}/recover`.
* To list recoverable projects, use `GET /projects?recoverable=true`.
*
*/
const deleteProject = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}",
	...options
});
/**
* Retrieve project details
*
* Retrieves information about the specified project.
* Returned details include the project settings, compute configuration, history retention, owner information, and current usage metrics.
*
*/
const getProject = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}",
	...options
});
/**
* Update project
*
* Updates the specified project.
* Configurable properties include the project name, default compute settings, history retention period, and IP allowlist.
*
*/
const updateProject = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Recover a deleted project
*
* Recovers a deleted project within the 7-day deletion recovery period.
* Restores branches, endpoints, settings, and connection strings.
* Some integrations require manual reconfiguration after recovery.
* To list recoverable projects, use `GET /projects?recoverable=true`.
*
*/
const recoverProject = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/recover",
	...options
});
/**
* List operations
*
* Retrieves a list of operations for the specified Neon project.
* The number of operations returned can be large.
* To paginate the response, issue an initial request with a `limit` value.
* Then, add the `cursor` value that was returned in the response to the next request.
* Operations older than 6 months may be deleted from our systems.
* If you need more history than that, you should store your own history.
*
*/
const listProjectOperations = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/operations",
	...options
});
/**
* List project access
*
* Retrieves details about users who have access to the project, including the permission `id`, the granted-to email address, and the date project access was granted.
*/
const listProjectPermissions = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/permissions",
	...options
});
/**
* Grant project access
*
* Grants project access to the account associated with the specified email address.
*
*/
const grantPermissionToProject = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/permissions",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List org members and their project roles
*
* Lists organization members and their per-project roles for an org-owned project.
* Returns 404 when the project is not org-owned, per-project role management is disabled,
* or the caller has no access. Callers with VIEWER or EDITOR see members with
* effective project access. Callers with ADMIN also see unassigned org members.
*
*/
const listProjectMembers = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/members",
	...options
});
/**
* Remove an org member's role on a project
*
* Idempotently removes the explicit project grant. The member's organization-role
* default project permission still applies. Self-DELETE requires
* `confirm_self_lockout=true` when effective manage access would be lost.
*
*/
const removeProjectMemberRole = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/members/{member_id}/role",
	...options
});
/**
* Set an org member's role on a project
*
* Idempotently sets or updates the explicit project grant of the specified org member.
* Self-demotion requires `confirm_self_demotion=true`.
*
*/
const setProjectMemberRole = (options) => (options.client ?? client).put({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/members/{member_id}/role",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Revoke project access
*
* Revokes project access from the user associated with the specified permission `id`. You can retrieve a user's permission `id` by listing project access.
*/
const revokePermissionFromProject = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/permissions/{permission_id}",
	...options
});
/**
* List available shared preload libraries
*
* Returns the shared preload libraries available for the specified project's Postgres version.
* Shared preload libraries are Postgres extensions that require the `shared_preload_libraries`
* setting and a compute restart to activate.
* Use this list to determine which libraries can be enabled in the project's
* `settings.preload_libraries` configuration.
*
*/
const getAvailablePreloadLibraries = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/available_preload_libraries",
	...options
});
/**
* Create a project transfer request
*
* Creates a transfer request for the specified project. The request expires after a set period.
* To accept the request, the recipient calls `PUT /projects/{project_id}/transfer_requests/{request_id}`
* or uses the Neon Console claim link.
* The optional `ru` parameter redirects the recipient after acceptance.
*
*/
const createProjectTransferRequest = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/transfer_requests",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Accept a project transfer request
*
* Accepts a transfer request for the specified project, transferring it to the specified organization
* or user. If org_id is not passed, the project will be transferred to the current user or organization account.
*
*/
const acceptProjectTransferRequest = (options) => (options.client ?? client).put({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/transfer_requests/{request_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List JWKS URLs
*
* Returns the JWKS URLs available for verifying JWTs used as the authentication mechanism for the specified project.
*
*/
const getProjectJwks = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/jwks",
	...options
});
/**
* Add JWKS URL
*
* Adds a JWKS URL to the specified project for verifying JWTs used as the authentication mechanism.
*
* The URL must be a valid HTTPS URL that returns a JSON Web Key Set.
*
* The `provider_name` field allows you to specify which authentication provider you're using (e.g., Clerk, Auth0, AWS Cognito).
*
* The `branch_id` scopes the JWKS URL to specific branches; if not specified, it applies to all branches.
*
* The `role_names` scopes the URL to specific roles; if not specified, default roles are used (`authenticator`, `authenticated`, `anonymous`).
*
* The `jwt_audience` specifies which `aud` values are accepted in JWTs.
*
*/
const addProjectJwks = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/jwks",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete JWKS URL
*
* Removes the specified JWKS URL from the project.
* JWTs signed by keys from the removed URL can no longer authenticate to the project's endpoints.
*
*/
const deleteProjectJwks = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/jwks/{jwks_id}",
	...options
});
/**
* Delete Neon Data API
*
* Deletes the Neon Data API for the specified branch.
* Existing connections using the Data API endpoint will fail after deletion.
*
*/
const deleteProjectBranchDataApi = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/data-api/{database_name}",
	...options
});
/**
* Retrieve Neon Data API configuration
*
* Retrieves the Neon Data API configuration for the specified branch,
* including endpoint URL, enabled state, and database settings.
*
*/
const getProjectBranchDataApi = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/data-api/{database_name}",
	...options
});
/**
* Update Neon Data API
*
* Updates the Neon Data API configuration for the specified branch.
* You can optionally provide settings to update the Data API configuration.
* The schema cache is always refreshed as part of this operation.
*
*/
const updateProjectBranchDataApi = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/data-api/{database_name}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Create Neon Data API
*
* Creates a new instance of Neon Data API in the specified branch.
* The Data API exposes a REST interface over the branch database. The `database_name` path parameter determines which database the API serves.
*
*/
const createProjectBranchDataApi = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/data-api/{database_name}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Create Neon Auth integration
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth` instead. Removal scheduled for March 1, 2026.
* Use this endpoint if the frontend integration flow can't be used.
*
*
* @deprecated
*/
const createNeonAuthIntegration = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/auth/create",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Disable Neon Auth for the branch
*
* Disables the Neon Auth integration for the specified branch, removing the connection
* to the authentication provider.
* If `delete_data` is `true`, also deletes the `neon_auth` schema and all associated tables
* from the branch database.
* The integration can be re-enabled by calling `POST /projects/{project_id}/branches/{branch_id}/auth`.
*
*/
const disableNeonAuth = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve Neon Auth details for the branch
*
* Retrieves the Neon Auth integration details for the specified branch,
* including the auth provider type and integration status.
*
*/
const getNeonAuth = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth",
	...options
});
/**
* Enable Neon Auth for the branch
*
* Enables Neon Auth for the specified branch by connecting it to an authentication provider.
* Creating the integration provisions the `neon_auth` schema in the branch database, which stores user identity data synchronized from the provider.
*
*/
const createNeonAuth = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete trusted redirect URI domain
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/domains` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const deleteNeonAuthDomainFromRedirectUriWhitelist = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/domains",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List trusted redirect URI domains
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/domains` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const listNeonAuthRedirectUriWhitelistDomains = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/domains",
	...options
});
/**
* Add trusted redirect URI domain
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/domains` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const addNeonAuthDomainToRedirectUriWhitelist = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/domains",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete domain from redirect_uri whitelist
*
* Removes a domain from the redirect URI whitelist for the specified branch.
* After removal, the domain can no longer be used as a redirect target after authentication.
*
*/
const deleteBranchNeonAuthTrustedDomain = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/domains",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List domains in redirect_uri whitelist
*
* Lists the trusted domains in the redirect URI whitelist for the specified branch.
* Only domains in this list are permitted as redirect targets after authentication.
*
*/
const listBranchNeonAuthTrustedDomains = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/domains",
	...options
});
/**
* Add domain to redirect_uri whitelist
*
* Adds a domain to the redirect URI whitelist for the specified branch.
* Only domains in this list are permitted as redirect targets after authentication.
*
*/
const addBranchNeonAuthTrustedDomain = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/domains",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Create Auth Provider SDK keys
*
* Generates SDK or API Keys for the auth provider. These might be called different things depending
* on the auth provider you're using, but are generally used for setting up the frontend and backend SDKs.
*
*/
const createNeonAuthProviderSdkKeys = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/auth/keys",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Create new auth user
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/users` instead. Removal scheduled for March 1, 2026.
* The user will be created in your neon_auth.users_sync table and automatically propagated to your auth project, whether Neon-managed or provider-owned.
*
*
* @deprecated
*/
const createNeonAuthNewUser = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/auth/user",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Create new auth user
*
* Creates a new user in the Neon Auth user directory for the specified branch.
* The user is created in the `neon_auth.users_sync` table and can immediately authenticate
* using the branch's configured auth providers.
*
*/
const createBranchNeonAuthNewUser = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/users",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete auth user
*
* Deletes the specified user from the Neon Auth user directory for the specified branch.
* Removes the user record from `neon_auth.users_sync`. This action cannot be undone.
*
*/
const deleteBranchNeonAuthUser = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/users/{auth_user_id}",
	...options
});
/**
* Update auth user role
*
* Updates the role of a user in the Neon Auth user directory for the specified branch.
* The role controls the user's level of access within the Neon Auth integration.
*
*/
const updateNeonAuthUserRole = (options) => (options.client ?? client).put({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/users/{auth_user_id}/role",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete auth user
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/users/{auth_user_id}` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const deleteNeonAuthUser = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/users/{auth_user_id}",
	...options
});
/**
* Transfer Neon-managed auth project to your own account
*
* Transfers ownership of your Neon-managed auth project to your own auth provider account.
*
*/
const transferNeonAuthProviderProject = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/auth/transfer_ownership",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List active integrations with auth providers
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth` instead. Removal scheduled for March 1, 2026.
*
* @deprecated
*/
const listNeonAuthIntegrations = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/integrations",
	...options
});
/**
* List OAuth providers
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/oauth_providers` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const listNeonAuthOauthProviders = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/oauth_providers",
	...options
});
/**
* Add an OAuth provider
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/oauth_providers` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const addNeonAuthOauthProvider = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/oauth_providers",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List OAuth providers for the branch
*
* Lists the OAuth providers configured for the specified branch's Neon Auth integration.
*
*/
const listBranchNeonAuthOauthProviders = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/oauth_providers",
	...options
});
/**
* Add an OAuth provider
*
* Adds an OAuth provider configuration to the specified branch's Neon Auth integration.
* After adding, users can authenticate using the configured provider.
*
*/
const addBranchNeonAuthOauthProvider = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/oauth_providers",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete OAuth provider
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/oauth_providers/{oauth_provider_id}` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const deleteNeonAuthOauthProvider = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/oauth_providers/{oauth_provider_id}",
	...options
});
/**
* Update OAuth provider
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/oauth_providers/{oauth_provider_id}` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const updateNeonAuthOauthProvider = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/oauth_providers/{oauth_provider_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete OAuth provider
*
* Deletes an OAuth provider from the specified project.
*
*/
const deleteBranchNeonAuthOauthProvider = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/oauth_providers/{oauth_provider_id}",
	...options
});
/**
* Update OAuth provider
*
* Updates an OAuth provider for the specified project.
*
*/
const updateBranchNeonAuthOauthProvider = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/oauth_providers/{oauth_provider_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve email server configuration
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/email_provider` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const getNeonAuthEmailServer = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/email_server",
	...options
});
/**
* Update email server configuration
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth/email_provider` instead. Removal scheduled for March 1, 2026.
*
*
* @deprecated
*/
const updateNeonAuthEmailServer = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/email_server",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Send test email
*
* Sends a test email using the SMTP server settings supplied in the request body to verify connectivity and credentials.
* The request body must include the full SMTP server settings
* (`host`, `port`, `username`, `password`, `sender_email`, `sender_name`) and the `recipient_email` address.
*
* Deprecated: to test a branch's already-saved configuration, use `sendNeonAuthEmailProviderTest`, which
* reuses the stored SMTP password server-side so the caller never has to re-supply (or be able to read) it.
* This endpoint remains available for testing an unsaved full configuration and for non-Better-Auth providers.
*
*
* @deprecated
*/
const sendNeonAuthTestEmail = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/send_test_email",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Send test email using the saved email provider
*
* Sends a test email using the branch's already-saved custom SMTP configuration. Only the
* `recipient_email` is provided — the stored SMTP settings and password are used server-side,
* so the caller does not need to re-supply (or be able to read) the password. This avoids the
* GET response's masked password being sent back, which would fail SMTP authentication.
*
* Requires a configured custom SMTP provider on a Better Auth integration. A shared provider,
* a missing configuration, or a non-Better-Auth integration is rejected.
*
*/
const sendNeonAuthEmailProviderTest = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/email_provider/test",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve email and password configuration
*
* Retrieves the email and password authentication configuration for the specified branch's Neon Auth integration,
* including whether it is enabled and the email verification method.
*
*/
const getNeonAuthEmailAndPasswordConfig = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/email_and_password",
	...options
});
/**
* Update email and password configuration
*
* Updates the email and password authentication configuration for the specified branch's Neon Auth integration.
* Only the fields provided in the request body are updated.
*
*/
const updateNeonAuthEmailAndPasswordConfig = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/email_and_password",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve email provider configuration
*
* Retrieves the email provider configuration for the specified branch's Neon Auth integration,
* including the provider type and server settings.
*
*/
const getNeonAuthEmailProvider = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/email_provider",
	...options
});
/**
* Update email provider configuration
*
* Updates the email provider configuration for the specified branch's Neon Auth integration.
* The email provider handles transactional messages such as verification emails and password reset links.
*
* Partial `standard` updates — omitting fields to keep their stored values — are supported only for
* Better Auth integrations, which merge omitted fields server-side. Legacy Stack Auth integrations do
* not merge and require all six `standard` fields (`host`, `port`, `username`, `password`,
* `sender_email`, `sender_name`) on every update; a partial `standard` body is rejected with 400.
*
*/
const updateNeonAuthEmailProvider = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/email_provider",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete integration with auth provider
*
* Deprecated. Use `/projects/{project_id}/branches/{branch_id}/auth` instead. Removal scheduled for March 1, 2026.
*
* @deprecated
*/
const deleteNeonAuthIntegration = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/auth/integration/{auth_provider}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve connection URI
*
* Retrieves a connection URI for the specified database.
* The URI uses the standard PostgreSQL connection string format. Set `pooled=true` to include the `-pooler` suffix for a connection pooler URI.
*
*/
const getConnectionUri = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/connection_uri",
	...options
});
/**
* Retrieve localhost allow setting
*
* Retrieves the localhost allow setting for the specified branch's Neon Auth integration.
* When enabled, authentication flows work from `localhost` without adding it to the redirect URI whitelist.
*
*/
const getNeonAuthAllowLocalhost = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/allow_localhost",
	...options
});
/**
* Update localhost allow setting
*
* Updates the localhost allow setting for the specified branch's Neon Auth integration.
* When enabled, authentication flows work from `localhost` without adding it to the redirect URI whitelist.
*
*/
const updateNeonAuthAllowLocalhost = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/allow_localhost",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve Neon Auth plugin configurations
*
* Returns all plugin configurations for Neon Auth in a single response.
* This endpoint aggregates organization, email provider, email and password,
* OAuth providers, and localhost settings.
*
*/
const getNeonAuthPluginConfigs = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/plugins",
	...options
});
/**
* Update organization plugin configuration
*
* Updates the organization plugin configuration for Neon Auth.
* The organization plugin enables multi-tenant organization support.
*
*/
const updateNeonAuthOrganizationPlugin = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/plugins/organization",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Update auth configuration
*
* Updates the auth configuration for the branch.
* Currently supports updating the application name used in auth emails.
*
*/
const updateNeonAuthConfig = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/config",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Update magic link plugin configuration
*
* Updates the magic link plugin configuration for Neon Auth.
* The magic link plugin enables passwordless authentication via email magic links.
*
*/
const updateNeonAuthMagicLinkPlugin = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/plugins/magic-link",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve phone number plugin configuration
*
* Returns the phone number plugin configuration for Neon Auth.
* The phone number plugin enables phone-based OTP authentication.
*
*/
const getNeonAuthPhoneNumberPlugin = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/plugins/phone-number",
	...options
});
/**
* Update phone number plugin configuration
*
* Updates the phone number plugin configuration for Neon Auth.
* Only the fields provided in the request body are updated; omitted fields retain their current values.
* The phone number plugin enables phone-based OTP authentication.
* OTP codes are delivered via the `send.otp` webhook event with `delivery_preference: "sms"`.
* A webhook must be configured with the `send.otp` event enabled for SMS delivery to work.
*
*/
const updateNeonAuthPhoneNumberPlugin = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/plugins/phone-number",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve Neon Auth webhook configuration
*
* Returns the webhook configuration for the specified branch's Neon Auth integration,
* including the endpoint URL and the events that trigger it.
*
*/
const getNeonAuthWebhookConfig = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/webhooks",
	...options
});
/**
* Update Neon Auth webhook configuration
*
* Updates the webhook configuration for the specified branch's Neon Auth integration.
* Webhooks notify an external endpoint when auth events occur, such as user creation or sign-in.
*
*/
const updateNeonAuthWebhookConfig = (options) => (options.client ?? client).put({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/auth/webhooks",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List branches
*
* Retrieves a list of branches for the specified project.
*
* Each Neon project has a root branch named `main`.
* A `branch_id` value has a `br-` prefix.
* A project may contain child branches that were branched from `main` or from another branch.
* A parent branch is identified by the `parent_id` value, which is the `id` of the parent branch.
* For related information, see [Manage branches](https://neon.com/docs/manage/branches/).
*
*/
const listProjectBranches = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches",
	...options
});
/**
* Create branch
*
* Creates a branch in the specified project.
* No request body is required, but you can specify one to create a compute endpoint or select a non-default parent branch.
* By default, the branch is created from the project's default branch with no compute endpoint, and the branch name is auto-generated.
* To access the branch, add a `read_write` endpoint.
* Each branch supports one read-write endpoint and multiple read-only endpoints.
* For related information, see [Manage branches](https://neon.com/docs/manage/branches/).
*
*/
const createProjectBranch = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Create anonymized branch
*
* Creates a new branch with anonymized data using PostgreSQL Anonymizer for static masking.
* This allows developers to work with masked production data.
* Optionally, provide `masking_rules` to set initial masking rules for the branch
* and `start_anonymization` to automatically start anonymization after creation. This
* combines functionality of updating masking rules and starting anonymization into the
* branch creation request.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const createProjectBranchAnonymized = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branch_anonymized",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve number of branches
*
* Retrieves the total number of branches in the specified project.
* Supports an optional `search` parameter to count branches matching a name filter.
*
*/
const countProjectBranches = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/count",
	...options
});
/**
* Delete branch
*
* Deletes the specified branch from a project and places all compute endpoints into an idle state, breaking existing client connections.
*
* The deletion completes after all operations finish.
* You cannot delete a project's root or default branch, or a branch that has a child branch.
* A project must have at least one branch.
*
* For related information, see [Manage branches](https://neon.com/docs/manage/branches/).
*
*/
const deleteProjectBranch = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}",
	...options
});
/**
* Retrieve branch details
*
* Retrieves information about the specified branch.
* A `branch_id` value has a `br-` prefix.
*
* Each Neon project is initially created with a root and default branch named `main`.
* A project can contain one or more branches.
* A parent branch is identified by a `parent_id` value, which is the `id` of the parent branch.
* For related information, see [Manage branches](https://neon.com/docs/manage/branches/).
*
*/
const getProjectBranch = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}",
	...options
});
/**
* Update branch
*
* Updates the specified branch.
* For more information, see [Manage branches](https://neon.com/docs/manage/branches/).
*
*/
const updateProjectBranch = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Restore branch to a historical state
*
* Restores a branch to an earlier state in its own or another branch's history
* by specifying an LSN or timestamp.
* Creates a new branch from the historical state.
*
*/
const restoreProjectBranch = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/restore",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve database schema
*
* Retrieves the database schema. Specify `lsn` or `timestamp` (not both) to read at a point in time; omit both to read from the database's head.
*/
const getProjectBranchSchema = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/schema",
	...options
});
/**
* Compare database schema
*
* Compares the schema from the specified database with another branch's schema.
*/
const getProjectBranchSchemaComparison = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/compare_schema",
	...options
});
/**
* Retrieve masking rules
*
* Retrieves the masking rules for the specified anonymized branch.
* Masking rules define how sensitive data should be anonymized using PostgreSQL Anonymizer.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const getMaskingRules = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/masking_rules",
	...options
});
/**
* Update masking rules
*
* Updates the masking rules for the specified anonymized branch.
* Masking rules define how sensitive data should be anonymized using PostgreSQL Anonymizer.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const updateMaskingRules = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/masking_rules",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve anonymized branch status
*
* Retrieves the current status of an anonymized branch, including its state and progress information.
* This endpoint allows you to monitor the anonymization process from initialization through completion.
* Only anonymized branches will have status information available.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const getAnonymizedBranchStatus = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/anonymized_status",
	...options
});
/**
* Start anonymization
*
* Starts the anonymization process for an anonymized branch that is in the initialized, error, or anonymized state.
* This will apply all defined masking rules to anonymize sensitive data in the branch databases.
* The branch must be an anonymized branch to start anonymization.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const startAnonymization = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/anonymize",
	...options
});
/**
* Set branch as default
*
* Sets the specified branch as the project's default branch.
* The default designation is automatically removed from the previous default branch.
* For more information, see [Manage branches](https://neon.com/docs/manage/branches/).
*
*/
const setDefaultProjectBranch = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/set_as_default",
	...options
});
/**
* Finalize branch restore from snapshot
*
* Finalize the restore operation for a branch created from a snapshot.
* This operation updates the branch so it functions as the original branch it replaced.
* This includes:
* - Reassigning any computes from the original branch to the restored branch (this will restart the computes)
* - Renaming the restored branch to the original branch's name
* - Renaming the original branch so it no longer uses the original name
*
* This operation only applies to branches created using the `restoreSnapshot` endpoint with `finalize_restore: false`.
*
*/
const finalizeRestoreBranch = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/finalize_restore",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List branch endpoints
*
* Retrieves a list of compute endpoints for the specified branch.
* Neon permits only one read-write compute endpoint per branch.
* A branch can have multiple read-only compute endpoints.
*
*/
const listProjectBranchEndpoints = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/endpoints",
	...options
});
/**
* List databases
*
* Retrieves a list of databases for the specified branch.
* A branch can have multiple databases.
* For related information, see [Manage databases](https://neon.com/docs/manage/databases/).
*
*/
const listProjectBranchDatabases = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/databases",
	...options
});
/**
* Create database
*
* Creates a database in the specified branch.
* A branch can have multiple databases.
* For related information, see [Manage databases](https://neon.com/docs/manage/databases/).
*
*/
const createProjectBranchDatabase = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/databases",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete database
*
* Deletes the specified database from the branch.
* For related information, see [Manage databases](https://neon.com/docs/manage/databases/).
*
*/
const deleteProjectBranchDatabase = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/databases/{database_name}",
	...options
});
/**
* Retrieve database details
*
* Retrieves information about the specified database.
* For related information, see [Manage databases](https://neon.com/docs/manage/databases/).
*
*/
const getProjectBranchDatabase = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/databases/{database_name}",
	...options
});
/**
* Update database
*
* Updates the specified database in the branch.
* For related information, see [Manage databases](https://neon.com/docs/manage/databases/).
*
*/
const updateProjectBranchDatabase = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/databases/{database_name}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List roles
*
* Retrieves a list of Postgres roles from the specified branch.
* For related information, see [Manage roles](https://neon.com/docs/manage/roles/).
*
*/
const listProjectBranchRoles = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/roles",
	...options
});
/**
* Create role
*
* Creates a Postgres role in the specified branch.
* For related information, see [Manage roles](https://neon.com/docs/manage/roles/).
*
* Connections established to the active compute endpoint will be dropped.
* If the compute endpoint is idle, the endpoint becomes active for a short period of time and is suspended afterward.
*
*/
const createProjectBranchRole = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/roles",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete role
*
* Deletes the specified Postgres role from the branch.
* For related information, see [Manage roles](https://neon.com/docs/manage/roles/).
*
*/
const deleteProjectBranchRole = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/roles/{role_name}",
	...options
});
/**
* Retrieve role details
*
* Retrieves details about the specified role.
* In Neon, the terms "role" and "user" are synonymous.
* For related information, see [Manage roles](https://neon.com/docs/manage/roles/).
*
*/
const getProjectBranchRole = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/roles/{role_name}",
	...options
});
/**
* Retrieve role password
*
* Retrieves the password for the specified Postgres role, if possible.
* For related information, see [Manage roles](https://neon.com/docs/manage/roles/).
*
*/
const getProjectBranchRolePassword = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/roles/{role_name}/reveal_password",
	...options
});
/**
* Reset role password
*
* Resets the password for the specified Postgres role.
* Returns a new password and operations. The new password is ready to use when the last operation finishes.
* The old password remains valid until last operation finishes.
* Connections to the compute endpoint are dropped. If idle,
* the compute endpoint becomes active for a short period of time.
*
* For related information, see [Manage roles](https://neon.com/docs/manage/roles/).
*
*/
const resetProjectBranchRolePassword = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/roles/{role_name}/reset_password",
	...options
});
/**
* List VPC endpoint restrictions
*
* Lists VPC endpoint restrictions for the specified Neon project.
*
*/
const listProjectVpcEndpoints = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/vpc_endpoints",
	...options
});
/**
* Delete VPC endpoint restriction
*
* Removes the specified VPC endpoint restriction from a Neon project.
*
*/
const deleteProjectVpcEndpoint = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/vpc_endpoints/{vpc_endpoint_id}",
	...options
});
/**
* Set VPC endpoint restriction
*
* Sets or updates a VPC endpoint restriction for a Neon project.
* When a VPC endpoint restriction is set, the project only accepts connections
* from the specified VPC.
* A VPC endpoint can be set as a restriction only after it is assigned to the
* parent organization of the Neon project.
*
*/
const assignProjectVpcEndpoint = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/vpc_endpoints/{vpc_endpoint_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List compute endpoints
*
* Retrieves a list of compute endpoints for the specified project.
* A compute endpoint is a Neon compute instance.
* For information about compute endpoints, see [Manage computes](https://neon.com/docs/manage/endpoints/).
*
*/
const listProjectEndpoints = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/endpoints",
	...options
});
/**
* Create compute endpoint
*
* Creates a compute endpoint for the specified branch.
* A compute endpoint is a Neon compute instance.
* There is a maximum of one read-write compute endpoint per branch.
* If the specified branch already has a read-write compute endpoint, the operation fails.
* A branch can have multiple read-only compute endpoints.
*
* For more information about compute endpoints, see [Manage computes](https://neon.com/docs/manage/endpoints/).
*
*/
const createProjectEndpoint = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/endpoints",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete compute endpoint
*
* Deletes the specified compute endpoint.
* A compute endpoint is a Neon compute instance.
* Deleting a compute endpoint drops existing network connections to the compute endpoint.
* The deletion is completed when the last operation in the chain finishes successfully.
*
* An `endpoint_id` has an `ep-` prefix.
* For information about compute endpoints, see [Manage computes](https://neon.com/docs/manage/endpoints/).
*
*/
const deleteProjectEndpoint = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/endpoints/{endpoint_id}",
	...options
});
/**
* Retrieve compute endpoint details
*
* Retrieves information about the specified compute endpoint.
* A compute endpoint is a Neon compute instance.
* An `endpoint_id` has an `ep-` prefix.
* For information about compute endpoints, see [Manage computes](https://neon.com/docs/manage/endpoints/).
*
*/
const getProjectEndpoint = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/endpoints/{endpoint_id}",
	...options
});
/**
* Update compute endpoint
*
* Updates the specified compute endpoint.
*
* An `endpoint_id` has an `ep-` prefix. A `branch_id` has a `br-` prefix.
* For more information about compute endpoints, see [Manage computes](https://neon.com/docs/manage/endpoints/).
*
* If the returned list of operations is not empty, the compute endpoint is not ready to use.
* The client must wait for the last operation to finish before using the compute endpoint.
* If the compute endpoint was idle before the update, it becomes active for a short period of time,
* and the control plane suspends it again after the update.
*
*/
const updateProjectEndpoint = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/endpoints/{endpoint_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Start compute endpoint
*
* Starts a compute endpoint.
* The compute endpoint is ready to use after the last operation in the chain finishes successfully.
*
* An `endpoint_id` has an `ep-` prefix.
* For information about compute endpoints, see [Manage computes](https://neon.com/docs/manage/endpoints/).
*
*/
const startProjectEndpoint = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/endpoints/{endpoint_id}/start",
	...options
});
/**
* Suspend compute endpoint
*
* Suspends the specified compute endpoint.
* An `endpoint_id` has an `ep-` prefix.
* For information about compute endpoints, see [Manage computes](https://neon.com/docs/manage/endpoints/).
*
*/
const suspendProjectEndpoint = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/endpoints/{endpoint_id}/suspend",
	...options
});
/**
* Restart compute endpoint
*
* Restarts the specified compute endpoint by immediately suspending it and then starting it again.
* An `endpoint_id` has an `ep-` prefix.
* For information about compute endpoints, see [Manage computes](https://neon.com/docs/manage/endpoints/).
*
*/
const restartProjectEndpoint = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/endpoints/{endpoint_id}/restart",
	...options
});
/**
* Retrieve project consumption metrics (legacy plans)
*
* Retrieves consumption metrics for Scale, Business, and Enterprise plan projects. History begins at the time of upgrade.
* Results are ordered by time in ascending order (oldest to newest).
* Issuing a call to this API does not wake a project's compute endpoint.
*
*/
const getConsumptionHistoryPerProject = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/consumption_history/projects",
	...options
});
/**
* Retrieve project consumption metrics
*
* Returns consumption metrics for up to `limit` projects per page. If `project_ids` is omitted,
* projects in the organization are included across pages (use `cursor`). If `project_ids` is
* provided, the response is limited to those projects (up to 100). Available for accounts on
* Launch, Scale, Agent, Business, and Enterprise plans.
*
* History starts when the account upgrades to an eligible plan.
*
* The `metrics` query parameter is required. Supported values:
* `compute_unit_seconds`, `root_branch_bytes_month`, `child_branch_bytes_month`,
* `instant_restore_bytes_month`, `public_network_transfer_bytes`, `private_network_transfer_bytes`,
* `extra_branches_month`, `snapshot_storage_bytes_month`.
*
* Consumption metrics within each project are returned in ascending time order (oldest first).
* This request does not wake project computes.
*
*/
const getConsumptionHistoryPerProjectV2 = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/consumption_history/v2/projects",
	...options
});
/**
* Retrieve branch consumption metrics
*
* Returns consumption metrics for each branch across one or more projects listed in
* `project_ids` (1 to 100 projects). Available for accounts on paid usage-based Launch, Scale,
* Agent, and Enterprise plans.
*
* History starts when the account first ingests branch-level consumption data.
*
* The `metrics` query parameter is required. Only these six values are supported on this
* endpoint:
* `compute_unit_seconds`, `root_branch_bytes_month`, `child_branch_bytes_month`,
* `instant_restore_bytes_month`, `public_network_transfer_bytes`, `private_network_transfer_bytes`.
*
* This endpoint does not support `extra_branches_month` or `snapshot_storage_bytes_month`.
* Use `GET /consumption_history/v2/projects` for those.
*
* Consumption metrics within each branch are returned in ascending time order (oldest first).
* This request does not wake project computes.
*
*/
const getConsumptionHistoryPerBranchV2 = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/consumption_history/v2/branches",
	...options
});
/**
* Retrieve organization details
*
* Retrieves details for the specified organization, including its name, plan, and configuration.
*
*/
const getOrganization = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}",
	...options
});
/**
* List organization API keys
*
* Retrieves the API keys for the specified organization.
* The response does not include API key tokens. A token is only provided when creating an API key.
* API keys can also be managed in the Neon Console.
* For more information, see [Manage API keys](https://neon.com/docs/manage/api-keys/).
*
*/
const listOrgApiKeys = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/api_keys",
	...options
});
/**
* Create organization API key
*
* Creates an API key for the specified organization.
* The `key_name` is a user-specified name for the key.
* Returns an `id` and `key`; the `key` is a randomly generated, 64-bit token required to access the Neon API.
* Store the key securely — it is only returned once.
* API keys can also be managed in the Neon Console.
* See [Manage API keys](https://neon.com/docs/manage/api-keys/).
*
*/
const createOrgApiKey = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/api_keys",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Revoke organization API key
*
* Revokes the specified organization API key.
* An API key that is no longer needed can be revoked.
* This action cannot be reversed.
* API keys can also be managed in the Neon Console.
* See [Manage API keys](https://neon.com/docs/manage/api-keys/).
*
*/
const revokeOrgApiKey = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/api_keys/{key_id}",
	...options
});
/**
* Remove organization spending limit
*
* Removes the configured monthly spending limit for the specified organization.
* Idempotent — removing an already-unset limit still succeeds.
* Available to organization admins on Launch and Scale plans only.
*
*/
const deleteOrganizationSpendingLimit = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/billing/spending_limit",
	...options
});
/**
* Retrieve organization spending limit
*
* Returns the configured monthly spending limit for the specified organization.
* `spending_limit_cents: null` indicates that no limit is currently set.
* Available to organization members with read access on Launch and Scale plans only.
*
*/
const getOrganizationSpendingLimit = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/billing/spending_limit",
	...options
});
/**
* Set organization spending limit
*
* Sets the monthly spending limit for the specified organization.
* To remove a previously configured limit, send a DELETE request to this endpoint.
* When a limit is configured, email notifications are sent at 80% and 100% of the limit.
* Computes are not suspended when the limit is reached.
* Available to organization admins on Launch and Scale plans only.
*
*/
const setOrganizationSpendingLimit = (options) => (options.client ?? client).put({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/billing/spending_limit",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List organization members
*
* Retrieves a paginated list of members for the specified organization.
*
*/
const getOrganizationMembers = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/members",
	...options
});
/**
* Remove organization member
*
* Removes the specified member from the organization.
* Only organization admins can perform this action.
* The last admin in an organization cannot be removed.
*
*/
const removeOrganizationMember = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/members/{member_id}",
	...options
});
/**
* Retrieve organization member details
*
* Retrieves information about the specified organization member.
*
*/
const getOrganizationMember = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/members/{member_id}",
	...options
});
/**
* Update role for organization member
*
* Updates the role of an existing member in the specified organization.
* The requested role must be valid for the organization.
* Only organization admins can call this endpoint.
*
*/
const updateOrganizationMember = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/members/{member_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List organization invitations
*
* Retrieves pending and accepted invitations for the specified organization.
*
*/
const getOrganizationInvitations = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/invitations",
	...options
});
/**
* Create organization invitations
*
* Creates invitations for a specific organization.
* If the invited user has an existing account, they automatically join as a member.
* If they don't yet have an account, they are invited to create one, after which they become a member.
* Each invited user receives an email notification.
*
*/
const createOrganizationInvitations = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/invitations",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Transfer projects between organizations
*
* Transfers selected projects, identified by their IDs, from your organization to another specified organization.
*
*/
const transferProjectsFromOrgToOrg = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{source_org_id}/projects/transfer",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List VPC endpoints across all regions
*
* Retrieves the list of VPC endpoints for the specified Neon organization across all regions.
*
*/
const listOrganizationVpcEndpointsAllRegions = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/vpc/vpc_endpoints",
	...options
});
/**
* List VPC endpoints
*
* Retrieves the list of VPC endpoints for the specified Neon organization.
*
*/
const listOrganizationVpcEndpoints = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/vpc/region/{region_id}/vpc_endpoints",
	...options
});
/**
* Delete VPC endpoint
*
* Deletes the VPC endpoint from the specified Neon organization.
* If you delete a VPC endpoint from a Neon organization, that VPC endpoint cannot
* be added back to the Neon organization.
*
*/
const deleteOrganizationVpcEndpoint = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/vpc/region/{region_id}/vpc_endpoints/{vpc_endpoint_id}",
	...options
});
/**
* Retrieve VPC endpoint details
*
* Retrieves the current state and configuration details of a specified VPC endpoint.
*
*/
const getOrganizationVpcEndpointDetails = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/vpc/region/{region_id}/vpc_endpoints/{vpc_endpoint_id}",
	...options
});
/**
* Assign or update VPC endpoint
*
* Assigns a VPC endpoint to a Neon organization or updates its existing assignment.
*
*/
const assignOrganizationVpcEndpoint = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/organizations/{org_id}/vpc/region/{region_id}/vpc_endpoints/{vpc_endpoint_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List supported regions
*
* Lists supported Neon regions.
*
* **Note:** Not all regions are available to all organizations. Pass the `org_id`
* parameter to get an accurate list of regions available to your organization.
*
*/
const getActiveRegions = (options) => (options?.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/regions",
	...options
});
/**
* Retrieve current user details
*
* Retrieves information about the currently authenticated Neon user,
* including account identifiers, plan details, and linked auth accounts.
*
*/
const getCurrentUserInfo = (options) => (options?.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/users/me",
	...options
});
/**
* List organizations for the current user
*
* Retrieves the organizations that the currently authenticated user belongs to.
*
* When called with an organization- or project-scoped API key (which is not
* tied to a user), this returns the single organization that owns the key.
*
*/
const getCurrentUserOrganizations = (options) => (options?.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/users/me/organizations",
	...options
});
/**
* Transfer projects from personal account to organization
*
* Deprecated. Personal accounts have been migrated to organizations, so this operation no longer applies. Removal scheduled for July 1, 2026.
*
*
* @deprecated
*/
const transferProjectsFromUserToOrg = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/users/me/projects/transfer",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve request authentication details
*
* Returns authentication details for the credentials used in the request,
* including the credential type (API key, Bearer token, or OAuth session)
* and the associated identity.
*
*/
const getAuthDetails = (options) => (options?.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/auth",
	...options
});
/**
* Create snapshot
*
* Creates a snapshot from the specified branch.
* This operation may initiate an asynchronous process.
*
*/
const createSnapshot = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/snapshot",
	...options
});
/**
* List project snapshots
*
* Lists the snapshots for the specified project.
* Each snapshot represents a point-in-time backup of the project data.
*
*/
const listSnapshots = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/snapshots",
	...options
});
/**
* Delete snapshot
*
* Deletes the specified snapshot.
*
*/
const deleteSnapshot = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/snapshots/{snapshot_id}",
	...options
});
/**
* Update snapshot
*
* Updates the specified snapshot.
*
*/
const updateSnapshot = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/snapshots/{snapshot_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Restore snapshot
*
* Restores the specified snapshot to a new branch,
* and optionally finalizes the restore operation to replace the original branch.
*
*/
const restoreSnapshot = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/snapshots/{snapshot_id}/restore",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Retrieve backup schedule
*
* Returns the backup schedule for the specified branch, including the configured snapshot frequencies.
*
*/
const getSnapshotSchedule = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/backup_schedule",
	...options
});
/**
* Update backup schedule
*
* Updates the backup schedule for the specified branch.
* The schedule defines how often automatic snapshots are created (for example, `daily` or `weekly`). Requires a paid plan.
*
*/
const setSnapshotSchedule = (options) => (options.client ?? client).put({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/backup_schedule",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List buckets on the branch
*
* Lists branchable object storage buckets visible on the specified branch,
* including those inherited from ancestor branches.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const listProjectBranchBuckets = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/buckets",
	...options
});
/**
* Create a bucket on the branch
*
* Creates a new branchable object storage bucket on the specified branch.
* Buckets are managed by the Neon Platform branchable object storage service.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const createProjectBranchBucket = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/buckets",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a bucket on the branch
*
* Deletes the named bucket from the specified branch.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const deleteProjectBranchBucket = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/buckets/{bucket_name}",
	...options
});
/**
* Get branch object storage state
*
* Returns whether branchable object storage is usable for the specified
* branch. A 200 response means the branch is registered in the object storage
* service and the S3 data plane will accept requests for it. A 404
* response includes a `reason` field indicating why object storage is unavailable.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const getProjectBranchStorage = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/storage",
	...options
});
/**
* Get branch AI Gateway endpoint
*
* Returns the AI Gateway endpoint host for the specified branch, used to
* render code-snippet base URLs. A 200 response means the branch is
* registered and this region serves the AI gateway. A 404 response
* includes a `reason` field indicating why the gateway is unavailable.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const getProjectBranchAiGateway = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/ai_gateway",
	...options
});
/**
* Query branch logs
*
* Returns logs emitted by services running on the specified branch,
* ordered by timestamp according to `sort_order`.
*
* All supplied filters are combined with `AND`: a record is returned only
* when it matches every filter. `minimum_severity` and `severity_text` are
* independent filters, so setting both requires a record to clear the
* severity floor *and* match the exact severity text.
*
* Supply `logql` instead of the structured filters to run a raw LogQL
* expression. Combining it with any structured filter is rejected rather
* than silently ignored; `limit`, `sort_order`, and the time window still
* apply, because those bound the query rather than form part of the
* expression.
*
* Give the window either as `since` — a duration ending at `end_time`, or
* at the current time when `end_time` is omitted — or as an explicit
* `start_time`. Supplying both is rejected.
*
* A single response holds at most 1,000 records. When `is_truncated` is
* `true`, pass the returned `next_cursor` back as `cursor` to fetch the
* next page, repeating the time range and every filter unchanged.
*
* If no time range is supplied, the query covers the previous hour. The
* maximum supported time range is seven days. `end_time` is exclusive.
*
* **Note**: This endpoint is currently in Private Beta.
*
*/
const queryProjectBranchLogs = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/logs/query",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List branch log fields
*
* Lists the low-cardinality log fields observed on this branch whose
* distinct values can be discovered with the log field-values endpoint.
*
* The set is computed per branch and grows as new fields are observed, so
* treat it as data rather than a fixed list: discover a field here, then
* pass it as `field_name` to the field-values endpoint.
*
* **Note**: This endpoint is currently in Private Beta.
*
*/
const listProjectBranchLogFields = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/logs/fields",
	...options
});
/**
* List branch log field values
*
* Lists the distinct values observed for a low-cardinality log field in
* the requested time range. Call the log fields endpoint first to learn
* which `field_name` values this branch supports; a field that branch has
* never emitted is rejected with `unknown_field`.
*
* Give the window either as `since` or as an explicit `start_time`;
* supplying both is rejected. If neither is given, the previous six hours
* are used. The maximum supported time range is seven days.
*
* **Note**: This endpoint is currently in Private Beta.
*
*/
const listProjectBranchLogFieldValues = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/logs/fields/{field_name}/values",
	...options
});
/**
* List objects in a bucket
*
* Lists objects visible in the named bucket on the specified branch,
* including those inherited from ancestor branches. Listing is served by
* the user's session (no customer S3 credentials required).
*
* When `delimiter` is supplied (typically `/`), keys are collapsed into
* common prefixes (`folders`) so callers can render a folder-style
* browser; keys that do not contain the delimiter after `prefix` are
* returned as `objects`.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const listProjectBranchBucketObjects = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/buckets/{bucket_name}/objects",
	...options
});
/**
* Delete an object in a bucket
*
* Deletes the named object from the bucket on the specified branch.
* Served by the user's session (no customer S3 credentials required).
*
* **Note**: This endpoint is currently in Beta.
*
*/
const deleteProjectBranchBucketObject = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/buckets/{bucket_name}/objects/{object_key}",
	...options
});
/**
* Download an object's bytes
*
* Streams the raw bytes of the named object from the bucket on the
* specified branch, including objects inherited from ancestor branches.
* Served by the user's session (no customer S3 credentials required).
*
* The body is returned as `application/octet-stream` so a browser treats
* it as a download; the `Content-Length` and `ETag` response headers echo
* the stored object metadata.
*
* BINARY-STREAM EXCEPTION TO THE BUILD-GENERATED-TYPES RULE (#7029): the
* successful 200 body is the raw object stream, proxied verbatim from the
* platform object storage admin endpoint. It is modeled as an
* `application/octet-stream` binary body (not a JSON response schema) and
* is streamed without buffering the whole object in memory. Error
* responses still use the generated `GeneralError` shape.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const getProjectBranchBucketObject = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/buckets/{bucket_name}/objects/{object_key}/download",
	...options
});
/**
* Delete every object under a key prefix (folder) in a bucket
*
* Soft-deletes every object on the specified branch whose key starts with
* `prefix`, in a single call. Intended to back a "delete folder" action in
* an object browser: a `prefix` of `app/avatars/` removes every object
* beneath that folder. Served by the user's session (no customer S3
* credentials required).
*
* `prefix` must be non-empty, end with `/`, be at most 1024 bytes, and
* contain no control characters - a partial-segment prefix cannot
* accidentally delete sibling keys. Returns the number of objects
* soft-deleted (`deleted`), which may be 0 when no live object matched the
* prefix on this branch.
*
* Only objects physically present on this branch are tombstoned; objects
* inherited from an ancestor branch via copy-on-write (not materialized on
* this branch) are out of scope.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const deleteProjectBranchBucketObjectsByPrefix = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/buckets/{bucket_name}/objects-by-prefix",
	...options
});
/**
* Presign an upload or download for an object in a bucket
*
* Returns a presigned URL that transfers bytes directly to or from the
* object's bucket on the specified branch, without the caller ever
* handling S3 credentials. The `operation` field selects the direction:
*
* - `upload` returns a presigned `PUT` URL (the caller `PUT`s the file
* bytes straight to `url` with the returned `headers`). Authorized with
* project write access.
* - `download` returns a presigned `GET` URL (the caller `GET`s the
* bytes straight from `url`). Authorized with project read access.
*
* The platform mints a short-lived credential and builds the SigV4-signed
* URL against the branch's S3 data-plane host, returning it together with
* the HTTP method, any headers the caller must echo, and the URL's expiry.
*
* Served by the user's session (no customer S3 credentials required).
*
* **Note**: This endpoint is currently in Beta.
*
*/
const presignProjectBranchBucketObject = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/buckets/{bucket_name}/objects/{object_key}/presign",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List credentials on the branch
*
* Returns metadata for customer-issued credentials on the branch.
* Secrets are never included.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const listCredentials = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/credentials",
	...options
});
/**
* Issue a scoped credential on the branch
*
* Issues a new scoped service credential anchored to the specified
* branch. The response carries `api_token` and `s3_secret_access_key`
* exactly once — they are not stored server-side.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const createCredential = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/credentials",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Revoke a credential
*
* Soft-deletes the credential.  Idempotent.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const revokeCredential = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/credentials/{token_id}",
	...options
});
/**
* Reveal a credential's secrets
*
* Returns the live `api_token` and `s3_secret_access_key` of an existing
* credential, so a credential whose issuance response was lost can be
* recovered without minting a new one.
*
* This is a POST with an explicit `/reveal` verb so the secrets never ride
* a GET, where they would land in access logs, browser history and proxy
* caches. Revoked and expired credentials return 404, as does a
* `token_id` that does not belong to this project.
*
* A credential issued before secret retrieval was supported has no
* recoverable secret and returns 409 — rotate it to obtain one.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const revealCredential = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/credentials/{token_id}/reveal",
	...options
});
/**
* Rotate a credential's secrets
*
* Replaces the secret material on an existing scoped credential in
* place. `token_id` is preserved — it is the `AWS_ACCESS_KEY_ID` for
* S3-compatible clients, so the access key id your application already
* holds keeps working and only the secret changes. This is the analog of
* resetting a Postgres password, not of issuing a second credential.
*
* The response carries the new `api_token` and `s3_secret_access_key`
* exactly once. Rotation is **not** idempotent: retrying after an
* ambiguous timeout mints another secret and supersedes the previous
* replacement, so a retry does not recover a lost response — it only
* invalidates the secret you did not receive. If you lose the response,
* issue a replacement credential and revoke this one.
*
* The old secret stops authenticating as soon as the rotation commits.
* Where a region caches credentials on its data-plane verifiers, a
* replica may briefly keep accepting the old secret — and rejecting the
* new one — until its cache entry expires; where it does not, the
* cutover is immediate apart from requests already in flight. Either way
* the changeover is not atomic across replicas, so retry an unexpected
* authentication failure right after rotating rather than treating the
* new secret as bad. `last_used_at` continues to report the logical
* credential's prior usage and says nothing about whether the new secret
* has been used yet.
*
* Only a live, unexpired, unrevoked customer-managed (`user`) credential
* on a live project and live branch is eligible. Anything else —
* including the platform-internal `function` and `system` credentials —
* is reported as not found, indistinguishable from an unknown
* `token_id`.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const rotateCredential = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/credentials/{token_id}/rotate",
	...options
});
/**
* List functions on the branch
*
* Lists functions on the specified branch.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const listProjectBranchFunctions = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/functions",
	...options
});
/**
* Delete a function on the branch
*
* Deletes the function identified by its slug.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const deleteProjectBranchFunction = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/functions/{slug}",
	...options
});
/**
* Get function details
*
* Returns the function identified by its slug.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const getProjectBranchFunction = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/functions/{slug}",
	...options
});
/**
* Update a function
*
* Updates the function's mutable metadata — currently only the display
* `name`. A string sets the display name; `null` clears it, after which
* the function's `name` falls back to its slug. Leading and trailing
* whitespace is trimmed; a whitespace-only name is rejected. Acts only
* on a function owned by the branch: a slug that is only inherited from
* an ancestor branch returns 404 — rename it on the branch that owns
* it. Like every other change on a branch, a rename is isolated per
* branch: a branch forked before the rename keeps the name it had at
* fork time.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const updateProjectBranchFunction = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/functions/{slug}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Deploy code to a function
*
* Creates a deployment for the function. Supply any subset of zip,
* environment, and runtime; omitted fields inherit the
* function's latest version. At least one field must be supplied. The
* first deployment of a function must include zip. The newest deployment
* becomes active.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const createProjectBranchFunctionDeployment = (options) => (options.client ?? client).post({
	...formDataBodySerializer,
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/functions/{slug}/deployments",
	...options,
	headers: {
		"Content-Type": null,
		...options.headers
	}
});
/**
* List triggers on the branch
*
* Lists the complete project-bounded set of triggers visible on the branch,
* ordered by `trigger_id`. An inherited trigger keeps its project-wide ID
* and configuration, and is disabled on the child until explicitly enabled
* there.
*
* The supported trigger types are `schedule` and
* `storage_object_created`. A storage-object-created trigger watches one
* exact bucket and fires only after an object upload succeeds.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const listProjectBranchTriggers = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/triggers",
	...options
});
/**
* Create a trigger
*
* Creates a trigger for a Function visible on the branch. The required
* `type` discriminator selects the trigger-specific configuration. The
* supported types are `schedule` and `storage_object_created`. A schedule
* trigger uses a numeric five-field cron expression interpreted in UTC. A
* storage-object-created trigger fires only after a successful upload to
* one exact bucket and may narrow matches to an object-key prefix.
*
* The name must be unique among triggers visible on the branch, including
* inherited triggers.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const createProjectBranchTrigger = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/triggers",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a trigger
*
* Deletes a branch-local trigger or writes a branch-local tombstone for an
* inherited trigger so it does not reappear. Deletion stops future
* scheduling or storage-event matching but does not cancel invocations
* already committed for delivery. The supported trigger types are
* `schedule` and `storage_object_created`.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const deleteProjectBranchTrigger = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/triggers/{trigger_id}",
	...options
});
/**
* Get a trigger
*
* Returns the trigger visible on the branch. The supported trigger types
* are `schedule` and `storage_object_created`.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const getProjectBranchTrigger = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/triggers/{trigger_id}",
	...options
});
/**
* Update a trigger
*
* Applies a partial update. The required `type` discriminator must identify
* the existing trigger kind. The supported types are `schedule` and
* `storage_object_created`. Editing an inherited trigger creates a
* child-local shadow with the same `trigger_id`; it remains disabled unless
* this request explicitly enables it. For a schedule trigger, updating the
* schedule or enabled state increments `version` and recomputes
* `next_run_at`.
*
* Disabling stops future scheduling but does not cancel occurrences already
* committed for delivery. For `storage_object_created`, the configuration
* selects one exact bucket. An omitted object-key prefix matches every key
* in that bucket; a present prefix is matched byte-for-byte and
* case-sensitively against the full key, without path normalization or a
* path-segment boundary.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const updateProjectBranchTrigger = (options) => (options.client ?? client).patch({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/triggers/{trigger_id}",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* List the custom domains on a branch
*
* Lists all custom domains registered on the branch, across every target
* entity.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const listProjectBranchCustomDomains = (options) => (options.client ?? client).get({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/custom-domains",
	...options
});
/**
* Register a custom domain on a branch
*
* Registers a customer-owned domain (for example `dashboard.acme.com`) on the
* branch and points it at a target entity, chosen by `entity_type` +
* `entity_id`. In v1 only `entity_type: function` is supported (an
* unsupported type is rejected with `400`), where `entity_id` is the function
* slug and the function must already exist on the branch (else `404`).
*
* The response includes the `cname_target` the customer must point their
* domain at with a CNAME record; the domain goes live only once that DNS
* resolves and a certificate is issued on the first request. A domain already
* registered to another resource is rejected with `409` and no detail about
* the owner. Re-registering the same domain for the same entity is idempotent.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const registerProjectBranchCustomDomain = (options) => (options.client ?? client).post({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/custom-domains",
	...options,
	headers: {
		"Content-Type": "application/json",
		...options.headers
	}
});
/**
* Delete a custom domain from a branch
*
* Removes a custom domain registered on the branch and stops routing it.
*
* **Note**: This endpoint is currently in Beta.
*
*/
const deleteProjectBranchCustomDomain = (options) => (options.client ?? client).delete({
	security: [
		{
			scheme: "bearer",
			type: "http"
		},
		{
			in: "cookie",
			name: "zenith",
			type: "apiKey"
		},
		{
			in: "cookie",
			name: "keycloak_token",
			type: "apiKey"
		}
	],
	url: "/projects/{project_id}/branches/{branch_id}/custom-domains/{domain}",
	...options
});
//#endregion


//# sourceMappingURL=sdk.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/wait.js




//#region src/neon/wait.ts
const SUCCESS = /* @__PURE__ */ new Set(["finished", "skipped"]);
const FAILURE = /* @__PURE__ */ new Set([
	"failed",
	"error",
	"cancelled"
]);
/**
* Why waiting stopped, with a message about readiness rather than about a request.
* Returns `undefined` while the wait may continue.
*/
function readinessEnded(deadline, timeoutMs, outstanding) {
	const source = deadline.source();
	if (source === "caller") return new NeonAbortError("Waiting for operations was aborted by its signal.");
	if (source === "timeout") return new NeonWaitTimeoutError(`Timed out after ${timeoutMs}ms waiting for ${outstanding.length} operation(s) to finish.`, {
		timeoutMs,
		operations: outstanding
	});
}
/**
* Poll the given operations until each reaches a terminal `finished`/`skipped` state.
* Returns an error result carrying {@link NeonOperationError} if any operation ends in
* `failed`/`error`/`cancelled`, {@link NeonWaitTimeoutError} if the deadline is exceeded, or
* {@link NeonAbortError} if the caller's signal fired.
*
* `timeoutMs` is a real deadline rather than a check between polls. Each poll runs under
* it, so a request that hangs cannot outlast the budget, and the budget is re-examined
* after every operation rather than once per round — a round polls each pending operation
* in turn, so checking only at the top let a long round overrun the timeout arbitrarily.
*
* Composable: usable directly with operations obtained from the raw layer.
*/
async function waitForOperations(client, operations, options = {}) {
	const pollIntervalMs = options.pollIntervalMs ?? 1e3;
	const timeoutMs = options.timeoutMs ?? 3e5;
	const deadline = createDeadline(timeoutMs, options.signal);
	try {
		let pending = operations.filter((op) => !SUCCESS.has(op.status));
		for (const op of pending) if (FAILURE.has(op.status)) return err(operationFailed(op));
		pending = pending.filter((op) => !FAILURE.has(op.status));
		while (pending.length > 0) {
			const ended = readinessEnded(deadline, timeoutMs, pending);
			if (ended) return err(ended);
			if (await delay(pollIntervalMs, deadline.signal) === "cancelled") return err(readinessEnded(deadline, timeoutMs, pending) ?? new NeonAbortError("Waiting for operations was aborted by its signal."));
			const stillPending = [];
			for (let i = 0; i < pending.length; i++) {
				const op = pending[i];
				const polled = await runBounded(deadline, () => getProjectOperation({
					client,
					path: {
						project_id: op.project_id,
						operation_id: op.id
					},
					throwOnError: false,
					signal: deadline.signal
				}));
				const stopped = readinessEnded(deadline, timeoutMs, [...stillPending, ...pending.slice(i)]);
				if (stopped) return err(stopped);
				if (polled === void 0) return err(toNeonError(void 0, void 0));
				const { data, error, response } = polled;
				if (error || !data) return err(toNeonError(error, response));
				const current = data.operation;
				if (FAILURE.has(current.status)) return err(operationFailed(current));
				if (!SUCCESS.has(current.status)) stillPending.push(current);
			}
			pending = stillPending;
		}
		return ok(void 0);
	} finally {
		deadline.dispose();
	}
}
function operationFailed(op) {
	const detail = op.error ? `: ${op.error}` : "";
	return new NeonOperationError(`Operation ${op.id} (${op.action}) ended with status "${op.status}"${detail}.`, {
		operationId: op.id,
		status: op.status
	});
}
/** Type guard: does a response body carry an `operations` array we can wait on? */
function hasOperations(data) {
	return typeof data === "object" && data !== null && "operations" in data && Array.isArray(data.operations);
}
//#endregion


//# sourceMappingURL=wait.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/context.js






//#region src/neon/context.ts
/**
* Shared execution core: runs a raw client call under a deadline and with retries, maps
* its envelope to the ergonomic resource shape, optionally waits for provisioning
* operations, and applies the resolved `throwOnError` policy. Returns the bare value
* (throwing) or a {@link NeonResult}.
*/
var RequestContext = class {
	#config;
	constructor(config) {
		this.#config = config;
	}
	get client() {
		return this.#config.client;
	}
	get defaults() {
		return this.#config;
	}
	/**
	* The deadline for one call: the per-call timeout if given, else the client's.
	*
	* A per-call value is validated the same way the client's was. Skipping that left
	* `requestTimeoutMs: NaN` meaning *unbounded* and a value past `setTimeout`'s range
	* meaning *1ms*, both silently.
	*/
	deadlineFor(opts) {
		const timeoutMs = opts?.requestTimeoutMs === void 0 ? this.#config.requestTimeoutMs : resolveTimeoutMs(opts.requestTimeoutMs);
		return createDeadline(timeoutMs, opts?.signal);
	}
	/** Per-call, then client, then the method's own default. */
	resolveWait(opts, methodDefault) {
		return opts?.waitForReadiness ?? this.#config.waitForReadiness ?? methodDefault;
	}
	/** The `throwOnError` policy for one call: the per-call override if given, else the client's. */
	shouldThrow(opts) {
		return opts?.throwOnError ?? this.#config.throwOnError;
	}
	/** Run a raw call and map its body; applies the resolved `throwOnError` policy. */
	async run(opts, exec, map) {
		return finalize(await this.execute(opts, exec, map), this.shouldThrow(opts));
	}
	/** Like {@link run} but for endpoints that may return an empty (204) body. */
	async runVoid(opts, exec) {
		const shouldThrow = this.shouldThrow(opts);
		const requested = await this.#request(opts, exec);
		if (!requested.ok) return finalize(err(requested.error), shouldThrow);
		const readiness = await this.#maybeWait(opts, requested.data);
		if (readiness?.error) return finalize(err(readiness.error), shouldThrow);
		return finalize(ok(void 0), shouldThrow);
	}
	/**
	* Run a raw call and map its body, returning the {@link NeonResult} envelope (no
	* throw). Used by `run` and by workflows that post-process the result.
	*/
	async execute(opts, exec, map) {
		const requested = await this.#request(opts, exec);
		if (!requested.ok) return err(requested.error);
		if (requested.data === void 0) return err(toNeonError(void 0, requested.response));
		const readiness = await this.#maybeWait(opts, requested.data);
		if (readiness?.error) return err(readiness.error);
		return ok(map(requested.data));
	}
	/**
	* The request phase: bounded by the call's deadline, retried, and never allowed to
	* reject. The deadline is disposed before readiness polling begins, so a request
	* budget cannot cut short the separate `wait` budget.
	*/
	async #request(opts, exec) {
		const invalid = validateCallOptions(opts);
		if (invalid) return {
			ok: false,
			error: invalid
		};
		const deadline = this.deadlineFor(opts);
		try {
			const raw = await runBounded(deadline, () => withRetries(() => exec(this.#config.client, deadline.signal), this.#config.retries, deadline));
			const cancellation = cancelled(deadline);
			if (cancellation) return {
				ok: false,
				error: cancellation
			};
			if (raw === void 0) return {
				ok: false,
				error: toNeonError(void 0, void 0)
			};
			if (raw.error !== void 0) return {
				ok: false,
				error: toNeonError(raw.error, raw.response)
			};
			return {
				ok: true,
				data: raw.data,
				response: raw.response
			};
		} catch (error) {
			return {
				ok: false,
				error: cancelled(deadline) ?? toNeonError(error, void 0)
			};
		} finally {
			deadline.dispose();
		}
	}
	/** Poll provisioning operations when `waitForReadiness` is on and the body has any. */
	async #maybeWait(opts, data) {
		if (!(opts?.waitForReadiness ?? this.#config.waitForReadiness) || !hasOperations(data)) return void 0;
		return waitForOperations(this.#config.client, data.operations, {
			pollIntervalMs: opts?.wait?.pollIntervalMs ?? this.#config.waitOptions.pollIntervalMs,
			timeoutMs: opts?.wait?.timeoutMs ?? this.#config.waitOptions.timeoutMs,
			signal: opts?.signal
		});
	}
};
//#endregion


//# sourceMappingURL=context.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/account.js


//#region src/neon/resources/account.ts
/** Current user / account resource. */
var User = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	me(opts) {
		return this.#ctx.run(opts, (client, signal) => getCurrentUserInfo({
			client,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	organizations(opts) {
		return this.#ctx.run(opts, (client, signal) => getCurrentUserOrganizations({
			client,
			throwOnError: false,
			signal
		}), (data) => data.organizations);
	}
};
/** Active regions. */
var Regions = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(opts) {
		return this.#ctx.run(opts, (client, signal) => getActiveRegions({
			client,
			throwOnError: false,
			signal
		}), (data) => data.regions);
	}
};
/** Account API keys. */
var ApiKeys = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(opts) {
		return this.#ctx.run(opts, (client, signal) => listApiKeys({
			client,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	create(params, opts) {
		const invalid = validateParams(params, "apiKeys.create", { keyName: "string" });
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { keyName } = params;
		return this.#ctx.run(opts, (client, signal) => createApiKey({
			client,
			body: { key_name: keyName },
			throwOnError: false,
			signal
		}), (data) => data);
	}
	revoke(params, opts) {
		const invalid = validateParams(params, "apiKeys.revoke", { keyId: "number" });
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { keyId } = params;
		return this.#ctx.run(opts, (client, signal) => revokeApiKey({
			client,
			path: { key_id: keyId },
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
//#endregion


//# sourceMappingURL=account.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/ai-gateway.js


//#region src/neon/resources/ai-gateway.ts
/** Branch-scoped AI Gateway endpoint metadata. */
var AiGateway = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	get(params, opts) {
		const invalid = validateParams(params, "aiGateway.get", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchAiGateway({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
//#endregion


//# sourceMappingURL=ai-gateway.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/auth.js


//#region src/neon/resources/auth.ts
/** Branch-scoped Neon Auth OAuth providers (Google, GitHub, …). */
var AuthOauthProviders = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "auth.oauthProviders.list", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listBranchNeonAuthOauthProviders({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.providers);
	}
	add(params, opts) {
		const invalid = validateParams(params, "auth.oauthProviders.add", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => addBranchNeonAuthOauthProvider({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	update(params, opts) {
		const invalid = validateParams(params, "auth.oauthProviders.update", {
			projectId: "string",
			branchId: "string",
			providerId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, providerId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateBranchNeonAuthOauthProvider({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				oauth_provider_id: providerId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "auth.oauthProviders.delete", {
			projectId: "string",
			branchId: "string",
			providerId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, providerId } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteBranchNeonAuthOauthProvider({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				oauth_provider_id: providerId
			},
			throwOnError: false,
			signal
		}));
	}
};
/** Branch-scoped Neon Auth trusted domains (redirect URI whitelist). */
var AuthTrustedDomains = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "auth.trustedDomains.list", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listBranchNeonAuthTrustedDomains({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.domains);
	}
	add(params, opts) {
		const invalid = validateParams(params, "auth.trustedDomains.add", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.runVoid(opts, (client, signal) => addBranchNeonAuthTrustedDomain({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}));
	}
	delete(params, opts) {
		const invalid = validateParams(params, "auth.trustedDomains.delete", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteBranchNeonAuthTrustedDomain({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}));
	}
};
/** Branch-scoped Neon Auth users. */
var AuthUsers = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	create(params, opts) {
		const invalid = validateParams(params, "auth.users.create", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createBranchNeonAuthNewUser({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "auth.users.delete", {
			projectId: "string",
			branchId: "string",
			authUserId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, authUserId } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteBranchNeonAuthUser({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				auth_user_id: authUserId
			},
			throwOnError: false,
			signal
		}));
	}
	updateRole(params, opts) {
		const invalid = validateParams(params, "auth.users.updateRole", {
			projectId: "string",
			branchId: "string",
			authUserId: "string",
			roles: "array"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, authUserId, roles } = params;
		return this.#ctx.run(opts, (client, signal) => updateNeonAuthUserRole({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				auth_user_id: authUserId
			},
			body: { roles },
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
/**
* Branch-scoped Neon Auth. Enable/disable the integration, tune its config, and manage
* OAuth providers, trusted domains, and users. The legacy project-scoped auth endpoints are
* deprecated and stay raw-only.
*/
var Auth = class {
	#ctx;
	oauthProviders;
	trustedDomains;
	users;
	constructor(ctx) {
		this.#ctx = ctx;
		this.oauthProviders = new AuthOauthProviders(ctx);
		this.trustedDomains = new AuthTrustedDomains(ctx);
		this.users = new AuthUsers(ctx);
	}
	get(params, opts) {
		const invalid = validateParams(params, "auth.get", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => getNeonAuth({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
	create(params, opts) {
		const invalid = validateParams(params, "auth.create", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createNeonAuth({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	disable(params, opts) {
		const invalid = validateParams(params, "auth.disable", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, deleteData } = params;
		return this.#ctx.runVoid(opts, (client, signal) => disableNeonAuth({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: { delete_data: deleteData },
			throwOnError: false,
			signal
		}));
	}
	updateConfig(params, opts) {
		const invalid = validateParams(params, "auth.updateConfig", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateNeonAuthConfig({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
//#endregion


//# sourceMappingURL=auth.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/connection.js


//#region src/neon/connection.ts
/**
* Pick a connection string from a create response's `connection_uris`.
*
* Neon returns the **direct** URI; the pooled URI is the same string with the host
* swapped for the `-pooler` host (`connection_parameters.pooler_host`), so we derive it
* without an extra request. Returns `undefined` when the response carries no connection
* URI (e.g. a branch created from a parent with multiple roles/databases).
*/
function pickConnectionString(uris, pooled) {
	const details = uris?.[0];
	if (!details) return void 0;
	if (!pooled) return details.connection_uri;
	const { host, pooler_host } = details.connection_parameters;
	if (!host || !pooler_host) return details.connection_uri;
	return details.connection_uri.replace(host, pooler_host);
}
/**
* Attach a derived connection string to a create result, returning a
* {@link NeonClientError} when the response carries no connection URI.
*/
function withConnectionString(result, uris, build, pooled) {
	if (result.error) return err(result.error);
	const connectionString = pickConnectionString(uris(result.data), pooled);
	if (!connectionString) return err(new NeonClientError("The response did not include a connection URI (the branch or project may have multiple roles or databases). Use `raw.getConnectionUri` with an explicit role and database."));
	return ok(build(result.data, connectionString));
}
//#endregion


//# sourceMappingURL=connection.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/paginate.js



//#region src/neon/paginate.ts
var PaginatedList = class {
	#fetchPage;
	#mapPage;
	#newDeadline;
	#shouldThrow;
	constructor(fetchPage, mapPage, newDeadline, shouldThrow) {
		this.#fetchPage = fetchPage;
		this.#mapPage = mapPage;
		this.#newDeadline = newDeadline;
		this.#shouldThrow = shouldThrow;
	}
	async #page(cursor, deadline) {
		let raw;
		try {
			raw = await runBounded(deadline, () => this.#fetchPage(cursor, deadline.signal));
		} catch (error) {
			return err(cancelled(deadline) ?? (isNeonError(error) ? error : toNeonError(error, void 0)));
		}
		const cancellation = cancelled(deadline);
		if (cancellation) return err(cancellation);
		if (raw === void 0 || raw.error || raw.data === void 0) {
			if (isNeonError(raw?.error)) return err(raw.error);
			return err(toNeonError(raw?.error, raw?.response));
		}
		return ok(this.#mapPage(raw.data));
	}
	async page(cursor) {
		const deadline = this.#newDeadline();
		try {
			return finalize(await this.#page(cursor, deadline), this.#shouldThrow);
		} finally {
			deadline.dispose();
		}
	}
	/**
	* One deadline covers the whole walk, not each page: `all()` is a single operation
	* from the caller's side, and a per-page budget would leave an unbounded number of
	* pages unbounded in total.
	*/
	async all() {
		const deadline = this.#newDeadline();
		try {
			const items = [];
			let cursor;
			while (true) {
				const result = await this.#page(cursor, deadline);
				if (result.error) return finalize(err(result.error), this.#shouldThrow);
				items.push(...result.data.items);
				if (!result.data.cursor || result.data.items.length === 0) break;
				cursor = result.data.cursor;
			}
			return finalize(ok(items), this.#shouldThrow);
		} finally {
			deadline.dispose();
		}
	}
	async *[Symbol.asyncIterator]() {
		const deadline = this.#newDeadline();
		try {
			let cursor;
			while (true) {
				const result = await this.#page(cursor, deadline);
				if (result.error) throw result.error;
				yield* result.data.items;
				if (!result.data.cursor || result.data.items.length === 0) break;
				cursor = result.data.cursor;
			}
		} finally {
			deadline.dispose();
		}
	}
};
/**
* Build a {@link Paginated} list from a page fetcher and a page mapper. The response-body
* type `D` is inferred and erased from the public `Paginated<T>` return.
*
* `newDeadline` is called once per consumption — each `page()`, each `all()`, each
* iteration — because a `Paginated` is lazy and may be consumed more than once, so a
* deadline created when the list was built would already be spent.
*
* `shouldThrow` is the policy resolved when the list is built (per-call override, else
* the client default), the same rule the execution core uses for every other method.
*/
function paginate(fetchPage, mapPage, newDeadline, shouldThrow) {
	return new PaginatedList(fetchPage, mapPage, newDeadline, shouldThrow);
}
//#endregion


//# sourceMappingURL=paginate.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/branches.js






//#region src/neon/resources/branches.ts
const NO_COMPUTE_WITH_COMPUTE = "Pass compute settings or noCompute, not both.";
const readWriteEndpoint = (compute) => ({
	type: "read_write",
	autoscaling_limit_min_cu: compute?.minCu,
	autoscaling_limit_max_cu: compute?.maxCu,
	suspend_timeout_seconds: compute?.suspendTimeoutSeconds
});
var Branches = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const error = validateParams(params, "branches.list", { projectId: "string" }) ?? validateCallOptions(opts);
		const { projectId, ...query } = error ? {} : params;
		return paginate(async (cursor, signal) => {
			if (error) throw error;
			return listProjectBranches({
				client: this.#ctx.client,
				path: { project_id: projectId },
				query: {
					...query,
					cursor
				},
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.branches ?? [],
			cursor: data?.pagination?.next
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	get(params, opts) {
		const error = validateParams(params, "branches.get", {
			projectId: "string",
			branchId: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.branch);
	}
	async create(params, opts) {
		const paramsError = validateParams(params, "branches.create", { projectId: "string" });
		if (paramsError) return invalidParamsResult(paramsError, this.#ctx.shouldThrow(opts));
		const { projectId, ...input } = params;
		const shouldThrow = opts?.throwOnError ?? this.#ctx.defaults.throwOnError;
		const parsed = parseCreateInput(input);
		if (parsed.error) return finalize(err(parsed.error), shouldThrow);
		return this.#ctx.run({
			...opts,
			waitForReadiness: this.#ctx.resolveWait(opts, true)
		}, (client, signal) => createProjectBranch({
			client,
			path: { project_id: projectId },
			body: {
				branch: parsed.branch,
				...parsed.noCompute ? {} : { endpoints: [readWriteEndpoint(parsed.compute)] }
			},
			throwOnError: false,
			signal
		}), (data) => data.branch);
	}
	update(params, opts) {
		const error = validateParams(params, "branches.update", {
			projectId: "string",
			branchId: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateProjectBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: { branch: input },
			throwOnError: false,
			signal
		}), (data) => data.branch);
	}
	delete(params, opts) {
		const error = validateParams(params, "branches.delete", {
			projectId: "string",
			branchId: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}));
	}
	async createAndConnect(params, opts) {
		const error = validateParams(params, "branches.createAndConnect", { projectId: "string" });
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, pooled = true, name, parentId, compute } = params;
		const shouldThrow = opts?.throwOnError ?? this.#ctx.defaults.throwOnError;
		const result = await this.#ctx.execute({
			...opts,
			waitForReadiness: this.#ctx.resolveWait(opts, true)
		}, (client, signal) => createProjectBranch({
			client,
			path: { project_id: projectId },
			body: {
				branch: {
					name,
					parent_id: parentId
				},
				endpoints: [readWriteEndpoint(compute)]
			},
			throwOnError: false,
			signal
		}), (data) => data);
		const out = withConnectionString(result, (data) => data.connection_uris, (data, connectionString) => ({
			branch: data.branch,
			endpoint: data.endpoints[0],
			connectionString
		}), pooled);
		return finalize(out, shouldThrow);
	}
	async getDefault(params, opts) {
		const error = validateParams(params, "branches.getDefault", { projectId: "string" });
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId } = params;
		const shouldThrow = opts?.throwOnError ?? this.#ctx.defaults.throwOnError;
		const result = await this.#ctx.execute(opts, (client, signal) => listProjectBranches({
			client,
			path: { project_id: projectId },
			throwOnError: false,
			signal
		}), (data) => data.branches);
		if (result.error) return finalize(err(result.error), shouldThrow);
		const branch = result.data.find((candidate) => candidate.default);
		if (!branch) return finalize(err(new NeonClientError("No default branch found for the project.")), shouldThrow);
		return finalize(ok(branch), shouldThrow);
	}
	setDefault(params, opts) {
		const error = validateParams(params, "branches.setDefault", {
			projectId: "string",
			branchId: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => setDefaultProjectBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.branch);
	}
	async resetFromParent(params, opts) {
		const error = validateParams(params, "branches.resetFromParent", {
			projectId: "string",
			branchId: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, preserveUnderName } = params;
		const shouldThrow = opts?.throwOnError ?? this.#ctx.defaults.throwOnError;
		const current = await this.#ctx.execute(opts, (client, signal) => getProjectBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.branch);
		if (current.error) return finalize(err(current.error), shouldThrow);
		const parentId = current.data.parent_id;
		if (!parentId) return finalize(err(new NeonClientError("Branch has no parent and cannot be reset.")), shouldThrow);
		return this.#ctx.run(opts, (client, signal) => restoreProjectBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: {
				source_branch_id: parentId,
				...preserveUnderName === void 0 ? {} : { preserve_under_name: preserveUnderName }
			},
			throwOnError: false,
			signal
		}), (data) => data.branch);
	}
	compareSchema(params, opts) {
		const error = validateParams(params, "branches.compareSchema", {
			projectId: "string",
			branchId: "string",
			databaseName: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, databaseName, baseBranchId, lsn, timestamp, baseLsn, baseTimestamp } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchSchemaComparison({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			query: {
				db_name: databaseName,
				...baseBranchId === void 0 ? {} : { base_branch_id: baseBranchId },
				...lsn === void 0 ? {} : { lsn },
				...timestamp === void 0 ? {} : { timestamp },
				...baseLsn === void 0 ? {} : { base_lsn: baseLsn },
				...baseTimestamp === void 0 ? {} : { base_timestamp: baseTimestamp }
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
	finalizeRestore(params, opts) {
		const error = validateParams(params, "branches.finalizeRestore", {
			projectId: "string",
			branchId: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, name } = params;
		return this.#ctx.run(opts, (client, signal) => finalizeRestoreBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: { name },
			throwOnError: false,
			signal
		}), () => void 0);
	}
};
function parseCreateInput(input) {
	if (input === void 0) return {
		branch: {},
		noCompute: false
	};
	if (input.noCompute === true) {
		if ("compute" in input && input.compute !== void 0) return { error: new NeonClientError(NO_COMPUTE_WITH_COMPUTE) };
		const { noCompute: _noCompute, compute: _compute, ...branch } = input;
		return {
			branch,
			noCompute: true
		};
	}
	const { noCompute: _noCompute, compute, ...branch } = input;
	return {
		branch,
		noCompute: false,
		compute
	};
}
//#endregion


//# sourceMappingURL=branches.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/consumption.js




//#region src/neon/resources/consumption.ts
const MISSING_ORG = "Pass orgId on the call or set orgId on the client.";
function resolvedOrgId(query, defaultOrgId) {
	return query.orgId ?? query.org_id ?? defaultOrgId;
}
/** Consumption history (cursor-paginated). */
var Consumption = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	perProject(query, opts) {
		const invalid = validateCallOptions(opts);
		const { orgId, org_id, ...rest } = query;
		const resolved = resolvedOrgId({
			orgId,
			org_id
		}, this.#ctx.defaults.orgId);
		return paginate(async (cursor, signal) => {
			if (invalid) throw invalid;
			return getConsumptionHistoryPerProject({
				client: this.#ctx.client,
				query: {
					...rest,
					...resolved === void 0 ? {} : { org_id: resolved },
					cursor
				},
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.projects ?? [],
			cursor: data?.pagination?.cursor
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	perProjectV2(query, opts) {
		const invalid = validateCallOptions(opts);
		const { orgId, org_id, ...rest } = query;
		const resolved = resolvedOrgId({
			orgId,
			org_id
		}, this.#ctx.defaults.orgId);
		return paginate((cursor, signal) => {
			if (invalid) return Promise.reject(invalid);
			if (resolved === void 0) return Promise.resolve({ error: new NeonClientError(MISSING_ORG) });
			return getConsumptionHistoryPerProjectV2({
				client: this.#ctx.client,
				query: {
					...rest,
					org_id: resolved,
					cursor
				},
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.projects ?? [],
			cursor: data?.pagination?.cursor
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	perBranchV2(query, opts) {
		const invalid = validateCallOptions(opts);
		const { orgId, org_id, ...rest } = query;
		const resolved = resolvedOrgId({
			orgId,
			org_id
		}, this.#ctx.defaults.orgId);
		return paginate((cursor, signal) => {
			if (invalid) return Promise.reject(invalid);
			if (resolved === void 0) return Promise.resolve({ error: new NeonClientError(MISSING_ORG) });
			return getConsumptionHistoryPerBranchV2({
				client: this.#ctx.client,
				query: {
					...rest,
					org_id: resolved,
					cursor
				},
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.branches ?? [],
			cursor: data?.pagination?.cursor
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
};
//#endregion


//# sourceMappingURL=consumption.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/credentials.js


//#region src/neon/resources/credentials.ts
/** Branch-scoped scoped credentials. */
var Credentials = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "credentials.list", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listCredentials({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.credentials);
	}
	create(params, opts) {
		const invalid = validateParams(params, "credentials.create", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createCredential({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	revoke(params, opts) {
		const invalid = validateParams(params, "credentials.revoke", {
			projectId: "string",
			branchId: "string",
			tokenId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, tokenId } = params;
		return this.#ctx.runVoid(opts, (client, signal) => revokeCredential({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				token_id: tokenId
			},
			throwOnError: false,
			signal
		}));
	}
	reveal(params, opts) {
		const invalid = validateParams(params, "credentials.reveal", {
			projectId: "string",
			branchId: "string",
			tokenId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, tokenId } = params;
		return this.#ctx.run(opts, (client, signal) => revealCredential({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				token_id: tokenId
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
	rotate(params, opts) {
		const invalid = validateParams(params, "credentials.rotate", {
			projectId: "string",
			branchId: "string",
			tokenId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, tokenId } = params;
		return this.#ctx.run(opts, (client, signal) => rotateCredential({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				token_id: tokenId
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
//#endregion


//# sourceMappingURL=credentials.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/custom-domains.js



//#region src/neon/resources/custom-domains.ts
/** Branch-scoped custom domains. v1 can only target a function. */
var CustomDomains = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "functions.customDomains.list", {
			projectId: "string",
			branchId: "string"
		}) ?? validateCallOptions(opts);
		const { projectId, branchId, ...query } = invalid ? {} : params;
		return paginate(async (cursor, signal) => {
			if (invalid) throw invalid;
			return listProjectBranchCustomDomains({
				client: this.#ctx.client,
				path: {
					project_id: projectId,
					branch_id: branchId
				},
				query: {
					...query,
					cursor
				},
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.custom_domains ?? [],
			cursor: data?.pagination?.next
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	register(params, opts) {
		const invalid = validateParams(params, "functions.customDomains.register", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => registerProjectBranchCustomDomain({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "functions.customDomains.delete", {
			projectId: "string",
			branchId: "string",
			domain: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, domain } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectBranchCustomDomain({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				domain
			},
			throwOnError: false,
			signal
		}));
	}
};
//#endregion


//# sourceMappingURL=custom-domains.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/functions.js




//#region src/neon/resources/functions.ts
/** Branch-scoped Neon Functions. */
var Functions = class {
	customDomains;
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
		this.customDomains = new CustomDomains(ctx);
	}
	list(params, opts) {
		const invalid = validateParams(params, "functions.list", {
			projectId: "string",
			branchId: "string"
		}) ?? validateCallOptions(opts);
		const { projectId, branchId, ...query } = invalid ? {} : params;
		return paginate(async (cursor, signal) => {
			if (invalid) throw invalid;
			return listProjectBranchFunctions({
				client: this.#ctx.client,
				path: {
					project_id: projectId,
					branch_id: branchId
				},
				query: {
					...query,
					cursor
				},
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.functions ?? [],
			cursor: data?.pagination?.next
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	get(params, opts) {
		const invalid = validateParams(params, "functions.get", {
			projectId: "string",
			branchId: "string",
			slug: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, slug } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchFunction({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				slug
			},
			throwOnError: false,
			signal
		}), (data) => data.function);
	}
	update(params, opts) {
		const invalid = validateParams(params, "functions.update", {
			projectId: "string",
			branchId: "string",
			slug: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, slug, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateProjectBranchFunction({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				slug
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data.function);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "functions.delete", {
			projectId: "string",
			branchId: "string",
			slug: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, slug } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectBranchFunction({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				slug
			},
			throwOnError: false,
			signal
		}));
	}
	deploy(params, opts) {
		const invalid = validateParams(params, "functions.deploy", {
			projectId: "string",
			branchId: "string",
			slug: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, slug, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createProjectBranchFunctionDeployment({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				slug
			},
			body: input ?? {},
			throwOnError: false,
			signal
		}), (data) => data.deployment);
	}
};
//#endregion


//# sourceMappingURL=functions.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/logs.js




//#region src/neon/resources/logs.ts
/**
* Branch-scoped logs emitted by the services running on a branch — Neon Functions,
* object storage, and Postgres computes. Grouped under `neon.logs.*` alongside the
* other branch-scoped product surfaces.
*
* Private Beta. Telemetry is region-gated, so a branch outside an enabled region answers
* `404` with `reason: "telemetry_not_enabled"` rather than an empty result — treat that
* as an ordinary outcome. A branch that has telemetry but nothing recorded answers `200`
* with an empty array, and one whose backend is down answers `503`, which the client
* retries on by default.
*
* The spec is wider than the backend: of the three `source` values only `function` and
* `storage` were observed emitting, and `minimum_severity` can be rejected as unsupported
* by a branch's log backend, where `severity_text` still works.
*/
var Logs = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	query(params, opts) {
		const invalid = validateParams(params, "logs.query", {
			projectId: "string",
			branchId: "string"
		}) ?? validateCallOptions(opts);
		const { projectId, branchId, ...input } = invalid ? {} : params;
		const filters = { ...input };
		return paginate(async (cursor, signal) => {
			if (invalid) throw invalid;
			const page = await queryProjectBranchLogs({
				client: this.#ctx.client,
				path: {
					project_id: projectId,
					branch_id: branchId
				},
				body: {
					...filters,
					cursor
				},
				throwOnError: false,
				signal
			});
			if (page.data?.is_truncated && !page.data.next_cursor) return {
				response: page.response,
				error: new NeonClientError("Neon reported more log records than it returned but gave no cursor to reach them.")
			};
			return page;
		}, (data) => ({
			items: data?.logs ?? [],
			cursor: data?.is_truncated ? data.next_cursor : void 0
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	fields(params, opts) {
		const invalid = validateParams(params, "logs.fields", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectBranchLogFields({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.fields);
	}
	fieldValues(params, opts) {
		const invalid = validateParams(params, "logs.fieldValues", {
			projectId: "string",
			branchId: "string",
			fieldName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, fieldName, ...query } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectBranchLogFieldValues({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				field_name: fieldName
			},
			query,
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
//#endregion


//# sourceMappingURL=logs.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/operations.js




//#region src/neon/resources/operations.ts
/** Operation resource — read operations and wait for them to finish. */
var Operations = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "operations.list", { projectId: "string" }) ?? validateCallOptions(opts);
		const { projectId } = invalid ? {} : params;
		return paginate(async (cursor, signal) => {
			if (invalid) throw invalid;
			return listProjectOperations({
				client: this.#ctx.client,
				path: { project_id: projectId },
				query: { cursor },
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.operations ?? [],
			cursor: data?.pagination?.cursor
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	get(params, opts) {
		const invalid = validateParams(params, "operations.get", {
			projectId: "string",
			operationId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, operationId } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectOperation({
			client,
			path: {
				project_id: projectId,
				operation_id: operationId
			},
			throwOnError: false,
			signal
		}), (data) => data.operation);
	}
	async waitFor(params, opts) {
		const invalid = validateParams(params, "operations.waitFor", { operations: "array" }) ?? validateCallOptions(opts);
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { operations } = params;
		const defaults = this.#ctx.defaults;
		const shouldThrow = opts?.throwOnError ?? defaults.throwOnError;
		const result = await waitForOperations(this.#ctx.client, operations, {
			pollIntervalMs: opts?.pollIntervalMs ?? defaults.waitOptions.pollIntervalMs,
			timeoutMs: opts?.timeoutMs ?? defaults.waitOptions.timeoutMs,
			signal: opts?.signal
		});
		if (!shouldThrow) return result;
		if (result.error) throw result.error;
		return result.data;
	}
};
//#endregion


//# sourceMappingURL=operations.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/dataapi.js


//#region src/neon/resources/dataapi.ts
/** Neon Data API resource (branch + database scoped). */
var DataApi = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	get(params, opts) {
		const invalid = validateParams(params, "dataApi.get", {
			projectId: "string",
			branchId: "string",
			databaseName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, databaseName } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchDataApi({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				database_name: databaseName
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
	create(params, opts) {
		const invalid = validateParams(params, "dataApi.create", {
			projectId: "string",
			branchId: "string",
			databaseName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, databaseName, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createProjectBranchDataApi({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				database_name: databaseName
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	update(params, opts) {
		const invalid = validateParams(params, "dataApi.update", {
			projectId: "string",
			branchId: "string",
			databaseName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, databaseName, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateProjectBranchDataApi({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				database_name: databaseName
			},
			body: input,
			throwOnError: false,
			signal
		}), () => void 0);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "dataApi.delete", {
			projectId: "string",
			branchId: "string",
			databaseName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, databaseName } = params;
		return this.#ctx.run(opts, (client, signal) => deleteProjectBranchDataApi({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				database_name: databaseName
			},
			throwOnError: false,
			signal
		}), () => void 0);
	}
};
//#endregion


//# sourceMappingURL=dataapi.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/databases.js


//#region src/neon/resources/databases.ts
/** Database resource (branch-scoped). */
var Databases = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "databases.list", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectBranchDatabases({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.databases);
	}
	get(params, opts) {
		const invalid = validateParams(params, "databases.get", {
			projectId: "string",
			branchId: "string",
			databaseName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, databaseName } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchDatabase({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				database_name: databaseName
			},
			throwOnError: false,
			signal
		}), (data) => data.database);
	}
	create(params, opts) {
		const invalid = validateParams(params, "databases.create", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createProjectBranchDatabase({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: { database: input },
			throwOnError: false,
			signal
		}), (data) => data.database);
	}
	update(params, opts) {
		const invalid = validateParams(params, "databases.update", {
			projectId: "string",
			branchId: "string",
			databaseName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, databaseName, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateProjectBranchDatabase({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				database_name: databaseName
			},
			body: { database: input },
			throwOnError: false,
			signal
		}), (data) => data.database);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "databases.delete", {
			projectId: "string",
			branchId: "string",
			databaseName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, databaseName } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectBranchDatabase({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				database_name: databaseName
			},
			throwOnError: false,
			signal
		}));
	}
};
//#endregion


//# sourceMappingURL=databases.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/endpoints.js


//#region src/neon/resources/endpoints.ts
/** Compute endpoint resource (project-scoped). */
var Endpoints = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "endpoints.list", { projectId: "string" });
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectEndpoints({
			client,
			path: { project_id: projectId },
			throwOnError: false,
			signal
		}), (data) => data.endpoints);
	}
	listByBranch(params, opts) {
		const invalid = validateParams(params, "endpoints.listByBranch", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectBranchEndpoints({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.endpoints);
	}
	get(params, opts) {
		const invalid = validateParams(params, "endpoints.get", {
			projectId: "string",
			endpointId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, endpointId } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectEndpoint({
			client,
			path: {
				project_id: projectId,
				endpoint_id: endpointId
			},
			throwOnError: false,
			signal
		}), (data) => data.endpoint);
	}
	create(params, opts) {
		const invalid = validateParams(params, "endpoints.create", { projectId: "string" });
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createProjectEndpoint({
			client,
			path: { project_id: projectId },
			body: { endpoint: input },
			throwOnError: false,
			signal
		}), (data) => data.endpoint);
	}
	update(params, opts) {
		const invalid = validateParams(params, "endpoints.update", {
			projectId: "string",
			endpointId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, endpointId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateProjectEndpoint({
			client,
			path: {
				project_id: projectId,
				endpoint_id: endpointId
			},
			body: { endpoint: input },
			throwOnError: false,
			signal
		}), (data) => data.endpoint);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "endpoints.delete", {
			projectId: "string",
			endpointId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, endpointId } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectEndpoint({
			client,
			path: {
				project_id: projectId,
				endpoint_id: endpointId
			},
			throwOnError: false,
			signal
		}));
	}
	start(params, opts) {
		const invalid = validateParams(params, "endpoints.start", {
			projectId: "string",
			endpointId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, endpointId } = params;
		return this.#ctx.run(opts, (client, signal) => startProjectEndpoint({
			client,
			path: {
				project_id: projectId,
				endpoint_id: endpointId
			},
			throwOnError: false,
			signal
		}), (data) => data.endpoint);
	}
	suspend(params, opts) {
		const invalid = validateParams(params, "endpoints.suspend", {
			projectId: "string",
			endpointId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, endpointId } = params;
		return this.#ctx.run(opts, (client, signal) => suspendProjectEndpoint({
			client,
			path: {
				project_id: projectId,
				endpoint_id: endpointId
			},
			throwOnError: false,
			signal
		}), (data) => data.endpoint);
	}
	restart(params, opts) {
		const invalid = validateParams(params, "endpoints.restart", {
			projectId: "string",
			endpointId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, endpointId } = params;
		return this.#ctx.run(opts, (client, signal) => restartProjectEndpoint({
			client,
			path: {
				project_id: projectId,
				endpoint_id: endpointId
			},
			throwOnError: false,
			signal
		}), (data) => data.endpoint);
	}
};
//#endregion


//# sourceMappingURL=endpoints.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/roles.js


//#region src/neon/resources/roles.ts
/** Role resource (branch-scoped). */
var Roles = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "roles.list", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectBranchRoles({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.roles);
	}
	get(params, opts) {
		const invalid = validateParams(params, "roles.get", {
			projectId: "string",
			branchId: "string",
			roleName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, roleName } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchRole({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				role_name: roleName
			},
			throwOnError: false,
			signal
		}), (data) => data.role);
	}
	create(params, opts) {
		const invalid = validateParams(params, "roles.create", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createProjectBranchRole({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: { role: input },
			throwOnError: false,
			signal
		}), (data) => data.role);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "roles.delete", {
			projectId: "string",
			branchId: "string",
			roleName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, roleName } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectBranchRole({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				role_name: roleName
			},
			throwOnError: false,
			signal
		}));
	}
	password(params, opts) {
		const invalid = validateParams(params, "roles.password", {
			projectId: "string",
			branchId: "string",
			roleName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, roleName } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchRolePassword({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				role_name: roleName
			},
			throwOnError: false,
			signal
		}), (data) => data.password);
	}
	resetPassword(params, opts) {
		const invalid = validateParams(params, "roles.resetPassword", {
			projectId: "string",
			branchId: "string",
			roleName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, roleName } = params;
		return this.#ctx.run(opts, (client, signal) => resetProjectBranchRolePassword({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				role_name: roleName
			},
			throwOnError: false,
			signal
		}), (data) => data.role);
	}
};
//#endregion


//# sourceMappingURL=roles.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/postgres.js









//#region src/neon/resources/postgres.ts
/**
* The Postgres data plane of a branch: compute endpoints, roles, databases, the Data API,
* and a connection-string helper. (Grouped under `neon.postgres.*` so future top-level
* namespaces like `functions` / `storage` stay unambiguous.)
*/
var Postgres = class {
	endpoints;
	roles;
	databases;
	dataApi;
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
		this.endpoints = new Endpoints(ctx);
		this.roles = new Roles(ctx);
		this.databases = new Databases(ctx);
		this.dataApi = new DataApi(ctx);
	}
	async connectionString(params, opts) {
		const shouldThrow = opts?.throwOnError ?? this.#ctx.defaults.throwOnError;
		const invalid = validateCallOptions(opts);
		if (invalid) return invalidParamsResult(invalid, shouldThrow);
		const deadline = this.#ctx.deadlineFor(opts);
		try {
			const resolved = await runBounded(deadline, () => this.#resolve(params, deadline.signal));
			const cancellation = cancelled(deadline);
			const result = cancellation !== void 0 ? err(cancellation) : resolved ?? err(new NeonClientError("The connection-string resolver ended without a result."));
			return finalize(result, shouldThrow);
		} finally {
			deadline.dispose();
		}
	}
	async #resolve(params, signal) {
		const client = this.#ctx.client;
		const projectId = params.projectId;
		let branchId = params.branchId;
		let roleName = params.roleName;
		let databaseName = params.databaseName;
		if ((!roleName || !databaseName) && !branchId) {
			const branches = await listProjectBranches({
				client,
				path: { project_id: projectId },
				throwOnError: false,
				signal
			});
			if (branches.error || !branches.data) return err(toNeonError(branches.error, branches.response));
			branchId = branches.data.branches.find((branch) => branch.default)?.id;
			if (!branchId) return err(new NeonClientError("Could not determine the default branch; pass branchId."));
		}
		if (!roleName) {
			if (!branchId) return err(branchRequired("roleName"));
			const roles = await listProjectBranchRoles({
				client,
				path: {
					project_id: projectId,
					branch_id: branchId
				},
				throwOnError: false,
				signal
			});
			if (roles.error || !roles.data) return err(toNeonError(roles.error, roles.response));
			if (roles.data.roles.length !== 1) return err(ambiguous("role", roles.data.roles.length, "roleName"));
			roleName = roles.data.roles[0].name;
		}
		if (!databaseName) {
			if (!branchId) return err(branchRequired("databaseName"));
			const databases = await listProjectBranchDatabases({
				client,
				path: {
					project_id: projectId,
					branch_id: branchId
				},
				throwOnError: false,
				signal
			});
			if (databases.error || !databases.data) return err(toNeonError(databases.error, databases.response));
			if (databases.data.databases.length !== 1) return err(ambiguous("database", databases.data.databases.length, "databaseName"));
			databaseName = databases.data.databases[0].name;
		}
		const conn = await getConnectionUri({
			client,
			path: { project_id: projectId },
			query: {
				branch_id: branchId,
				endpoint_id: params.endpointId,
				database_name: databaseName,
				role_name: roleName,
				pooled: params.pooled ?? true
			},
			throwOnError: false,
			signal
		});
		if (conn.error || !conn.data) return err(toNeonError(conn.error, conn.response));
		return ok(conn.data.uri);
	}
};
function branchRequired(param) {
	return new NeonClientError(`Pass branchId or ${param} to resolve a connection string.`);
}
function ambiguous(kind, count, param) {
	return new NeonClientError(`Expected exactly one ${kind} to auto-select for the connection string; found ${count}. Pass ${param}.`);
}
//#endregion


//# sourceMappingURL=postgres.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/projects.js






//#region src/neon/resources/projects.ts
/** Project access grants (share a project with additional users by email). */
var Permissions = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const error = validateParams(params, "projects.permissions.list", { projectId: "string" });
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectPermissions({
			client,
			path: { project_id: projectId },
			throwOnError: false,
			signal
		}), (data) => data.project_permissions);
	}
	grant(params, opts) {
		const error = validateParams(params, "projects.permissions.grant", {
			projectId: "string",
			email: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, email } = params;
		return this.#ctx.run(opts, (client, signal) => grantPermissionToProject({
			client,
			path: { project_id: projectId },
			body: { email },
			throwOnError: false,
			signal
		}), (data) => data);
	}
	revoke(params, opts) {
		const error = validateParams(params, "projects.permissions.revoke", {
			projectId: "string",
			permissionId: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, permissionId } = params;
		return this.#ctx.run(opts, (client, signal) => revokePermissionFromProject({
			client,
			path: {
				project_id: projectId,
				permission_id: permissionId
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
/**
* Per-project roles for members of the owning organization.
*
* Distinct from {@link Permissions}, which shares a project with an individual by
* email address: these act on existing org members by member id, and clearing a
* grant leaves the member's organization-role default in force rather than
* removing their access.
*/
var Members = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const error = validateParams(params, "projects.members.list", { projectId: "string" }) ?? validateCallOptions(opts);
		const { projectId, ...query } = error ? {} : params;
		return paginate(async (cursor, signal) => {
			if (error) throw error;
			return listProjectMembers({
				client: this.#ctx.client,
				path: { project_id: projectId },
				query: {
					...query,
					cursor
				},
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.project_members ?? [],
			cursor: data?.pagination?.next
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	setRole(params, opts) {
		const error = validateParams(params, "projects.members.setRole", {
			projectId: "string",
			memberId: "string",
			role: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, memberId, role, confirmSelfDemotion } = params;
		return this.#ctx.run(opts, (client, signal) => setProjectMemberRole({
			client,
			path: {
				project_id: projectId,
				member_id: memberId
			},
			query: confirmSelfDemotion ? { confirm_self_demotion: true } : void 0,
			body: { role },
			throwOnError: false,
			signal
		}), (data) => data);
	}
	removeRole(params, opts) {
		const error = validateParams(params, "projects.members.removeRole", {
			projectId: "string",
			memberId: "string"
		});
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, memberId, confirmSelfLockout } = params;
		return this.#ctx.run(opts, (client, signal) => removeProjectMemberRole({
			client,
			path: {
				project_id: projectId,
				member_id: memberId
			},
			query: confirmSelfLockout ? { confirm_self_lockout: true } : void 0,
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
/** Project resource — one API call per method (`list` is cursor-paginated). */
var Projects = class {
	#ctx;
	/** Project access grants (share by email). */
	permissions;
	/** Per-project roles for members of the owning organization. */
	members;
	constructor(ctx) {
		this.#ctx = ctx;
		this.permissions = new Permissions(ctx);
		this.members = new Members(ctx);
	}
	list(query = {}, opts) {
		const invalid = validateCallOptions(opts);
		return paginate(async (cursor, signal) => {
			if (invalid) throw invalid;
			return listProjects({
				client: this.#ctx.client,
				query: {
					org_id: this.#ctx.defaults.orgId,
					...query,
					cursor
				},
				throwOnError: false,
				signal
			});
		}, (data) => ({
			items: data?.projects ?? [],
			cursor: data?.pagination?.cursor
		}), () => this.#ctx.deadlineFor(opts), this.#ctx.shouldThrow(opts));
	}
	get(params, opts) {
		const error = validateParams(params, "projects.get", { projectId: "string" });
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId } = params;
		return this.#ctx.run(opts, (client, signal) => getProject({
			client,
			path: { project_id: projectId },
			throwOnError: false,
			signal
		}), (data) => data.project);
	}
	create(input = {}, opts) {
		return this.#ctx.run({
			...opts,
			waitForReadiness: this.#ctx.resolveWait(opts, true)
		}, (client, signal) => createProject({
			client,
			body: { project: {
				...this.#ctx.defaults.orgId ? { org_id: this.#ctx.defaults.orgId } : {},
				...input
			} },
			throwOnError: false,
			signal
		}), (data) => data.project);
	}
	async createAndConnect(params = {}, opts) {
		const error = validateParams(params, "projects.createAndConnect");
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { pooled = true, ...input } = params;
		const shouldThrow = opts?.throwOnError ?? this.#ctx.defaults.throwOnError;
		const result = await this.#ctx.execute({
			...opts,
			waitForReadiness: this.#ctx.resolveWait(opts, true)
		}, (client, signal) => createProject({
			client,
			body: { project: {
				...this.#ctx.defaults.orgId ? { org_id: this.#ctx.defaults.orgId } : {},
				...input
			} },
			throwOnError: false,
			signal
		}), (data) => data);
		const out = withConnectionString(result, (data) => data.connection_uris, (data, connectionString) => ({
			project: data.project,
			connectionString
		}), pooled);
		return finalize(out, shouldThrow);
	}
	update(params, opts) {
		const error = validateParams(params, "projects.update", { projectId: "string" });
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateProject({
			client,
			path: { project_id: projectId },
			body: { project: input },
			throwOnError: false,
			signal
		}), (data) => data.project);
	}
	delete(params, opts) {
		const error = validateParams(params, "projects.delete", { projectId: "string" });
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId } = params;
		return this.#ctx.run(opts, (client, signal) => deleteProject({
			client,
			path: { project_id: projectId },
			throwOnError: false,
			signal
		}), (data) => data.project);
	}
	recover(params, opts) {
		const error = validateParams(params, "projects.recover", { projectId: "string" });
		if (error) return invalidParamsResult(error, this.#ctx.shouldThrow(opts));
		const { projectId } = params;
		return this.#ctx.run(opts, (client, signal) => recoverProject({
			client,
			path: { project_id: projectId },
			throwOnError: false,
			signal
		}), (data) => data.project);
	}
	async transfer(input, opts) {
		const shouldThrow = opts?.throwOnError ?? this.#ctx.defaults.throwOnError;
		const fromOrgId = input.fromOrgId ?? this.#ctx.defaults.orgId;
		if (!fromOrgId) return finalize(err(new NeonClientError("Pass fromOrgId or set orgId on the client.")), shouldThrow);
		return this.#ctx.run(opts, (client, signal) => transferProjectsFromOrgToOrg({
			client,
			path: { source_org_id: fromOrgId },
			body: {
				destination_org_id: input.toOrgId,
				project_ids: input.projectIds
			},
			throwOnError: false,
			signal
		}), () => void 0);
	}
	transferFromUser(input, opts) {
		return this.#ctx.run(opts, (client, signal) => transferProjectsFromUserToOrg({
			client,
			body: {
				destination_org_id: input.toOrgId,
				project_ids: input.projectIds
			},
			throwOnError: false,
			signal
		}), () => void 0);
	}
};
//#endregion


//# sourceMappingURL=projects.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/snapshots.js




//#region src/neon/resources/snapshots.ts
/** Snapshot resource. */
var Snapshots = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "snapshots.list", { projectId: "string" });
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId } = params;
		return this.#ctx.run(opts, (client, signal) => listSnapshots({
			client,
			path: { project_id: projectId },
			throwOnError: false,
			signal
		}), (data) => data.snapshots);
	}
	create(params, opts) {
		const invalid = validateParams(params, "snapshots.create", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createSnapshot({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			query: {
				name: input?.name,
				slug: input?.slug,
				timestamp: input?.timestamp,
				lsn: input?.lsn,
				expires_at: input?.expiresAt
			},
			throwOnError: false,
			signal
		}), (data) => data.snapshot);
	}
	update(params, opts) {
		const invalid = validateParams(params, "snapshots.update", {
			projectId: "string",
			snapshotId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, snapshotId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateSnapshot({
			client,
			path: {
				project_id: projectId,
				snapshot_id: snapshotId
			},
			body: { snapshot: {
				name: input.name,
				expires_at: input.expiresAt
			} },
			throwOnError: false,
			signal
		}), (data) => data.snapshot);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "snapshots.delete", {
			projectId: "string",
			snapshotId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, snapshotId } = params;
		return this.#ctx.run(opts, (client, signal) => deleteSnapshot({
			client,
			path: {
				project_id: projectId,
				snapshot_id: snapshotId
			},
			throwOnError: false,
			signal
		}), () => void 0);
	}
	async restore(params, opts) {
		const invalid = validateParams(params, "snapshots.restore", {
			projectId: "string",
			snapshotId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, snapshotId, ...input } = params;
		const shouldThrow = opts?.throwOnError ?? this.#ctx.defaults.throwOnError;
		const preview = input?.preview;
		const finalizeNow = preview ? false : input?.finalize ?? input?.targetBranchId === void 0;
		const restored = await this.#ctx.execute({
			...opts,
			waitForReadiness: preview ? true : opts?.waitForReadiness
		}, (client, signal) => restoreSnapshot({
			client,
			path: {
				project_id: projectId,
				snapshot_id: snapshotId
			},
			body: {
				name: input?.name,
				target_branch_id: input?.targetBranchId,
				finalize_restore: finalizeNow
			},
			throwOnError: false,
			signal
		}), (data) => data.branch);
		if (restored.error || !preview) return finalize(restored, shouldThrow);
		const branch = restored.data;
		if (opts?.signal?.aborted) return finalize(err(new NeonAbortError("The restore was aborted before its preview callback ran; the restored branch is left un-finalized.")), shouldThrow);
		let commit;
		try {
			commit = await preview(branch, { signal: opts?.signal });
		} catch (error) {
			return finalize(err(opts?.signal?.aborted ? new NeonAbortError("The restore was aborted while its preview callback ran; the restored branch is left un-finalized.", { cause: error }) : new NeonClientError(`The restore's preview callback threw; the restored branch is left un-finalized: ${error instanceof Error ? error.message : String(error)}`, { cause: error })), shouldThrow);
		}
		if (opts?.signal?.aborted) return finalize(err(new NeonAbortError("The restore was aborted after its preview callback ran; the restored branch is left un-finalized.")), shouldThrow);
		const step = commit ? await this.#ctx.execute({
			...opts,
			waitForReadiness: true
		}, (client, signal) => finalizeRestoreBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branch.id
			},
			throwOnError: false,
			signal
		}), () => void 0) : input?.keepOnAbort ? ok(void 0) : await this.#ctx.execute({
			...opts,
			waitForReadiness: true
		}, (client, signal) => deleteProjectBranch({
			client,
			path: {
				project_id: projectId,
				branch_id: branch.id
			},
			throwOnError: false,
			signal
		}), () => void 0);
		if (step.error) return finalize(err(step.error), shouldThrow);
		return finalize(ok(branch), shouldThrow);
	}
	getSchedule(params, opts) {
		const invalid = validateParams(params, "snapshots.getSchedule", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => getSnapshotSchedule({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
	setSchedule(params, opts) {
		const invalid = validateParams(params, "snapshots.setSchedule", {
			projectId: "string",
			branchId: "string",
			schedule: "array"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, schedule } = params;
		return this.#ctx.run(opts, (client, signal) => setSnapshotSchedule({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: { schedule },
			throwOnError: false,
			signal
		}), () => void 0);
	}
};
//#endregion


//# sourceMappingURL=snapshots.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/bucket-objects.js


//#region src/neon/resources/bucket-objects.ts
/** Objects inside a branch bucket. */
var BucketObjects = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "storage.objects.list", {
			projectId: "string",
			branchId: "string",
			bucketName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, bucketName, ...query } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectBranchBucketObjects({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				bucket_name: bucketName
			},
			query,
			throwOnError: false,
			signal
		}), (data) => data);
	}
	get(params, opts) {
		const invalid = validateParams(params, "storage.objects.get", {
			projectId: "string",
			branchId: "string",
			bucketName: "string",
			objectKey: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, bucketName, objectKey } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchBucketObject({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				bucket_name: bucketName,
				object_key: objectKey
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "storage.objects.delete", {
			projectId: "string",
			branchId: "string",
			bucketName: "string",
			objectKey: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, bucketName, objectKey } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectBranchBucketObject({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				bucket_name: bucketName,
				object_key: objectKey
			},
			throwOnError: false,
			signal
		}));
	}
	deleteByPrefix(params, opts) {
		const invalid = validateParams(params, "storage.objects.deleteByPrefix", {
			projectId: "string",
			branchId: "string",
			bucketName: "string",
			prefix: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, bucketName, prefix } = params;
		return this.#ctx.run(opts, (client, signal) => deleteProjectBranchBucketObjectsByPrefix({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				bucket_name: bucketName
			},
			query: { prefix },
			throwOnError: false,
			signal
		}), (data) => data);
	}
	presign(params, opts) {
		const invalid = validateParams(params, "storage.objects.presign", {
			projectId: "string",
			branchId: "string",
			bucketName: "string",
			objectKey: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, bucketName, objectKey, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => presignProjectBranchBucketObject({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				bucket_name: bucketName,
				object_key: objectKey
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
//#endregion


//# sourceMappingURL=bucket-objects.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/buckets.js


//#region src/neon/resources/buckets.ts
/** Branch-scoped object-storage buckets. */
var Buckets = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "storage.buckets.list", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectBranchBuckets({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.buckets);
	}
	create(params, opts) {
		const invalid = validateParams(params, "storage.buckets.create", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createProjectBranchBucket({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data.bucket);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "storage.buckets.delete", {
			projectId: "string",
			branchId: "string",
			bucketName: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, bucketName } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectBranchBucket({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				bucket_name: bucketName
			},
			throwOnError: false,
			signal
		}));
	}
};
//#endregion


//# sourceMappingURL=buckets.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/storage.js




//#region src/neon/resources/storage.ts
/**
* Branch-scoped object storage: branch storage state, buckets, and bucket objects.
* Grouped under `neon.storage.*` so it stays distinct from the Postgres data plane.
*/
var Storage = class {
	buckets;
	objects;
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
		this.buckets = new Buckets(ctx);
		this.objects = new BucketObjects(ctx);
	}
	get(params, opts) {
		const invalid = validateParams(params, "storage.get", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchStorage({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data);
	}
};
//#endregion


//# sourceMappingURL=storage.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/resources/triggers.js


//#region src/neon/resources/triggers.ts
/** Branch-scoped Function triggers. */
var Triggers = class {
	#ctx;
	constructor(ctx) {
		this.#ctx = ctx;
	}
	list(params, opts) {
		const invalid = validateParams(params, "triggers.list", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId } = params;
		return this.#ctx.run(opts, (client, signal) => listProjectBranchTriggers({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			throwOnError: false,
			signal
		}), (data) => data.triggers);
	}
	create(params, opts) {
		const invalid = validateParams(params, "triggers.create", {
			projectId: "string",
			branchId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => createProjectBranchTrigger({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data.trigger);
	}
	get(params, opts) {
		const invalid = validateParams(params, "triggers.get", {
			projectId: "string",
			branchId: "string",
			triggerId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, triggerId } = params;
		return this.#ctx.run(opts, (client, signal) => getProjectBranchTrigger({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				trigger_id: triggerId
			},
			throwOnError: false,
			signal
		}), (data) => data.trigger);
	}
	update(params, opts) {
		const invalid = validateParams(params, "triggers.update", {
			projectId: "string",
			branchId: "string",
			triggerId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, triggerId, ...input } = params;
		return this.#ctx.run(opts, (client, signal) => updateProjectBranchTrigger({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				trigger_id: triggerId
			},
			body: input,
			throwOnError: false,
			signal
		}), (data) => data.trigger);
	}
	delete(params, opts) {
		const invalid = validateParams(params, "triggers.delete", {
			projectId: "string",
			branchId: "string",
			triggerId: "string"
		});
		if (invalid) return invalidParamsResult(invalid, this.#ctx.shouldThrow(opts));
		const { projectId, branchId, triggerId } = params;
		return this.#ctx.runVoid(opts, (client, signal) => deleteProjectBranchTrigger({
			client,
			path: {
				project_id: projectId,
				branch_id: branchId,
				trigger_id: triggerId
			},
			throwOnError: false,
			signal
		}));
	}
};
//#endregion


//# sourceMappingURL=triggers.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/client.js
















//#region src/neon/client.ts
/**
* Create an ergonomic Neon client.
*
* @example
* ```ts
* import { createNeonClient } from "@neon/sdk";
*
* const neon = createNeonClient({ apiKey: process.env.NEON_API_KEY! });
* const { data, error } = await neon.projects.list().all();
* ```
*/
function createNeonClient(config) {
	const ctx = new RequestContext(resolveConfig(config));
	return {
		projects: new Projects(ctx),
		branches: new Branches(ctx),
		postgres: new Postgres(ctx),
		storage: new Storage(ctx),
		functions: new Functions(ctx),
		triggers: new Triggers(ctx),
		credentials: new Credentials(ctx),
		aiGateway: new AiGateway(ctx),
		logs: new Logs(ctx),
		snapshots: new Snapshots(ctx),
		operations: new Operations(ctx),
		auth: new Auth(ctx),
		consumption: new Consumption(ctx),
		apiKeys: new ApiKeys(ctx),
		regions: new Regions(ctx),
		user: new User(ctx),
		client: ctx.client
	};
}
//#endregion


//# sourceMappingURL=client.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/neon/raw-wrap.js

//#region src/neon/raw-wrap.ts
/**
* The raw layer's result adapter.
*
* The generated `client/sdk.gen.ts` functions return hey-api's `{ data, error, request,
* response }` envelope and are driven by two orthogonal switches (`throwOnError` and
* `responseStyle`). {@link wrapRaw} collapses that onto the ergonomic client's contract: a
* `{ data, error }` result by default (with {@link NeonErrorUnion} on the error
* channel), or the bare resource when you pass `throwOnError: true`. `responseStyle` is
* removed from the public raw surface — `throwOnError` is the only switch and the return
* type always tracks it.
*
* The one difference from the ergonomic `NeonResult` is that the raw result also exposes the
* underlying `response`/`request`, so power users (and the neonctl CLI) can read HTTP status
* and headers without dropping to the low-level client.
*/
/**
* Did the caller's own signal end this call?
*
* Read from the signal rather than the error, because the generated client reports
* authentication, serialization, interceptor, transport and parsing faults through one
* channel — an error named `AbortError` is not evidence about which occurred. A response
* having arrived rules cancellation out.
*
* This deliberately says nothing about a signal the SDK never saw: the Neon CLI installs
* its own request timeout inside a custom `fetch` rather than passing `signal`, so its
* timeouts keep classifying as {@link NeonNetworkError} exactly as before.
*/
function abortedBy(signal, response) {
	return response === void 0 && signal?.aborted === true;
}
/**
* Wrap a generated raw function so it speaks the ergonomic result contract.
*
* @example
* ```ts
* import { getProject } from "@neon/sdk/raw";
*
* const { data, error } = await getProject({ client, path: { project_id } });
* // or, throwing:
* const { project } = await getProject({ client, path: { project_id }, throwOnError: true });
* ```
*/
function wrapRaw(fn) {
	async function call(options) {
		const shouldThrow = options.throwOnError === true;
		const raw = await fn({
			...options,
			throwOnError: false,
			responseStyle: "fields"
		});
		if (raw.error !== void 0 && raw.error !== null) {
			const error = abortedBy(options.signal, raw.response) ? new NeonAbortError("The request was aborted by its signal.", { cause: raw.error }) : toNeonError(raw.error, raw.response);
			if (shouldThrow) throw error;
			return {
				data: void 0,
				error,
				response: raw.response,
				request: raw.request
			};
		}
		const data = raw.data;
		if (shouldThrow) return data;
		return {
			data,
			error: void 0,
			response: raw.response,
			request: raw.request
		};
	}
	return call;
}
//#endregion


//# sourceMappingURL=raw-wrap.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/sdk/dist/client/raw.gen.js


//#region src/client/raw.gen.ts
const raw_gen_acceptProjectTransferRequest = wrapRaw(acceptProjectTransferRequest);
const raw_gen_addBranchNeonAuthOauthProvider = wrapRaw(addBranchNeonAuthOauthProvider);
const raw_gen_addBranchNeonAuthTrustedDomain = wrapRaw(addBranchNeonAuthTrustedDomain);
const raw_gen_addNeonAuthDomainToRedirectUriWhitelist = wrapRaw(addNeonAuthDomainToRedirectUriWhitelist);
const raw_gen_addNeonAuthOauthProvider = wrapRaw(addNeonAuthOauthProvider);
const raw_gen_addProjectJwks = wrapRaw(addProjectJwks);
const raw_gen_assignOrganizationVpcEndpoint = wrapRaw(assignOrganizationVpcEndpoint);
const raw_gen_assignProjectVpcEndpoint = wrapRaw(assignProjectVpcEndpoint);
const raw_gen_countProjectBranches = wrapRaw(countProjectBranches);
const raw_gen_createApiKey = wrapRaw(createApiKey);
const raw_gen_createBranchNeonAuthNewUser = wrapRaw(createBranchNeonAuthNewUser);
const raw_gen_createCredential = wrapRaw(createCredential);
const raw_gen_createNeonAuth = wrapRaw(createNeonAuth);
const raw_gen_createNeonAuthIntegration = wrapRaw(createNeonAuthIntegration);
const raw_gen_createNeonAuthNewUser = wrapRaw(createNeonAuthNewUser);
const raw_gen_createNeonAuthProviderSdkKeys = wrapRaw(createNeonAuthProviderSdkKeys);
const raw_gen_createOrganizationInvitations = wrapRaw(createOrganizationInvitations);
const raw_gen_createOrgApiKey = wrapRaw(createOrgApiKey);
const raw_gen_createProject = wrapRaw(createProject);
const raw_gen_createProjectBranch = wrapRaw(createProjectBranch);
const raw_gen_createProjectBranchAnonymized = wrapRaw(createProjectBranchAnonymized);
const raw_gen_createProjectBranchBucket = wrapRaw(createProjectBranchBucket);
const raw_gen_createProjectBranchDataApi = wrapRaw(createProjectBranchDataApi);
const raw_gen_createProjectBranchDatabase = wrapRaw(createProjectBranchDatabase);
const raw_gen_createProjectBranchFunctionDeployment = wrapRaw(createProjectBranchFunctionDeployment);
const raw_gen_createProjectBranchRole = wrapRaw(createProjectBranchRole);
const raw_gen_createProjectBranchTrigger = wrapRaw(createProjectBranchTrigger);
const raw_gen_createProjectEndpoint = wrapRaw(createProjectEndpoint);
const raw_gen_createProjectTransferRequest = wrapRaw(createProjectTransferRequest);
const raw_gen_createSnapshot = wrapRaw(createSnapshot);
const raw_gen_deleteBranchNeonAuthOauthProvider = wrapRaw(deleteBranchNeonAuthOauthProvider);
const raw_gen_deleteBranchNeonAuthTrustedDomain = wrapRaw(deleteBranchNeonAuthTrustedDomain);
const raw_gen_deleteBranchNeonAuthUser = wrapRaw(deleteBranchNeonAuthUser);
const raw_gen_deleteNeonAuthDomainFromRedirectUriWhitelist = wrapRaw(deleteNeonAuthDomainFromRedirectUriWhitelist);
const raw_gen_deleteNeonAuthIntegration = wrapRaw(deleteNeonAuthIntegration);
const raw_gen_deleteNeonAuthOauthProvider = wrapRaw(deleteNeonAuthOauthProvider);
const raw_gen_deleteNeonAuthUser = wrapRaw(deleteNeonAuthUser);
const raw_gen_deleteOrganizationSpendingLimit = wrapRaw(deleteOrganizationSpendingLimit);
const raw_gen_deleteOrganizationVpcEndpoint = wrapRaw(deleteOrganizationVpcEndpoint);
const raw_gen_deleteProject = wrapRaw(deleteProject);
const raw_gen_deleteProjectBranch = wrapRaw(deleteProjectBranch);
const raw_gen_deleteProjectBranchBucket = wrapRaw(deleteProjectBranchBucket);
const raw_gen_deleteProjectBranchBucketObject = wrapRaw(deleteProjectBranchBucketObject);
const raw_gen_deleteProjectBranchBucketObjectsByPrefix = wrapRaw(deleteProjectBranchBucketObjectsByPrefix);
const raw_gen_deleteProjectBranchCustomDomain = wrapRaw(deleteProjectBranchCustomDomain);
const raw_gen_deleteProjectBranchDataApi = wrapRaw(deleteProjectBranchDataApi);
const raw_gen_deleteProjectBranchDatabase = wrapRaw(deleteProjectBranchDatabase);
const raw_gen_deleteProjectBranchFunction = wrapRaw(deleteProjectBranchFunction);
const raw_gen_deleteProjectBranchRole = wrapRaw(deleteProjectBranchRole);
const raw_gen_deleteProjectBranchTrigger = wrapRaw(deleteProjectBranchTrigger);
const raw_gen_deleteProjectEndpoint = wrapRaw(deleteProjectEndpoint);
const raw_gen_deleteProjectJwks = wrapRaw(deleteProjectJwks);
const raw_gen_deleteProjectVpcEndpoint = wrapRaw(deleteProjectVpcEndpoint);
const raw_gen_deleteSnapshot = wrapRaw(deleteSnapshot);
const raw_gen_disableNeonAuth = wrapRaw(disableNeonAuth);
const raw_gen_finalizeRestoreBranch = wrapRaw(finalizeRestoreBranch);
const raw_gen_getActiveRegions = wrapRaw(getActiveRegions);
const raw_gen_getAnonymizedBranchStatus = wrapRaw(getAnonymizedBranchStatus);
const raw_gen_getAuthDetails = wrapRaw(getAuthDetails);
const raw_gen_getAvailablePreloadLibraries = wrapRaw(getAvailablePreloadLibraries);
const raw_gen_getConnectionUri = wrapRaw(getConnectionUri);
const raw_gen_getConsumptionHistoryPerBranchV2 = wrapRaw(getConsumptionHistoryPerBranchV2);
const raw_gen_getConsumptionHistoryPerProject = wrapRaw(getConsumptionHistoryPerProject);
const raw_gen_getConsumptionHistoryPerProjectV2 = wrapRaw(getConsumptionHistoryPerProjectV2);
const raw_gen_getCurrentUserInfo = wrapRaw(getCurrentUserInfo);
const raw_gen_getCurrentUserOrganizations = wrapRaw(getCurrentUserOrganizations);
const raw_gen_getMaskingRules = wrapRaw(getMaskingRules);
const raw_gen_getNeonAuth = wrapRaw(getNeonAuth);
const raw_gen_getNeonAuthAllowLocalhost = wrapRaw(getNeonAuthAllowLocalhost);
const raw_gen_getNeonAuthEmailAndPasswordConfig = wrapRaw(getNeonAuthEmailAndPasswordConfig);
const raw_gen_getNeonAuthEmailProvider = wrapRaw(getNeonAuthEmailProvider);
const raw_gen_getNeonAuthEmailServer = wrapRaw(getNeonAuthEmailServer);
const raw_gen_getNeonAuthPhoneNumberPlugin = wrapRaw(getNeonAuthPhoneNumberPlugin);
const raw_gen_getNeonAuthPluginConfigs = wrapRaw(getNeonAuthPluginConfigs);
const raw_gen_getNeonAuthWebhookConfig = wrapRaw(getNeonAuthWebhookConfig);
const raw_gen_getOrganization = wrapRaw(getOrganization);
const raw_gen_getOrganizationInvitations = wrapRaw(getOrganizationInvitations);
const raw_gen_getOrganizationMember = wrapRaw(getOrganizationMember);
const raw_gen_getOrganizationMembers = wrapRaw(getOrganizationMembers);
const raw_gen_getOrganizationSpendingLimit = wrapRaw(getOrganizationSpendingLimit);
const raw_gen_getOrganizationVpcEndpointDetails = wrapRaw(getOrganizationVpcEndpointDetails);
const raw_gen_getProject = wrapRaw(getProject);
const raw_gen_getProjectAdvisorSecurityIssues = wrapRaw(getProjectAdvisorSecurityIssues);
const raw_gen_getProjectBranch = wrapRaw(getProjectBranch);
const raw_gen_getProjectBranchAiGateway = wrapRaw(getProjectBranchAiGateway);
const raw_gen_getProjectBranchBucketObject = wrapRaw(getProjectBranchBucketObject);
const raw_gen_getProjectBranchDataApi = wrapRaw(getProjectBranchDataApi);
const raw_gen_getProjectBranchDatabase = wrapRaw(getProjectBranchDatabase);
const raw_gen_getProjectBranchFunction = wrapRaw(getProjectBranchFunction);
const raw_gen_getProjectBranchRole = wrapRaw(getProjectBranchRole);
const raw_gen_getProjectBranchRolePassword = wrapRaw(getProjectBranchRolePassword);
const raw_gen_getProjectBranchSchema = wrapRaw(getProjectBranchSchema);
const raw_gen_getProjectBranchSchemaComparison = wrapRaw(getProjectBranchSchemaComparison);
const raw_gen_getProjectBranchStorage = wrapRaw(getProjectBranchStorage);
const raw_gen_getProjectBranchTrigger = wrapRaw(getProjectBranchTrigger);
const raw_gen_getProjectEndpoint = wrapRaw(getProjectEndpoint);
const raw_gen_getProjectJwks = wrapRaw(getProjectJwks);
const raw_gen_getProjectOperation = wrapRaw(getProjectOperation);
const raw_gen_getSnapshotSchedule = wrapRaw(getSnapshotSchedule);
const raw_gen_grantPermissionToProject = wrapRaw(grantPermissionToProject);
const raw_gen_listApiKeys = wrapRaw(listApiKeys);
const raw_gen_listBranchNeonAuthOauthProviders = wrapRaw(listBranchNeonAuthOauthProviders);
const raw_gen_listBranchNeonAuthTrustedDomains = wrapRaw(listBranchNeonAuthTrustedDomains);
const raw_gen_listCredentials = wrapRaw(listCredentials);
const raw_gen_listNeonAuthIntegrations = wrapRaw(listNeonAuthIntegrations);
const raw_gen_listNeonAuthOauthProviders = wrapRaw(listNeonAuthOauthProviders);
const raw_gen_listNeonAuthRedirectUriWhitelistDomains = wrapRaw(listNeonAuthRedirectUriWhitelistDomains);
const raw_gen_listOrganizationVpcEndpoints = wrapRaw(listOrganizationVpcEndpoints);
const raw_gen_listOrganizationVpcEndpointsAllRegions = wrapRaw(listOrganizationVpcEndpointsAllRegions);
const raw_gen_listOrgApiKeys = wrapRaw(listOrgApiKeys);
const raw_gen_listProjectBranchBucketObjects = wrapRaw(listProjectBranchBucketObjects);
const raw_gen_listProjectBranchBuckets = wrapRaw(listProjectBranchBuckets);
const raw_gen_listProjectBranchCustomDomains = wrapRaw(listProjectBranchCustomDomains);
const raw_gen_listProjectBranchDatabases = wrapRaw(listProjectBranchDatabases);
const raw_gen_listProjectBranchEndpoints = wrapRaw(listProjectBranchEndpoints);
const raw_gen_listProjectBranches = wrapRaw(listProjectBranches);
const raw_gen_listProjectBranchFunctions = wrapRaw(listProjectBranchFunctions);
const raw_gen_listProjectBranchLogFields = wrapRaw(listProjectBranchLogFields);
const raw_gen_listProjectBranchLogFieldValues = wrapRaw(listProjectBranchLogFieldValues);
const raw_gen_listProjectBranchRoles = wrapRaw(listProjectBranchRoles);
const raw_gen_listProjectBranchTriggers = wrapRaw(listProjectBranchTriggers);
const raw_gen_listProjectEndpoints = wrapRaw(listProjectEndpoints);
const raw_gen_listProjectMembers = wrapRaw(listProjectMembers);
const raw_gen_listProjectOperations = wrapRaw(listProjectOperations);
const raw_gen_listProjectPermissions = wrapRaw(listProjectPermissions);
const raw_gen_listProjects = wrapRaw(listProjects);
const raw_gen_listProjectVpcEndpoints = wrapRaw(listProjectVpcEndpoints);
const raw_gen_listSharedProjects = wrapRaw(listSharedProjects);
const raw_gen_listSnapshots = wrapRaw(listSnapshots);
const raw_gen_presignProjectBranchBucketObject = wrapRaw(presignProjectBranchBucketObject);
const raw_gen_queryProjectBranchLogs = wrapRaw(queryProjectBranchLogs);
const raw_gen_recoverProject = wrapRaw(recoverProject);
const raw_gen_registerProjectBranchCustomDomain = wrapRaw(registerProjectBranchCustomDomain);
const raw_gen_removeOrganizationMember = wrapRaw(removeOrganizationMember);
const raw_gen_removeProjectMemberRole = wrapRaw(removeProjectMemberRole);
const raw_gen_resetProjectBranchRolePassword = wrapRaw(resetProjectBranchRolePassword);
const raw_gen_restartProjectEndpoint = wrapRaw(restartProjectEndpoint);
const raw_gen_restoreProjectBranch = wrapRaw(restoreProjectBranch);
const raw_gen_restoreSnapshot = wrapRaw(restoreSnapshot);
const raw_gen_revealCredential = wrapRaw(revealCredential);
const raw_gen_revokeApiKey = wrapRaw(revokeApiKey);
const raw_gen_revokeCredential = wrapRaw(revokeCredential);
const raw_gen_revokeOrgApiKey = wrapRaw(revokeOrgApiKey);
const raw_gen_revokePermissionFromProject = wrapRaw(revokePermissionFromProject);
const raw_gen_rotateCredential = wrapRaw(rotateCredential);
const raw_gen_sendNeonAuthEmailProviderTest = wrapRaw(sendNeonAuthEmailProviderTest);
const raw_gen_sendNeonAuthTestEmail = wrapRaw(sendNeonAuthTestEmail);
const raw_gen_setDefaultProjectBranch = wrapRaw(setDefaultProjectBranch);
const raw_gen_setOrganizationSpendingLimit = wrapRaw(setOrganizationSpendingLimit);
const raw_gen_setProjectMemberRole = wrapRaw(setProjectMemberRole);
const raw_gen_setSnapshotSchedule = wrapRaw(setSnapshotSchedule);
const raw_gen_startAnonymization = wrapRaw(startAnonymization);
const raw_gen_startProjectEndpoint = wrapRaw(startProjectEndpoint);
const raw_gen_suspendProjectEndpoint = wrapRaw(suspendProjectEndpoint);
const raw_gen_transferNeonAuthProviderProject = wrapRaw(transferNeonAuthProviderProject);
const raw_gen_transferProjectsFromOrgToOrg = wrapRaw(transferProjectsFromOrgToOrg);
const raw_gen_transferProjectsFromUserToOrg = wrapRaw(transferProjectsFromUserToOrg);
const raw_gen_updateBranchNeonAuthOauthProvider = wrapRaw(updateBranchNeonAuthOauthProvider);
const raw_gen_updateMaskingRules = wrapRaw(updateMaskingRules);
const raw_gen_updateNeonAuthAllowLocalhost = wrapRaw(updateNeonAuthAllowLocalhost);
const raw_gen_updateNeonAuthConfig = wrapRaw(updateNeonAuthConfig);
const raw_gen_updateNeonAuthEmailAndPasswordConfig = wrapRaw(updateNeonAuthEmailAndPasswordConfig);
const raw_gen_updateNeonAuthEmailProvider = wrapRaw(updateNeonAuthEmailProvider);
const raw_gen_updateNeonAuthEmailServer = wrapRaw(updateNeonAuthEmailServer);
const raw_gen_updateNeonAuthMagicLinkPlugin = wrapRaw(updateNeonAuthMagicLinkPlugin);
const raw_gen_updateNeonAuthOauthProvider = wrapRaw(updateNeonAuthOauthProvider);
const raw_gen_updateNeonAuthOrganizationPlugin = wrapRaw(updateNeonAuthOrganizationPlugin);
const raw_gen_updateNeonAuthPhoneNumberPlugin = wrapRaw(updateNeonAuthPhoneNumberPlugin);
const raw_gen_updateNeonAuthUserRole = wrapRaw(updateNeonAuthUserRole);
const raw_gen_updateNeonAuthWebhookConfig = wrapRaw(updateNeonAuthWebhookConfig);
const raw_gen_updateOrganizationMember = wrapRaw(updateOrganizationMember);
const raw_gen_updateProject = wrapRaw(updateProject);
const raw_gen_updateProjectBranch = wrapRaw(updateProjectBranch);
const raw_gen_updateProjectBranchDataApi = wrapRaw(updateProjectBranchDataApi);
const raw_gen_updateProjectBranchDatabase = wrapRaw(updateProjectBranchDatabase);
const raw_gen_updateProjectBranchFunction = wrapRaw(updateProjectBranchFunction);
const raw_gen_updateProjectBranchTrigger = wrapRaw(updateProjectBranchTrigger);
const raw_gen_updateProjectEndpoint = wrapRaw(updateProjectEndpoint);
const raw_gen_updateSnapshot = wrapRaw(updateSnapshot);
//#endregion


//# sourceMappingURL=raw.gen.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/neon-api-real.js






//#region src/lib/neon-api-real.ts
const DEFAULT_NEON_API_BASE_URL = "https://console.neon.tech/api/v2";
/**
* Unwrap a `@neon/sdk` raw `{ data, error, response }` result into the bare body, throwing
* on a non-2xx response. The thrown shape (`{ response: { status, data } }`) deliberately
* matches what the package's REST fallbacks already throw, so {@link wrapNeonError} and the
* 423 {@link retryOnLocked} retry keep working unchanged across both transports.
*/
function unwrap(result) {
	const response = result.response;
	if (!response?.ok) throw { response: {
		status: response?.status,
		data: result.error
	} };
	return result.data;
}
const neonAuthResponseSchema = schemas/* object */.Ikc({
	auth_provider_project_id: schemas/* string */.YjP(),
	pub_client_key: schemas/* string */.YjP().optional(),
	secret_server_key: schemas/* string */.YjP().optional(),
	jwks_url: schemas/* string */.YjP(),
	base_url: schemas/* string */.YjP().optional()
});
/** Map our camelCase {@link DataApiSettings} onto the Neon API's snake_case `DataAPISettings`. */
function dataApiSettingsToApi(settings) {
	const out = {};
	if (settings.dbAggregatesEnabled !== void 0) out.db_aggregates_enabled = settings.dbAggregatesEnabled;
	if (settings.dbAnonRole !== void 0) out.db_anon_role = settings.dbAnonRole;
	if (settings.dbExtraSearchPath !== void 0) out.db_extra_search_path = settings.dbExtraSearchPath;
	if (settings.dbMaxRows !== void 0) out.db_max_rows = settings.dbMaxRows;
	if (settings.dbSchemas !== void 0) out.db_schemas = settings.dbSchemas;
	if (settings.jwtRoleClaimKey !== void 0) out.jwt_role_claim_key = settings.jwtRoleClaimKey;
	if (settings.jwtCacheMaxLifetime !== void 0) out.jwt_cache_max_lifetime = settings.jwtCacheMaxLifetime;
	if (settings.openapiMode !== void 0) out.openapi_mode = settings.openapiMode;
	if (settings.serverCorsAllowedOrigins !== void 0) out.server_cors_allowed_origins = settings.serverCorsAllowedOrigins;
	if (settings.serverTimingEnabled !== void 0) out.server_timing_enabled = settings.serverTimingEnabled;
	return out;
}
/** Narrow the API's free-form `openapi_mode` string to our literal union (else drop it). */
function normalizeOpenapiMode(value) {
	return value === "ignore-privileges" || value === "disabled" ? value : void 0;
}
/** Map the Neon API's snake_case `DataAPISettings` back to our camelCase {@link DataApiSettings}. */
function dataApiSettingsFromApi(settings) {
	if (!settings) return void 0;
	const out = {};
	if (settings.db_aggregates_enabled !== void 0) out.dbAggregatesEnabled = settings.db_aggregates_enabled;
	if (settings.db_anon_role !== void 0) out.dbAnonRole = settings.db_anon_role;
	if (settings.db_extra_search_path !== void 0) out.dbExtraSearchPath = settings.db_extra_search_path;
	if (settings.db_max_rows !== void 0) out.dbMaxRows = settings.db_max_rows;
	if (settings.db_schemas !== void 0) out.dbSchemas = settings.db_schemas;
	if (settings.jwt_role_claim_key !== void 0) out.jwtRoleClaimKey = settings.jwt_role_claim_key;
	if (settings.jwt_cache_max_lifetime !== void 0) out.jwtCacheMaxLifetime = settings.jwt_cache_max_lifetime;
	if (settings.openapi_mode !== void 0) {
		const mode = normalizeOpenapiMode(settings.openapi_mode);
		if (mode !== void 0) out.openapiMode = mode;
	}
	if (settings.server_cors_allowed_origins !== void 0) out.serverCorsAllowedOrigins = settings.server_cors_allowed_origins;
	if (settings.server_timing_enabled !== void 0) out.serverTimingEnabled = settings.server_timing_enabled;
	return Object.keys(out).length > 0 ? out : void 0;
}
/** Build the Neon API `DataAPICreateRequest` from our {@link EnableDataApiInput}. */
function dataApiCreateRequest(input) {
	const req = {};
	if (!input) return req;
	if (input.authProvider !== void 0) req.auth_provider = input.authProvider === "neon" ? "neon_auth" : "external";
	if (input.jwksUrl !== void 0) req.jwks_url = input.jwksUrl;
	if (input.providerName !== void 0) req.provider_name = input.providerName;
	if (input.jwtAudience !== void 0) req.jwt_audience = input.jwtAudience;
	if (input.settings) {
		const settings = dataApiSettingsToApi(input.settings);
		if (Object.keys(settings).length > 0) req.settings = settings;
	}
	return req;
}
/** Map a `DataAPIReponse` (GET) onto our {@link NeonDataApiSnapshot}. */
function dataApiSnapshotFromResponse(data) {
	const snapshot = { url: data.url };
	if (data.status !== void 0) snapshot.status = data.status;
	const settings = dataApiSettingsFromApi(data.settings);
	if (settings) snapshot.settings = settings;
	return snapshot;
}
const bucketSchema = schemas/* object */.Ikc({
	name: schemas/* string */.YjP(),
	access_level: schemas/* string */.YjP().optional()
});
const bucketResponseSchema = schemas/* object */.Ikc({ bucket: bucketSchema });
const bucketsListResponseSchema = schemas/* object */.Ikc({ buckets: schemas/* array */.YOg(bucketSchema) });
const branchStorageSchema = schemas/* object */.Ikc({
	enabled: schemas/* boolean */.zMY().optional(),
	s3_endpoint: schemas/* string */.YjP(),
	region: schemas/* string */.YjP(),
	force_path_style: schemas/* boolean */.zMY()
});
const functionDeploymentSchema = schemas/* object */.Ikc({
	id: schemas/* number */.aig(),
	status: schemas/* string */.YjP()
});
const neonFunctionSchema = schemas/* object */.Ikc({
	id: schemas/* string */.YjP(),
	slug: schemas/* string */.YjP(),
	name: schemas/* string */.YjP(),
	invocation_url: schemas/* string */.YjP(),
	current_deployment: functionDeploymentSchema.optional(),
	active_deployment: functionDeploymentSchema.optional()
});
const functionsListResponseSchema = schemas/* object */.Ikc({ functions: schemas/* array */.YOg(neonFunctionSchema) });
const functionGetResponseSchema = schemas/* object */.Ikc({ function: neonFunctionSchema });
const functionDeploymentResponseSchema = schemas/* object */.Ikc({ deployment: functionDeploymentSchema });
const scheduleTriggerSchema = schemas/* object */.Ikc({
	type: schemas/* literal */.euz("schedule"),
	trigger_id: schemas/* string */.YjP(),
	function_slug: schemas/* string */.YjP(),
	name: schemas/* string */.YjP(),
	function_path: schemas/* string */.YjP(),
	schedule: schemas/* object */.Ikc({ cron: schemas/* string */.YjP() }),
	enabled: schemas/* boolean */.zMY(),
	inherited: schemas/* boolean */.zMY(),
	next_run_at: schemas/* string */.YjP().nullable()
});
const storageObjectCreatedTriggerSchema = schemas/* object */.Ikc({
	type: schemas/* literal */.euz("storage_object_created"),
	trigger_id: schemas/* string */.YjP(),
	function_slug: schemas/* string */.YjP(),
	name: schemas/* string */.YjP(),
	function_path: schemas/* string */.YjP(),
	storage_object_created: schemas/* object */.Ikc({
		bucket_name: schemas/* string */.YjP(),
		prefix: schemas/* string */.YjP().optional()
	}),
	enabled: schemas/* boolean */.zMY(),
	inherited: schemas/* boolean */.zMY()
});
const triggerApiSchema = schemas/* discriminatedUnion */.gMt("type", [scheduleTriggerSchema, storageObjectCreatedTriggerSchema]);
const triggerResponseSchema = schemas/* object */.Ikc({ trigger: triggerApiSchema });
const triggersListResponseSchema = schemas/* object */.Ikc({ triggers: schemas/* array */.YOg(triggerApiSchema) });
const customDomainApiSchema = schemas/* object */.Ikc({
	domain: schemas/* string */.YjP(),
	entity_type: schemas/* string */.YjP(),
	entity_id: schemas/* string */.YjP(),
	cname_target: schemas/* string */.YjP()
});
const customDomainsListResponseSchema = schemas/* object */.Ikc({
	custom_domains: schemas/* array */.YOg(customDomainApiSchema),
	pagination: schemas/* object */.Ikc({ next: schemas/* string */.YjP().optional() }).optional()
});
const CUSTOM_DOMAINS_LIST_LIMIT = 100;
const credentialScopeSchema = schemas/* enum */.k5n([
	"storage:read",
	"storage:write",
	"ai_gateway:invoke",
	"functions:invoke"
]);
const createCredentialResponseSchema = schemas/* object */.Ikc({
	token_id: schemas/* string */.YjP(),
	token_id_short: schemas/* string */.YjP(),
	name: schemas/* string */.YjP().optional(),
	api_token: schemas/* string */.YjP(),
	s3_secret_access_key: schemas/* string */.YjP(),
	scopes: schemas/* array */.YOg(credentialScopeSchema),
	branch_id: schemas/* string */.YjP(),
	created_at: schemas/* string */.YjP(),
	expires_at: schemas/* string */.YjP().optional()
});
const credentialMetaSchema = schemas/* object */.Ikc({
	token_id: schemas/* string */.YjP(),
	token_id_short: schemas/* string */.YjP(),
	name: schemas/* string */.YjP().optional(),
	scopes: schemas/* array */.YOg(credentialScopeSchema),
	principal_type: schemas/* enum */.k5n(["user", "function"]),
	function_id: schemas/* string */.YjP().optional(),
	branch_id: schemas/* string */.YjP().optional(),
	created_at: schemas/* string */.YjP(),
	last_used_at: schemas/* string */.YjP().optional(),
	revoked_at: schemas/* string */.YjP().optional(),
	expires_at: schemas/* string */.YjP().optional()
});
const listCredentialsResponseSchema = schemas/* object */.Ikc({ credentials: schemas/* array */.YOg(credentialMetaSchema) });
const revealCredentialResponseSchema = schemas/* object */.Ikc({
	token_id: schemas/* string */.YjP(),
	api_token: schemas/* string */.YjP(),
	s3_secret_access_key: schemas/* string */.YjP()
});
/**
* Adapt `@neon/sdk` (raw layer) to the narrow {@link NeonApi} façade used by the rest of
* this package. Constructs are restricted to whole-object read/write of just the fields we
* model in {@link Config}; anything else stays untouched on the remote.
*/
function createRealNeonApi(options) {
	if (!options.apiKey || options.apiKey.trim() === "") throw new PlatformError(ErrorCode.MissingApiKey, ["createRealNeonApi requires a non-empty `apiKey`.", "Generate one at https://console.neon.tech/app/settings/api-keys and pass it as { apiKey: process.env.NEON_API_KEY }."].join(" "));
	const client = createNeonClient({
		apiKey: options.apiKey,
		retries: 0,
		...options.baseUrl ? { baseUrl: options.baseUrl } : {}
	}).client;
	return new RealNeonApi(client, {
		maxAttempts: options.retryOnLocked?.maxAttempts ?? 12,
		initialDelayMs: options.retryOnLocked?.initialDelayMs ?? 250,
		maxDelayMs: options.retryOnLocked?.maxDelayMs ?? 5e3
	}, {
		apiKey: options.apiKey,
		baseUrl: options.baseUrl ?? DEFAULT_NEON_API_BASE_URL
	});
}
/**
* Retry a function whenever it throws an HTTP 423 (Locked) — Neon's signal that a prior
* mutation on the same resource is still in flight. Uses exponential backoff capped at
* `maxDelayMs`. Any other error (and the last attempt) propagates.
*
* Exported only for tests; production callers go through the wrapped {@link NeonApi}.
*/
async function retryOnLocked(fn, config) {
	let delay = config.initialDelayMs;
	let lastError;
	for (let attempt = 1; attempt <= config.maxAttempts; attempt++) try {
		return await fn();
	} catch (err) {
		lastError = err;
		if (readHttpStatusFromError(err) !== 423 || attempt === config.maxAttempts) throw err;
		await sleep(delay);
		delay = Math.min(delay * 2, config.maxDelayMs);
	}
	throw lastError;
}
function readHttpStatusFromError(err) {
	if (err === null || typeof err !== "object") return void 0;
	const response = err.response;
	if (response === null || typeof response !== "object") return void 0;
	const status = response.status;
	return typeof status === "number" ? status : void 0;
}
function sleep(ms) {
	return new Promise((resolve) => setTimeout(resolve, ms));
}
async function collectCursorPages(fetchPage) {
	const items = [];
	let cursor;
	for (;;) {
		const page = await fetchPage(cursor);
		items.push(...page.items);
		if (!page.next || page.next === cursor) break;
		cursor = page.next;
	}
	return items;
}
var RealNeonApi = class {
	client;
	retryConfig;
	restConfig;
	constructor(client, retryConfig, restConfig) {
		this.client = client;
		this.retryConfig = retryConfig;
		this.restConfig = restConfig;
	}
	retry(fn) {
		return retryOnLocked(fn, this.retryConfig);
	}
	async call(op, fn, options = {}) {
		try {
			return options.mutating ? await this.retry(fn) : await fn();
		} catch (err) {
			throw wrapNeonError(err, options.projectId ? {
				op,
				projectId: options.projectId
			} : { op });
		}
	}
	async listProjects(filter) {
		return this.call(filter.orgId ? `listProjects(org=${filter.orgId})` : "listProjects", async () => {
			const projects = [];
			let cursor;
			while (true) {
				const body = unwrap(await raw_gen_listProjects({
					client: this.client,
					query: {
						...filter.orgId ? { org_id: filter.orgId } : {},
						...cursor ? { cursor } : {},
						limit: 100
					}
				}));
				projects.push(...body.projects);
				const next = body.pagination?.next;
				if (!next || next === cursor) break;
				cursor = next;
			}
			return projects.map(projectToSnapshot);
		});
	}
	async getProject(projectId) {
		return this.call(`getProject(${projectId})`, async () => {
			return projectToSnapshot(unwrap(await raw_gen_getProject({
				client: this.client,
				path: { project_id: projectId }
			})).project);
		}, { projectId });
	}
	async createProject(input) {
		const body = { project: {
			name: input.name,
			region_id: input.regionId,
			...input.pgVersion !== void 0 ? { pg_version: input.pgVersion } : {},
			...input.orgId ? { org_id: input.orgId } : {},
			...input.defaultEndpointSettings ? { default_endpoint_settings: computeSettingsToDefaults(input.defaultEndpointSettings) } : {},
			...input.defaultBranchName ? { branch: { name: input.defaultBranchName } } : {}
		} };
		return this.call(`createProject(${input.name})`, async () => {
			return projectToSnapshot(unwrap(await raw_gen_createProject({
				client: this.client,
				body
			})).project);
		}, { mutating: true });
	}
	async updateProject(projectId, input) {
		const body = { project: {
			...input.name !== void 0 ? { name: input.name } : {},
			...input.defaultEndpointSettings ? { default_endpoint_settings: computeSettingsToDefaults(input.defaultEndpointSettings) } : {}
		} };
		return this.call(`updateProject(${projectId})`, async () => {
			return projectToSnapshot(unwrap(await raw_gen_updateProject({
				client: this.client,
				path: { project_id: projectId },
				body
			})).project);
		}, {
			projectId,
			mutating: true
		});
	}
	async listBranches(projectId) {
		return this.call(`listBranches(${projectId})`, async () => {
			const branches = [];
			let cursor;
			while (true) {
				const body = unwrap(await raw_gen_listProjectBranches({
					client: this.client,
					path: { project_id: projectId },
					query: {
						limit: 100,
						...cursor ? { cursor } : {}
					}
				}));
				branches.push(...body.branches);
				const next = body.pagination?.next;
				if (!next || next === cursor) break;
				cursor = next;
			}
			return branches.map(branchToSnapshot);
		}, { projectId });
	}
	async createBranch(projectId, input) {
		const endpointOptions = input.computeSettings ? {
			type: "read_write",
			...computeSettingsToEndpointOptions(input.computeSettings)
		} : { type: "read_write" };
		const body = {
			branch: {
				name: input.name,
				...input.parentId ? { parent_id: input.parentId } : {},
				...input.expiresAt ? { expires_at: input.expiresAt } : {},
				...input.protected !== void 0 ? { protected: input.protected } : {}
			},
			endpoints: [endpointOptions]
		};
		return this.call(`createBranch(${projectId}/${input.name})`, async () => {
			const data = unwrap(await raw_gen_createProjectBranch({
				client: this.client,
				path: { project_id: projectId },
				body
			}));
			return {
				branch: branchToSnapshot(data.branch),
				endpoints: (data.endpoints ?? []).map(endpointToSnapshot)
			};
		}, {
			projectId,
			mutating: true
		});
	}
	async updateBranch(projectId, branchId, input) {
		const branch = {};
		if (input.name !== void 0) branch.name = input.name;
		if (input.expiresAt !== void 0) branch.expires_at = input.expiresAt;
		if (input.protected !== void 0) branch.protected = input.protected;
		return this.call(`updateBranch(${projectId}/${branchId})`, async () => {
			return branchToSnapshot(unwrap(await raw_gen_updateProjectBranch({
				client: this.client,
				path: {
					project_id: projectId,
					branch_id: branchId
				},
				body: { branch }
			})).branch);
		}, {
			projectId,
			mutating: true
		});
	}
	async listEndpoints(projectId) {
		return this.call(`listEndpoints(${projectId})`, async () => {
			return unwrap(await raw_gen_listProjectEndpoints({
				client: this.client,
				path: { project_id: projectId }
			})).endpoints.map(endpointToSnapshot);
		}, { projectId });
	}
	async updateEndpoint(projectId, endpointId, settings) {
		const endpoint = computeSettingsToEndpointOptions(settings);
		return this.call(`updateEndpoint(${projectId}/${endpointId})`, async () => {
			return endpointToSnapshot(unwrap(await raw_gen_updateProjectEndpoint({
				client: this.client,
				path: {
					project_id: projectId,
					endpoint_id: endpointId
				},
				body: { endpoint }
			})).endpoint);
		}, {
			projectId,
			mutating: true
		});
	}
	async listBranchRoles(projectId, branchId) {
		return this.call(`listBranchRoles(${projectId}/${branchId})`, async () => {
			return unwrap(await raw_gen_listProjectBranchRoles({
				client: this.client,
				path: {
					project_id: projectId,
					branch_id: branchId
				}
			})).roles.map(roleToSnapshot);
		}, { projectId });
	}
	async listBranchDatabases(projectId, branchId) {
		return this.call(`listBranchDatabases(${projectId}/${branchId})`, async () => {
			return unwrap(await raw_gen_listProjectBranchDatabases({
				client: this.client,
				path: {
					project_id: projectId,
					branch_id: branchId
				}
			})).databases.map(databaseToSnapshot);
		}, { projectId });
	}
	async getConnectionUri(projectId, input) {
		const op = `getConnectionUri(${projectId}/${input.databaseName}@${input.roleName}${input.pooled ? " pooled" : ""})`;
		const pooled = input.pooled === true;
		return this.call(op, async () => {
			return { uri: unwrap(await raw_gen_getConnectionUri({
				client: this.client,
				path: { project_id: projectId },
				query: {
					database_name: input.databaseName,
					role_name: input.roleName,
					...input.branchId ? { branch_id: input.branchId } : {},
					...input.endpointId ? { endpoint_id: input.endpointId } : {},
					pooled
				}
			})).uri };
		}, { projectId });
	}
	async getNeonAuth(projectId, branchId) {
		try {
			return await this.call(`getNeonAuth(${projectId}/${branchId})`, async () => {
				const data = unwrap(await raw_gen_getNeonAuth({
					client: this.client,
					path: {
						project_id: projectId,
						branch_id: branchId
					}
				}));
				return neonAuthResponseToSnapshot(neonAuthResponseSchema.parse(data));
			}, { projectId });
		} catch (err) {
			if (err instanceof PlatformError && err.code === ErrorCode.NotFound) return null;
			throw err;
		}
	}
	async enableNeonAuth(projectId, branchId, input = {}) {
		try {
			return await this.call(`enableNeonAuth(${projectId}/${branchId})`, async () => {
				const data = await this.postJson(`/projects/${encodeURIComponent(projectId)}/branches/${encodeURIComponent(branchId)}/auth`, createNeonAuthRestInput(input));
				return neonAuthResponseToSnapshot(neonAuthResponseSchema.parse(data));
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			if (err instanceof PlatformError && err.code === ErrorCode.Conflict) {
				const existing = await this.getNeonAuth(projectId, branchId);
				if (existing) return existing;
			}
			throw err;
		}
	}
	async postJson(path, body) {
		return this.request("POST", path, {
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify(body)
		});
	}
	async patchJson(path, body) {
		return this.request("PATCH", path, {
			headers: { "Content-Type": "application/json" },
			body: JSON.stringify(body)
		});
	}
	async getJson(path, query) {
		return this.request("GET", withQuery(path, query));
	}
	async deleteJson(path) {
		return this.request("DELETE", path);
	}
	/**
	* Upload a built function bundle via `multipart/form-data` to the deploy endpoint
	* (`POST .../functions/{slug}/deployments`). Body shape lives in the pure
	* {@link buildFunctionDeployForm} helper so it can be unit-tested against the spec.
	*/
	async postMultipart(path, input) {
		return this.request("POST", path, { body: buildFunctionDeployForm(input) });
	}
	async request(method, path, init = {}) {
		const url = `${this.restConfig.baseUrl.replace(/\/+$/, "")}${path}`;
		const res = await fetch(url, {
			method,
			headers: {
				Authorization: `Bearer ${this.restConfig.apiKey}`,
				...init.headers ?? {}
			},
			...init.body !== void 0 ? { body: init.body } : {}
		});
		const data = await readJsonBody(res);
		if (!res.ok) throw { response: {
			status: res.status,
			data
		} };
		return data;
	}
	async getNeonDataApi(projectId, branchId, databaseName) {
		try {
			return await this.call(`getNeonDataApi(${projectId}/${branchId}/${databaseName})`, async () => dataApiSnapshotFromResponse(unwrap(await raw_gen_getProjectBranchDataApi({
				client: this.client,
				path: {
					project_id: projectId,
					branch_id: branchId,
					database_name: databaseName
				}
			}))), { projectId });
		} catch (err) {
			if (err instanceof PlatformError && err.code === ErrorCode.NotFound) return null;
			throw err;
		}
	}
	async enableProjectBranchDataApi(projectId, branchId, databaseName, input) {
		try {
			return await this.call(`enableProjectBranchDataApi(${projectId}/${branchId}/${databaseName})`, async () => {
				return { url: unwrap(await raw_gen_createProjectBranchDataApi({
					client: this.client,
					path: {
						project_id: projectId,
						branch_id: branchId,
						database_name: databaseName
					},
					body: dataApiCreateRequest(input)
				})).url };
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			if (err instanceof PlatformError && err.code === ErrorCode.Conflict) {
				const existing = await this.getNeonDataApi(projectId, branchId, databaseName);
				if (existing) return existing;
			}
			throw err;
		}
	}
	async updateProjectBranchDataApi(projectId, branchId, databaseName, settings) {
		return await this.call(`updateProjectBranchDataApi(${projectId}/${branchId}/${databaseName})`, async () => {
			unwrap(await raw_gen_updateProjectBranchDataApi({
				client: this.client,
				path: {
					project_id: projectId,
					branch_id: branchId,
					database_name: databaseName
				},
				body: { settings: dataApiSettingsToApi(settings) }
			}));
			return dataApiSnapshotFromResponse(unwrap(await raw_gen_getProjectBranchDataApi({
				client: this.client,
				path: {
					project_id: projectId,
					branch_id: branchId,
					database_name: databaseName
				}
			})));
		}, {
			projectId,
			mutating: true
		});
	}
	async deleteProjectBranchDataApi(projectId, branchId, databaseName) {
		try {
			await this.call(`deleteProjectBranchDataApi(${projectId}/${branchId}/${databaseName})`, async () => {
				unwrap(await raw_gen_deleteProjectBranchDataApi({
					client: this.client,
					path: {
						project_id: projectId,
						branch_id: branchId,
						database_name: databaseName
					}
				}));
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			if (err instanceof PlatformError && err.code === ErrorCode.NotFound) return;
			throw err;
		}
	}
	async listBranchBuckets(projectId, branchId) {
		try {
			return await this.call(`listBranchBuckets(${projectId}/${branchId})`, async () => {
				const data = await this.getJson(branchPreviewPath(projectId, branchId, "buckets"));
				return bucketsListResponseSchema.parse(data).buckets.map(bucketToSnapshot);
			}, { projectId });
		} catch (err) {
			throw previewUnavailableError(err, "Object storage (buckets)");
		}
	}
	async createBranchBucket(projectId, branchId, input) {
		return this.call(`createBranchBucket(${projectId}/${branchId}/${input.name})`, async () => {
			const data = await this.postJson(branchPreviewPath(projectId, branchId, "buckets"), {
				name: input.name,
				...input.accessLevel ? { access_level: input.accessLevel } : {}
			});
			return bucketToSnapshot(bucketResponseSchema.parse(data).bucket);
		}, {
			projectId,
			mutating: true
		});
	}
	async deleteBranchBucket(projectId, branchId, bucketName) {
		await this.call(`deleteBranchBucket(${projectId}/${branchId}/${bucketName})`, async () => {
			await this.deleteJson(`${branchPreviewPath(projectId, branchId, "buckets")}/${encodeURIComponent(bucketName)}`);
		}, {
			projectId,
			mutating: true
		});
	}
	async getProjectBranchStorage(projectId, branchId) {
		try {
			return await this.call(`getProjectBranchStorage(${projectId}/${branchId})`, async () => {
				const data = await this.getJson(`/projects/${encodeURIComponent(projectId)}/branches/${encodeURIComponent(branchId)}/storage`);
				const parsed = branchStorageSchema.parse(data);
				return {
					s3Endpoint: parsed.s3_endpoint,
					region: parsed.region,
					forcePathStyle: parsed.force_path_style
				};
			}, { projectId });
		} catch (err) {
			if (err instanceof PlatformError && err.code === ErrorCode.NotFound) return null;
			throw previewUnavailableError(err, "Object storage");
		}
	}
	async listBranchFunctions(projectId, branchId) {
		try {
			return await this.call(`listBranchFunctions(${projectId}/${branchId})`, async () => {
				const data = await this.getJson(branchPreviewPath(projectId, branchId, "functions"));
				return functionsListResponseSchema.parse(data).functions.map(functionToSnapshot);
			}, { projectId });
		} catch (err) {
			throw previewUnavailableError(err, "Functions");
		}
	}
	async deleteBranchFunction(projectId, branchId, slug) {
		await this.call(`deleteBranchFunction(${projectId}/${branchId}/${slug})`, async () => {
			await this.deleteJson(`${branchPreviewPath(projectId, branchId, "functions")}/${encodeURIComponent(slug)}`);
		}, {
			projectId,
			mutating: true
		});
	}
	async deployBranchFunction(projectId, branchId, slug, input) {
		return this.call(`deployBranchFunction(${projectId}/${branchId}/${slug})`, async () => {
			const data = await this.postMultipart(`${branchPreviewPath(projectId, branchId, "functions")}/${encodeURIComponent(slug)}/deployments`, input);
			return deploymentToSnapshot(functionDeploymentResponseSchema.parse(data).deployment);
		}, {
			projectId,
			mutating: true
		});
	}
	async getBranchFunction(projectId, branchId, slug) {
		return this.call(`getBranchFunction(${projectId}/${branchId}/${slug})`, async () => {
			const data = await this.getJson(`${branchPreviewPath(projectId, branchId, "functions")}/${encodeURIComponent(slug)}`);
			return functionToSnapshot(functionGetResponseSchema.parse(data).function);
		}, { projectId });
	}
	async listBranchTriggers(projectId, branchId) {
		try {
			return await this.call(`listBranchTriggers(${projectId}/${branchId})`, async () => {
				const data = await this.getJson(triggersPath(projectId, branchId));
				return triggersListResponseSchema.parse(data).triggers.map(triggerToSnapshot);
			}, { projectId });
		} catch (err) {
			throw previewUnavailableError(err, "Function triggers");
		}
	}
	async createBranchTrigger(projectId, branchId, input) {
		try {
			return await this.call(`createBranchTrigger(${projectId}/${branchId}/${input.name})`, async () => {
				const data = await this.postJson(triggersPath(projectId, branchId), createTriggerRequestBody(input));
				return triggerToSnapshot(triggerResponseSchema.parse(data).trigger);
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			throw previewUnavailableError(err, "Function triggers");
		}
	}
	async updateBranchTrigger(projectId, branchId, triggerId, input) {
		try {
			return await this.call(`updateBranchTrigger(${projectId}/${branchId}/${triggerId})`, async () => {
				const data = await this.patchJson(`${triggersPath(projectId, branchId)}/${encodeURIComponent(triggerId)}`, updateTriggerRequestBody(input));
				return triggerToSnapshot(triggerResponseSchema.parse(data).trigger);
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			throw previewUnavailableError(err, "Function triggers");
		}
	}
	async deleteBranchTrigger(projectId, branchId, triggerId) {
		await this.call(`deleteBranchTrigger(${projectId}/${branchId}/${triggerId})`, async () => {
			await this.deleteJson(`${triggersPath(projectId, branchId)}/${encodeURIComponent(triggerId)}`);
		}, {
			projectId,
			mutating: true
		});
	}
	async listBranchCustomDomains(projectId, branchId) {
		try {
			return await this.call(`listBranchCustomDomains(${projectId}/${branchId})`, async () => collectCursorPages(async (cursor) => {
				const data = await this.getJson(customDomainsPath(projectId, branchId), {
					limit: CUSTOM_DOMAINS_LIST_LIMIT,
					...cursor ? { cursor } : {}
				});
				const parsed = customDomainsListResponseSchema.parse(data);
				return {
					items: parsed.custom_domains.map(customDomainToSnapshot),
					...parsed.pagination?.next ? { next: parsed.pagination.next } : {}
				};
			}), { projectId });
		} catch (err) {
			throw customDomainsUnavailableError(err);
		}
	}
	async registerBranchCustomDomain(projectId, branchId, input) {
		try {
			return await this.call(`registerBranchCustomDomain(${projectId}/${branchId}/${input.domain})`, async () => {
				const data = await this.postJson(customDomainsPath(projectId, branchId), {
					domain: input.domain,
					entity_type: "function",
					entity_id: input.functionSlug
				});
				return customDomainToSnapshot(customDomainApiSchema.parse(data));
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			throw customDomainsUnavailableError(err);
		}
	}
	async deleteBranchCustomDomain(projectId, branchId, domain) {
		try {
			await this.call(`deleteBranchCustomDomain(${projectId}/${branchId}/${domain})`, async () => {
				await this.deleteJson(`${customDomainsPath(projectId, branchId)}/${encodeURIComponent(domain)}`);
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			throw customDomainsUnavailableError(err);
		}
	}
	async createCredential(projectId, branchId, input) {
		try {
			return await this.call(`createCredential(${projectId}/${branchId})`, async () => {
				const data = await this.postJson(credentialsPath(projectId, branchId), {
					scopes: input.scopes,
					principal_type: input.principalType,
					...input.functionId ? { function_id: input.functionId } : {},
					...input.name ? { name: input.name } : {}
				});
				return createCredentialToSnapshot(createCredentialResponseSchema.parse(data));
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			throw previewUnavailableError(err, "Branch credentials");
		}
	}
	async listCredentials(projectId, branchId) {
		try {
			return await this.call(`listCredentials(${projectId}/${branchId})`, async () => {
				const data = await this.getJson(credentialsPath(projectId, branchId));
				return listCredentialsResponseSchema.parse(data).credentials.map(credentialMetaToSnapshot);
			}, { projectId });
		} catch (err) {
			throw previewUnavailableError(err, "Branch credentials");
		}
	}
	async revealCredential(projectId, branchId, tokenId) {
		try {
			return await this.call(`revealCredential(${projectId}/${branchId}/${tokenId})`, async () => {
				const data = await this.postJson(`${credentialsPath(projectId, branchId)}/${encodeURIComponent(tokenId)}/reveal`, {});
				const parsed = revealCredentialResponseSchema.parse(data);
				return {
					tokenId: parsed.token_id,
					apiToken: parsed.api_token,
					s3SecretAccessKey: parsed.s3_secret_access_key
				};
			}, {
				projectId,
				mutating: true
			});
		} catch (err) {
			throw previewUnavailableError(err, "Branch credentials");
		}
	}
	async revokeCredential(projectId, branchId, tokenId) {
		await this.call(`revokeCredential(${projectId}/${branchId}/${tokenId})`, async () => {
			await this.deleteJson(`${credentialsPath(projectId, branchId)}/${encodeURIComponent(tokenId)}`);
		}, {
			projectId,
			mutating: true
		});
	}
};
function branchPreviewPath(projectId, branchId, resource) {
	return `/projects/${encodeURIComponent(projectId)}/branches/${encodeURIComponent(branchId)}/${resource}`;
}
function credentialsPath(projectId, branchId) {
	return `/projects/${encodeURIComponent(projectId)}/branches/${encodeURIComponent(branchId)}/credentials`;
}
function triggersPath(projectId, branchId) {
	return `/projects/${encodeURIComponent(projectId)}/branches/${encodeURIComponent(branchId)}/triggers`;
}
function customDomainsPath(projectId, branchId) {
	return `/projects/${encodeURIComponent(projectId)}/branches/${encodeURIComponent(branchId)}/custom-domains`;
}
function withQuery(path, query) {
	if (!query) return path;
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		if (value === void 0) continue;
		params.set(key, String(value));
	}
	const qs = params.toString();
	return qs.length > 0 ? `${path}?${qs}` : path;
}
function customDomainToSnapshot(data) {
	return {
		domain: data.domain,
		entityType: data.entity_type,
		entityId: data.entity_id,
		cnameTarget: data.cname_target
	};
}
function triggerToSnapshot(data) {
	if (data.type === "schedule") return {
		type: "schedule",
		triggerId: data.trigger_id,
		name: data.name,
		functionSlug: data.function_slug,
		functionPath: data.function_path,
		cron: data.schedule.cron,
		enabled: data.enabled,
		inherited: data.inherited,
		nextRunAt: data.next_run_at
	};
	return {
		type: "storage_object_created",
		triggerId: data.trigger_id,
		name: data.name,
		functionSlug: data.function_slug,
		functionPath: data.function_path,
		bucketName: data.storage_object_created.bucket_name,
		...data.storage_object_created.prefix !== void 0 ? { prefix: data.storage_object_created.prefix } : {},
		enabled: data.enabled,
		inherited: data.inherited
	};
}
function createTriggerRequestBody(input) {
	if (input.type === "storage_object_created") return {
		type: "storage_object_created",
		name: input.name,
		function_slug: input.functionSlug,
		storage_object_created: {
			bucket_name: input.bucketName,
			...input.prefix !== void 0 ? { prefix: input.prefix } : {}
		},
		...input.functionPath !== void 0 ? { function_path: input.functionPath } : {},
		...input.enabled !== void 0 ? { enabled: input.enabled } : {}
	};
	return {
		type: "schedule",
		name: input.name,
		function_slug: input.functionSlug,
		schedule: { cron: input.cron },
		...input.functionPath !== void 0 ? { function_path: input.functionPath } : {},
		...input.enabled !== void 0 ? { enabled: input.enabled } : {}
	};
}
function updateTriggerRequestBody(input) {
	if (input.type === "storage_object_created") return {
		type: "storage_object_created",
		...input.name !== void 0 ? { name: input.name } : {},
		...input.functionSlug !== void 0 ? { function_slug: input.functionSlug } : {},
		...input.functionPath !== void 0 ? { function_path: input.functionPath } : {},
		...input.enabled !== void 0 ? { enabled: input.enabled } : {},
		...input.bucketName !== void 0 ? { storage_object_created: {
			bucket_name: input.bucketName,
			...input.prefix !== void 0 ? { prefix: input.prefix } : {}
		} } : {}
	};
	return {
		type: "schedule",
		...input.name !== void 0 ? { name: input.name } : {},
		...input.functionSlug !== void 0 ? { function_slug: input.functionSlug } : {},
		...input.cron !== void 0 ? { schedule: { cron: input.cron } } : {},
		...input.functionPath !== void 0 ? { function_path: input.functionPath } : {},
		...input.enabled !== void 0 ? { enabled: input.enabled } : {}
	};
}
function createCredentialToSnapshot(data) {
	const snapshot = {
		tokenId: data.token_id,
		tokenIdShort: data.token_id_short,
		apiToken: data.api_token,
		s3SecretAccessKey: data.s3_secret_access_key,
		scopes: data.scopes,
		branchId: data.branch_id,
		createdAt: data.created_at
	};
	if (data.name !== void 0) snapshot.name = data.name;
	if (data.expires_at !== void 0) snapshot.expiresAt = data.expires_at;
	return snapshot;
}
function credentialMetaToSnapshot(data) {
	const snapshot = {
		tokenId: data.token_id,
		tokenIdShort: data.token_id_short,
		scopes: data.scopes,
		principalType: data.principal_type,
		createdAt: data.created_at
	};
	if (data.name !== void 0) snapshot.name = data.name;
	if (data.function_id !== void 0) snapshot.functionId = data.function_id;
	if (data.branch_id !== void 0) snapshot.branchId = data.branch_id;
	if (data.last_used_at !== void 0) snapshot.lastUsedAt = data.last_used_at;
	if (data.revoked_at !== void 0) snapshot.revokedAt = data.revoked_at;
	if (data.expires_at !== void 0) snapshot.expiresAt = data.expires_at;
	return snapshot;
}
function bucketToSnapshot(bucket) {
	return {
		name: bucket.name,
		accessLevel: normalizeBucketAccessLevel(bucket.access_level)
	};
}
/**
* The Neon API returns `access_level` as a free-form string (per the API guidelines:
* responses use plain strings, not enums). Map the known values onto our union and treat
* anything else as `private` — the safe default for an unrecognised access level.
*/
function normalizeBucketAccessLevel(value) {
	return value === "public_read" ? "public_read" : "private";
}
function functionToSnapshot(fn) {
	const snapshot = {
		id: fn.id,
		slug: fn.slug,
		name: fn.name,
		invocationUrl: fn.invocation_url
	};
	if (fn.active_deployment) snapshot.activeDeploymentId = fn.active_deployment.id;
	if (fn.current_deployment) snapshot.currentDeployment = deploymentToSnapshot(fn.current_deployment);
	return snapshot;
}
function deploymentToSnapshot(deployment) {
	return {
		id: deployment.id,
		status: normalizeDeploymentStatus(deployment.status)
	};
}
function normalizeDeploymentStatus(value) {
	switch (value) {
		case "pending":
		case "building":
		case "completed":
		case "failed": return value;
		default: return "pending";
	}
}
/**
* Whether an error from a Preview-feature read means the feature simply isn't available
* for this project/branch/region (as opposed to a real, transient failure). Neon signals
* this a few ways: a 404 "this route does not exist" (the route isn't deployed at all), or
* a 503/4xx whose message says the platform feature is "not available" / "not enabled".
*
* Callers do **not** swallow this into an empty result — touching a Preview feature that
* isn't available is surfaced as a {@link previewUnavailableError} so `plan` / `status` /
* `pull` (and `neon dev`) fail clearly instead of, say, planning to create resources the
* API will refuse to create.
*/
function isPreviewFeatureUnavailable(err) {
	if (!(err instanceof PlatformError)) return false;
	const status = err.details.status;
	const message = typeof err.details.neonMessage === "string" ? err.details.neonMessage.toLowerCase() : "";
	return (message.includes("not available") || message.includes("does not exist") || message.includes("not enabled")) && (status === 503 || status === 404 || status === 501);
}
/**
* Reason phrase for the handful of HTTP statuses a Preview-feature read can surface as
* "unavailable". Used to print a short `HTTP <status> <reason>` line (not a stack trace),
* so the message reads like the API response the user would see in a tool like curl.
*/
const HTTP_STATUS_TEXT = {
	401: "Unauthorized",
	403: "Forbidden",
	404: "Not Found",
	500: "Internal Server Error",
	501: "Not Implemented",
	503: "Service Unavailable"
};
const PLATFORM_FEATURE_REGIONS = "AWS US East (Ohio) (`aws-us-east-2`), AWS US East (N. Virginia) (`aws-us-east-1`), AWS Europe (Frankfurt) (`aws-eu-central-1`), and AWS Asia Pacific (Singapore) (`aws-ap-southeast-1`)";
const PLATFORM_FEATURE_REGION_GUIDANCE = `Neon features (Functions, Object Storage, and the AI Gateway) are currently only available in ${PLATFORM_FEATURE_REGIONS}; more regions are coming shortly. Run \`neon link\` to link or create a new project in one of those regions.`;
const PLATFORM_FEATURE_REGION_GUIDANCE_SHORT = `Neon features are currently only available in ${PLATFORM_FEATURE_REGIONS}; more regions are coming shortly. Run \`neon link\` to link or create a new project in one of those regions.`;
/**
* True when the Neon API body indicates the feature isn't deployed for this project's
* region (as opposed to a transient 503 incident).
*/
function isRegionUnavailableNeonMessage(neonMessage) {
	if (!neonMessage) return false;
	const lower = neonMessage.toLowerCase();
	return lower.includes("not available for this region") || lower.includes("not available for this project") || lower.includes("platform functions not available") || lower.includes("platform service not available");
}
/**
* Per-status guidance for a platform feature that came back "unavailable". These features
* roll out region by region, so we tailor the next step instead of emitting one catch-all:
*
* - 404 / 501, or an API message that names region/project unavailability — the route
*   isn't deployed for this project's region.
* - 503 without a region-unavailable body — the route exists but is refusing right now;
*   Neon may be having a transient incident. Retry; if it persists check neonstatus.com.
* - anything else — point at the region requirement.
*
* Only statuses {@link isPreviewFeatureUnavailable} accepts (404/501/503) actually reach
* this, so there is intentionally no 401/403 branch — those never classify as "unavailable".
*/
function platformFeatureUnavailableHint(status, neonMessage) {
	if (isRegionUnavailableNeonMessage(neonMessage) || status === 404 || status === 501) return PLATFORM_FEATURE_REGION_GUIDANCE;
	if (status === 503) return "The endpoint is reachable but refused the request — Neon may be having a transient incident. Retry shortly; if it keeps failing, check https://neonstatus.com and contact Neon support.";
	return PLATFORM_FEATURE_REGION_GUIDANCE_SHORT;
}
const CUSTOM_DOMAINS_UNAVAILABLE_HINT = "Custom domains are enabled per project; deploying functions does not enable them. Remove `customDomains` from the function in neon.ts to continue deploying functions.";
/**
* Custom-domain 404s in Functions-capable regions are project enablement, not a
* missing-region problem.
*/
function customDomainsUnavailableError(err) {
	if (!isPreviewFeatureUnavailable(err)) return err;
	const details = err instanceof PlatformError ? err.details : {};
	const status = typeof details.status === "number" ? details.status : void 0;
	const neonMessage = typeof details.neonMessage === "string" ? details.neonMessage : void 0;
	const requestId = typeof details.requestId === "string" ? details.requestId : void 0;
	const statusText = status ? HTTP_STATUS_TEXT[status] : void 0;
	const apiParts = [
		status ? `HTTP ${status}${statusText ? ` ${statusText}` : ""}` : void 0,
		neonMessage ? `Neon API said: "${neonMessage}"` : void 0,
		requestId ? `request id ${requestId}` : void 0
	].filter((part) => part !== void 0);
	const apiContext = apiParts.length > 0 ? ` (${apiParts.join("; ")})` : "";
	const hint = status === 503 && !isRegionUnavailableNeonMessage(neonMessage) ? "The endpoint is reachable but refused the request — Neon may be having a transient incident. Retry shortly; if it keeps failing, check https://neonstatus.com and contact Neon support." : CUSTOM_DOMAINS_UNAVAILABLE_HINT;
	return new PlatformError(ErrorCode.FeatureUnavailable, [`Custom domains aren't available for this Neon project${apiContext}.`, hint].join(" "), {
		cause: err,
		details: {
			feature: "Custom domains",
			...status !== void 0 ? { status } : {},
			...requestId !== void 0 ? { requestId } : {}
		}
	});
}
/**
* Convert a Preview-feature error into a clear {@link PlatformError} when the feature is
* unavailable for the project; otherwise pass the original error through unchanged so a
* genuine failure (auth, transient 5xx, …) keeps its specific code and message.
*
* The message names the failing feature, summarizes the response in one short
* `HTTP <status> <reason>` line, includes the raw Neon API message + request id,
* gives status-specific guidance (see {@link platformFeatureUnavailableHint}),
* and offers removing the feature from the policy as an escape hatch.
* `status`/`requestId` are also kept on `details` for programmatic consumers.
*/
function previewUnavailableError(err, featureLabel) {
	if (!isPreviewFeatureUnavailable(err)) return err;
	const details = err instanceof PlatformError ? err.details : {};
	const status = typeof details.status === "number" ? details.status : void 0;
	const neonMessage = typeof details.neonMessage === "string" ? details.neonMessage : void 0;
	const requestId = typeof details.requestId === "string" ? details.requestId : void 0;
	const statusText = status ? HTTP_STATUS_TEXT[status] : void 0;
	const apiParts = [
		status ? `HTTP ${status}${statusText ? ` ${statusText}` : ""}` : void 0,
		neonMessage ? `Neon API said: "${neonMessage}"` : void 0,
		requestId ? `request id ${requestId}` : void 0
	].filter((part) => part !== void 0);
	const apiContext = apiParts.length > 0 ? ` (${apiParts.join("; ")})` : "";
	return new PlatformError(ErrorCode.FeatureUnavailable, [
		`${featureLabel} isn't available for this Neon project${apiContext}.`,
		platformFeatureUnavailableHint(status, neonMessage),
		"If you don't need it, remove the corresponding feature from your neon.ts and re-run."
	].join(" "), {
		cause: err,
		details: {
			feature: featureLabel,
			...status !== void 0 ? { status } : {},
			...requestId !== void 0 ? { requestId } : {}
		}
	});
}
function neonAuthResponseToSnapshot(data) {
	const snapshot = {
		projectId: data.auth_provider_project_id,
		jwksUrl: data.jwks_url
	};
	if (data.pub_client_key !== void 0) snapshot.publishableClientKey = data.pub_client_key;
	if (data.secret_server_key !== void 0) snapshot.secretServerKey = data.secret_server_key;
	if (data.base_url) snapshot.baseUrl = data.base_url;
	return snapshot;
}
function createNeonAuthRestInput(input) {
	return {
		auth_provider: "better_auth",
		...input.databaseName ? { database_name: input.databaseName } : {}
	};
}
/**
* Build the `multipart/form-data` body for a function deployment, matching the public
* `FunctionDeployRequest` schema (`POST .../functions/{slug}/deployments`):
*
* - `zip` — the bundle as a binary part (named `bundle.zip`).
* - `runtime` — the function runtime.
* - `environment` — a single JSON-encoded string→string map (multipart can't carry a typed
*   object part), omitted entirely when there are no env vars.
*
* Pure (no I/O) so it can be unit-tested against the spec without stubbing `fetch`.
*/
function buildFunctionDeployForm(input) {
	const form = new FormData();
	form.set("zip", new Blob([input.bundle], { type: "application/zip" }), "bundle.zip");
	form.set("runtime", input.runtime);
	if (Object.keys(input.environment).length > 0) form.set("environment", JSON.stringify(input.environment));
	return form;
}
/**
* Read a response body as JSON, tolerating non-JSON. Some Neon routes return a plain-text
* body (e.g. a 404 `"this route does not exist"` for a Preview feature not enabled in the
* project/region). Parsing that with `JSON.parse` used to throw a cryptic
* `SyntaxError: Unexpected token …`, which — because parsing happens before the `res.ok`
* check in {@link request} — masked the real HTTP status. We instead return the raw text
* wrapped as `{ message }` so the status-based error path in `request` / `wrapNeonError`
* runs and produces a proper {@link PlatformError} (e.g. `NotFound`), and a non-error body
* that simply isn't JSON degrades to text rather than crashing.
*/
async function readJsonBody(res) {
	const text = await res.text();
	if (text.trim() === "") return {};
	try {
		return JSON.parse(text);
	} catch {
		return { message: text.trim() };
	}
}
function projectToSnapshot(project) {
	const defaults = project.default_endpoint_settings;
	const snapshot = {
		id: project.id,
		name: project.name,
		regionId: project.region_id,
		pgVersion: project.pg_version
	};
	if (project.org_id) snapshot.orgId = project.org_id;
	if (defaults) {
		const compute = defaultsToComputeSettings(defaults);
		if (compute) snapshot.defaultEndpointSettings = compute;
	}
	return snapshot;
}
function branchToSnapshot(branch) {
	const snapshot = {
		id: branch.id,
		name: branch.name,
		isDefault: branch.default,
		protected: branch.protected === true
	};
	if (branch.parent_id) snapshot.parentId = branch.parent_id;
	if (branch.expires_at) snapshot.expiresAt = branch.expires_at;
	return snapshot;
}
function endpointToSnapshot(endpoint) {
	return {
		id: endpoint.id,
		branchId: endpoint.branch_id,
		type: endpoint.type === "read_only" ? "read_only" : "read_write",
		autoscalingLimitMinCu: endpoint.autoscaling_limit_min_cu,
		autoscalingLimitMaxCu: endpoint.autoscaling_limit_max_cu,
		suspendTimeout: formatSuspendTimeout(endpoint.suspend_timeout_seconds)
	};
}
function roleToSnapshot(role) {
	return {
		name: role.name,
		branchId: role.branch_id,
		protected: role.protected ?? false
	};
}
function databaseToSnapshot(database) {
	return {
		name: database.name,
		branchId: database.branch_id,
		ownerName: database.owner_name
	};
}
function computeSettingsToDefaults(settings) {
	const out = {};
	if (settings.autoscalingLimitMinCu !== void 0) out.autoscaling_limit_min_cu = settings.autoscalingLimitMinCu;
	if (settings.autoscalingLimitMaxCu !== void 0) out.autoscaling_limit_max_cu = settings.autoscalingLimitMaxCu;
	if (settings.suspendTimeout !== void 0) {
		const parsed = parseSuspendTimeout(settings.suspendTimeout);
		if ("error" in parsed) throw new PlatformError(ErrorCode.InvalidConfig, `Invalid suspendTimeout: ${parsed.error}`);
		out.suspend_timeout_seconds = parsed.seconds;
	}
	return out;
}
function computeSettingsToEndpointOptions(settings) {
	const out = {};
	if (settings.autoscalingLimitMinCu !== void 0) out.autoscaling_limit_min_cu = settings.autoscalingLimitMinCu;
	if (settings.autoscalingLimitMaxCu !== void 0) out.autoscaling_limit_max_cu = settings.autoscalingLimitMaxCu;
	if (settings.suspendTimeout !== void 0) {
		const parsed = parseSuspendTimeout(settings.suspendTimeout);
		if ("error" in parsed) throw new PlatformError(ErrorCode.InvalidConfig, `Invalid suspendTimeout: ${parsed.error}`);
		out.suspend_timeout_seconds = parsed.seconds;
	}
	return out;
}
function defaultsToComputeSettings(defaults) {
	const out = {};
	if (defaults.autoscaling_limit_min_cu !== void 0) out.autoscalingLimitMinCu = defaults.autoscaling_limit_min_cu;
	if (defaults.autoscaling_limit_max_cu !== void 0) out.autoscalingLimitMaxCu = defaults.autoscaling_limit_max_cu;
	if (defaults.suspend_timeout_seconds !== void 0) out.suspendTimeout = formatSuspendTimeout(defaults.suspend_timeout_seconds);
	return Object.keys(out).length > 0 ? out : void 0;
}
//#endregion


//# sourceMappingURL=neon-api-real.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/auth.js


//#region src/lib/auth.ts
/** Trim trailing slashes and surrounding whitespace; treat empty as unset. */
function normalizeApiHost(url) {
	const trimmed = url?.trim().replace(/\/+$/, "");
	return trimmed ? trimmed : void 0;
}
/**
* Build a real {@link NeonApi} adapter from an explicit API key, or throw a uniform
* `PLATFORM_MISSING_API_KEY` error when the caller didn't supply one.
*
* **This function is pure with respect to its environment**: it reads no environment
* variables and no files. Everything it needs arrives in `options`. Resolving *where* a
* credential comes from — a flag, `NEON_API_KEY`, a credentials file on disk — is the
* caller's job, because only the caller knows which of those its users expect.
*
* `apiHost` stays **optional** and defaults to production
* (`https://console.neon.tech/api/v2`, applied by {@link createRealNeonApi}) — only pass it
* to target a non-production API. It is the *ambient* `NEON_API_HOST` lookup that's gone,
* not the default.
*
* Used by `pullConfig`, `pushConfig`, `fetchEnv`, and `branch` to build their default
* adapter when the caller doesn't inject one. `operation` is the calling function's name
* (e.g. `"pushConfig"`, `"branch"`) — it's prepended to the error message so users can tell
* which call surfaced the missing key.
*/
function createNeonApiFromOptions(operation, options = {}) {
	const apiKey = options.apiKey?.trim();
	if (!apiKey) throw new PlatformError(ErrorCode.MissingApiKey, [
		`${operation} was not given a Neon API key.`,
		"Pass `apiKey` explicitly, or inject your own `api` adapter (e.g. an in-memory fake for tests).",
		"This package never reads NEON_API_KEY or a credentials file on your behalf — resolve the key in your own application or CLI and pass it in.",
		"Generate a key at https://console.neon.tech/app/settings/api-keys."
	].join(" "));
	const baseUrl = normalizeApiHost(options.apiHost);
	return createRealNeonApi({
		apiKey,
		...baseUrl ? { baseUrl } : {}
	});
}
//#endregion


//# sourceMappingURL=auth.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/custom-domain.js
//#region src/lib/custom-domain.ts
function normalizeCustomDomain(value) {
	return value.trim().toLowerCase().replace(/\.$/, "");
}
const DNS_LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const MIN_NORMALIZED_CUSTOM_DOMAIN_LENGTH = 3;
const MAX_NORMALIZED_CUSTOM_DOMAIN_LENGTH = 253;
const CUSTOM_DOMAIN_RE = new RegExp(`^(?=.{${MIN_NORMALIZED_CUSTOM_DOMAIN_LENGTH},${MAX_NORMALIZED_CUSTOM_DOMAIN_LENGTH}}$)(?:${DNS_LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$`);
/** `undefined` when `value` is a usable custom domain; otherwise the schema message. */
function customDomainValidationError(value) {
	if (typeof value !== "string") return "custom domain must be a hostname string";
	const normalized = normalizeCustomDomain(value);
	if (normalized.length === 0) return `custom domain ${JSON.stringify(value)} is empty after normalizing`;
	if (normalized.length < MIN_NORMALIZED_CUSTOM_DOMAIN_LENGTH || normalized.length > MAX_NORMALIZED_CUSTOM_DOMAIN_LENGTH) return `custom domain ${JSON.stringify(value)} must be ${MIN_NORMALIZED_CUSTOM_DOMAIN_LENGTH}–${MAX_NORMALIZED_CUSTOM_DOMAIN_LENGTH} characters after normalizing`;
	if (!CUSTOM_DOMAIN_RE.test(normalized)) return `custom domain ${JSON.stringify(value)} is not a DNS hostname`;
}
//#endregion


//# sourceMappingURL=custom-domain.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/patterns.js
//#region src/lib/patterns.ts
/**
* Branch-name pattern helpers. Patterns are GitHub-branch-protection style globs:
* `*` matches one or more characters within a name segment. `**` is not supported (branch
* names cannot contain `/` in Neon).
*/
/** Returns `true` when the pattern contains an unescaped wildcard. */
function isWildcardPattern(pattern) {
	return pattern.includes("*");
}
/**
* Returns `true` if `branchName` matches `pattern`. Anchors at both ends.
*/
function matchPattern(pattern, branchName) {
	return patternToRegex(pattern).test(branchName);
}
/**
* Substitute every `*` in `pattern` with `replacement`. When the pattern has no `*`, the
* replacement is appended with a `-` separator so the caller still gets a unique name.
*
* Pure function. The returned string is **not** validated — callers compose it from
* sources that already passed {@link validatePattern} (the pattern) and
* {@link normalizeGitBranch}-style sanitization (the replacement).
*
* @example
* fillPattern("preview-*", "andre-feature-a1b2c3") // → "preview-andre-feature-a1b2c3"
* fillPattern("feat-*-staging", "x")               // → "feat-x-staging"
* fillPattern("specific", "x")                     // → "specific-x"
*/
function fillPattern(pattern, replacement) {
	if (!isWildcardPattern(pattern)) return `${pattern}-${replacement}`;
	return pattern.replaceAll("*", replacement);
}
/**
* Validate a branch pattern. Pure — returns either `{ ok: true }` or `{ error: string }`.
*
* Rules:
* - Non-empty after trim, no leading/trailing whitespace.
* - Length <= 256 (Neon branch name max).
* - May contain `*`, ASCII letters/digits, and the punctuation Neon allows in branch names:
*   `-`, `_`, `.`, `/`. Whitespace and regex meta-characters other than `*` are rejected.
*/
function validatePattern(pattern) {
	const trimmed = pattern.trim();
	if (trimmed === "") return { error: "branch pattern is empty" };
	if (trimmed !== pattern) return { error: `branch pattern has leading or trailing whitespace: ${JSON.stringify(pattern)}` };
	if (trimmed.length > 256) return { error: `branch pattern exceeds 256 characters: ${trimmed.length} chars` };
	if (!/^[A-Za-z0-9._\-*/]+$/.test(trimmed)) return { error: `branch pattern contains unsupported characters; allowed: letters, digits, '-', '_', '.', '/', '*' (got ${JSON.stringify(pattern)})` };
	return { ok: true };
}
function patternToRegex(pattern) {
	let body = "";
	for (const ch of pattern) if (ch === "*") body += ".*";
	else if (REGEX_META.has(ch)) body += `\\${ch}`;
	else body += ch;
	return new RegExp(`^${body}$`);
}
const REGEX_META = /* @__PURE__ */ new Set([
	".",
	"+",
	"?",
	"^",
	"$",
	"(",
	")",
	"[",
	"]",
	"{",
	"}",
	"|",
	"\\"
]);
//#endregion


//# sourceMappingURL=patterns.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/schema.js






//#region src/lib/schema.ts
/** Autoscaling max from the compute size table; larger sizes are fixed-size only. */
const AUTOSCALING_MAX_CU = 16;
/** Documented ceiling on `max - min` when both bounds are set and differ. */
const AUTOSCALING_MAX_RANGE_CU = 8;
const computeUnitSchema = schemas/* literal */.euz(COMPUTE_UNITS, { error: (issue) => `must be a compute size Neon offers: 0.25, 0.5, an integer 1-16, or an even integer 18-56 (got ${JSON.stringify(issue.input)})` });
/**
* Zod schema for {@link import("./types.js").ComputeSettings}.
*
* CU values come from {@link COMPUTE_UNITS} (the Console size table). Plan limits are
* the API's job. Cross-field autoscaling rules apply only when both bounds are set:
* `min <= max`; if they differ, each bound is ≤ 16 and `max - min` ≤ 8. A single bound
* cannot be checked against those rules because the other end is the project's default.
*
* `suspendTimeout` can be:
*   - `false` (never suspend)
*   - duration string like "5m", "1h" (must be 60s-604800s when parsed)
*   - number in seconds (60-604800, or -1/0 for special values)
*   - `undefined` (use platform default)
*/
const computeSettingsSchema = schemas/* strictObject */.rej({
	autoscalingLimitMinCu: computeUnitSchema.optional(),
	autoscalingLimitMaxCu: computeUnitSchema.optional(),
	suspendTimeout: schemas/* union */.KCZ([
		schemas/* literal */.euz(false),
		schemas/* string */.YjP(),
		schemas/* number */.aig()
	]).optional().superRefine((value, ctx) => {
		if (value === void 0) return;
		const result = parseSuspendTimeout(value);
		if ("error" in result) ctx.addIssue({
			code: "custom",
			message: result.error
		});
	})
}).superRefine((settings, ctx) => {
	const { autoscalingLimitMinCu: min, autoscalingLimitMaxCu: max } = settings;
	if (min === void 0 || max === void 0) return;
	if (min > max) {
		ctx.addIssue({
			code: "custom",
			path: ["autoscalingLimitMinCu"],
			message: `autoscalingLimitMinCu (${min}) must be <= autoscalingLimitMaxCu (${max})`
		});
		return;
	}
	if (min === max) return;
	const overMaxMessage = (field, value) => `${field} (${value}) exceeds the autoscaling maximum of ${AUTOSCALING_MAX_CU} CU — sizes above ${AUTOSCALING_MAX_CU} are fixed-size only (set autoscalingLimitMinCu = autoscalingLimitMaxCu)`;
	if (min > AUTOSCALING_MAX_CU) ctx.addIssue({
		code: "custom",
		path: ["autoscalingLimitMinCu"],
		message: overMaxMessage("autoscalingLimitMinCu", min)
	});
	if (max > AUTOSCALING_MAX_CU) ctx.addIssue({
		code: "custom",
		path: ["autoscalingLimitMaxCu"],
		message: overMaxMessage("autoscalingLimitMaxCu", max)
	});
	if (max - min > AUTOSCALING_MAX_RANGE_CU) ctx.addIssue({
		code: "custom",
		path: ["autoscalingLimitMaxCu"],
		message: `autoscaling range cannot exceed ${AUTOSCALING_MAX_RANGE_CU} CU: min ${min} to max ${max} is a range of ${max - min}`
	});
});
/** Object form of a service toggle (`{ enabled?: boolean }`). */
const serviceToggleSchema = schemas/* strictObject */.rej({ enabled: schemas/* boolean */.zMY().optional() });
/** A service toggle as written in a policy: `boolean` or `{ enabled?: boolean }`. */
const serviceToggleInputSchema = schemas/* union */.KCZ([schemas/* boolean */.zMY(), serviceToggleSchema]);
/**
* Reusable Data API runtime settings (camelCase mirror of the Neon API `DataAPISettings`).
* `strictObject` so a typo / snake_case key fails loudly instead of being silently dropped.
*/
const dataApiSettingsSchema = schemas/* strictObject */.rej({
	dbAggregatesEnabled: schemas/* boolean */.zMY().optional(),
	dbAnonRole: schemas/* string */.YjP().optional(),
	dbExtraSearchPath: schemas/* string */.YjP().optional(),
	dbMaxRows: schemas/* number */.aig().int().optional(),
	dbSchemas: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
	jwtRoleClaimKey: schemas/* string */.YjP().optional(),
	jwtCacheMaxLifetime: schemas/* number */.aig().int().optional(),
	openapiMode: schemas/* union */.KCZ([schemas/* literal */.euz("ignore-privileges"), schemas/* literal */.euz("disabled")]).optional(),
	serverCorsAllowedOrigins: schemas/* string */.YjP().optional(),
	serverTimingEnabled: schemas/* boolean */.zMY().optional()
});
/** Names of the external-IdP-only fields, forbidden when `authProvider` is `"neon"`. */
const DATA_API_EXTERNAL_ONLY_KEYS = [
	"jwksUrl",
	"providerName",
	"jwtAudience"
];
/**
* Object form of the `dataApi` toggle. A single `strictObject` plus a `superRefine` (rather
* than a discriminated union) so the `"neon"` default works without the discriminator being
* present, and so the "external-only field with authProvider neon" error points at the exact
* offending key — mirroring the `?: never` type-level guard at runtime.
*/
const dataApiConfigSchema = schemas/* strictObject */.rej({
	enabled: schemas/* boolean */.zMY().optional(),
	authProvider: schemas/* union */.KCZ([schemas/* literal */.euz("neon"), schemas/* literal */.euz("external")]).optional(),
	jwksUrl: schemas/* string */.YjP().optional(),
	providerName: schemas/* string */.YjP().optional(),
	jwtAudience: schemas/* string */.YjP().optional(),
	settings: dataApiSettingsSchema.optional()
}).superRefine((cfg, ctx) => {
	if ((cfg.authProvider ?? "neon") !== "neon") return;
	for (const key of DATA_API_EXTERNAL_ONLY_KEYS) if (cfg[key] !== void 0) ctx.addIssue({
		code: "custom",
		path: [key],
		message: `${key} is only allowed with authProvider: "external" — Neon supplies it for authProvider: "neon".`
	});
});
/** A `dataApi` toggle as written in a policy: `boolean` or {@link dataApiConfigSchema}. */
const dataApiInputSchema = schemas/* union */.KCZ([schemas/* boolean */.zMY(), dataApiConfigSchema]);
const postgresConfigSchema = schemas/* strictObject */.rej({ computeSettings: computeSettingsSchema.optional() });
/**
* Branch-unique function slug. Mirrors the Neon Functions API path-segment rule
* (`platform/internal/platform/functions/name.go`): 1–20 lowercase letters and digits.
* Used as the **key schema** of the `functions` record, so a bad slug fails
* validation with a path pointing at the offending key and duplicate slugs are impossible
* by construction (object keys are unique).
*/
const functionSlugSchema = schemas/* string */.YjP().regex(/^[a-z0-9]{1,20}$/, "function slug must be 1-20 lowercase letters and digits (no hyphens or other characters)");
/** Bucket name: 1–255 chars. Used as the key schema of the `buckets` record. */
const bucketNameSchema = schemas/* string */.YjP().min(1).max(255);
/**
* A single function environment-variable value. Must be a defined string: a `process.env.X`
* that is unset evaluates to `undefined`, and the bare `z.string()` message for that case
* (`Invalid input: expected string, received undefined`) gives no hint that an env var is the
* culprit. The custom `error` replaces *only* the `undefined` case with a message that names
* the offending function + env key (read from the issue path) and how to fix it; any other
* wrong type keeps zod's default (`expected string, received number`, …).
*/
const functionEnvValueSchema = schemas/* string */.YjP({ error: (issue) => {
	if (issue.input !== void 0) return void 0;
	const path = issue.path ?? [];
	const key = path.length > 0 ? String(path[path.length - 1]) : void 0;
	const functionsIndex = path.indexOf("functions");
	const slug = functionsIndex >= 0 && functionsIndex + 1 < path.length ? String(path[functionsIndex + 1]) : void 0;
	return `${slug !== void 0 && key !== void 0 ? `Environment variable "${key}" for function "${slug}"` : key !== void 0 ? `Environment variable "${key}"` : "An environment variable"} is undefined — its value (typically a \`process.env.*\`) is unset. Set it (for example \`neon deploy --env <file>\`) or omit the key from neon.ts if you do not want to write it. Do not coerce a missing value to an empty string: that uploads and deletes the live key.`;
} });
/**
* Per-function environment map. Every value must be a defined string (see
* {@link functionEnvValueSchema}): a `process.env.X` that is unset surfaces as `undefined` and
* is rejected here (rather than silently shipping `undefined` into the deployment).
*/
const functionEnvSchema = schemas/* record */.g1P(schemas/* string */.YjP(), functionEnvValueSchema);
/**
* TCP port for a function's local dev server. Excludes 0 (which means "any port" to the OS
* — `neon dev` expresses "pick one for me" by omitting `port`, not by passing 0).
*/
const devPortSchema = schemas/* number */.aig().int().min(1).max(65535);
/**
* Local-dev settings for a function (`neon dev` only; never affects deploy). `port` is bound
* exactly when set (and `neon dev` fails if it is taken), or a free port is found when omitted.
*/
const functionDevConfigSchema = schemas/* strictObject */.rej({ port: devPortSchema.optional() });
const functionScheduleTriggerSchema = schemas/* strictObject */.rej({
	type: schemas/* literal */.euz("schedule"),
	function: functionSlugSchema,
	cron: schemas/* string */.YjP().min(1),
	functionPath: schemas/* string */.YjP().min(1).optional(),
	enabled: schemas/* boolean */.zMY().optional()
});
const functionStorageObjectCreatedTriggerSchema = schemas/* strictObject */.rej({
	type: schemas/* literal */.euz("storage_object_created"),
	function: functionSlugSchema,
	bucket: bucketNameSchema,
	prefix: schemas/* string */.YjP().min(1).max(1024).optional(),
	functionPath: schemas/* string */.YjP().min(1).optional(),
	enabled: schemas/* boolean */.zMY().optional()
});
const functionTriggerSchema = schemas/* discriminatedUnion */.gMt("type", [functionScheduleTriggerSchema, functionStorageObjectCreatedTriggerSchema]);
const triggerNameSchema = schemas/* string */.YjP().min(1).max(255);
const triggersRecordSchema = schemas/* record */.g1P(triggerNameSchema, functionTriggerSchema);
const customDomainSchema = schemas/* string */.YjP().superRefine((value, ctx) => {
	const message = customDomainValidationError(value);
	if (message) ctx.addIssue({
		code: "custom",
		message
	});
});
const customDomainsSchema = schemas/* array */.YOg(customDomainSchema).superRefine((domains, ctx) => {
	const seen = /* @__PURE__ */ new Set();
	for (const [index, domain] of domains.entries()) {
		const normalized = normalizeCustomDomain(domain);
		if (seen.has(normalized)) {
			ctx.addIssue({
				code: "custom",
				path: [index],
				message: `custom domain "${normalized}" is listed more than once`
			});
			continue;
		}
		seen.add(normalized);
	}
});
/**
* The name of a package the bundler must leave alone. Accepts what esbuild's `external`
* accepts for a package — a bare name, a scope, or a subpath — and rejects a relative or
* absolute path, which names a local module rather than a dependency and is never the right
* thing to externalize (the bundle would ship an import of a file that isn't deployed).
*/
const externalPackageNameSchema = schemas/* string */.YjP().min(1).refine((value) => !value.startsWith(".") && !value.startsWith("/"), { error: "must be a package name such as \"microsandbox\" or \"@scope/pkg\", not a relative or absolute path" });
/**
* An entry whose files are staged has to name one installable package, because the deploy
* hands its root to `npm install`. esbuild's `external` additionally accepts a `*` wildcard
* and a bare scope, which name a set rather than a package — legal only when nothing is
* being installed for them.
*/
const stageablePackageName = (value) => {
	if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
	if (value.split("/").some((segment) => segment === "" || segment === "..")) return false;
	return isNpmPackageName(externalPackageRoot(value));
};
/**
* npm's own rules for a package name, which is what the deploy hands to `npm install`.
* Deliberately strict: whatever slips through here becomes a subprocess argument.
*/
const NPM_NAME_SEGMENT = /^[a-z0-9~][a-z0-9._~-]*$/;
const isNpmPackageName = (root) => {
	if (root.length === 0 || root.length > 214) return false;
	if (!root.startsWith("@")) return NPM_NAME_SEGMENT.test(root);
	const [scope, name, ...rest] = root.slice(1).split("/");
	if (rest.length > 0 || name === void 0) return false;
	return NPM_NAME_SEGMENT.test(scope) && NPM_NAME_SEGMENT.test(name);
};
/**
* One entry of `externalPackages`. A bare string is the common case and ships the package's
* files; the object form exists only to turn that off. See {@link FunctionDef.externalPackages}.
*/
const externalPackageEntrySchema = schemas/* union */.KCZ([externalPackageNameSchema, schemas/* strictObject */.rej({
	name: externalPackageNameSchema,
	includeFiles: schemas/* boolean */.zMY().optional()
})]);
/**
* Per-function list of packages esbuild leaves unresolved at deploy time. See
* {@link FunctionDef.externalPackages}.
*/
const functionExternalPackagesSchema = schemas/* array */.YOg(externalPackageEntrySchema);
const runtimeSchema = schemas/* literal */.euz("nodejs24");
const bundlerSchema = schemas/* custom */.IeY((value) => value === "esbuild" || value === "none" || typeof value === "function", { message: "bundler must be \"esbuild\", \"none\", or a function (fn) => Promise<FunctionBundle>" });
const isEsbuildBundler = (bundler) => bundler === void 0 || bundler === "esbuild";
/** The declared name of an entry, whichever form it was written in. */
const entryName = (entry) => typeof entry === "string" ? entry : entry.name;
/** Whether an entry ships its files. Absent means yes — see `FunctionDef.externalPackages`. */
const entryIncludesFiles = (entry) => typeof entry === "string" ? true : entry.includeFiles !== false;
/**
* Static definition of a function (existence). The slug is the record key (validated by
* {@link functionSlugSchema}), so it is not a field here. Deploy tuning (`runtime`) lives
* in the `branch` closure, not here.
*
* `externalPackages` entries are checked for contradictions: the same package named twice,
* or named once bare and once through a subpath with a different `includeFiles`. Both state
* two intents for one package, and files are staged per package rather than per subpath, so
* neither can be honoured as written.
*/
const functionDefSchema = schemas/* strictObject */.rej({
	name: schemas/* string */.YjP().min(1).max(255),
	source: schemas/* string */.YjP().min(1),
	env: functionEnvSchema.optional(),
	externalPackages: functionExternalPackagesSchema.optional(),
	bundler: bundlerSchema.optional(),
	dev: functionDevConfigSchema.optional(),
	customDomains: customDomainsSchema.optional()
}).check((ctx) => {
	const entries = ctx.value.externalPackages ?? [];
	if (ctx.value.externalPackages !== void 0 && !isEsbuildBundler(ctx.value.bundler)) {
		ctx.issues.push({
			code: "custom",
			input: ctx.value.externalPackages,
			path: ["externalPackages"],
			message: `externalPackages only applies to the "esbuild" bundler; the "${typeof ctx.value.bundler === "function" ? "custom" : ctx.value.bundler}" bundler controls its own output. Remove externalPackages or switch to the esbuild bundler`
		});
		return;
	}
	const seenNames = /* @__PURE__ */ new Map();
	const rootIntent = /* @__PURE__ */ new Map();
	entries.forEach((entry, index) => {
		const name = entryName(entry);
		const includeFiles = entryIncludesFiles(entry);
		if (includeFiles && !stageablePackageName(name)) {
			ctx.issues.push({
				code: "custom",
				input: entry,
				path: ["externalPackages", index],
				message: `"${name}" does not name a single installable package, so its files cannot be staged. Name one package, or set includeFiles: false to leave the import unresolved without shipping anything for it`
			});
			return;
		}
		const firstIndex = seenNames.get(name);
		if (firstIndex !== void 0) {
			ctx.issues.push({
				code: "custom",
				input: entry,
				path: ["externalPackages", index],
				message: `"${name}" is listed more than once (first at index ${firstIndex})`
			});
			return;
		}
		seenNames.set(name, index);
		const root = externalPackageRoot(name);
		const prior = rootIntent.get(root);
		if (prior !== void 0 && prior.includeFiles !== includeFiles) {
			ctx.issues.push({
				code: "custom",
				input: entry,
				path: ["externalPackages", index],
				message: `"${name}" and "${prior.at}" are both part of the "${root}" package but disagree about includeFiles; files ship per package, so the whole package either ships or does not`
			});
			return;
		}
		rootIntent.set(root, {
			includeFiles,
			at: name
		});
	});
});
/** Static definition of a bucket (existence). Name is the record key. */
const bucketDefSchema = schemas/* strictObject */.rej({ access: schemas/* union */.KCZ([schemas/* literal */.euz("private"), schemas/* literal */.euz("public_read")]).optional() });
/**
* Functions record. Used as both top-level `functions` and `preview.functions`
* so {@link previewInputSchema} (`schemas.preview`) keeps the same validation
* when parsed on its own.
*/
const functionsRecordSchema = schemas/* record */.g1P(functionSlugSchema, functionDefSchema);
/** Static, beta Preview feature set: AI Gateway toggle + functions/buckets records. */
const previewInputSchema = schemas/* strictObject */.rej({
	aiGateway: serviceToggleInputSchema.optional(),
	functions: functionsRecordSchema.optional(),
	buckets: schemas/* record */.g1P(bucketNameSchema, bucketDefSchema).optional()
});
/** Per-function deploy tuning returned by the `branch` closure. */
const functionTuningSchema = schemas/* strictObject */.rej({
	runtime: runtimeSchema.optional(),
	customDomains: customDomainsSchema.optional()
});
/** Per-branch Preview tuning. Keys must be slugs declared in the static `preview`. */
const previewTuningSchema = schemas/* strictObject */.rej({ functions: schemas/* record */.g1P(functionSlugSchema, functionTuningSchema).optional() });
/**
* The object returned by the `branch` closure. Validated on every `resolveConfig` call so
* tuning errors point at the concrete branch target that triggered them.
*/
const branchTuningSchema = schemas/* strictObject */.rej({
	parent: schemas/* string */.YjP().optional(),
	protected: schemas/* boolean */.zMY().optional(),
	ttl: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional().superRefine((value, ctx) => {
		if (value === void 0) return;
		const result = parseBranchTtl(value);
		if ("error" in result) ctx.addIssue({
			code: "custom",
			message: result.error
		});
	}),
	postgres: postgresConfigSchema.optional(),
	functions: schemas/* record */.g1P(functionSlugSchema, functionTuningSchema).optional(),
	preview: previewTuningSchema.optional()
}).superRefine((cfg, ctx) => {
	validateParentReference({
		ctx,
		path: ["parent"],
		parent: cfg.parent
	});
	rejectDuplicateHome(ctx, {
		gaPresent: cfg.functions !== void 0,
		previewPresent: cfg.preview?.functions !== void 0,
		gaPath: "functions",
		previewPath: "preview.functions"
	});
});
/**
* A single shell-command hook: a non-empty string, or a non-empty array of non-empty
* strings run sequentially. Mirrors {@link import("./types.js").ShellHook}.
*/
const shellHookSchema = schemas/* union */.KCZ([schemas/* string */.YjP().min(1, "a shell-command hook must be a non-empty string"), schemas/* array */.YOg(schemas/* string */.YjP().min(1, "each shell command must be a non-empty string")).min(1, "a shell-command hook array must have at least one command")]);
/**
* A lifecycle hook value: a function (validated structurally — its argument/return are
* checked by TypeScript, and at call time by the runtime), or a {@link shellHookSchema}.
*/
const hookValueSchema = schemas/* union */.KCZ([schemas/* custom */.IeY((value) => typeof value === "function", { message: "a hook must be a function `(ctx) => …` or a shell command string/array" }), shellHookSchema]);
/** `before` / `after` pair shared by the `checkout`, `create`, and `deploy` hook phases. */
const hookPhaseSchema = schemas/* strictObject */.rej({
	before: hookValueSchema.optional(),
	after: hookValueSchema.optional()
});
/**
* Lifecycle hooks block (`hooks.checkout` / `hooks.create` / `hooks.deploy`, each
* `before` / `after`).
*/
const hooksSchema = schemas/* strictObject */.rej({
	checkout: hookPhaseSchema.optional(),
	create: hookPhaseSchema.optional(),
	deploy: hookPhaseSchema.optional()
});
/** Experimental (unstable) features block (`experimental.hooks`). Currently just `hooks`. */
const experimentalInputSchema = schemas/* strictObject */.rej({ hooks: hooksSchema.optional() });
/**
* The top-level object accepted by `defineConfig`. The `branch` closure is validated
* structurally as a function here; its returned tuning is validated per-evaluation by
* {@link branchTuningSchema} inside `resolveConfig`.
*/
const configInputSchema = schemas/* strictObject */.rej({
	auth: serviceToggleInputSchema.optional(),
	dataApi: dataApiInputSchema.optional(),
	aiGateway: serviceToggleInputSchema.optional(),
	functions: functionsRecordSchema.optional(),
	buckets: schemas/* record */.g1P(bucketNameSchema, bucketDefSchema).optional(),
	triggers: triggersRecordSchema.optional(),
	preview: previewInputSchema.optional(),
	branch: schemas/* custom */.IeY((value) => typeof value === "function", { message: "branch must be a function: `branch: (branch) => ({ … })`" }).optional(),
	experimental: experimentalInputSchema.optional()
}).superRefine((cfg, ctx) => {
	rejectDuplicateHome(ctx, {
		gaPresent: cfg.aiGateway !== void 0,
		previewPresent: cfg.preview?.aiGateway !== void 0,
		gaPath: "aiGateway",
		previewPath: "preview.aiGateway"
	});
	rejectDuplicateHome(ctx, {
		gaPresent: cfg.functions !== void 0,
		previewPresent: cfg.preview?.functions !== void 0,
		gaPath: "functions",
		previewPath: "preview.functions"
	});
	rejectDuplicateHome(ctx, {
		gaPresent: cfg.buckets !== void 0,
		previewPresent: cfg.preview?.buckets !== void 0,
		gaPath: "buckets",
		previewPath: "preview.buckets"
	});
	validateAuthoredTriggers(cfg, ctx);
	if (!isToggleEnabledValue(cfg.dataApi)) return;
	if (dataApiAuthProviderValue(cfg.dataApi) !== "neon") return;
	if (!isToggleEnabledValue(cfg.auth)) ctx.addIssue({
		code: "custom",
		path: ["auth"],
		message: "dataApi with authProvider \"neon\" requires Neon Auth — set `auth: true` (or `auth: { enabled: true }`), or use `dataApi.authProvider: \"external\"` with your own `jwksUrl`."
	});
});
function validateAuthoredTriggers(cfg, ctx) {
	if (cfg.triggers === void 0) return;
	const functions = new Set(Object.keys(cfg.functions ?? cfg.preview?.functions ?? {}));
	const buckets = new Set(Object.keys(cfg.buckets ?? cfg.preview?.buckets ?? {}));
	for (const [name, trigger] of Object.entries(cfg.triggers)) {
		if (!functions.has(trigger.function)) ctx.addIssue({
			code: "custom",
			path: [
				"triggers",
				name,
				"function"
			],
			message: `trigger "${name}" references function "${trigger.function}", which is not declared in functions (or preview.functions)`
		});
		if (trigger.type === "storage_object_created" && !buckets.has(trigger.bucket)) ctx.addIssue({
			code: "custom",
			path: [
				"triggers",
				name,
				"bucket"
			],
			message: `trigger "${name}" references bucket "${trigger.bucket}", which is not declared in buckets (or preview.buckets)`
		});
	}
}
function rejectDuplicateHome(ctx, args) {
	if (!args.gaPresent || !args.previewPresent) return;
	ctx.addIssue({
		code: "custom",
		path: args.gaPath.split("."),
		message: `${args.gaPath} is also declared as ${args.previewPath}. Keep ${args.gaPath} and remove ${args.previewPath}.`
	});
}
/**
* Whether a parsed `auth` / `dataApi` toggle value is enabled: a present object (or `true`)
* is on unless `enabled` is explicitly `false`. Mirrors `isServiceEnabled` in
* `define-config.ts`, operating on the already-validated runtime value.
*/
function isToggleEnabledValue(value) {
	if (value === void 0 || value === null) return false;
	if (typeof value === "boolean") return value;
	if (typeof value === "object") return value.enabled !== false;
	return false;
}
/** Read the (defaulted) `authProvider` from a parsed `dataApi` value. */
function dataApiAuthProviderValue(value) {
	if (value !== null && typeof value === "object") {
		if (value.authProvider === "external") return "external";
	}
	return "neon";
}
function validateParentReference(args) {
	const { ctx, path, parent } = args;
	if (parent === void 0) return;
	const patternCheck = validatePattern(parent);
	if ("error" in patternCheck) ctx.addIssue({
		code: "custom",
		path,
		message: patternCheck.error
	});
	else if (isWildcardPattern(parent)) ctx.addIssue({
		code: "custom",
		path,
		message: `parent must be a concrete branch name (no wildcards), got "${parent}"`
	});
}
/**
* Convert the structured {@link z.ZodError} produced by `configSchema.safeParse` into the
* `string[]` shape used by {@link import("./errors.js").ConfigValidationError}.
*
* Issue paths are rendered as dot-separated property accesses (`postgres.computeSettings`)
* and unknown-key issues from `strictObject` are normalised so the message contains the
* substring "unknown key" — keeping pre-zod assertions in test suites and downstream tools
* stable.
*/
function formatZodIssues(error) {
	return error.issues.map((issue) => {
		const path = renderPath(issue.path);
		const message = normaliseIssueMessage(issue);
		return path ? `${path}: ${message}` : message;
	});
}
function renderPath(path) {
	let out = "";
	for (const segment of path) if (typeof segment === "number") out += `[${segment}]`;
	else if (out === "") out += String(segment);
	else out += `.${String(segment)}`;
	return out;
}
function normaliseIssueMessage(issue) {
	if (issue.code === "unrecognized_keys") {
		const keys = issue.keys ?? [];
		const formatted = keys.map((k) => JSON.stringify(k)).join(", ");
		return `unknown key${keys.length === 1 ? "" : "s"}: ${formatted}`;
	}
	if (issue.code === "invalid_key") {
		const reasons = issue.issues.map((nested) => nested.message).filter((message) => message.length > 0);
		if (reasons.length > 0) return reasons.join("; ");
	}
	return issue.message;
}
//#endregion


//# sourceMappingURL=schema.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/authored-services.js

//#region src/lib/authored-services.ts
const PREVIEW_PATH = {
	aiGateway: "preview.aiGateway",
	functions: "preview.functions",
	buckets: "preview.buckets"
};
const GA_PATH = {
	aiGateway: "aiGateway",
	functions: "functions",
	buckets: "buckets"
};
function authoredFunctions(config) {
	return config.functions ?? config.preview?.functions;
}
function authoredBuckets(config) {
	return config.buckets ?? config.preview?.buckets;
}
function authoredAiGateway(config) {
	return config.aiGateway ?? config.preview?.aiGateway;
}
/**
* Fold top-level GA keys and deprecated `preview` keys into the shape
* {@link import("./define-config.js").resolveConfig} already consumes.
*
* Collision between the two homes is rejected at validation time, so each field
* has at most one source. An empty `preview: {}` still produces an empty object
* so resolve keeps today's `resolved.preview` of empty arrays.
*/
function mergeAuthoredPreview(config) {
	const functions = authoredFunctions(config);
	const buckets = authoredBuckets(config);
	const aiGateway = authoredAiGateway(config);
	if (functions === void 0 && buckets === void 0 && aiGateway === void 0 && config.preview === void 0) return;
	const merged = {};
	if (aiGateway !== void 0) merged.aiGateway = aiGateway;
	if (functions !== void 0) merged.functions = functions;
	if (buckets !== void 0) merged.buckets = buckets;
	return merged;
}
/** Per-function branch tuning from top-level `functions` or deprecated `preview.functions`. */
function authoredFunctionTuning(tuning) {
	return tuning.functions ?? tuning.preview?.functions ?? {};
}
/**
* Deprecated authoring paths still present on the policy. Used by the CLI deploy/apply
* warning. Empty `preview: {}` contributes nothing.
*/
function deprecatedPreviewAuthoring(config, tuning) {
	const keys = [];
	for (const key of [
		"aiGateway",
		"functions",
		"buckets"
	]) if (config.preview?.[key] !== void 0) keys.push(PREVIEW_PATH[key]);
	if (tuning?.preview?.functions !== void 0) keys.push("branch.preview.functions");
	return keys;
}
/** One-line deploy warning naming each deprecated path and its GA replacement. */
function previewGaWarningMessage(keys) {
	return `These neon.ts keys are now GA and can be lifted out of preview: ${keys.map((key) => {
		switch (key) {
			case "preview.aiGateway": return `${PREVIEW_PATH.aiGateway} → ${GA_PATH.aiGateway}`;
			case "preview.functions": return `${PREVIEW_PATH.functions} → ${GA_PATH.functions}`;
			case "preview.buckets": return `${PREVIEW_PATH.buckets} → ${GA_PATH.buckets}`;
			case "branch.preview.functions": return "branch.preview.functions → branch.functions";
			default: return key;
		}
	}).join(", ")}.`;
}
/**
* Deprecation warning for a policy that still authors GA services under `preview`.
* Pass the same {@link BranchTarget} `resolveConfig` / apply will use so
* `branch.preview.functions` tuning on that branch is included. Without a
* target, only static `preview.*` keys are reported.
*/
function previewGaWarningForConfig(config, target) {
	const keys = new Set(deprecatedPreviewAuthoring(config));
	if (typeof config.branch === "function" && target !== void 0) try {
		const parsed = branchTuningSchema.safeParse(config.branch(target) ?? {});
		if (parsed.success) for (const key of deprecatedPreviewAuthoring(config, parsed.data)) keys.add(key);
	} catch {}
	if (keys.size === 0) return null;
	return previewGaWarningMessage([...keys]);
}
//#endregion


//# sourceMappingURL=authored-services.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/credentials.js
//#region src/lib/credentials.ts
/**
* Derive the set of {@link CredentialScope}s a branch credential needs from the policy's
* enabled Preview features. Deterministic and order-stable (handy for diffing / round-trip
* comparisons). Returns an empty array when no credential-bearing feature is enabled — the
* signal that **no credential should be minted** (and the credentials endpoint never
* touched), which is what keeps the non-Preview path byte-for-byte unchanged.
*/
function deriveCredentialScopes(flags) {
	const scopes = [];
	if (flags.storage) scopes.push("storage:read", "storage:write");
	if (flags.aiGateway) scopes.push("ai_gateway:invoke");
	if (flags.functions) scopes.push("functions:invoke");
	return scopes;
}
/**
* Whether a credential granted `granted` scopes can satisfy a policy that needs `desired`
* scopes — i.e. `desired ⊆ granted`. Used to decide whether an already-persisted credential
* can be **reused** as-is, or must be re-minted because the policy now needs a scope the old
* credential lacks (e.g. the user added the AI Gateway after first pulling a storage-only
* credential).
*/
function credentialScopesSatisfied(granted, desired) {
	const grantedSet = new Set(granted);
	return desired.every((scope) => grantedSet.has(scope));
}
//#endregion


//# sourceMappingURL=credentials.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/define-config.js






//#region src/lib/define-config.ts
/** Default deploy parameters applied to functions that omit them in `neon.ts`. */
const DEFAULT_FUNCTION_RUNTIME = "nodejs24";
const DEFAULT_FUNCTION_BUNDLER = "esbuild";
const REGION_PREFIX = /^(aws|azure|gcp)-/;
/**
* Validate and freeze a Neon branch policy.
*
* Used at the top of `neon.ts`:
* ```ts
* import { defineConfig } from "@neon/config/v1";
*
* export default defineConfig({
*   auth: true,
*   functions: {
*     hello: { name: "Hello", source: "./functions/hello.ts", dev: { port: 8787 } },
*   },
*   branch: (branch) => ({ protected: branch.name === "main" }),
* });
* ```
*
* The policy is split into a **static** existential set (top-level `auth` / `dataApi` /
* `aiGateway` / `functions` / `buckets` / `triggers`, plus the deprecated `preview` aliases) and a
* **dynamic** per-branch `branch` closure. The static half determines which secrets exist —
* so `NeonEnv<typeof config>` and `parseEnv` are exact — while the closure can only *tune*
* a branch (lifecycle, compute, per-function deploy settings), never change what exists.
*
* The `branch` callback receives a read-only {@link BranchTarget} descriptor of the branch
* being decided for (not a live handle); switch on its facts (`branch.name`,
* `branch.isDefault`, `branch.exists`, …) and **return** the desired tuning. It runs in two
* modes: against an existing branch (fields populated from Neon) and during pre-create
* evaluation (`exists: false`, `id` undefined).
*
* Pure: no I/O, no side effects. The static parts are validated here; the closure's output
* is validated every time it is evaluated so errors point at the concrete branch target.
*/
function defineConfig(input) {
	if (typeof input === "function") throw new ConfigValidationError(["defineConfig now expects an object, not a function: `export default defineConfig({ auth: true, functions: { … }, branch: (branch) => ({ … }) })`.", "The static services set moved to the top level; per-branch logic moved into the `branch` closure."]);
	if (input === null || typeof input !== "object") throw new ConfigValidationError(["defineConfig expects a configuration object: `export default defineConfig({ … })`."]);
	const parsed = configInputSchema.safeParse(input);
	if (!parsed.success) throw new ConfigValidationError(formatZodIssues(parsed.error));
	return Object.freeze({ ...input });
}
/**
* Evaluate a branch policy for a specific branch target and return a normalized config.
*
* Merges the static existential set (services + functions/buckets) with the
* per-branch tuning returned by the `branch` closure into the same {@link
* ResolvedBranchConfig} the rest of the runtime (diff / push / fetchEnv) consumes.
*/
function define_config_resolveConfig(config, branch) {
	const tuning = evaluateBranchTuning(config.branch, branch);
	const resolved = {
		authEnabled: isServiceEnabled(config.auth),
		dataApiEnabled: isDataApiEnabled(config.dataApi),
		dataApiPolicy: config.dataApi === void 0 ? "omitted" : isDataApiEnabled(config.dataApi) ? "enabled" : "disabled"
	};
	const dataApi = resolveDataApi(config.dataApi);
	if (dataApi) resolved.dataApi = dataApi;
	if (tuning.parent !== void 0) resolved.parent = tuning.parent;
	if (tuning.ttl !== void 0) {
		const parsedTtl = parseBranchTtl(tuning.ttl);
		if (!("error" in parsedTtl)) resolved.ttlSeconds = parsedTtl.seconds;
	}
	if (tuning.protected !== void 0) resolved.protected = tuning.protected;
	if (tuning.postgres?.computeSettings) resolved.postgres = { computeSettings: { ...tuning.postgres.computeSettings } };
	const preview = resolvePreviewConfig(mergeAuthoredPreview(config), tuning, branch);
	if (preview) resolved.preview = preview;
	const triggers = resolveTriggers(config.triggers);
	if (triggers.length > 0) resolved.triggers = triggers;
	return resolved;
}
/**
* Run the `branch` closure (when present) for the target and validate its output. The
* closure is optional — a fully static policy resolves with empty tuning.
*/
function evaluateBranchTuning(branchFn, target) {
	if (!branchFn) return {};
	let raw;
	try {
		raw = branchFn(Object.freeze({ ...target }));
	} catch (cause) {
		throw new ConfigValidationError([`Branch policy threw while evaluating branch "${target.name}".`, cause?.message ?? String(cause)]);
	}
	const parsed = branchTuningSchema.safeParse(raw ?? {});
	if (!parsed.success) throw new ConfigValidationError(formatZodIssues(parsed.error));
	return parsed.data;
}
function isServiceEnabled(toggle) {
	if (toggle === void 0) return false;
	if (typeof toggle === "boolean") return toggle;
	return toggle.enabled !== false;
}
/** Whether a {@link DataApiInput} is enabled (present object/`true` unless `enabled: false`). */
function isDataApiEnabled(input) {
	if (input === void 0) return false;
	if (typeof input === "boolean") return input;
	return input.enabled !== false;
}
/**
* Normalize a {@link DataApiInput} into a {@link ResolvedDataApiConfig}, or `undefined` when
* the Data API is not enabled. `authProvider` defaults to `"neon"`; the external-IdP wiring
* is carried through only for the `"external"` provider; `settings` is copied with its
* `undefined` entries dropped so diffing only considers fields the policy actually set.
*/
function resolveDataApi(input) {
	if (!isDataApiEnabled(input)) return void 0;
	if (typeof input !== "object") return { authProvider: "neon" };
	const authProvider = input.authProvider ?? "neon";
	const resolved = { authProvider };
	if (authProvider === "external") {
		if (input.jwksUrl !== void 0) resolved.jwksUrl = input.jwksUrl;
		if (input.providerName !== void 0) resolved.providerName = input.providerName;
		if (input.jwtAudience !== void 0) resolved.jwtAudience = input.jwtAudience;
	}
	const settings = normalizeDataApiSettings(input.settings);
	if (settings) resolved.settings = settings;
	return resolved;
}
/** Copy a {@link DataApiSettings}, dropping `undefined` entries; `undefined` when empty. */
function normalizeDataApiSettings(settings) {
	if (!settings) return void 0;
	const out = {};
	for (const [key, value] of Object.entries(settings)) if (value !== void 0) out[key] = value;
	return Object.keys(out).length > 0 ? out : void 0;
}
/**
* Normalize the static {@link PreviewInput} (merged with per-branch function tuning) into a
* {@link ResolvedPreviewConfig}. Returns `undefined` when the policy declares no `preview`
* block so the field can be omitted entirely. Function slugs / bucket names come from the
* record keys.
*/
function resolvePreviewConfig(preview, tuning, branch) {
	if (!preview) return void 0;
	const fnTuning = authoredFunctionTuning(tuning);
	const functions = Object.entries(preview.functions ?? {}).map(([slug, def]) => resolveFunctionConfig(slug, def, fnTuning[slug] ?? {}, branch));
	assertUniqueResolvedCustomDomains(functions);
	return {
		functions,
		buckets: Object.entries(preview.buckets ?? {}).map(([name, def]) => ({
			name,
			access: def.access ?? "private"
		})),
		aiGatewayEnabled: isServiceEnabled(preview.aiGateway)
	};
}
function resolveFunctionConfig(slug, def, tuning, branch) {
	const customDomains = resolveFunctionCustomDomains(def, tuning, branch);
	return {
		slug,
		name: def.name,
		source: def.source,
		env: { ...def.env ?? {} },
		runtime: tuning.runtime ?? DEFAULT_FUNCTION_RUNTIME,
		bundler: def.bundler ?? DEFAULT_FUNCTION_BUNDLER,
		...def.externalPackages ? { externalPackages: def.externalPackages.map(normalizeExternalPackage) } : {},
		...def.dev ? { dev: def.dev } : {},
		...customDomains !== void 0 ? { customDomains } : {}
	};
}
function resolveTriggers(triggers) {
	if (!triggers) return [];
	return Object.entries(triggers).map(([name, trigger]) => {
		if (trigger.type === "schedule") return {
			type: "schedule",
			name,
			functionSlug: trigger.function,
			cron: trigger.cron,
			functionPath: trigger.functionPath ?? "/",
			enabled: trigger.enabled ?? true
		};
		return {
			type: "storage_object_created",
			name,
			functionSlug: trigger.function,
			bucketName: trigger.bucket,
			...trigger.prefix !== void 0 ? { prefix: trigger.prefix } : {},
			functionPath: trigger.functionPath ?? "/",
			enabled: trigger.enabled ?? true
		};
	});
}
function resolveFunctionCustomDomains(def, tuning, branch) {
	if (tuning.customDomains !== void 0) return tuning.customDomains.map(normalizeCustomDomain);
	if (def.customDomains !== void 0 && branch.isDefault === true) return def.customDomains.map(normalizeCustomDomain);
}
function assertUniqueResolvedCustomDomains(functions) {
	const byDomain = /* @__PURE__ */ new Map();
	for (const fn of functions) for (const domain of fn.customDomains ?? []) {
		const prior = byDomain.get(domain);
		if (prior !== void 0) throw new ConfigValidationError([`custom domain "${domain}" is used by both function "${prior}" and "${fn.slug}"`]);
		byDomain.set(domain, fn.slug);
	}
}
/**
* Normalize a region identifier to Neon's `<cloud>-<region>` format. When the user writes
* `us-east-1` we assume `aws-us-east-1`. Pure helper used by both the validator and the
* NeonApi adapter.
*/
function normalizeRegion(region) {
	if (REGION_PREFIX.test(region)) return region;
	return `aws-${region}`;
}
//#endregion


//# sourceMappingURL=define-config.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/diff.js
//#region src/lib/diff.ts
/**
* Diff desired branch policy against the selected remote branch. Pure function.
*/
function diffConfig(config, remote, options) {
	const conflicts = [];
	const plan = [];
	diffBranchConfig({
		config,
		remote,
		options,
		plan,
		conflicts
	});
	diffServices({
		config,
		remote,
		options,
		plan,
		conflicts
	});
	diffPreview({
		config,
		remote,
		options,
		plan,
		conflicts
	});
	return {
		plan,
		conflicts
	};
}
/**
* Data API teardown requires explicit `dataApi: false` so omission remains non-destructive.
*
* The AI Gateway is intentionally NOT planned here: it is always available on a branch
* (credential-gated, not per-branch provisioned), so `preview.aiGateway` produces no plan
* step — it only drives the branch credential's `ai_gateway:invoke` scope and the gateway
* env vars (`@neon/env`). There is nothing to create, and nothing to probe.
*
* Functions are always (re-)deployed: deployments are versioned and the newest becomes
* active, so each push ships the current source. There is no separate create step — Neon
* creates the function on its first deployment — so a single `deploy-function` step is
* emitted per desired function, carrying `functionExists` so the apply can report it as a
* create (first deploy) or an update (re-deploy).
*/
function diffPreview(args) {
	const { config, remote, options, plan, conflicts } = args;
	const preview = config.preview;
	if (!preview) return;
	const state = remote.preview ?? {
		buckets: [],
		functions: [],
		triggers: []
	};
	const customDomains = state.customDomains ?? [];
	for (const bucket of preview.buckets) {
		if (state.buckets.some((b) => b.name === bucket.name)) continue;
		plan.push({
			kind: "create-bucket",
			projectId: remote.projectId,
			branchId: remote.branch.id,
			branchName: remote.branch.name,
			bucketName: bucket.name,
			accessLevel: bucket.access
		});
	}
	for (const fn of preview.functions) {
		const exists = state.functions.some((f) => f.slug === fn.slug);
		plan.push({
			kind: "deploy-function",
			projectId: remote.projectId,
			branchId: remote.branch.id,
			branchName: remote.branch.name,
			fn,
			functionExists: exists
		});
		diffFunctionCustomDomains({
			fn,
			customDomains,
			remote,
			options,
			plan,
			conflicts
		});
	}
	for (const trigger of config.triggers ?? []) {
		const remoteTrigger = state.triggers.find((t) => t.name === trigger.name);
		if (!remoteTrigger) {
			plan.push({
				kind: "create-trigger",
				projectId: remote.projectId,
				branchId: remote.branch.id,
				branchName: remote.branch.name,
				functionSlug: trigger.functionSlug,
				trigger
			});
			continue;
		}
		if (remoteTrigger.type !== trigger.type) {
			conflicts.push({
				kind: "branch",
				identifier: trigger.name,
				field: "trigger",
				current: remoteTrigger.type,
				desired: trigger.type,
				reason: `trigger "${trigger.name}" exists as type ${remoteTrigger.type}; neon.ts declares ${trigger.type}. Delete the remote trigger with \`neon triggers delete\` and apply again.`
			});
			continue;
		}
		if (triggerNeedsUpdate(trigger, remoteTrigger)) plan.push({
			kind: "update-trigger",
			projectId: remote.projectId,
			branchId: remote.branch.id,
			branchName: remote.branch.name,
			triggerId: remoteTrigger.triggerId,
			functionSlug: trigger.functionSlug,
			trigger
		});
	}
}
function triggerNeedsUpdate(desired, remote) {
	if (remote.functionSlug !== desired.functionSlug) return true;
	if (remote.functionPath !== desired.functionPath) return true;
	if (remote.enabled !== desired.enabled) return true;
	if (desired.type === "schedule") return remote.type !== "schedule" || remote.cron !== desired.cron;
	return remote.type !== "storage_object_created" || remote.bucketName !== desired.bucketName || remote.prefix !== desired.prefix;
}
const FUNCTION_CUSTOM_DOMAIN_ENTITY = "function";
function diffFunctionCustomDomains(args) {
	const { fn, customDomains, remote, options, plan, conflicts } = args;
	for (const domain of fn.customDomains ?? []) {
		const existing = customDomains.find((d) => d.domain === domain);
		if (!existing) {
			plan.push({
				kind: "register-custom-domain",
				projectId: remote.projectId,
				branchId: remote.branch.id,
				branchName: remote.branch.name,
				functionSlug: fn.slug,
				domain
			});
			continue;
		}
		if (existing.entityType !== FUNCTION_CUSTOM_DOMAIN_ENTITY) {
			conflicts.push({
				kind: "branch",
				identifier: remote.branch.name,
				field: "customDomain",
				current: {
					entityType: existing.entityType,
					entityId: existing.entityId
				},
				desired: {
					entityType: FUNCTION_CUSTOM_DOMAIN_ENTITY,
					entityId: fn.slug
				},
				reason: `custom domain "${domain}" is registered to entity type "${existing.entityType}", which neon.ts cannot retarget. Delete it with \`neon function domains delete\` or stop declaring it.`
			});
			continue;
		}
		if (existing.entityId === fn.slug) continue;
		if (options.updateExisting) {
			plan.push({
				kind: "retarget-custom-domain",
				projectId: remote.projectId,
				branchId: remote.branch.id,
				branchName: remote.branch.name,
				functionSlug: fn.slug,
				previousSlug: existing.entityId,
				domain
			});
			continue;
		}
		conflicts.push({
			kind: "branch",
			identifier: remote.branch.name,
			field: "customDomain",
			current: existing.entityId,
			desired: fn.slug,
			reason: `custom domain "${domain}" is registered to function "${existing.entityId}". Pass \`updateExisting: true\` (SDK) or \`--update-existing\` (CLI) to retarget it to "${fn.slug}".`
		});
	}
}
/**
* Plan branch-scoped integrations. Enabling is additive (no existing resource to override).
* The Data API is the one integration that also has a reconcilable *update*: its runtime
* `settings` can drift once enabled, and reconciling them is an override (gated on
* `updateExisting`, like compute/TTL/protected). The auth provider / JWKS wiring is fixed at
* enable time, so it is never updated here. Disabling stays explicit/manual (destructive).
*/
function diffServices(args) {
	const { config, remote, options, plan, conflicts } = args;
	const state = remote.services;
	if (config.authEnabled && !state.authEnabled) {
		const step = {
			kind: "enable-auth",
			projectId: remote.projectId,
			branchId: remote.branch.id,
			branchName: remote.branch.name
		};
		if (state.databaseName) step.databaseName = state.databaseName;
		plan.push(step);
	}
	const dataApiPolicy = config.dataApiPolicy ?? (config.dataApiEnabled ? "enabled" : "omitted");
	if (dataApiPolicy === "enabled") diffDataApi({
		config,
		remote,
		options,
		plan,
		conflicts
	});
	else if (dataApiPolicy === "disabled" && state.dataApiEnabled) {
		if (options.updateExisting) plan.push({
			kind: "disable-data-api",
			projectId: remote.projectId,
			branchId: remote.branch.id,
			branchName: remote.branch.name,
			databaseName: state.databaseName
		});
		else conflicts.push({
			kind: "branch",
			identifier: remote.branch.name,
			field: "dataApi",
			current: true,
			desired: false,
			reason: "Existing Data API would be deleted. Pass `updateExisting: true` (SDK) or `--update-existing` (CLI) to apply."
		});
	}
}
/**
* Plan the Data API: a first-time **enable** (carrying the create-time auth wiring +
* settings), or — when it already exists — a **settings update** if the policy's settings
* drift from the remote. The update is an override: applied as a plan step under
* `updateExisting`, otherwise reported as a conflict.
*/
function diffDataApi(args) {
	const { config, remote, options, plan, conflicts } = args;
	const state = remote.services;
	const desired = config.dataApi;
	if (!state.dataApiEnabled) {
		const step = {
			kind: "enable-data-api",
			projectId: remote.projectId,
			branchId: remote.branch.id,
			branchName: remote.branch.name,
			databaseName: state.databaseName
		};
		const input = desired ? enableInputFromResolved(desired) : void 0;
		if (input) step.input = input;
		plan.push(step);
		return;
	}
	const desiredSettings = desired?.settings;
	if (!desiredSettings) return;
	if (!dataApiSettingsDiffer(desiredSettings, state.dataApiSettings)) return;
	if (options.updateExisting) plan.push({
		kind: "update-data-api",
		projectId: remote.projectId,
		branchId: remote.branch.id,
		branchName: remote.branch.name,
		databaseName: state.databaseName,
		settings: desiredSettings
	});
	else conflicts.push({
		kind: "branch",
		identifier: remote.branch.name,
		field: "dataApi.settings",
		current: state.dataApiSettings ?? void 0,
		desired: desiredSettings,
		reason: "Existing Data API has different settings. Pass `updateExisting: true` (SDK) or `--update-existing` (CLI) to apply."
	});
}
/** Build the create-time {@link EnableDataApiInput} from a resolved Data API config. */
function enableInputFromResolved(resolved) {
	const input = { authProvider: resolved.authProvider };
	if (resolved.jwksUrl !== void 0) input.jwksUrl = resolved.jwksUrl;
	if (resolved.providerName !== void 0) input.providerName = resolved.providerName;
	if (resolved.jwtAudience !== void 0) input.jwtAudience = resolved.jwtAudience;
	if (resolved.settings) input.settings = resolved.settings;
	return input;
}
/** The camelCase keys of {@link DataApiSettings}, used to compare desired vs remote settings. */
const DATA_API_SETTING_KEYS = [
	"dbAggregatesEnabled",
	"dbAnonRole",
	"dbExtraSearchPath",
	"dbMaxRows",
	"dbSchemas",
	"jwtRoleClaimKey",
	"jwtCacheMaxLifetime",
	"openapiMode",
	"serverCorsAllowedOrigins",
	"serverTimingEnabled"
];
/**
* Whether the policy's Data API `settings` differ from the remote ones. Only the keys the
* policy actually set are compared (so unset fields never count as drift). When the remote
* settings are not reported (`null`/absent — non-SubZero), drift can't be computed and this
* returns `false` so no spurious update is planned.
*/
function dataApiSettingsDiffer(desired, current) {
	if (!current) return false;
	for (const key of DATA_API_SETTING_KEYS) {
		if (desired[key] === void 0) continue;
		if (JSON.stringify(desired[key]) !== JSON.stringify(current[key])) return true;
	}
	return false;
}
function diffBranchConfig(args) {
	const { config, remote, options, plan, conflicts } = args;
	const branchName = remote.branch.name;
	const computeSettings = config.postgres?.computeSettings;
	if (computeSettings) {
		const endpoint = remote.endpoint;
		if (!endpoint) conflicts.push({
			kind: "branch",
			identifier: branchName,
			field: "endpoint",
			current: void 0,
			desired: computeSettings,
			reason: "Branch has no read-write endpoint; cannot apply compute settings."
		});
		else {
			const drift = computeDriftBetween(computeSettings, endpoint);
			if (drift) {
				if (options.updateExisting) plan.push({
					kind: "update-endpoint",
					projectId: remote.projectId,
					branchName,
					endpointId: endpoint.id,
					settings: computeSettings
				});
				else conflicts.push({
					kind: "branch",
					identifier: branchName,
					field: "computeSettings",
					current: drift.current,
					desired: drift.desired,
					reason: "Existing branch has different compute settings. Pass `updateExisting: true` (SDK) or `--update-existing` (CLI) to apply."
				});
			}
		}
	}
	if (config.protected !== void 0 && config.protected !== remote.branch.protected) {
		if (options.updateExisting) plan.push({
			kind: "update-branch-protected",
			projectId: remote.projectId,
			branchId: remote.branch.id,
			branchName,
			protected: config.protected
		});
		else conflicts.push({
			kind: "branch",
			identifier: branchName,
			field: "protected",
			current: remote.branch.protected,
			desired: config.protected,
			reason: "Existing branch has a different `protected` flag. Pass `updateExisting: true` (SDK) or `--update-existing` (CLI) to apply."
		});
	}
	if (config.ttlSeconds !== void 0) {
		const current = remote.branch.expiresAt ? Math.max(0, Math.round((Date.parse(remote.branch.expiresAt) - Date.now()) / 1e3)) : void 0;
		if (current === void 0 || Math.abs(current - config.ttlSeconds) > 30) {
			const expiresAt = new Date(Date.now() + config.ttlSeconds * 1e3).toISOString();
			if (options.updateExisting) plan.push({
				kind: "update-branch-ttl",
				projectId: remote.projectId,
				branchId: remote.branch.id,
				branchName,
				expiresAt
			});
			else conflicts.push({
				kind: "branch",
				identifier: branchName,
				field: "ttl",
				current: remote.branch.expiresAt,
				desired: expiresAt,
				reason: "Existing branch has a different TTL. Pass `updateExisting: true` (SDK) or `--update-existing` (CLI) to apply."
			});
		}
	}
}
function computeDriftBetween(desired, endpoint) {
	const currentDrift = {};
	const desiredDrift = {};
	let drift = false;
	if (desired.autoscalingLimitMinCu !== void 0 && desired.autoscalingLimitMinCu !== endpoint.autoscalingLimitMinCu) {
		currentDrift.autoscalingLimitMinCu = endpoint.autoscalingLimitMinCu;
		desiredDrift.autoscalingLimitMinCu = desired.autoscalingLimitMinCu;
		drift = true;
	}
	if (desired.autoscalingLimitMaxCu !== void 0 && desired.autoscalingLimitMaxCu !== endpoint.autoscalingLimitMaxCu) {
		currentDrift.autoscalingLimitMaxCu = endpoint.autoscalingLimitMaxCu;
		desiredDrift.autoscalingLimitMaxCu = desired.autoscalingLimitMaxCu;
		drift = true;
	}
	if (desired.suspendTimeout !== void 0 && desired.suspendTimeout !== endpoint.suspendTimeout) {
		currentDrift.suspendTimeout = endpoint.suspendTimeout;
		desiredDrift.suspendTimeout = desired.suspendTimeout;
		drift = true;
	}
	return drift ? {
		current: currentDrift,
		desired: desiredDrift
	} : null;
}
//#endregion


//# sourceMappingURL=diff.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/function-entries.js
//#region src/lib/function-entries.ts
/**
* Search order for a directory `source` under esbuild. Shared by apply and
* `neon function deploy --src`. `.mjs` is last so it never implies skip-esbuild.
*/
const FUNCTION_SOURCE_ENTRIES = [
	"index.ts",
	"index.js",
	"index.mjs"
];
/** Filenames the Functions runtime imports from the archive root. */
const FUNCTION_ARCHIVE_ENTRIES = ["index.mjs", "index.js"];
/** `existing` is names the caller counted as files, so a directory named `index.ts` cannot win. */
const pickFunctionSourceEntry = (existing) => {
	const names = existing instanceof Set ? existing : new Set(existing);
	return FUNCTION_SOURCE_ENTRIES.find((name) => names.has(name));
};
const isFunctionArchiveEntry = (name) => name === "index.mjs" || name === "index.js";
//#endregion


//# sourceMappingURL=function-entries.js.map
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/lib/loader.js






//#region src/lib/loader.ts
/**
* Default file names tried (in order) when {@link loadConfigFromFile} is called without an
* explicit path. We accept `.ts` first because that's the documented format; `.mjs` and `.js`
* fall out for free since jiti handles all of them.
*/
const DEFAULT_CONFIG_FILENAMES = [
	"neon.ts",
	"neon.mts",
	"neon.js",
	"neon.mjs"
];
/**
* Load a `neon.ts` (or any other supported extension) and return the validated {@link Config}.
*
* Behavior:
* - When `path` is set, that file is loaded directly. The file must exist and must default-export
*   a value produced by `defineConfig()`.
* - When `path` is omitted, we walk up from `cwd` picking the **closest** file matching
*   {@link DEFAULT_CONFIG_FILENAMES}. The walk is monorepo-friendly: intermediate
*   `package.json` files do **not** stop it, so a single `neon.ts` lifted to the workspace
*   root keeps working when invoked from inside any sub-package. The walk terminates at the
*   first directory containing `.git`, at `stopAt`, or at the filesystem root.
*
* jiti is loaded lazily so that callers who pass an already-resolved `Config` to `pushConfig`
* never pay the import cost.
*/
async function loadConfigFromFile(options = {}) {
	return await withSerializedConfigLoad(() => loadConfigFromFileUnlocked(options));
}
async function loadConfigFromFileUnlocked(options) {
	if (options.unsetFunctionEnv !== "omit") return await loadConfigOnce(options);
	try {
		return await loadConfigOnce(options);
	} catch (err) {
		const keys = unsetFunctionEnvKeys(err);
		if (keys === null) throw err;
		return await withPlaceholderFunctionEnv(async () => {
			const loaded = await loadConfigOnce(options);
			return {
				...loaded,
				config: withoutFunctionEnvKeys(loaded.config, new Set(keys))
			};
		});
	}
}
async function loadConfigOnce(options) {
	const resolvedPath = options.path ? resolveExplicitPath(options.path, options.cwd) : findDefaultConfig(options.cwd, options.stopAt);
	if (!resolvedPath) throw new ConfigLoadError([
		`Could not find a Neon config file while walking up from ${(0,external_node_path_.resolve)(options.cwd ?? process.cwd())}.`,
		`Looked for: ${DEFAULT_CONFIG_FILENAMES.join(", ")} (stopping at the first directory with a \`.git\`).`,
		`Create one at your repository root (or anywhere on the path from cwd up to .git), or pass an explicit \`configPath\` (SDK) / \`--config <path>\` (CLI).`
	].join("\n"));
	let mod;
	try {
		mod = await importModule(resolvedPath, options.unsetFunctionEnv === "omit");
	} catch (cause) {
		if (isPlatformError(cause)) throw cause;
		throw new ConfigLoadError([
			`Failed to evaluate ${resolvedPath}.`,
			`Underlying error: ${cause instanceof Error ? cause.message : String(cause)}`,
			"This is usually a TypeScript syntax error, a missing dependency, or a runtime exception inside the config file. Run the file directly (e.g. `npx tsx neon.ts`) to reproduce."
		].join("\n"), { cause });
	}
	const exported = extractDefaultExport(mod);
	if (exported === void 0) throw new ConfigLoadError([`${resolvedPath} loaded successfully but did not default-export a config.`, "Add `export default defineConfig({ ... })` at the bottom of the file. (Named exports are ignored.)"].join("\n"));
	return {
		config: defineConfig(exported),
		resolvedPath
	};
}
function resolveExplicitPath(input, cwd) {
	const base = (0,external_node_path_.resolve)(cwd ?? process.cwd());
	const abs = (0,external_node_path_.isAbsolute)(input) ? input : (0,external_node_path_.resolve)(base, input);
	if (!(0,external_node_fs_.existsSync)(abs)) throw new ConfigLoadError(`Config file not found at ${abs}. The path was resolved from \`${input}\` against ${base}.`);
	if (!(0,external_node_fs_.statSync)(abs).isFile()) throw new ConfigLoadError(`Config path ${abs} is a directory, not a file. Pass a path to the file itself (e.g. ./neon.ts).`);
	return abs;
}
function findDefaultConfig(cwd, stopAt) {
	let current = (0,external_node_path_.resolve)(cwd ?? process.cwd());
	const stop = (0,external_node_path_.resolve)(stopAt ?? (0,external_node_os_.homedir)());
	let lastSeen = null;
	while (true) {
		for (const name of DEFAULT_CONFIG_FILENAMES) {
			const candidate = (0,external_node_path_.resolve)(current, name);
			if ((0,external_node_fs_.existsSync)(candidate) && safeIsFile(candidate)) return candidate;
		}
		if ((0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(current, ".git"))) return null;
		if (current === stop) return null;
		const parent = (0,external_node_path_.dirname)(current);
		if (parent === current || parent === lastSeen) return null;
		lastSeen = current;
		current = parent;
	}
}
async function importModule(absPath, forceJiti = false) {
	const lower = absPath.toLowerCase();
	if (!(forceJiti || lower.endsWith(".ts") || lower.endsWith(".mts") || lower.endsWith(".cts"))) return __webpack_require__(8299)((0,external_node_url_.pathToFileURL)(absPath).href);
	const createJiti = extractCreateJiti(await Promise.all(/* import() */[__webpack_require__.e(780), __webpack_require__.e(778)]).then(__webpack_require__.bind(__webpack_require__, 7778)));
	if (!createJiti) throw new ConfigLoadError(["jiti is required to load TypeScript config files but could not be initialised.", "Reinstall the package dependencies (`pnpm install` / `npm install`) — jiti is a runtime dependency of @neon/config."].join(" "));
	return createJiti((0,external_node_url_.pathToFileURL)(absPath).href, {
		interopDefault: true,
		moduleCache: false
	}).import(absPath);
}
function extractCreateJiti(mod) {
	if (mod === null || typeof mod !== "object") return null;
	const obj = mod;
	if (typeof obj.createJiti === "function") return obj.createJiti;
	const def = obj.default;
	if (def !== null && typeof def === "object") {
		const defObj = def;
		if (typeof defObj.createJiti === "function") return defObj.createJiti;
	}
	return null;
}
function extractDefaultExport(mod) {
	if (mod === null || typeof mod !== "object") return mod;
	const obj = mod;
	if ("default" in obj && obj.default !== void 0) return obj.default;
	if (typeof mod === "function") return mod;
}
function safeIsFile(path) {
	try {
		return (0,external_node_fs_.statSync)(path).isFile();
	} catch {
		return false;
	}
}
const UNSET_FUNCTION_ENV_ISSUE = /^(?:preview\.)?functions\.[^.]+\.env\.(.+): Environment variable "\1" for function ".+" is undefined/;
function unsetFunctionEnvKeys(err) {
	if (!isPlatformError(err) || err.code !== ErrorCode.InvalidConfig) return null;
	const issues = platformErrorIssues(err);
	if (issues === null || issues.length === 0) return null;
	const keys = [];
	for (const issue of issues) {
		const key = UNSET_FUNCTION_ENV_ISSUE.exec(issue)?.[1];
		if (key === void 0) return null;
		keys.push(key);
	}
	return keys;
}
function platformErrorIssues(err) {
	if (typeof err !== "object" || err === null || !("issues" in err)) return null;
	const { issues } = err;
	if (!Array.isArray(issues) || issues.some((issue) => typeof issue !== "string")) return null;
	return issues;
}
async function withPlaceholderFunctionEnv(run) {
	const original = process.env;
	const proxy = new Proxy(original, { get(target, prop, receiver) {
		if (typeof prop === "symbol") return Reflect.get(target, prop, receiver);
		const value = Reflect.get(target, prop, receiver);
		return value === void 0 ? "" : value;
	} });
	process.env = proxy;
	try {
		return await run();
	} finally {
		process.env = original;
	}
}
const CONFIG_LOAD_LOCK = Symbol.for("@neon/config loadConfigFromFile lock");
function configLoadLock() {
	const g = globalThis;
	const lock = g[CONFIG_LOAD_LOCK] ?? { chain: Promise.resolve() };
	g[CONFIG_LOAD_LOCK] = lock;
	return lock;
}
async function withSerializedConfigLoad(run) {
	const lock = configLoadLock();
	const next = lock.chain.then(run, run);
	lock.chain = next.then(() => void 0, () => void 0);
	return next;
}
function withoutFunctionEnvKeys(config, keys) {
	const functions = config.functions ?? config.preview?.functions;
	if (!functions) return config;
	const nextFunctions = {};
	for (const [slug, fn] of Object.entries(functions)) {
		if (!fn.env) {
			nextFunctions[slug] = fn;
			continue;
		}
		const env = Object.fromEntries(Object.entries(fn.env).filter(([key]) => !keys.has(key)));
		nextFunctions[slug] = {
			...fn,
			env
		};
	}
	if (config.functions !== void 0) return Object.freeze({
		...config,
		functions: nextFunctions
	});
	return Object.freeze({
		...config,
		preview: {
			...config.preview,
			functions: nextFunctions
		}
	});
}
//#endregion


//# sourceMappingURL=loader.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/v1.js












//#region src/v1.ts
/**
* `@neon/config/v1` — the v1 public API for Config-as-Code on Neon.
*
* Usage in `neon.ts`:
* ```ts
* import { defineConfig } from "@neon/config/v1";
*
* export default defineConfig({
*   // Static: what *exists* on every branch (drives the typed env).
*   auth: true,
*   // Dynamic: per-branch tuning only — cannot add/remove services.
*   branch: (branch) => ({
*     protected: branch.name === "main",
*     ...(branch.name === "main" ? {} : { parent: "main", ttl: "7d" }),
*   }),
* });
* ```
*
* This is the **authoring** surface — `defineConfig`, types, schemas, the pure diff engine,
* and the Neon API adapter. It is intentionally free of heavy/native dependencies so that
* importing it from `neon.ts` stays cheap and bundler-safe.
*
* The imperative operations (`inspect` / `plan` / `apply`, `pushConfig` / `pullConfig`) and
* function bundling/deploy live in **`@neon/config-runtime`**, which depends on this
* package and pulls in `esbuild`. Import that from your CLI / CI, not from `neon.ts`:
* ```ts
* import config from "../neon";
* import { inspect, plan, apply } from "@neon/config-runtime/v1";
* ```
*
* Surface guidelines:
* - Top-level: `defineConfig` / `resolveConfig`, the pure `diffConfig` engine, the
*   `createRealNeonApi` adapter + `NeonApi` types, the config loader, the `PlatformError`
*   base class + `ErrorCode` enum, and the config types used in `neon.ts`.
* - `errors` namespace: specific `PlatformError` subclasses (`ConfigLoadError`,
*   `PushConflictError`, …).
* - `schemas` namespace: the zod schemas underlying `defineConfig`.
*/
/**
* Specific `PlatformError` subclasses, grouped for `instanceof` / structured access.
* Also available as top-level exports.
*/
const errors = {
	ConfigLoadError: ConfigLoadError,
	ConfigValidationError: ConfigValidationError,
	ErrorCode: ErrorCode,
	isPartialBranchCreateError: isPartialBranchCreateError,
	isPlatformError: isPlatformError,
	MissingContextError: MissingContextError,
	PartialBranchCreateError: PartialBranchCreateError,
	PlatformError: PlatformError,
	PushAbortedError: PushAbortedError,
	PushConflictError: PushConflictError
};
/** The zod schemas underlying `defineConfig`, grouped under product-friendly names. */
const v1_schemas = {
	config: configInputSchema,
	branchTuning: branchTuningSchema,
	bucket: bucketDefSchema,
	computeSettings: computeSettingsSchema,
	dataApi: dataApiConfigSchema,
	dataApiInput: dataApiInputSchema,
	dataApiSettings: dataApiSettingsSchema,
	experimental: experimentalInputSchema,
	function: functionDefSchema,
	functionTuning: functionTuningSchema,
	functions: functionsRecordSchema,
	hooks: hooksSchema,
	postgres: postgresConfigSchema,
	preview: previewInputSchema,
	service: serviceToggleSchema,
	serviceInput: serviceToggleInputSchema
};
//#endregion


//# sourceMappingURL=v1.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config/dist/index.js















/***/ }))

};
