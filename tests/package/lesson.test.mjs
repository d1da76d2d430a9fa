// `tengen/lesson` as a site author uses it: the packed tarball installed into a temporary
// project, a page with two <go-lesson>s (the example unit of docs/authors-guide.md, one
// exercise; and the same unit with a wrong stated answer), in Chromium. A scripted learner
// plays a wrong point, then the answer: go-lesson-solved fires with the exercise's id and the
// tries; the broken unit shows the file, the field and the checker's reason in its place and
// fires go-error. Nothing fails to load, the console stays clean, and the page downloads one
// wasm: the lesson build (the boards inside the lessons share it).
//   1. a plain page under a strict CSP importing the package's entry module (entry/lesson.js);
//   2. the single-file build dist/go-lesson.js, and "tengen/lesson" through an import map;
//   3. a Vite build of `import "tengen/lesson"`;
//   4. a page whose board loaded the engine build before tengen/lesson was imported: the
//      lessons load the lesson build beside it (loadLessonEngine in www/board/engine.js);
//   5. tests/package/types/lesson.ts type-checked with tsc --strict against tengen/lesson.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ROOT, BIN, CSP, run, installPackedPackage, launchBrowser, lessonPage, assertLessonWorks, writeUnits,
  LESSON_SCRIPT, LESSON_BODY, served, failed, bytesOf, tsconfig,
} from "./helpers.mjs";

let dir;
let pkgDir;
let browser;

before(async () => {
  ({ dir, pkgDir } = installPackedPackage("tengen-lesson-"));
  browser = await launchBrowser();
  writeUnits(dir);
});

after(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (title, script) => `<!doctype html><html lang="en"><meta charset="utf-8">${CSP}<title>${title}</title>
  <script type="module" src="${script}"></script>${LESSON_BODY}</html>`;

/** The wasm files a page fetched. */
const wasmOf = (got) => served(got).filter((r) => r.path.endsWith(".wasm")).map((r) => r.path);

test("the package ships <go-lesson>: tengen/lesson, its types, the single-file build", () => {
  const meta = JSON.parse(run(process.execPath, ["-e", "process.stdout.write(require('fs').readFileSync('package.json','utf8'))"], { cwd: pkgDir }));
  assert.deepEqual(meta.exports["./lesson"], { types: "./types/lesson.d.ts", default: "./entry/lesson.js" });
  assert.equal(meta.exports["./go-lesson.js"], "./dist/go-lesson.js");
  const lessonFiles = readdirSync(join(ROOT, "www/lesson")).filter((f) => f.endsWith(".js") || f === "lesson.css" || f === "README.md").sort();
  assert.ok(lessonFiles.includes("go-lesson.js"));
  assert.deepEqual(readdirSync(join(pkgDir, "www/lesson")).sort(), lessonFiles, "every module of the element, its stylesheet and README");
  assert.deepEqual(readdirSync(join(pkgDir, "dist")).sort(), ["board.css", "go-board.js", "go-lesson.js", "lesson.css", "tengen-lesson_bg.wasm", "tengen_bg.wasm"]);
});

const measured = {};

test("<go-lesson> in a plain page under a strict CSP (entry/lesson.js): solved by a learner, a broken unit shows its error", async () => {
  writeFileSync(join(dir, "lesson-plain.js"), LESSON_SCRIPT("./node_modules/tengen/entry/lesson.js"));
  writeFileSync(join(dir, "lesson-plain.html"), page("lesson", "./lesson-plain.js"));
  const got = await lessonPage(browser, dir, "lesson-plain.html");
  assertLessonWorks(got);
  assert.deepEqual(wasmOf(got), ["node_modules/tengen/pkg-lesson/tengen_bg.wasm"], "one wasm, the lesson build, for the lessons and their boards");
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
  measured.plain = bytesOf(got);
});

test("<go-lesson> through an import map (\"tengen/lesson\" mapped into node_modules, no build step)", async () => {
  writeFileSync(join(dir, "lesson-map.js"), LESSON_SCRIPT("tengen/lesson"));
  const map = { imports: { "tengen/lesson": "./node_modules/tengen/entry/lesson.js" } };
  // an inline import map (a strict CSP would need its hash; this page has no CSP)
  writeFileSync(join(dir, "lesson-map.html"), `<!doctype html><html lang="en"><meta charset="utf-8"><title>lesson</title>
    <script type="importmap">${JSON.stringify(map)}</script>
    <script type="module" src="./lesson-map.js"></script>${LESSON_BODY}</html>`);
  const got = await lessonPage(browser, dir, "lesson-map.html");
  assertLessonWorks(got);
  assert.deepEqual(wasmOf(got), ["node_modules/tengen/pkg-lesson/tengen_bg.wasm"], "the lesson build, found from the mapped entry");
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
});

test("<go-lesson> from the single-file build dist/go-lesson.js", async () => {
  writeFileSync(join(dir, "lesson-single.js"), LESSON_SCRIPT("./node_modules/tengen/dist/go-lesson.js"));
  writeFileSync(join(dir, "lesson-single.html"), page("lesson", "./lesson-single.js"));
  const got = await lessonPage(browser, dir, "lesson-single.html");
  assertLessonWorks(got);
  assert.deepEqual(wasmOf(got), ["node_modules/tengen/dist/tengen-lesson_bg.wasm"]);
  const fromPackage = served(got).map((r) => r.path).filter((p) => p.startsWith("node_modules/tengen/")).sort();
  assert.deepEqual(fromPackage, [
    "node_modules/tengen/dist/board.css", "node_modules/tengen/dist/go-lesson.js",
    "node_modules/tengen/dist/lesson.css", "node_modules/tengen/dist/tengen-lesson_bg.wasm",
  ], "one module, its wasm and its two stylesheets");
  assert.deepEqual(failed(got), []);
  assert.deepEqual(got.problems, []);
  measured.single = bytesOf(got);
});

test("<go-lesson> in a Vite build of `import \"tengen/lesson\"`", async () => {
  const app = join(dir, "vite-lesson");
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, "index.html"), page("vite lesson", "./main.js"));
  writeFileSync(join(app, "main.js"), LESSON_SCRIPT("tengen/lesson"));
  mkdirSync(join(app, "public"), { recursive: true });
  writeUnits(join(app, "public"));
  writeFileSync(join(dir, "vite-lesson-build.mjs"), `
    import { build } from ${JSON.stringify(join(ROOT, "node_modules/vite/dist/node/index.js"))};
    await build({ root: ${JSON.stringify(app)}, base: "./", logLevel: "error", build: { outDir: "dist", target: "es2022" } });
  `);
  run(process.execPath, ["vite-lesson-build.mjs"], { cwd: dir });
  const assets = readdirSync(join(app, "dist/assets"));
  assert.equal(assets.filter((f) => f.endsWith(".wasm")).length, 1, `only the lesson build's wasm is bundled: ${assets}`);
  // served from the project's root, so that the learner's click can use the package's geometry
  const got = await lessonPage(browser, dir, "vite-lesson/dist/index.html");
  assertLessonWorks(got);
  assert.equal(wasmOf(got).length, 1);
  assert.deepEqual(failed(got), []);
  assert.deepEqual(got.problems, []);
  measured.vite = bytesOf(got);
  // Figures for bench/RESULTS.md ("What a page with lessons downloads").
  console.log(`# lesson page bytes gzipped (level 9): ${JSON.stringify(measured)}`);
});

test("tengen/lesson imported after the boards loaded the engine build: the lessons get the lesson build beside it", async () => {
  // a page that shows a board first and brings lessons in later (a dynamic import)
  writeFileSync(join(dir, "lesson-late.js"), `
    ${LESSON_SCRIPT("./node_modules/tengen/entry/board.js")}
    await document.querySelector("#first").ready;
    await import("./node_modules/tengen/entry/lesson.js");
    for (const [id, src, exercise] of [["good", "my-unit.json", "capture-one"], ["broken", "broken.json", null]]) {
      const lesson = document.createElement("go-lesson");
      lesson.id = id;
      lesson.setAttribute("lang", "en");
      if (exercise) lesson.setAttribute("exercise", exercise);
      lesson.setAttribute("src", src);
      document.body.append(lesson);
    }
  `);
  writeFileSync(join(dir, "lesson-late.html"), `<!doctype html><html lang="en"><meta charset="utf-8">${CSP}<title>late</title>
    <script type="module" src="./lesson-late.js"></script><go-board id="first" size="9"></go-board></html>`);
  const got = await lessonPage(browser, dir, "lesson-late.html");
  assertLessonWorks(got);
  assert.deepEqual(wasmOf(got), ["node_modules/tengen/pkg/tengen_bg.wasm", "node_modules/tengen/pkg-lesson/tengen_bg.wasm"],
    "the board's engine build first, then the lesson build for the lessons (loadLessonEngine)");
  assert.deepEqual(failed(got), []);
  assert.deepEqual(got.problems, []);
});

test("TypeScript: tests/package/types/lesson.ts type-checks against tengen/lesson's types, and wrong uses do not", () => {
  const types = join(dir, "lesson-types");
  mkdirSync(types, { recursive: true });
  cpSync(join(ROOT, "tests/package/types/lesson.ts"), join(types, "lesson.ts"));
  tsconfig(types, "lesson.ts");
  const tsc = () => run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types });
  try {
    tsc();
  } catch (e) {
    assert.fail(`tsc --strict failed:\n${e.stdout}${e.stderr}`);
  }
  const wrong = [
    [`document.querySelector("go-lesson")?.addEventListener("go-lesson-solved", (e) => e.detail.reason);`, /Property 'reason' does not exist/],
    [`document.querySelector("go-lesson")?.addEventListener("go-error", (e) => { const n: number = e.detail.file; void n; });`, /not assignable to type 'number'/],
    [`document.createElement("go-lesson").goTo("next");`, /not assignable to parameter of type 'number'/],
  ];
  const HEAD = 1;
  writeFileSync(join(types, "lesson.ts"), `import "tengen/lesson";\n${wrong.map(([code]) => code).join("\n")}\nexport {};\n`);
  let out = "";
  assert.throws(tsc, (e) => ((out = String(e.stdout)), true));
  wrong.forEach(([code, error], i) => {
    const here = out.split(/\n(?=\S)/).filter((d) => d.startsWith(`lesson.ts(${HEAD + i + 1},`));
    assert.ok(here.some((d) => error.test(d)), `${code}\nexpected ${error}, got:\n${out}`);
  });
});
