// Helpers of the package suite (tests/package/*.test.mjs): the packed tarball installed into a
// temporary project, Chromium, and a board page driven as a person would (a click on the
// centre plays a stone, a second click there is refused).

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
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
  page.on("response", async (r) => {
    const entry = { path: r.url().slice(base.length), status: r.status(), gzip: 0 };
    responses.push(entry);
    if (r.ok()) entry.gzip = gzipSync(await r.body(), { level: 9 }).length;
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

