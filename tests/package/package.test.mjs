// The npm package as a user gets it: `npm pack` of the built package (pkg/, from
// scripts/build-wasm.sh), installed into a temporary project, then used
//   1. in Node 20 with `initSync` and the wasm bytes (and 100,000 games created and freed
//      without the memory growing);
//   2. in a plain page, `<script type="module">` and no bundler: the .wasm found next to the
//      JavaScript through import.meta.url, and its URL overridden;
//   3. in a Vite build, served and run in the browser;
//   4. from TypeScript: tests/types/example.ts type-checked with `tsc --strict`.
// The package is the engine without the school's lessons (no cargo features; within the 150 KB
// gzipped budget); the school's build (pkg-school/, `--features lessons`) is not packed, but its
// types are checked here too: tests/types/lessons.ts against pkg-school/tengen.d.ts.
// Run with `node --test tests/package/` after the build (the `package` suite of npm test).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/serve.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = join(ROOT, "node_modules", ".bin");
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"];

let dir; // the temporary project
let pkgDir; // node_modules/tengen inside it
let browser;

const run = (cmd, args, opts = {}) =>
  execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 300_000, ...opts });

before(async () => {
  assert.ok(existsSync(join(ROOT, "pkg/tengen_bg.wasm")), "pkg/ is built (scripts/build-wasm.sh)");
  dir = mkdtempSync(join(tmpdir(), "tengen-package-"));
  const packed = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", dir], { cwd: ROOT }));
  const tarball = join(dir, packed[0].filename);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "uses-tengen", private: true, type: "module" }));
  run("npm", ["install", "--no-audit", "--no-fund", "--offline", tarball], { cwd: dir });
  pkgDir = join(dir, "node_modules", "tengen");
  browser = await chromium.launch({ executablePath: process.env.TENGEN_CHROMIUM ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the packed package holds the module, its types and the wasm, and nothing else", () => {
  const files = readdirSync(join(pkgDir, "pkg")).sort();
  assert.deepEqual(files, ["tengen.d.ts", "tengen.js", "tengen_bg.wasm", "tengen_bg.wasm.d.ts"]);
  const meta = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  assert.equal(meta.exports["."].types, "./pkg/tengen.d.ts");
  assert.equal(meta.sideEffects, false);
  assert.ok(!existsSync(join(pkgDir, "src")) && !existsSync(join(pkgDir, "node_modules")));
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

/** Writes a strict tsconfig checking `file` into `types`; `paths` can point "tengen" elsewhere. */
function tsconfig(types, file, paths) {
  writeFileSync(join(types, "tsconfig.json"), JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler",
      lib: ["ES2022", "ESNext.Disposable", "DOM"], types: [], skipLibCheck: false, noUnusedLocals: false,
      ...(paths ? { paths } : {}),
    },
    files: [file],
  }));
}

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

test("TypeScript: tests/types/lessons.ts type-checks against the school build's types (pkg-school/)", () => {
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
  // The npm package has no lessons: the same file does not type-check against it.
  tsconfig(types, "lessons.ts");
  assert.throws(
    () => run(join(BIN, "tsc"), ["-p", join(types, "tsconfig.json")], { cwd: types }),
    (e) => /has no exported member '?Lesson/.test(String(e.stdout)),
  );
});
