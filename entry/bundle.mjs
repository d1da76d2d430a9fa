// entry/bundle.mjs: the npm package's single-file builds, and what each entry point costs.
//
// Run by scripts/build-wasm.sh after the wasm builds (and by `npm pack`, as `prepack`):
//   dist/go-board.js   entry/board.js bundled into one ES module with the engine's glue
//                      (esbuild, minified); dist/tengen_bg.wasm and dist/board.css beside it,
//                      where the module finds them (new URL(…, import.meta.url)).
//   dist/go-lesson.js  entry/lesson.js the same way (<go-lesson> and <go-board>, with the lesson
//                      build's glue), its wasm renamed dist/tengen-lesson_bg.wasm so that both
//                      fit in one folder; built once www/lesson/go-lesson.js exists.
// Then it prints, for each entry point of the package, the bytes a site downloads, gzipped
// (level 9, as the package test measures): the JavaScript (bundled and minified, as a
// bundler would ship it), the wasm and the CSS.
//   node entry/bundle.mjs          build and print
//   node entry/bundle.mjs --json   the same, the figures also as one JSON line

import { build } from "esbuild";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = join(ROOT, "dist");
const at = (p) => join(ROOT, p);
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
// under `npm pack` (prepack) stdout is npm's (`npm pack --json`): say everything on stderr
const log = process.env.npm_lifecycle_event === "prepack" ? console.error : console.log;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

for (const need of ["pkg/tengen.js", "pkg/tengen_bg.wasm"]) {
  if (!existsSync(at(need))) {
    console.error(`[bundle] ERROR: ${need} is missing: run scripts/build-wasm.sh`);
    process.exit(1);
  }
}
const withLesson = ["www/lesson/go-lesson.js", "entry/lesson.js", "pkg-lesson/tengen.js"].every((f) => existsSync(at(f)));

/**
 * The lesson build's glue asks for `tengen_bg.wasm` next to itself; in dist/ that name is the
 * engine build's, so the lesson bundle asks for tengen-lesson_bg.wasm instead.
 */
const renameLessonWasm = {
  name: "rename-lesson-wasm",
  setup(b) {
    b.onLoad({ filter: /pkg-lesson[\\/]tengen\.js$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      const from = "new URL('tengen_bg.wasm', import.meta.url)";
      if (!text.includes(from)) throw new Error(`${args.path}: the glue no longer says ${from}; update entry/bundle.mjs`);
      return { contents: text.replace(from, "new URL('tengen-lesson_bg.wasm', import.meta.url)"), loader: "js" };
    });
  },
};

/** One entry bundled into one minified ES module (dynamic imports inlined: no chunks). */
async function bundle(entry, outfile, plugins = []) {
  await build({
    entryPoints: [at(entry)],
    outfile,
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
    plugins,
  });
  return readFileSync(outfile);
}

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });
// git ignores dist/ (as wasm-pack's own .gitignore does for pkg*/); npm packs the files that
// package.json's "files" names one by one
writeFileSync(join(DIST, ".gitignore"), "*\n");

const boardJs = await bundle("entry/board.js", join(DIST, "go-board.js"));
copyFileSync(at("pkg/tengen_bg.wasm"), join(DIST, "tengen_bg.wasm"));
copyFileSync(at("www/board/board.css"), join(DIST, "board.css"));

const css = gz(readFileSync(at("www/board/board.css")));
const engineWasm = gz(readFileSync(at("pkg/tengen_bg.wasm")));
const figures = {
  tengen: { js: gz(readFileSync(at("pkg/tengen.js"))), wasm: engineWasm, css: 0 },
  "tengen/board": { js: gz(boardJs), wasm: engineWasm, css },
};

if (withLesson) {
  const lessonJs = await bundle("entry/lesson.js", join(DIST, "go-lesson.js"), [renameLessonWasm]);
  copyFileSync(at("pkg-lesson/tengen_bg.wasm"), join(DIST, "tengen-lesson_bg.wasm"));
  for (const f of lessonCss()) copyFileSync(at(`www/lesson/${f}`), join(DIST, f));
  const lessonCssGz = lessonCss().reduce((a, f) => a + gz(readFileSync(at(`www/lesson/${f}`))), 0);
  figures["tengen/lesson"] = { js: gz(lessonJs), wasm: gz(readFileSync(at("pkg-lesson/tengen_bg.wasm"))), css: css + lessonCssGz };
} else {
  log("[bundle] tengen/lesson: not built (www/lesson/go-lesson.js, entry/lesson.js or pkg-lesson/ is not there yet)");
}

/** The stylesheets <go-lesson> links (www/lesson/*.css). */
function lessonCss() {
  const dir = at("www/lesson");
  return existsSync(dir) ? readdirSync(dir).sort().filter((f) => f.endsWith(".css")) : [];
}
log("[bundle] what each entry point costs a site, gzipped (level 9): JS bundled and minified, wasm, CSS");
for (const [name, f] of Object.entries(figures)) {
  const total = f.js + f.wasm + f.css;
  log(`[bundle]   ${name.padEnd(14)} JS ${String(f.js).padStart(7)} B  wasm ${String(f.wasm).padStart(7)} B  CSS ${String(f.css).padStart(5)} B  total ${String(total).padStart(7)} B (${kib(total)})`);
}
log(`[bundle] dist/: go-board.js, tengen_bg.wasm, board.css${withLesson ? ", go-lesson.js, tengen-lesson_bg.wasm" : ""}`);
if (process.argv.includes("--json")) log(JSON.stringify(figures));
