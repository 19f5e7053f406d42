import type { Config } from "@neon/config";
import { describe, expect, test } from "vitest";
import {
  declaresServices,
  isDrift,
  leavingDrift,
  servicesOnly,
} from "../../../../src/settings/neon-config/engine-config.ts";

const policy: Config = {
  auth: true,
  dataApi: { settings: { dbMaxRows: 5 } },
  branch: (branch) => ({
    ttl: branch.exists ? undefined : "3d",
    protected: false,
    parent: "staging",
    postgres: { computeSettings: { autoscalingLimitMaxCu: 2 } },
    functions: { hello: { runtime: "nodejs24" } },
  }),
} as Config;

describe("servicesOnly: what Neon's engine is given", () => {
  test("the branch closure keeps function tuning and loses what the action owns", () => {
    const given = servicesOnly(policy, { authOff: false, dataApiOff: false });
    expect(given.auth).toBe(true);
    expect(given.dataApi).toEqual({ settings: { dbMaxRows: 5 } });
    expect(given.branch?.({ name: "preview/pr-1", exists: false })).toEqual({
      functions: { hello: { runtime: "nodejs24" } },
    });
  });

  test("a service the workflow switched off is not declared to it", () => {
    const given = servicesOnly(policy, { authOff: true, dataApiOff: true });
    expect("auth" in given).toBe(false);
    expect("dataApi" in given).toBe(false);
  });
});

describe("declaresServices: whether the engine is loaded at all", () => {
  test.each([
    [{}, false],
    [{ branch: () => ({ ttl: "1d" }) }, false],
    [{ auth: false }, false],
    [{ auth: true }, true],
    [{ dataApi: { authProvider: "neon" } }, true],
    [{ buckets: {} }, false],
    [{ buckets: { uploads: { access: "private" } } }, true],
    [{ functions: { hello: { name: "Hello", source: "./hello.ts" } } }, true],
    [{ aiGateway: true }, true],
    [{ preview: { buckets: { a: {} } } }, true],
  ])("%j → %s", (config, expected) => {
    expect(declaresServices(config as Config)).toBe(expected);
  });
});

describe("drift on a branch that exists", () => {
  test("adding is not drift; updating or removing a service is", () => {
    expect(isDrift({ kind: "service", action: "create", identifier: "auth" })).toBe(false);
    expect(isDrift({ kind: "branch", action: "noop", identifier: "b" })).toBe(false);
    expect(isDrift({ kind: "service", action: "update", identifier: "dataApi" })).toBe(true);
    expect(isDrift({ kind: "service", action: "delete", identifier: "dataApi" })).toBe(true);
  });

  test("leaving drift: the Data API's settings go, its wiring stays; dataApi: false goes", () => {
    const drift = [{ kind: "service" as const, action: "update" as const, identifier: "dataApi" }];
    const external = {
      dataApi: {
        authProvider: "external",
        jwksUrl: "https://x.test/jwks",
        settings: { dbMaxRows: 1 },
      },
    } as Config;
    expect(leavingDrift(external, drift).dataApi).toEqual({
      authProvider: "external",
      jwksUrl: "https://x.test/jwks",
    });
    expect(leavingDrift({ dataApi: { settings: { dbMaxRows: 1 } } } as Config, drift).dataApi).toBe(
      true,
    );
    expect("dataApi" in leavingDrift({ auth: true, dataApi: false } as Config, drift)).toBe(false);
    expect(leavingDrift(policy, []).dataApi).toEqual(policy.dataApi);
  });
});
