// The server, and the play page (www/play.html, the game room) as a page of the site: it loads
// under its Content-Security-Policy, shows the engine's version, leads back to the school, and
// a click plays a stone on its <go-board>. The game room itself is tested in gameroom*.test.mjs.
// Every wait is on a condition in the page, never a timer.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { CRATE_VERSION, ROOT, openPage, startBrowserAndServer } from "./helpers.mjs";
import { clickPoint, stone } from "./gameroom-helpers.mjs";

let env;
before(async () => { env = await startBrowserAndServer(); });
after(async () => { await env?.close(); });

async function loadPage(width) {
  const page = await openPage(env.browser, env.base);
  if (width) await page.setViewportSize({ width, height: 900 });
  await page.goto(`${env.base}play.html`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}


describe("the server", () => {
  test("serves the wasm module as application/wasm and the glue as JavaScript", async () => {
    const wasm = await fetch(`${env.base}pkg/tengen_bg.wasm`);
    assert.equal(wasm.status, 200);
    assert.equal(wasm.headers.get("content-type"), "application/wasm");
    assert.ok(WebAssembly.validate(new Uint8Array(await wasm.arrayBuffer())), "a valid wasm module");
    const js = await fetch(`${env.base}pkg/tengen.js`);
    assert.match(js.headers.get("content-type"), /^text\/javascript/);
    assert.equal((await fetch(`${env.base}no-such-file.js`)).status, 404);
    const index = await fetch(env.base);
    assert.equal(index.status, 200, "/ serves www/index.html");
    assert.match(index.headers.get("content-type"), /^text\/html/);
    assert.equal((await fetch(`${env.base}..%2fCargo.toml`)).status, 403, "nothing outside www/");
  });
});

describe("the play page", () => {
  test("carries the site's Content-Security-Policy and loads under it, with the engine's version", async () => {
    const html = readFileSync(`${ROOT}/www/play.html`, "utf8");
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:">/);
    assert.doesNotMatch(html, /<style|style="|<script>/, "no inline style or script");
    const page = await loadPage();
    assert.match(await page.textContent("#site-footer"), new RegExp(CRATE_VERSION.replace(/\./g, "\\.")));
    assert.equal(await page.locator("#setup").count(), 1, "a new visitor sets up a game");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("leads back to the school from the top of the page", async () => {
    const page = await loadPage(375);
    await page.click("#site-header a.brand");
    await page.waitForURL(env.base);
    assert.match(await page.title(), /Go school|围棋/);
    await page.context().close();
  });

  test("a click plays a stone on the <go-board> for the side to move", async () => {
    const page = await loadPage();
    await page.selectOption("#opponent", "human");
    await page.selectOption("#colours", "black");
    await page.click("#start");
    await page.waitForFunction(() => document.body.dataset.phase === "play");
    assert.equal(await page.locator("go-board#board").count(), 1, "the widget, no board of its own");
    await clickPoint(page, "E5");
    await page.waitForFunction(() => document.querySelector("#board").moveNumber === 1);
    assert.equal(await stone(page, "E5"), 1);
    await clickPoint(page, "C3");
    await page.waitForFunction(() => document.querySelector("#board").moveNumber === 2);
    assert.equal(await stone(page, "C3"), -1);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
