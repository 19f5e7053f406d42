export const id = 978;
export const ids = [978];
export const modules = {

/***/ 978:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VD: () => (/* reexport */ push_config_pushConfig),
  DB: () => (/* reexport */ runHook)
});

// UNUSED EXPORTS: ConfigLoadError, ConfigValidationError, DEFAULT_ARCHIVE_LIMITS, ErrorCode, HookExecutionError, MissingContextError, PartialBranchCreateError, PlatformError, PushAbortedError, PushConflictError, RUNTIME_TARGET, RUNTIME_TARGET_LABEL, apply, assertZipWithinLimits, buildFunctionBundle, bundleAsIs, createBranch, createNeonApiFromOptions, createRealNeonApi, defineConfig, describeNativeFinding, enforceLimits, findUndeclaredNativePackages, inspect, isPartialBranchCreateError, isPlatformError, loadConfigFromFile, plan, pullConfig, resolveEsbuildEntry, runShellHook, traceNativePackages, zipFunctionBundle

// EXTERNAL MODULE: ./node_modules/@neon/config-runtime/dist/lib/function-source.js
var function_source = __webpack_require__(524);
// EXTERNAL MODULE: ./node_modules/@neon/config-runtime/dist/lib/native-packages.js
var native_packages = __webpack_require__(2141);
// EXTERNAL MODULE: ./node_modules/@neon/config-runtime/dist/lib/function-zip.js
var function_zip = __webpack_require__(2066);
// EXTERNAL MODULE: ./node_modules/@neon/config-runtime/dist/lib/native-detect.js
var native_detect = __webpack_require__(9799);
// EXTERNAL MODULE: ./node_modules/@neon/config-runtime/dist/lib/function-bundle.js
var function_bundle = __webpack_require__(5677);
// EXTERNAL MODULE: ./node_modules/@neon/config/dist/index.js + 60 modules
var dist = __webpack_require__(2315);
;// CONCATENATED MODULE: ./node_modules/@neon/config-runtime/dist/lib/pull-config.js

//#region src/lib/pull-config.ts
async function pull_config_pullConfig(options) {
	const api = options.api ?? createApiFromOptions(options);
	const projectId = options.projectId;
	const project = await api.getProject(projectId);
	const [branches, endpoints] = await Promise.all([api.listBranches(projectId), api.listEndpoints(projectId)]);
	const branch = resolveBranch(options.branchId, branches);
	const endpoint = endpoints.find((ep) => ep.type === "read_write" && ep.branchId === branch.id);
	const probeDatabase = pickProbeDatabase(await api.listBranchDatabases(projectId, branch.id));
	const [buckets, functions, credentials, auth, dataApi] = await Promise.all([
		degradeUnavailable(() => api.listBranchBuckets(projectId, branch.id), []),
		degradeUnavailable(() => api.listBranchFunctions(projectId, branch.id), []),
		degradeUnavailable(() => api.listCredentials(projectId, branch.id), []),
		api.getNeonAuth(projectId, branch.id),
		probeDatabase ? api.getNeonDataApi(projectId, branch.id, probeDatabase) : Promise.resolve(null)
	]);
	return buildPulledBranchConfig(project, branch, branches, endpoint, {
		buckets,
		functions,
		credentials,
		authEnabled: auth !== null,
		dataApiEnabled: dataApi !== null
	});
}
/**
* Pick the database to probe for a Data API integration. Data API is enabled per
* branch + database; for read-back we only need to know whether *any* database has it
* on, so prefer the conventional default (`neondb`) and otherwise fall back to the first
* database. Returns `undefined` when the branch has no databases.
*/
function pickProbeDatabase(databases) {
	if (databases.length === 0) return void 0;
	const byName = databases.find((d) => d.name === "neondb");
	if (byName) return byName.name;
	return databases[0].name;
}
/**
* Run a Preview-feature read, returning `fallback` if the feature is unavailable for the
* project/region (a {@link ErrorCode.FeatureUnavailable} from the adapter). Other errors
* propagate. Used by `pullConfig` so a branch without a Preview feature still mirrors
* cleanly for env resolution / `inspect`, rather than aborting on an unrelated capability.
*/
async function degradeUnavailable(read, fallback) {
	try {
		return await read();
	} catch (err) {
		if (err instanceof PlatformError && err.code === ErrorCode.FeatureUnavailable) return fallback;
		throw err;
	}
}
function createApiFromOptions(options) {
	return createNeonApiFromOptions("pullConfig", {
		...options.apiKey ? { apiKey: options.apiKey } : {},
		...options.apiHost ? { apiHost: options.apiHost } : {}
	});
}
function buildPulledBranchConfig(project, branch, branches, endpoint, previewState) {
	const parent = branch.parentId ? branches.find((b) => b.id === branch.parentId) : void 0;
	const tuning = {};
	if (parent) tuning.parent = parent.name;
	if (branch.protected) tuning.protected = true;
	if (endpoint) {
		const compute = endpointToComputeSettings(endpoint, project);
		if (compute) tuning.postgres = { computeSettings: compute };
	}
	const bucketDefs = {};
	for (const b of previewState?.buckets ?? []) bucketDefs[b.name] = { access: b.accessLevel };
	const config = {
		...previewState?.authEnabled ? { auth: true } : {},
		...previewState?.dataApiEnabled ? { dataApi: true } : {},
		...Object.keys(bucketDefs).length > 0 ? { preview: { buckets: bucketDefs } } : {},
		...Object.keys(tuning).length > 0 ? { branch: () => tuning } : {}
	};
	const result = {
		project: {
			id: project.id,
			name: project.name,
			region: project.regionId,
			pgVersion: project.pgVersion,
			...project.orgId ? { orgId: project.orgId } : {}
		},
		branch: {
			id: branch.id,
			name: branch.name,
			...parent ? { parent: parent.name } : {},
			isDefault: branch.isDefault,
			protected: branch.protected,
			...branch.expiresAt ? { expiresAt: branch.expiresAt } : {}
		},
		config
	};
	const preview = previewState ? buildPulledPreview(previewState) : void 0;
	if (preview) result.preview = preview;
	return result;
}
/**
* Reverse-engineer the {@link PulledPreview} from remote snapshots. Returns `undefined` when
* the branch has no Preview features so the field can be omitted entirely.
*/
function buildPulledPreview(state) {
	const credentials = state.credentials ?? [];
	if (state.buckets.length === 0 && state.functions.length === 0 && credentials.length === 0) return;
	return {
		buckets: state.buckets.map((b) => ({
			name: b.name,
			access: b.accessLevel
		})),
		functions: state.functions.map((f) => ({
			slug: f.slug,
			name: f.name
		})),
		credentials
	};
}
function resolveBranch(branchId, branches) {
	const match = branches.find((b) => b.id === branchId);
	if (match) return match;
	throw new PlatformError(ErrorCode.BranchNotFound, [`pullConfig: branch id ${JSON.stringify(branchId)} not found on project.`, `Available branches: ${branches.map((b) => `${b.name} (${b.id})`).join(", ") || "(none)"}.`].join(" "), { details: {
		branchId,
		available: branches.map((b) => b.id)
	} });
}
function endpointToComputeSettings(endpoint, project) {
	const defaults = project.defaultEndpointSettings;
	const out = {};
	if (endpoint.autoscalingLimitMinCu !== void 0 && endpoint.autoscalingLimitMinCu !== defaults?.autoscalingLimitMinCu) out.autoscalingLimitMinCu = endpoint.autoscalingLimitMinCu;
	if (endpoint.autoscalingLimitMaxCu !== void 0 && endpoint.autoscalingLimitMaxCu !== defaults?.autoscalingLimitMaxCu) out.autoscalingLimitMaxCu = endpoint.autoscalingLimitMaxCu;
	if (endpoint.suspendTimeout !== void 0 && endpoint.suspendTimeout !== defaults?.suspendTimeout) out.suspendTimeout = endpoint.suspendTimeout;
	return Object.keys(out).length > 0 ? out : void 0;
}
//#endregion


//# sourceMappingURL=pull-config.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config-runtime/dist/lib/push-config.js

//#region src/lib/push-config.ts
const makeDefaultBundleFunction = (onWarning) => async (fn) => {
	const { buildFunctionBundle } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 5677));
	return buildFunctionBundle(fn, { onWarning });
};
/**
* Push a Neon branch policy to a specific project + branch.
*
* Filesystem- and env-agnostic: the caller supplies an already-validated `Config` object
* (from `defineConfig` / `loadConfigFromFile`) and explicit `projectId` + `branch` in
* `options`. `pushConfig` performs no `.neon` lookups and reads no `NEON_*` env vars except the API credential/host resolution documented on `apiKey`/`apiHost`.
*
* It will **not** create a project or branch — both must already exist on Neon.
*/
async function push_config_pushConfig(config, options) {
	const api = options.api ?? push_config_createApiFromOptions(options);
	const projectId = options.projectId;
	const warnings = [];
	const dryRun = options.dryRun === true;
	const updateExisting = options.updateExisting === true;
	const allowProtectedBranch = options.allowProtectedBranch === true;
	const remoteProject = await api.getProject(projectId);
	const [branches, endpoints] = await Promise.all([api.listBranches(remoteProject.id), api.listEndpoints(remoteProject.id)]);
	const branch = resolveRemoteBranch(options.branchId, branches);
	const resolved = (0,dist.resolveConfig)(config, {
		name: branch.name,
		id: branch.id,
		exists: options.branchExists !== false,
		...branch.parentId ? { parentId: branch.parentId } : {},
		isDefault: branch.isDefault,
		isProtected: branch.protected,
		...branch.expiresAt ? { expiresAt: branch.expiresAt } : {}
	});
	const services = await resolveServiceState({
		api,
		projectId: remoteProject.id,
		branch,
		wantsAuth: resolved.authEnabled,
		wantsDataApi: resolved.dataApiEnabled || resolved.dataApiPolicy === "disabled"
	});
	const remote = {
		projectId: remoteProject.id,
		branch,
		endpoint: endpoints.find((ep) => ep.type === "read_write" && ep.branchId === branch.id),
		services
	};
	if (resolved.preview) remote.preview = await resolvePreviewState({
		api,
		projectId: remoteProject.id,
		branchId: branch.id,
		desired: resolved.preview,
		wantsTriggers: (resolved.triggers?.length ?? 0) > 0
	});
	const diff = (0,dist.diffConfig)(resolved, remote, { updateExisting: true });
	const needsOverrideConfirm = diff.plan.filter(isOverrideStep).length > 0 && !updateExisting;
	const needsProtectedConfirm = branch.protected && !allowProtectedBranch;
	if (!dryRun && diff.conflicts.length > 0) throw new dist.PushConflictError(diff.conflicts);
	if (!dryRun && (needsOverrideConfirm || needsProtectedConfirm)) {
		if (options.confirm) {
			if (!await options.confirm({
				branchName: branch.name,
				protectedBranch: needsProtectedConfirm,
				overrideUpdates: needsOverrideConfirm
			})) {
				const reasons = [];
				if (needsProtectedConfirm) reasons.push("protected-branch");
				if (needsOverrideConfirm) reasons.push("override-updates");
				throw new dist.PushAbortedError(branch.name, reasons);
			}
		} else if (needsOverrideConfirm) {
			const legacy = (0,dist.diffConfig)(resolved, remote, { updateExisting: false });
			throw new dist.PushConflictError(legacy.conflicts);
		}
	}
	const applied = [{
		kind: "branch",
		action: "noop",
		identifier: branch.name
	}];
	const branchById = new Map(branches.map((b) => [b.id, b]));
	const branchByName = new Map(branches.map((b) => [b.name, b]));
	const ctx = {
		api,
		remoteProjectId: remoteProject.id,
		branchById,
		branchByName,
		bundleFunction: options.bundleFunction ?? makeDefaultBundleFunction((message) => {
			warnings.push(message);
		}),
		deploymentIdBySlug: /* @__PURE__ */ new Map()
	};
	for (const step of diff.plan) {
		const change = dryRun ? synthesizeAppliedChange(step) : await applyStep(step, ctx);
		applied.push(change);
	}
	await enrichFunctionInvocationUrls({
		api,
		projectId: remoteProject.id,
		branchId: branch.id,
		plan: diff.plan,
		applied,
		preview: remote.preview,
		dryRun
	});
	const result = {
		projectId: remoteProject.id,
		branchId: branch.id,
		branchName: branch.name,
		dryRun,
		applied,
		conflicts: diff.conflicts,
		warnings
	};
	if (remoteProject.orgId) result.orgId = remoteProject.orgId;
	enrichDeclaredCustomDomains({
		result,
		preview: remote.preview,
		functions: resolved.preview?.functions ?? [],
		applied,
		warnings
	});
	return result;
}
function isOverrideStep(step) {
	return step.kind === "update-branch-ttl" || step.kind === "update-branch-protected" || step.kind === "update-endpoint" || step.kind === "update-data-api" || step.kind === "disable-data-api" || step.kind === "retarget-custom-domain";
}
/**
* Build an {@link AppliedChange} from a {@link PlanStep} without calling the Neon API.
* Used by dry-run mode so callers see the same record shape they would on a live push,
* just with no side effects. Identifiers are the branch names from the plan; any
* sub-resource ids (`branchId`, `endpointId`) flow through unchanged when known.
*/
function synthesizeAppliedChange(step) {
	switch (step.kind) {
		case "update-branch-ttl": return {
			kind: "branch",
			action: "update",
			identifier: step.branchName,
			details: {
				field: "ttl",
				expiresAt: step.expiresAt
			}
		};
		case "update-branch-protected": return {
			kind: "branch",
			action: "update",
			identifier: step.branchName,
			details: {
				field: "protected",
				protected: step.protected
			}
		};
		case "update-endpoint": return {
			kind: "branch",
			action: "update",
			identifier: step.branchName,
			details: {
				field: "computeSettings",
				endpointId: step.endpointId,
				settings: step.settings
			}
		};
		case "enable-auth": return {
			kind: "service",
			action: "create",
			identifier: "auth"
		};
		case "enable-data-api": return {
			kind: "service",
			action: "create",
			identifier: "dataApi"
		};
		case "update-data-api": return {
			kind: "service",
			action: "update",
			identifier: "dataApi",
			details: {
				field: "settings",
				settings: step.settings
			}
		};
		case "disable-data-api": return {
			kind: "service",
			action: "delete",
			identifier: "dataApi"
		};
		case "create-bucket": return {
			kind: "service",
			action: "create",
			identifier: `bucket:${step.bucketName}`,
			details: {
				bucketName: step.bucketName,
				accessLevel: step.accessLevel
			}
		};
		case "deploy-function": return {
			kind: "service",
			action: step.functionExists ? "update" : "create",
			identifier: `function:${step.fn.slug}`,
			details: {
				slug: step.fn.slug,
				source: step.fn.source,
				runtime: step.fn.runtime
			}
		};
		case "create-trigger": return {
			kind: "service",
			action: "create",
			identifier: `trigger:${step.functionSlug}:${step.trigger.name}`,
			details: triggerChangeDetails(step.functionSlug, step.trigger)
		};
		case "update-trigger": return {
			kind: "service",
			action: "update",
			identifier: `trigger:${step.functionSlug}:${step.trigger.name}`,
			details: triggerChangeDetails(step.functionSlug, step.trigger)
		};
		case "register-custom-domain": return {
			kind: "service",
			action: "create",
			identifier: `domain:${step.domain}`,
			details: {
				domain: step.domain,
				slug: step.functionSlug
			}
		};
		case "retarget-custom-domain": return {
			kind: "service",
			action: "update",
			identifier: `domain:${step.domain}`,
			details: {
				domain: step.domain,
				slug: step.functionSlug,
				previousSlug: step.previousSlug
			}
		};
	}
}
function push_config_createApiFromOptions(options) {
	return (0,dist.createNeonApiFromOptions)("pushConfig", {
		...options.apiKey ? { apiKey: options.apiKey } : {},
		...options.apiHost ? { apiHost: options.apiHost } : {}
	});
}
function resolveRemoteBranch(branchId, branches) {
	const found = branches.find((b) => b.id === branchId);
	if (found) return found;
	throw new dist.PlatformError(dist.ErrorCode.BranchNotFound, [
		`pushConfig: branch id ${JSON.stringify(branchId)} does not exist on the project.`,
		`Available branches: ${branches.map((b) => `${b.name} (${b.id})`).join(", ") || "(none)"}.`,
		"Pass an existing branch id, or create the branch first with the neonctl CLI."
	].join(" "), { details: {
		branchId,
		available: branches.map((b) => b.id)
	} });
}
/**
* Pre-fetch the current state of branch-scoped integrations on the selected branch.
*/
async function resolveServiceState(args) {
	const { api, projectId, branch, wantsAuth, wantsDataApi } = args;
	if (!wantsAuth && !wantsDataApi) return {
		databaseName: "neondb",
		authEnabled: false,
		dataApiEnabled: false
	};
	const databaseName = await pickServiceDatabaseName(api, projectId, branch.id);
	const [auth, dataApi] = await Promise.all([wantsAuth ? api.getNeonAuth(projectId, branch.id) : Promise.resolve(null), wantsDataApi ? api.getNeonDataApi(projectId, branch.id, databaseName) : Promise.resolve(null)]);
	const result = {
		databaseName,
		authEnabled: auth !== null,
		dataApiEnabled: dataApi !== null
	};
	if (dataApi) result.dataApiSettings = dataApi.settings ?? null;
	return result;
}
/**
* Pre-fetch the current state of branch-scoped Preview features (buckets, functions) so the
* diff can be computed additively. Only called when the policy has a `preview` block.
*
* The AI Gateway is not probed: it is always available (credential-gated, not per-branch
* provisioned), so `preview.aiGateway` produces no plan step — it only drives the branch
* credential's `ai_gateway:invoke` scope and the gateway env vars (`@neon/env`).
*/
async function resolvePreviewState(args) {
	const { api, projectId, branchId, desired, wantsTriggers } = args;
	const wantsCustomDomains = desired.functions.some((fn) => (fn.customDomains?.length ?? 0) > 0);
	const customDomainApi = wantsCustomDomains ? requireCustomDomainApi(api) : void 0;
	const [buckets, functions, triggers, customDomains] = await Promise.all([
		desired.buckets.length > 0 ? api.listBranchBuckets(projectId, branchId) : Promise.resolve([]),
		desired.functions.length > 0 ? api.listBranchFunctions(projectId, branchId) : Promise.resolve([]),
		wantsTriggers ? api.listBranchTriggers(projectId, branchId) : Promise.resolve([]),
		customDomainApi ? customDomainApi.listBranchCustomDomains(projectId, branchId) : Promise.resolve([])
	]);
	const preview = {
		buckets,
		functions,
		triggers
	};
	if (wantsCustomDomains) preview.customDomains = customDomains;
	return preview;
}
/**
* Resolve the database name for a Data API integration. Auto-pick when the branch has
* exactly one database; otherwise fall back to Neon's default (`neondb`) so the call
* stays useful even on branches with multiple databases — push doesn't have a way to
* surface a "pick one" prompt the way `fetchEnv` does.
*/
async function pickServiceDatabaseName(api, projectId, branchId) {
	const databases = await api.listBranchDatabases(projectId, branchId);
	if (databases.length === 1) return databases[0].name;
	const neondb = databases.find((d) => d.name === "neondb");
	if (neondb) return neondb.name;
	return databases[0]?.name ?? "neondb";
}
async function applyStep(step, ctx) {
	switch (step.kind) {
		case "update-branch-ttl": {
			const updated = await ctx.api.updateBranch(ctx.remoteProjectId, step.branchId, { expiresAt: step.expiresAt ?? null });
			ctx.branchById.set(updated.id, updated);
			ctx.branchByName.set(updated.name, updated);
			return {
				kind: "branch",
				action: "update",
				identifier: updated.name,
				details: {
					field: "ttl",
					expiresAt: step.expiresAt
				}
			};
		}
		case "update-branch-protected": {
			const updated = await ctx.api.updateBranch(ctx.remoteProjectId, step.branchId, { protected: step.protected });
			ctx.branchById.set(updated.id, updated);
			ctx.branchByName.set(updated.name, updated);
			return {
				kind: "branch",
				action: "update",
				identifier: updated.name,
				details: {
					field: "protected",
					protected: step.protected
				}
			};
		}
		case "update-endpoint": {
			const updated = await ctx.api.updateEndpoint(ctx.remoteProjectId, step.endpointId, step.settings);
			return {
				kind: "branch",
				action: "update",
				identifier: step.branchName,
				details: {
					field: "computeSettings",
					endpointId: updated.id,
					settings: step.settings
				}
			};
		}
		case "enable-auth":
			await ctx.api.enableNeonAuth(ctx.remoteProjectId, step.branchId, { ...step.databaseName ? { databaseName: step.databaseName } : {} });
			return {
				kind: "service",
				action: "create",
				identifier: "auth"
			};
		case "enable-data-api":
			await ctx.api.enableProjectBranchDataApi(ctx.remoteProjectId, step.branchId, step.databaseName, step.input);
			return {
				kind: "service",
				action: "create",
				identifier: "dataApi"
			};
		case "update-data-api":
			await ctx.api.updateProjectBranchDataApi(ctx.remoteProjectId, step.branchId, step.databaseName, step.settings);
			return {
				kind: "service",
				action: "update",
				identifier: "dataApi",
				details: {
					field: "settings",
					settings: step.settings
				}
			};
		case "disable-data-api":
			await ctx.api.deleteProjectBranchDataApi(ctx.remoteProjectId, step.branchId, step.databaseName);
			return {
				kind: "service",
				action: "delete",
				identifier: "dataApi"
			};
		case "create-bucket":
			await ctx.api.createBranchBucket(ctx.remoteProjectId, step.branchId, {
				name: step.bucketName,
				accessLevel: step.accessLevel
			});
			return {
				kind: "service",
				action: "create",
				identifier: `bucket:${step.bucketName}`,
				details: {
					bucketName: step.bucketName,
					accessLevel: step.accessLevel
				}
			};
		case "deploy-function": {
			const bundle = await ctx.bundleFunction(step.fn);
			const deployment = await ctx.api.deployBranchFunction(ctx.remoteProjectId, step.branchId, step.fn.slug, {
				bundle,
				runtime: step.fn.runtime,
				environment: step.fn.env
			});
			ctx.deploymentIdBySlug.set(step.fn.slug, deployment.id);
			return {
				kind: "service",
				action: step.functionExists ? "update" : "create",
				identifier: `function:${step.fn.slug}`,
				details: {
					slug: step.fn.slug,
					source: step.fn.source,
					runtime: step.fn.runtime,
					deploymentId: deployment.id
				}
			};
		}
		case "create-trigger":
			await ctx.api.createBranchTrigger(ctx.remoteProjectId, step.branchId, createTriggerInput(step.functionSlug, step.trigger));
			return {
				kind: "service",
				action: "create",
				identifier: `trigger:${step.functionSlug}:${step.trigger.name}`,
				details: triggerChangeDetails(step.functionSlug, step.trigger)
			};
		case "update-trigger":
			await ctx.api.updateBranchTrigger(ctx.remoteProjectId, step.branchId, step.triggerId, updateTriggerInput(step.functionSlug, step.trigger));
			return {
				kind: "service",
				action: "update",
				identifier: `trigger:${step.functionSlug}:${step.trigger.name}`,
				details: triggerChangeDetails(step.functionSlug, step.trigger)
			};
		case "register-custom-domain": {
			const methods = requireCustomDomainApi(ctx.api);
			let snapshot;
			try {
				snapshot = await methods.registerBranchCustomDomain(ctx.remoteProjectId, step.branchId, {
					domain: step.domain,
					functionSlug: step.functionSlug
				});
			} catch (err) {
				throw rewriteCustomDomainConflict(err, step.domain);
			}
			return {
				kind: "service",
				action: "create",
				identifier: `domain:${step.domain}`,
				details: {
					domain: snapshot.domain,
					slug: step.functionSlug,
					cnameTarget: snapshot.cnameTarget
				}
			};
		}
		case "retarget-custom-domain": {
			const methods = requireCustomDomainApi(ctx.api);
			const deploymentId = ctx.deploymentIdBySlug.get(step.functionSlug);
			if (deploymentId === void 0) throw new dist.PlatformError(dist.ErrorCode.ServerError, `Cannot retarget a custom domain onto ${JSON.stringify(step.functionSlug)}: this apply did not deploy that function.`);
			await waitForCompletedFunctionDeployment({
				api: ctx.api,
				projectId: ctx.remoteProjectId,
				branchId: step.branchId,
				slug: step.functionSlug,
				deploymentId
			});
			const observed = (await methods.listBranchCustomDomains(ctx.remoteProjectId, step.branchId)).find((item) => item.domain === step.domain);
			if (observed === void 0 || observed.entityType !== "function" || observed.entityId !== step.previousSlug) {
				const seen = observed === void 0 ? "no registration" : `${observed.entityType} ${JSON.stringify(observed.entityId)}`;
				throw new dist.PlatformError(dist.ErrorCode.Conflict, `Cannot retarget ${JSON.stringify(step.domain)}: planned owner was function ${JSON.stringify(step.previousSlug)}; observed ${seen}. DELETE was not attempted.`);
			}
			await methods.deleteBranchCustomDomain(ctx.remoteProjectId, step.branchId, step.domain);
			let snapshot;
			try {
				snapshot = await methods.registerBranchCustomDomain(ctx.remoteProjectId, step.branchId, {
					domain: step.domain,
					functionSlug: step.functionSlug
				});
			} catch (err) {
				const rewritten = rewriteCustomDomainConflict(err, step.domain);
				const message = rewritten instanceof dist.PlatformError ? rewritten.message : rewritten instanceof Error ? rewritten.message : String(rewritten);
				throw new dist.PlatformError(rewritten instanceof dist.PlatformError ? rewritten.code : dist.ErrorCode.ServerError, `Deleted the previous registration of ${JSON.stringify(step.domain)} (function ${JSON.stringify(step.previousSlug)}) but failed to register it on ${JSON.stringify(step.functionSlug)}. Inspect current ownership with \`neon function domains list\` before recovering. ${message}`, {
					cause: rewritten instanceof Error ? rewritten : err,
					details: rewritten instanceof dist.PlatformError ? { ...rewritten.details } : {}
				});
			}
			return {
				kind: "service",
				action: "update",
				identifier: `domain:${step.domain}`,
				details: {
					domain: snapshot.domain,
					slug: step.functionSlug,
					previousSlug: step.previousSlug,
					cnameTarget: snapshot.cnameTarget
				}
			};
		}
	}
}
/**
* Add each deployed function's invocation URL to its applied-change `details` so callers
* (e.g. neonctl) can show users where to call the function right after a push.
*
* The URL is read from the preview snapshot already fetched for the diff, which lists every
* existing function with its `invocationUrl`. A function created by its *first* deployment in
* this push is not in that snapshot, so when one is present we re-list the branch's functions
* once to learn its freshly-minted URL. Skipped on dry-run (nothing was created) and
* best-effort otherwise: a failed re-list omits the URL rather than failing a push that has
* already applied.
*/
async function enrichFunctionInvocationUrls(args) {
	const { api, projectId, branchId, plan, applied, preview, dryRun } = args;
	const deployedSlugs = plan.flatMap((step) => step.kind === "deploy-function" ? [step.fn.slug] : []);
	if (deployedSlugs.length === 0) return;
	const urlBySlug = new Map((preview?.functions ?? []).map((fn) => [fn.slug, fn.invocationUrl]));
	if (deployedSlugs.some((slug) => !urlBySlug.has(slug)) && !dryRun) try {
		for (const fn of await api.listBranchFunctions(projectId, branchId)) urlBySlug.set(fn.slug, fn.invocationUrl);
	} catch {}
	for (const change of applied) {
		const slug = functionSlugFromIdentifier(change.identifier);
		if (slug === void 0) continue;
		const invocationUrl = urlBySlug.get(slug);
		if (invocationUrl === void 0) continue;
		change.details = {
			...change.details,
			invocationUrl
		};
	}
}
/** Pull the function slug out of a `function:<slug>` applied-change identifier. */
function functionSlugFromIdentifier(identifier) {
	return identifier.startsWith("function:") ? identifier.slice(9) : void 0;
}
async function waitForCompletedFunctionDeployment(args) {
	const get = args.api.getBranchFunction;
	if (!get) throw new dist.PlatformError(dist.ErrorCode.FeatureUnavailable, `Cannot retarget a custom domain onto ${JSON.stringify(args.slug)}: this NeonApi adapter does not implement getBranchFunction, so apply cannot confirm the function finished deploying.`);
	const intervalMs = Number(process.env.NEON_FUNCTIONS_POLL_INTERVAL_MS) || 2e3;
	const timeoutMs = Number(process.env.NEON_FUNCTIONS_POLL_TIMEOUT_MS) || 6e5;
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const dep = (await get.call(args.api, args.projectId, args.branchId, args.slug)).currentDeployment;
		if (dep !== void 0 && dep.id > args.deploymentId) throw new dist.PlatformError(dist.ErrorCode.ServerError, `Cannot retarget a custom domain onto ${JSON.stringify(args.slug)}: current deployment is ${dep.id}, this apply submitted ${args.deploymentId}; left the previous custom-domain registration in place.`);
		if (dep !== void 0 && dep.id === args.deploymentId) {
			if (dep.status === "completed") return;
			if (dep.status === "failed") throw new dist.PlatformError(dist.ErrorCode.ServerError, `Deployment of function ${JSON.stringify(args.slug)} failed; left the previous custom-domain registration in place.`);
		}
		if (Date.now() >= deadline) throw new dist.PlatformError(dist.ErrorCode.ServerError, `Timed out waiting for function ${JSON.stringify(args.slug)} to finish deploying; left the previous custom-domain registration in place.`);
		await new Promise((resolve) => setTimeout(resolve, intervalMs));
	}
}
function requireCustomDomainApi(api) {
	const list = api.listBranchCustomDomains;
	const register = api.registerBranchCustomDomain;
	const remove = api.deleteBranchCustomDomain;
	if (!list || !register || !remove) throw new dist.PlatformError(dist.ErrorCode.FeatureUnavailable, "This NeonApi adapter does not implement custom domains. Implement listBranchCustomDomains, registerBranchCustomDomain, and deleteBranchCustomDomain, or remove customDomains from neon.ts.");
	return {
		listBranchCustomDomains: list.bind(api),
		registerBranchCustomDomain: register.bind(api),
		deleteBranchCustomDomain: remove.bind(api)
	};
}
function rewriteCustomDomainConflict(err, domain) {
	if (!(err instanceof dist.PlatformError) || err.code !== dist.ErrorCode.Conflict) return err;
	const neonMessage = typeof err.details.neonMessage === "string" ? err.details.neonMessage : void 0;
	const requestId = typeof err.details.requestId === "string" ? err.details.requestId : void 0;
	const status = typeof err.details.status === "number" ? err.details.status : void 0;
	const apiParts = [
		status !== void 0 ? `HTTP ${status}` : void 0,
		neonMessage ? `Neon API said: "${neonMessage}"` : void 0,
		requestId ? `request id ${requestId}` : void 0
	].filter((part) => part !== void 0);
	return new dist.PlatformError(dist.ErrorCode.Conflict, [
		`Hostname ${JSON.stringify(domain)} is already registered to another resource.`,
		apiParts.length > 0 ? `(${apiParts.join("; ")})` : void 0,
		"Declare it only on the branch that owns it (use the branch closure), or delete it there first with `neon function domains delete`."
	].filter((part) => part !== void 0).join(" "), {
		cause: err,
		details: { ...err.details }
	});
}
function enrichDeclaredCustomDomains(args) {
	const declared = [];
	for (const fn of args.functions) for (const domain of fn.customDomains ?? []) declared.push({
		domain,
		slug: fn.slug
	});
	if (declared.length === 0) return;
	const blockedDomains = new Set(args.result.conflicts.flatMap((conflict) => {
		if (conflict.field !== "customDomain") return [];
		const match = /^custom domain "([^"]+)"/.exec(conflict.reason);
		return match?.[1] !== void 0 ? [match[1]] : [];
	}));
	const cnameByDomain = /* @__PURE__ */ new Map();
	for (const remote of args.preview?.customDomains ?? []) {
		if (blockedDomains.has(remote.domain)) continue;
		cnameByDomain.set(remote.domain, remote.cnameTarget);
	}
	for (const change of args.applied) {
		const domain = typeof change.details?.domain === "string" ? change.details.domain : void 0;
		const cnameTarget = change.details?.cnameTarget;
		if (domain !== void 0 && typeof cnameTarget === "string") cnameByDomain.set(domain, cnameTarget);
	}
	args.result.customDomains = declared.map(({ domain, slug }) => {
		const entry = {
			domain,
			slug
		};
		const cnameTarget = cnameByDomain.get(domain);
		if (cnameTarget !== void 0) entry.cnameTarget = cnameTarget;
		if (cnameTarget === "") args.warnings.push(`No CNAME target for ${domain}; this region has no custom-domains front door.`);
		return entry;
	});
}
function triggerChangeDetails(functionSlug, trigger) {
	if (trigger.type === "schedule") return {
		functionSlug,
		type: trigger.type,
		cron: trigger.cron,
		enabled: trigger.enabled
	};
	return {
		functionSlug,
		type: trigger.type,
		bucketName: trigger.bucketName,
		...trigger.prefix !== void 0 ? { prefix: trigger.prefix } : {},
		enabled: trigger.enabled
	};
}
function createTriggerInput(functionSlug, trigger) {
	if (trigger.type === "schedule") return {
		type: "schedule",
		name: trigger.name,
		functionSlug,
		cron: trigger.cron,
		functionPath: trigger.functionPath,
		enabled: trigger.enabled
	};
	return {
		type: "storage_object_created",
		name: trigger.name,
		functionSlug,
		bucketName: trigger.bucketName,
		...trigger.prefix !== void 0 ? { prefix: trigger.prefix } : {},
		functionPath: trigger.functionPath,
		enabled: trigger.enabled
	};
}
function updateTriggerInput(functionSlug, trigger) {
	if (trigger.type === "schedule") return {
		type: "schedule",
		name: trigger.name,
		functionSlug,
		cron: trigger.cron,
		functionPath: trigger.functionPath,
		enabled: trigger.enabled
	};
	return {
		type: "storage_object_created",
		name: trigger.name,
		functionSlug,
		bucketName: trigger.bucketName,
		...trigger.prefix !== void 0 ? { prefix: trigger.prefix } : {},
		functionPath: trigger.functionPath,
		enabled: trigger.enabled
	};
}
//#endregion


//# sourceMappingURL=push-config.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config-runtime/dist/lib/operations.js



//#region src/lib/operations.ts
/**
* Read a branch's live Neon state as a plain object (project + branch metadata and the
* reverse-engineered `BranchConfig`). Network read only — never mutates.
*
* `projectId` and `branchId` are **required** (both in `options`).
*/
async function inspect(options) {
	return pullConfig({
		projectId: options.projectId,
		branchId: options.branchId,
		...options.api ? { api: options.api } : {},
		...options.apiKey ? { apiKey: options.apiKey } : {},
		...options.apiHost ? { apiHost: options.apiHost } : {}
	});
}
/**
* Compute what {@link apply} would do for the given branch without mutating anything
* (dry-run plan). Returns the full {@link PushResult} with the planned changes in
* `applied` and any blocking drift in `conflicts` — the Neon equivalent of
* `terraform plan`.
*
* `projectId` and `branchId` are **required** (both in `options`).
*/
async function plan(config, options) {
	return pushConfig(config, {
		projectId: options.projectId,
		branchId: options.branchId,
		dryRun: true,
		updateExisting: true,
		...options.api ? { api: options.api } : {},
		...options.apiKey ? { apiKey: options.apiKey } : {},
		...options.apiHost ? { apiHost: options.apiHost } : {}
	});
}
/**
* Apply a `neon.ts` policy to the given Neon branch and return the {@link PushResult}
* describing what changed — the Neon equivalent of `terraform apply`.
*
* `projectId` and `branchId` are **required** (both in `options`). Pass `updateExisting`
* to auto-confirm overriding existing remote settings and `allowProtectedBranch` to
* auto-confirm applying to a protected branch; otherwise drift is reported as a
* `PushConflictError`.
*
* Never creates projects or branches — both must already exist.
*/
async function apply(config, options) {
	return pushConfig(config, {
		projectId: options.projectId,
		branchId: options.branchId,
		...options.api ? { api: options.api } : {},
		...options.apiKey ? { apiKey: options.apiKey } : {},
		...options.apiHost ? { apiHost: options.apiHost } : {},
		...options.updateExisting ? { updateExisting: true } : {},
		...options.allowProtectedBranch ? { allowProtectedBranch: true } : {},
		...options.bundleFunction ? { bundleFunction: options.bundleFunction } : {}
	});
}
/**
* Create a Neon branch **from a `neon.ts` policy** and bring it up with its declared
* settings/infra in one step — the operation `neonctl checkout <new-name>` needs.
*
* The flow is the one a creation actually wants:
*  1. Evaluate the policy for the new branch with `exists: false` (so creation-time tuning —
*     `parent`, `ttl`, compute settings, `protected` — resolves instead of the
*     "existing branch, leave as-is" path most policies guard with `if (branch.exists)`).
*  2. Create the branch **with** that tuning: `parent`, `expires_at`, `protected`, and the
*     compute settings all ride along on the single create call, which Neon validates as a
*     whole. A setting it rejects therefore fails the creation outright, leaving nothing
*     behind, rather than producing a branch that doesn't match the policy.
*  3. {@link pushConfig} the rest onto it with `branchExists: false` — the services (Neon
*     Auth, Data API, buckets, functions), which have no create-time equivalent because they
*     are provisioned against an existing branch id.
*
* This is why `apply` alone couldn't do it: `apply` operates on an *existing* branch
* (`exists: true`), so a policy keyed on `!branch.exists` never returns the creation tuning.
*
* `result.applied` covers both steps — the settings the create call carried are reported
* exactly like the ones a push applies (see {@link settingsAppliedAtCreate}), so folding them
* into the creation doesn't make them vanish from the summary.
*
* Throws {@link PlatformError} (`Conflict`) if a branch with `branchName` already exists, or
* (`BranchNotFound`) if the policy names a `parent` that isn't on the project — both before
* anything is created, as is a setting Neon rejects in step 2. Only step 3 can fail with a
* branch already created; that throws {@link PartialBranchCreateError} carrying its id/name.
*/
async function createBranch(config, options) {
	const api = options.api ?? createNeonApiFromOptions("createBranch", options.apiKey ? { apiKey: options.apiKey } : {});
	const { projectId, branchName } = options;
	const branches = await api.listBranches(projectId);
	if (branches.some((b) => b.name === branchName)) throw new PlatformError(ErrorCode.Conflict, `createBranch: a branch named "${branchName}" already exists on project ${projectId}. Pick a different name or check it out instead of creating it.`, { details: {
		projectId,
		branchName
	} });
	const resolved = resolveConfig(config, {
		name: branchName,
		exists: false
	});
	const parentId = resolveParentBranchId(resolved.parent, branches, branchName);
	const expiresAt = resolved.ttlSeconds !== void 0 ? new Date(Date.now() + resolved.ttlSeconds * 1e3).toISOString() : void 0;
	const computeSettings = resolved.postgres?.computeSettings;
	const { branch } = await api.createBranch(projectId, {
		name: branchName,
		...parentId ? { parentId } : {},
		...expiresAt ? { expiresAt } : {},
		...resolved.protected !== void 0 ? { protected: resolved.protected } : {},
		...computeSettings ? { computeSettings } : {}
	});
	const appliedAtCreate = settingsAppliedAtCreate({
		branchName: branch.name,
		...resolved.parent !== void 0 ? { parentName: resolved.parent } : {},
		...expiresAt !== void 0 ? { expiresAt } : {},
		...resolved.protected !== void 0 ? { isProtected: resolved.protected } : {},
		...computeSettings ? { computeSettings } : {}
	});
	let result;
	try {
		result = await pushConfig(config, {
			projectId,
			branchId: branch.id,
			api,
			branchExists: false,
			updateExisting: true,
			allowProtectedBranch: true,
			...options.bundleFunction ? { bundleFunction: options.bundleFunction } : {}
		});
	} catch (cause) {
		throw new PartialBranchCreateError(branch.id, branch.name, cause);
	}
	return {
		branchId: branch.id,
		branchName: branch.name,
		result: {
			...result,
			applied: mergeCreateSettings(appliedAtCreate, result.applied)
		}
	};
}
/**
* Describe the policy settings the create call itself carried as {@link AppliedChange}s, keyed
* by field.
*
* Applying a setting *at creation* rather than in a follow-up call must not make it disappear
* from the report, so these are shaped exactly like the changes `pushConfig` returns for the
* same fields — same `kind`/`identifier`/`details`, so every renderer already knows how to
* print them and no caller needs to special-case a creation.
*/
const settingsAppliedAtCreate = (args) => {
	const changes = /* @__PURE__ */ new Map();
	const add = (field, details) => {
		changes.set(field, {
			kind: "branch",
			action: "create",
			identifier: args.branchName,
			details: {
				field,
				...details
			}
		});
	};
	if (args.parentName !== void 0) add("parent", { parent: args.parentName });
	if (args.expiresAt !== void 0) add("ttl", { expiresAt: args.expiresAt });
	if (args.isProtected !== void 0) add("protected", { protected: args.isProtected });
	if (args.computeSettings) add("computeSettings", { settings: args.computeSettings });
	return changes;
};
/**
* Fold the create-time settings into what the push applied, reporting each field once.
*
* A field the create call already satisfied is a noop for the push, so the two normally don't
* overlap. They do when the create didn't take (an API that ignores a create-time field, or
* drift in the moments between the two calls) and the push applied it for real — the push
* change is the one that describes what actually happened, so it wins.
*/
const mergeCreateSettings = (atCreate, pushed) => {
	const pushedFields = new Set(pushed.filter((c) => c.kind === "branch" && c.action !== "noop").map((c) => c.details?.field).filter((field) => typeof field === "string"));
	return [...[...atCreate].filter(([field]) => !pushedFields.has(field)).map(([, change]) => change), ...pushed];
};
/**
* Resolve the parent branch id for a new branch. A policy-declared `parent` (a branch name) is
* looked up by name; an unknown name is a hard error. With no `parent`, fall back to the
* project's default branch, or `undefined` (let the API pick the project default) when none is
* marked default.
*/
function resolveParentBranchId(parentName, branches, branchName) {
	if (parentName !== void 0) {
		const match = branches.find((b) => b.name === parentName);
		if (!match) throw new PlatformError(ErrorCode.BranchNotFound, `createBranch: the policy for "${branchName}" sets parent "${parentName}", but no branch with that name exists. Existing branches: ${branches.map((b) => b.name).join(", ") || "(none)"}.`, { details: {
			branchName,
			parent: parentName,
			available: branches.map((b) => b.name)
		} });
		return match.id;
	}
	return branches.find((b) => b.isDefault)?.id;
}
//#endregion


//# sourceMappingURL=operations.js.map
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./node_modules/@neon/config-runtime/dist/lib/run-hook.js

//#region src/lib/run-hook.ts
/**
* Thrown when a **shell-command** hook exits non-zero (or fails to spawn). Function hooks
* surface their own thrown errors directly; this wraps the process-level failure with the
* offending command and exit code so the CLI can report which hook step failed.
*/
var HookExecutionError = class extends Error {
	command;
	exitCode;
	signal;
	constructor(command, exitCode, signal, cause) {
		const how = signal !== null ? `was killed by signal ${signal}` : `exited with code ${exitCode ?? "unknown"}`;
		super(`Hook command failed (${how}): ${command}`, { cause });
		this.name = "HookExecutionError";
		this.command = command;
		this.exitCode = exitCode;
		this.signal = signal;
	}
};
/**
* Run a lifecycle hook and return its result.
*
* - **Function hook** — awaited and its value returned (e.g. a `checkout.before` rename).
* - **Shell-command hook** — each command run sequentially and **non-interactively** (stdin
*   is not attached and `CI=1` is set, so an accidental interactive command fails fast
*   instead of hanging). Returns `undefined` (shell hooks have no return channel). A
*   non-zero exit throws {@link HookExecutionError} and stops the chain.
* - **`undefined`** — no hook configured; returns `undefined`.
*
* The caller decides semantics: for `before` hooks, propagate a throw to abort the operation;
* for `after` hooks, observe (and typically degrade a failure to a warning, since the branch
* already changed).
*/
async function runHook(hook, ctx, options = {}) {
	if (hook === void 0) return void 0;
	if (typeof hook === "function") return await hook(ctx);
	await runShellHook(hook, options);
}
/**
* Run a {@link ShellHook} (one command or a sequential list) non-interactively. Exposed for
* callers that already know a hook is shell-shaped, or that want to run ad-hoc command chains
* with Neon env injected. Throws {@link HookExecutionError} on the first non-zero exit.
*/
async function runShellHook(hook, options = {}) {
	const commands = Array.isArray(hook) ? hook : [hook];
	for (const command of commands) await runOneCommand(command, options);
}
function runOneCommand(command, options) {
	return new Promise((resolve, reject) => {
		const child = (0,external_node_child_process_.spawn)(command, {
			shell: true,
			cwd: options.cwd ?? process.cwd(),
			stdio: [
				"ignore",
				"pipe",
				"pipe"
			],
			env: buildEnv(options.env)
		});
		child.stdout?.on("data", (chunk) => options.onOutput?.(chunk.toString()));
		child.stderr?.on("data", (chunk) => options.onOutput?.(chunk.toString()));
		child.on("error", (cause) => {
			reject(new HookExecutionError(command, null, null, cause));
		});
		child.on("close", (code, signal) => {
			if (code === 0) {
				resolve();
				return;
			}
			reject(new HookExecutionError(command, code, signal));
		});
	});
}
/**
* Build the child env: `process.env` + a forced `CI=1` (so tools default to non-interactive)
* + the caller's overrides, dropping any `undefined` values so they don't shadow real vars.
*/
function buildEnv(extra) {
	const env = {
		...process.env,
		CI: "1"
	};
	if (extra) {
		for (const [key, value] of Object.entries(extra)) if (value !== void 0) env[key] = value;
	}
	return env;
}
//#endregion


//# sourceMappingURL=run-hook.js.map
;// CONCATENATED MODULE: ./node_modules/@neon/config-runtime/dist/v1.js












;// CONCATENATED MODULE: ./node_modules/@neon/config-runtime/dist/index.js













/***/ })),

/***/ 5677:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildFunctionBundle: () => (/* binding */ buildFunctionBundle)
/* harmony export */ });
/* unused harmony export ESM_CJS_INTEROP_BANNER */
/* harmony import */ var _function_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(524);
/* harmony import */ var _native_packages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2141);
/* harmony import */ var _function_zip_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2066);
/* harmony import */ var _native_detect_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9799);
/* harmony import */ var _neon_config__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2315);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6760);






//#region src/lib/function-bundle.ts
/**
* Prepended to the ESM bundle. Bundled dependencies are frequently CommonJS, but an ESM
* output (`format: "esm"`) has no `require` / `__filename` / `__dirname` in scope — so any
* bundled CJS code that calls `require(...)` would fail at load with
* `Dynamic require of "x" is not supported`. Re-create those globals via `createRequire`
* so CJS and ESM dependencies coexist in the single `index.mjs`.
*/
const ESM_CJS_INTEROP_BANNER = "import{createRequire as ___cr}from'module';import{fileURLToPath as ___f}from'url';import{dirname as ___d}from'path';const require=___cr(import.meta.url);const __filename=___f(import.meta.url);const __dirname=___d(__filename);";
/**
* Honors `fn.bundler`. The packaged CLI never calls this — it injects its own
* bundler so esbuild stays out of the pkg graph.
*/
async function buildFunctionBundle(fn, options = {}) {
	const { bundler } = fn;
	if (bundler === void 0 || bundler === "esbuild") return bundleWithEsbuild(fn, options);
	const bundle = bundler === "none" ? await (0,_function_source_js__WEBPACK_IMPORTED_MODULE_0__/* .bundleAsIs */ .T)(fn) : await bundler(fn);
	return (0,_function_zip_js__WEBPACK_IMPORTED_MODULE_2__/* .zipFunctionBundle */ .w)(fn.slug, bundle);
}
/**
* Source maps are omitted because Functions does not enable them and they only
* enlarge archives.
*/
const bundleWithEsbuild = async (fn, options = {}) => {
	const entry = await (0,_function_source_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEsbuildEntry */ .z)(fn.source);
	const esbuild = await loadEsbuild();
	const externalPackages = fn.externalPackages ?? [];
	const staged = (0,_neon_config__WEBPACK_IMPORTED_MODULE_4__.packagesToStage)(externalPackages);
	const onWarning = options.onWarning ?? (() => {});
	const projectDir = (0,node_path__WEBPACK_IMPORTED_MODULE_5__.dirname)(entry);
	let result;
	try {
		result = await esbuild.build({
			entryPoints: [entry],
			bundle: true,
			write: false,
			outfile: "index.mjs",
			minify: true,
			format: "esm",
			platform: "node",
			banner: { js: ESM_CJS_INTEROP_BANNER },
			external: externalPackages.map((pkg) => pkg.name),
			metafile: true,
			logLevel: "silent"
		});
	} catch (cause) {
		const detail = cause instanceof Error ? cause.message : String(cause);
		throw new _neon_config__WEBPACK_IMPORTED_MODULE_4__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_4__.ErrorCode.InvalidConfig, [`Failed to bundle function "${fn.slug}" from ${entry}.`, detail].join(" "), { cause });
	}
	const entries = {};
	for (const file of result.outputFiles ?? []) entries[(0,node_path__WEBPACK_IMPORTED_MODULE_5__.basename)(file.path)] = file.contents;
	for (const finding of (0,_native_detect_js__WEBPACK_IMPORTED_MODULE_3__/* .findUndeclaredNativePackages */ .rD)({
		metafile: result.metafile,
		declared: externalPackages.map((pkg) => pkg.name),
		projectDir
	})) onWarning((0,_native_detect_js__WEBPACK_IMPORTED_MODULE_3__/* .describeNativeFinding */ .gJ)(fn.slug, finding));
	if (staged.length === 0) return (0,_function_zip_js__WEBPACK_IMPORTED_MODULE_2__/* .zipEntries */ .u)(entries);
	const traced = await (0,_native_packages_js__WEBPACK_IMPORTED_MODULE_1__/* .traceNativePackages */ .k3)({
		slug: fn.slug,
		packages: staged,
		projectDir,
		...options.nativeDeps ? { deps: options.nativeDeps } : {}
	});
	for (const warning of traced.warnings) onWarning(warning);
	Object.assign(entries, traced.entries);
	return (0,_function_zip_js__WEBPACK_IMPORTED_MODULE_2__/* .zipFunctionBundle */ .w)(fn.slug, entries);
};
const loadEsbuild = async () => {
	const name = ["es", "build"].join("");
	try {
		return await __webpack_require__(442)(name);
	} catch (cause) {
		throw new _neon_config__WEBPACK_IMPORTED_MODULE_4__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_4__.ErrorCode.InvalidConfig, ["Deploying Neon Functions requires `esbuild`, which could not be loaded.", "It is a dependency of @neon/config-runtime — reinstall your dependencies (`pnpm install` / `npm install`)."].join(" "), { cause });
	}
};
//#endregion


//# sourceMappingURL=function-bundle.js.map

/***/ })),

/***/ 524:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ bundleAsIs),
/* harmony export */   z: () => (/* binding */ resolveEsbuildEntry)
/* harmony export */ });
/* harmony import */ var _neon_config__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2315);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);



//#region src/lib/function-source.ts
/** A file is the entry. A directory is searched in {@link FUNCTION_SOURCE_ENTRIES} order; only real files count. */
async function resolveEsbuildEntry(source) {
	let sourceStat;
	try {
		sourceStat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(source);
	} catch (cause) {
		throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, `Function source ${source} does not exist.`, { cause });
	}
	if (sourceStat.isFile()) return source;
	if (!sourceStat.isDirectory()) throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, `Function source ${source} is neither a file nor a directory.`);
	const present = [];
	await Promise.all(_neon_config__WEBPACK_IMPORTED_MODULE_0__.FUNCTION_SOURCE_ENTRIES.map(async (name) => {
		const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(source, name);
		if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(candidate).catch(() => null))?.isFile()) present.push(name);
	}));
	const picked = (0,_neon_config__WEBPACK_IMPORTED_MODULE_0__.pickFunctionSourceEntry)(present);
	if (picked === void 0) throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, `No entry file found in ${source}. Expected one of: ${_neon_config__WEBPACK_IMPORTED_MODULE_0__.FUNCTION_SOURCE_ENTRIES.join(", ")}.`);
	return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(source, picked);
}
/**
* `"none"` / `--no-bundle`: zip `source` without esbuild. The archive root (or
* the file's basename) must be `index.mjs` or `index.js`. TypeScript cannot ship unbundled.
*/
async function bundleAsIs(fn, options = {}) {
	const via = options.via ?? "none";
	let sourceStat;
	try {
		sourceStat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(fn.source);
	} catch (cause) {
		throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, `Function "${fn.slug}" bundler is "none" but its source ${fn.source} does not exist.`, { cause });
	}
	if (sourceStat.isDirectory()) {
		const entries = {};
		await collectDirectory(fn.source, fn.source, entries, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(fn.source), []);
		if (_neon_config__WEBPACK_IMPORTED_MODULE_0__.FUNCTION_ARCHIVE_ENTRIES.some((name) => name in entries)) return entries;
		if ("index.ts" in entries) throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, typescriptUnbundledMessage(fn, via));
		throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, `Function "${fn.slug}" source directory ${fn.source} has no entry module at its root (expected one of: ${_neon_config__WEBPACK_IMPORTED_MODULE_0__.FUNCTION_ARCHIVE_ENTRIES.join(", ")}). The Functions runtime imports the archive by that name.`);
	}
	if (!sourceStat.isFile()) throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, `Function "${fn.slug}" source ${fn.source} is neither a file nor a directory.`);
	const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(fn.source);
	if (name === "index.ts") throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, typescriptUnbundledMessage(fn, via));
	if (!(0,_neon_config__WEBPACK_IMPORTED_MODULE_0__.isFunctionArchiveEntry)(name)) throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, via === "no-bundle" ? `${fn.source} must be named index.mjs or index.js to ship with --no-bundle (got "${name}"). Omit --no-bundle to esbuild it, or rename the file.` : `Function "${fn.slug}" bundler is "none" but ${fn.source} is named "${name}". The Functions runtime imports index.mjs or index.js at the archive root.`);
	return { [name]: new Uint8Array(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(fn.source)) };
}
const typescriptUnbundledMessage = (fn, via) => via === "no-bundle" ? `TypeScript must be bundled. ${fn.source} has no index.mjs or index.js; omit --no-bundle to esbuild it, or emit one of those files.` : `Function "${fn.slug}" bundler is "none" but ${fn.source} is TypeScript. Use the default esbuild bundler, or emit index.mjs / index.js.`;
async function collectDirectory(root, dir, entries, rootReal, stack) {
	const dirReal = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(dir);
	if (stack.includes(dirReal)) return;
	const nextStack = [...stack, dirReal];
	const dirents = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(dir, { withFileTypes: true });
	await Promise.all(dirents.map(async (dirent) => {
		const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, dirent.name);
		if (dirent.isDirectory()) {
			await collectDirectory(root, abs, entries, rootReal, nextStack);
			return;
		}
		if (dirent.isSymbolicLink()) {
			await assertSymlinkInsideSource(abs, root, rootReal);
			const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(abs).catch(() => null);
			if (!target) return;
			if (target.isDirectory()) {
				await collectDirectory(root, abs, entries, rootReal, nextStack);
				return;
			}
		}
		const key = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, abs).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
		entries[key] = new Uint8Array(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(abs));
	}));
}
const assertSymlinkInsideSource = async (abs, root, rootReal) => {
	let targetReal;
	try {
		targetReal = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(abs);
	} catch (cause) {
		throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, `Function source ${root} contains a dangling symlink: ${abs}.`, { cause });
	}
	const escaped = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(rootReal, targetReal);
	if (escaped === ".." || escaped.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(escaped)) throw new _neon_config__WEBPACK_IMPORTED_MODULE_0__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_0__.ErrorCode.InvalidConfig, `Function source ${root} contains a symlink that points outside the directory: ${abs}.`);
};
//#endregion


//# sourceMappingURL=function-source.js.map

/***/ })),

/***/ 2066:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ zipEntries),
/* harmony export */   w: () => (/* binding */ zipFunctionBundle)
/* harmony export */ });
/* harmony import */ var _native_packages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2141);
/* harmony import */ var _neon_config__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2315);


//#region src/lib/function-zip.ts
/** No size check — the esbuild path without staged native files stayed unlimited. */
async function zipEntries(entries) {
	const { zipSync } = await loadFflate();
	return zipSync(entries, { level: 6 });
}
async function zipFunctionBundle(slug, entries) {
	(0,_native_packages_js__WEBPACK_IMPORTED_MODULE_0__/* .enforceLimits */ .zR)(slug, entries);
	const zip = await zipEntries(entries);
	(0,_native_packages_js__WEBPACK_IMPORTED_MODULE_0__/* .assertZipWithinLimits */ .n5)(slug, zip, entries);
	return zip;
}
async function loadFflate() {
	try {
		return await __webpack_require__.e(/* import() */ 306).then(__webpack_require__.bind(__webpack_require__, 1306));
	} catch (cause) {
		throw new _neon_config__WEBPACK_IMPORTED_MODULE_1__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_1__.ErrorCode.InvalidConfig, ["Deploying Neon Functions requires `fflate`, which could not be loaded.", "It is a dependency of @neon/config-runtime — reinstall your dependencies (`pnpm install` / `npm install`)."].join(" "), { cause });
	}
}
//#endregion


//# sourceMappingURL=function-zip.js.map

/***/ })),

/***/ 9799:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gJ: () => (/* binding */ describeNativeFinding),
/* harmony export */   rD: () => (/* binding */ findUndeclaredNativePackages)
/* harmony export */ });
/* unused harmony export packageNameFromInput */
/* harmony import */ var _resolve_package_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(599);
/* harmony import */ var _native_packages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2141);
/* harmony import */ var _neon_config__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2315);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3024);





//#region src/lib/native-detect.ts
/** Depth of the walk for a `.node`/`.so` inside one package. */
const SCAN_DEPTH = 4;
const BINARY_PATTERN = /\.(node|so)(\.\d+)*$/;
const GYP_PATTERN = /\b(node-gyp|node-pre-gyp|prebuild-install|cmake-js)\b/;
/**
* The packages a bundle pulled in that carry native code and were not declared in
* `externalPackages`.
*
* **This is evidence, not a verdict.** It proves the package contains or depends on compiled
* code, never that this function's code path reaches it — a package with an optional native
* accelerator and a working JavaScript fallback (`ws` with `bufferutil`, a Prisma client with
* no Rust engine) looks identical from here and deploys fine today. So the caller reports it
* and continues; it must not fail a deploy.
*
* Only reachable after a successful build. A package esbuild could not resolve, or a `.node`
* it has no loader for, throws before any metafile exists — those already fail loudly with
* esbuild's own diagnostic.
*/
function findUndeclaredNativePackages(options) {
	const { metafile, declared, projectDir } = options;
	const cwd = options.cwd ?? process.cwd();
	const inputs = metafile?.inputs;
	if (!inputs) return [];
	const declaredRoots = new Set(declared.map(_neon_config__WEBPACK_IMPORTED_MODULE_2__.externalPackageRoot));
	const findings = [];
	const seen = /* @__PURE__ */ new Set();
	for (const input of Object.keys(inputs)) {
		const located = packageFromInput(input, cwd);
		if (located === void 0) continue;
		const { name } = located;
		if (declaredRoots.has(name)) continue;
		const dir = located.dir ?? (0,_resolve_package_js__WEBPACK_IMPORTED_MODULE_0__/* .findPackageDir */ .hM)(projectDir, name);
		if (dir === void 0 || seen.has(dir)) continue;
		seen.add(dir);
		const evidence = nativeEvidence(dir, projectDir);
		if (evidence !== void 0) findings.push({
			name,
			evidence
		});
	}
	return findings;
}
/**
* The package an input belongs to, and where that exact copy lives on disk.
*
* Taking the directory straight from the input path rather than searching for the name is
* what makes this correct under pnpm, whose transitive dependencies are not linked at the
* project root at all and whose store holds several versions of the same package side by
* side. A search from the project root would miss the first and could inspect the wrong copy
* in the second.
*/
function packageFromInput(input, cwd) {
	const name = packageNameFromInput(input);
	if (name === void 0) return void 0;
	const normalized = input.split("\\").join("/");
	const prefixLength = normalized.lastIndexOf("node_modules/") + 13 + name.length;
	const relativeDir = normalized.slice(0, prefixLength);
	if (!relativeDir.endsWith(name)) return { name };
	const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(relativeDir) ? relativeDir : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cwd, relativeDir);
	try {
		return {
			name,
			dir: (0,node_fs__WEBPACK_IMPORTED_MODULE_4__.realpathSync)(absolute)
		};
	} catch {
		return { name };
	}
}
/**
* The package an esbuild metafile input belongs to, or `undefined` for the user's own source.
*
* Keyed off the **last** `node_modules/` segment, which is what makes pnpm's
* `node_modules/.pnpm/sharp@0.35.3/node_modules/sharp/lib/x.js` resolve to `sharp` rather
* than `.pnpm`. Yarn PnP resolves out of zip archives with no `node_modules` segment at all
* and yields nothing here, which is the safe direction: a missed package is a missing
* warning, not a wrong one.
*/
function packageNameFromInput(input) {
	const normalized = input.split("\\").join("/");
	const last = normalized.lastIndexOf("node_modules/");
	if (last === -1) return void 0;
	const segments = normalized.slice(last + 13).split("/").filter((segment) => segment.length > 0);
	if (segments.length === 0) return void 0;
	if (segments[0].startsWith("@")) return segments.length >= 2 ? `${segments[0]}/${segments[1]}` : void 0;
	return segments[0];
}
const readManifest = (dir) => (0,_resolve_package_js__WEBPACK_IMPORTED_MODULE_0__/* .readPackageManifest */ .i7)(dir);
/**
* A manifest field npm accepts as either a string or an array of strings, narrowed to a list.
* Anything else is treated as absent: this is an advisory scan reading arbitrary third-party
* manifests, and a malformed field must not take a deploy down.
*/
function stringList(value) {
	if (typeof value === "string") return [value];
	if (!Array.isArray(value)) return void 0;
	const entries = value.filter((entry) => typeof entry === "string");
	return entries.length === value.length ? entries : void 0;
}
function optionalDependencies(manifest) {
	const value = manifest.optionalDependencies;
	return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
/**
* Whether a manifest's own `os`/`cpu`/`libc` fields permit the Functions runtime. A package
* that excludes it — `fsevents` is darwin-only, a musl-only build cannot load on glibc —
* cannot run there whatever we do, so it is not a candidate for shipping and reporting it
* would be noise.
*/
function runsOnRuntime(manifest) {
	const permits = (raw, value) => {
		const field = stringList(raw);
		if (field === void 0 || field.length === 0) return true;
		if (field.some((entry) => entry === `!${value}`)) return false;
		const positives = field.filter((entry) => !entry.startsWith("!"));
		return positives.length === 0 || positives.includes(value);
	};
	return permits(manifest.os, _native_packages_js__WEBPACK_IMPORTED_MODULE_1__/* .RUNTIME_TARGET */ .Zk.os) && permits(manifest.cpu, _native_packages_js__WEBPACK_IMPORTED_MODULE_1__/* .RUNTIME_TARGET */ .Zk.cpu) && permits(manifest.libc, _native_packages_js__WEBPACK_IMPORTED_MODULE_1__/* .RUNTIME_TARGET */ .Zk.libc);
}
/** The first native signal a package shows, or `undefined` if it looks like plain JavaScript. */
function nativeEvidence(dir, projectDir) {
	const manifest = readManifest(dir);
	if (manifest === void 0) return void 0;
	if (!runsOnRuntime(manifest)) return void 0;
	const own = findBinary(dir, SCAN_DEPTH);
	if (own !== void 0) return {
		kind: "binary",
		file: own
	};
	for (const dependency of Object.keys(optionalDependencies(manifest))) {
		const dependencyDir = (0,_resolve_package_js__WEBPACK_IMPORTED_MODULE_0__/* .findPackageDir */ .hM)(dir, dependency) ?? (0,_resolve_package_js__WEBPACK_IMPORTED_MODULE_0__/* .findPackageDir */ .hM)(projectDir, dependency);
		if (dependencyDir === void 0) continue;
		const dependencyManifest = readManifest(dependencyDir);
		if (dependencyManifest === void 0) continue;
		if (!(stringList(dependencyManifest.os) !== void 0 || stringList(dependencyManifest.cpu) !== void 0 || stringList(dependencyManifest.libc) !== void 0)) continue;
		const file = findBinary(dependencyDir, SCAN_DEPTH);
		if (file !== void 0) return {
			kind: "platformDependency",
			dependency,
			file
		};
	}
	const scripts = manifest.scripts;
	const script = typeof scripts?.install === "string" ? scripts.install : typeof scripts?.postinstall === "string" ? scripts.postinstall : void 0;
	if (script !== void 0 && GYP_PATTERN.test(script)) return {
		kind: "buildsFromSource",
		script
	};
	if (manifest.binary !== void 0) return { kind: "prebuiltManifest" };
}
/** First compiled artifact under `dir`, not descending into a nested `node_modules`. */
function findBinary(dir, depth) {
	if (depth < 0) return void 0;
	let listing;
	try {
		listing = (0,node_fs__WEBPACK_IMPORTED_MODULE_4__.readdirSync)(dir, { withFileTypes: true });
	} catch {
		return;
	}
	for (const entry of listing) if (entry.isFile() && BINARY_PATTERN.test(entry.name)) return entry.name;
	for (const entry of listing) {
		if (!entry.isDirectory() || entry.name === "node_modules") continue;
		const found = findBinary((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, entry.name), depth - 1);
		if (found !== void 0) return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(entry.name, found);
	}
}
/**
* The report a user sees. States what was found and both ways to act on it, with the
* shipping form first because it is the one that produces a working function.
*/
function describeNativeFinding(slug, finding) {
	const { name, evidence } = finding;
	return [
		`Function "${slug}" bundles "${name}", and ${(() => {
			switch (evidence.kind) {
				case "binary": return `it contains a compiled binary (${evidence.file} on this machine; the deploy needs the ${_native_packages_js__WEBPACK_IMPORTED_MODULE_1__/* .RUNTIME_TARGET_LABEL */ .Si} build)`;
				case "platformDependency": return `it loads a compiled binary from ${evidence.dependency} (${evidence.file} on this machine; the deploy needs the ${_native_packages_js__WEBPACK_IMPORTED_MODULE_1__/* .RUNTIME_TARGET_LABEL */ .Si} build)`;
				case "buildsFromSource": return `it compiles a binary at install time (${evidence.script})`;
				case "prebuiltManifest": return "its manifest declares a prebuilt binary";
			}
		})()}.`,
		`A compiled binary cannot be bundled, so if this function evaluates that import it`,
		`fails at invoke rather than at deploy.`,
		"",
		`  Ship its files with the deploy:`,
		`      externalPackages: ["${name}"]`,
		"",
		`If "${name}" is only reached behind a working JavaScript fallback, this deploy is`,
		`already correct and needs no change — this is advisory and never fails a deploy.`,
		`Do not add includeFiles: false to silence it: that externalizes "${name}" and ships`,
		`nothing for it, so a top-level import of it would then fail on every invoke.`
	].join("\n");
}
//#endregion


//# sourceMappingURL=native-detect.js.map

/***/ })),

/***/ 2141:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Si: () => (/* binding */ RUNTIME_TARGET_LABEL),
/* harmony export */   Zk: () => (/* binding */ RUNTIME_TARGET),
/* harmony export */   k3: () => (/* binding */ traceNativePackages),
/* harmony export */   n5: () => (/* binding */ assertZipWithinLimits),
/* harmony export */   zR: () => (/* binding */ enforceLimits)
/* harmony export */ });
/* unused harmony export DEFAULT_ARCHIVE_LIMITS */
/* harmony import */ var _resolve_package_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(599);
/* harmony import */ var _neon_config__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2315);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8161);






//#region src/lib/native-packages.ts
/**
* The architecture, OS and libc a Neon Function runs on. Native packages are installed for
* this triple rather than for the machine running the deploy, which is usually a macOS or
* linux-x64 laptop.
*/
const RUNTIME_TARGET = {
	cpu: "arm64",
	os: "linux",
	libc: "glibc"
};
/** Human-readable form of {@link RUNTIME_TARGET}, for error messages. */
const RUNTIME_TARGET_LABEL = `${RUNTIME_TARGET.os}-${RUNTIME_TARGET.cpu} (${RUNTIME_TARGET.libc})`;
/**
* `e_machine` for AArch64 in an ELF header, and the offsets needed to read it. Used to
* verify that a binary about to be shipped really is built for the runtime, so a wrong-arch
* file fails the deploy instead of failing `dlopen` at invoke.
*/
const ELF = {
	magic: "ELF",
	machineOffset: 18,
	headerBytes: 20,
	aarch64: 183
};
/** Extensions treated as compiled artifacts, whose architecture is worth verifying. */
const BINARY_PATTERN = /\.(node|so)(\.\d+)*$/;
/**
* The WebAssembly fallback cannot be identified from its manifest: `@img/sharp-wasm32`
* declares no `os`, `cpu`, or `libc` at all — wasm genuinely runs anywhere — so npm installs
* it whatever target is asked for and only the name distinguishes it.
*
* Matched as a whole dash-delimited token rather than a substring, and only when a real
* native build for the runtime is also being shipped. That condition is the actual semantic:
* the fallback is dropped *because the real thing is there*, and sharp's loader would
* otherwise fall through to it silently, turning a broken native path into a working but far
* slower one. A project where the wasm build is the only implementation keeps it.
*
* Two narrower rules were tried and both failed. Scoping to a staged package's
* `optionalDependencies` looked more principled and is wrong: `sharp` declares
* `@img/sharp-freebsd-wasm32` and `@img/sharp-webcontainers-wasm32` but not
* `@img/sharp-wasm32`, which arrives transitively — CI caught the fallback shipping. Matching
* `@img/sharp-wasm32` by name would work only for sharp.
*/
const WASM_VARIANT_TOKEN = "wasm32";
/**
* Whether a package cannot load on the runtime at all, read from its own manifest the way npm
* decides what to install — `@img/sharp-linuxmusl-arm64` declares `libc: ["musl"]`, which a
* glibc runtime cannot load.
*
* A fact about the package rather than a guess from its name, so a package called
* `musl-helper` is untouched. The WebAssembly fallback is the one case this cannot see, since
* wasm genuinely runs anywhere; {@link WASM_VARIANT_TOKEN} covers it.
*/
function isIncompatibleWithRuntime(packageDir) {
	const manifest = (0,_resolve_package_js__WEBPACK_IMPORTED_MODULE_0__/* .readPackageManifest */ .i7)(packageDir);
	return manifest !== void 0 && !manifestRunsOnRuntime(manifest);
}
/** Whether a package name reads as a WebAssembly build. */
function isWasmVariantName(packageName) {
	return packageName.split(/[-/]/).includes(WASM_VARIANT_TOKEN);
}
/**
* The library a platform-variant package belongs to, taken as the name up to its first
* platform token: `@img/sharp` from both `@img/sharp-wasm32` and `@img/sharp-linux-arm64`.
*
* This is what lets "a real build is present" be asked per library rather than over the whole
* tree. A package with no platform token is its own family, so it can never be mistaken for
* a sibling of something else.
*/
function platformFamily(packageName) {
	const [scope, rest] = packageName.startsWith("@") ? [`${packageName.split("/")[0]}/`, packageName.split("/")[1] ?? ""] : ["", packageName];
	const parts = rest.split("-");
	const cut = parts.findIndex((part) => PLATFORM_TOKENS.has(part));
	return `${scope}${(cut === -1 ? parts : parts.slice(0, cut)).join("-")}`;
}
/**
* The tokens npm's platform-variant packages are named with. Only used to find where a name
* stops being the library and starts being the target, so an unrecognised token simply leaves
* the package in a family of its own — which keeps its files.
*/
const PLATFORM_TOKENS = /* @__PURE__ */ new Set([
	"wasm32",
	"linux",
	"linuxmusl",
	"darwin",
	"win32",
	"freebsd",
	"android",
	"webcontainers"
]);
/** nft reports an unresolvable import as `Failed to resolve dependency "<specifier>"`. */
const UNRESOLVED_PATTERN = /Failed to resolve dependency "([^"]+)"/;
/**
* The unresolved specifiers worth reporting: a file that will be missing from the archive.
*
* Only **relative** ones. A relative specifier names a path inside a package that is already
* staged, so failing to resolve it means the file is absent from the trace and nothing
* downstream notices.
*
* A bare specifier is the opposite — on a platform-gated package it is how the loader probes.
* `sharp` names every platform's binary in turn, so tracing a correctly staged `sharp`
* produces about a dozen unresolved bare specifiers, one per platform that was correctly not
* installed, plus several built by string concatenation (`@img/sharp-libvips-/package`) that
* no tracer can follow. Measured: twelve of them, none indicating a missing file.
*
* **Reported, never fatal.** Relative does not mean required: a package may do
* `try { require("./optional.node") } catch {}` and fall back to JavaScript, which is correct
* code that this would otherwise refuse to deploy. Telling the two apart needs control flow
* the tracer does not expose — the same reason the undeclared-native report is advisory.
*/
function concreteUnresolved(unresolved) {
	return [...new Set(unresolved.filter((specifier) => specifier.startsWith("./") || specifier.startsWith("../")))];
}
/** Whether a manifest's `os`/`cpu`/`libc` permit {@link RUNTIME_TARGET}. */
function manifestRunsOnRuntime(manifest) {
	const permits = (raw, value) => {
		const field = typeof raw === "string" ? [raw] : Array.isArray(raw) ? raw.filter((entry) => typeof entry === "string") : void 0;
		if (field === void 0 || field.length === 0) return true;
		if (field.includes(`!${value}`)) return false;
		const positives = field.filter((entry) => !entry.startsWith("!"));
		return positives.length === 0 || positives.includes(value);
	};
	return permits(manifest.os, RUNTIME_TARGET.os) && permits(manifest.cpu, RUNTIME_TARGET.cpu) && permits(manifest.libc, RUNTIME_TARGET.libc);
}
/**
* The package a `node_modules/...` archive path belongs to, and where its manifest sits
* inside the staging tree.
*
* Anchored on the **last** `node_modules` segment. Anchoring on the first attributes
* `node_modules/parent/node_modules/child-musl/...` to `parent`, so the nested package is
* classified by its parent's manifest and an incompatible build survives into the archive —
* where an AArch64 musl binary passes the architecture check and then fails to load on glibc.
*/
function packageOfArchivePath(path) {
	const segments = path.split("/");
	const last = segments.lastIndexOf("node_modules");
	if (last === -1) return void 0;
	const first = segments[last + 1];
	if (first === void 0) return void 0;
	const scoped = first.startsWith("@");
	const parts = scoped ? segments.slice(last + 1, last + 3) : [first];
	if (scoped && parts.length < 2) return void 0;
	return {
		name: parts.join("/"),
		dir: segments.slice(0, last + 1 + parts.length).join("/")
	};
}
/** How long the staging install may take before the deploy gives up on it. */
const INSTALL_TIMEOUT_MS = 12e4;
const DEFAULT_ARCHIVE_LIMITS = {
	maxZipBytes: 10485760,
	maxTotalBytes: 67108864,
	maxEntries: 4096
};
const bytes = (n) => `${(n / 1048576).toFixed(1)} MiB`;
const invalid = (message, cause) => new _neon_config__WEBPACK_IMPORTED_MODULE_1__.PlatformError(_neon_config__WEBPACK_IMPORTED_MODULE_1__.ErrorCode.InvalidConfig, message, cause === void 0 ? void 0 : { cause });
/**
* Collect the files the declared native packages need, ready to be merged into the archive.
*
* Three steps, in this order for reasons that are not interchangeable:
*
* 1. **Install for the runtime target into a throwaway directory.** The user's own
*    `node_modules` is never read for these files. Its binaries are built for their machine,
*    and a cross-platform install is not sticky — a later plain `npm install` re-resolves
*    optional dependencies for the host and replaces the target's packages with the host's.
*    Only the resolved *version* of the declared package is taken from the user's tree. That
*    is not the same as honouring their lockfile: transitive pins, overrides, patches, and
*    aliases are not carried across, so the staged graph can differ below the root.
* 2. **Trace the installed tree.** The file set cannot be discovered by asking Node:
*    `@img/sharp-linux-arm64` exports only `./sharp.node` and `./package`, with no `.` and no
*    wildcard, so its directory is unreachable through the resolver. A tracer that follows
*    `createRequire` is required — which is also why esbuild cannot see these files, and why
*    `sharp` bundles cleanly today and then fails at invoke.
* 3. **Copy the traced files, preserving the `node_modules` layout.** A `.node` addon locates
*    its sibling shared libraries by a path relative to its own directory, so flattening the
*    tree breaks loading even though every file is present.
*/
async function traceNativePackages(options) {
	const { slug, packages, projectDir } = options;
	const limits = options.limits ?? DEFAULT_ARCHIVE_LIMITS;
	const deps = {
		...defaultDeps,
		...options.deps
	};
	const roots = [...new Set(packages.map(_neon_config__WEBPACK_IMPORTED_MODULE_1__.externalPackageRoot))];
	const warnings = [];
	const specs = roots.map((pkg) => {
		const version = deps.installedVersion(projectDir, pkg);
		if (version === void 0) throw invalid(`Function "${slug}" stages "${pkg}", but no installed copy of it could be found in this project, so the deploy cannot tell which version you tested against. Install "${pkg}" as a dependency, or exclude it if the function never reaches it:\n    externalPackages: [{ name: "${pkg}", includeFiles: false }]`);
		return `${pkg}@${version}`;
	});
	const staging = (0,node_fs__WEBPACK_IMPORTED_MODULE_4__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_5__.tmpdir)(), "neon-fn-native-"));
	try {
		(0,node_fs__WEBPACK_IMPORTED_MODULE_4__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, "package.json"), `${JSON.stringify({
			name: "neon-fn-native-staging",
			private: true
		}, null, 2)}\n`);
		await deps.install(staging, specs);
		verifyInstalled(slug, roots, staging);
		(0,node_fs__WEBPACK_IMPORTED_MODULE_4__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, "trace-entry.mjs"), packages.map((pkg) => `import ${JSON.stringify(pkg)};`).join("\n"));
		const traced = await deps.trace(staging, "trace-entry.mjs");
		for (const specifier of concreteUnresolved(traced.unresolved ?? [])) warnings.push(`Function "${slug}" stages a package that imports "${specifier}", which is not in the tree the deploy installed. The import is relative to a package that *was* installed, so it will not appear in the archive and nothing else will notice. If the package reaches it, the function fails at invoke with "Cannot find module". If the import is wrapped in a try/catch — a native accelerator behind a JavaScript fallback — the deploy is already correct.`);
		const entries = readArchiveFiles(slug, staging, selectArchiveFiles(slug, traced.files, staging));
		enforceLimits(slug, entries, limits);
		return {
			entries,
			warnings
		};
	} finally {
		(0,node_fs__WEBPACK_IMPORTED_MODULE_4__.rmSync)(staging, {
			recursive: true,
			force: true
		});
	}
}
/**
* Fail when a declared package produced no build for the runtime target. npm omits a
* platform-specific optional dependency silently when none matches, so "installed" does not
* imply "usable here" — without this check the archive would ship a package whose binary is
* simply absent, and the failure would surface at invoke.
*/
function verifyInstalled(slug, packages, staging) {
	for (const pkg of packages) {
		const manifest = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, "node_modules", pkg, "package.json");
		if ((0,node_fs__WEBPACK_IMPORTED_MODULE_4__.lstatSync)(manifest, { throwIfNoEntry: false }) === void 0) throw invalid(`Function "${slug}" declares "${pkg}" in externalPackages, but it did not install for the Functions runtime (${RUNTIME_TARGET_LABEL}). Either the package does not publish a build for that platform, or it compiles from source at install time, which the deploy cannot do. Check that it lists a ${RUNTIME_TARGET.os}-${RUNTIME_TARGET.cpu} build among its optional dependencies. If this function never reaches "${pkg}", exclude it instead:\n    externalPackages: [{ name: "${pkg}", includeFiles: false }]`);
	}
}
/**
* Reduce a trace to the files worth archiving: everything under `node_modules`, minus the
* sibling builds that cannot run on the runtime (see {@link isIncompatibleWithRuntime}) and
* the WebAssembly fallback when a real build is shipping (see {@link WASM_VARIANT_TOKEN}).
* The trace entry itself is dropped — the real entry is the esbuild bundle.
*/
function selectArchiveFiles(slug, traced, staging) {
	const inTree = traced.filter((path) => path.startsWith(`node_modules${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) || path.startsWith("node_modules/")).map((path) => path.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join("/"));
	const incompatible = /* @__PURE__ */ new Map();
	const isIncompatible = (dir) => {
		const known = incompatible.get(dir);
		if (known !== void 0) return known;
		const decision = isIncompatibleWithRuntime((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, ...dir.split("/")));
		incompatible.set(dir, decision);
		return decision;
	};
	const compatible = inTree.filter((path) => {
		const pkg = packageOfArchivePath(path);
		return pkg !== void 0 && !isIncompatible(pkg.dir);
	});
	/**
	* A wasm build is only redundant next to the real build of the *same library at the same
	* version*. Keying on the family alone conflates versions: a tree holding
	* `foo-linux-arm64@1` and a nested `foo-wasm32@2` would delete v2 — whose consumer has no
	* other implementation — because v1 shipped a binary.
	*/
	const variantKey = (name, dir) => {
		const version = (0,_resolve_package_js__WEBPACK_IMPORTED_MODULE_0__/* .readPackageManifest */ .i7)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(staging, ...dir.split("/")))?.version;
		return `${platformFamily(name)}@${typeof version === "string" ? version : "?"}`;
	};
	const nativeBuilds = new Set(compatible.filter((path) => BINARY_PATTERN.test(path)).flatMap((path) => {
		const pkg = packageOfArchivePath(path);
		return pkg === void 0 ? [] : [variantKey(pkg.name, pkg.dir)];
	}));
	const files = compatible.filter((path) => {
		const pkg = packageOfArchivePath(path);
		if (pkg === void 0) return true;
		return !(isWasmVariantName(pkg.name) && nativeBuilds.has(variantKey(pkg.name, pkg.dir)));
	}).sort();
	if (files.length === 0) throw invalid(`Function "${slug}" stages external packages, but tracing the installed packages found no files to ship. This is a bug in the deploy — please report it at https://github.com/neondatabase/neon-pkgs/issues.`);
	return files;
}
/**
* Read the traced files, checking each one is shippable as it goes.
*
* Two rejections here, both cheaper to hit now than after upload. A symlink cannot be
* represented in the archive at all, and a compiled binary built for the wrong architecture
* would deploy fine and then fail to load — which is the exact failure this whole option
* exists to prevent, so it must not be reintroduced by a stale or hand-patched tree.
*/
function readArchiveFiles(slug, staging, files) {
	const entries = {};
	for (const relative of files) {
		const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(staging, relative);
		if (!absolute.startsWith(`${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(staging)}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`)) throw invalid(`Function "${slug}": traced file "${relative}" resolves outside the staging directory. This is a bug in the deploy — please report it.`);
		const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_4__.lstatSync)(absolute, { throwIfNoEntry: false });
		if (stat === void 0) throw invalid(`Function "${slug}": traced file "${relative}" disappeared before it could be read. This is a bug in the deploy — please report it at https://github.com/neondatabase/neon-pkgs/issues.`);
		if (stat.isSymbolicLink()) throw invalid(`Function "${slug}" would ship a symbolic link, which the build does not support: ${relative}. This is a bug in the deploy — please report it at https://github.com/neondatabase/neon-pkgs/issues.`);
		if (!stat.isFile()) continue;
		const contents = (0,node_fs__WEBPACK_IMPORTED_MODULE_4__.readFileSync)(absolute);
		if (BINARY_PATTERN.test(relative)) verifyArchitecture(slug, relative, contents);
		entries[relative] = new Uint8Array(contents);
	}
	return entries;
}
/**
* Reject a compiled artifact that is not built for the runtime. Only ELF AArch64 can load
* there, so anything else — a Mach-O from the user's laptop, an x64 ELF from a stale
* install — is a deploy-time error rather than an invoke-time one.
*/
function verifyArchitecture(slug, relative, contents) {
	if (contents.length < ELF.headerBytes) throw invalid(`Function "${slug}" would ship "${relative}", which is ${contents.length} bytes — too short to be a valid binary. The package may have been installed incompletely; reinstall it and try again.`);
	if (!(contents.subarray(0, 4).toString("binary") === ELF.magic)) throw invalid(`Function "${slug}" would ship "${relative}", which is not a Linux binary. The Functions runtime is ${RUNTIME_TARGET_LABEL}, so a binary built for another platform cannot load there. A package that compiles from source at install time produces a binary for the machine that installed it and cannot be cross-installed by the deploy.`);
	const machine = contents.readUInt16LE(ELF.machineOffset);
	if (machine !== ELF.aarch64) throw invalid(`Function "${slug}" would ship "${relative}", which is built for a different architecture (ELF machine 0x${machine.toString(16)}). The Functions runtime is ${RUNTIME_TARGET_LABEL}.`);
}
/**
* Check the archive against the build service's limits, naming the largest contributors. The
* compressed size is not known until the archive is zipped, so only the counts and
* uncompressed total are checked here; {@link assertZipWithinLimits} covers the rest.
*
* Exported so the caller can re-check the **final** archive: these entries are the staged
* files alone, and the bundle is merged in afterwards.
*/
function enforceLimits(slug, entries, limits = DEFAULT_ARCHIVE_LIMITS) {
	const names = Object.keys(entries);
	const count = names.length;
	if (count > limits.maxEntries) throw invalid(`Function "${slug}" archive has ${count} files; the limit is ${limits.maxEntries}. Native packages bring their whole file tree — ship fewer of them, or split the work across functions.`);
	const total = names.reduce((sum, name) => sum + entries[name].length, 0);
	if (total > limits.maxTotalBytes) throw invalid(`Function "${slug}" archive is ${bytes(total)} uncompressed; the limit is ${bytes(limits.maxTotalBytes)}.\n\n${describeLargest(entries)}`);
}
/**
* Check the compressed archive, which is only measurable once it exists. Separate from
* {@link enforceLimits} for that reason, and exported so the bundler can call it on the
* finished ZIP.
*/
function assertZipWithinLimits(slug, zip, entries, limits = DEFAULT_ARCHIVE_LIMITS) {
	if (zip.length <= limits.maxZipBytes) return;
	throw invalid(`Function "${slug}" archive is ${bytes(zip.length)} compressed; the limit is ${bytes(limits.maxZipBytes)}.\n\n${describeLargest(entries)}`);
}
/** The handful of files worth naming when an archive is too big. */
function describeLargest(entries) {
	return `Largest contributors:\n${Object.entries(entries).sort(([, a], [, b]) => b.length - a.length).slice(0, 4).map(([name, data]) => `  ${bytes(data.length).padStart(9)}  ${name}`).join("\n")}\n\nNative binaries are large. Ship fewer of them, or split the work across functions.`;
}
const defaultDeps = {
	install: (cwd, specs) => runNpmInstall(cwd, specs),
	trace: async (base, entry) => {
		const { nodeFileTrace } = await loadNft();
		const result = await nodeFileTrace([(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(base, entry)], { base });
		return {
			files: [...result.fileList],
			unresolved: [...result.warnings].flatMap((warning) => {
				const specifier = UNRESOLVED_PATTERN.exec(warning.message)?.[1];
				return specifier === void 0 ? [] : [specifier];
			})
		};
	},
	installedVersion: (projectDir, pkg) => (0,_resolve_package_js__WEBPACK_IMPORTED_MODULE_0__/* .installedPackageVersion */ .PN)(projectDir, pkg)
};
/**
* Install into the staging directory by shelling out to whatever `npm` is on `PATH`, rather
* than importing it. The CLI also ships as a standalone binary with no npm and no
* `node_modules` inside it, so a `require()` would be unresolvable there; a subprocess works
* in both forms.
*
* `--cpu/--os/--libc` are what select the runtime's builds instead of the host's.
* `--ignore-scripts` matters for more than speed: an install script would compile for the
* host architecture and overwrite the prebuilt binary we are here to collect.
*/
async function runNpmInstall(cwd, specs) {
	const args = [
		"install",
		...specs,
		`--cpu=${RUNTIME_TARGET.cpu}`,
		`--os=${RUNTIME_TARGET.os}`,
		`--libc=${RUNTIME_TARGET.libc}`,
		"--ignore-scripts",
		"--no-audit",
		"--no-fund",
		"--no-package-lock",
		"--loglevel=error"
	];
	const { code, stderr, spawnError } = await new Promise((resolveRun) => {
		const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_3__.spawn)("npm", args, {
			cwd,
			stdio: [
				"ignore",
				"ignore",
				"pipe"
			],
			timeout: INSTALL_TIMEOUT_MS
		});
		let stderr = "";
		child.stderr.on("data", (chunk) => {
			stderr += chunk.toString();
		});
		child.on("error", (spawnError) => resolveRun({
			code: null,
			stderr,
			spawnError
		}));
		child.on("close", (code) => resolveRun({
			code,
			stderr
		}));
	});
	if (spawnError !== void 0) {
		const missing = spawnError.code === "ENOENT";
		throw invalid(missing ? `Shipping a function's externalPackages requires "npm" on PATH, to install them for the Functions runtime (${RUNTIME_TARGET_LABEL}). It could not be found. Install Node.js with npm, or set includeFiles: false on every entry so nothing needs staging.` : `Failed to install externalPackages for the Functions runtime: ${spawnError.message}`, spawnError);
	}
	if (code !== 0) {
		if (stderr.includes("EBADPLATFORM")) throw invalid(`One of ${specs.map((s) => `"${s}"`).join(", ")} has no build for the Functions runtime (${RUNTIME_TARGET_LABEL}), so its files cannot be staged. Use a package that publishes a ${RUNTIME_TARGET.os}-${RUNTIME_TARGET.cpu} build (sharp does). If this function never reaches it, exclude it instead:\n    externalPackages: [{ name: "<package>", includeFiles: false }]\n\nnpm reported:\n${stderr.trim()}`);
		throw invalid(`Failed to install externalPackages for the Functions runtime (${RUNTIME_TARGET_LABEL}). npm exited with code ${code}.\n${stderr.trim()}`);
	}
}
/**
* Loaded with a dynamic `import()` for the same reason as esbuild and fflate: nothing in this
* package's static graph should name the tracer, so a `neon.ts` that only reads config never
* pulls it in. A deploy that declares no native packages never reaches this.
*/
async function loadNft() {
	try {
		return await __webpack_require__.e(/* import() */ 435).then(__webpack_require__.t.bind(__webpack_require__, 5435, 19));
	} catch (cause) {
		throw invalid("Staging a function's external packages requires `@vercel/nft`, which could not be loaded. Installed from npm it is a dependency of @neon/config-runtime, so reinstalling your dependencies fixes it. If you are running the standalone `neon` binary, this is a packaging bug — please report it at https://github.com/neondatabase/neon-pkgs/issues.", cause);
	}
}
//#endregion


//# sourceMappingURL=native-packages.js.map

/***/ })),

/***/ 599:
/***/ ((function(__unused_webpack___webpack_module__,__webpack_exports__,__webpack_require__){

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PN: () => (/* binding */ installedPackageVersion),
/* harmony export */   hM: () => (/* binding */ findPackageDir),
/* harmony export */   i7: () => (/* binding */ readPackageManifest)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);


//#region src/lib/resolve-package.ts
/**
* Locate an installed package by walking `node_modules` up from `fromDir`, the way Node
* resolves.
*
* Deliberately not `require.resolve`. These packages routinely ship an `exports` map that
* lists only `.`, which makes both `require.resolve(pkg)` and `require.resolve(pkg +
* "/package.json")` throw `ERR_PACKAGE_PATH_NOT_EXPORTED` even though the package is right
* there on disk. `sharp` is one of them, so a resolver-based lookup fails on exactly the
* package this whole feature exists for.
*
* `throwIfNoEntry: false` rather than a `try`/`catch`: a missing directory is the expected
* signal to keep walking, but a permission or loop error is a real fault and must propagate
* instead of being read as "not here" — that silently returns an ancestor's copy of the
* package, which is a different version than the one being deployed.
*/
function findPackageDir(fromDir, name) {
	let current = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(fromDir);
	for (;;) {
		const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(current, "node_modules", ...name.split("/"));
		if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(candidate, { throwIfNoEntry: false })?.isDirectory()) return candidate;
		const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(current, "..");
		if (parent === current) return void 0;
		current = parent;
	}
}
/** A package's parsed manifest, or `undefined` when it is absent or unparseable. */
function readPackageManifest(dir) {
	try {
		const parsed = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, "package.json"), "utf8"));
		return typeof parsed === "object" && parsed !== null ? parsed : void 0;
	} catch {
		return;
	}
}
/**
* The version of `name` as installed under `fromDir`, or `undefined` when it is not
* installed. Callers treat `undefined` as "cannot pin" and must say so rather than quietly
* installing whatever the registry calls latest.
*/
function installedPackageVersion(fromDir, name) {
	const dir = findPackageDir(fromDir, name);
	if (dir === void 0) return void 0;
	const version = readPackageManifest(dir)?.version;
	return typeof version === "string" ? version : void 0;
}
//#endregion


//# sourceMappingURL=resolve-package.js.map

/***/ }))

};
