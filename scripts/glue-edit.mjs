// The one way scripts/glue-errors.mjs and scripts/fast-glue.mjs rewrite wasm-bindgen's glue
// (PATH/tengen.js, the file named on their command line): exact pieces of the generated code are
// replaced, each found exactly as often as expected, or the script fails (and the build with
// it) with a message naming what was not found — the sign of a new wasm-bindgen version.
//
//   const glue = openGlue("fast-glue", "// tengen (scripts/fast-glue.mjs):");
//   glue.replace(/pattern/, "replacement", "what it is");   // exactly once
//   glue.js += "...";
//   glue.save("what was done");
import { readFileSync, writeFileSync } from "node:fs";

/**
 * Reads the glue named by the first argument. If it already holds `mark` (the build is
 * idempotent), exits at once: the file was rewritten before.
 */
export function openGlue(tool, mark) {
  const file = process.argv[2];
  if (!file) {
    console.error(`usage: node scripts/${tool}.mjs PATH/tengen.js`);
    process.exit(2);
  }
  const source = readFileSync(file, "utf8");
  if (source.includes(mark)) process.exit(0);
  const glue = {
    file,
    js: source,
    fail(what) {
      console.error(`[${tool}] ${file}: ${what} not found where wasm-bindgen 0.2.130 puts it; update scripts/${tool}.mjs`);
      process.exit(1);
    },
    /** How often `pattern` occurs now. */
    count(pattern) {
      return glue.js.match(new RegExp(pattern.source, "g"))?.length ?? 0;
    },
    /** Replaces every occurrence of `pattern`, which must occur exactly `times` times. */
    replace(pattern, replacement, what, times = 1) {
      const found = glue.count(pattern);
      if (found !== times) glue.fail(`${what} (${found} found${times === 1 ? "" : `, ${times} expected`})`);
      glue.js = glue.js.replace(new RegExp(pattern.source, "g"), replacement);
    },
    save(summary) {
      writeFileSync(file, glue.js);
      console.log(`[${tool}] ${file}: ${summary}`);
    },
  };
  return glue;
}
