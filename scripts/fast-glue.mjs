#!/usr/bin/env node
// Gives `Game.play` and `Game.playAt` of wasm-bindgen's glue their fast paths (issue 19,
// item 1). Run by scripts/build-wasm.sh on each package's tengen.js, after glue-errors.mjs:
//
//   node scripts/fast-glue.mjs pkg/tengen.js
//
// What a call into wasm costs on 9×9 is mostly the boundary (bench/RESULTS.md): a `Result`
// comes back as three values, which V8 hands to JavaScript as a new array; a `JsValue` goes
// through the table of references (two more calls into wasm); reading `[x, y]` and building
// the verdict object are calls out to JavaScript. So:
//   * `playAt(x, y)` calls the plain export `tengen_game_play_at` (src/wasm/game/mod.rs: the
//     method without wasm-bindgen's wrapper, which cost a fifth of a 9×9 move), which returns
//     one number (captures, -1 for an illegal move, -2 for no vertex, -3 for a freed object
//     or one in use); for -2 it throws the `badVertex` error that the hidden export
//     `__tengenVertexError` makes (the same error as before), for -3 it calls the method's
//     own export, which throws the coded error for that;
//   * `play(vertex)` with `[x, y]` of two whole numbers plays through that plain export and
//     makes the verdict here: `{ legal: true, captures: [] }`, or after a capture the stones
//     read from wasm memory, where the hidden export `__tengenCapturedAt` says they are. An
//     illegal move, anything that is not `[x, y]` and every error take the general path
//     unchanged (a refused move changes nothing, so asking again gives its verdict).
//   * `board()` calls the plain export `tengen_game_board`, which writes the signs into the
//     object's own buffer in wasm memory and returns where; the glue copies them into a new
//     `Int8Array` (the method's export made the array in wasm through three calls out to
//     JavaScript and the table of references: 360 ns of 9×9's 400).
// The hidden exports' methods are taken off the class (they are called on `wasm` directly),
// so the class has exactly the documented methods. The rewrite is of exact pieces of the
// generated code; if one is not found as expected (a new wasm-bindgen version), this fails,
// and the build with it.

import { openGlue } from "./glue-edit.mjs";

const MARK = "// tengen (scripts/fast-glue.mjs):";
const glue = openGlue("fast-glue", MARK);
const replaceOnce = glue.replace;

// 1. The hidden methods (with their JSDoc) come off the class.
for (const name of ["__tengenVertexError", "__tengenCapturedAt"]) {
  replaceOnce(
    new RegExp(`    /\\*\\*\\n(?:     \\*.*\\n)*?     \\*/\\n    ${name}\\([^)]*\\) \\{\\n        const ret = wasm\\.game_${name}\\(this\\.__wbg_ptr[^)]*\\);\\n        return ret(?: >>> 0)?;\\n    \\}\\n`),
    "",
    `the method ${name}`,
  );
}

// 2. playAt: one number back; -2 becomes the badVertex error.
replaceOnce(
  /    playAt\(x, y\) \{\n        const ret = wasm\.game_playAt\(this\.__wbg_ptr, x, y\);\n        return ret;\n    \}/,
  `    playAt(x, y) {
        ${MARK} one number back from the plain export; -2 means no vertex of this board,
        // -3 a freed object or one in use, for which the method's own export throws
        const ret = wasm.tengen_game_play_at(this.__wbg_ptr, x, y);
        if (ret < -1) {
            if (ret === -2) throw wasm.game___tengenVertexError(this.__wbg_ptr, x, y);
            return wasm.game_playAt(this.__wbg_ptr, x, y);
        }
        return ret;
    }`,
  "playAt(x, y) returning the export's number",
);

// 3. play: [x, y] through the numeric export first.
replaceOnce(
  /    play\(vertex\) \{\n(        const ret = wasm\.game_play\(this\.__wbg_ptr, vertex\);\n)/,
  `    play(vertex) {
        ${MARK} [x, y] through playAt's export; the general path below for the rest
        if (Array.isArray(vertex) && vertex.length === 2) {
            const x = vertex[0], y = vertex[1];
            if (Number.isInteger(x) && Number.isInteger(y)) {
                const captured = wasm.tengen_game_play_at(this.__wbg_ptr, x, y);
                if (captured === 0) return { legal: true, captures: [] };
                if (captured > 0) {
                    const at = wasm.game___tengenCapturedAt(this.__wbg_ptr) >>> 0;
                    const bytes = getUint8ArrayMemory0();
                    const captures = [];
                    for (let i = at; i < at + 2 * captured; i += 2) captures.push([bytes[i], bytes[i + 1]]);
                    return { legal: true, captures };
                }
            }
        }
$1`,
  "play(vertex) calling game_play",
);

// 4. board(): the signs copied from wasm memory into a new Int8Array. The board's size never
// changes, so the number of points is asked once per object.
replaceOnce(
  /    board\(\) \{\n(        const ret = wasm\.game_board\(this\.__wbg_ptr\);\n)/,
  `    board() {
        ${MARK} the signs straight from wasm memory; 0 means a freed object or one in
        // use, for which the method's own export throws
        const at = wasm.tengen_game_board(this.__wbg_ptr) >>> 0;
        if (at !== 0) {
            const points = this.__tengenPoints ?? (this.__tengenPoints = this.width * this.height);
            return getInt8ArrayMemory0().slice(at, at + points);
        }
$1`,
  "board() calling game_board",
);
if (!glue.js.includes("function getInt8ArrayMemory0()")) glue.fail("function getInt8ArrayMemory0");

glue.save("play([x, y]), playAt(x, y) and board() through plain exports");
