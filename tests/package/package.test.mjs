// The npm package as a user gets it: `npm pack` of the built package (pkg/, pkg-lesson/ and
// dist/, from scripts/build-wasm.sh), installed into a temporary project, then used
//   1. in Node 20 with `initSync` and the wasm bytes (and 100,000 games created and freed
//      without the memory growing);
//   2. in a plain page, `<script type="module">` and no bundler: the .wasm found next to the
//      JavaScript through import.meta.url, and its URL overridden;
//   3. in a Vite build, served and run in the browser;
//   4. from TypeScript: tests/types/example.ts type-checked with `tsc --strict`;
//   5. the <go-board> widget from `tengen/board`: a plain page (the entry module under a strict
//      CSP, GoBoard.engineUrl overriding it, an import map), the single-file dist/go-board.js
//      and a Vite build, in Chromium: the board renders, a click plays a stone, a click on that
//      stone fires go-illegal, no request fails, the console stays clean, and only the engine
//      build's wasm is fetched (the bytes are printed); tests/types/board.ts type-checks;
//   6. `npx tengen check-lessons` on good and broken lesson files.
// `tengen` is the engine without the lessons (no cargo features; within the 150 KB gzipped
// budget); the lesson build is tested in lesson.test.mjs, React and Vue in frameworks.test.mjs.
// The school's build (pkg-school/) is not packed, but its types are checked here too:
// tests/types/lessons.ts against pkg-school/tengen.d.ts.
// Run with `node --test tests/package/` after the build (the `package` suite of npm test).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { startServer } from "../../scripts/serve.mjs";
import {
  ROOT, BIN, CSP, BOARD_SCRIPT, run, installPackedPackage, launchBrowser, boardPage, assertBoardPlays,
  served, failed, bytesOf, tsconfig,
} from "./helpers.mjs";

let dir; // the temporary project
let pkgDir; // node_modules/tengen inside it
let browser;

before(async () => {
  ({ dir, pkgDir } = installPackedPackage("tengen-package-"));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the packed package holds the engine, the widget and their types, and nothing else", () => {
  const files = readdirSync(join(pkgDir, "pkg")).sort();
  assert.deepEqual(files, ["tengen.d.ts", "tengen.js", "tengen_bg.wasm", "tengen_bg.wasm.d.ts"]);
  // every module of the widget (so that nothing it imports is missing), its stylesheet, no pages
  const widget = readdirSync(join(ROOT, "www/board")).filter((f) => f.endsWith(".js") || f === "board.css" || f === "README.md").sort();
  assert.ok(widget.includes("go-board.js") && widget.includes("engine.js") && widget.includes("board.css"));
  assert.deepEqual(readdirSync(join(pkgDir, "www")).sort(), ["board", "lesson"], "only www/board/ and www/lesson/ are shipped from www/");
  assert.deepEqual(readdirSync(join(pkgDir, "www/board")).sort(), widget);
  assert.ok(existsSync(join(pkgDir, "types/board.d.ts")) && existsSync(join(pkgDir, "CHANGELOG.md")));
  const meta = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  assert.equal(meta.exports["."].types, "./pkg/tengen.d.ts");
  assert.deepEqual(meta.exports["./board"], { types: "./types/board.d.ts", default: "./entry/board.js" });
  // the engine has no side effects; importing the widget registers <go-board> (and its entry
  // names the engine build), so a bundler must keep those modules
  assert.deepEqual(meta.sideEffects, [
    "./entry/board.js", "./entry/engine-build.js", "./entry/lesson.js", "./entry/lesson-build.js",
    "./www/board/go-board.js", "./www/lesson/go-lesson.js", "./dist/go-board.js", "./dist/go-lesson.js",
  ]);
  assert.deepEqual(readdirSync(join(pkgDir, "dist")).sort(), ["board.css", "go-board.js", "go-lesson.js", "lesson.css", "tengen-lesson_bg.wasm", "tengen_bg.wasm"]);
  assert.deepEqual(readFileSync(join(pkgDir, "dist/tengen_bg.wasm")), readFileSync(join(pkgDir, "pkg/tengen_bg.wasm")), "the single-file build's wasm is the engine build");
  assert.match(meta.version, /^\d+\.\d+\.\d+$/);
  assert.ok(!existsSync(join(pkgDir, "src")) && !existsSync(join(pkgDir, "node_modules")) && !existsSync(join(pkgDir, "pkg-school")));
  // the lesson build, for tengen/lesson and the command line; never named by tengen/board
  assert.deepEqual(readdirSync(join(pkgDir, "pkg-lesson")).sort(), ["tengen.d.ts", "tengen.js", "tengen_bg.wasm", "tengen_bg.wasm.d.ts"]);
  assert.deepEqual(meta.bin, { tengen: "./bin/tengen.mjs" });
  assert.doesNotMatch(readFileSync(join(pkgDir, "entry/board.js"), "utf8") + readFileSync(join(pkgDir, "entry/engine-build.js"), "utf8"), /pkg-lesson/);
});

test("the package is the engine: no Lesson/LessonRun, and the wasm within 150 KB gzipped", async () => {
  const dts = readFileSync(join(pkgDir, "pkg/tengen.d.ts"), "utf8");
  assert.match(dts, /export class Game\b/);
  assert.match(dts, /export class Clock\b/);
  assert.doesNotMatch(dts, /class Lesson|LessonVerdict|LessonFile/);
  const mod = await import(join(pkgDir, "pkg/tengen.js"));
  assert.equal(typeof mod.Game, "function");
  assert.equal(mod.Lesson, undefined);
  assert.equal(mod.LessonRun, undefined);
  const gz = gzipSync(readFileSync(join(pkgDir, "pkg/tengen_bg.wasm")), { level: 9 }).length;
  assert.ok(gz <= 150_000, `the wasm is ${gz} bytes gzipped, over the 150 KB budget`);
});

test("Node 20: initSync with the wasm bytes; 100,000 games freed without growing memory", () => {
  const script = `
    import { readFileSync } from "node:fs";
    import { fileURLToPath } from "node:url";
    import { initSync, Game, version } from "tengen";
    const bytes = readFileSync(fileURLToPath(import.meta.resolve("tengen/tengen_bg.wasm")));
    const wasm = initSync({ module: bytes });
    const game = new Game({ size: 9 });
    const out = { version: version(), first: game.play("E5"), again: game.play("E5") };
    try { game.play([9, 9]); } catch (e) { out.error = { isError: e instanceof Error, code: e.code }; }
    out.moveNumber = game.moveNumber;
    game.free();
    for (let i = 0; i < 1000; i++) new Game().free();
    const before = wasm.memory.buffer.byteLength;
    for (let i = 0; i < 100000; i++) { const g = new Game(); g.play("D4"); g.free(); }
    out.grew = wasm.memory.buffer.byteLength - before;
    console.log(JSON.stringify(out));
  `;
  writeFileSync(join(dir, "node-test.mjs"), script);
  const out = JSON.parse(run(process.execPath, ["node-test.mjs"], { cwd: dir }));
  assert.match(out.version, /^\d+\.\d+\.\d+$/);
  assert.deepEqual(out.first, { legal: true, captures: [] });
  assert.equal(out.again.legal, false);
  assert.equal(out.again.reason, "occupied");
  assert.deepEqual(out.error, { isError: true, code: "badVertex" });
  assert.equal(out.moveNumber, 1, "the bad vertex changed nothing");
  assert.equal(out.grew, 0, "the wasm memory grew");
});

/** Serves `root` and opens `path`; resolves to what the page put in window.result. */
async function pageResult(root, path) {
  // An embedder's own test pages (inline scripts), not the site: no site policy.
  const server = await startServer({ root, port: 0, host: "127.0.0.1", csp: null });
  const base = `http://127.0.0.1:${server.port}/`;
  const page = await browser.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
  await page.route("**/*", (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort()));
  const wasmRequests = [];
  page.on("request", (r) => { if (r.url().endsWith(".wasm")) wasmRequests.push(r.url().slice(base.length)); });
  try {
    await page.goto(base + path);
    await page.waitForFunction(() => window.result !== undefined, null, { timeout: 30_000 });
    return { result: await page.evaluate(() => window.result), problems, wasmRequests };
  } finally {
    await page.close();
    await server.close();
  }
}

const PAGE_SCRIPT = (importFrom, initArg) => `
  import init, { Game } from "${importFrom}";
  try {
    await init(${initArg});
    const game = new Game({ size: 9 });
    game.play("E5");
    window.result = { board: Array.from(game.board()).filter((c) => c !== 0).length, toMove: game.toMove, verdict: game.play("E5").reason };
    game.free();
  } catch (e) {
    window.result = { error: String(e && e.message || e) };
  }
`;

test("a plain <script type=module> page: the wasm is found next to tengen.js, or where the page says", async () => {
  writeFileSync(join(dir, "plain.html"), `<!doctype html><meta charset="utf-8"><title>plain</title>
    <script type="module">${PAGE_SCRIPT("./node_modules/tengen/pkg/tengen.js", "")}</script>`);
  const plain = await pageResult(dir, "plain.html");
  assert.deepEqual(plain.result, { board: 1, toMove: "white", verdict: "occupied" });
  assert.deepEqual(plain.wasmRequests, ["node_modules/tengen/pkg/tengen_bg.wasm"]);
  assert.deepEqual(plain.problems, []);
  // The URL of the .wasm can be given: here a copy somewhere else.
  mkdirSync(join(dir, "assets"), { recursive: true });
  cpSync(join(pkgDir, "pkg/tengen_bg.wasm"), join(dir, "assets/engine.wasm"));
  writeFileSync(join(dir, "override.html"), `<!doctype html><meta charset="utf-8"><title>override</title>
    <script type="module">${PAGE_SCRIPT("./node_modules/tengen/pkg/tengen.js", `{ module_or_path: new URL("./assets/engine.wasm", location.href) }`)}</script>`);
  const override = await pageResult(dir, "override.html");
  assert.deepEqual(override.result, { board: 1, toMove: "white", verdict: "occupied" });
  assert.deepEqual(override.wasmRequests, ["assets/engine.wasm"]);
});

test("a Vite build bundles the module and emits the wasm as an asset; the built page plays", async () => {
  const app = join(dir, "vite-app");
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, "index.html"), `<!doctype html><meta charset="utf-8"><title>vite</title><script type="module" src="./main.js"></script>`);
  writeFileSync(join(app, "main.js"), PAGE_SCRIPT("tengen", ""));
  // Vite from this repository's devDependencies; `tengen` resolves from the project's node_modules.
  const script = `
    import { build } from ${JSON.stringify(join(ROOT, "node_modules/vite/dist/node/index.js"))};
    await build({ root: ${JSON.stringify(app)}, logLevel: "warn", build: { outDir: "dist", target: "es2022" } });
  `;
  writeFileSync(join(dir, "vite-build.mjs"), script);
  run(process.execPath, ["vite-build.mjs"], { cwd: dir });
  const assets = readdirSync(join(app, "dist/assets"));
  assert.ok(assets.some((f) => f.endsWith(".wasm")), `a .wasm asset in ${assets}`);
  const built = await pageResult(join(app, "dist"), "index.html");
  assert.deepEqual(built.result, { board: 1, toMove: "white", verdict: "occupied" });
  assert.equal(built.wasmRequests.length, 1);
  assert.deepEqual(built.problems, []);
});

test("TypeScript: tests/types/example.ts type-checks with tsc --strict against the package's types", () => {
  const types = join(dir, "types");
  mkdirSync(types, { recursive: true });
  cpSync(join(ROOT, "tests/types/example.ts"), join(types, "example.ts"));
  tsconfig(types, "example.ts");
  try {
    run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types });
  } catch (e) {
    assert.fail(`tsc --strict failed:\n${e.stdout}${e.stderr}`);
  }
  // And the check has teeth: a wrong use is reported.
  writeFileSync(join(types, "example.ts"), `import { Game } from "tengen";\nconst c: number = new Game().toMove;\nvoid c;\n`);
  assert.throws(
    () => run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types }),
    (e) => /not assignable to type 'number'/.test(String(e.stdout)),
  );
});

test("TypeScript: tests/types/lessons.ts type-checks against the school build's types (pkg-school/) and tengen/lesson-engine", () => {
  assert.ok(existsSync(join(ROOT, "pkg-school/tengen.d.ts")), "pkg-school/ is built (scripts/build-wasm.sh)");
  const types = join(dir, "school-types");
  mkdirSync(types, { recursive: true });
  cpSync(join(ROOT, "tests/types/lessons.ts"), join(types, "lessons.ts"));
  const school = { tengen: [join(ROOT, "pkg-school/tengen")] };
  tsconfig(types, "lessons.ts", school);
  try {
    run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types });
  } catch (e) {
    assert.fail(`tsc --strict failed:\n${e.stdout}${e.stderr}`);
  }
  // The package's own lesson build (tengen/lesson-engine) has the same types.
  tsconfig(types, "lessons.ts", { tengen: [join(pkgDir, "pkg-lesson/tengen")] });
  try {
    run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types });
  } catch (e) {
    assert.fail(`tsc --strict against tengen/lesson-engine failed:\n${e.stdout}${e.stderr}`);
  }
  const meta = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  assert.deepEqual(meta.exports["./lesson-engine"], { types: "./pkg-lesson/tengen.d.ts", default: "./pkg-lesson/tengen.js" });
  // The npm package's engine has no lessons: the same file does not type-check against it.
  tsconfig(types, "lessons.ts");
  assert.throws(
    () => run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types }),
    (e) => /has no exported member '?Lesson/.test(String(e.stdout)),
  );
});

// ---- the <go-board> widget from the installed package (`tengen/board`) ----

const measured = {};

test("<go-board> in a plain page under a strict CSP: the package's entry module, its engine found at once", async () => {
  writeFileSync(join(dir, "board-plain.js"), BOARD_SCRIPT("./node_modules/tengen/entry/board.js"));
  writeFileSync(join(dir, "board-plain.html"), `<!doctype html><html lang="en"><meta charset="utf-8">${CSP}<title>board</title>
    <script type="module" src="./board-plain.js"></script><go-board size="9"></go-board></html>`);
  const got = await boardPage(browser, dir, "board-plain.html");
  assertBoardPlays(got);
  const wasm = served(got).filter((r) => r.path.endsWith(".wasm")).map((r) => r.path);
  assert.deepEqual(wasm, ["node_modules/tengen/pkg/tengen_bg.wasm"], "the engine build, from the package's pkg/");
  // the entry names the package's engine: nothing is asked for that is not in the package
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
  assert.ok(served(got).some((r) => r.path === "node_modules/tengen/www/board/board.css"), "the widget's stylesheet is linked");
  assert.ok(!served(got).some((r) => /pkg-lesson|lesson/.test(r.path)), "nothing of the lesson build");
  measured.plain = bytesOf(got);
});

test("<go-board> from the package's entry keeps the override order: GoBoard.engineUrl comes before the packaged engine", async () => {
  // a site serving its own copy of the engine (say, from a CDN folder of its own origin)
  mkdirSync(join(dir, "engine-copy"), { recursive: true });
  for (const f of ["tengen.js", "tengen_bg.wasm"]) cpSync(join(pkgDir, "pkg", f), join(dir, "engine-copy", f));
  writeFileSync(join(dir, "board-override.js"), `import { GoBoard } from "./node_modules/tengen/entry/board.js";
    GoBoard.engineUrl = new URL("./engine-copy/tengen.js", location.href).href;
    ${BOARD_SCRIPT("./node_modules/tengen/entry/board.js").replace(/^\s*import .*$/m, "")}`);
  writeFileSync(join(dir, "board-override.html"), `<!doctype html><html lang="en"><meta charset="utf-8">${CSP}<title>board</title>
    <script type="module" src="./board-override.js"></script><go-board size="9"></go-board></html>`);
  const got = await boardPage(browser, dir, "board-override.html");
  assertBoardPlays(got);
  const engineFiles = served(got).filter((r) => /tengen(_bg)?\.(js|wasm)$/.test(r.path)).map((r) => r.path).sort();
  assert.deepEqual(engineFiles, ["engine-copy/tengen.js", "engine-copy/tengen_bg.wasm"], "the page's engine, not the package's");
  assert.deepEqual(failed(got), []);
  assert.deepEqual(got.problems, []);
});

test("<go-board> through an import map (\"tengen/board\" mapped into node_modules)", async () => {
  writeFileSync(join(dir, "board-map.js"), BOARD_SCRIPT("tengen/board"));
  const map = { imports: { "tengen/board": "./node_modules/tengen/entry/board.js", tengen: "./node_modules/tengen/pkg/tengen.js" } };
  // an inline import map (a strict CSP would need its hash; this page has no CSP)
  writeFileSync(join(dir, "board-map.html"), `<!doctype html><html lang="zh"><meta charset="utf-8"><title>board</title>
    <script type="importmap">${JSON.stringify(map)}</script>
    <script type="module" src="./board-map.js"></script><go-board size="9"></go-board></html>`);
  const got = await boardPage(browser, dir, "board-map.html");
  assertBoardPlays(got);
  assert.ok(served(got).some((r) => r.path === "node_modules/tengen/pkg/tengen_bg.wasm"));
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
});

test("<go-board> from the single-file build dist/go-board.js: one module, its wasm and stylesheet beside it", async () => {
  // a site with no build step that copied (or serves) the package's dist/ folder
  writeFileSync(join(dir, "board-single.js"), BOARD_SCRIPT("./node_modules/tengen/dist/go-board.js"));
  writeFileSync(join(dir, "board-single.html"), `<!doctype html><html lang="en"><meta charset="utf-8">${CSP}<title>board</title>
    <script type="module" src="./board-single.js"></script><go-board size="9"></go-board></html>`);
  const got = await boardPage(browser, dir, "board-single.html");
  assertBoardPlays(got);
  assert.deepEqual(served(got).map((r) => r.path).sort(), [
    "board-single.html", "board-single.js",
    "node_modules/tengen/dist/board.css", "node_modules/tengen/dist/go-board.js", "node_modules/tengen/dist/tengen_bg.wasm",
  ], "one JavaScript file of the package, its wasm and its stylesheet");
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
  // the same module by its export name, "tengen/go-board.js"
  const meta = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  assert.equal(meta.exports["./go-board.js"], "./dist/go-board.js");
  measured.single = bytesOf(got);
});

test("<go-board> in a Vite build: `import \"tengen/board\"` bundles the widget and the engine; the built page plays", async () => {
  const app = join(dir, "vite-board");
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, "index.html"), `<!doctype html><html lang="en"><meta charset="utf-8">${CSP}<title>vite board</title>
    <script type="module" src="./main.js"></script><go-board size="9"></go-board></html>`);
  writeFileSync(join(app, "main.js"), BOARD_SCRIPT("tengen/board"));
  writeFileSync(join(dir, "vite-board-build.mjs"), `
    import { build } from ${JSON.stringify(join(ROOT, "node_modules/vite/dist/node/index.js"))};
    await build({ root: ${JSON.stringify(app)}, logLevel: "error", build: { outDir: "dist", target: "es2022" } });
  `);
  run(process.execPath, ["vite-board-build.mjs"], { cwd: dir });
  const assets = readdirSync(join(app, "dist/assets"));
  assert.equal(assets.filter((f) => f.endsWith(".wasm")).length, 1, `one .wasm asset in ${assets}`);
  assert.ok(assets.some((f) => f.endsWith(".css")), `board.css emitted as an asset: ${assets}`);
  const got = await boardPage(browser, join(app, "dist"), "index.html");
  assertBoardPlays(got);
  assert.equal(served(got).filter((r) => r.path.endsWith(".wasm")).length, 1);
  assert.deepEqual(failed(got), [], "no failed request");
  assert.deepEqual(got.problems, [], "no console error");
  measured.vite = bytesOf(got);
});

test("what a page with only <go-board> downloads is the widget plus the engine build (no lessons)", () => {
  assert.ok(measured.plain && measured.single && measured.vite, "measured by the page tests above");
  const engineWasm = gzipSync(readFileSync(join(pkgDir, "pkg/tengen_bg.wasm")), { level: 9 }).length;
  for (const [name, m] of Object.entries(measured)) {
    // the wasm fetched is the engine build's (the school build with lessons is larger)
    assert.ok(Math.abs(m.wasm - engineWasm) < 64, `${name}: ${m.wasm} bytes of wasm, the engine build is ${engineWasm}`);
    assert.ok(m.wasm <= 150_000, `${name}: the wasm is ${m.wasm} bytes gzipped`);
  }
  // The figures recorded in bench/RESULTS.md ("What a page with only <go-board> downloads").
  console.log(`# bytes gzipped (level 9): ${JSON.stringify(measured)}`);
});

test("TypeScript: tests/types/board.ts type-checks against tengen/board's types, and wrong uses do not", () => {
  const types = join(dir, "board-types");
  mkdirSync(types, { recursive: true });
  cpSync(join(ROOT, "tests/types/board.ts"), join(types, "board.ts"));
  tsconfig(types, "board.ts");
  try {
    run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types });
  } catch (e) {
    assert.fail(`tsc --strict failed:\n${e.stdout}${e.stderr}`);
  }
  const wrong = [
    // a detail field that go-move does not have
    [`document.querySelector("go-board")?.addEventListener("go-move", (e) => e.detail.reason);`, /Property 'reason' does not exist/],
    // go-illegal's reason is a string, not a number
    [`document.querySelector("go-board")?.addEventListener("go-illegal", (e) => { const n: number = e.detail.reason; void n; });`, /not assignable to type 'number'/],
    // a vertex is a name or [x, y]
    [`document.createElement("go-board").play(5);`, /not assignable to parameter of type 'Vertex'/],
    // an option configure() does not know
    [`document.createElement("go-board").configure({ sise: 9 });`, /'sise' does not exist/],
  ];
  for (const [code, error] of wrong) {
    writeFileSync(join(types, "board.ts"), `import "tengen/board";\n${code}\nexport {};\n`);
    assert.throws(
      () => run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types }),
      (e) => error.test(String(e.stdout)) || assert.fail(`${code}\nexpected ${error}, got:\n${e.stdout}`),
      code,
    );
  }
});

// ---- the command line: `npx tengen check-lessons` ----

test("npx tengen check-lessons: the engine's checker on an author's files, FILE: FIELD: REASON, exit code 1 on errors", () => {
  const cli = join(dir, "cli");
  mkdirSync(cli, { recursive: true });
  const unit = JSON.parse(readFileSync(join(ROOT, "lessons/03-liberties.json"), "utf8"));
  writeFileSync(join(cli, "good.json"), JSON.stringify(unit));
  // two mistakes an author makes: an empty English title, an answer that does not capture
  const broken = structuredClone(unit);
  broken.title.en = " ";
  broken.format = 99;
  writeFileSync(join(cli, "broken.json"), JSON.stringify(broken));
  writeFileSync(join(cli, "syntax.json"), `{\n  "format": 1,\n  "id": "x",\n}\n`);
  const npx = (...files) => {
    try {
      return { code: 0, out: run("npx", ["--no-install", "tengen", "check-lessons", ...files], { cwd: cli }) };
    } catch (e) {
      return { code: e.status, out: String(e.stdout), err: String(e.stderr) };
    }
  };
  const good = npx("good.json");
  assert.equal(good.code, 0, good.out + good.err);
  assert.match(good.out, /^good\.json: ok \(unit 3 "liberties", \d+ exercises\)$/m);
  const bad = npx("good.json", "broken.json", "syntax.json", "missing.json");
  assert.equal(bad.code, 1, "non-zero exit on errors");
  const lines = bad.out.trim().split("\n");
  assert.ok(lines.includes("broken.json: title.en: the English text is empty"), bad.out);
  assert.ok(lines.includes("broken.json: format: format 99 is not known (this engine reads format 1)"), bad.out);
  assert.ok(lines.some((l) => /^syntax\.json: not JSON: line 4 column 1: /.test(l)), bad.out);
  assert.ok(lines.includes("missing.json: cannot read the file (ENOENT)"), bad.out);
  assert.equal(lines.at(-1), "3 of 4 lesson files with problems (4 in all)");
  // a wrong command line is exit code 2, with the usage
  const usage = npx();
  assert.equal(usage.code, 2);
  assert.match(usage.err, /usage: tengen check-lessons/);
});

test("tengen/lesson-engine in Node: the lesson build's Lesson checks a unit and judges an attempt", () => {
  const unit = JSON.parse(readFileSync(join(ROOT, "lessons/05-capture.json"), "utf8"));
  writeFileSync(join(dir, "unit-05.json"), JSON.stringify(unit));
  writeFileSync(join(dir, "lesson-engine.mjs"), `
    import { readFileSync } from "node:fs";
    import { fileURLToPath } from "node:url";
    import { initSync, Lesson } from "tengen/lesson-engine";
    initSync({ module: readFileSync(fileURLToPath(import.meta.resolve("tengen/lesson-engine").replace(/tengen\\.js$/, "tengen_bg.wasm"))) });
    const lesson = new Lesson(readFileSync("unit-05.json", "utf8"));
    const run = lesson.run("capture-one");
    const wrong = run.attempt({ play: "D4" });
    const right = run.attempt({ play: "E2" });
    let refused = null;
    try { new Lesson({ ...JSON.parse(readFileSync("unit-05.json", "utf8")), format: 99 }); } catch (e) { refused = { code: e.code, errors: e.errors }; }
    console.log(JSON.stringify({ id: lesson.id, unit: lesson.unit, wrong: wrong.correct, right: right.correct, solved: right.solved, refused }));
  `);
  const out = JSON.parse(run(process.execPath, ["lesson-engine.mjs"], { cwd: dir }));
  assert.equal(out.id, "capture");
  assert.equal(out.unit, 5);
  assert.equal(out.wrong, false, "D4 captures nothing");
  assert.deepEqual([out.right, out.solved], [true, true], "E2 captures the stone in atari");
  assert.equal(out.refused.code, "badLesson");
  assert.deepEqual(out.refused.errors, [{ path: "format", message: "format 99 is not known (this engine reads format 1)" }]);
});
