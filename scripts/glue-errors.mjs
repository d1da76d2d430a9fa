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

import { openGlue } from "./glue-edit.mjs";

const MARK = "/* tengen: coded glue errors */";
const glue = openGlue("glue-errors", MARK);

// 1. The one function through which Rust throws a message.
const THROW = /(__wbg___wbindgen_throw_[0-9a-f]+: function\(arg0, arg1\) \{\s*)throw new Error\(getStringFromWasm0\(arg0, arg1\)\);/;
glue.replace(THROW, "$1throw tengenGlueError(getStringFromWasm0(arg0, arg1));", "the __wbindgen_throw import");

// 2. Every class's free(): nothing to do once the pointer is gone.
const FREE = /free\(\) \{\n(\s*)const ptr = this\.__destroy_into_raw\(\);\n(\s*)wasm\.(__wbg_\w+_free)\(ptr, 0\);/;
const classes = glue.count(/__destroy_into_raw\(\) \{/);
if (classes === 0) glue.fail("a class with __destroy_into_raw()");
glue.replace(FREE, "free() {\n$1const ptr = this.__destroy_into_raw();\n$1if (ptr === 0) return;\n$2wasm.$3(ptr, 0);", `free() in each of the ${classes} classes`, classes);

glue.js += `
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
glue.save(`coded errors for freed objects, free() idempotent in ${classes} classes`);
