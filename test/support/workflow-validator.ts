import { registerHooks } from "node:module";

// @actions/workflow-parser imports its schema JSON without `with { type: "json" }`, which Node
// refuses. Supply the attribute for those files only, then load the parser.
registerHooks({
  load(url, context, nextLoad) {
    const parserJson = url.includes("/@actions/workflow-parser/dist/") && url.endsWith(".json");
    if (!parserJson || context.importAttributes.type !== undefined) return nextLoad(url, context);
    return nextLoad(url, {
      ...context,
      importAttributes: { ...context.importAttributes, type: "json" },
    });
  },
});
const { parseWorkflow, convertWorkflowTemplate, NoOperationTraceWriter } = await import(
  "@actions/workflow-parser"
);
const { parseAction } = await import("@actions/workflow-parser/actions/index");

/**
 * The workflow parser's errors for a workflow file's content (none: valid). Parsing checks the
 * schema; conversion adds expression checks (e.g. the contexts allowed in `if:`).
 */
export async function workflowErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  if (parsed.value) await convertWorkflowTemplate(parsed.context, parsed.value);
  return parsed.context.errors.getErrors().map((e) => e.message);
}

/** The parser's errors for an action manifest (action.yml) (none: valid). */
export function actionErrors(content: string): string[] {
  const parsed = parseAction({ name: "action.yml", content }, new NoOperationTraceWriter());
  return parsed.context.errors.getErrors().map((e) => e.message);
}
