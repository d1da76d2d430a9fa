// The bare play page (www/play.html: the engine with no widget in between) in headless
// Chromium, served over HTTP by scripts/serve.mjs. Every wait is on a condition in the page,
// never a timer.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { CRATE_VERSION, openPage, startBrowserAndServer } from "./helpers.mjs";

let env;
before(async () => { env = await startBrowserAndServer(); });
after(async () => { await env?.close(); });

async function loadPage() {
  const page = await openPage(env.browser, env.base);
  await page.goto(`${env.base}play.html`);
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

const stoneAt = (page, vertex) =>
  page.$eval(`#stones [data-vertex="${vertex}"]`, (s) => s.dataset.color).catch(() => null);
const toMove = (page) => page.$eval("#board", (b) => b.dataset.toMove);

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
  test("loads the engine and shows its version", async () => {
    const page = await loadPage();
    assert.equal(await page.textContent("#version"), CRATE_VERSION);
    assert.match(await page.textContent("#status"), /^Black to play/);
    assert.equal(await page.locator("#stones .stone").count(), 0);
    assert.equal(await page.locator("#hits .hit").count(), 81, "a 9×9 board");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("a click plays a stone for the side to move, drawn from the engine's board", async () => {
    const page = await loadPage();
    await page.click('.hit[data-vertex="E5"]');
    await page.waitForSelector('#stones .stone.black[data-vertex="E5"]');
    assert.equal(await toMove(page), "white");
    assert.match(await page.textContent("#status"), /^White to play/);
    await page.click('.hit[data-vertex="C3"]');
    await page.waitForSelector('#stones .stone.white[data-vertex="C3"]');
    assert.equal(await page.locator("#stones .stone").count(), 2);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("an occupied point is refused with the engine's reason, in English and Chinese", async () => {
    const page = await loadPage();
    await page.click('.hit[data-vertex="E5"]');
    await page.waitForSelector('#stones .stone.black[data-vertex="E5"]');
    await page.click('.hit[data-vertex="E5"]', { force: true });
    await page.waitForSelector('#message[data-reason="occupied"]');
    assert.match(await page.textContent("#message"), /already a stone.*这里已经有棋子了/);
    assert.equal(await toMove(page), "white", "the refused move changed nothing");
    assert.equal(await stoneAt(page, "E5"), "black");
    await page.context().close();
  });

  test("a capture removes the stone and counts it", async () => {
    const page = await loadPage();
    // Black B9, White A9 (the corner), Black A8: the white stone has no liberty left.
    for (const v of ["B9", "A9"]) {
      await page.click(`.hit[data-vertex="${v}"]`);
      await page.waitForSelector(`#stones [data-vertex="${v}"]`);
    }
    await page.click('.hit[data-vertex="A8"]');
    await page.waitForSelector('#stones [data-vertex="A9"]', { state: "detached" });
    assert.equal(await stoneAt(page, "A8"), "black");
    assert.match(await page.textContent("#status"), /captured: black 1, white 0/);
    assert.match(await page.textContent("#message"), /Black captured 1 stone/);
    await page.context().close();
  });

  test("the keyboard plays too: arrows move the focus, Enter places a stone", async () => {
    const page = await loadPage();
    await page.focus('.hit[data-vertex="E5"]');
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await page.waitForSelector('#stones .stone.black[data-vertex="F6"]');
    await page.click("#new-game");
    await page.waitForSelector("#stones .stone", { state: "detached" });
    assert.equal(await toMove(page), "black");
    await page.context().close();
  });
});
