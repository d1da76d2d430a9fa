// Helpers of the package suite (tests/package/*.test.mjs): the packed tarball installed into a
// temporary project, Chromium, and a board page driven as a person would (a click on the
// centre plays a stone, a second click there is refused).

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/serve.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BIN = join(ROOT, "node_modules", ".bin");
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"];

export const run = (cmd, args, opts = {}) =>
  execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 300_000, ...opts });

/** `npm pack` of the repository installed (offline) into a new temporary project: {dir, pkgDir}. */
export function installPackedPackage(prefix) {
  assert.ok(existsSync(join(ROOT, "pkg/tengen_bg.wasm")), "pkg/ is built (scripts/build-wasm.sh)");
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const packed = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", dir], { cwd: ROOT }));
  const tarball = join(dir, packed[0].filename);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "uses-tengen", private: true, type: "module" }));
  run("npm", ["install", "--no-audit", "--no-fund", "--offline", tarball], { cwd: dir });
  return { dir, pkgDir: join(dir, "node_modules", "tengen") };
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: process.env.TENGEN_CHROMIUM ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });

/** Writes a strict tsconfig checking `file` into `types`; `paths` can point "tengen" elsewhere. */
export function tsconfig(types, file, paths) {
  writeFileSync(join(types, "tsconfig.json"), JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler",
      lib: ["ES2022", "ESNext.Disposable", "DOM"], types: [], skipLibCheck: false, noUnusedLocals: false,
      ...(paths ? { paths } : {}),
    },
    files: [file],
  }));
}

export const CSP = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'">`;

/** The page's script: records the board's events and says when it is ready (no inline script: CSP). */
export const BOARD_SCRIPT = (importFrom) => `
  import { GoBoard } from "${importFrom}";
  const board = document.querySelector("go-board");
  window.events = [];
  for (const type of ["go-move", "go-illegal", "go-error"]) {
    board.addEventListener(type, (e) => window.events.push({ type, vertex: e.detail.vertex, reason: e.detail.reason, code: e.detail.code }));
  }
  board.ready.then(() => {
    window.boardReady = { registered: customElements.get("go-board") === GoBoard, isBoard: board instanceof GoBoard, width: board.width ?? board.boardState?.length };
  });
`;

/**
 * Serves `root`, opens `path` (a page with one 9×9 <go-board>), clicks the centre point (E5)
 * twice: the first plays a stone, the second is refused by the engine (occupied). Returns what
 * happened, every response (path, status, gzipped bytes) and the console errors.
 */
export async function boardPage(browser, root, path) {
  const server = await startServer({ root, port: 0, host: "127.0.0.1", csp: null });
  const base = `http://127.0.0.1:${server.port}/`;
  const page = await browser.newPage({ viewport: { width: 600, height: 800 } });
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") problems.push(`${m.text()} (${m.location().url.slice(base.length)})`); });
  await page.route("**/*", (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort()));
  const responses = [];
  const bodies = []; // every body read, awaited before the figures are returned
  page.on("response", (r) => {
    const entry = { path: r.url().slice(base.length), status: r.status(), gzip: 0 };
    responses.push(entry);
    if (r.ok()) bodies.push(r.body().then((b) => { entry.gzip = gzipSync(b, { level: 9 }).length; }, () => {}));
  });
  try {
    await page.goto(base + path);
    await page.waitForFunction(() => window.boardReady !== undefined, null, { timeout: 30_000 });
    const ready = await page.evaluate(() => window.boardReady);
    const svg = page.locator("go-board svg").first();
    await svg.waitFor();
    const box = await svg.boundingBox();
    const centre = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(...centre);
    await page.waitForFunction(() => window.events.length >= 1, null, { timeout: 10_000 });
    const afterFirst = await page.evaluate(() => ({ stones: Array.from(document.querySelector("go-board").boardState).filter((c) => c !== 0), moveNumber: document.querySelector("go-board").moveNumber }));
    await page.mouse.move(centre[0] + 40, centre[1] + 40); // away and back, as a person would
    await page.mouse.click(...centre);
    await page.waitForFunction(() => window.events.length >= 2, null, { timeout: 10_000 });
    const after = await page.evaluate(() => ({ events: window.events, moveNumber: document.querySelector("go-board").moveNumber }));
    await page.waitForLoadState("networkidle");
    await Promise.all(bodies);
    return { ready, afterFirst, after, responses, problems, size: box };
  } finally {
    await page.close();
    await server.close();
  }
}

/** What a board page must show: a board, a stone played by a click, go-illegal for the second. */
export function assertBoardPlays(got) {
  assert.ok(got.ready.registered && got.ready.isBoard, "<go-board> is registered by tengen/board and is its GoBoard");
  assert.ok(got.size.width > 100 && got.size.height > 100, `the board is drawn (${got.size.width}×${got.size.height})`);
  assert.deepEqual(got.afterFirst, { stones: [1], moveNumber: 1 }, "the click played one black stone");
  assert.deepEqual(got.after.events, [
    { type: "go-move", vertex: "E5", reason: undefined, code: undefined },
    { type: "go-illegal", vertex: "E5", reason: "occupied", code: undefined },
  ]);
  assert.equal(got.after.moveNumber, 1, "the illegal click changed nothing");
}

export const served = (got) => got.responses.filter((r) => r.status === 200);
export const failed = (got) => got.responses.filter((r) => r.status !== 200).map((r) => r.path);

/** gzipped bytes of a page's JS, wasm and CSS (everything but the HTML). */
export function bytesOf(got) {
  const sum = (re) => served(got).filter((r) => re.test(r.path.split("?")[0])).reduce((a, r) => a + r.gzip, 0);
  return { js: sum(/\.m?js$/), wasm: sum(/\.wasm$/), css: sum(/\.css$/), files: served(got).length };
}


// ---- <go-lesson> pages ----

/** The example unit of docs/authors-guide.md ("A unit with one exercise"), as its reader copies it. */
export function guideUnit() {
  const guide = readFileSync(join(ROOT, "docs/authors-guide.md"), "utf8");
  const block = /A unit with one exercise:\n\n```json\n([\s\S]*?)```/.exec(guide);
  assert.ok(block, "docs/authors-guide.md has the example unit");
  return JSON.parse(block[1]);
}

/** The example unit with a wrong stated answer: the checker must refuse it. */
export function brokenUnit() {
  const unit = guideUnit();
  unit.exercises[0].answer = "E3";
  return unit;
}

/** What the broken unit's error says (the checker's words, as `cargo test --test lessons` prints them). */
export const BROKEN_LINE = "broken.json: exercises[0].answer: E3 does not achieve the goal: Nothing captured yet: White's stone at D2 still has 1 liberty.";

/**
 * The page's script for lessons: records the events of every <go-lesson> (and their boards')
 * in window.events. `importFrom` registers the elements.
 */
export const LESSON_SCRIPT = (importFrom) => `
  import ${JSON.stringify(importFrom)};
  window.events = [];
  for (const type of ["go-lesson-load", "go-lesson-solved", "go-lesson-progress", "go-error", "go-move", "go-illegal"]) {
    document.addEventListener(type, (e) => window.events.push({ type, lesson: e.target.closest("go-lesson")?.id ?? null, detail: JSON.parse(JSON.stringify(e.detail)) }));
  }
`;

/** Two lessons: the guide's exercise (id "good") and the broken unit (id "broken"). */
export const LESSON_BODY = `<go-lesson id="good" src="my-unit.json" exercise="capture-one" lang="en"></go-lesson>
  <go-lesson id="broken" src="broken.json" lang="en"></go-lesson>`;

/** Writes my-unit.json and broken.json into `folder` (what the page's lessons load). */
export function writeUnits(folder) {
  writeFileSync(join(folder, "my-unit.json"), JSON.stringify(guideUnit(), null, 2));
  writeFileSync(join(folder, "broken.json"), JSON.stringify(brokenUnit(), null, 2));
}

/**
 * Serves `root`, opens `path` (a page with LESSON_BODY whose script records window.events),
 * and plays the learner: waits for the good lesson's board, clicks a wrong point (D4, which
 * does not capture), then the answer (E2), and waits for go-lesson-solved; waits for the
 * broken lesson's error. `boardModules`: the URL of the installed package's www/board/ (its
 * geometry finds the point on the screen). Returns the events, the error box's lines, every
 * response and the console errors.
 */
export async function lessonPage(browser, root, path, { boardModules = "/node_modules/tengen/www/board/" } = {}) {
  const server = await startServer({ root, port: 0, host: "127.0.0.1", csp: null });
  const base = `http://127.0.0.1:${server.port}/`;
  const page = await browser.newPage({ viewport: { width: 900, height: 1200 } });
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => { if (m.type() === "error") problems.push(`${m.text()} (${m.location().url.slice(base.length)})`); });
  await page.route("**/*", (route) => {
    const url = route.request().url();
    // the browser's own request for an icon (these test pages have none): not the page's
    if (url === `${base}favicon.ico`) return route.fulfill({ status: 204 });
    return url.startsWith(base) ? route.continue() : route.abort();
  });
  const responses = [];
  const bodies = []; // every body read, awaited before the figures are returned
  page.on("response", (r) => {
    if (r.url() === `${base}favicon.ico`) return;
    const entry = { path: r.url().slice(base.length), status: r.status(), gzip: 0 };
    responses.push(entry);
    if (r.ok()) bodies.push(r.body().then((b) => { entry.gzip = gzipSync(b, { level: 9 }).length; }, () => {}));
  });
  const eventsOf = (type) => page.evaluate((type) => window.events.filter((e) => e.type === type), type);
  try {
    await page.goto(base + path);
    const board = page.locator("#good go-board").first();
    await board.locator("svg").first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => document.querySelector("#good go-board").ready);
    const click = async (vertex) => {
      await board.scrollIntoViewIfNeeded();
      const [x, y] = await page.evaluate(async ([vertex, modules]) => {
        const el = document.querySelector("#good go-board");
        const { geometry } = await import(modules + "render.js");
        const { parseVertex } = await import(modules + "coords.js");
        const g = geometry(el.state);
        const [px, py] = parseVertex(vertex, el.state.width, el.state.height);
        const r = el.svg.getBoundingClientRect();
        const scale = r.width / g.vbW;
        return [r.left + (g.x(px) - g.vbX) * scale, r.top + (g.y(py) - g.vbY) * scale];
      }, [vertex, boardModules]);
      await page.mouse.click(x, y);
    };
    const helperFrom = responses.length; // from here, the geometry modules the clicks import are the test's
    await click("D4"); // legal, but it captures nothing: a wrong try
    await page.waitForFunction(() => window.events.some((e) => e.lesson === "good" && e.type === "go-move"), null, { timeout: 20_000 });
    // "Not yet": the learner presses "Try again" (the lesson takes the stone back), then plays the answer
    await page.locator('#good button[data-action="retry"]').click();
    await page.waitForFunction(() => document.querySelector("#good go-board").moveNumber === 0, null, { timeout: 20_000 });
    await click("E2");
    await page.waitForFunction(() => window.events.some((e) => e.type === "go-lesson-solved"), null, { timeout: 30_000 });
    await page.waitForFunction(() => window.events.some((e) => e.lesson === "broken" && e.type === "go-error"), null, { timeout: 30_000 });
    const errorLines = await page.locator("#broken .gl-error li").allTextContents();
    const errorShown = await page.locator("#broken .gl-error").isVisible();
    await page.waitForLoadState("networkidle");
    await Promise.all(bodies);
    return {
      solved: await eventsOf("go-lesson-solved"),
      errors: await eventsOf("go-error"),
      loads: await eventsOf("go-lesson-load"),
      errorLines,
      errorShown,
      responses: responses.filter((r, i) => i < helperFrom || !`/${r.path}`.startsWith(boardModules)),
      problems,
    };
  } finally {
    await page.close();
    await server.close();
  }
}

/** What every lesson page must show: the exercise solved once, the broken unit's error in place. */
export function assertLessonWorks(got) {
  assert.equal(got.solved.length, 1, "go-lesson-solved fired once");
  const solved = got.solved[0];
  assert.equal(solved.lesson, "good");
  assert.equal(solved.detail.id, "capture-one");
  assert.equal(solved.detail.unit, "my-unit");
  assert.equal(solved.detail.tries, 2, "a wrong try and the answer");
  assert.equal(solved.detail.hints, 0);
  assert.equal(solved.detail.mistakes, 1);
  assert.equal(solved.detail.shown, false);
  assert.equal(solved.detail.stars, 2, "three stars less one for the wrong try");
  assert.ok(got.loads.some((e) => e.lesson === "good" && e.detail.unit === "my-unit"), "go-lesson-load for the good unit");
  const broken = got.errors.filter((e) => e.lesson === "broken");
  assert.equal(broken.length, 1, "go-error for the broken unit");
  assert.equal(broken[0].detail.code, "badLesson");
  assert.equal(broken[0].detail.file, "broken.json");
  assert.deepEqual(broken[0].detail.errors, [{ path: "exercises[0].answer", message: BROKEN_LINE.split("exercises[0].answer: ")[1] }]);
  assert.ok(got.errorShown, "the error is shown in place of the lesson");
  assert.deepEqual(got.errorLines, [BROKEN_LINE]);
  assert.ok(!got.errors.some((e) => e.lesson === "good"), "no error for the good unit");
}
