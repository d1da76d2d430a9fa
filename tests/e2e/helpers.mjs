// Shared by the page tests: the project's static server on a free port and headless Chromium
// driven by playwright-core (Debian's /usr/bin/chromium; TENGEN_CHROMIUM overrides it).
import { readFileSync } from "node:fs";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/serve.mjs";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const CRATE_VERSION = /^version\s*=\s*"([^"]+)"/m.exec(readFileSync(`${ROOT}/Cargo.toml`, "utf8"))[1];

export const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic",
];

/** Starts the server (www/ on 127.0.0.1, a free port) and the browser. */
export async function startBrowserAndServer() {
  const server = await startServer({ root: `${ROOT}/www`, port: 0, host: "127.0.0.1" });
  const browser = await chromium.launch({
    executablePath: process.env.TENGEN_CHROMIUM ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  return {
    server,
    browser,
    base: `http://127.0.0.1:${server.port}/`,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Starts the server and the browser before the file's tests and closes both after them. The
 * object returned is filled in by the `before` hook with what `startBrowserAndServer` gives
 * (`server`, `browser`, `base`, `close`); `setup(env)`, if given, runs in the same hook once
 * they are up (Node 20 starts a file's top-level `before` hooks without waiting for each other).
 */
export function useBrowserAndServer(setup) {
  const env = {};
  before(async () => {
    Object.assign(env, await startBrowserAndServer());
    await setup?.(env);
  });
  after(async () => { await env.close?.(); });
  return env;
}

/**
 * A fresh page that records console errors and uncaught exceptions (`page.problems`), and
 * refuses every request that does not go to our server (the tests need no network).
 * `contextOptions` go to `browser.newContext` (a locale, a viewport).
 */
export async function openPage(browser, base, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  page.problems = [];
  page.on("console", (m) => { if (m.type() === "error") page.problems.push(`console: ${m.text()}`); });
  page.on("pageerror", (e) => page.problems.push(`pageerror: ${e.message}`));
  await page.route("**/*", (route) =>
    route.request().url().startsWith(base) ? route.continue() : route.abort());
  return page;
}

/**
 * When `dir` is set, serves another build of the engine package from that folder as /pkg/ (its
 * tengen.js and tengen_bg.wasm), to try a page against a development build.
 */
export async function routeEngine(page, dir) {
  if (!dir) return;
  await page.route("**/pkg/tengen.js", (r) => r.fulfill({ path: `${dir}/tengen.js`, contentType: "text/javascript" }));
  await page.route("**/pkg/tengen_bg.wasm", (r) => r.fulfill({ path: `${dir}/tengen_bg.wasm`, contentType: "application/wasm" }));
}

/**
 * axe's violations on the page, one line each (`where: id (impact): help — targets`); `tags`
 * limits the rules (e.g. WCAG 2.1 A/AA), all rules by default. axe-core injects a <style> of
 * its own, which a page's policy (style-src 'self') rightly blocks: only the reports logged
 * while axe runs are taken out of `page.problems`; the page's own, before and after, stay.
 */
export async function axeViolations(page, where, { tags } = {}) {
  const before = page.problems.length;
  let builder = new AxeBuilder({ page });
  if (tags) builder = builder.withTags(tags);
  const results = await builder.analyze();
  const during = page.problems.splice(before);
  page.problems.push(...during.filter((p) => !/Applying inline style violates the following Content Security Policy directive 'style-src/.test(p)));
  return results.violations.map((v) => `${where}: ${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

/** The page coordinates of a point ("E5") of the board `sel`, through the widget's own
 * geometry (a zoomed board's viewBox starts at vbX, vbY). */
export function pointXY(page, sel, vertex) {
  return page.evaluate(async ([sel, vertex]) => {
    const board = document.querySelector(sel);
    const { geometry } = await import("/board/render.js");
    const { parseVertex } = await import("/board/coords.js");
    const g = geometry(board.state);
    const [x, y] = parseVertex(vertex, board.state.width, board.state.height);
    const r = board.svg.getBoundingClientRect();
    const scale = r.width / g.vbW;
    return [r.left + (g.x(x) - g.vbX) * scale, r.top + (g.y(y) - g.vbY) * scale];
  }, [sel, vertex]);
}

/** Clicks a point ("E5") of the board `sel` where a person would (scrolled into view). */
export async function clickPoint(page, sel, vertex) {
  await page.locator(sel).scrollIntoViewIfNeeded();
  const [x, y] = await pointXY(page, sel, vertex);
  await page.mouse.click(x, y);
}
