#!/usr/bin/env node
// Gives the errors of wasm-bindgen's JavaScript glue a `code`, like every error the facade
// throws (docs/errors.md). Run by scripts/build-wasm.sh on each package's tengen.js:
//
//   node scripts/glue-errors.mjs pkg/tengen.js
//
// Two things wasm-bindgen (0.2.130, pinned in Cargo.toml) does that the API must not:
//   * a method called on an object after its free() reaches Rust with a null pointer, and the
//     glue throws `Error("null pointer passed to rust")`: it becomes an Error with code
//     "freed" and a sentence saying what happened;
//   * a second free() throws the same: it becomes a no-op, like closing a closed file.
// The rewrite is of exact pieces of the generated code; if one is not found as expected (a
// new wasm-bindgen version), this fails and the build with it, rather than ship the old
// behaviour silently.

import { readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/glue-errors.mjs PATH/tengen.js");
  process.exit(2);
}
let js = readFileSync(file, "utf8");
const MARK = "/* tengen: coded glue errors */";
if (js.includes(MARK)) process.exit(0); // already done (the build is idempotent)

function fail(what) {
  console.error(`[glue-errors] ${file}: ${what} not found where wasm-bindgen 0.2.130 puts it; update scripts/glue-errors.mjs`);
  process.exit(1);
}

// 1. The one function through which Rust throws a message.
const THROW = /(__wbg___wbindgen_throw_[0-9a-f]+: function\(arg0, arg1\) \{\s*)throw new Error\(getStringFromWasm0\(arg0, arg1\)\);/g;
const throws = js.match(THROW)?.length ?? 0;
if (throws !== 1) fail(`the __wbindgen_throw import (${throws} found)`);
js = js.replace(THROW, "$1throw tengenGlueError(getStringFromWasm0(arg0, arg1));");

// 2. Every class's free(): nothing to do once the pointer is gone.
const FREE = /free\(\) \{\n(\s*)const ptr = this\.__destroy_into_raw\(\);\n(\s*)wasm\.(__wbg_\w+_free)\(ptr, 0\);/g;
const classes = js.match(/__destroy_into_raw\(\) \{/g)?.length ?? 0;
const frees = js.match(FREE)?.length ?? 0;
if (classes === 0 || frees !== classes) fail(`free() in each of the ${classes} classes (${frees} found)`);
js = js.replace(FREE, "free() {\n$1const ptr = this.__destroy_into_raw();\n$1if (ptr === 0) return;\n$2wasm.$3(ptr, 0);");

js += `
${MARK}
function tengenGlueError(message) {
    let error;
    if (message === "null pointer passed to rust") {
        error = new Error("This object was freed (its free() was called), so it cannot be used any more: create a new one.");
        error.code = "freed";
    } else {
        error = new Error(message);
        error.code = "internal";
    }
    return error;
}
`;
writeFileSync(file, js);
console.log(`[glue-errors] ${file}: coded errors for freed objects, free() idempotent in ${classes} classes`);
