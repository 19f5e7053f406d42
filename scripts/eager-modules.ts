// Makes V8 compile the bundle's module factories with the file, not at each one's first call.
//
// V8 compiles a function lazily: when a script loads it only pre-parses the body, and parses it
// again in full (and makes its bytecode) when the function first runs. A bundle runs most of
// its module factories while it loads, so each step paid for every factory twice, and Node's
// compile cache (NODE_COMPILE_CACHE, made right after the file's compile) held only the top
// level: 32 KB of dist/main's 830 KB. A function expression in parentheses is V8's hint that it
// runs soon (the "PIFE" heuristic): it is compiled with the file and its bytecode is cached
// with it. Webpack writes the factories as arrow functions, which the hint does not cover, so
// each becomes a parenthesized `function` with the same parameters and body; a factory whose own
// body reads `this` or `arguments` (an arrow's are its surroundings') is left as it is.
// Measured in docs/performance.md (step start-up).
import { parse } from "acorn";

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Replacement = { start: number; end: number; text: string };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** Whether `this` or `arguments` in the body is the arrow's surroundings' (not an inner function's). */
function readsOuterThis(node: Node): boolean {
  if (node.type === "ThisExpression") return true;
  if (node.type === "Identifier" && node.name === "arguments") return true;
  if (node.type === "FunctionExpression" || node.type === "FunctionDeclaration") return false;
  // A class's methods and field initializers have a `this` of their own; only its heritage and
  // computed keys would read the outer one.
  if (node.type === "ClassBody") return false;
  return children(node).some(readsOuterThis);
}

/** webpack's module table: `{ <id>: (module, exports, require) => { … }, … }`. */
function isModuleTable(node: Node): boolean {
  const properties = node.properties as Node[];
  return (
    node.type === "ObjectExpression" &&
    properties.length > 0 &&
    properties.every(
      (property) =>
        property.type === "Property" &&
        isNode(property.key) &&
        property.key.type === "Literal" &&
        typeof property.key.value === "number" &&
        isNode(property.value) &&
        /^(Arrow)?FunctionExpression$/.test(property.value.type),
    )
  );
}

function factoryReplacement(code: string, factory: Node): Replacement | undefined {
  const body = factory.body as Node;
  if (factory.type === "FunctionExpression")
    return { start: factory.start, end: factory.end, text: `(${code.slice(factory.start, factory.end)})` };
  if (factory.async || body.type !== "BlockStatement" || readsOuterThis(body)) return undefined;
  const params = (factory.params as Node[]).map((param) => code.slice(param.start, param.end));
  return {
    start: factory.start,
    end: factory.end,
    text: `(function(${params.join(",")})${code.slice(body.start, body.end)})`,
  };
}

const parseModule = (code: string) =>
  parse(code, { ecmaVersion: "latest", sourceType: "module" }) as unknown as Node;

/** The bundle with its module factories compiled eagerly; the count tells how many. */
export function eagerModules(code: string): { code: string; factories: number } {
  const replacements: Replacement[] = [];
  const visit = (node: Node) => {
    if (!isModuleTable(node)) {
      for (const child of children(node)) visit(child);
      return;
    }
    // Not into the factories: a bundle a package ships has a table of its own inside one, and
    // replacements must not overlap.
    for (const property of node.properties as Node[]) {
      const replacement = factoryReplacement(code, property.value as Node);
      if (replacement) replacements.push(replacement);
    }
  };
  visit(parseModule(code));
  let out = code;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + text + out.slice(end);
  parseModule(out); // throws rather than ship a bundle that does not parse
  return { code: out, factories: replacements.length };
}
