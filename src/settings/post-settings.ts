import * as core from "@actions/core";
import { isTrue } from "./input-schema.ts";
import { INPUT_DEFAULTS } from "./raw-inputs.ts";

/** What the post step reads of the inputs. */
export interface PostSettings {
  apiKey: string;
  githubToken: string;
  /** `timeout` of the step, in seconds: bounds the schema diff too. */
  timeoutSeconds: number;
  keep: boolean;
}

/**
 * main checked every input before it saved any state, and a post step has nothing to fail on:
 * a value main would have refused falls back to its default.
 */
export function readPostSettings(
  read: (name: string) => string = (name) => core.getInput(name),
): PostSettings {
  const apiKey = read("api-key");
  if (apiKey) core.setSecret(apiKey);
  const seconds = Number(read("timeout"));
  return {
    apiKey,
    githubToken: read("github-token"),
    timeoutSeconds:
      Number.isInteger(seconds) && seconds > 0 ? seconds : Number(INPUT_DEFAULTS.timeout),
    keep: isTrue(read("keep")),
  };
}
