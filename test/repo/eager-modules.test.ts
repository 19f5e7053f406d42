import { expect, test } from "vitest";
import { eagerModules } from "../../scripts/eager-modules.ts";

// A module table as ncc writes it, with a small require of the same shape as webpack's.
const bundle = `
var modules = {
  11: (e, t, n) => { const { twice } = n(12); e.exports = { four: twice(2), inner: (function () { return typeof this })() } },
  12: (e) => { e.exports = { twice: (x) => x * 2 } },
  13: (e) => { e.exports = { args: (function () { return arguments.length })(1, 2), field: new (class { v = this })().v !== undefined } },
  14: function (e) { e.exports = { called: this === e.exports } },
};
var cache = {};
function require(id) {
  if (cache[id]) return cache[id].exports;
  var module = (cache[id] = { exports: {} });
  modules[id].call(module.exports, module, module.exports, require);
  return module.exports;
}
export const result = [require(11), require(13), require(14)];
`;

async function load(code: string): Promise<unknown> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
  return (await import(url)).result;
}

test("module factories become parenthesized functions that export the same", async () => {
  const { code, factories } = eagerModules(bundle);
  expect(factories).toBe(4);
  expect(code).toMatch(/11: \(function\(e,t,n\)\{/);
  expect(code).toMatch(/14: \(function \(e\)/);
  expect(await load(code)).toEqual(await load(bundle));
});

test("a factory whose own body reads this or arguments stays an arrow function", () => {
  const withThis =
    "var m = { 1: (e) => { e.exports = this }, 2: (e) => { e.exports = arguments } };";
  expect(eagerModules(withThis)).toEqual({ code: withThis, factories: 0 });
});

test("a module table inside a factory (a package's own bundle) is left to its factory", async () => {
  const nested = `
var modules = {
  1: (e) => { var inner = { 7: (m) => { m.exports = 7 }, 8: (m) => { m.exports = 8 } }; var x = {}; inner[7](x); e.exports = x.exports },
  2: (e) => { e.exports = 2 },
};
var a = {}; var b = {}; modules[1](a); modules[2](b);
export const result = [a.exports, b.exports];
`;
  const { code, factories } = eagerModules(nested);
  expect(factories).toBe(2);
  expect(code).toContain("7: (m) =>");
  expect(await load(code)).toEqual([7, 2]);
});
