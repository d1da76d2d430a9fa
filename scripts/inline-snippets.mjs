#!/usr/bin/env node
// Folds wasm-bindgen's JavaScript snippets into the package's tengen.js, so that the glue stays
// one self-contained file (pages, the npm package and embedders copy tengen.js and
// tengen_bg.wasm, nothing else). Run by scripts/build-wasm.sh on each package folder:
//
//   node scripts/inline-snippets.mjs pkg
//
// The snippets are the `#[wasm_bindgen(inline_js = ...)]` functions of src/wasm/ (the move
// verdicts of `Game.play`, built as object literals: issue 19, item 1). wasm-bindgen (0.2.130)
// writes each to snippets/<crate>-<hash>/inlineN.js and imports it twice in tengen.js: by name
// (`import { f } from './snippets/…'`, for the functions its glue wraps) and as a namespace
// (`import * as importN from "./snippets/…"`, handed to the wasm module as an import object).
// Each snippet must hold only `export function name(…) { … }` declarations with names that
// start with `tengen` (so they cannot collide with the glue's own); anything else fails the
// build rather than ship glue that imports a file the package does not have.

import { readFileSync, writeFileSync, rmSync, existsSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/inline-snippets.mjs PKG_DIR");
  process.exit(2);
}
const gluePath = path.join(dir, "tengen.js");
let js = readFileSync(gluePath, "utf8");
const fail = (what) => {
  console.error(`[inline-snippets] ${gluePath}: ${what}`);
  process.exit(1);
};

const IMPORT = /^import (\{[^}]*\}|\* as (\w+)) from (["'])(\.\/snippets\/[^"']+\.js)\3;?\n/gm;
const imports = [...js.matchAll(IMPORT)];
if (imports.length === 0) {
  if (js.includes("./snippets/")) fail("a snippet import in a form this script does not know");
  console.log(`[inline-snippets] ${gluePath}: no snippets`);
  process.exit(0);
}

const bodies = new Map(); // snippet path → { text, names }
for (const [, , , , rel] of imports) {
  if (bodies.has(rel)) continue;
  const text = readFileSync(path.join(dir, rel), "utf8");
  const names = [...text.matchAll(/^export function (\w+)\s*\(/gm)].map((m) => m[1]);
  if (names.length === 0) fail(`${rel} exports no function`);
  const bad = names.find((n) => !n.startsWith("tengen"));
  if (bad) fail(`${rel} exports ${bad}: snippet functions are named tengen… to stay clear of the glue's names`);
  const other = text.replace(/^export function /gm, "function ").match(/^export\b.*$/m);
  if (other) fail(`${rel} has an export other than a function declaration: ${other[0]}`);
  bodies.set(rel, { text: text.replace(/^export function /gm, "function "), names });
}

js = js.replace(IMPORT, (_, clause, namespace, _q, rel) =>
  namespace ? `const ${namespace} = { __proto__: null, ${bodies.get(rel).names.join(", ")} };\n` : "",
);
if (/from ["']\.\/snippets\//.test(js)) fail("a snippet import was left");
const header = [...bodies].map(([rel, b]) => `// ${rel} (folded in by scripts/inline-snippets.mjs)\n${b.text.trim()}\n`).join("\n");
// After the glue's leading comment lines, if any; imports are hoisted anyway.
js = js.startsWith("/* @ts-self-types") ? js.replace(/^(.*\n)/, `$1${header}\n`) : `${header}\n${js}`;
writeFileSync(gluePath, js);
const snippets = path.join(dir, "snippets");
if (existsSync(snippets)) rmSync(snippets, { recursive: true });
console.log(`[inline-snippets] ${gluePath}: ${[...bodies.values()].reduce((n, b) => n + b.names.length, 0)} functions from ${bodies.size} snippet(s) folded in`);
