import { expect, test } from "vitest";
import {
  blankedActionOnly,
  isActionOnly,
  runStepEnv,
} from "../../../../../src/flows/provision/pr-code/run-step-env.ts";

const JOB = {
  "INPUT_API-KEY": "napi_secret",
  "INPUT_GITHUB-TOKEN": "ghs_x",
  ACTIONS_RUNTIME_TOKEN: "t",
  ACTIONS_RUNTIME_URL: "https://pipelines.example/",
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: "oidc",
  ACTIONS_ID_TOKEN_REQUEST_URL: "https://oidc.example/",
  ACTIONS_CACHE_URL: "https://cache.example/",
  ACTIONS_RESULTS_URL: "https://results.example/",
  ACTIONS_STEP_DEBUG: "true",
  GITHUB_WORKSPACE: "/w",
  PATH: "/bin",
};
const ACTION_ONLY = Object.keys(JOB).filter(
  (name) => name.startsWith("INPUT_") || /TOKEN|URL/.test(name),
);

test("the inputs and the runner's services for actions are the action's only; the rest is the job's", () => {
  expect(Object.keys(JOB).filter(isActionOnly)).toEqual(ACTION_ONLY);
});

test("a process the action spawns (migrate) has none of them", () => {
  expect(runStepEnv(JOB)).toEqual({
    ACTIONS_STEP_DEBUG: "true",
    GITHUB_WORKSPACE: "/w",
    PATH: "/bin",
  });
});

test("a shell hook, whose env runHook merges over the job's, has them blanked", () => {
  expect(blankedActionOnly(JOB)).toEqual(Object.fromEntries(ACTION_ONLY.map((name) => [name, ""])));
});
